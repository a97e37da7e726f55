import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
export const { apps, remotes, BACKEND_PORT } = require('../packages/mf-build/src/apps.cjs');

/**
 * Runs a command, streaming its output (or, with `buffer`, holding it back so that commands run
 * side by side print whole), and resolves with its exit code and captured output.
 */
export function run(command, args, { cwd = root, env = {}, capture = false, buffer = false, prefix } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const forward = (stream, target) =>
      stream.on('data', (chunk) => {
        const text = chunk.toString();
        if (capture || buffer) output += text;
        if (!buffer) target.write(prefix ? text.replace(/^(?=.)/gm, `${prefix} `) : text);
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Runs async jobs with at most `limit` at once (2 cores: builds go two by two). */
export async function withConcurrency(items, limit, job) {
  const results = [];
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await job(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}
