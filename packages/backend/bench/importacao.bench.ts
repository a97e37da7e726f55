/**
 * Import benchmark (issue 7, 'Performance'): a 10.000-row xlsx of new employees, parsed by the
 * screens' parser (packages/domain/src/importacao/parser.ts) and sent to POST /import/colaborador
 * (schema validation, checks, one transaction with savepoints per chunk, employees + history),
 * on PGlite (in memory) and on PostgreSQL when one answers (DATABASE_URL, else 127.0.0.1:5432 user
 * postgres; a throwaway database is created and dropped). End to end = parse + request.
 * Plus the same parse in headless Chromium (/usr/bin/chromium through playwright-core, the parser
 * bundled by esbuild), as the browser does it. Prints the figures; asserts nothing about time.
 *
 *   pnpm --filter @financeiro/backend bench        (or BENCH=importacao pnpm bench)
 *   BENCH_ROWS=2000 BENCH_RUNS=1 ...                (smaller runs)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { IMPORT_LAYOUTS, layoutColumns, toLayoutRows, type ImportResult } from '@financeiro/domain';
import { parseImportFile } from '@financeiro/domain/src/importacao/parser';
import { buildApp } from '../src/app';
import { PasswordHasher } from '../src/auth/passwords';
import { DEFAULT_DEMO_PASSWORDS, defaultAppConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { colaborador, colaboradorHistorico } from '../src/db/schema';
import { seedDemoData } from '../src/seed';
import { withCheckDigits } from '../src/seed/company/cpf';
import { loadAverage, machineLine, withBenchDatabase } from './support';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 2));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const here = path.dirname(fileURLToPath(import.meta.url));
/** Bench-only argon2 cost (the login is not measured). */
const ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

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
  const config = defaultAppConfig({ jwtSecret: 'segredo-do-benchmark-com-pelo-menos-32-caracteres', argon2: ARGON2, logLevel: 'warn' });
  await seedDemoData(database.db, { passwords: DEFAULT_DEMO_PASSWORDS, hasher: new PasswordHasher(ARGON2) });
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
      const parsed = await parseImportFile('colaboradores.xlsx', file);
      const rows = toLayoutRows(IMPORT_LAYOUTS.colaboradores, parsed.rows);
      const t1 = performance.now();
      const cpu1 = process.cpuUsage();
      const response = await app.inject({ method: 'POST', url: '/import/colaborador', payload: { data: rows }, headers });
      const t2 = performance.now();
      const cpu2 = process.cpuUsage();
      if (response.statusCode !== 200) throw new Error(`importação falhou: ${response.statusCode} ${response.body.slice(0, 300)}`);
      const result = response.json().result as ImportResult;
      const failures = Object.keys(result.fail).length;
      if (result.applied !== ROWS) throw new Error(`esperado ${ROWS} gravados, veio ${result.applied} (${failures} falhas: ${JSON.stringify(Object.entries(result.fail).slice(0, 3))})`);
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
    if (total !== ROWS * RUNS) throw new Error(`histórico: esperado ${ROWS * RUNS}, veio ${total}`);
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

async function benchBrowser(file: Uint8Array): Promise<number[] | string> {
  if (!fs.existsSync(CHROMIUM)) return `Chromium não encontrado em ${CHROMIUM}`;
  const { chromium } = await import('playwright-core');
  const script = await bundleParser();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: script });
    const base64 = Buffer.from(file).toString('base64');
    return await page.evaluate(
      async ({ base64, runs }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const parse = (window as unknown as { parseImportFile: (name: string, data: Uint8Array) => Promise<{ rows: unknown[] }> }).parseImportFile;
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const started = performance.now();
          const parsed = await parse('colaboradores.xlsx', bytes.slice());
          times.push(performance.now() - started);
          if (parsed.rows.length === 0) throw new Error('nenhuma linha lida');
        }
        return times;
      },
      { base64, runs: RUNS + 1 },
    );
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const sample = buildFile(ROWS, 9);
  console.log(`Benchmark da importação: ${ROWS} novos colaboradores em xlsx (${(sample.byteLength / 1024).toFixed(0)} KiB), ${RUNS} execuções por banco`);
  console.log(machineLine());
  const results: Array<{ backend: string; runs: RunFigures[] }> = [];

  const pglite = await createDatabase({ memory: true });
  try {
    results.push({ backend: 'PGlite', runs: await benchBackend('PGlite', pglite) });
  } finally {
    await pglite.close();
  }

  const ran = await withBenchDatabase('imp', async (database) => {
    results.push({ backend: 'PostgreSQL', runs: await benchBackend('PostgreSQL', database) });
  });
  if (!ran) console.log('  PostgreSQL: nenhum servidor respondeu; somente PGlite.');

  let browser: number[] | string;
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
  }
  if (typeof browser === 'string') console.log(`Chromium    leitura do xlsx: ${browser}`);
  else console.log(`Chromium    leitura do xlsx no navegador: ${fmt(Math.min(...browser))} (execuções: ${browser.map((t) => t.toFixed(0)).join(', ')} ms)`);
  console.log(`Carga ao final: ${loadAverage()} (com carga acima de 2 núcleos, os tempos de relógio incluem a espera pela CPU)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
