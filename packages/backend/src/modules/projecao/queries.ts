/**
 * Every statement of the forecast module. Each one reads many projects at once (a text[] of keys,
 * one parameter), so the portfolio runs a fixed number of statements whatever its size.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ProjetoDaProjecao } from '@financeiro/domain';
import type { Conn } from '../../db/client';
import { projecaoLimites } from '../../db/schema';
import { arrayText, rows } from '../../db/sql';

const chavesParam = (chaves: readonly string[]) => sql`${arrayText(chaves)}::text[]`;

export interface FiltroCarteira {
  cliente?: number;
  lider?: string;
  categoria?: number;
  /** Only these project keys. */
  chaves?: readonly string[];
}

export interface ProjetoComPlano {
  id: number;
  chave: string;
  nome: string;
  cliente_id: number | null;
  cliente_nome: string | null;
  lider_account_id: string | null;
  lider_nome: string | null;
  categoria_id: number | null;
  categoria_nome: string | null;
  margem_custo: string | null;
  /** The project as the answers show it (`PROJETO_JSON`). */
  projeto: ProjetoDaProjecao;
}

/** A plan has at least one month (the portfolio's rule). */
const TEM_PLANO = sql`EXISTS (SELECT 1 FROM planejamento_mes pm WHERE pm.projeto = p.chave)`;

function condicoesDaCarteira(filtro: FiltroCarteira, temPlano: SQL = TEM_PLANO): SQL {
  const condicoes: SQL[] = [sql`NOT p.excluido_no_jira`, temPlano];
  if (filtro.cliente !== undefined) condicoes.push(sql`p.cliente_id = ${filtro.cliente}`);
  if (filtro.lider !== undefined) condicoes.push(sql`p.lead_account_id = ${filtro.lider}`);
  if (filtro.categoria !== undefined) condicoes.push(sql`p.categoria_id = ${filtro.categoria}`);
  if (filtro.chaves !== undefined) condicoes.push(sql`p.chave = ANY(${chavesParam(filtro.chaves)})`);
  return sql.join(condicoes, sql` AND `);
}

/** The project of the answers (ProjetoDaProjecao), over `projeto p` and NOMES_DO_PROJETO's joins. */
const PROJETO_JSON = sql`json_build_object('id', p.id::float8::int, 'chave', p.chave, 'nome', p.nome,
          'cliente', CASE WHEN p.cliente_id IS NULL THEN NULL ELSE json_build_object('id', p.cliente_id, 'nome', COALESCE(c.nome, '')) END,
          'lider', CASE WHEN p.lead_account_id IS NULL THEN NULL ELSE json_build_object('accountId', p.lead_account_id, 'nome', COALESCE(l.nome, p.lead_account_id)) END,
          'categoria', CASE WHEN p.categoria_id IS NULL THEN NULL ELSE json_build_object('id', p.categoria_id, 'nome', COALESCE(cat.nome, '')) END)`;

const COLUNAS_DO_PROJETO = sql`${PROJETO_JSON} AS projeto, p.id::float8::int AS id, p.chave, p.nome, p.cliente_id, c.nome AS cliente_nome, p.lead_account_id AS lider_account_id,
               l.nome AS lider_nome, p.categoria_id, cat.nome AS categoria_nome, pl.margem_custo_projeto::text AS margem_custo`;
const NOMES_DO_PROJETO = sql`LEFT JOIN cliente c ON c.id = p.cliente_id
        LEFT JOIN jira_usuario l ON l.account_id = p.lead_account_id
        LEFT JOIN categoria_projeto cat ON cat.id = p.categoria_id`;
const JUNCOES_DO_PROJETO = sql`JOIN planejamento pl ON pl.projeto = p.chave
        ${NOMES_DO_PROJETO}`;

/** Projects still in Jira whose plan has at least one month (the portfolio's projects). */
export function projetosComPlano(conn: Conn, filtro: FiltroCarteira = {}): Promise<ProjetoComPlano[]> {
  return rows<ProjetoComPlano>(
    conn,
    sql`SELECT ${COLUNAS_DO_PROJETO}
        FROM projeto p
        ${JUNCOES_DO_PROJETO}
        WHERE ${condicoesDaCarteira(filtro)}
        ORDER BY p.chave`,
  );
}

