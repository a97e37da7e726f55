-- A project that a complete listing of Jira no longer returns (deleted, or out of the API user's
-- reach) is kept with its history — plans, extra costs and margin reports refer to it by key — but
-- leaves the project list. A later listing that returns it again clears the flag.
ALTER TABLE projeto ADD COLUMN excluido_no_jira boolean NOT NULL DEFAULT false;
