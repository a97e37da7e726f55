/**
 * Projects benchmark (issue 5, 'Performance'), on PostgreSQL (DATABASE_URL, else 127.0.0.1:5432 user
 * postgres; a throwaway database is created and dropped):
 *
 * - the project detail (POST /jira/projects/:keys/:startDate/:endDate: summary figures, hour cost
 *   per collaborator priced by the closings, indirect costs and the first tasks page) for one project
 *   with 500.000 worklogs inside a company with 5.000.000 worklogs, over the two years;
 * - the project list (GET /jira/projects/:page) over 5.000 projects with filters (category, years,
 *   text, sort by name) and without (sort by last update);
 *
 * each measured through the HTTP layer (Fastify inject: guard, token, user load, validation,
 * serialisation) next to the single raw SQL query that computes the same figures, in the same run;
 * prints the medians, the 95th percentiles and the ratio. Data made with generate_series in SQL on
 * top of the demo seed (its 120 employees and 18 calculated closings price the hours).
 * Targets (issue 5): detail < 150 ms median and within 1,5x of the raw query; list < 50 ms.
 * Asserts nothing about time. Checks first that the endpoint and the raw query give the same answer:
 * the same collaborators and seconds, each row's cost = its exact cost rounded to cents, the total =
 * the exact parts' sum rounded once (`custoHHReportado`, DOMAIN.md), and the rows shown (rounded)
 * add up to the total within their rounding (half a cent per row).
 *
 *   pnpm --filter @financeiro/backend bench   (or BENCH=projetos pnpm bench)
 *   BENCH_WORKLOGS=1000000 BENCH_PROJECT_WORKLOGS=100000 BENCH_RUNS=10 ...   (smaller runs)
 *   BENCH_SCALE=smoke   (2.000 worklogs, 400 projects, one measurement: bench/smoke.test.ts)
 *   BENCH_KEEP=1   (keeps the database, for EXPLAIN)
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { custoHHReportado } from '@financeiro/domain';
import { buildApp } from '../src/app';
import { DEFAULT_DEMO_PASSWORDS, defaultAppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { sqlResumoDetalhe } from '../src/modules/projetos';
import {
  ARGON2_DO_BENCH,
  conferir,
  figura,
  inserirIssuesBench,
  inserirProjetosBench,
  inserirWorklogsBench,
  machineLine,
  median,
  p95,
  pulado,
  semearDemo,
  VOLUME_DOS_WORKLOGS,
  withBenchDatabase,
} from './support';

const { worklogs: WORKLOGS, worklogsDoProjeto: PROJECT_WORKLOGS, projetos: PROJECTS, rodadas: RUNS, aquecimento: WARMUP } = VOLUME_DOS_WORKLOGS;
const FIRST_ID = 2_000_001;
const TARGET = { id: FIRST_ID, key: 'BENCH1' };
const PERIODO = { inicio: '2024-12-01', fim: '2026-11-30' };

const fmt = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;

async function step<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await fn();
  console.log(`  ${label.padEnd(58)} ${fmt(performance.now() - t0)}`);
  return result;
}

async function prepare(database: Database): Promise<void> {
  const db = database.db;
  await step('migrações + seed de demonstração', async () => {
    await migrate(database);
    await semearDemo(db, 'demo');
  });
  await step(`${PROJECTS} projetos (categorias, clientes, líderes, última atualização)`, () =>
    inserirProjetosBench(db, { primeiroId: FIRST_ID, projetos: PROJECTS }),
  );
  await step('issues (20 por projeto, 200 no projeto medido)', () =>
    inserirIssuesBench(db, { primeiroId: FIRST_ID, projetos: PROJECTS, medidoId: TARGET.id }),
  );
  await step(`${WORKLOGS.toLocaleString('pt-BR')} worklogs (${PROJECT_WORKLOGS.toLocaleString('pt-BR')} no projeto medido)`, () =>
    inserirWorklogsBench(db, { primeiroId: FIRST_ID, projetos: PROJECTS, medidoId: TARGET.id, worklogs: WORKLOGS, projetoWorklogs: PROJECT_WORKLOGS, inicio: PERIODO.inicio }),
  );
  await step('VACUUM ANALYZE (mapa de visibilidade, estatísticas)', () =>
    database.withSession(async (session) => {
      await session.exec('VACUUM ANALYZE worklog');
      await session.exec('VACUUM ANALYZE worklog_mes');
      await session.exec('VACUUM ANALYZE issue');
      await session.exec('VACUUM ANALYZE projeto');
      await session.exec('ANALYZE fechamento_colaborador');
    }),
  );
}

/** The list's figures as one hand-written query (same filters, order and page as the endpoint call). */
const RAW_LIST_FILTERED = `
  SELECT p.id, p.chave, p.nome, p.categoria_id, c.nome AS categoria_nome, p.lead_account_id, u.nome AS lead_nome, u.email AS lead_email,
         p.last_issue_update_time, p.cliente_id, cl.nome AS cliente_nome, cl.chave AS cliente_chave, p.bloqueado, count(*) OVER () AS total
  FROM projeto p
  LEFT JOIN categoria_projeto c ON c.id = p.categoria_id
  LEFT JOIN jira_usuario u ON u.account_id = p.lead_account_id
  LEFT JOIN cliente cl ON cl.id = p.cliente_id
  WHERE p.categoria_id = 3 AND extract(year FROM p.last_issue_update_time AT TIME ZONE 'America/Sao_Paulo')::int = ANY ('{2024,2025,2026}'::int[])
    AND (lower(p.nome) LIKE '%portal%' OR lower(p.chave) LIKE '%portal%')
  ORDER BY lower(p.nome) ASC NULLS LAST, p.chave ASC LIMIT 10`;
