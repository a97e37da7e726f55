-- Audit trail (issue 37 §4: an import's 10.001 entries cost at most 15 % more than the import without them).
-- Reading the fields into jsonb was the largest part of what the INSERT of an import's entries cost the database:
-- every entry's ~16 fields parsed, their keys sorted and checked, a binary document built — and the trail
-- never queries inside a row's fields but in auditoria_texto(), run by the indexer after the commit. `campos`
-- becomes `json`: the text the API wrote (the canonical JSON it hashed), checked as JSON and stored as is.
-- Measured (the INSERT of an import's 10.000 creations alone, in rolled-back transactions, the five indexes,
-- the variants alternated, median of 7 of the backend's CPU, load ~15): fields as objects into jsonb 1.390 ms;
-- as tuples into jsonb 820 ms; as tuples into json 380 ms; as tuples into text 350 ms.
-- The API now also writes each field as a tuple, [label, after, type, secrecy, before] with the trailing nulls
-- left out (a creation's 'Nome' is ["Nome","Ana"], not {"campo":"Nome","depois":"Ana"}; packages/domain,
-- TuplaDoCampo): 8,2 → 5,0 MB for an import. The entries already recorded keep their objects (converted to
-- json text, the same values: audit:verify hashes the parsed value's canonical JSON, so both shapes verify);
-- every reader takes both shapes (campoLido in the domain, auditoria_texto below).
-- This rewrites the table once (ALTER ... TYPE): minutes for millions of entries, with the table locked.
ALTER TABLE auditoria ALTER COLUMN campos DROP DEFAULT;
ALTER TABLE auditoria ALTER COLUMN campos TYPE json USING campos::json;
ALTER TABLE auditoria ALTER COLUMN campos SET DEFAULT '[]'::json;

-- The search words of an entry, from either shape of its fields: an object {campo, antes, depois, tipo, sigilo}
-- (entries recorded before this migration) or a tuple [campo, depois, tipo, sigilo, antes]. The same words in the
-- same order as before (label, before, after; no values of a field with a secrecy): a field recorded in either
-- shape gives the same vector (busca.test.ts).
DROP FUNCTION auditoria_texto(text, text, jsonb);
CREATE FUNCTION auditoria_texto(chave text, usuario_nome text, campos json) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple'::regconfig, chave || ' ' || usuario_nome || ' ' || coalesce((
    SELECT string_agg(
      CASE WHEN json_typeof(c) = 'array'
        THEN (c ->> 0) || CASE WHEN (c ->> 3) IS NOT NULL THEN '' ELSE ' ' || coalesce(c ->> 4, '') || ' ' || coalesce(c ->> 1, '') END
        ELSE (c ->> 'campo') || CASE WHEN (c -> 'sigilo') IS NOT NULL THEN '' ELSE ' ' || coalesce(c ->> 'antes', '') || ' ' || coalesce(c ->> 'depois', '') END
      END,
      ' ')
    FROM json_array_elements(campos) AS c), ''))
$$;
