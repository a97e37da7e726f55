-- Precomputed forecasts (issue 38 §4): the portfolio over 5.000 projects must answer in < 300 ms, and
-- computing a forecast reads every (person, month) aggregate of a project and its plan — millions of
-- rows for a large company. So each project's computed forecast is kept here (its Carteira line and,
-- once opened, its whole Projeção answer), and a kept forecast is used only while every input it was
-- computed from is unchanged: the numbers are the direct computation's, by construction.
--
-- Validity by version numbers, bumped by statement-level triggers (any writer: Jira/Tempo sync, the
-- closing calculation, a plan save, extra costs, the demo seed, a bulk load):
-- * `projecao_versao(projeto)`: the project's inputs — its plan (planejamento, planejamento_mes,
--   previsto_funcao, previsto_indireto), its worklog month aggregate (worklog_mes, itself kept by the
--   worklog triggers of 0026), its extra costs (custo_projeto);
-- * `projecao_versao('*')`: what every project depends on — the closings (fechamento,
--   fechamento_colaborador: hour costs, functions, the last closed month), the portfolio thresholds
--   (projecao_limites: the status), the names of people (colaborador, jira_usuario; only when a name
--   changes), a project's key or id, and any TRUNCATE of those tables.
-- A kept row is valid when its month ('MM-AAAA' of "today"), its project version and the company
-- version equal the current ones. The service reads the versions BEFORE the inputs of a computation
-- and stores them with its result: a change committed in between makes the stored versions old, so
-- the row is recomputed at the next read (never a stale answer kept as valid).

CREATE TABLE projecao_versao (
  -- A project key, or '*' for the company-wide inputs.
  projeto varchar(30) PRIMARY KEY,
  versao  bigint NOT NULL
);
INSERT INTO projecao_versao (projeto, versao) VALUES ('*', 0);

