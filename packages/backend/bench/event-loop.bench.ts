/**
 * Event-loop benchmark (issue 21, point 2): how long the API keeps other requests waiting while it
 * runs a 5.000-employee closing (previews + calculation, then the recalculation) and 20.000-row imports
 * (new employees invalid and valid, benefits valid and invalid, updates). The API listens on a real
 * port; worker threads ping GET /health and GET /laco (a route of this bench that runs no query), one
 * ping at a time, 10 ms apart (src/test/pinger.ts), and perf_hooks.monitorEventLoopDelay watches the
 * loop itself. On PGlite (one connection) /health waits for the running transaction, /laco only for the
 * event loop. On PGlite (in memory) and on PostgreSQL when one answers (DATABASE_URL, else
 * 127.0.0.1:5432; a throwaway database, the server's pool of 10). Prints the figures; asserts nothing
 * about time.
 *
 *   BENCH=event-loop pnpm bench
 *   BENCH_ROWS=5000 BENCH_EMPLOYEES=1000 ...   (smaller runs)
 *   BENCH_UPDATE_ROWS=20000 ...                (the update import writes row by row: 20.000 take minutes on PGlite)
 *   BENCH_SCALE=smoke                          (200 rows, 100 employees: bench/smoke.test.ts)
 *   BENCH_DATABASES=postgresql ...             (one database: pglite or postgresql)
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createDatabase, type Database } from '../src/db/client';
import { beneficiosImportados, colaboradoresImportados } from '../src/test/cargas';
import { percentile, startHealthPinger } from '../src/test/pinger';
import { fmt, subirApi } from './cenarios-comum';
import { conferir, figura, loadAverage, machineLine, usesDatabase, volume, withBenchDatabase } from './support';

const ROWS = volume('BENCH_ROWS', 20_000, 200);
const EMPLOYEES = volume('BENCH_EMPLOYEES', 5000, 100);
const UPDATE_ROWS = Math.min(ROWS, volume('BENCH_UPDATE_ROWS', 2000, 50));

interface Figures {
  operation: string;
  ms: number;
  cpuMs: number;
  pings: number;
  p99: number;
  max: number;
  lacoP99: number;
  lacoMax: number;
  loopMax: number;
  failures: number;
}

async function benchBackend(label: string, database: Database): Promise<Figures[]> {
  const api = await subirApi(database, { colaboradores: EMPLOYEES, projetos: false, usuario: 'rh' });
  const { base, fechamentoId: id } = api;
  const post = async (path: string, body: unknown) => (await api.call('POST', path, body)).json as { result: Record<string, unknown> };
  const figures: Figures[] = [];
  const measure = async (operation: string, nome: string, run: () => Promise<string>) => {
    const pinger = startHealthPinger(base, 10);
    const laco = startHealthPinger(base, 10, '/laco');
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const detail = await run();
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    loop.disable();
    const pings = await pinger.stop();
    const lacoPings = await laco.stop();
    const item = {
      operation,
      ms,
      cpuMs: (cpu.user + cpu.system) / 1000,
      pings: pings.latencies.length,
      p99: percentile(pings.latencies, 0.99),
      max: Math.max(...pings.latencies),
      lacoP99: percentile(lacoPings.latencies, 0.99),
      lacoMax: Math.max(...lacoPings.latencies),
      loopMax: loop.max / 1e6,
      failures: pings.failures.length + lacoPings.failures.length,
    };
    figures.push(item);
    figura(`${label}, ${nome}: duração`, ms);
    // A short operation may see no ping at all (smoke runs).
    if (lacoPings.latencies.length > 0) figura(`${label}, ${nome}: /laco p99`, item.lacoP99);
    figura(`${label}, ${nome}: atraso máximo do laço`, item.loopMax);
    console.log(
      `  ${label.padEnd(10)} ${operation.padEnd(34)} ${fmt(ms)} [CPU ${item.cpuMs.toFixed(0)} ms]  /health p99 ${fmt(item.p99)}, máx ${fmt(item.max)} (${item.pings} pings${item.failures ? `, ${item.failures} falhas` : ''}); /laco p99 ${fmt(item.lacoP99)}, máx ${fmt(item.lacoMax)}; atraso máx do laço ${fmt(item.loopMax)}; ${detail}`,
    );
  };
  const fechar = async (isRecalculate: boolean) => {
    const [beneficios, impostos] = await Promise.all([
      post(`/beneficio/calculate/${id}`, { isRecalculate }),
      post(`/imposto/calculate/${id}`, { isRecalculate }),
    ]);
    const custo = await post(`/fechamento/custo-hh/${id}`, { partTimeColab: true });
    conferir(
      [beneficios, impostos, custo].every((resposta) => resposta.result.colaboradores === EMPLOYEES),
      () => `fechamento: ${String(beneficios.result.colaboradores)}/${String(impostos.result.colaboradores)}/${String(custo.result.colaboradores)} colaboradores, esperado ${EMPLOYEES}`,
    );
    return `${String(beneficios.result.colaboradores)}/${String(impostos.result.colaboradores)}/${String(custo.result.colaboradores)} colaboradores`;
  };
  /** `gravadas`: how many rows the import must apply (the others refused). */
  const importar = (path: string, data: Record<string, string>[], gravadas: number) => async () => {
    const { result } = await post(path, { data });
    conferir(result.applied === gravadas, () => `${path}: ${String(result.applied)} gravados de ${data.length}, esperado ${gravadas}`);
    return `${String(result.applied)} gravados, ${Object.keys(result.fail as object).length} CPFs recusados`;
  };
  try {
    await measure(`fechamento ${EMPLOYEES} (prévias + cálculo)`, 'fechamento', () => fechar(false));
    await measure(`recálculo ${EMPLOYEES}`, 'recálculo', () => fechar(true));
    const validos = colaboradoresImportados(ROWS, 1);
    await measure(`colaboradores ${ROWS} inválidos`, 'colaboradores inválidos', importar('/import/colaborador', colaboradoresImportados(ROWS, 2, { invalidas: true }), 0));
    await measure(`colaboradores ${ROWS} válidos`, 'colaboradores válidos', importar('/import/colaborador', validos, ROWS));
    const beneficios = beneficiosImportados(validos.map((row) => row.cpf!));
    await measure(`benefícios ${ROWS} válidos`, 'benefícios válidos', importar('/import/beneficios-colaborador', beneficios, beneficios.length));
    await measure(`benefícios ${ROWS} inválidos (já tem)`, 'benefícios inválidos', importar('/import/beneficios-colaborador', beneficios, 0));
    const atualizacoes = validos.slice(0, UPDATE_ROWS).map((row) => ({ cpf: row.cpf!, salario: '9.876,54' }));
    await measure(`atualizar ${UPDATE_ROWS} colaboradores`, 'atualizar colaboradores', importar('/import/update-colaborador', atualizacoes, UPDATE_ROWS));
  } finally {
    await api.close();
  }
  return figures;
}

async function main(): Promise<void> {
  console.log(`Benchmark do laço de eventos: fechamento de ${EMPLOYEES} colaboradores, importações de ${ROWS} linhas; /health e /laco a cada 10 ms, um ping por vez (com o servidor parado, poucos pings: veja o máximo e a contagem)`);
  console.log(machineLine());
  let medidos = 0;
  if (usesDatabase('pglite')) {
    const pglite = await createDatabase({ memory: true });
    try {
      await benchBackend('PGlite', pglite);
      medidos++;
    } finally {
      await pglite.close();
    }
  }
  // The server's pool (10 connections): with 4, /health waited for a connection, not for the event loop.
  const semServidor = await withBenchDatabase(
    'laco',
    async (database) => {
      await benchBackend('PostgreSQL', database);
      medidos++;
    },
    10,
  );
  if (semServidor) console.log(`  ${semServidor}; ${medidos ? 'somente PGlite' : 'nenhum banco medido'}.`);
  conferir(medidos > 0, () => 'nenhum banco medido (BENCH_DATABASES)');
  console.log(`Carga ao final: ${loadAverage()}`);
}

await main();
