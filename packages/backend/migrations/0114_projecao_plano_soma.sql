-- Each plan's totals kept (issue 38 §4): the Carteira with nothing kept lists every project of the portfolio
-- with what its plan gives without the forecast (sale value, budget, planned margin). Summing the plans on
-- each request read every month and line of every plan: at 5.000 projects with 24-month plans ~360.000
-- lines, most of that answer (845 ms of it on a quiet machine; the target is 300 ms). So each project's
-- sums are kept here, one row per project, maintained in the same statement as every write of a plan row
-- — statement triggers on planejamento_mes, previsto_funcao and previsto_indireto, whatever writes (the
-- plan save, the demo seed, a test or a bulk load in SQL, a month deleted with its lines by the foreign
-- keys' cascade): each adds what its statement inserted and subtracts what it deleted (an UPDATE both),
-- so concurrent writes of different projects touch different rows, and the sums stay exact (numeric).
--
-- * meses: the plan's months (the portfolio's rule: a plan with at least one month, meses > 0);
-- * venda: Σ the months' sale value (a month without one counts 0) — the domain's `valorVenda`;
-- * custo_funcoes, custo_indiretos: Σ the function lines' `custo_total_funcao` and the indirect lines'
--   `valor_custo_indireto`. Their sum is the domain's `custoPrevisto` (Σ each month's total rounded to
--   cents): both columns are numeric(14,2) and every line belongs to a month of its plan (foreign keys),
--   so that rounding changes nothing (somas-dos-planos.test.ts checks it to the cent).
-- A TRUNCATE of one of the three tables rebuilds every row (`projecao_plano_soma_refazer`), as the backfill
-- below does.

CREATE TABLE projecao_plano_soma (
  projeto         varchar(30) PRIMARY KEY,
  meses           integer NOT NULL,
  venda           numeric NOT NULL,
  custo_funcoes   numeric NOT NULL,
  custo_indiretos numeric NOT NULL
);

-- Every row again from the plans (the backfill, and after a TRUNCATE).
CREATE FUNCTION projecao_plano_soma_refazer() RETURNS void LANGUAGE sql AS $$
  DELETE FROM projecao_plano_soma;
  INSERT INTO projecao_plano_soma (projeto, meses, venda, custo_funcoes, custo_indiretos)
  SELECT m.projeto, m.meses, m.venda, COALESCE(f.custo, 0), COALESCE(i.custo, 0)
  FROM (SELECT projeto, count(*)::int AS meses, COALESCE(sum(valor_venda), 0) AS venda FROM planejamento_mes GROUP BY 1) m
  LEFT JOIN (SELECT projeto, sum(custo_total_funcao) AS custo FROM previsto_funcao GROUP BY 1) f ON f.projeto = m.projeto
  LEFT JOIN (SELECT projeto, sum(valor_custo_indireto) AS custo FROM previsto_indireto GROUP BY 1) i ON i.projeto = m.projeto;
$$;

-- Adds one statement's differences, one element per project (in key order: concurrent writers lock rows in
-- the same order), then drops the rows left empty (a whole plan deleted: its months and, by cascade, its
-- lines, in whichever order their triggers run).
CREATE FUNCTION projecao_plano_soma_somar(deltas projecao_plano_soma[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO projecao_plano_soma AS s (projeto, meses, venda, custo_funcoes, custo_indiretos)
  SELECT d.projeto, sum(d.meses), sum(d.venda), sum(d.custo_funcoes), sum(d.custo_indiretos)
  FROM unnest(deltas) AS d GROUP BY d.projeto ORDER BY d.projeto
  ON CONFLICT (projeto) DO UPDATE SET meses = s.meses + excluded.meses, venda = s.venda + excluded.venda,
    custo_funcoes = s.custo_funcoes + excluded.custo_funcoes, custo_indiretos = s.custo_indiretos + excluded.custo_indiretos;
  DELETE FROM projecao_plano_soma s
  WHERE s.projeto IN (SELECT d.projeto FROM unnest(deltas) AS d)
    AND s.meses = 0 AND s.venda = 0 AND s.custo_funcoes = 0 AND s.custo_indiretos = 0;
END
$$;

CREATE FUNCTION projecao_plano_soma_truncar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM projecao_plano_soma_refazer();
  RETURN NULL;
END
$$;

-- The three tables' statement triggers: what a statement inserted (plano_novos) counts plus, what it deleted
-- (plano_antigos) minus (an UPDATE both), summed per project. `somas`: one side's sums of a project
-- in the columns' order of projecao_plano_soma ('%s' the sign).
DO $$
DECLARE
  tabela text;
  somas text;
  corpo text;
BEGIN
  FOREACH tabela IN ARRAY ARRAY['planejamento_mes', 'previsto_funcao', 'previsto_indireto'] LOOP
    somas := CASE tabela
      WHEN 'planejamento_mes' THEN '%s count(*)::int, %s COALESCE(sum(valor_venda), 0), 0, 0'
      WHEN 'previsto_funcao' THEN '0, 0, %s sum(custo_total_funcao), 0'
      ELSE '0, 0, 0, %s sum(valor_custo_indireto)'
    END;
    corpo := format($f$
      DECLARE
        deltas projecao_plano_soma[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          deltas := ARRAY(SELECT (projeto, %1$s)::projecao_plano_soma FROM plano_novos GROUP BY projeto);
        ELSIF TG_OP = 'DELETE' THEN
          deltas := ARRAY(SELECT (projeto, %2$s)::projecao_plano_soma FROM plano_antigos GROUP BY projeto);
        ELSE
          deltas := ARRAY(SELECT (projeto, %1$s)::projecao_plano_soma FROM plano_novos GROUP BY projeto
                          UNION ALL SELECT (projeto, %2$s)::projecao_plano_soma FROM plano_antigos GROUP BY projeto);
        END IF;
        PERFORM projecao_plano_soma_somar(deltas);
        RETURN NULL;
      END
    $f$, replace(somas, '%s', ''), replace(somas, '%s', '-'));
    EXECUTE format('CREATE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS %L', tabela || '_plano_soma', corpo);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS plano_novos FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      tabela || '_plano_soma_ins', tabela, tabela || '_plano_soma');
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS plano_antigos NEW TABLE AS plano_novos FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      tabela || '_plano_soma_upd', tabela, tabela || '_plano_soma');
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS plano_antigos FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      tabela || '_plano_soma_del', tabela, tabela || '_plano_soma');
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION projecao_plano_soma_truncar()',
      tabela || '_plano_soma_trunc', tabela);
  END LOOP;
END
$$;

SELECT projecao_plano_soma_refazer();
ANALYZE projecao_plano_soma;

-- A filtered Carteira's stale keys for whichever API process runs the background pass (issue 38 §4). The pass runs in
-- the process holding the evaluator's advisory lock; a filtered request answered by another process asked only its
-- own evaluator, so its keys got no priority there. The route also records them here, and the lock holder reads this
-- table before each batch of its pass (as projecao_alerta_pedido): the filter's lines come next, whichever process
-- answered. A row is deleted once its keys are in the running pass (a stopped process loses them; the screen's next
-- look asks again, and the pass computes every stale line anyway).
CREATE TABLE projecao_carteira_pedido (
  id        bigserial PRIMARY KEY,
  projetos  text[] NOT NULL,
  pedido_em timestamptz NOT NULL DEFAULT now()
);
