-- Alert evaluations asked for (issue 38 §3 and §4): a closing calculation, a Jira/Tempo sync, a plan
-- save or a change of rules no longer evaluates the alerts inside its request (the whole portfolio's
-- forecasts); it inserts a row here, committed with nothing else to wait for, and the API's evaluator
-- (modules/alertas/avaliador.ts) evaluates after it, in the background. One evaluator at a time over
-- every API process (an advisory lock); a row is deleted only after the evaluation that covered it
-- committed, so a process that stops mid-way leaves it for the next one (the evaluator also looks at
-- this table on start and every minute).
CREATE TABLE projecao_alerta_pedido (
  id         bigserial PRIMARY KEY,
  origem     varchar(20) NOT NULL CHECK (origem IN ('sincronizacao', 'fechamento', 'planejamento', 'regras')),
  -- The project keys to evaluate; NULL: every project of the portfolio.
  projetos   text[],
  pedido_em  timestamptz NOT NULL DEFAULT now()
);
