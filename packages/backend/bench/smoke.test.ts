/**
 * Every benchmark of this folder at BENCH_SCALE=smoke (a few hundred rows, one measurement), in the
 * backend suite: a benchmark that no longer runs to the end, or whose own check of the answers it
 * measures fails (the projects benchmark's reference went stale unnoticed: issue 40), fails here the
 * day it breaks. Times are not looked at: benchmarks measure, tests do not.
 *
 * Each benchmark runs as `pnpm bench` runs it (bench/run-all.mjs: the server's V8 flags, tsx) on the
 * database of this test run: the PostgreSQL server of TEST_DATABASE_URL (each benchmark makes its own
 * throwaway database there), or, in a run on PGlite, PGlite only; there the PostgreSQL-only benchmarks
 * (projetos, capacidade: built for 5 million worklogs) are reported as skipped, with their reason.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Registro } from './support';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = fs
  .readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();

/** The environment of a smoke run: this test run's database, no volume or mode set from outside. */
function smokeEnv(bench: string, figuras: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('BENCH') && key !== 'DATABASE_URL' && !key.startsWith('TEST_')) env[key] = value;
  }
  const postgres = process.env.TEST_DATABASE_URL;
  return {
    ...env,
    ...(postgres ? { DATABASE_URL: postgres } : {}),
    BENCH_DATABASES: postgres ? 'postgresql' : 'pglite',
    BENCH: bench,
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

for (const file of benches) {
  const bench = file.replace(/\.bench\.ts$/, '');
  test(`benchmark ${bench} roda até o fim em escala smoke`, async (t) => {
    const figuras = path.join(os.tmpdir(), `financeiro-bench-smoke-${process.pid}-${bench}.jsonl`);
    fs.rmSync(figuras, { force: true });
    try {
      const { code, output } = await run(smokeEnv(bench, figuras));
      const registros: Registro[] = fs.existsSync(figuras)
        ? fs
            .readFileSync(figuras, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Registro)
        : [];
      assert.equal(code, 0, `${file} saiu com ${code}:\n${output.trim().split('\n').slice(-25).join('\n')}`);
      const pulado = registros.find((registro) => registro.tipo === 'pulado');
      if (pulado) {
        t.skip(pulado.motivo);
        return;
      }
      const figurasDoBench = registros.filter((registro) => registro.tipo === 'figura' && registro.bench === bench);
      assert.ok(figurasDoBench.length > 0, `${file} não registrou nenhuma figura:\n${output.trim().split('\n').slice(-10).join('\n')}`);
    } finally {
      fs.rmSync(figuras, { force: true });
    }
  });
}
