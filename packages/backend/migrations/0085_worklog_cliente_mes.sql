-- Capacity by area (issue 21, the soak's slowest read): the worklog and billable seconds of each
-- collaborator on client projects, per calendar month. The report summed the raw worklogs of the
-- period (~370.000 index entries for a quarter of the load test's volume, 0,2 s alone and 0,6 s and
-- more under load); for the whole months of the period it reads this table instead, one row per
-- collaborator and month, and the raw worklogs only for the partial months at its ends
-- (src/capacidade/servico.ts). worklog_mes (0026) does not fold those worklogs: its groups keep the
-- issue and the project, and a collaborator's worklogs of a month spread over many of them.
--
-- Kept exactly in step like worklog_mes: statement-level triggers with transition tables on worklog
-- (insert, update, delete, truncate) add and subtract the client-project worklogs of each statement;
-- an UPDATE of projects whose client status changes (cliente_id or the INT-1000 mark in the name)
-- moves those projects' seconds in or out, read from worklog_mes. A row whose last worklog leaves is
-- deleted. Projects with worklogs cannot be deleted (worklog.projeto_id references them).

-- A client project: with a client and without the internal mark in its name (the domain's
-- MARCA_PROJETO_INTERNO; src/capacidade/capacidade.test.ts checks they agree).
CREATE FUNCTION projeto_de_cliente(cliente_id integer, nome text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT cliente_id IS NOT NULL AND upper(nome) NOT LIKE '%INT-1000%' $$;

CREATE TABLE worklog_cliente_mes (
  colaborador_mat     integer NOT NULL,
  -- First day of the month of worklog.data.
  mes                 date NOT NULL,
  worklogs            integer NOT NULL,
  segundos            bigint NOT NULL,
  segundos_faturaveis bigint NOT NULL,
  PRIMARY KEY (colaborador_mat, mes)
);

CREATE FUNCTION worklog_cliente_mes_somar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO worklog_cliente_mes AS m (colaborador_mat, mes, worklogs, segundos, segundos_faturaveis)
    SELECT w.colaborador_mat, date_trunc('month', w.data::timestamp)::date, count(*), sum(w.time_spent_seconds), sum(w.billable_seconds)
    FROM worklog_cliente_novos w JOIN projeto p ON p.id = w.projeto_id
    WHERE w.colaborador_mat IS NOT NULL AND projeto_de_cliente(p.cliente_id, p.nome)
    GROUP BY 1, 2
    ON CONFLICT (colaborador_mat, mes) DO UPDATE
      SET worklogs = m.worklogs + excluded.worklogs,
          segundos = m.segundos + excluded.segundos,
          segundos_faturaveis = m.segundos_faturaveis + excluded.segundos_faturaveis;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO worklog_cliente_mes AS m (colaborador_mat, mes, worklogs, segundos, segundos_faturaveis)
    SELECT d.colaborador_mat, date_trunc('month', d.data::timestamp)::date, sum(d.sinal), sum(d.sinal * d.time_spent_seconds), sum(d.sinal * d.billable_seconds)
    FROM (
      SELECT 1 AS sinal, colaborador_mat, projeto_id, data, time_spent_seconds, billable_seconds FROM worklog_cliente_novos
      UNION ALL
      SELECT -1, colaborador_mat, projeto_id, data, time_spent_seconds, billable_seconds FROM worklog_cliente_antigos
    ) d
    JOIN projeto p ON p.id = d.projeto_id
    WHERE d.colaborador_mat IS NOT NULL AND projeto_de_cliente(p.cliente_id, p.nome)
    GROUP BY 1, 2
    -- Rows rewritten unchanged (the sync rewrites every listed worklog) cancel out.
    HAVING sum(d.sinal) <> 0 OR sum(d.sinal * d.time_spent_seconds) <> 0 OR sum(d.sinal * d.billable_seconds) <> 0
    ON CONFLICT (colaborador_mat, mes) DO UPDATE
      SET worklogs = m.worklogs + excluded.worklogs,
          segundos = m.segundos + excluded.segundos,
          segundos_faturaveis = m.segundos_faturaveis + excluded.segundos_faturaveis;
  ELSE
    INSERT INTO worklog_cliente_mes AS m (colaborador_mat, mes, worklogs, segundos, segundos_faturaveis)
    SELECT w.colaborador_mat, date_trunc('month', w.data::timestamp)::date, -count(*), -sum(w.time_spent_seconds), -sum(w.billable_seconds)
    FROM worklog_cliente_antigos w JOIN projeto p ON p.id = w.projeto_id
    WHERE w.colaborador_mat IS NOT NULL AND projeto_de_cliente(p.cliente_id, p.nome)
    GROUP BY 1, 2
    ON CONFLICT (colaborador_mat, mes) DO UPDATE
      SET worklogs = m.worklogs + excluded.worklogs,
          segundos = m.segundos + excluded.segundos,
          segundos_faturaveis = m.segundos_faturaveis + excluded.segundos_faturaveis;
  END IF;
  DELETE FROM worklog_cliente_mes WHERE worklogs = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION worklog_cliente_mes_esvaziar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE worklog_cliente_mes;
  RETURN NULL;
END
$$;

CREATE TRIGGER worklog_cliente_mes_insert AFTER INSERT ON worklog
  REFERENCING NEW TABLE AS worklog_cliente_novos FOR EACH STATEMENT EXECUTE FUNCTION worklog_cliente_mes_somar();
CREATE TRIGGER worklog_cliente_mes_update AFTER UPDATE ON worklog
  REFERENCING OLD TABLE AS worklog_cliente_antigos NEW TABLE AS worklog_cliente_novos FOR EACH STATEMENT EXECUTE FUNCTION worklog_cliente_mes_somar();
CREATE TRIGGER worklog_cliente_mes_delete AFTER DELETE ON worklog
  REFERENCING OLD TABLE AS worklog_cliente_antigos FOR EACH STATEMENT EXECUTE FUNCTION worklog_cliente_mes_somar();
CREATE TRIGGER worklog_cliente_mes_truncate AFTER TRUNCATE ON worklog
  FOR EACH STATEMENT EXECUTE FUNCTION worklog_cliente_mes_esvaziar();

-- A project that becomes a client project brings its worklogs in (+), one that stops being one takes
-- them out (-): its groups of worklog_mes, summed per collaborator and month.
CREATE FUNCTION worklog_cliente_mes_projeto() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO worklog_cliente_mes AS m (colaborador_mat, mes, worklogs, segundos, segundos_faturaveis)
  SELECT a.colaborador_mat, a.mes, sum(x.sinal * a.worklogs), sum(x.sinal * a.segundos), sum(x.sinal * a.segundos_faturaveis)
  FROM (
    SELECT n.id, CASE WHEN projeto_de_cliente(n.cliente_id, n.nome) THEN 1 ELSE -1 END AS sinal
    FROM worklog_cliente_projetos_novos n JOIN worklog_cliente_projetos_antigos o ON o.id = n.id
    WHERE projeto_de_cliente(n.cliente_id, n.nome) <> projeto_de_cliente(o.cliente_id, o.nome)
  ) x
  JOIN worklog_mes a ON a.projeto_id = x.id
  WHERE a.colaborador_mat IS NOT NULL
  GROUP BY 1, 2
  ON CONFLICT (colaborador_mat, mes) DO UPDATE
    SET worklogs = m.worklogs + excluded.worklogs,
        segundos = m.segundos + excluded.segundos,
        segundos_faturaveis = m.segundos_faturaveis + excluded.segundos_faturaveis;
  DELETE FROM worklog_cliente_mes WHERE worklogs = 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER worklog_cliente_mes_projeto AFTER UPDATE ON projeto
  REFERENCING OLD TABLE AS worklog_cliente_projetos_antigos NEW TABLE AS worklog_cliente_projetos_novos
  FOR EACH STATEMENT EXECUTE FUNCTION worklog_cliente_mes_projeto();

-- Rebuilds the aggregate from the worklogs (the backfill below; the bulk loaders, `carregarEmMassa`,
-- load with the INSERT trigger disabled and call this, like worklog_mes_refazer).
CREATE FUNCTION worklog_cliente_mes_refazer() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE worklog_cliente_mes;
  INSERT INTO worklog_cliente_mes (colaborador_mat, mes, worklogs, segundos, segundos_faturaveis)
  SELECT w.colaborador_mat, date_trunc('month', w.data::timestamp)::date, count(*), sum(w.time_spent_seconds), sum(w.billable_seconds)
  FROM worklog w JOIN projeto p ON p.id = w.projeto_id
  WHERE w.colaborador_mat IS NOT NULL AND projeto_de_cliente(p.cliente_id, p.nome)
  GROUP BY 1, 2;
END
$$;

SELECT worklog_cliente_mes_refazer();
