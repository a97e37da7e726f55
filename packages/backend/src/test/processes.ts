/**
 * The API and its commands as processes (src/main.ts, src/admin-create.ts): spawned from their bundle as
 * `pnpm start` and `pnpm admin:create` run them (scripts/start.mjs), their
 * output collected line by line, their data in a temp PGlite folder or a fresh schema of the test
 * PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../db/client';
import { BACKEND_DIR } from '../paths';
import { TEST_SECRET } from './support';

export interface Running {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
  /** Resolves with the first output line matching `pattern`; rejects if the process ends first. */
  line(pattern: RegExp): Promise<string>;
}

/** Runs the entry point `entrada` (src/<entrada>.ts) with `args`. */
export function run(entrada: 'main' | 'admin-create', args: string[], env: NodeJS.ProcessEnv): Running {
  const child = spawn(process.execPath, ['--enable-source-maps', 'scripts/start.mjs', entrada, ...args], { cwd: BACKEND_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const take = (line: string) => {
    output.push(line);
    for (const waiter of waiters.filter((candidate) => candidate.pattern.test(line))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  };
  // Lines, not chunks: a chunk may end in the middle of a line.
  const lines = (stream: NodeJS.ReadableStream) => {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (partial + chunk.toString('utf8')).split('\n');
      partial = parts.pop()!;
      parts.filter(Boolean).forEach(take);
    });
    stream.on('end', () => partial && take(partial));
  };
  lines(child.stdout!);
  lines(child.stderr!);
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    child,
    output,
    exited,
    line(pattern) {
      const seen = output.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return Promise.race([
        new Promise<string>((resolve) => waiters.push({ pattern, resolve })),
        exited.then((code) => {
          throw new Error(`o processo terminou (código ${code}) sem escrever ${pattern}:\n${output.join('\n')}`);
        }),
      ]);
    },
  };
}

/** Where the process keeps its data: a PGlite folder, or a fresh schema of the test PostgreSQL. */
export async function processDatabase(): Promise<{ env: NodeJS.ProcessEnv; open: () => ReturnType<typeof createDatabase>; dispose(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'financeiro-main-'));
    return {
      env: { PGLITE_DIR: dir },
      open: () => createDatabase({ pgliteDir: dir }),
      dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `p_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: scoped.toString() },
    open: () => createDatabase({ databaseUrl: url, searchPath: schema }),
    async dispose() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await cleanup.end();
    },
  };
}

/** The test runner's environment without its database settings, plus `extra`. */
export function processEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.TEST_DATABASE_URL;
  delete env.TEST_PGLITE_SNAPSHOT_DIR;
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}


/**
 * `src/main.ts` in production mode on `database`, with the test secret and a first administrator,
 * listening on a free port of 127.0.0.1; resolves once it listens.
 */
export async function startProductionApi(
  database: { env: NodeJS.ProcessEnv },
  admin: { email: string; password: string },
  extra: NodeJS.ProcessEnv = {},
): Promise<{ api: Running; origin: string }> {
  const api = run(
    'main',
    [],
    processEnv({
      ...database.env,
      NODE_ENV: 'production',
      APP_URL: 'https://financeiro.exemplo',
      JWT_SECRET: TEST_SECRET,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      FIRST_ADMIN_EMAIL: admin.email,
      FIRST_ADMIN_PASSWORD: admin.password,
      ...extra,
    }),
  );
  const listening = await api.line(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
  return { api, origin: /http:\/\/127\.0\.0\.1:\d+/.exec(listening)![0] };
}
