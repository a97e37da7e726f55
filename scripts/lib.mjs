import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
export const { apps, remotes, BACKEND_PORT } = require('../packages/mf-build/src/apps.cjs');

/**
 * A sink for a child's output stream that writes whole lines only: a partial line waits for its
 * end (a chunk may stop mid-line), so a long JSON log line is never split or interleaved. With
 * `prefix` every line gets it; without, lines pass through unchanged. `end()` flushes the rest.
 */
export function lineWriter(target, prefix) {
  let pending = '';
  const emit = (text) => target.write(prefix ? text.replace(/^(?=.)/gm, `${prefix} `) : text);
  return {
    write(chunk) {
      pending += chunk.toString();
      const last = pending.lastIndexOf('\n');
      if (last === -1) return;
      emit(pending.slice(0, last + 1));
      pending = pending.slice(last + 1);
    },
    end() {
      if (pending) emit(`${pending}\n`);
      pending = '';
    },
  };
}

/**
 * The JWT secret of the demo (`pnpm start` / `pnpm dev` from the root): JWT_SECRET when the
 * environment gives one, otherwise a random one generated once and kept in <dataDir>/jwt-secret
 * (`.data/` is gitignored), so sessions survive a restart of the demo.
 */
export function demoJwtSecret(dataDir = path.join(root, '.data'), env = process.env) {
  const given = env.JWT_SECRET?.trim();
  if (given) return { secret: given, generated: false };
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return { secret: kept, generated: false, file };
  } catch {
    // not there yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, generated: true, file };
}

/**
 * Runs a command, streaming its output (or, with `buffer`, holding it back so that commands run
 * side by side print whole), and resolves with its exit code and captured output.
 */
export function run(command, args, { cwd = root, env = {}, capture = false, buffer = false, prefix } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const forward = (stream, target) => {
      const lines = lineWriter(target, prefix);
      stream.on('data', (chunk) => {
        const text = chunk.toString();
        if (capture || buffer) output += text;
        if (!buffer) lines.write(text);
      });
      stream.on('end', () => lines.end());
    };
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

/** Demo passwords (packages/backend/src/config.ts DEFAULT_DEMO_PASSWORDS) and the environment's. */
const SECRETS = [
  'admin123',
  'financeiro123',
  'rh123456',
  ...['DEV_PASSWORD', 'DEMO_ADMIN_PASSWORD', 'DEMO_FINANCEIRO_PASSWORD', 'DEMO_RH_PASSWORD', 'FIRST_ADMIN_PASSWORD', 'JWT_SECRET']
    .map((name) => process.env[name])
    .filter((value) => value && value.length >= 6),
];

/** Files of `dir` (recursively) that contain one of SECRETS. */
export function filesWithSecrets(dir) {
  const found = [];
  for (const name of fs.readdirSync(dir, { recursive: true }).map(String)) {
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    const text = fs.readFileSync(file, 'latin1');
    const secret = SECRETS.find((candidate) => text.includes(candidate));
    if (secret) found.push(`${path.relative(root, file)} (${secret.slice(0, 2)}…)`);
  }
  return found;
}
