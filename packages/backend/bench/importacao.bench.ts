/**
 * Import benchmark (issue 7, 'Performance'): a 10.000-row xlsx of new employees, parsed by the
 * screens' parser (packages/domain/src/importacao/parser.ts) and sent to POST /import/colaborador
 * (schema validation, checks, one transaction with savepoints per chunk, employees + history),
 * on PGlite (in memory) and on PostgreSQL when one answers (DATABASE_URL, else 127.0.0.1:5432 user
 * postgres; a throwaway database is created and dropped). End to end = parse + request.
 * Plus the same parse in headless Chromium (/usr/bin/chromium through playwright-core, the parser
 * bundled by esbuild), as the browser does it: each run in a new browser, the first parse in the
 * fresh page (cold, the headline figure: what a user's first import costs) and then a few more
 * (warm). Prints the figures; asserts nothing about time.
 *
 *   pnpm --filter @financeiro/backend bench        (or BENCH=importacao pnpm bench)
 *   BENCH_ROWS=2000 BENCH_RUNS=1 ...                (smaller runs)
 *   BENCH_XLSX_ENGINE=sheetjs ...                   (the SheetJS reader instead of the direct one)
 *   BENCH_SCALE=smoke                               (200 rows, one run, one warm parse: bench/smoke.test.ts)
 *   BENCH_DATABASES=postgresql ...                  (one database: pglite or postgresql)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { IMPORT_LAYOUTS, layoutColumns, toLayoutRows, type ImportResult } from '@financeiro/domain';
import { parseImportFile, type XlsxEngine } from '@financeiro/domain/importacao/parser';
import { buildApp } from '../src/app';
import { DEFAULT_DEMO_PASSWORDS, defaultAppConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { colaborador, colaboradorHistorico } from '../src/db/schema';
import { withCheckDigits } from '../src/seed/company/cpf';
import { ARGON2_DO_BENCH, conferir, figura, loadAverage, machineLine, median, semearDemo, SMOKE, usesDatabase, volume, withBenchDatabase } from './support';

const ROWS = volume('BENCH_ROWS', 10_000, 200);
const RUNS = Math.max(1, volume('BENCH_RUNS', 2, 1));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * Which reader the benchmark's parse uses: 'auto' (what the screens do) by default;
 * BENCH_XLSX_ENGINE=sheetjs measures the SheetJS path on the same file, for comparison.
 */
const ENGINE: XlsxEngine = process.env.BENCH_XLSX_ENGINE === 'sheetjs' ? 'sheetjs' : 'auto';
/** Bench-only argon2 cost (the login is not measured). */

const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;

