/**
 * Headers of the API's answers, read over real HTTP from a listening server: no answer is ever
 * stored by a cache (Cache-Control: no-store), and HSTS only when the request came over HTTPS (the
 * connection, or X-Forwarded-Proto from a proxy trusted by TRUST_PROXY).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HSTS } from '../app';
import { createTestApp, createTestDatabase, type TestContext } from '../test/support';

async function listen(ctx: TestContext): Promise<string> {
  return ctx.app.listen({ port: 0, host: '127.0.0.1' });
}

async function signIn(base: string): Promise<Response> {
  return fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'financeiro', senha: 'financeiro123' }),
  });
}

describe('API answer headers', () => {
  let direct: TestContext;
  let proxied: TestContext;
  let directUrl: string;
  let proxiedUrl: string;

  before(async () => {
    direct = await createTestApp();
    directUrl = await listen(direct);
    proxied = await createTestApp({ database: await createTestDatabase(), config: { trustProxy: true } });
    proxiedUrl = await listen(proxied);
  });
  after(async () => {
    await direct.close();
    const database = proxied.database;
    await proxied.close();
    await database.dispose();
  });

  it('marks every authenticated answer (and the sign-in that hands out tokens) no-store', async () => {
    const login = await signIn(directUrl);
    assert.equal(login.status, 200);
    assert.equal(login.headers.get('cache-control'), 'no-store');
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    for (const path of ['/usuario', '/simulator/opcoes', '/simulator/financeiro@veecode.com.br']) {
      const response = await fetch(`${directUrl}${path}`, { headers: auth });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('cache-control'), 'no-store', path);
    }
    // Refused answers too (401 from the guard, 403 for a section the user lacks).
    const refused = await fetch(`${directUrl}/usuario`);
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('cache-control'), 'no-store');
    const forbidden = await fetch(`${directUrl}/admin/usuarios`, { headers: auth });
    assert.equal(forbidden.status, 403);
    assert.equal(forbidden.headers.get('cache-control'), 'no-store');
  });

  it('sends no HSTS over plain HTTP, even when a client claims X-Forwarded-Proto without a trusted proxy', async () => {
    const plain = await signIn(directUrl);
    assert.equal(plain.headers.get('strict-transport-security'), null);
    const spoofed = await fetch(`${directUrl}/health`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(spoofed.headers.get('strict-transport-security'), null);
  });

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const overHttps = await fetch(`${proxiedUrl}/health`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(overHttps.headers.get('strict-transport-security'), HSTS);
    const unauthenticated = await fetch(`${proxiedUrl}/usuario`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(unauthenticated.status, 401);
    assert.equal(unauthenticated.headers.get('strict-transport-security'), HSTS);
    const overHttp = await fetch(`${proxiedUrl}/health`, { headers: { 'x-forwarded-proto': 'http' } });
    assert.equal(overHttp.headers.get('strict-transport-security'), null);
  });
});
