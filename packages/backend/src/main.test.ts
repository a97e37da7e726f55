/**
 * The API as a process, as production runs it: `NODE_ENV=production`, first administrator from
 * FIRST_ADMIN_*, no demo, graceful SIGTERM; and the `admin:create` command. On PGlite in a temp
 * folder, or in a schema of the test PostgreSQL.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PasswordHasher } from './modules/contas';
import { processDatabase, processEnv as baseEnv, run, startProductionApi, type Running } from './test/processes';

const ADMIN_PASSWORD = 'senha-do-primeiro-admin-7Q';

describe('the API process in production mode', () => {
  let database: Awaited<ReturnType<typeof processDatabase>>;
  let api: Running;
  let origin: string;

  before(async () => {
    database = await processDatabase();
    ({ api, origin } = await startProductionApi(database, { email: 'ti@empresa.exemplo', password: ADMIN_PASSWORD }));
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
    const cli = run('admin-create', ['--email', 'TI@empresa.exemplo', '--name', 'TI'], baseEnv({ ...database.env, ADMIN_PASSWORD: newPassword }));
    assert.equal(await cli.exited, 0, cli.output.join('\n'));
    assert.match(cli.output.join('\n'), /^Conta ti@empresa\.exemplo redefinida como administrador \(sessões encerradas\) em /);
    assert.ok(!cli.output.some((line) => line.includes(newPassword)));

    const created = run('admin-create', ['--email', 'financas@empresa.exemplo'], baseEnv({ ...database.env, ADMIN_PASSWORD: newPassword }));
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
    const badEmail = run('admin-create', ['--email', 'nao-e-email'], baseEnv({ ...database.env, ADMIN_PASSWORD: 'qualquer senha longa' }));
    assert.equal(await badEmail.exited, 1);
    assert.deepEqual(badEmail.output, ['Digite um e-mail válido']);
    const noTerminal = run('admin-create', ['--email', 'x@empresa.exemplo'], baseEnv({ ...database.env, ADMIN_PASSWORD: '' }));
    assert.equal(await noTerminal.exited, 1);
    assert.deepEqual(noTerminal.output, ['Sem terminal para perguntar a senha: defina ADMIN_PASSWORD.']);
  });
});
