-- The project detail aggregates a project's worklogs of a period twice in one scan (per
-- collaborator and month for the hour cost, per issue and author for the tasks table): with every
-- column it reads in the index, that scan is index-only (no heap access) on PostgreSQL.
DROP INDEX worklog_projeto_data;
CREATE INDEX worklog_projeto_data ON worklog (projeto_id, data)
  INCLUDE (colaborador_mat, author_account_id, issue_id, time_spent_seconds, billable_seconds);

-- The hour-cost pricing reads each collaborator's custo_hora in every closing: an index-only scan
-- here instead of the wide result rows (they carry the jsonb breakdown).
CREATE INDEX fechamento_colaborador_custo_hora ON fechamento_colaborador (mat, fechamento_id) INCLUDE (custo_hora);
