/**
 * Closing benchmark (issue 4, 'Performance'): 5.000 employees with 4 benefits each and the 6 taxes
 * of the CLT regime (INSS and IRRF with brackets; FGTS, CPP, RAT, Terceiros by rate), calculated and
 * persisted by the same code as POST /fechamento/custo-hh/{id} (one transaction: lock, load,
 * engine, delete + bulk insert), on PGlite (in memory) and on PostgreSQL when one answers
 * (DATABASE_URL, else 127.0.0.1:5432 user postgres; a throwaway database is created and dropped).
 * Plus the pure engine's throughput (employees per second). Prints the figures; asserts nothing
 * about time.
 *
 *   pnpm --filter @financeiro/backend bench        (or `pnpm bench` at the root)
 *   BENCH_EMPLOYEES=2000 BENCH_RUNS=2 ...            (smaller runs)
 *   BENCH_SCALE=smoke                                (200 employees, one run, one engine pass: bench/smoke.test.ts)
 *   BENCH_DATABASES=postgresql ...                   (one database: pglite or postgresql)
 *   BENCH_FECHAMENTO_DADOS=/tmp/dados.json ...       (keeps the engine's input for profiling:
 *                                                     node --import tsx bench/motor-puro.ts /tmp/dados.json)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { fechamentoColaborador } from '../src/db/schema';
import { calcularFechamento, LOTE_CALCULO, type ResultadoCalculo } from '../src/modules/fechamentos';
import { medirMotor, type EngineFigures, type MotorPuro } from './motor-puro';
import { carregarDados, montarEntradas, type DadosFechamento } from '../src/modules/fechamentos';
import { prepararFechamentoGrande } from '../src/test/cargas';
import { conferir, figura, loadAverage, machineLine, median, semearDemo, SMOKE, usesDatabase, volume, withBenchDatabase } from './support';

const EMPLOYEES = volume('BENCH_EMPLOYEES', 5000, 200);
const RUNS = Math.max(1, volume('BENCH_RUNS', 3, 1));
/** Fresh processes the pure engine is measured in. */
const FRESH_PROCESSES = SMOKE ? 1 : 3;
const PERIODO = { dataInicio: '2026-10-01', dataFim: '2026-10-31', diasUteis: 21 };

const here = path.dirname(fileURLToPath(import.meta.url));
const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;

/** Demo seed (taxes, benefits, regimes; not the projects), then EMPLOYEES CLT employees (src/test/cargas.ts). */
async function prepare(database: Database): Promise<number> {
  await migrate(database);
  await semearDemo(database.db, 'demo-sem-projetos');
  return prepararFechamentoGrande(database.db, EMPLOYEES, PERIODO);
}

interface Figures {
  backend: string;
  runs: ResultadoCalculo[];
  rows: number;
}

async function benchBackend(label: string, database: Database): Promise<Figures> {
  const started = performance.now();
  const id = await prepare(database);
  console.log(`  ${label}: preparado em ${fmt(performance.now() - started)} (${EMPLOYEES} colaboradores, 4 benefícios cada)`);
  const runs: ResultadoCalculo[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const t0 = performance.now();
    const result = await calcularFechamento(database.db, id);
    const wall = performance.now() - t0;
    runs.push({ ...result, tempos: { ...result.tempos, total: Math.round(wall) } });
    console.log(
      `  ${label} #${run}: calcular + gravar ${fmt(wall)}  (carregar ${fmt(result.tempos.carregar)}, motor ${fmt(result.tempos.calcular)}, gravar ${fmt(result.tempos.gravar)}; ${result.colaboradores} resultados)`,
    );
  }
  const rows = await database.db.select({ mat: fechamentoColaborador.mat }).from(fechamentoColaborador).where(eq(fechamentoColaborador.fechamentoId, id));
  conferir(rows.length === EMPLOYEES, () => `${label}: ${rows.length} resultados, esperado ${EMPLOYEES}`);
  return { backend: label, runs, rows: rows.length };
}


/**
 * The pure engine measured in a fresh Node process (bench/motor-puro.ts) on this closing's rows,
 * three times (once in a smoke run): what the engine's code does by itself, without the seed's and the calculations'
 * history in this process (their garbage and JIT feedback; see the in-process figures beside).
 */