// ------------------------------------------------------------------ precomputed forecasts (migration 0099)

/** The company-wide version and each project's version of its forecast inputs (read BEFORE the inputs). */
export interface VersoesDaProjecao {
  geral: string;
  porProjeto: Map<string, string>;
}

export async function lerVersoes(conn: Conn, chaves: readonly string[]): Promise<VersoesDaProjecao> {
  const linhas = await rows<{ projeto: string; versao: string }>(
    conn,
    sql`SELECT k AS projeto, COALESCE(v.versao, 0)::text AS versao
        FROM unnest(${chavesParam([...chaves, '*'])}) AS k LEFT JOIN projecao_versao v ON v.projeto = k`,
  );
  const porProjeto = new Map(linhas.map((linha) => [linha.projeto, linha.versao]));
  const geral = porProjeto.get('*') ?? '0';
  porProjeto.delete('*');
  return { geral, porProjeto };
}

/** The kept row of a project joins only while its month and versions are the current ones. */
const CACHE_VALIDO = (mesAtual: string) => sql`LEFT JOIN projecao_versao v ON v.projeto = p.chave
        LEFT JOIN projecao_cache pc ON pc.projeto = p.chave AND pc.mes_atual = ${mesAtual}
          AND pc.versao = COALESCE(v.versao, 0)
          AND pc.versao_geral = COALESCE((SELECT g.versao FROM projecao_versao g WHERE g.projeto = '*'), 0)`;

export interface CarteiraGuardada {
  /**
   * Every kept Carteira line of the portfolio, valid or not, whole (the project read now, whether it is
   * being computed again — `"recalculando"` — then the kept part, as `carteira` answers them) and in the
   * domain's risk order of their kept figures, as the text of a JSON array's items ('' when none).
   */
  linhas: string;
  /**
   * The portfolio's projects with no kept line at all (never computed: no previous figures), each with what
   * its plan gives (`ProjetoSemProjecao`: sale value, budget, planned margin, from the kept plan sums of
   * migration 0114), in key order, as the text of a JSON array's items ('' when none).
   */
  semProjecao: string;
  /** The portfolio's projects (the filter's) without a valid kept line (stale or never computed), in key order. */
  faltam: string[];
}

/** Whether the kept row `pc` (its month and both versions the current ones) is valid, over `projeto p` (the project's own version). */
const LINHA_VALIDA = (mesAtual: string) => sql`COALESCE(pc.mes_atual = ${mesAtual} AND pc.versao = COALESCE(v.versao, 0)
          AND pc.versao_geral = COALESCE((SELECT g.versao FROM projecao_versao g WHERE g.projeto = '*'), 0), false)`;

/**
 * The domain's `margemSobreVenda(venda, custo)` in SQL: (venda − custo) ÷ venda rounded half-up (away from
 * zero) to 6 places, as text without trailing zeros ('0.358', '0', '-0.5'), NULL over a zero sale value —
 * rounded exactly (integer division of the cents), where decimal.js first divides to 20 significant digits:
 * the two differ only when the quotient lies within 10⁻²⁰ (relative) of a half at the 7th place without
 * being one (somas-dos-planos.test.ts compares them on odd cents and exact halves).
 */
export const MARGEM_SOBRE_VENDA = (venda: SQL, custo: SQL) => sql`CASE WHEN ${venda} <> 0 THEN trim_scale(
          sign(${venda} - ${custo}) * sign(${venda}) * div(abs(${venda} - ${custo}) * 2000000 + abs(${venda}), 2 * abs(${venda})) / 1000000)::text END`;

/** A project's `ProjetoSemProjecao` as JSON text, from its kept plan sums `s` (over `projeto p` and NOMES_DO_PROJETO's joins). */
const SEM_PROJECAO_JSON = sql`'{"projeto":' || ${PROJETO_JSON}::text || ',"valorVenda":"' || round(s.venda, 2)::text
          || '","custoPrevisto":"' || round(s.custo_funcoes + s.custo_indiretos, 2)::text || '","margemPlanejada":'
          || COALESCE('"' || ${MARGEM_SOBRE_VENDA(sql`s.venda`, sql`(s.custo_funcoes + s.custo_indiretos)`)} || '"', 'null') || '}'`;

