-- Real cost per project, month and function, priced (issue 38 §4, the Carteira with nothing kept).
--
-- Computing the Carteira's lines directly read every (project, person, month) group of `worklog_mes`
-- (4 million rows for 5.000 projects and 5 million worklogs) and priced each one in the API: 49 s of
-- SQL and driver, then as long again in the domain. The lines need only, per project and month, the
-- hours and the exact hour cost of each function (the function of the closing that priced the person,
-- DOMAIN.md 'Project cost and margin'), whether some hours were priced with another month's closing
-- ('estimado'), and the project's people (the projected hour cost of a function is the latest closing's
-- average among them). Those are kept here, in the transaction of the writes that change them:
--
-- * `projecao_real_mes`: one row per (project, month, function of the pricing closing); NULL function
--   for people without one and for hours that no closing prices (Jira users without an employee, people
--   in no closing: cost 0). `custo` = Σ seconds × custo_hora, exact (the hour cost is custo / 3600).
-- * `projecao_real_pessoa`: the employees with hours on the project (a (project, person, month) group
--   whose seconds do not sum to zero), as `horasDosProjetos` reads them.
--
-- Kept by a queue processed at COMMIT: statement triggers record what changed in
-- `projecao_real_pendente` — (project, month) pairs for `worklog_mes` (Jira/Tempo sync, worklog edits,
-- itself kept by the worklog triggers of 0026), the closings whose rows changed (`fechamento_colaborador`,
-- with their rows as they were before the transaction; every month when a calculated `fechamento`'s
-- month or `ativo` changes) — and a deferred constraint trigger on that table recomputes them once per
-- transaction, before it commits (a closing's calculation deletes and inserts its rows in several
-- statements: compared and priced once, with the final rows; the months from the closing's on are
-- recomputed only when some person's hour cost or function actually changed).
-- The pricing rule is `PRECO`'s (projetos/queries/custo-hora.ts) with the domain's order of closings
-- (month, then id). `projecao_real_refazer()` rebuilds everything (tests compare it with the kept rows).

CREATE TABLE projecao_real_mes (
  projeto_id  bigint NOT NULL,
  mes         date NOT NULL,
  funcao_cod  integer,
  funcao_nome varchar(60),
  segundos    bigint NOT NULL,
  custo       numeric NOT NULL,
  estimado    boolean NOT NULL
);
CREATE INDEX projecao_real_mes_projeto ON projecao_real_mes (projeto_id, mes);

CREATE TABLE projecao_real_pessoa (
  projeto_id bigint NOT NULL,
  mat        integer NOT NULL,
  PRIMARY KEY (projeto_id, mat)
);

CREATE TABLE projecao_real_pendente (
  -- NULL: every project (then `de`/`ate` bound the months; NULL = unbounded, `ate` exclusive).
  projeto_id bigint,
  de         date,
  ate        date,
  -- Recompute the projects' people too (worklog changes).
  pessoas    boolean NOT NULL DEFAULT false,
  -- A closing whose rows changed: its months are recomputed only for the people whose hour cost or
  -- function differs from before the transaction (`projecao_real_fc_antes`); a calculation that gives
  -- the same results recomputes nothing.
  fechamento_id integer
);

-- The rows of the closings changed in the transaction as they were before its first change.
CREATE TABLE projecao_real_fc_antes (
  fechamento_id integer NOT NULL,
  mat           integer NOT NULL,
  custo_hora    numeric NOT NULL,
  funcao_cod    integer,
  funcao_nome   varchar(60),
  PRIMARY KEY (fechamento_id, mat)
);

-- Recomputes the rows of the groups `filtro` selects in worklog_mes (alias wm); $1..$4 = projects,
-- months (pairs), first month, month after the last.
CREATE FUNCTION projecao_real_inserir(filtro text, ps bigint[], ms date[], de date, ate date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO projecao_real_mes (projeto_id, mes, funcao_cod, funcao_nome, segundos, custo, estimado)
    WITH g AS (
      SELECT wm.projeto_id, wm.mes, wm.colaborador_mat AS mat, sum(wm.segundos) AS s
      FROM worklog_mes wm
      WHERE %s
      GROUP BY wm.projeto_id, wm.mes, wm.colaborador_mat, CASE WHEN wm.colaborador_mat IS NULL THEN wm.author_account_id END
      HAVING sum(wm.segundos) <> 0
    ),
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
    SELECT g.projeto_id, g.mes, f.funcao_cod, CASE WHEN f.funcao_cod IS NOT NULL THEN coalesce(f.funcao_nome, '') END,
           sum(g.s), coalesce(sum(g.s * f.custo_hora), 0), coalesce(bool_or(f.estimado), false)
    FROM g LEFT JOIN preco f ON f.mat = g.mat AND f.mes = g.mes
    GROUP BY 1, 2, 3, 4$q$, filtro) USING ps, ms, de, ate;
END
$$;

CREATE FUNCTION projecao_real_pessoas(ps bigint[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM projecao_real_pessoa WHERE ps IS NULL OR projeto_id = ANY (ps);
  INSERT INTO projecao_real_pessoa (projeto_id, mat)
  SELECT DISTINCT projeto_id, colaborador_mat FROM (
    SELECT projeto_id, colaborador_mat FROM worklog_mes
    WHERE colaborador_mat IS NOT NULL AND (ps IS NULL OR projeto_id = ANY (ps))
    GROUP BY projeto_id, mes, colaborador_mat
    HAVING sum(segundos) <> 0
  ) g;
$$;

-- Processes the queue (every row visible to this transaction: its own and committed ones).
CREATE FUNCTION projecao_real_processar() RETURNS void LANGUAGE plpgsql AS $$
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
  IF todos THEN
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

CREATE FUNCTION projecao_real_refazer() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO projecao_real_pendente (projeto_id, de, ate, pessoas) VALUES (NULL, NULL, NULL, true);
  PERFORM projecao_real_processar();
END
$$;

CREATE FUNCTION projecao_real_ao_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('projecao.real_feito', true), '') <> 'sim' THEN
    PERFORM projecao_real_processar();
    PERFORM set_config('projecao.real_feito', 'sim', true);
  END IF;
  RETURN NULL;
END
$$;

-- Row-level (constraint triggers are), deferred: the first one at COMMIT empties the queue and marks the
-- transaction done (a setting the enqueuing triggers clear), the others return at once.
CREATE CONSTRAINT TRIGGER projecao_real_pendente_commit AFTER INSERT ON projecao_real_pendente
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION projecao_real_ao_commit();

-- worklog_mes: the (project, month) pairs of the changed rows.
CREATE FUNCTION projecao_real_worklogs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('projecao.real_feito', '', true);
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO projecao_real_pendente (projeto_id, de, ate, pessoas) VALUES (NULL, NULL, NULL, true);
  ELSIF EXISTS (SELECT 1 FROM projecao_real_pendente WHERE projeto_id IS NULL AND de IS NULL AND ate IS NULL AND pessoas) THEN
    -- Everything is already queued (a bulk rebuild: TRUNCATE, then millions of rows).
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO projecao_real_pendente (projeto_id, de, pessoas) SELECT DISTINCT projeto_id, mes, true FROM projecao_novos;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO projecao_real_pendente (projeto_id, de, pessoas) SELECT DISTINCT projeto_id, mes, true FROM projecao_antigos;
  ELSE
    INSERT INTO projecao_real_pendente (projeto_id, de, pessoas)
    SELECT projeto_id, mes, true FROM projecao_novos UNION SELECT projeto_id, mes, true FROM projecao_antigos;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER worklog_mes_real_ins AFTER INSERT ON worklog_mes
  REFERENCING NEW TABLE AS projecao_novos FOR EACH STATEMENT EXECUTE FUNCTION projecao_real_worklogs();
CREATE TRIGGER worklog_mes_real_upd AFTER UPDATE ON worklog_mes
  REFERENCING OLD TABLE AS projecao_antigos NEW TABLE AS projecao_novos FOR EACH STATEMENT EXECUTE FUNCTION projecao_real_worklogs();
CREATE TRIGGER worklog_mes_real_del AFTER DELETE ON worklog_mes
  REFERENCING OLD TABLE AS projecao_antigos FOR EACH STATEMENT EXECUTE FUNCTION projecao_real_worklogs();
CREATE TRIGGER worklog_mes_real_trunc AFTER TRUNCATE ON worklog_mes FOR EACH STATEMENT EXECUTE FUNCTION projecao_real_worklogs();

-- Closings: what changed is worked out at COMMIT (projecao_real_processar), against the rows as they
-- were before the transaction.
CREATE FUNCTION projecao_real_fechamentos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('projecao.real_feito', '', true);
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO projecao_real_pendente (projeto_id, de, ate) VALUES (NULL, NULL, NULL);
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'fechamento_colaborador' THEN
    -- The rows before the transaction's first change (kept once), and the closings to compare at COMMIT.
    IF TG_OP = 'INSERT' THEN
      INSERT INTO projecao_real_pendente (fechamento_id) SELECT DISTINCT fechamento_id FROM projecao_novos;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO projecao_real_fc_antes (fechamento_id, mat, custo_hora, funcao_cod, funcao_nome)
      SELECT fechamento_id, mat, custo_hora, funcao_cod, funcao_nome FROM projecao_antigos ON CONFLICT DO NOTHING;
      INSERT INTO projecao_real_pendente (fechamento_id) SELECT DISTINCT fechamento_id FROM projecao_antigos;
    ELSE
      INSERT INTO projecao_real_fc_antes (fechamento_id, mat, custo_hora, funcao_cod, funcao_nome)
      SELECT fechamento_id, mat, custo_hora, funcao_cod, funcao_nome FROM projecao_antigos ON CONFLICT DO NOTHING;
      INSERT INTO projecao_real_pendente (fechamento_id)
      SELECT fechamento_id FROM projecao_novos UNION SELECT fechamento_id FROM projecao_antigos;
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    -- fechamento: when a calculated closing's month or `ativo` changes (a calculation rewrites other
    -- columns; a closing without rows prices nothing; deleting one deletes its rows).
    INSERT INTO projecao_real_pendente (projeto_id, de, ate)
    SELECT NULL, NULL, NULL
    WHERE EXISTS (SELECT 1 FROM projecao_novos n JOIN projecao_antigos o ON o.id = n.id
                  WHERE (n.ativo, n.data_inicio) IS DISTINCT FROM (o.ativo, o.data_inicio)
                    AND EXISTS (SELECT 1 FROM fechamento_colaborador fc WHERE fc.fechamento_id = n.id));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER fechamento_colaborador_real_ins AFTER INSERT ON fechamento_colaborador
  REFERENCING NEW TABLE AS projecao_novos FOR EACH STATEMENT EXECUTE FUNCTION projecao_real_fechamentos();
CREATE TRIGGER fechamento_colaborador_real_upd AFTER UPDATE ON fechamento_colaborador
  REFERENCING OLD TABLE AS projecao_antigos NEW TABLE AS projecao_novos FOR EACH STATEMENT EXECUTE FUNCTION projecao_real_fechamentos();
CREATE TRIGGER fechamento_colaborador_real_del AFTER DELETE ON fechamento_colaborador
  REFERENCING OLD TABLE AS projecao_antigos FOR EACH STATEMENT EXECUTE FUNCTION projecao_real_fechamentos();
CREATE TRIGGER fechamento_colaborador_real_trunc AFTER TRUNCATE ON fechamento_colaborador FOR EACH STATEMENT EXECUTE FUNCTION projecao_real_fechamentos();
CREATE TRIGGER fechamento_real_upd AFTER UPDATE ON fechamento
  REFERENCING OLD TABLE AS projecao_antigos NEW TABLE AS projecao_novos FOR EACH STATEMENT EXECUTE FUNCTION projecao_real_fechamentos();
CREATE TRIGGER fechamento_real_trunc AFTER TRUNCATE ON fechamento FOR EACH STATEMENT EXECUTE FUNCTION projecao_real_fechamentos();

SELECT projecao_real_refazer();