function engineInFreshProcess(dados: DadosFechamento, soma: string): MotorPuro[] {
  const arquivo = path.join(os.tmpdir(), `fechamento-bench-${process.pid}.json`);
  fs.writeFileSync(arquivo, JSON.stringify({ periodo: PERIODO, dados }));
  try {
    return Array.from({ length: FRESH_PROCESSES }, () => {
      // This process's flags (run-all.mjs gives it the server's V8 flags and tsx).
      const filho = spawnSync(process.execPath, [...process.execArgv, path.join(here, 'motor-puro.ts'), arquivo], { encoding: 'utf8' });
      if (filho.status !== 0) throw new Error(`motor-puro.ts: ${filho.stderr}`);
      const figuras = JSON.parse(filho.stdout.trim().split('\n').pop()!) as MotorPuro;
      conferir(figuras.somaCustoTotal === soma, () => `motor-puro.ts calculou ${figuras.somaCustoTotal}, esperado ${soma}`);
      return figuras;
    });
  } finally {
    const guardar = process.env.BENCH_FECHAMENTO_DADOS;
    if (guardar) fs.copyFileSync(arquivo, guardar);
    fs.rmSync(arquivo, { force: true });
  }
}

async function enginePerSecond(database: Database): Promise<{ aqui: MotorPuro; novos: MotorPuro[] }> {
  const dados = await carregarDados(database.db, PERIODO);
  const aqui = medirMotor(PERIODO, montarEntradas(dados, PERIODO).colaboradores);
  return { aqui, novos: engineInFreshProcess(dados, aqui.somaCustoTotal) };
}

async function main(): Promise<void> {
  console.log(`Benchmark do fechamento: ${EMPLOYEES} colaboradores x 4 benefícios, 6 impostos do regime (2 com faixas), ${RUNS} execuções`);
  console.log(machineLine());
  const results: Figures[] = [];
  let engine: Awaited<ReturnType<typeof enginePerSecond>> | undefined;

  // The pure engine on the first database's closing (the same rows on either).
  if (usesDatabase('pglite')) {
    const pglite = await createDatabase({ memory: true });
    try {
      results.push(await benchBackend('PGlite', pglite));
      engine = await enginePerSecond(pglite);
    } finally {
      await pglite.close();
    }
  }

  const semServidor = await withBenchDatabase('fechamento', async (database) => {
    results.push(await benchBackend('PostgreSQL', database));
    engine ??= await enginePerSecond(database);
  });
  if (semServidor) console.log(`  ${semServidor}; ${results.length ? 'somente PGlite' : 'nenhum banco medido'}.`);
  conferir(results.length > 0, () => 'nenhum banco medido (BENCH_DATABASES)');

  console.log('\n=== Resultado (melhor de cada) ===');
  for (const result of results) {
    const best = result.runs.reduce((a, b) => (b.tempos.total < a.tempos.total ? b : a));
    console.log(
      `${result.backend.padEnd(11)} calcular + gravar ${EMPLOYEES}: ${fmt(best.tempos.total)} (carregar ${best.tempos.carregar} ms, motor ${best.tempos.calcular} ms, gravar ${best.tempos.gravar} ms)`,
    );
    figura(`${result.backend}: calcular + gravar (melhor)`, best.tempos.total);
    figura(`${result.backend}: carregar (na melhor)`, best.tempos.carregar);
    figura(`${result.backend}: motor (na melhor)`, best.tempos.calcular);
    figura(`${result.backend}: gravar (na melhor)`, best.tempos.gravar);
  }
  if (engine) {
    const linha = (figuras: EngineFigures) =>
      `${figuras.perSecond.toLocaleString('pt-BR')} colaboradores/s de relógio, ${figuras.perCpuSecond.toLocaleString('pt-BR')} por s de CPU (${figuras.employees} cálculos em ${figuras.seconds.toFixed(1)} s)`;
    engine.novos.forEach((figuras, i) => {
      console.log(`Motor puro, processo novo #${i + 1}, em lotes de ${LOTE_CALCULO} como o cálculo: ${linha(figuras.emLotes)}`);
      console.log(`Motor puro, processo novo #${i + 1}, todos os resultados retidos: ${linha(figuras.retidos)}`);
    });
    figura('motor puro, processo novo, em lotes: colaboradores/s de relógio (mediana)', median(engine.novos.map((f) => f.emLotes.perSecond)), 'colaboradores/s', 'maior');
    figura('motor puro, processo novo, em lotes: colaboradores/s de CPU (mediana)', median(engine.novos.map((f) => f.emLotes.perCpuSecond)), 'colaboradores/s', 'maior');
    figura('motor puro, processo novo, retidos: colaboradores/s de CPU (mediana)', median(engine.novos.map((f) => f.retidos.perCpuSecond)), 'colaboradores/s', 'maior');
    console.log(`Motor puro neste processo (depois da semente e dos cálculos), em lotes: ${linha(engine.aqui.emLotes)}`);
    console.log(`Motor puro neste processo, todos os resultados retidos: ${linha(engine.aqui.retidos)}`);
  }
  console.log(`Carga ao final: ${loadAverage()} (com carga acima de 2 núcleos, os tempos de relógio incluem a espera pela CPU)`);
}

await main();