/**
 * The portfolio's answer in one statement and one value each (issue 38 §4: 5.000 lines; the answer's
 * text is built here, not parsed and serialized again in the API). The kept lines ordered as the domain's
 * `compararRisco` (status, margin at completion ascending, deviation descending, nulls last, key); a line
 * whose inputs changed since it was kept comes with its previous figures and `"recalculando":true` (the
 * Carteira answers at once; the background pass computes it again). The projects never computed come
 * with their plan's kept sums (`semProjecao`). "Has a plan with a month" is the kept sums' `meses > 0`
 * (migration 0114: kept by the plan tables' triggers), one row per project, never the plans themselves.
 */
export async function carteiraGuardada(conn: Conn, filtro: FiltroCarteira, mesAtual: string): Promise<CarteiraGuardada> {
  const [row] = await rows<{ linhas: string; sem_projecao: string; faltam: string[] }>(
    conn,
    sql`SELECT COALESCE(string_agg('{"projeto":' || ${PROJETO_JSON}::text || ',"recalculando":' || (NOT x.valido)::text || ',' || substr(pc.linha::text, 2), ','
                 ORDER BY pc.gravidade DESC NULLS LAST, pc.margem ASC NULLS LAST, pc.desvio DESC NULLS LAST, p.chave COLLATE "C") FILTER (WHERE pc.projeto IS NOT NULL), '') AS linhas,
               COALESCE(string_agg(${SEM_PROJECAO_JSON}, ',' ORDER BY p.chave COLLATE "C") FILTER (WHERE pc.projeto IS NULL), '') AS sem_projecao,
               COALESCE(array_agg(p.chave::text ORDER BY p.chave COLLATE "C") FILTER (WHERE NOT x.valido), '{}') AS faltam
        FROM projeto p
        JOIN projecao_plano_soma s ON s.projeto = p.chave
        ${NOMES_DO_PROJETO}
        LEFT JOIN projecao_versao v ON v.projeto = p.chave
        LEFT JOIN projecao_cache pc ON pc.projeto = p.chave
        CROSS JOIN LATERAL (SELECT ${LINHA_VALIDA(mesAtual)} AS valido) x
        WHERE ${condicoesDaCarteira(filtro, sql`s.meses > 0`)}`,
  );
  return { linhas: row?.linhas ?? '', semProjecao: row?.sem_projecao ?? '', faltam: row?.faltam ?? [] };
}

/** The portfolio's projects (all of them) without a valid kept line, in key order: what the background pass computes. */
export async function chavesAtrasadas(conn: Conn, mesAtual: string): Promise<string[]> {
  const linhas = await rows<{ chave: string }>(
    conn,
    sql`SELECT p.chave FROM projeto p
        LEFT JOIN projecao_versao v ON v.projeto = p.chave
        LEFT JOIN projecao_cache pc ON pc.projeto = p.chave
        WHERE NOT ${LINHA_VALIDA(mesAtual)} AND ${condicoesDaCarteira({})}
        ORDER BY p.chave COLLATE "C"`,
  );
  return linhas.map((linha) => linha.chave);
}

/** The keys among `chaves` whose kept line is valid now (its month and both versions the current ones). */
export async function chavesComLinhaValida(conn: Conn, chaves: readonly string[], mesAtual: string): Promise<string[]> {
  const linhas = await rows<{ projeto: string }>(
    conn,
    sql`SELECT pc.projeto FROM projecao_cache pc
        LEFT JOIN projecao_versao v ON v.projeto = pc.projeto
        WHERE pc.projeto = ANY(${chavesParam(chaves)}) AND pc.mes_atual = ${mesAtual} AND pc.versao = COALESCE(v.versao, 0)
          AND pc.versao_geral = COALESCE((SELECT g.versao FROM projecao_versao g WHERE g.projeto = '*'), 0)`,
  );
  return linhas.map((linha) => linha.projeto);
}

/** Records a filtered Carteira's stale keys for the process running the pass (migration 0114, `projecao_carteira_pedido`). */
export async function inserirPedidoDaCarteira(conn: Conn, chaves: readonly string[]): Promise<void> {
  await conn.execute(sql`INSERT INTO projecao_carteira_pedido (projetos) VALUES (${chavesParam(chaves)})`);
}

