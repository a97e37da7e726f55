import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { publicRoute, sectionRoute } from './http/guard';
import { REDACTED, createLogger, serializeError } from './logger';
import { LogCapture, bearer, createTestApp, type TestContext } from './test/support';

/** Careless routes: they log whole headers and bodies, and one fails with internals. */
function carelessRoutes(app: FastifyInstance): void {
  app.post(
    '/teste/log',
    { config: sectionRoute('cadastros'), schema: { tags: ['Teste'], summary: 'Registra cabeçalhos e corpo' } },
    async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'requisição recebida');
      return { ok: true };
    },
  );
  app.get(
    '/teste/falha',
    { config: publicRoute, schema: { tags: ['Teste'], summary: 'Falha interna' } },
    async () => {
      throw new Error('detalhe interno: senha do banco xyz');
    },
  );
}

describe('logging', () => {
  const capture = new LogCapture();
  let ctx: TestContext;

  before(async () => {
    ctx = await createTestApp({ logStream: capture, config: { logLevel: 'trace' }, routes: carelessRoutes });
  });
  after(async () => {
    await ctx.close();
  });

  it('writes structured JSON lines', async () => {
    await ctx.app.inject({ method: 'GET', url: '/usuario' });
    assert.ok(capture.lines.length > 0);
    for (const line of capture.lines) JSON.parse(line);
  });

  it('never logs passwords, tokens, cpf or salario', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      payload: { authorization: Buffer.from(JSON.stringify({ usuario: 'admin', senha: 'admin123' })).toString('base64') },
    });
    assert.equal(login.statusCode, 200);
    const { token, refresh_token } = login.json();
    await ctx.login('admin', 'senha-errada-secreta');

    const logged = await ctx.app.inject({
      method: 'POST',
      url: '/teste/log',
      headers: { ...bearer(token), refresh_token, 'x-access-token': token },
      payload: { nome: 'Fulano', cpf: '52998224725', salario: 12345.67, senha: 'outra-senha-secreta', dados: { cpf: '11144477735' } },
    });
    assert.equal(logged.statusCode, 200);
    await ctx.app.inject({ method: 'POST', url: '/login/refresh', payload: { refresh_token } });

    const text = capture.text;
    for (const secret of [
      'admin123',
      'senha-errada-secreta',
      'outra-senha-secreta',
      token,
      refresh_token,
      '52998224725',
      '11144477735',
      '12345.67',
    ]) {
      assert.equal(text.includes(secret), false, `vazou: ${secret.slice(0, 20)}`);
    }
    const entry = capture.lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'requisição recebida');
    assert.equal(entry.headers.authorization, REDACTED);
    assert.equal(entry.headers.refresh_token, REDACTED);
    assert.equal(entry.headers['x-access-token'], REDACTED);
    assert.equal(entry.body.cpf, REDACTED);
    assert.equal(entry.body.dados.cpf, REDACTED);
    assert.equal(entry.body.salario, REDACTED);
    assert.equal(entry.body.nome, 'Fulano');
  });

  it('answers 500 without internals and logs the error', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/teste/falha' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { errors: [{ errorMessage: 'Erro interno do servidor.' }] });
    assert.ok(capture.lines.some((line) => line.includes('erro não tratado')));
  });

  it('redacts standalone loggers too', () => {
    const own = new LogCapture();
    const logger = createLogger({ level: 'info', stream: own });
    logger.info({ senha: 'p1', password: 'p2', user: { cpf: '1', salario: 2, password_hash: 'h' } }, 'x');
    const line = JSON.parse(own.lines[0]!);
    assert.equal(line.senha, REDACTED);
    assert.equal(line.password, REDACTED);
    assert.deepEqual(line.user, { cpf: REDACTED, salario: REDACTED, password_hash: REDACTED });
  });

  it('serializes a wrapped driver error without the query, its parameters or the row', () => {
    const driver = Object.assign(new Error('invalid input syntax for type numeric: "1234.56x"'), {
      code: '22P02',
      severity: 'ERROR',
      routine: 'numeric_in',
      detail: 'Failing row contains (52998224725, 1234.56).',
      table: 'colaborador',
    });
    const wrapped = Object.assign(new Error('Failed query: insert into colaborador ...\nparams: 52998224725,1234.56x'), {
      query: 'insert into colaborador ...',
      params: ['52998224725', '1234.56x'],
      cause: driver,
    });
    const own = new LogCapture();
    createLogger({ level: 'info', stream: own }).error({ err: wrapped }, 'falhou');
    const line = own.lines[0]!;
    for (const value of ['52998224725', '1234.56', 'params', 'Failing row']) assert.ok(!line.includes(value), `${value} in ${line}`);
    const err = JSON.parse(line).err;
    assert.deepEqual(
      { code: err.cause.code, table: err.cause.table, message: err.cause.message },
      { code: '22P02', table: 'colaborador', message: 'invalid input syntax for type numeric: "…"' },
    );
    assert.equal(serializeError(new Error('token eyJa.eyJb.c em /recover/AAAAAAAAAAAAAAAAAAAAAAAA')).message, 'token [JWT] em /recover/…');
  });
});