/** A 10.000-row workbook like an HR export: text CPF, numeric codes and salary, date cells. */
function buildFile(rows: number, run: number): Uint8Array {
  const header = layoutColumns(IMPORT_LAYOUTS.colaboradores);
  const data: unknown[][] = [header];
  for (let i = 0; i < rows; i++) {
    const base = `${run}${String(i).padStart(7, '0')}1`.slice(-9).split('').map(Number);
    const cpf = withCheckDigits(base);
    const values: Record<string, unknown> = {
      nome: `Pessoa${i}`,
      sobrenome: `Importada ${run}`,
      cpf,
      email: `pessoa.${run}.${i}@bench.example`,
      dependentes: i % 3,
      endereco: `Rua ${i}, ${i % 500}`,
      cidade: 'São Paulo',
      filial: (i % 3) + 1,
      departamento: 5,
      regime: 1,
      funcao: (i % 8) + 1,
      admissao: 45292 + (i % 300), // 2024-01-01 onwards, as date cells
      demissao: '',
      salario: 3000 + (i % 50) * 137.45,
      carga_horaria: 8,
      classificacao: 'Desenvolvimento',
      data_inicio: 45292 + (i % 300),
      observacao: '',
    };
    data.push(header.map((column) => values[column]));
  }
  const sheet = XLSX.utils.aoa_to_sheet(data);
  const range = XLSX.utils.decode_range(sheet['!ref']!);
  const dateColumns = ['admissao', 'data_inicio'].map((name) => header.indexOf(name));
  for (let r = 1; r <= range.e.r; r++) {
    for (const c of dateColumns) sheet[XLSX.utils.encode_cell({ r, c })].z = 'dd/mm/yyyy';
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Colaboradores');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

interface RunFigures {
  parse: number;
  request: number;
  total: number;
  applied: number;
  /** CPU ms of this process in each phase. */
  parseCpu: number;
  requestCpu: number;
}

async function benchBackend(label: string, database: Database): Promise<RunFigures[]> {
  await migrate(database);
  const config = defaultAppConfig({ jwtSecret: 'segredo-do-benchmark-com-pelo-menos-32-caracteres', argon2: ARGON2_DO_BENCH, logLevel: 'warn' });
  await semearDemo(database.db, 'demo-sem-projetos');
  const app = buildApp({ db: database, config });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/login', payload: { usuario: 'rh', senha: DEFAULT_DEMO_PASSWORDS.rh } });
  const headers = { authorization: `Bearer ${login.json().token as string}` };
  const runs: RunFigures[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      const file = buildFile(ROWS, run);
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const parsed = await parseImportFile('colaboradores.xlsx', file, undefined, ENGINE);
      const rows = toLayoutRows(IMPORT_LAYOUTS.colaboradores, parsed.rows);
      const t1 = performance.now();
      const cpu1 = process.cpuUsage();
      const response = await app.inject({ method: 'POST', url: '/import/colaborador', payload: { data: rows }, headers });
      const t2 = performance.now();
      const cpu2 = process.cpuUsage();
      if (response.statusCode !== 200) throw new Error(`importação falhou: ${response.statusCode} ${response.body.slice(0, 300)}`);
      const result = response.json().result as ImportResult;
      const failures = Object.keys(result.fail).length;
      conferir(result.applied === ROWS, () => `esperado ${ROWS} gravados, veio ${result.applied} (${failures} falhas: ${JSON.stringify(Object.entries(result.fail).slice(0, 3))})`);
      const cpuMs = (from: NodeJS.CpuUsage, to: NodeJS.CpuUsage) => (to.user - from.user + to.system - from.system) / 1000;
      const figures = {
        parse: t1 - t0,
        request: t2 - t1,
        total: t2 - t0,
        applied: result.applied,
        parseCpu: cpuMs(cpu0, cpu1),
        requestCpu: cpuMs(cpu1, cpu2),
      };
      runs.push(figures);
      // CPU of this process as well: on a shared machine the wall clock also counts the other
      // processes' turns (the database server's own CPU is not in it).
      console.log(
        `  ${label.padEnd(11)} execução ${run}: ${fmt(figures.total)} (ler xlsx ${figures.parse.toFixed(0)} ms [CPU ${figures.parseCpu.toFixed(0)} ms], validar + gravar ${figures.request.toFixed(0)} ms [CPU do Node ${figures.requestCpu.toFixed(0)} ms], ${figures.applied} gravados)`,
      );
    }
    const [{ total }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(colaboradorHistorico).innerJoin(colaborador, eq(colaborador.mat, colaboradorHistorico.mat)).where(sql`${colaborador.sobrenome} like 'Importada %'`);
    conferir(total === ROWS * RUNS, () => `histórico: esperado ${ROWS * RUNS}, veio ${total}`);
  } finally {
    await app.close();
  }
  return runs;
}

/** The parser bundled for the browser (IIFE exposing parseImportFile on window). */
async function bundleParser(): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    stdin: {
      contents: "import { parseImportFile } from './src/importacao/parser'; (window as any).parseImportFile = parseImportFile;",
      resolveDir: path.resolve(here, '../../domain'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

interface BrowserRun {
  /** Evaluating the bundled parser script in the fresh page. */
  script: number;
  /** The first parse in that page (nothing compiled yet): what a user's first import costs. */
  cold: number;
  /** Busy time of the page's main thread during the cold parse (Chromium's TaskDuration). */
  coldCpu: number;
  /** The following parses in the same page. */
  warm: number[];
}

const WARM_PARSES = SMOKE ? 1 : 3;

/** Each run in a new browser process, so the first parse has no compiled code to reuse. */
async function benchBrowser(file: Uint8Array): Promise<BrowserRun[] | string> {
  if (!fs.existsSync(CHROMIUM)) return `Chromium não encontrado em ${CHROMIUM}`;
  const { chromium } = await import('playwright-core');
  const script = await bundleParser();
  const base64 = Buffer.from(file).toString('base64');
  const runs: BrowserRun[] = [];
  for (let run = 0; run < RUNS; run++) {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      const taskSeconds = async () => {
        const { metrics } = await cdp.send('Performance.getMetrics');
        return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
      };
      await page.setContent('<!doctype html><html><body></body></html>');
      // The file's bytes are in the page before any timing starts.
      await page.evaluate((data) => {
        (window as unknown as { fileBytes: Uint8Array }).fileBytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      }, base64);
      const scriptMs = await page.evaluate((source) => {
        const started = performance.now();
        const element = document.createElement('script');
        element.textContent = source;
        document.head.appendChild(element);
        return performance.now() - started;
      }, script);
      const parseOnce = async () => {
        const before = await taskSeconds();
        const ms = await page.evaluate(async ([engine, expected]) => {
          const w = window as unknown as {
            fileBytes: Uint8Array;
            parseImportFile: (name: string, data: Uint8Array, limits: undefined, engine: string) => Promise<{ rows: unknown[] }>;
          };
          const started = performance.now();
          const parsed = await w.parseImportFile('colaboradores.xlsx', w.fileBytes.slice(), undefined, engine);
          const elapsed = performance.now() - started;
          if (parsed.rows.length !== expected) throw new Error(`${parsed.rows.length} linhas lidas, esperado ${expected}`);
          return elapsed;
        }, [ENGINE, ROWS] as const);
        return { ms, cpu: ((await taskSeconds()) - before) * 1000 };
      };
      const cold = await parseOnce();
      const warm: number[] = [];
      for (let i = 0; i < WARM_PARSES; i++) warm.push((await parseOnce()).ms);
      runs.push({ script: scriptMs, cold: cold.ms, coldCpu: cold.cpu, warm });
    } finally {
      await browser.close();
    }
  }
  return runs;
}

async function main(): Promise<void> {
  const sample = buildFile(ROWS, 9);
  console.log(`Benchmark da importação: ${ROWS} novos colaboradores em xlsx (${(sample.byteLength / 1024).toFixed(0)} KiB), ${RUNS} execuções por banco`);
  console.log(machineLine());
  if (ENGINE === 'auto') await parseImportFile('colaboradores.xlsx', sample, undefined, 'direct'); // fails if SheetJS would read it
  console.log(`Leitor do xlsx: ${ENGINE === 'auto' ? 'direto (xlsxReader.ts)' : 'SheetJS (BENCH_XLSX_ENGINE=sheetjs)'}`);
  const results: Array<{ backend: string; runs: RunFigures[] }> = [];

  if (usesDatabase('pglite')) {
    const pglite = await createDatabase({ memory: true });
    try {
      results.push({ backend: 'PGlite', runs: await benchBackend('PGlite', pglite) });
    } finally {
      await pglite.close();
    }
  }

  const semServidor = await withBenchDatabase('imp', async (database) => {
    results.push({ backend: 'PostgreSQL', runs: await benchBackend('PostgreSQL', database) });
  });
  if (semServidor) console.log(`  ${semServidor}; ${results.length ? 'somente PGlite' : 'nenhum banco medido'}.`);
  conferir(results.length > 0, () => 'nenhum banco medido (BENCH_DATABASES)');

  let browser: BrowserRun[] | string;
  try {
    browser = await benchBrowser(sample);
  } catch (error) {
    browser = `falhou: ${(error as Error).message}`;
  }

  console.log('\n=== Resultado (melhor de cada) ===');
  for (const result of results) {
    const best = result.runs.reduce((a, b) => (b.total < a.total ? b : a));
    console.log(
      `${result.backend.padEnd(11)} ponta a ponta ${ROWS} linhas: ${fmt(best.total)} (ler xlsx no Node ${best.parse.toFixed(0)} ms, POST /import/colaborador ${best.request.toFixed(0)} ms)`,
    );
    figura(`${result.backend}: ponta a ponta (melhor)`, best.total);
    figura(`${result.backend}: ler xlsx no Node (na melhor)`, best.parse);
    figura(`${result.backend}: POST /import/colaborador (na melhor)`, best.request);
  }
  if (typeof browser === 'string') {
    console.log(`Chromium    leitura do xlsx: ${browser}`);
    // Without Chromium the browser part is not measured; with it, it must work.
    conferir(!browser.startsWith('falhou'), () => `Chromium: a leitura do xlsx ${browser}`);
  } else {
    figura('Chromium: primeira leitura numa página nova (pior)', Math.max(...browser.map((run) => run.cold)));
    figura('Chromium: leituras seguintes (mediana)', median(browser.flatMap((run) => run.warm)));
    const colds = browser.map((run) => run.cold);
    const warms = browser.flatMap((run) => run.warm);
    console.log(
      `Chromium    primeira leitura do xlsx numa página nova (fria): pior ${fmt(Math.max(...colds))}, por execução ${browser
        .map((run) => `${run.cold.toFixed(0)} ms [CPU da página ${run.coldCpu.toFixed(0)} ms]`)
        .join(', ')}`,
    );
    console.log(`Chromium    leituras seguintes (quentes): ${warms.map((t) => t.toFixed(0)).join(', ')} ms`);
    console.log(`Chromium    avaliação do script do leitor: ${browser.map((run) => run.script.toFixed(0)).join(', ')} ms`);
  }
  console.log(`Carga ao final: ${loadAverage()} (com carga acima de 2 núcleos, os tempos de relógio incluem a espera pela CPU)`);
}

await main();
