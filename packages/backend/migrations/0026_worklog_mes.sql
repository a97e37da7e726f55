-- Monthly aggregate of the worklogs (projects detail, planned vs real, comparison, margin):
-- one row per (project, calendar month, issue, author, collaborator) with the number of worklogs and
-- the sums of their seconds. A big project's 500.000 worklogs of two years fold into a few thousand
-- rows, so the period queries read this table for the whole calendar months inside the period and
-- the raw worklogs only for the partial months at its ends (src/projetos/consultas.ts, `fontes`):
-- the answers are the same as summing the raw worklogs, for any period.
--
-- Kept exactly in step with `worklog` by statement-level triggers with transition tables (one
-- aggregate statement per INSERT/UPDATE/DELETE statement, whatever the number of rows: the Tempo
-- sync's bulk upserts, the relink of colaborador_mat, the demo seed's bulk insert). An UPDATE adds
-- the new rows and subtracts the old ones, so moving a worklog between months, issues, projects or
-- collaborators moves its seconds; a group whose last worklog leaves is deleted (`worklogs` = 0),
-- so a group exists here exactly when a worklog of it exists (a worklog of 0 seconds still makes a
-- line in the detail). TRUNCATE of worklog empties the aggregate.
CREATE TABLE worklog_mes (
  projeto_id          bigint NOT NULL,
  -- First day of the month of worklog.data.
  mes                 date NOT NULL,
  issue_id            bigint NOT NULL,
  author_account_id   varchar(128) NOT NULL,
  colaborador_mat     integer,
  worklogs            integer NOT NULL,
  segundos            bigint NOT NULL,
  segundos_faturaveis bigint NOT NULL,
  CONSTRAINT worklog_mes_grupo UNIQUE NULLS NOT DISTINCT (projeto_id, mes, issue_id, author_account_id, colaborador_mat)
);

CREATE FUNCTION worklog_mes_somar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO worklog_mes AS m (projeto_id, mes, issue_id, author_account_id, colaborador_mat, worklogs, segundos, segundos_faturaveis)
    SELECT projeto_id, date_trunc('month', data::timestamp)::date, issue_id, author_account_id, colaborador_mat,
           count(*), sum(time_spent_seconds), sum(billable_seconds)
    FROM worklog_mes_novos
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT worklog_mes_grupo DO UPDATE
      SET worklogs = m.worklogs + excluded.worklogs,
          segundos = m.segundos + excluded.segundos,
          segundos_faturaveis = m.segundos_faturaveis + excluded.segundos_faturaveis;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO worklog_mes AS m (projeto_id, mes, issue_id, author_account_id, colaborador_mat, worklogs, segundos, segundos_faturaveis)
    SELECT projeto_id, date_trunc('month', data::timestamp)::date, issue_id, author_account_id, colaborador_mat,
           sum(sinal), sum(sinal * time_spent_seconds), sum(sinal * billable_seconds)
    FROM (
      SELECT 1 AS sinal, projeto_id, data, issue_id, author_account_id, colaborador_mat, time_spent_seconds, billable_seconds FROM worklog_mes_novos
      UNION ALL
      SELECT -1, projeto_id, data, issue_id, author_account_id, colaborador_mat, time_spent_seconds, billable_seconds FROM worklog_mes_antigos
    ) d
    GROUP BY 1, 2, 3, 4, 5
    -- Rows whose grouped columns and seconds did not change (the sync rewrites every listed worklog) cancel out.
    HAVING sum(sinal) <> 0 OR sum(sinal * time_spent_seconds) <> 0 OR sum(sinal * billable_seconds) <> 0
    ON CONFLICT ON CONSTRAINT worklog_mes_grupo DO UPDATE
      SET worklogs = m.worklogs + excluded.worklogs,
          segundos = m.segundos + excluded.segundos,
          segundos_faturaveis = m.segundos_faturaveis + excluded.segundos_faturaveis;
  ELSE
    INSERT INTO worklog_mes AS m (projeto_id, mes, issue_id, author_account_id, colaborador_mat, worklogs, segundos, segundos_faturaveis)
    SELECT projeto_id, date_trunc('month', data::timestamp)::date, issue_id, author_account_id, colaborador_mat,
           -count(*), -sum(time_spent_seconds), -sum(billable_seconds)
    FROM worklog_mes_antigos
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT worklog_mes_grupo DO UPDATE
      SET worklogs = m.worklogs + excluded.worklogs,
          segundos = m.segundos + excluded.segundos,
          segundos_faturaveis = m.segundos_faturaveis + excluded.segundos_faturaveis;
  END IF;
  -- Groups that lost their last worklog.
  DELETE FROM worklog_mes m
  USING (SELECT DISTINCT projeto_id, date_trunc('month', data::timestamp)::date AS mes FROM worklog_mes_antigos) k
  WHERE m.projeto_id = k.projeto_id AND m.mes = k.mes AND m.worklogs = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION worklog_mes_esvaziar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE worklog_mes;
  RETURN NULL;
END
$$;

CREATE TRIGGER worklog_mes_insert AFTER INSERT ON worklog
  REFERENCING NEW TABLE AS worklog_mes_novos FOR EACH STATEMENT EXECUTE FUNCTION worklog_mes_somar();
CREATE TRIGGER worklog_mes_update AFTER UPDATE ON worklog
  REFERENCING OLD TABLE AS worklog_mes_antigos NEW TABLE AS worklog_mes_novos FOR EACH STATEMENT EXECUTE FUNCTION worklog_mes_somar();
CREATE TRIGGER worklog_mes_delete AFTER DELETE ON worklog
  REFERENCING OLD TABLE AS worklog_mes_antigos FOR EACH STATEMENT EXECUTE FUNCTION worklog_mes_somar();
CREATE TRIGGER worklog_mes_truncate AFTER TRUNCATE ON worklog
  FOR EACH STATEMENT EXECUTE FUNCTION worklog_mes_esvaziar();

-- Rebuilds the aggregate from the worklogs (the backfill below; the bulk loaders of the demo seed
-- and the benchmarks, `carregarEmMassa`, load with the INSERT trigger disabled and call this: one
-- GROUP BY without the unique index, then the index, is cheaper than the trigger's upsert).
CREATE FUNCTION worklog_mes_refazer() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE worklog_mes;
  ALTER TABLE worklog_mes DROP CONSTRAINT worklog_mes_grupo;
  INSERT INTO worklog_mes (projeto_id, mes, issue_id, author_account_id, colaborador_mat, worklogs, segundos, segundos_faturaveis)
  SELECT projeto_id, date_trunc('month', data::timestamp)::date, issue_id, author_account_id, colaborador_mat,
         count(*), sum(time_spent_seconds), sum(billable_seconds)
  FROM worklog
  GROUP BY 1, 2, 3, 4, 5;
  ALTER TABLE worklog_mes ADD CONSTRAINT worklog_mes_grupo
    UNIQUE NULLS NOT DISTINCT (projeto_id, mes, issue_id, author_account_id, colaborador_mat);
END
$$;

SELECT worklog_mes_refazer();
