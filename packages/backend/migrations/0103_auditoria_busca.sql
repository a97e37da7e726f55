-- Audit screen (issue 37): the text search of GET /admin/auditoria ('texto': the record's key, the
-- author's name, the fields' labels and values) over a GIN index, so a search over a million entries
-- reads only the matching ones. Words, prefix-matched ('salar' finds 'Salário'), lower-cased by the
-- 'simple' configuration (no stemming, no stop words: names and keys are not Portuguese prose).
-- Values of fields with a sigilo (salaries, CPFs) are not indexed: a search never finds an entry by
-- a value its reader may not see.
CREATE FUNCTION auditoria_texto(chave text, usuario_nome text, campos jsonb) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple'::regconfig, chave || ' ' || usuario_nome || ' ' || coalesce((
    SELECT string_agg(
      (c ->> 'campo') || CASE WHEN c ? 'sigilo' THEN '' ELSE ' ' || coalesce(c ->> 'antes', '') || ' ' || coalesce(c ->> 'depois', '') END,
      ' ')
    FROM jsonb_array_elements(campos) AS c), ''))
$$;

-- Stored once per entry (an expression index would recompute the vector for every row it rechecks,
-- and a count over thousands of matches rechecks thousands). Not part of the hash (audit:verify hashes
-- the recorded columns only); computed by the database on INSERT, never written by the API.
ALTER TABLE auditoria ADD COLUMN texto tsvector GENERATED ALWAYS AS (auditoria_texto(chave, usuario_nome, campos)) STORED;
CREATE INDEX auditoria_texto_idx ON auditoria USING gin (texto);

-- Filters by record kind with the newest first (the history of a record uses auditoria_registro_idx).
CREATE INDEX auditoria_entidade_idx ON auditoria (entidade, id DESC);

-- expurgar_auditoria is SECURITY DEFINER (it runs with its owner's rights, the migrations' role, so
-- the API's role needs no DELETE on auditoria): pin its search_path to the schema it was created in, so a
-- caller's search_path cannot point its DELETE at another table. Callers need EXECUTE granted
-- (README, "Produção": the API role's grants), not the PUBLIC default.
ALTER FUNCTION expurgar_auditoria(timestamptz) SET search_path FROM CURRENT;
REVOKE EXECUTE ON FUNCTION expurgar_auditoria(timestamptz) FROM PUBLIC;
