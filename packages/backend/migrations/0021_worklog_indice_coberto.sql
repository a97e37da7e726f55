-- The project detail aggregates a project's worklogs of a period twice in one scan (per
-- collaborator and month for the hour cost, per issue and author for the tasks table): with every
-- column it reads in the index, that scan is index-only (no heap access) on PostgreSQL.
DROP INDEX worklog_projeto_data;
CREATE INDEX worklog_projeto_data ON worklog (projeto_id, data)
  INCLUDE (colaborador_mat, author_account_id, issue_id, time_spent_seconds, billable_seconds);
