/**
 * Every benchmark of this folder at BENCH_SCALE=smoke (a few hundred rows, one measurement), in the
 * backend suite: a benchmark that no longer runs to the end, or whose own check of the answers it
 * measures fails (the projects benchmark's reference went stale unnoticed: issue 40), fails here the
 * day it breaks. Times are not looked at: benchmarks measure, tests do not.
 *
 * The benchmarks run through bench/run-all.mjs (the server's V8 flags, tsx) with BENCH_UM_PROCESSO=1:
 * BENCH_SMOKE_PARALELO processes (default 2 on PostgreSQL, 1 on PGlite), each running its share of the
 * benchmarks one after the other (bench/em-um-processo.ts). A process each, as `pnpm bench` runs them,
 * started Node, tsx and the app's modules 13 times (~4–5 s of CPU each, as much as a smoke benchmark). On
 * the database of this test run: the PostgreSQL server of TEST_DATABASE_URL (each benchmark makes its own
 * throwaway database there), or, in a run on PGlite, PGlite only; there the PostgreSQL-only benchmarks
 * (projetos, capacidade: built for 5 million worklogs) are reported as skipped, with their reason.
 *
 * On PostgreSQL the run migrates one database first and every benchmark's throwaway database is a copy
 * of it (BENCH_MODELO, bench/support.ts): the benchmark's own migrate() still runs and finds the
 * migrations applied.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { HOJE_DOS_TESTES } from '../src/test/support';
import { withAdmin, type Registro } from './support';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = fs
  .readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();

// On PGlite each benchmark's database runs in its own process, on its CPU: two at a time took as long (126 s → 128 s).
const paralelo = Math.max(1, Number(process.env.BENCH_SMOKE_PARALELO) || (process.env.TEST_DATABASE_URL ? 2 : 1));
/** The benchmarks of each process, dealt in turn (their smoke times are alike: 8–21 s). */
const grupos = Array.from({ length: Math.min(paralelo, benches.length) }, (_, grupo) => benches.filter((_, i) => i % paralelo === grupo));
let modelo: string | undefined;

/** The environment of a smoke run: this test run's database, no volume or mode set from outside. */
function smokeEnv(files: string[], figuras: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('BENCH') && key !== 'DATABASE_URL' && !key.startsWith('TEST_')) env[key] = value;
  }
  const postgres = process.env.TEST_DATABASE_URL;
  return {
    ...env,
    ...(postgres ? { DATABASE_URL: postgres } : {}),
    ...(modelo ? { BENCH_MODELO: modelo } : {}),
    BENCH_DATABASES: postgres ? 'postgresql' : 'pglite',
    // The files' whole names: BENCH=cenarios would run the four scenario benchmarks (run-all.mjs).
    BENCH: files.join(','),
    BENCH_UM_PROCESSO: '1',
    // The backend tests' day: what a benchmark checks holds whatever the calendar says (src/hoje.ts).
    HOJE_FIXO: HOJE_DOS_TESTES,
    BENCH_SCALE: 'smoke',
    BENCH_FIGURAS: figuras,
  };
}

function run(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'run-all.mjs')], { cwd: path.dirname(here), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

interface Rodada {
  code: number | null;
  output: string;
  registros: Registro[];
}

/** Each process's run, started by the first test that asks for it. */
const rodadas = new Map<number, Promise<Rodada>>();

function rodadaDoGrupo(grupo: number): Promise<Rodada> {
  let rodada = rodadas.get(grupo);
  if (!rodada) {
    rodada = (async () => {
      const figuras = path.join(os.tmpdir(), `financeiro-bench-smoke-${process.pid}-${grupo}.jsonl`);
      fs.rmSync(figuras, { force: true });
      try {
        const { code, output } = await run(smokeEnv(grupos[grupo]!, figuras));
        const registros: Registro[] = fs.existsSync(figuras)
          ? fs
              .readFileSync(figuras, 'utf8')
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as Registro)
          : [];
        return { code, output, registros };
      } finally {
        fs.rmSync(figuras, { force: true });
      }
    })();
    rodadas.set(grupo, rodada);
  }
  return rodada;
}

/** What the process printed under one benchmark's `=== <file> ===` line. */
function trechoDe(output: string, file: string): string {
  const inicio = output.indexOf(`=== ${file} ===`);
  if (inicio < 0) return '';
  const seguinte = output.slice(inicio + 1).search(/^=== \S+\.bench\.ts ===$/m);
  return output.slice(inicio, seguinte < 0 ? undefined : inicio + 1 + seguinte);
}

const ultimas = (text: string, lines: number) => text.trim().split('\n').slice(-lines).join('\n');

describe('benchmarks em escala smoke', { concurrency: paralelo }, () => {
  before(async () => {
    const postgres = process.env.TEST_DATABASE_URL;
    if (!postgres) return;
    const nome = `financeiro_bench_modelo_${process.pid}`;
    await withAdmin(postgres, (client) => client.query(`CREATE DATABASE "${nome}"`));
    const url = new URL(postgres);
    url.pathname = `/${nome}`;
    const database = await createDatabase({ databaseUrl: url.toString(), poolMax: 1 });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    modelo = nome;
  });

  after(async () => {
    const postgres = process.env.TEST_DATABASE_URL;
    if (postgres) await withAdmin(postgres, (client) => client.query(`DROP DATABASE IF EXISTS "financeiro_bench_modelo_${process.pid}"`));
  });

  for (const file of benches) {
    const bench = file.replace(/\.bench\.ts$/, '');
    const grupo = grupos.findIndex((arquivos) => arquivos.includes(file));
    test(`benchmark ${bench} roda até o fim em escala smoke`, async (t) => {
      const { code, output, registros } = await rodadaDoGrupo(grupo);
      // This process's benchmarks and no other, each once (BENCH=cenarios ran the four scenario benchmarks).
      assert.deepEqual(
        output.match(/^=== \S+\.bench\.ts ===$/gm),
        grupos[grupo]!.map((arquivo) => `=== ${arquivo} ===`),
        `o processo saiu com ${code}:\n${ultimas(output, 25)}`,
      );
      const trecho = trechoDe(output, file);
      const fim = registros.find((registro) => registro.tipo === 'fim' && registro.bench === bench);
      assert.ok(fim, `${file} não chegou ao fim (o processo saiu com ${code}):\n${ultimas(trecho || output, 25)}`);
      assert.ok(fim.tipo === 'fim' && fim.ok, `${file} falhou:\n${ultimas(trecho, 25)}`);
      const pulado = registros.find((registro) => registro.tipo === 'pulado' && registro.bench === bench);
      if (pulado?.tipo === 'pulado') {
        t.skip(pulado.motivo);
        return;
      }
      const figurasDoBench = registros.filter((registro) => registro.tipo === 'figura' && registro.bench === bench);
      assert.ok(figurasDoBench.length > 0, `${file} não registrou nenhuma figura:\n${ultimas(trecho, 10)}`);
    });
  }
});
