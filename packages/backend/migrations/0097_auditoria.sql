-- Audit trail (issue 37): one row per change, written in the same transaction as the change.
-- Append-only and chained: each row carries the hash of the previous one (hash_anterior) and its own
-- (hash = sha256(hash_anterior || canonical JSON of the row's content), computed by the API,
-- src/modules/auditoria/cadeia.ts). `audit:verify` walks the chain in id order.
-- Writers take pg_advisory_xact_lock(auditoria) before reading the last hash, so ids follow the chain.
-- Nothing updates a row; rows leave only through expurgar_auditoria (retention, AUDITORIA_RETENCAO_ANOS).

CREATE TABLE auditoria (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  em             timestamptz(3) NOT NULL,
  usuario_id     integer,
  usuario_nome   text NOT NULL,
  acao           text NOT NULL,
  entidade       text NOT NULL,
  chave          text NOT NULL,
  campos         jsonb NOT NULL DEFAULT '[]'::jsonb,
  detalhes       jsonb,
  request_id     text,
  hash_anterior  char(64) NOT NULL,
  hash           char(64) NOT NULL
);

CREATE INDEX auditoria_em_idx ON auditoria (em DESC, id DESC);
CREATE INDEX auditoria_registro_idx ON auditoria (entidade, chave, id DESC);
CREATE INDEX auditoria_usuario_idx ON auditoria (usuario_id, id DESC);
CREATE INDEX auditoria_acao_idx ON auditoria (acao, id DESC);

CREATE FUNCTION auditoria_somente_insercao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('financeiro.expurgo_auditoria', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'A trilha de auditoria não aceita %: as entradas só são acrescentadas.', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER auditoria_somente_insercao
  BEFORE UPDATE OR DELETE ON auditoria
  FOR EACH ROW EXECUTE FUNCTION auditoria_somente_insercao();

CREATE TRIGGER auditoria_sem_truncate
  BEFORE TRUNCATE ON auditoria
  FOR EACH STATEMENT EXECUTE FUNCTION auditoria_somente_insercao();

-- Retention: the only way rows leave. Removes the entries older than `antes_de`; the chain then starts
-- at the oldest remaining entry (audit:verify accepts its hash_anterior as the start).
CREATE FUNCTION expurgar_auditoria(antes_de timestamptz) RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
  removidas bigint;
BEGIN
  PERFORM set_config('financeiro.expurgo_auditoria', 'on', true);
  DELETE FROM auditoria WHERE em < antes_de;
  GET DIAGNOSTICS removidas = ROW_COUNT;
  PERFORM set_config('financeiro.expurgo_auditoria', 'off', true);
  RETURN removidas;
END;
$$;
