-- Capacity by area (issue 9): worklog and billable seconds per collaborator over a period, for
-- every collaborator of the company. With the project id and both second counts in the index the
-- per-collaborator ranges are index-only scans (no heap access) on PostgreSQL. It replaces the plain
-- (colaborador_mat, data) index, which served the same lookups without the included columns.
DROP INDEX worklog_colaborador_data;
CREATE INDEX worklog_colaborador_data ON worklog (colaborador_mat, data) INCLUDE (projeto_id, time_spent_seconds, billable_seconds);
