/**
 * Capacity and planned-vs-real benchmark (issue 9, 'Performance'), on PostgreSQL (DATABASE_URL, else
 * 127.0.0.1:5432 user postgres; a throwaway database is created and dropped):
 *
 * - capacity by area (GET /relatorio/capacidade-area/:inicio/:fim) for 500 collaborators over one
 *   quarter (Q3 2026: plans on two client projects every working day, vacations for one in six);
 * - planned vs real cost over 24 months for one project with 500.000 worklogs and a 24-month plan
 *   (GET /custo-projeto/curto-real/:key/:id/:start/:end, the planning module's service);
 *
 * inside a company with 5.000.000 worklogs (the projects benchmark's generator: 5.000 projects, 730
 * days), each measured through the HTTP layer (Fastify inject: guard, token, user load, validation,
 * serialisation) next to the raw SQL that computes the same figures, alternating in the same run.
 * Prints medians and p95 of the wall time, the CPU time per call of this process (node: route,
 * assembly, JSON) and of the PostgreSQL backends (read from /proc, when the server is local), and
 * the load average. Targets (issue 9): capacity < 300 ms, planned vs real < 150 ms. Asserts nothing
 * about time.
 *
 *   BENCH=capacidade pnpm bench
 *   BENCH_WORKLOGS=1000000 BENCH_PROJECT_WORKLOGS=100000 BENCH_RUNS=10 ...   (smaller runs)
 *   BENCH_SCALE=smoke   (2.000 worklogs, 400 projects, 150 collaborators, one measurement: bench/smoke.test.ts)
 *   BENCH_KEEP=1   (keeps the database, for EXPLAIN ANALYZE)
 */