/** The keys every recorded Carteira request asked for, in the order asked (null when none), and the last row's id. */
export async function lerPedidosDaCarteira(conn: Conn): Promise<{ ate: string; chaves: string[] } | null> {
  const linhas = await rows<{ id: string; projetos: string[] }>(conn, sql`SELECT id::text AS id, projetos FROM projecao_carteira_pedido ORDER BY id LIMIT 1000`);
  if (!linhas.length) return null;
  return { ate: linhas.at(-1)!.id, chaves: linhas.flatMap((linha) => linha.projetos) };
}

/** Deletes the Carteira requests up to `ate` (once their keys are in the running pass). */
export async function removerPedidosDaCarteira(conn: Conn, ate: string): Promise<void> {
  await conn.execute(sql`DELETE FROM projecao_carteira_pedido WHERE id <= ${ate}::bigint`);
}

export interface SomaDoPlano {
  projeto: ProjetoDaProjecao;
  /** Σ the plan months' sale value (exact). */
  venda: string;
  /** Σ the plan's function and indirect lines: the domain's Σ of each month's total rounded to cents (`mesPreparado(...).total`). */
  orcamento: string;
  /** The planned margin (`margemSobreVenda` of the two, MARGEM_SOBRE_VENDA). */
  margem: string | null;
}

/**
 * What the plan gives without the forecast (sale value, budget, planned margin) for the projects among
 * `chaves` whose plan has a month, in key order, from the kept sums (migration 0114, one row per project):
 * the same sums as `projetar`'s (`valorVenda`, `custoPrevisto`). The domain rounds each month's functions
 * + indirect costs to cents; both columns are numeric(14,2) and every line belongs to a month of the plan
 * (foreign keys), so that rounding changes nothing (somas-dos-planos.test.ts: equal to the cent on odd-cent
 * plans, after every kind of write). `carteiraGuardada` reads the same sums for the Carteira's answer.
 */
export function somasDosPlanos(conn: Conn, chaves: readonly string[]): Promise<SomaDoPlano[]> {
  return rows<SomaDoPlano>(
    conn,
    sql`SELECT ${PROJETO_JSON} AS projeto, s.venda::text AS venda, (s.custo_funcoes + s.custo_indiretos)::text AS orcamento,
               ${MARGEM_SOBRE_VENDA(sql`s.venda`, sql`(s.custo_funcoes + s.custo_indiretos)`)} AS margem
        FROM projecao_plano_soma s
        JOIN projeto p ON p.chave = s.projeto
        ${NOMES_DO_PROJETO}
        WHERE s.projeto = ANY(${chavesParam(chaves)}) AND s.meses > 0
        ORDER BY p.chave COLLATE "C"`,
  );
}

/**
 * The project (null when it does not exist) and its kept Projeção answer where still valid (else
 * null); the project's own data are read live (its name, client, leader may change).
 */
export async function respostaGuardada(conn: Conn, chave: string, mesAtual: string): Promise<{ projeto: ProjetoDaProjecao | null; resposta: unknown }> {
  const [row] = await rows<{ projeto: ProjetoDaProjecao; resposta: unknown }>(
    conn,
    sql`SELECT ${PROJETO_JSON} AS projeto, pc.resposta
        FROM projeto p
        LEFT JOIN planejamento pl ON pl.projeto = p.chave
        ${NOMES_DO_PROJETO}
        ${CACHE_VALIDO(mesAtual)}
        WHERE p.chave = ${chave}`,
  );
  return { projeto: row?.projeto ?? null, resposta: row?.resposta ?? null };
}

export interface ProjecaoAGuardar {
  projeto: string;
  linha: unknown;
  gravidade: number;
  margem: string | null;
  desvio: string | null;
  /** The whole answer; null keeps the kept one when it was computed from the same versions. */
  resposta: unknown;
}

