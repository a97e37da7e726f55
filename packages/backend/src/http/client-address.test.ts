/**
 * The client address behind a proxy (issue 35, point 3): `TRUST_PROXY=true` took the client's own
 * leftmost X-Forwarded-For entry (rotating it defeated the login limit: 0 x 429 in 40 failures) and
 * `X-Forwarded-For: 127.0.0.1` read /metrics. Now `true` is one hop: the address the proxy saw.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestContext } from '../test/support';

describe('TRUST_PROXY: the address the last trusted proxy saw', () => {
  let ctx: TestContext;
  const PROXY = '10.0.0.2';

  before(async () => {
    ctx = await createTestApp({
      config: {
        trustProxy: true,
        loginLimits: { freeFailuresPerAccount: 50, freeFailuresPerIp: 3, maxDelaySeconds: 300, windowSeconds: 3600, accountGuardFailures: 1000, accountGuardIntervalSeconds: 1 },
      },
    });
  });
  after(async () => {
    await ctx.close();
  });

  it('rotating the leftmost X-Forwarded-For entry does not escape the login limit of the real client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.7` },
        payload: { usuario: `ninguem${i}`, senha: 'errada-errada' },
      });
      statuses.push(response.statusCode);
    }
    assert.ok(statuses.includes(429), `nenhum 429 com o X-Forwarded-For trocado a cada tentativa: ${statuses.join(', ')}`);
    // Another client behind the same proxy is not the attacker.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '198.51.100.8' },
      payload: { usuario: 'financeiro', senha: 'financeiro123' },
    });
    assert.equal(other.statusCode, 200, other.body);
  });

  it('/metrics is decided by the connection, never by X-Forwarded-For', async () => {
    const spoofedRemote = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': '127.0.0.1' } });
    assert.equal(spoofedRemote.statusCode, 403, spoofedRemote.body.slice(0, 100));
    const throughLocalProxy = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.5' } });
    assert.equal(throughLocalProxy.statusCode, 403, throughLocalProxy.body.slice(0, 100));
    const spoofedOnly = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } });
    assert.equal(spoofedOnly.statusCode, 403);
    const local = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    assert.equal(local.statusCode, 200);
  });
});
