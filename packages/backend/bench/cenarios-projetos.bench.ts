/**
 * A scenario's projects route (issue 39): GET /cenarios/:id/projetos — the forecast's portfolio
 * (issue 38: every project in Jira with a plan) re-priced with the scenario's function rates — over
 * 5.000 employees with three changes (bench/cenarios-comum.ts) and BENCH_PROJECTS projects with 24-month
 * plans (2 function lines and 1 indirect line a month, from 2025-12: most of it still to come) and
 * BENCH_WORKLOGS worklogs of the demo company's people (their closings price the hours), by the API on
 * PostgreSQL, with the pings and the loop's delay during it. Each run changes the raise first (the
 * scenario's month computed anew, then the portfolio); then 'guardado' asks again (the month kept, the
 * portfolio's inputs read again). Prints the figures; asserts nothing about time.
 *
 *   BENCH=cenarios-projetos pnpm bench          (BENCH_EMPLOYEES=1000 BENCH_PROJECTS=100 BENCH_RUNS=1 for smaller runs)
 */
import type { Database } from '../src/db/client';
import { fmt, linhaDaMedida, medirRodadas, prepararApi } from './cenarios-comum';
import { conferir, inserirIssuesBench, inserirPlanosBench, inserirProjetosBench, inserirWorklogsBench, machineLine, pulado, SMOKE, volume, withBenchDatabase } from './support';

const EMPLOYEES = volume('BENCH_EMPLOYEES', 5000, 100);
const PROJECTS = volume('BENCH_PROJECTS', 1000, 20);
const WORKLOGS = volume('BENCH_WORKLOGS', 200_000, 2_000);
const RUNS = Math.max(1, volume('BENCH_RUNS', SMOKE ? 1 : 3, 1));
const FIRST_ID = 2_000_001;
const INICIO_PLANOS = '2025-12-01';

async function projetosComPlanos(database: Database): Promise<void> {
  const db = database.db;
  await inserirProjetosBench(db, { primeiroId: FIRST_ID, projetos: PROJECTS });
  await inserirIssuesBench(db, { primeiroId: FIRST_ID, projetos: PROJECTS, medidoId: FIRST_ID });
  await inserirWorklogsBench(db, { primeiroId: FIRST_ID, projetos: PROJECTS, medidoId: FIRST_ID, worklogs: WORKLOGS, projetoWorklogs: 0, inicio: '2024-12-01' });
  await inserirPlanosBench(db, { primeiroId: FIRST_ID, inicio: INICIO_PLANOS });
  await database.withSession(async (session) => {
    for (const tabela of ['worklog_mes', 'projeto', 'planejamento', 'planejamento_mes', 'previsto_funcao', 'previsto_indireto', 'fechamento_colaborador']) {
      await session.exec(`VACUUM ANALYZE ${tabela}`);
    }
  });
}

async function bench(database: Database): Promise<void> {
  const api = await prepararApi(database, { colaboradores: EMPLOYEES, projetos: true, depois: projetosComPlanos });
  try {
    const id = await api.criarCenario();
    console.log(
      `Benchmark dos projetos do cenário (API, PostgreSQL): ${EMPLOYEES} colaboradores, 3 alterações, ${PROJECTS} projetos com planos de 24 meses, ${WORKLOGS} worklogs, ${RUNS} execuções`,
    );
    console.log(machineLine());
    await medirRodadas(
      RUNS,
      {
        calculado: 'cenário: projetos calculados e respondidos (mediana)',
        cpu: 'cenário: projetos, CPU (mediana)',
        guardado: 'cenário: projetos com o mês guardado (mediana)',
        parcela: 'cenário: parcela dos pings respondidos durante os projetos (mínima)',
      },
      async (run) => {
        await api.mudarReajuste(id, 0.05 + run / 1000);
        const calculado = await api.medir(() => api.call('GET', `/cenarios/${id}/projetos`));
        const guardado = await api.medir(() => api.call('GET', `/cenarios/${id}/projetos`));
        const { projetos } = calculado.resultado.json.data;
        const bench = projetos.filter((projeto: { chave: string }) => projeto.chave.startsWith('BENCH'));
        conferir(bench.length === PROJECTS, () => `${bench.length} projetos BENCH na resposta, esperados ${PROJECTS}`);
        const subiram = bench.filter((projeto: { custoRestanteDepois: string; custoRestanteAntes: string }) => Number(projeto.custoRestanteDepois) > Number(projeto.custoRestanteAntes));
        conferir(subiram.length > 0, () => 'o reajuste não subiu o custo a realizar de nenhum projeto');
        conferir(JSON.stringify(guardado.resultado.json) === JSON.stringify(calculado.resultado.json), () => 'a segunda resposta difere da primeira');
        console.log(
          `  #${run}: ${projetos.length} projetos (${subiram.length} com custo a realizar maior) calculados e respondidos em ${linhaDaMedida(calculado)} (${(calculado.resultado.bytes / 1e3).toFixed(0)} kB); com o mês guardado ${fmt(guardado.ms)} [CPU ${guardado.cpuMs.toFixed(0)} ms]`,
        );
        return { calculado, guardado };
      },
    );
  } finally {
    await api.close();
  }
}

const motivo = await withBenchDatabase('cenariosprojetos', bench, 10);
if (motivo) pulado(motivo);