/** Keeps computed forecasts with the versions read before their inputs (one statement, one JSON parameter). */
export async function guardarProjecoes(conn: Conn, itens: readonly ProjecaoAGuardar[], versoes: VersoesDaProjecao, mesAtual: string): Promise<void> {
  if (!itens.length) return;
  const dados = JSON.stringify(itens.map((item) => ({ ...item, versao: versoes.porProjeto.get(item.projeto) ?? '0' })));
  await conn.execute(sql`
    INSERT INTO projecao_cache AS c (projeto, mes_atual, versao, versao_geral, linha, gravidade, margem, desvio, resposta, calculado_em)
    SELECT x.projeto, ${mesAtual}, x.versao, ${versoes.geral}::bigint, x.linha, x.gravidade, x.margem, x.desvio, x.resposta, now()
    FROM json_to_recordset(${dados}::json) AS x(projeto text, versao bigint, linha json, gravidade smallint, margem numeric, desvio numeric, resposta json)
    ON CONFLICT (projeto) DO UPDATE SET
      resposta = CASE WHEN excluded.resposta IS NOT NULL THEN excluded.resposta
                      WHEN c.mes_atual = excluded.mes_atual AND c.versao = excluded.versao AND c.versao_geral = excluded.versao_geral THEN c.resposta END,
      mes_atual = excluded.mes_atual, versao = excluded.versao, versao_geral = excluded.versao_geral, linha = excluded.linha,
      gravidade = excluded.gravidade, margem = excluded.margem, desvio = excluded.desvio, calculado_em = now()`);
}

export interface LinhaMesPlano {
  projeto: string;
  mes: string;
  valor_venda: string | null;
}
export interface LinhaFuncaoPlano {
  id: number;
  projeto: string;
  mes: string;
  indice: number;
  codigo_funcao: number;
  nome_funcao: string;
  horas_funcao: string;
  custo_venda_funcao: string;
  custo_total_funcao: string;
}
export interface LinhaIndiretoPlano {
  id: number;
  projeto: string;
  mes: string;
  indice: number;
  descricao_custo_indireto: string | null;
  tipo: string;
  valor_original_custo_indireto: string;
  moeda: string;
  cotacao: string;
  valor_custo_indireto: string;
}

/** The months and lines of the plans of the projects (months 'yyyy-MM-dd', the month's first day). */
export function linhasDosPlanos(conn: Conn, chaves: readonly string[]) {
  const todas = chavesParam(chaves);
  return Promise.all([
    rows<LinhaMesPlano>(conn, sql`SELECT projeto, mes::text AS mes, valor_venda::text AS valor_venda FROM planejamento_mes WHERE projeto = ANY(${todas})`),
    rows<LinhaFuncaoPlano>(
      conn,
      sql`SELECT id, projeto, mes::text AS mes, indice, codigo_funcao, nome_funcao, horas_funcao::text AS horas_funcao,
                 custo_venda_funcao::text AS custo_venda_funcao, custo_total_funcao::text AS custo_total_funcao
          FROM previsto_funcao WHERE projeto = ANY(${todas}) ORDER BY indice, id`,
    ),
    rows<LinhaIndiretoPlano>(
      conn,
      sql`SELECT id, projeto, mes::text AS mes, indice, descricao_custo_indireto, tipo, valor_original_custo_indireto::text AS valor_original_custo_indireto,
                 moeda, cotacao::text AS cotacao, valor_custo_indireto::text AS valor_custo_indireto
          FROM previsto_indireto WHERE projeto = ANY(${todas}) ORDER BY indice, id`,
    ),
  ]);
}

export interface LinhaHoras {
  projeto: string;
  mat: number | null;
  nome: string;
  mes: string;
  segundos: string;
}

/**
 * The projects' worklog seconds per person and month, from the month aggregate `worklog_mes`
 * (migration 0026, kept in step with the worklogs by triggers): one row per (project, month,
 * employee), or per Jira user for worklogs without an employee.
 */
export function horasDosProjetos(conn: Conn, chaves: readonly string[]): Promise<LinhaHoras[]> {
  return rows<LinhaHoras>(
    conn,
    sql`SELECT g.projeto, g.mat, COALESCE(c.nome || ' ' || c.sobrenome, u.nome, g.autor) AS nome, g.mes, g.segundos::text AS segundos
        FROM (
          SELECT p.chave AS projeto, wm.colaborador_mat AS mat, CASE WHEN wm.colaborador_mat IS NULL THEN wm.author_account_id END AS autor,
                 wm.mes::text AS mes, sum(wm.segundos) AS segundos
          FROM worklog_mes wm JOIN projeto p ON p.id = wm.projeto_id
          WHERE p.chave = ANY(${chavesParam(chaves)})
          GROUP BY 1, 2, 3, 4
          HAVING sum(wm.segundos) <> 0
        ) g
        LEFT JOIN colaborador c ON c.mat = g.mat
        LEFT JOIN jira_usuario u ON u.account_id = g.autor`,
  );
}

