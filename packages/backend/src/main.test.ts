/**
 * The API as a process, as production runs it: `NODE_ENV=production`, first administrator from
 * FIRST_ADMIN_*, no demo, graceful SIGTERM; and the `admin:create` command. On PGlite in a temp
 * folder, or in a schema of the test PostgreSQL.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PasswordHasher } from './auth/passwords';
import { createDatabase } from './db/client';
import { TEST_SECRET } from './test/support';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_PASSWORD = 'senha-do-primeiro-admin-7Q';

interface Running {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
  /** Resolves with the first output line matching `pattern`; rejects if the process ends first. */
  line(pattern: RegExp): Promise<string>;
}

function run(script: string, args: string[], env: NodeJS.ProcessEnv): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: backendDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const onText = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      output.push(line);
      for (const waiter of waiters.filter((candidate) => candidate.pattern.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  child.stdout!.on('data', onText);
  child.stderr!.on('data', onText);
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
async function processDatabase(): Promise<{ env: NodeJS.ProcessEnv; open: () => ReturnType<typeof createDatabase>; dispose(): Promise<void> }> {
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

function baseEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.TEST_DATABASE_URL;
  delete env.TEST_PGLITE_SNAPSHOT_DIR;
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

describe('the API process in production mode', () => {
  let database: Awaited<ReturnType<typeof processDatabase>>;
  let api: Running;
  let origin: string;

  before(async () => {
    database = await processDatabase();
    api = run('src/main.ts', [], baseEnv({
      ...database.env,
      NODE_ENV: 'production',
      APP_URL: 'https://financeiro.exemplo',
      JWT_SECRET: TEST_SECRET,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      FIRST_ADMIN_EMAIL: 'ti@empresa.exemplo',
      FIRST_ADMIN_PASSWORD: ADMIN_PASSWORD,
    }));
    const listening = await api.line(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
    origin = /http:\/\/127\.0\.0\.1:\d+/.exec(listening)![0];
  });
  after(async () => {
    if (api?.child.exitCode === null) api.child.kill('SIGKILL');
    await api?.exited;
    await database?.dispose();
  });

  const login = (usuario: string, senha: string) =>
    fetch(`${origin}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario, senha }) });

  it('starts with the first administrator of FIRST_ADMIN_* and without the demo company', async () => {
    assert.equal((await fetch(`${origin}/ready`)).status, 200);
    assert.equal((await login('ti', ADMIN_PASSWORD)).status, 200);
    assert.equal((await login('admin', 'admin123')).status, 400);
    await api.line(/administrador de FIRST_ADMIN_EMAIL criado/);
    assert.ok(!api.output.some((line) => line.includes(ADMIN_PASSWORD)), 'a senha apareceu na saída');
  });

  it('SIGTERM: stops taking connections and exits 0 (requests in flight: src/shutdown.test.ts)', async () => {
    api.child.kill('SIGTERM');
    await api.line(/SIGTERM recebido: encerrando/);
    assert.equal(await api.exited, 0);
    await api.line(/"msg":"encerrado"/);
    await assert.rejects(fetch(`${origin}/health`));
  });

  it('admin:create resets that administrator with a password read from ADMIN_PASSWORD, never printed', async () => {
    await api.exited;
    const newPassword = 'outra-senha-longa-do-admin';
    const cli = run('src/admin-create.ts', ['--email', 'TI@empresa.exemplo', '--name', 'TI'], baseEnv({ ...database.env, ADMIN_PASSWORD: newPassword }));
    assert.equal(await cli.exited, 0, cli.output.join('\n'));
    assert.match(cli.output.join('\n'), /^Conta ti@empresa\.exemplo redefinida como administrador \(sessões encerradas\) em /);
    assert.ok(!cli.output.some((line) => line.includes(newPassword)));

    const created = run('src/admin-create.ts', ['--email', 'financas@empresa.exemplo'], baseEnv({ ...database.env, ADMIN_PASSWORD: newPassword }));
    assert.equal(await created.exited, 0, created.output.join('\n'));
    assert.match(created.output.join('\n'), /^Administrador financas@empresa\.exemplo criado em /);

    const opened = await database.open();
    try {
      const rows = await opened.withSession((session) =>
        session.query<{ usuario: string; password_hash: string }>('SELECT usuario, password_hash FROM users ORDER BY id'),
      );
      assert.deepEqual(rows.map((row) => row.usuario), ['ti', 'financas']);
      const hasher = new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
      for (const row of rows) assert.ok(await hasher.verify(row.password_hash, newPassword));
    } finally {
      await opened.close();
    }
  });

  it('admin:create refuses a bad e-mail before asking anything, and without a terminal asks for ADMIN_PASSWORD', async () => {
    const badEmail = run('src/admin-create.ts', ['--email', 'nao-e-email'], baseEnv({ ...database.env, ADMIN_PASSWORD: 'qualquer senha longa' }));
    assert.equal(await badEmail.exited, 1);
    assert.deepEqual(badEmail.output, ['Digite um e-mail válido']);
    const noTerminal = run('src/admin-create.ts', ['--email', 'x@empresa.exemplo'], baseEnv({ ...database.env, ADMIN_PASSWORD: '' }));
    assert.equal(await noTerminal.exited, 1);
    assert.deepEqual(noTerminal.output, ['Sem terminal para perguntar a senha: defina ADMIN_PASSWORD.']);
  });
});
