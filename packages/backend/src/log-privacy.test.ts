/**
 * No log line ever holds a query's parameters, a CPF, a salary, a token, a password or a
 * recovery/registration link: a representative set of requests (failed writes included) runs with
 * the log captured at level debug, and every line is searched.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { colaboradorDeTeste, cpfDeTeste } from './test/cadastros';
import { LogCapture, bearer, createTestApp, type TestContext } from './test/support';

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64');
const cpf = (n: number) => cpfDeTeste('64208', n);
const FORBIDDEN_CITY = 'Cidade Proibida';

const PASSWORDS = ['senha-errada-XYZ', 'segredo-cadastro-1', 'senha-perfil-nova', 'rh123456', 'admin123'];
const SALARIES = ['9876.54', '9876,54', '8765.43', '8.765,43', '7654.32', '7.654,32'];

describe('log privacy', () => {
  const capture = new LogCapture();
  let ctx: TestContext;
  let rh: Record<string, string>;

  before(async () => {
    ctx = await createTestApp({ logStream: capture, config: { logLevel: 'debug', appUrl: 'https://financeiro.exemplo' } });
    rh = bearer((await ctx.session('rh')).token);
    // A database rule the API does not check first: writes that break it fail inside PostgreSQL.
    await ctx.database.withSession((session) =>
      session.exec(`ALTER TABLE colaborador ADD CONSTRAINT teste_cidade_proibida CHECK (cidade IS DISTINCT FROM '${FORBIDDEN_CITY}')`),
    );
  });
  after(() => ctx.close());

  const employee = (n: number, overrides: Record<string, unknown> = {}) =>
    colaboradorDeTeste(
      { nome: 'Privado', sobrenome: `Teste ${n}`, cpf: cpf(n), email: `privado${n}@teste.example` },
      { dependentes: 0, endereco: 'Rua Sigilosa, 1', cidade: FORBIDDEN_CITY, salario: 9876.54, ...overrides },
    );

  it('runs failed writes, logins, recovery, registration and imports without a secret in any line', async () => {
    // A failed employee create: the database refuses the row (CHECK constraint) -> 500.
    const create = await ctx.app.inject({ method: 'POST', url: '/employee/create', headers: rh, payload: employee(1) });
    assert.equal(create.statusCode, 500, create.body);

    // An import with invalid rows and one the database refuses.
    const rows = [
      { ...employee(2, { salario: '8.765,43', dependentes: '0', filial: '1', departamento: '5', regime: '1', funcao: '2', carga_horaria: '8' }) },
      { ...employee(3, { nome: '', salario: '-1', cidade: 'São Paulo', email: 'sem-arroba' }) },
      { ...employee(4, { cpf: `${cpf(4).slice(0, 3)}.${cpf(4).slice(3, 6)}.${cpf(4).slice(6, 9)}-${cpf(4).slice(9)}`, salario: '7.654,32' }) },
    ];
    const imported = await ctx.app.inject({ method: 'POST', url: '/import/colaborador', headers: rh, payload: { data: rows } });
    assert.equal(imported.statusCode, 200, imported.body);
    assert.ok(Object.keys(imported.json().result.fail).length >= 2);

    // Wrong password, recovery, registration, a password change.
    assert.equal((await ctx.login('admin', 'senha-errada-XYZ')).statusCode, 400);
    await ctx.app.inject({ method: 'POST', url: '/password/forgot', payload: { email: 'admin@veecode.com.br' } });
    const form = { nome: 'Pessoa', sobrenome: 'Nova', email: 'pessoa.nova@empresa.com', senha: 'segredo-cadastro-1', confirma: 'segredo-cadastro-1', mensagem: '' };
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/login/request-access', payload: { form: b64(form) } })).statusCode, 200);
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/usuario',
      headers: rh,
      payload: { data: b64({ name: 'RH', email: 'rh@veecode.com.br', altera: true, senhaAtual: 'rh123456', novaSenha: 'senha-perfil-nova', confirma: 'senha-perfil-nova' }) },
    });
    assert.equal(change.statusCode, 200, change.body);
    await ctx.app.mailer.idle();

    const lines = capture.lines;
    assert.ok(lines.length > 10);
    for (const line of lines) {
      assert.doesNotMatch(line, /(?<![\d.])\d{11}(?!\d)/, `CPF-like number in: ${line}`);
      assert.doesNotMatch(line, /\d{3}\.\d{3}\.\d{3}-\d{2}/, `dotted CPF in: ${line}`);
      assert.doesNotMatch(line, /eyJ[\w-]+\.[\w-]+\.[\w-]+/, `JWT in: ${line}`);
      assert.doesNotMatch(line, /\/(recover|register)\/[A-Za-z0-9_-]{20,}/, `link in: ${line}`);
      for (const value of [...SALARIES, ...PASSWORDS]) assert.ok(!line.includes(value), `'${value}' in: ${line}`);
      assert.ok(!line.includes('params:'), `query parameters in: ${line}`);
    }

    // What is kept of a database error: SQLSTATE, constraint, table and a message without values.
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'erro não tratado');
    assert.ok(failure, 'the failed create is logged');
    const dbError = [failure.err, failure.err.cause].find((err) => err?.code === '23514');
    assert.ok(dbError, JSON.stringify(failure.err));
    assert.equal(dbError.constraint, 'teste_cidade_proibida');
    assert.equal(dbError.table, 'colaborador');
    assert.match(dbError.message, /violates check constraint/);
  });
});