const RAW_LIST_PLAIN = `
  SELECT p.id, p.chave, p.nome, p.categoria_id, c.nome AS categoria_nome, p.lead_account_id, u.nome AS lead_nome, u.email AS lead_email,
         p.last_issue_update_time, p.cliente_id, cl.nome AS cliente_nome, cl.chave AS cliente_chave, p.bloqueado, count(*) OVER () AS total
  FROM projeto p
  LEFT JOIN categoria_projeto c ON c.id = p.categoria_id
  LEFT JOIN jira_usuario u ON u.account_id = p.lead_account_id
  LEFT JOIN cliente cl ON cl.id = p.cliente_id
  ORDER BY p.last_issue_update_time DESC NULLS LAST, p.chave DESC LIMIT 10 OFFSET 20`;

interface Detalhe {
  timeSpentTotal: number;
  custoHH: string;
  estimado: boolean;
  timeSpentUser: { accountId: string; colaboradorMat: number | null; timeLogged: number; custoTotal: string }[];
}

/** A row of `sqlResumoDetalhe`: seconds and the exact (not rounded) cost of one (project, collaborator). */
interface LinhaCrua {
  mat: number | null;
  conta: string | null;
  s: string | number;
  custo: string;
}

/**
 * The detail against the raw query: the same collaborators with the same seconds; each row's cost the
 * collaborator's exact cost rounded to cents; the total the exact sum rounded once (DOMAIN.md's rule,
 * `custoHHReportado`); and the rows as shown, each rounded, add up to the total within half a cent
 * per row (the projetos README says what the screen tells about that difference).
 */
function conferirDetalhe(nome: string, detalhe: Detalhe, crus: readonly LinhaCrua[]): void {
  const segundos = crus.reduce((total, row) => total + Number(row.s), 0);
  const exato = custoHHReportado(crus.map((row) => row.custo));
  conferir(
    segundos === detalhe.timeSpentTotal && exato === detalhe.custoHH && crus.length === detalhe.timeSpentUser.length,
    () => `${nome} divergem: ${detalhe.timeSpentTotal} s, R$ ${detalhe.custoHH}, ${detalhe.timeSpentUser.length} linhas x ${segundos} s, R$ ${exato} (soma exata arredondada uma vez), ${crus.length} linhas`,
  );
  const porChave = new Map(crus.map((row) => [row.mat !== null ? `mat ${row.mat}` : `conta ${row.conta}`, row]));
  for (const linha of detalhe.timeSpentUser) {
    const chave = linha.colaboradorMat !== null ? `mat ${linha.colaboradorMat}` : `conta ${linha.accountId}`;
    const crua = porChave.get(chave);
    conferir(
      crua !== undefined && Number(crua.s) === linha.timeLogged && custoHHReportado([crua.custo]) === linha.custoTotal,
      () => `${nome}: a linha ${chave} diverge: ${linha.timeLogged} s, R$ ${linha.custoTotal} x ${crua ? `${crua.s} s, R$ ${crua.custo} (exato)` : 'ausente na consulta'}`,
    );
  }
  const somaDasLinhas = detalhe.timeSpentUser.reduce((total, linha) => total.plus(linha.custoTotal), new Decimal(0));
  const folga = new Decimal('0.005').times(detalhe.timeSpentUser.length);
  conferir(
    somaDasLinhas.minus(detalhe.custoHH).abs().lte(folga),
    () => `${nome}: as linhas somam R$ ${somaDasLinhas.toFixed(2)}, o total é R$ ${detalhe.custoHH}: mais que meio centavo por linha (${detalhe.timeSpentUser.length})`,
  );
}

