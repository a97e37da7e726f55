-- Audit trail (issue 37 §4: an import's 10.001 entries cost at most 15 % of the import): the search words
-- of an entry (auditoria.texto, 0103) were a generated column, auditoria_texto() run by the database for
-- every row inserted — a SQL function with a sub-select over the fields, the largest part of the cost of
-- recording an import (more than the GIN index). The API now sends the same text
-- (src/modules/auditoria/queries.ts, textoDeBusca: the key, the author's name, the fields' labels and the
-- values of the fields without sigilo, joined by spaces as auditoria_texto joins them) and the INSERT
-- stores to_tsvector('simple', text): the same vector (a test compares both on every kind of value).
-- An entry inserted without it (by hand, a test, a benchmark's generate_series) still gets the database's
-- own: the trigger below fills an empty texto with auditoria_texto(), which stays the rule's reference.
-- Still not hashed: audit:verify checks the recorded columns only.
ALTER TABLE auditoria ALTER COLUMN texto DROP EXPRESSION;

CREATE FUNCTION auditoria_preencher_texto() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.texto := auditoria_texto(NEW.chave, NEW.usuario_nome, NEW.campos);
  RETURN NEW;
END;
$$;

CREATE TRIGGER auditoria_preencher_texto
  BEFORE INSERT ON auditoria
  FOR EACH ROW WHEN (NEW.texto IS NULL) EXECUTE FUNCTION auditoria_preencher_texto();
