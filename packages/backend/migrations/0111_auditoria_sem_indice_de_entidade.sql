-- Audit trail (issue 37 §4: an import's 10.001 entries cost at most 15 % of the import): one B-tree fewer for
-- every entry to enter. auditoria_entidade_idx (entidade, id DESC), from 0103, served the screen's record-kind
-- filter; auditoria_registro_idx (entidade, chave, id DESC), from 0097, has the same leading column and serves
-- it as well: a common kind's first page walks the primary key newest first (it did so before), a rare kind's
-- few entries are read through the prefix of (entidade, chave) and sorted, and the count (up to 10.001) reads
-- that prefix. Measured over 1.000.000 entries (bench/auditoria.bench.ts, module README).
DROP INDEX auditoria_entidade_idx;
