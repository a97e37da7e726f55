import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { loginFailures } from '../db/schema';
import { createTestApp, createTestDatabase, type TestContext, type TestDatabase } from '../test/support';
import { normalizeIp } from './login-limits';

const TOO_MANY = { errors: [{ errorMessage: 'Muitas tentativas de login. Tente novamente mais tarde.' }] };
const limits = { maxFailuresPerAccount: 3, maxFailuresPerIp: 5, windowSeconds: 3600 };

describe('failed-login limits', () => {
  let database: TestDatabase;
  let direct: TestContext;
  let proxied: TestContext;

  before(async () => {
    database = await createTestDatabase();
    direct = await createTestApp({ database, config: { loginLimits: limits } });
    proxied = await createTestApp({ database, config: { loginLimits: limits, trustProxy: true } });
  });
  after(async () => {
    await direct.close();
    await proxied.close();
    await database.dispose();
  });

  const attempt = (ctx: TestContext, usuario: string, senha: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/login', payload: { usuario, senha }, remoteAddress, headers });

  it('blocks an account after N failures in the window, even with the right password', async () => {
    for (let i = 0; i < limits.maxFailuresPerAccount; i++) {
      assert.equal((await attempt(direct, 'admin', 'errada', `10.0.1.${i}`)).statusCode, 400);
    }
    const blocked = await attempt(direct, 'admin', 'admin123', '10.0.1.200');
    assert.equal(blocked.statusCode, 429);
    assert.deepEqual(blocked.json(), TOO_MANY);
    // The key is case-insensitive.
    assert.equal((await attempt(direct, 'ADMIN', 'admin123', '10.0.1.201')).statusCode, 429);
    // Other accounts are not affected.
    assert.equal((await attempt(direct, 'financeiro', 'financeiro123', '10.0.1.202')).statusCode, 200);

    // Failures older than the window no longer count.
    await database.db.update(loginFailures).set({ createdAt: sql`now() - interval '2 hours'` });
    assert.equal((await attempt(direct, 'admin', 'admin123', '10.0.1.203')).statusCode, 200);
  });

  it('blocks a client address after M failures, whatever the account', async () => {
    for (let i = 0; i < limits.maxFailuresPerIp; i++) {
      assert.equal((await attempt(direct, `desconhecido${i}`, 'x', '10.0.2.1')).statusCode, 400);
    }
    assert.equal((await attempt(direct, 'rh', 'rh123456', '10.0.2.1')).statusCode, 429);
    assert.equal((await attempt(direct, 'rh', 'rh123456', '10.0.2.2')).statusCode, 200);
  });

  it('ignores X-Forwarded-For when no proxy is configured', async () => {
    for (let i = 0; i < limits.maxFailuresPerIp; i++) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${i}` };
      assert.equal((await attempt(direct, `spoof${i}`, 'x', '10.0.3.1', spoofed)).statusCode, 400);
    }
    const response = await attempt(direct, 'rh', 'rh123456', '10.0.3.1', { 'x-forwarded-for': '198.51.100.9' });
    assert.equal(response.statusCode, 429);
  });

  it('uses X-Forwarded-For when TRUST_PROXY is configured', async () => {
    for (let i = 0; i < limits.maxFailuresPerIp; i++) {
      const forwarded = { 'x-forwarded-for': '198.51.100.50' };
      assert.equal((await attempt(proxied, `via-proxy${i}`, 'x', '10.0.4.1', forwarded)).statusCode, 400);
    }
    assert.equal(
      (await attempt(proxied, 'rh', 'rh123456', '10.0.4.1', { 'x-forwarded-for': '198.51.100.50' })).statusCode,
      429,
    );
    // Same proxy, another client behind it.
    assert.equal(
      (await attempt(proxied, 'rh', 'rh123456', '10.0.4.1', { 'x-forwarded-for': '198.51.100.51' })).statusCode,
      200,
    );
  });

  it('normalizes IPv4-mapped addresses', () => {
    assert.equal(normalizeIp('::ffff:127.0.0.1'), '127.0.0.1');
    assert.equal(normalizeIp('::1'), '::1');
    assert.equal(normalizeIp(undefined), 'desconhecido');
  });
});
