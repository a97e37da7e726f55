-- Bulk loads (issue 38, the benchmark's 5.000.000 worklogs): the month aggregates are rebuilt once after the
-- load (`carregarEmMassa`: worklog_mes_refazer, then projecao_real_mes at COMMIT). Measured over 1.000.000
-- worklogs (bench/projecao.bench.ts's data, module README of projecao): the COMMIT's full rebuild read
-- worklog_mes twice (projecao_real_inserir, then projecao_real_pessoas(NULL), the same groups) and the
-- rebuild's INSERT into worklog_mes fed two statement triggers whose transition tables held every row for
-- nothing (its TRUNCATE had already queued the full rebuild and invalidated every forecast).
--
-- * projecao_real_processar: the full rebuild (every project, every month, every person) reads the groups once
--   and fills both tables from them (`projecao_real_inserir_tudo`); any narrower change goes as before.
-- * worklog_mes_refazer: the INSERT triggers of 0099 and 0107 on worklog_mes are off during its INSERT (the
--   TRUNCATE's triggers did their work: every forecast invalidated, the whole projecao_real_* queued).

CREATE FUNCTION projecao_real_inserir_tudo() RETURNS void LANGUAGE sql AS $$
  WITH g AS MATERIALIZED (
    SELECT wm.projeto_id, wm.mes, wm.colaborador_mat AS mat, sum(wm.segundos) AS s
    FROM worklog_mes wm
    GROUP BY wm.projeto_id, wm.mes, wm.colaborador_mat, CASE WHEN wm.colaborador_mat IS NULL THEN wm.author_account_id END
    HAVING sum(wm.segundos) <> 0
  ),
  -- projecao_real_pessoas(NULL)'s rows: its groups are g's with an employee.
  pessoas AS (INSERT INTO projecao_real_pessoa (projeto_id, mat) SELECT DISTINCT projeto_id, mat FROM g WHERE mat IS NOT NULL),
  pares AS (SELECT DISTINCT mat, mes FROM g WHERE mat IS NOT NULL),
  faixas AS MATERIALIZED (
    SELECT fc.mat, fc.custo_hora, fc.funcao_cod, fc.funcao_nome, date_trunc('month', fe.data_inicio)::date AS de,
           lead(date_trunc('month', fe.data_inicio)::date) OVER w AS ate, row_number() OVER w AS ordem
    FROM fechamento_colaborador fc JOIN fechamento fe ON fe.id = fc.fechamento_id
    WHERE fe.ativo AND fc.mat IN (SELECT mat FROM pares)
    WINDOW w AS (PARTITION BY fc.mat ORDER BY date_trunc('month', fe.data_inicio), fe.id)
  ),
  preco AS MATERIALIZED (
    SELECT p.mat, p.mes, f.custo_hora, f.funcao_cod, f.funcao_nome, f.de <> p.mes AS estimado
    FROM pares p JOIN faixas f ON f.mat = p.mat
     AND ((p.mes >= f.de AND (f.ate IS NULL OR p.mes < f.ate)) OR (f.ordem = 1 AND p.mes < f.de))
  )
  INSERT INTO projecao_real_mes (projeto_id, mes, funcao_cod, funcao_nome, segundos, custo, estimado)
  SELECT g.projeto_id, g.mes, f.funcao_cod, CASE WHEN f.funcao_cod IS NOT NULL THEN coalesce(f.funcao_nome, '') END,
         sum(g.s), coalesce(sum(g.s * f.custo_hora), 0), coalesce(bool_or(f.estimado), false)
  FROM g LEFT JOIN preco f ON f.mat = g.mat AND f.mes = g.mes
  GROUP BY 1, 2, 3, 4;
$$;

CREATE OR REPLACE FUNCTION projecao_real_processar() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  todos boolean;
  g_de date;
  g_ate date;
  g_sem_de boolean;
  g_sem_ate boolean;
  todas_pessoas boolean;
  ps bigint[];
  ms date[];
  com_pessoas bigint[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM projecao_real_pendente) THEN
    RETURN;
  END IF;
  -- One at a time (two transactions recomputing the same groups would both insert them).
  PERFORM pg_advisory_xact_lock(724311957);
  -- Changed closings: a closing's rows of month M price its people's months from M up to their next
  -- closing (every project's months from M on, a superset) and, for those without an earlier active
  -- closing, their months before M (the (project, month) pairs of their worklogs) — only for the people
  -- whose row differs from before the transaction.
  WITH f AS (DELETE FROM projecao_real_pendente WHERE fechamento_id IS NOT NULL RETURNING fechamento_id),
  ids AS (SELECT DISTINCT fechamento_id FROM f),
  antes AS (
    DELETE FROM projecao_real_fc_antes a USING ids WHERE a.fechamento_id = ids.fechamento_id
    RETURNING a.fechamento_id, a.mat, a.custo_hora, a.funcao_cod, a.funcao_nome
  ),
  agora AS (
    SELECT fc.fechamento_id, fc.mat, fc.custo_hora::numeric AS custo_hora, fc.funcao_cod, fc.funcao_nome
    FROM fechamento_colaborador fc JOIN ids ON ids.fechamento_id = fc.fechamento_id
  ),
  mudou AS (
    (SELECT * FROM agora EXCEPT SELECT * FROM antes) UNION (SELECT * FROM antes EXCEPT SELECT * FROM agora)
  ),
  m AS (
    SELECT DISTINCT d.mat, date_trunc('month', fe.data_inicio)::date AS mes
    FROM mudou d
    -- (no closing: deleted with its rows; every month then)
    LEFT JOIN fechamento fe ON fe.id = d.fechamento_id
  ),
  primeiros AS (
    SELECT m.mat, m.mes FROM m WHERE m.mes IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM fechamento_colaborador o JOIN fechamento oe ON oe.id = o.fechamento_id
      WHERE o.mat = m.mat AND oe.ativo AND date_trunc('month', oe.data_inicio) < m.mes)
  )
  INSERT INTO projecao_real_pendente (projeto_id, de, ate)
  SELECT NULL::bigint, CASE WHEN bool_or(mes IS NULL) THEN NULL ELSE min(mes) END, NULL::date FROM m HAVING count(*) > 0
  UNION ALL
  SELECT DISTINCT wm.projeto_id, wm.mes, NULL::date FROM worklog_mes wm JOIN primeiros p ON p.mat = wm.colaborador_mat AND wm.mes < p.mes;
  WITH x AS (DELETE FROM projecao_real_pendente RETURNING *)
  SELECT bool_or(projeto_id IS NULL), min(de) FILTER (WHERE projeto_id IS NULL), max(ate) FILTER (WHERE projeto_id IS NULL),
         bool_or(projeto_id IS NULL AND de IS NULL), bool_or(projeto_id IS NULL AND ate IS NULL),
         bool_or(projeto_id IS NULL AND pessoas),
         array_agg(projeto_id) FILTER (WHERE projeto_id IS NOT NULL), array_agg(de) FILTER (WHERE projeto_id IS NOT NULL),
         array_agg(DISTINCT projeto_id) FILTER (WHERE projeto_id IS NOT NULL AND pessoas)
  INTO todos, g_de, g_ate, g_sem_de, g_sem_ate, todas_pessoas, ps, ms, com_pessoas
  FROM x;
  IF g_sem_de THEN g_de := NULL; END IF;
  IF g_sem_ate THEN g_ate := NULL; END IF;
  IF todos AND g_de IS NULL AND g_ate IS NULL AND todas_pessoas THEN
    -- Everything (a bulk load, projecao_real_refazer): the months and the people from one reading of worklog_mes.
    DELETE FROM projecao_real_mes;
    DELETE FROM projecao_real_pessoa;
    PERFORM projecao_real_inserir_tudo();
    todas_pessoas := false;
  ELSIF todos THEN
    DELETE FROM projecao_real_mes WHERE (g_de IS NULL OR mes >= g_de) AND (g_ate IS NULL OR mes < g_ate);
    PERFORM projecao_real_inserir('($3 IS NULL OR wm.mes >= $3) AND ($4 IS NULL OR wm.mes < $4)', NULL, NULL, g_de, g_ate);
  END IF;
  IF ps IS NOT NULL THEN
    -- The pairs the range above did not cover, once each.
    SELECT array_agg(p), array_agg(m) INTO ps, ms FROM (
      SELECT DISTINCT p, m FROM unnest(ps, ms) AS k(p, m)
      WHERE NOT coalesce(todos, false) OR NOT ((g_de IS NULL OR m >= g_de) AND (g_ate IS NULL OR m < g_ate))
    ) k;
    IF ps IS NOT NULL THEN
      DELETE FROM projecao_real_mes r USING unnest(ps, ms) AS k(p, m) WHERE r.projeto_id = k.p AND r.mes = k.m;
      PERFORM projecao_real_inserir('(wm.projeto_id, wm.mes) IN (SELECT * FROM unnest($1, $2))', ps, ms, NULL, NULL);
    END IF;
  END IF;
  IF todas_pessoas THEN
    PERFORM projecao_real_pessoas(NULL);
  ELSIF com_pessoas IS NOT NULL THEN
    PERFORM projecao_real_pessoas(com_pessoas);
  END IF;
END
$$;

CREATE OR REPLACE FUNCTION worklog_mes_refazer() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE worklog_mes;
  ALTER TABLE worklog_mes DROP CONSTRAINT worklog_mes_grupo;
  ALTER TABLE worklog_mes DISABLE TRIGGER worklog_mes_projecao_ins;
  ALTER TABLE worklog_mes DISABLE TRIGGER worklog_mes_real_ins;
  INSERT INTO worklog_mes (projeto_id, mes, issue_id, author_account_id, colaborador_mat, worklogs, segundos, segundos_faturaveis)
  SELECT projeto_id, date_trunc('month', data::timestamp)::date, issue_id, author_account_id, colaborador_mat,
         count(*), sum(time_spent_seconds), sum(billable_seconds)
  FROM worklog
  GROUP BY 1, 2, 3, 4, 5;
  ALTER TABLE worklog_mes ENABLE TRIGGER worklog_mes_projecao_ins;
  ALTER TABLE worklog_mes ENABLE TRIGGER worklog_mes_real_ins;
  ALTER TABLE worklog_mes ADD CONSTRAINT worklog_mes_grupo
    UNIQUE NULLS NOT DISTINCT (projeto_id, mes, issue_id, author_account_id, colaborador_mat);
END
$$;