export interface LinhaRealAgregada {
  projeto: string;
  mes: string;
  /** Null: the month's hours outside its planned functions (other functions, none, unpriced). */
  funcao_cod: number | null;
  funcao_nome: string | null;
  segundos: string;
  /** Σ seconds × hour cost, exact (the cost is this / 3600). */
  custo: string;
  estimado: boolean;
}

/**
 * The projects' real hours and hour cost per month and function of the pricing closing, from the kept
 * aggregate `projecao_real_mes` (migration 0107): the month's planned functions (planned hours > 0,
 * the variance's rule) one row each, every other hour of the month in one row without function (the
 * forecast treats them alike: out of the plan, and nothing left to plan for them).
 */
export function realAgregadoDosProjetos(conn: Conn, chaves: readonly string[]): Promise<LinhaRealAgregada[]> {
  const todas = chavesParam(chaves);
  return rows<LinhaRealAgregada>(
    conn,
    sql`WITH planejadas AS (
          SELECT projeto, mes, codigo_funcao FROM previsto_funcao WHERE projeto = ANY(${todas})
          GROUP BY 1, 2, 3 HAVING sum(horas_funcao) > 0
        )
        SELECT p.chave AS projeto, r.mes::text AS mes, pl.codigo_funcao AS funcao_cod, CASE WHEN pl.codigo_funcao IS NOT NULL THEN min(r.funcao_nome) END AS funcao_nome,
               sum(r.segundos)::text AS segundos, sum(r.custo)::text AS custo, bool_or(r.estimado) AS estimado
        FROM projecao_real_mes r JOIN projeto p ON p.id = r.projeto_id
        LEFT JOIN planejadas pl ON pl.projeto = p.chave AND pl.mes = r.mes AND pl.codigo_funcao = r.funcao_cod
        WHERE p.chave = ANY(${todas})
        GROUP BY 1, 2, 3`,
  );
}

export interface LinhaCustoProjetado {
  projeto: string;
  funcao_cod: number;
  soma: string;
  pessoas: number;
}

/**
 * Per project and function, the sum and count of the hour costs of the project's people
 * (`projecao_real_pessoa`) in the company's latest calculated closing (month, then id): the domain's
 * `custoHoraProjetadoPorFuncao` inputs (its mean = soma / pessoas).
 */
export function custoProjetadoDosProjetos(conn: Conn, chaves: readonly string[]): Promise<LinhaCustoProjetado[]> {
  return rows<LinhaCustoProjetado>(
    conn,
    sql`WITH ultimo AS (
          SELECT fe.id FROM fechamento fe
          WHERE fe.ativo AND EXISTS (SELECT 1 FROM fechamento_colaborador fc WHERE fc.fechamento_id = fe.id)
          ORDER BY date_trunc('month', fe.data_inicio) DESC, fe.id DESC LIMIT 1
        )
        SELECT p.chave AS projeto, fc.funcao_cod, sum(fc.custo_hora)::text AS soma, count(*)::int AS pessoas
        FROM projecao_real_pessoa rp JOIN projeto p ON p.id = rp.projeto_id
        JOIN fechamento_colaborador fc ON fc.mat = rp.mat AND fc.fechamento_id = (SELECT id FROM ultimo)
        WHERE p.chave = ANY(${chavesParam(chaves)}) AND fc.funcao_cod IS NOT NULL
        GROUP BY 1, 2`,
  );
}

/** The company's calculated closings (active, with results): id and month (first day). */
export function mesesDosFechamentos(conn: Conn): Promise<{ id: number; mes: string }[]> {
  return rows<{ id: number; mes: string }>(
    conn,
    sql`SELECT fe.id, date_trunc('month', fe.data_inicio)::date::text AS mes FROM fechamento fe
        WHERE fe.ativo AND EXISTS (SELECT 1 FROM fechamento_colaborador fc WHERE fc.fechamento_id = fe.id)`,
  );
}

export interface LinhaFechamento {
  id: number;
  mes: string;
  mat: number;
  custo_hora: string;
  funcao_cod: number | null;
  funcao_nome: string | null;
}

