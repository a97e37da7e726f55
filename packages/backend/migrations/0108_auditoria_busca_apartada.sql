-- Audit trail (issue 37 §4: an import's 10.001 entries cost at most 15 % of the import): the search vector of an
-- entry leaves the INSERT. Built in the change's transaction (0103, 0106) it was to_tsvector over every entry's
-- words plus the GIN index's insertions — about half of what recording an import cost the database. It now
-- lives in auditoria_busca, one row per entry, written after the commit by the API's indexer
-- (src/modules/auditoria/indexacao.ts: the entries past the last indexed id, in batches, auditoria_texto() of
-- the recorded columns — the same words as before). The search stays complete meanwhile: an entry without its
-- row is checked with auditoria_texto() computed on the spot (queries.ts, vetorDaEntrada).
-- Ids follow the commits: writers take the chain's lock before their INSERT and hold it to the end, so an entry
-- committed later never has a smaller id than one already indexed (the indexer's "past the last id" is exact).
-- Like the trail, append-only: the same triggers refuse UPDATE, DELETE and TRUNCATE; only the retention removes
-- rows (expurgar_auditoria, redefined below to remove the purged entries' vectors too).

CREATE TABLE auditoria_busca (
  id     bigint PRIMARY KEY,
  texto  tsvector NOT NULL
);

INSERT INTO auditoria_busca (id, texto)
SELECT id, coalesce(texto, auditoria_texto(chave, usuario_nome, campos)) FROM auditoria;

CREATE INDEX auditoria_busca_texto_idx ON auditoria_busca USING gin (texto);

CREATE TRIGGER auditoria_busca_somente_insercao
  BEFORE UPDATE OR DELETE ON auditoria_busca
  FOR EACH ROW EXECUTE FUNCTION auditoria_somente_insercao();

CREATE TRIGGER auditoria_busca_sem_truncate
  BEFORE TRUNCATE ON auditoria_busca
  FOR EACH STATEMENT EXECUTE FUNCTION auditoria_somente_insercao();

DROP TRIGGER auditoria_preencher_texto ON auditoria;
DROP FUNCTION auditoria_preencher_texto();
-- Drops auditoria_texto_idx with it.
ALTER TABLE auditoria DROP COLUMN texto;

-- OR REPLACE keeps the owner and the grants (0103: no EXECUTE for PUBLIC); the SET clause is the definition's.
CREATE OR REPLACE FUNCTION expurgar_auditoria(antes_de timestamptz) RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
  removidas bigint;
  ultima bigint;
BEGIN
  PERFORM set_config('financeiro.expurgo_auditoria', 'on', true);
  WITH apagadas AS (DELETE FROM auditoria WHERE em < antes_de RETURNING id)
  SELECT count(*), max(id) INTO removidas, ultima FROM apagadas;
  -- Only up to the newest purged id: the rest of the vectors are not read.
  DELETE FROM auditoria_busca b WHERE b.id <= ultima AND NOT EXISTS (SELECT 1 FROM auditoria a WHERE a.id = b.id);
  PERFORM set_config('financeiro.expurgo_auditoria', 'off', true);
  RETURN removidas;
END;
$$;
ALTER FUNCTION expurgar_auditoria(timestamptz) SET search_path FROM CURRENT;