interface Pair {
  label: string;
  /** The figure's name for BENCH_FIGURAS (the same in every run and volume). */
  nome: string;
  endpoint: number[];
  raw: number[];
  target: number;
}

async function measure(database: Database): Promise<Pair[]> {
  const config = defaultAppConfig({ jwtSecret: 'segredo-do-benchmark-com-32-caracteres-ou-mais', argon2: ARGON2_DO_BENCH, logLevel: 'silent' });
  const app = buildApp({ db: database, config });
  await app.ready();
  try {
    const login = await app.inject({ method: 'POST', url: '/login', payload: { usuario: 'financeiro', senha: DEFAULT_DEMO_PASSWORDS.financeiro } });
    const headers = { authorization: `Bearer ${login.json().token as string}` };
    const br = (iso: string) => encodeURIComponent(`${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
    const detailUrl = `/jira/projects/${TARGET.key}/${br(PERIODO.inicio)}/${br(PERIODO.fim)}`;
    const rawDetail = sqlResumoDetalhe([TARGET.id], PERIODO.inicio, PERIODO.fim);

    // Same figures from both sides (a benchmark of a wrong answer is worthless).
    const response = await app.inject({ method: 'POST', url: detailUrl, payload: { page: 1 }, headers });
    if (response.statusCode !== 200) throw new Error(`detalhe: ${response.statusCode} ${response.body}`);
    const detail = response.json<Detalhe>();
    conferirDetalhe('detalhe e consulta', detail, ((await database.db.execute(rawDetail)) as unknown as { rows: LinhaCrua[] }).rows);
    console.log(
      `  detalhe conferido: ${(detail.timeSpentTotal / 3600).toLocaleString('pt-BR')} h, custo HH R$ ${detail.custoHH}, ` +
        `${detail.timeSpentUser.length} colaboradores, estimado=${detail.estimado}`,
    );
    // The month aggregate (worklog_mes, migration 0026) against the raw worklogs only: the whole period
    // and one with partial months at both ends (the raw-only query's time printed for reference).
    for (const [inicio, fim] of [[PERIODO.inicio, PERIODO.fim], ['2024-12-15', '2026-11-10']] as const) {
      const t0 = performance.now();
      const crus = ((await database.db.execute(sqlResumoDetalhe([TARGET.id], inicio, fim, 'worklogs'))) as unknown as { rows: LinhaCrua[] }).rows;
      const tempoCru = performance.now() - t0;
      const resposta = await app.inject({ method: 'POST', url: `/jira/projects/${TARGET.key}/${br(inicio)}/${br(fim)}`, payload: { page: 1 }, headers });
      const doPeriodo = resposta.json<Detalhe>();
      conferirDetalhe(`detalhe e worklogs crus (${inicio} a ${fim})`, doPeriodo, crus);
      console.log(`  ${inicio} a ${fim}: detalhe = consulta só nos worklogs crus (R$ ${doPeriodo.custoHH}; essa consulta: ${fmt(tempoCru)})`);
    }
    const filteredUrl = '/jira/projects/1?categoria=3&anos=2024,2025,2026&texto=portal&ordem=name&direcao=asc&tamanho=10';
    const plainUrl = '/jira/projects/3?ordem=lastIssueUpdateTime&direcao=desc&tamanho=10';
    const list = (await app.inject({ method: 'GET', url: filteredUrl, headers })).json<{ total: number; data: { key: string }[] }>();
    const rawList = ((await database.db.execute(sql.raw(RAW_LIST_FILTERED))) as unknown as { rows: { chave: string; total: string }[] }).rows;
    conferir(
      list.total === Number(rawList[0]?.total ?? 0) && list.data.map((p) => p.key).join() === rawList.map((r) => r.chave).join(),
      () => `lista e consulta divergem: ${list.total} ${list.data.map((p) => p.key).join()} x ${rawList[0]?.total ?? 0} ${rawList.map((r) => r.chave).join()}`,
    );
    console.log(`  lista conferida: ${list.total} projetos no filtro, página de ${list.data.length}`);

    const pairs: Pair[] = [
      { label: `detalhe de 1 projeto (${PROJECT_WORKLOGS.toLocaleString('pt-BR')} worklogs)`, nome: 'detalhe', endpoint: [], raw: [], target: 150 },
      { label: 'lista com filtros (categoria, anos, texto, ordem por nome)', nome: 'lista com filtros', endpoint: [], raw: [], target: 50 },
      { label: 'lista sem filtro (página 3, ordem por última atualização)', nome: 'lista sem filtro', endpoint: [], raw: [], target: 50 },
    ];
    const runs: [Pair, () => Promise<unknown>, () => Promise<unknown>][] = [
      [pairs[0]!, () => app.inject({ method: 'POST', url: detailUrl, payload: { page: 1 }, headers }), () => database.db.execute(rawDetail)],
      [pairs[1]!, () => app.inject({ method: 'GET', url: filteredUrl, headers }), () => database.db.execute(sql.raw(RAW_LIST_FILTERED))],
      [pairs[2]!, () => app.inject({ method: 'GET', url: plainUrl, headers }), () => database.db.execute(sql.raw(RAW_LIST_PLAIN))],
    ];
    for (const [pair, endpoint, rawQuery] of runs) {
      for (let i = 0; i < WARMUP; i++) {
        await endpoint();
        await rawQuery();
      }
      // Alternate endpoint and raw query so both see the same machine load.
      for (let i = 0; i < RUNS; i++) {
        let t0 = performance.now();
        await endpoint();
        pair.endpoint.push(performance.now() - t0);
        t0 = performance.now();
        await rawQuery();
        pair.raw.push(performance.now() - t0);
      }
    }
    return pairs;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `Benchmark de projetos: ${WORKLOGS.toLocaleString('pt-BR')} worklogs na empresa, ${PROJECT_WORKLOGS.toLocaleString('pt-BR')} no projeto medido, ` +
      `${PROJECTS.toLocaleString('pt-BR')} projetos, ${RUNS} medições de cada`,
  );
  console.log(machineLine());
  const semServidor = await withBenchDatabase('projetos', async (database) => {
    const version = ((await database.db.execute(sql`SHOW server_version`)) as unknown as { rows: { server_version: string }[] }).rows[0]?.server_version;
    console.log(`PostgreSQL ${version ?? '?'}\n\nPreparação:`);
    await prepare(database);
    console.log('\nMedições:');
    const pairs = await measure(database);
    console.log('\n=== Resultado (PostgreSQL; mediana e p95 de cada) ===');
    for (const pair of pairs) {
      const endpoint = median(pair.endpoint);
      const raw = median(pair.raw);
      console.log(
        `${pair.label.padEnd(60)} endpoint ${fmt(endpoint)} (p95 ${fmt(p95(pair.endpoint))})  consulta ${fmt(raw)} (p95 ${fmt(p95(pair.raw))})  ` +
          `razão ${(endpoint / raw).toFixed(2)}x  meta < ${pair.target} ms: ${endpoint < pair.target ? 'atingida' : 'NÃO atingida'}`,
      );
      figura(`${pair.nome}: endpoint (mediana)`, endpoint);
      figura(`${pair.nome}: consulta crua (mediana)`, raw);
      figura(`${pair.nome}: endpoint ÷ consulta`, endpoint / raw, 'x');
    }
  });
  if (semServidor) pulado(`${semServidor}; este benchmark precisa de PostgreSQL (5 milhões de worklogs).`);
}

await main();