CREATE TABLE projecao_cache (
  projeto       varchar(30) PRIMARY KEY,
  -- The month of "today" the forecast was computed for ('MM-AAAA').
  mes_atual     char(7) NOT NULL,
  versao        bigint NOT NULL,
  versao_geral  bigint NOT NULL,
  -- The Carteira line (json keeps the text as written) and its risk order (domain's compararRisco:
  -- gravidade descending, margin at completion ascending, deviation descending, nulls last).
  linha         json,
  gravidade     smallint,
  margem        numeric,
  desvio        numeric,
  -- The whole answer of GET /projecao/:key, kept once the project's Projeção is opened.
  resposta      json,
  calculado_em  timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION projecao_invalidar(chaves text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO projecao_versao AS v (projeto, versao)
  SELECT c, 1 FROM (SELECT DISTINCT c FROM unnest(chaves) AS c WHERE c IS NOT NULL) k ORDER BY c
  ON CONFLICT (projeto) DO UPDATE SET versao = v.versao + 1;
$$;

CREATE FUNCTION projecao_invalidar_tudo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM projecao_invalidar(ARRAY['*']);
  RETURN NULL;
END
$$;

-- Tables with a `projeto` key column.
CREATE FUNCTION projecao_invalidar_por_chave() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM projecao_invalidar(ARRAY(SELECT projeto::text FROM projecao_novos));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM projecao_invalidar(ARRAY(SELECT projeto::text FROM projecao_antigos));
  ELSE
    PERFORM projecao_invalidar(ARRAY(SELECT projeto::text FROM projecao_novos UNION SELECT projeto::text FROM projecao_antigos));
  END IF;
  RETURN NULL;
END
$$;

-- worklog_mes (project id).
CREATE FUNCTION projecao_invalidar_por_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM projecao_invalidar(ARRAY(SELECT p.chave::text FROM projeto p WHERE p.id IN (SELECT projeto_id FROM projecao_novos)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM projecao_invalidar(ARRAY(SELECT p.chave::text FROM projeto p WHERE p.id IN (SELECT projeto_id FROM projecao_antigos)));
  ELSE
    PERFORM projecao_invalidar(ARRAY(SELECT p.chave::text FROM projeto p
      WHERE p.id IN (SELECT projeto_id FROM projecao_novos UNION SELECT projeto_id FROM projecao_antigos)));
  END IF;
  RETURN NULL;
END
$$;

DO $$
DECLARE
  t text;
  f text;
BEGIN
  FOREACH t IN ARRAY ARRAY['planejamento', 'planejamento_mes', 'previsto_funcao', 'previsto_indireto', 'custo_projeto', 'worklog_mes'] LOOP
    f := CASE WHEN t = 'worklog_mes' THEN 'projecao_invalidar_por_id' ELSE 'projecao_invalidar_por_chave' END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS projecao_novos FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_projecao_ins', t, f);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS projecao_antigos NEW TABLE AS projecao_novos FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_projecao_upd', t, f);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS projecao_antigos FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_projecao_del', t, f);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION projecao_invalidar_tudo()', t || '_projecao_trunc', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['fechamento', 'fechamento_colaborador', 'projecao_limites'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION projecao_invalidar_tudo()', t || '_projecao', t);
  END LOOP;
END
$$;

-- Names (the Projeção's people) and a project's key or id: only when one actually changes (the sync
-- and the payroll rewrite these rows with the same values).
CREATE FUNCTION projecao_invalidar_nomes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mudou boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- (an upsert's statement fires it even when every row went to its UPDATE)
    SELECT EXISTS (SELECT 1 FROM projecao_novos) INTO mudou;
  ELSIF TG_TABLE_NAME = 'colaborador' THEN
    SELECT EXISTS (SELECT 1 FROM projecao_novos n JOIN projecao_antigos o ON o.mat = n.mat
                   WHERE (n.nome, n.sobrenome) IS DISTINCT FROM (o.nome, o.sobrenome)) INTO mudou;
  ELSIF TG_TABLE_NAME = 'jira_usuario' THEN
    SELECT EXISTS (SELECT 1 FROM projecao_novos n FULL JOIN projecao_antigos o ON o.account_id = n.account_id
                   WHERE n.account_id IS NULL OR o.account_id IS NULL OR n.nome IS DISTINCT FROM o.nome) INTO mudou;
  ELSE
    SELECT EXISTS (SELECT 1 FROM projecao_novos n FULL JOIN projecao_antigos o ON o.id = n.id
                   WHERE n.id IS NULL OR o.id IS NULL OR n.chave IS DISTINCT FROM o.chave) INTO mudou;
  END IF;
  IF mudou THEN
    PERFORM projecao_invalidar(ARRAY['*']);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER colaborador_projecao_upd AFTER UPDATE ON colaborador
  REFERENCING OLD TABLE AS projecao_antigos NEW TABLE AS projecao_novos FOR EACH STATEMENT EXECUTE FUNCTION projecao_invalidar_nomes();
CREATE TRIGGER colaborador_projecao_del AFTER DELETE ON colaborador FOR EACH STATEMENT EXECUTE FUNCTION projecao_invalidar_tudo();
CREATE TRIGGER jira_usuario_projecao_upd AFTER UPDATE ON jira_usuario
  REFERENCING OLD TABLE AS projecao_antigos NEW TABLE AS projecao_novos FOR EACH STATEMENT EXECUTE FUNCTION projecao_invalidar_nomes();
CREATE TRIGGER jira_usuario_projecao_ins AFTER INSERT ON jira_usuario
  REFERENCING NEW TABLE AS projecao_novos FOR EACH STATEMENT EXECUTE FUNCTION projecao_invalidar_nomes();
CREATE TRIGGER jira_usuario_projecao_del AFTER DELETE ON jira_usuario FOR EACH STATEMENT EXECUTE FUNCTION projecao_invalidar_tudo();
CREATE TRIGGER projeto_projecao_upd AFTER UPDATE ON projeto
  REFERENCING OLD TABLE AS projecao_antigos NEW TABLE AS projecao_novos FOR EACH STATEMENT EXECUTE FUNCTION projecao_invalidar_nomes();
CREATE TRIGGER projeto_projecao_del AFTER DELETE ON projeto FOR EACH STATEMENT EXECUTE FUNCTION projecao_invalidar_tudo();
