import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_ROLE, API_NAME, SECTIONS } from '@financeiro/domain';
import { migrate } from '../../../db/migrate';
import { bearer, createTestApp, createTestDatabase, TEST_ARGON2, type TestContext } from '../../../test/support';
import { AdminAccountError, criarOuRedefinirAdmin, garantirPrimeiroAdmin } from './first-admin';
import { PasswordHasher } from './passwords';

const hasher = new PasswordHasher(TEST_ARGON2);
const EVERY_SECTION = [...SECTIONS, ADMIN_ROLE].sort();
const sectionsOf = (user: { roles: Record<string, string[]> }) => [...user.roles[API_NAME]!].sort();

describe('first administrator (admin:create and FIRST_ADMIN_*)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp();
  });
  after(async () => {
    await ctx?.close();
  });

  it('creates an administrator with every section, who signs in with the login name taken from the e-mail', async () => {
    assert.equal(await criarOuRedefinirAdmin(ctx.app.db, hasher, { email: ' TI.Chefe@Empresa.com.br ', password: 'uma senha bem longa' }), 'criado');
    const response = await ctx.login('ti.chefe', 'uma senha bem longa');
    assert.equal(response.statusCode, 200, response.body);
    const { user } = response.json();
    assert.equal(user.email, 'ti.chefe@empresa.com.br');
    assert.equal(user.name, 'Administrador');
    assert.deepEqual(sectionsOf(user), EVERY_SECTION);
    // The same e-mail signs in too.
    assert.equal((await ctx.login('ti.chefe@empresa.com.br', 'uma senha bem longa')).statusCode, 200);
  });

  it('on an existing e-mail: makes it an active administrator with the new password and ends its sessions', async () => {
    const before = await ctx.session('financeiro');
    assert.equal(await criarOuRedefinirAdmin(ctx.app.db, hasher, { email: 'financeiro@veecode.com.br', password: 'nova chave da equipe de custos' }), 'redefinido');
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(before.token) })).statusCode, 401);
    assert.equal((await ctx.login('financeiro', 'financeiro123')).statusCode, 400);
    const after = await ctx.login('financeiro', 'nova chave da equipe de custos');
    assert.equal(after.statusCode, 200, after.body);
    assert.deepEqual(sectionsOf(after.json().user), EVERY_SECTION);
  });

  it('picks a free login name when the e-mail local part is taken', async () => {
    await criarOuRedefinirAdmin(ctx.app.db, hasher, { email: 'rh@outra-empresa.com.br', name: 'RH da matriz', password: 'senha longa do rh 2' });
    const response = await ctx.login('rh2', 'senha longa do rh 2');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().user.name, 'RH da matriz');
  });

  it('refuses a short, common or personal password (the one rule) or an invalid e-mail, and writes nothing', async () => {
    await assert.rejects(
      criarOuRedefinirAdmin(ctx.app.db, hasher, { email: 'curta@empresa.com.br', password: 'curta' }),
      (error: Error) => error instanceof AdminAccountError && error.message === 'Senha deve possuir no mínimo 12 caracteres.',
    );
    for (const [password, message] of [
      ['administrator', 'Senha muito comum ou fácil de adivinhar. Escolha outra.'],
      ['Password123456', 'Senha muito comum ou fácil de adivinhar. Escolha outra.'],
      ['curta@empresa.com.br', 'Senha não pode conter o seu nome, usuário ou e-mail.'],
      ['Diretoria Financeira 2026', 'Senha não pode conter o seu nome, usuário ou e-mail.'],
    ]) {
      await assert.rejects(
        criarOuRedefinirAdmin(ctx.app.db, hasher, { email: 'curta@empresa.com.br', name: 'Diretoria Financeira', password: password! }),
        (error: Error) => error instanceof AdminAccountError && error.message === message,
        password,
      );
    }
    await assert.rejects(
      criarOuRedefinirAdmin(ctx.app.db, hasher, { email: 'nao-e-email', password: 'uma senha bem longa' }),
      (error: Error) => error instanceof AdminAccountError && error.message === 'Digite um e-mail válido',
    );
    assert.equal((await ctx.login('curta', 'curta')).statusCode, 400);
  });

  it('FIRST_ADMIN_* creates the administrator only on an empty user table', async () => {
    assert.equal(await garantirPrimeiroAdmin(ctx.app.db, hasher, { email: 'outro@empresa.com.br', password: 'uma senha bem longa' }), false);
    assert.equal((await ctx.login('outro', 'uma senha bem longa')).statusCode, 400);

    const empty = await createTestDatabase();
    try {
      await migrate(empty);
      assert.equal(await garantirPrimeiroAdmin(empty.db, hasher, { email: 'primeiro@empresa.com.br', password: 'uma senha bem longa' }), true);
      assert.equal(await garantirPrimeiroAdmin(empty.db, hasher, { email: 'segundo@empresa.com.br', password: 'uma senha bem longa' }), false);
      const rows = await empty.withSession((session) => session.query<{ email: string }>('SELECT email FROM users ORDER BY id'));
      assert.deepEqual(rows.map((row) => row.email), ['primeiro@empresa.com.br']);
    } finally {
      await empty.dispose();
    }
  });
});