/**
 * The calculated closings (active, with per-employee results) and the hour cost and function of each
 * employee in them; `mats` limits the rows to those employees (null: everyone).
 */
export function fechamentosCalculados(conn: Conn, mats: readonly number[] | null): Promise<LinhaFechamento[]> {
  const filtro = mats === null ? sql`` : sql`AND fc.mat = ANY(${`{${mats.map((mat) => Math.trunc(mat)).join(',')}}`}::int[])`;
  return rows<LinhaFechamento>(
    conn,
    sql`SELECT fe.id, date_trunc('month', fe.data_inicio)::date::text AS mes, fc.mat, fc.custo_hora::text AS custo_hora, fc.funcao_cod, fc.funcao_nome
        FROM fechamento fe JOIN fechamento_colaborador fc ON fc.fechamento_id = fe.id
        WHERE fe.ativo ${filtro}`,
  );
}

export interface LinhaCustoExtra {
  projeto: string;
  mes: string;
  valor: string;
}

/** The projects' active extra costs per month (the month their period starts in), in BRL, cents per cost. */
export function custosExtrasDosProjetos(conn: Conn, chaves: readonly string[]): Promise<LinhaCustoExtra[]> {
  return rows<LinhaCustoExtra>(
    conn,
    sql`SELECT projeto, date_trunc('month', periodo_inicio)::date::text AS mes,
               sum(round(valor * CASE WHEN moeda = 'BRL' THEN 1 ELSE cotacao END, 2))::text AS valor
        FROM custo_projeto WHERE ativo AND projeto = ANY(${chavesParam(chaves)})
        GROUP BY 1, 2`,
  );
}

export interface LinhaReceita {
  mes: string;
  receita: string;
}

/**
 * Realised revenue per month over [de, ate] (first days of months): the receita_bruta of each
 * project's active margin report of the month (the most recently changed when several), the rule of
 * projetos' `faturamentoPorMes`, summed over the projects.
 */
export function receitaRealizadaPorMes(conn: Conn, chaves: readonly string[], de: string, ate: string): Promise<LinhaReceita[]> {
  return rows<LinhaReceita>(
    conn,
    sql`SELECT mes::text AS mes, sum(receita_bruta)::text AS receita FROM (
          SELECT DISTINCT ON (projeto, date_trunc('month', periodo_inicial)) projeto, date_trunc('month', periodo_inicial)::date AS mes, receita_bruta
          FROM relatorio_margem
          WHERE ativo AND tipo = 'relatorio' AND projeto = ANY(${chavesParam(chaves)})
            AND periodo_inicial >= ${de}::date AND periodo_inicial < (${ate}::date + interval '1 month')
          ORDER BY projeto, date_trunc('month', periodo_inicial), updated_at DESC, id DESC
        ) r GROUP BY 1`,
  );
}

export async function lerLimites(conn: Conn) {
  const [row] = await conn.select().from(projecaoLimites).where(eq(projecaoLimites.id, 1));
  return row;
}

export async function gravarLimites(
  conn: Conn,
  limites: { margemAtencao: string; margemRisco: string; desvioAtencao: string; desvioRisco: string },
  usuarioId: number | null,
): Promise<void> {
  await conn
    .insert(projecaoLimites)
    .values({ id: 1, ...limites, atualizadoPor: usuarioId })
    .onConflictDoUpdate({ target: projecaoLimites.id, set: { ...limites, atualizadoEm: sql`now()`, atualizadoPor: usuarioId } });
}

/** The month (first day) of the company's latest calculated closing (active, with results); null when none. */
export async function ultimoMesFechado(conn: Conn): Promise<string | null> {
  const [row] = await rows<{ mes: string | null }>(
    conn,
    sql`SELECT max(date_trunc('month', fe.data_inicio))::date::text AS mes FROM fechamento fe
        WHERE fe.ativo AND EXISTS (SELECT 1 FROM fechamento_colaborador fc WHERE fc.fechamento_id = fe.id)`,
  );
  return row?.mes ?? null;
}

export async function projetoExiste(conn: Conn, chave: string): Promise<boolean> {
  const [row] = await rows<{ um: number }>(conn, sql`SELECT 1 AS um FROM projeto WHERE chave = ${chave}`);
  return row !== undefined;
}
