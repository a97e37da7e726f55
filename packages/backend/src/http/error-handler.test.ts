import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { installErrorHandling } from './error-handler';
import { MESSAGES } from './errors';

/** A driver error as node-postgres and PGlite throw it, wrapped by Drizzle as `cause` (src/db/errors.ts). */
function falhaDoBanco(code: string, constraint?: string): Error {
  return new Error('Failed query', { cause: Object.assign(new Error('duplicate key value violates unique constraint'), { code, constraint }) });
}

describe('error handler: database failures a request can cause', () => {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  app.get('/duplicado', async () => {
    throw falhaDoBanco('23505', 'cliente_nome_ativo');
  });
  app.get('/outra-falha', async () => {
    throw falhaDoBanco('23503', 'projeto_cliente_fk');
  });

  it('a unique violation no service mapped (two requests creating the same record) answers 409 in pt-BR, not 500', async () => {
    const answer = await app.inject({ method: 'GET', url: '/duplicado' });
    assert.equal(answer.statusCode, 409, answer.body);
    assert.deepEqual(answer.json(), { errors: [{ errorMessage: MESSAGES.duplicateRecord }] });
  });

  it('any other database failure stays a 500 without internals', async () => {
    const answer = await app.inject({ method: 'GET', url: '/outra-falha' });
    assert.equal(answer.statusCode, 500);
    assert.deepEqual(answer.json(), { errors: [{ errorMessage: MESSAGES.internal }] });
  });
});