import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import type { LinhaCapacidadeArea } from '@financeiro/domain';
import { buildApp } from '../src/app';
import { sqlPlanosArea, sqlWorklogsArea } from '../src/modules/capacidade';
import { DEFAULT_DEMO_PASSWORDS, defaultAppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { sqlResumoDetalhe } from '../src/modules/projetos';
import { carregarEmMassa, DEMO_PROJETO_AUSENCIAS } from '../src/seed/projetos';
import {
  ARGON2_DO_BENCH,
  conferir,
  figura,
  inserirIssuesBench,
  inserirProjetosBench,
  loadAverage,
  machineLine,
  median,
  p95,
  pulado,
  semearDemo,
  SMOKE,
  VOLUME_DOS_WORKLOGS,
  withBenchDatabase,
} from './support';

const { worklogs: WORKLOGS, worklogsDoProjeto: PROJECT_WORKLOGS, projetos: PROJECTS, rodadas: RUNS, aquecimento: WARMUP } = VOLUME_DOS_WORKLOGS;
const COLABORADORES = SMOKE ? 150 : 500;
const FIRST_ID = 2_000_001;
const TARGET = { id: FIRST_ID, key: 'BENCH1' };
const PERIODO = { inicio: '2024-12-01', fim: '2026-11-30' };
const TRIMESTRE = { inicio: '2026-07-01', fim: '2026-09-30' };
/** The demo company's employees are mats 1..120 (priced by its closings); the benchmark adds 1001.. */
const DEMO_MATS = 120;
const NOVOS = COLABORADORES - DEMO_MATS;
/** SQL: the k-th collaborator (k in 0..499) and its Jira account. */
const matDe = (k: string) => `(CASE WHEN ${k} < ${DEMO_MATS} THEN 1 + ${k} ELSE 1001 + ${k} - ${DEMO_MATS} END)`;
const contaDe = (mat: string) => `(CASE WHEN ${mat} <= ${DEMO_MATS} THEN '712020:demo-' || lpad(${mat}::text, 5, '0') ELSE 'bench-cap-' || ${mat} END)`;

const fmt = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;

async function step<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await fn();
  console.log(`  ${label.padEnd(66)} ${fmt(performance.now() - t0)}`);
  return result;
}

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function prepare(database: Database): Promise<void> {
  const db = database.db;
  await step('migrações + seed de demonstração', async () => {
    await migrate(database);
    await semearDemo(db, 'demo');
  });
  await step(`${NOVOS} colaboradores a mais (Delivery, ENGESOL, outros; CLT, estágio, PJ) e seus usuários do Jira`, async () => {
    await db.execute(sql`
      INSERT INTO colaborador (mat, nome, sobrenome, cpf, email, filial, departamento, regime, funcao, admissao, demissao, salario, classificacao, carga_horaria, data_inicio)
      SELECT 1000 + g, 'Bench' || g, 'Capacidade', lpad((80000000000 + g)::text, 11, '0'), 'bench' || g || '@capacidade.test', 1 + g % 3,
             (ARRAY[5, 5, 16, 1])[1 + g % 4], (ARRAY[1, 1, 3, 2])[1 + g % 4], 1 + g % 10,
             CASE WHEN g % 50 = 0 THEN date '2026-08-10' ELSE date '2021-03-01' END,
             CASE WHEN g % 45 = 0 THEN date '2026-08-20' END, 5000, NULL, CASE WHEN g % 4 = 2 THEN 6 ELSE 8 END, date '2021-03-01'
      FROM generate_series(1, ${NOVOS}::int) AS g`);
    await db.execute(sql`
      INSERT INTO jira_usuario (account_id, nome, email, colaborador_mat)
      SELECT 'bench-cap-' || (1000 + g), 'Bench' || g || ' Capacidade', 'bench' || g || '@capacidade.test', 1000 + g
      FROM generate_series(1, ${NOVOS}::int) AS g`);
  });
  await step(`${PROJECTS} projetos (3 em 4 de cliente)`, () =>
    inserirProjetosBench(db, { primeiroId: FIRST_ID, projetos: PROJECTS }),
  );
  await step('issues (20 por projeto, 200 no projeto do previsto x real)', () =>
    inserirIssuesBench(db, { primeiroId: FIRST_ID, projetos: PROJECTS, medidoId: TARGET.id }),
  );
  await step(`${WORKLOGS.toLocaleString('pt-BR')} worklogs em 730 dias (${PROJECT_WORKLOGS.toLocaleString('pt-BR')} no projeto medido)`, () =>
    carregarEmMassa(db, 'worklog', async () => {
      // As the projects benchmark; the other projects' worklogs spread over the 500 collaborators.
      await db.execute(
        sql.raw(`
        INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds)
        SELECT 50000000 + g, x.projeto * 1000 + g % x.issues, x.projeto, ${contaDe('x.mat')}, x.mat,
               date '${PERIODO.inicio}' + (g * 13 % 730), 900 * (1 + g % 16), CASE WHEN g % 3 = 0 THEN 0 ELSE 900 * (1 + g % 16) END
        FROM generate_series(1, ${WORKLOGS}) AS g
        CROSS JOIN LATERAL (
          SELECT CASE WHEN g <= ${PROJECT_WORKLOGS} THEN ${TARGET.id}::bigint ELSE ${FIRST_ID + 1}::bigint + g % ${PROJECTS - 1} END AS projeto,
                 CASE WHEN g <= ${PROJECT_WORKLOGS} THEN 200 ELSE 20 END AS issues,
                 CASE WHEN g <= ${PROJECT_WORKLOGS} THEN 1 + (g * 7) % ${DEMO_MATS} ELSE ${matDe(`((g * 7) % ${COLABORADORES})`)} END AS mat
        ) x`),
      );
    }),
  );
  await step('planos do trimestre (2 projetos de cliente por colaborador e dia útil) e férias', async () => {
    await db.execute(
      sql.raw(`
      INSERT INTO plano (plano_id, data, assignee_account_id, colaborador_mat, projeto_id, issue_id, planned_seconds)
      SELECT 5000000 + c.mat * 10 + k, d::date, ${contaDe('c.mat')}, c.mat,
             ${FIRST_ID - 1} + 1 + (c.mat * 4 + k) % ${PROJECTS - 4}, NULL, CASE WHEN k = 1 THEN 4 * 3600 ELSE 3 * 3600 END
      FROM (SELECT ${matDe('k')} AS mat FROM generate_series(0, ${COLABORADORES - 1}) AS k) c
      CROSS JOIN generate_series(1, 2) AS k
      CROSS JOIN LATERAL generate_series(date '${TRIMESTRE.inicio}', date '${TRIMESTRE.fim}', interval '1 day') AS d
      WHERE extract(isodow FROM d) < 6`),
    );
    await db.execute(
      sql.raw(`
      INSERT INTO plano (plano_id, data, assignee_account_id, colaborador_mat, projeto_id, issue_id, planned_seconds)
      SELECT 6000000 + c.mat, d::date, ${contaDe('c.mat')}, c.mat, (SELECT id FROM projeto WHERE chave = '${DEMO_PROJETO_AUSENCIAS.chave}'), NULL, 8 * 3600
      FROM (SELECT ${matDe('k')} AS mat FROM generate_series(0, ${COLABORADORES - 1}) AS k) c
      CROSS JOIN LATERAL generate_series(date '2026-08-03', date '2026-08-14', interval '1 day') AS d
      WHERE c.mat % 6 = 0 AND extract(isodow FROM d) < 6
      ON CONFLICT DO NOTHING`),
    );
  });
  await step('planejamento de 24 meses do projeto medido (3 funções e 1 custo indireto por mês)', async () => {
    await db.execute(sql`INSERT INTO planejamento (projeto) VALUES (${TARGET.key})`);
    await db.execute(sql`
      INSERT INTO planejamento_mes (projeto, mes, valor_venda)
      SELECT ${TARGET.key}, m::date, 250000 FROM generate_series(date '2024-12-01', date '2026-11-01', interval '1 month') AS m`);
    await db.execute(sql`
      INSERT INTO previsto_funcao (projeto, mes, indice, codigo_funcao, nome_funcao, horas_funcao, custo_venda_funcao, custo_total_funcao)
      SELECT ${TARGET.key}, m.mes, i, i, f.nome, 160 * i, 50 + 10 * i, 160 * i * (50 + 10 * i)
      FROM planejamento_mes m CROSS JOIN generate_series(1, 3) AS i JOIN funcao f ON f.cod = i WHERE m.projeto = ${TARGET.key}`);
    await db.execute(sql`
      INSERT INTO previsto_indireto (projeto, mes, indice, descricao_custo_indireto, tipo, valor_original_custo_indireto, moeda, cotacao, valor_custo_indireto)
      SELECT ${TARGET.key}, m.mes, 1, 'Nuvem', 'INFRA_CLOUD', 1000, 'USD', 5.5, 5500 FROM planejamento_mes m WHERE m.projeto = ${TARGET.key}`);
  });
  await step('VACUUM ANALYZE (mapa de visibilidade, estatísticas)', () =>
    database.withSession(async (session) => {
      for (const table of ['worklog', 'worklog_mes', 'plano', 'issue', 'projeto', 'colaborador', 'jira_usuario', 'previsto_funcao', 'planejamento_mes']) {
        await session.exec(`VACUUM ANALYZE ${table}`);
      }
      await session.exec('ANALYZE fechamento_colaborador');
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// CPU of the PostgreSQL server (local: /proc/<pid>/stat, in clock ticks): the benchmark's client
// backends (utime + stime) plus the postmaster's reaped children (cutime + cstime), where the
// parallel workers' time lands when they exit (other databases' workers exiting meanwhile count too).

const TICK_MS = 10; // getconf CLK_TCK = 100 on Linux
function statOf(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}
interface Servidor {
  backends: number[];
  postmaster: number | null;
}
async function servidor(database: Database): Promise<Servidor> {
  const result = await rows<{ pid: number }>(
    database,
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
  );
  const backends = result.map((row) => Number(row.pid));
  const ppid = backends.map((pid) => statOf(pid)?.[1]).find(Boolean);
  return { backends, postmaster: ppid ? Number(ppid) : null };
}
function serverTicks({ backends, postmaster }: Servidor): number {
  let total = 0;
  for (const pid of backends) {
    const fields = statOf(pid);
    if (fields) total += Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14, 15)
  }
  const fields = postmaster ? statOf(postmaster) : null;
  if (fields) total += Number(fields[13]) + Number(fields[14]); // cutime + cstime (fields 16, 17)
  return total;
}

interface Medida {
  label: string;
  /** The figure's name for BENCH_FIGURAS (the same in every run and volume). */
  nome: string;
  target: number;
  endpoint: number[];
  raw: number[];
  cpuNodeEndpoint: number;
  cpuServerEndpoint: number;
  cpuNodeRaw: number;
  cpuServerRaw: number;
}

async function medir(
  database: Database,
  [label, nome]: [string, string],
  target: number,
  endpoint: () => Promise<unknown>,
  rawQuery: () => Promise<unknown>,
): Promise<Medida> {
  for (let i = 0; i < WARMUP; i++) {
    await endpoint();
    await rawQuery();
  }
  const pids = await servidor(database);
  const medida: Medida = { label, nome, target, endpoint: [], raw: [], cpuNodeEndpoint: 0, cpuServerEndpoint: 0, cpuNodeRaw: 0, cpuServerRaw: 0 };
  // Alternate endpoint and raw query so both see the same machine load.
  for (let i = 0; i < RUNS; i++) {
    let cpu = process.cpuUsage();
    let ticks = serverTicks(pids);
    let t0 = performance.now();
    await endpoint();
    medida.endpoint.push(performance.now() - t0);
    let used = process.cpuUsage(cpu);
    medida.cpuNodeEndpoint += (used.user + used.system) / 1000;
    medida.cpuServerEndpoint += (serverTicks(pids) - ticks) * TICK_MS;

    cpu = process.cpuUsage();
    ticks = serverTicks(pids);
    t0 = performance.now();
    await rawQuery();
    medida.raw.push(performance.now() - t0);
    used = process.cpuUsage(cpu);
    medida.cpuNodeRaw += (used.user + used.system) / 1000;
    medida.cpuServerRaw += (serverTicks(pids) - ticks) * TICK_MS;
  }
  return medida;
}

/** The area's figures as raw SQL: the statements the service sends (plans, worklogs), without the row assembly. */
function rawArea(database: Database, mats: number[]) {
  return () =>
    Promise.all([
      database.db.execute(sqlPlanosArea(TRIMESTRE.inicio, TRIMESTRE.fim, DEMO_PROJETO_AUSENCIAS.chave)),
      database.db.execute(sqlWorklogsArea(TRIMESTRE.inicio, TRIMESTRE.fim, mats)),
    ]);
}

async function measure(database: Database): Promise<Medida[]> {
  const config = defaultAppConfig({ jwtSecret: 'segredo-do-benchmark-com-32-caracteres-ou-mais', argon2: ARGON2_DO_BENCH, logLevel: 'silent' });
  const app = buildApp({ db: database, config });
  await app.ready();
  try {
    const login = await app.inject({ method: 'POST', url: '/login', payload: { usuario: 'financeiro', senha: DEFAULT_DEMO_PASSWORDS.financeiro } });
    const headers = { authorization: `Bearer ${login.json().token as string}` };

    // Capacity by area: the endpoint's sums equal the raw statements' sums.
    const areaUrl = `/relatorio/capacidade-area/${TRIMESTRE.inicio}/${TRIMESTRE.fim}`;
    const response = await app.inject({ method: 'GET', url: areaUrl, headers });
    if (response.statusCode !== 200) throw new Error(`capacidade: ${response.statusCode} ${response.body}`);
    const linhas = response.json<LinhaCapacidadeArea[]>();
    const mats = linhas.map((linha) => linha.colaborador.mat);
    const [planos, worklogs] = (await rawArea(database, mats)()) as unknown as { rows: Record<string, string | boolean>[] }[];
    const somaRaw = (lista: Record<string, string | boolean>[], campo: string, filtro: (r: Record<string, string | boolean>) => boolean = () => true) =>
      lista.filter(filtro).reduce((total, row) => total + Number(row[campo]), 0) / 3600;
    const emMats = new Set(mats.map(String));
    // Each row's hours are rounded to 0,01 h: the rows' sum is within that of the raw statements' sum.
    const conferirHoras = (nome: string, endpoint: number, raw: number) =>
      conferir(Math.abs(endpoint - raw) <= 0.01 * linhas.length, () => `capacidade e consulta divergem em ${nome}: ${endpoint} x ${raw}`);
    const somaLinhas = (get: (linha: LinhaCapacidadeArea) => number) => linhas.reduce((total, linha) => total + get(linha), 0);
    conferir(linhas.length > 0, () => 'capacidade: nenhum colaborador no trimestre');
    conferirHoras('planejadas', somaLinhas((l) => l.totalHorasPlanejadas), somaRaw(planos!.rows, 'segundos', (r) => !r.ausencia && emMats.has(String(r.mat))));
    conferirHoras('férias', somaLinhas((l) => l.ferias), somaRaw(planos!.rows, 'segundos', (r) => Boolean(r.ausencia) && emMats.has(String(r.mat))));
    conferirHoras('realizadas', somaLinhas((l) => l.horasRealizadas), somaRaw(worklogs!.rows, 'realizado'));
    conferirHoras('faturáveis', somaLinhas((l) => l.horasFaturaveis), somaRaw(worklogs!.rows, 'faturavel'));
    console.log(
      `  capacidade conferida: ${linhas.length} colaboradores no trimestre, ${Math.round(somaLinhas((l) => l.totalHorasPlanejadas)).toLocaleString('pt-BR')} h planejadas, ` +
        `${Math.round(somaLinhas((l) => l.horasRealizadas)).toLocaleString('pt-BR')} h realizadas em projetos de cliente`,
    );

    // Planned vs real over 24 months: the real hours equal the raw statement's, and the real hour cost
    // is the exact parts' sum rounded once (DOMAIN.md, `custoHHReportado`): the same to the cent.
    const pvrUrl = `/custo-projeto/curto-real/${TARGET.key}/${TARGET.id}/${PERIODO.inicio}/${PERIODO.fim}`;
    const rawPvr = sql`
      WITH hh AS (${sqlResumoDetalhe([TARGET.id], PERIODO.inicio, PERIODO.fim)})
      SELECT (SELECT sum(s) FROM hh) AS s, (SELECT round(sum(custo), 2) FROM hh) AS custo,
             (SELECT sum(custo_total_funcao) FROM previsto_funcao WHERE projeto = ${TARGET.key} AND mes BETWEEN ${PERIODO.inicio}::date AND ${PERIODO.fim}::date) AS previsto`;
    const pvr = await app.inject({ method: 'GET', url: pvrUrl, headers });
    if (pvr.statusCode !== 200) throw new Error(`previsto x real: ${pvr.statusCode} ${pvr.body}`);
    const comparacao = pvr.json<{ data: { categorias: { categoria: string; previsto: string; real: string }[]; horas: { real: string } } }>().data;
    const [raw] = await rows<{ s: string; custo: string; previsto: string }>(database, rawPvr);
    const hh = comparacao.categorias.find((c) => c.categoria === 'CUSTO_HH')!;
    conferir(
      Math.abs(Number(comparacao.horas.real) - Number(raw!.s) / 3600) <= 0.01 &&
        Number(hh.previsto) === Number(raw!.previsto) &&
        Number(hh.real) === Number(raw!.custo),
      () => `previsto x real e consulta divergem: ${JSON.stringify(hh)} ${comparacao.horas.real} h x ${JSON.stringify(raw)}`,
    );
    console.log(`  previsto x real conferido: ${Number(comparacao.horas.real).toLocaleString('pt-BR')} h, custo HH previsto R$ ${hh.previsto}, real R$ ${hh.real}`);

    return [
      await medir(database, [`capacidade por área (${linhas.length} colaboradores, 1 trimestre)`, 'capacidade por área'], 300, () => app.inject({ method: 'GET', url: areaUrl, headers }), rawArea(database, mats)),
      await medir(
        database,
        [`previsto x real de 1 projeto em 24 meses (${PROJECT_WORKLOGS.toLocaleString('pt-BR')} worklogs)`, 'previsto x real'],
        150,
        () => app.inject({ method: 'GET', url: pvrUrl, headers }),
        () => database.db.execute(rawPvr),
      ),
    ];
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `Benchmark de capacidade e previsto x real: ${WORKLOGS.toLocaleString('pt-BR')} worklogs na empresa, ${COLABORADORES} colaboradores, ` +
      `${PROJECTS.toLocaleString('pt-BR')} projetos, ${RUNS} medições de cada`,
  );
  console.log(machineLine());
  const semServidor = await withBenchDatabase('capacidade', async (database) => {
    const version = (await rows<{ server_version: string }>(database, sql`SHOW server_version`))[0]?.server_version;
    console.log(`PostgreSQL ${version ?? '?'}\n\nPreparação:`);
    await prepare(database);
    console.log(`\nMedições (carga ${loadAverage()}):`);
    const medidas = await measure(database);
    console.log('\n=== Resultado (PostgreSQL; mediana e p95 do relógio; CPU média por chamada: node + servidor PostgreSQL) ===');
    for (const m of medidas) {
      const endpoint = median(m.endpoint);
      const raw = median(m.raw);
      const porChamada = (total: number) => `${(total / RUNS).toFixed(1)} ms`;
      console.log(`${m.label}`);
      console.log(
        `  endpoint ${fmt(endpoint)} (p95 ${fmt(p95(m.endpoint))}; CPU node ${porChamada(m.cpuNodeEndpoint)} + servidor ${porChamada(m.cpuServerEndpoint)})`,
      );
      console.log(`  SQL cru  ${fmt(raw)} (p95 ${fmt(p95(m.raw))}; CPU node ${porChamada(m.cpuNodeRaw)} + servidor ${porChamada(m.cpuServerRaw)})`);
      console.log(`  razão ${(endpoint / raw).toFixed(2)}x   meta < ${m.target} ms: ${endpoint < m.target ? 'atingida' : 'NÃO atingida'} (relógio)`);
      figura(`${m.nome}: endpoint (mediana)`, endpoint);
      figura(`${m.nome}: SQL cru (mediana)`, raw);
      figura(`${m.nome}: CPU do node por chamada do endpoint`, m.cpuNodeEndpoint / RUNS);
    }
  });
  if (semServidor) pulado(`${semServidor}; este benchmark precisa de PostgreSQL (5 milhões de worklogs).`);
  console.log(`Carga ao final: ${loadAverage()} (com carga acima de 2 núcleos, os tempos de relógio incluem a espera pela CPU)`);
}

await main();
