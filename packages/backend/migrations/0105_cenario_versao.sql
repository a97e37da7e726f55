-- A scenario's computed month (issue 39 §3) is kept in the server's memory while its base is unchanged.
-- Before this, each request read the whole base (5.000 employees, their history, benefit links, taxes)
-- only to hash it and find out whether the kept month was still good — seconds per page of the lines.
-- Now the base has a version number, bumped by the writes to every table the base is read from
-- (modules/cenarios/service/base.ts: the closing's loader, carregarDados + montarEntradas, the hour
-- base and the benefits' values):
--   colaborador, colaborador_historico, colaborador_beneficio, beneficio, valor_beneficio, imposto,
--   valor_imposto, faixa_imposto, regime_imposto, regime_contrato, funcao, departamento, filial,
--   configuracao_empresa (the hour base).
-- The closing itself (period, working days) is read on every request and is part of the kept month's
-- key; its results (fechamento_colaborador) are not part of a scenario's base.
--
-- The version is the number of transactions that wrote to those tables: each one inserts, once, a row
-- of weight 1 into cenario_versao (a statement-level trigger; the first statement of the transaction
-- inserts and marks the transaction in a transaction-local setting, the others return at once), and the
-- version is the sum of the weights. Inserting takes no lock another writer waits for (a single counter
-- row, bumped by UPDATE, would be locked from a transaction's first write to its commit: a writer holding
-- it and then waiting for a row that another writer, waiting for the counter, holds would deadlock; and
-- a deferred bump, at the commit, would leave pending trigger events that forbid the bulk loads'
-- ALTER TABLE). The row becomes visible with the data, at the commit; a later snapshot sees every commit an
-- earlier one saw, so a sum names one set of committed writes. The reader folds the rows into one when
-- they pile up (one statement: DELETE ... RETURNING then INSERT of the deleted weights' sum, which keeps
-- the sum: a row committed meanwhile is not in its snapshot and stays).
--
-- The service reads the version BEFORE the base: a change committed in between makes the kept month's
-- version old, so it is computed again at the next request (never a stale answer kept as current).

CREATE TABLE cenario_versao (
  peso bigint NOT NULL DEFAULT 1
);

CREATE FUNCTION cenario_versao_subir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('cenario.versao_subida', true) IS DISTINCT FROM '1' THEN
    INSERT INTO cenario_versao (peso) VALUES (1);
    PERFORM set_config('cenario.versao_subida', '1', true);
  END IF;
  RETURN NULL;
END
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['colaborador', 'colaborador_historico', 'colaborador_beneficio', 'beneficio', 'valor_beneficio', 'imposto',
                           'valor_imposto', 'faixa_imposto', 'regime_imposto', 'regime_contrato', 'funcao', 'departamento', 'filial',
                           'configuracao_empresa'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION cenario_versao_subir()', t || '_cenario_versao', t);
  END LOOP;
END
$$;
