/**
 * Failed password checks: a growing delay per account and per client address, never a lock.
 * The clock is moved with node:test mock timers (Date), never slept.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it, mock } from 'node:test';
import { loginFailures, users } from '../../db/schema';
import { bearer, createTestApp, createTestDatabase, type TestContext, type TestDatabase } from '../../test/support';
import { delayAfter, loginWaitSeconds, normalizeIp } from './login-limits';

const limits = { freeFailuresPerAccount: 5, freeFailuresPerIp: 12, maxDelaySeconds: 300, windowSeconds: 3600 };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('failed-login delays', () => {
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
  afterEach(() => mock.timers.reset());

  const attempt = (ctx: TestContext, usuario: string, senha: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/login', payload: { usuario, senha }, remoteAddress, headers });

  async function newAccount(email: string, senha = 'senha-certa'): Promise<number> {
    const passwordHash = await direct.app.passwords.hash(senha);
    const [row] = await direct.app.db.insert(users).values({ usuario: email.split('@')[0]!, email, name: 'Teste', passwordHash }).returning({ id: users.id });
    return row!.id;
  }

  function assertWait(response: Awaited<ReturnType<typeof attempt>>, seconds: number) {
    assert.equal(response.statusCode, 429, response.body);
    assert.equal(response.headers['retry-after'], String(seconds));
    const message = response.json().errors[0].errorMessage as string;
    assert.match(message, /^Muitas tentativas de login\. Aguarde \d+ (segundo|minuto)\(s\) e tente novamente\.$/);
  }

  it('a burst of parallel guesses gets the same delay as guesses one after another', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await newAccount('rajada@empresa.com');
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(direct, 'rajada', `errada-${i}`, `10.7.1.${i}`)));
    const statuses = burst.map((response) => response.statusCode).sort();
    // The 5 free failures are checked; every other guess waits, unchecked.
    assert.deepEqual(statuses, [...Array(5).fill(400), ...Array(7).fill(429)]);
  });

  it('makes the 6th attempt wait 1 s (429 + Retry-After, not even checked); the right password after the wait succeeds', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await newAccount('espera@empresa.com');
    for (let i = 0; i < 5; i++) assert.equal((await attempt(direct, 'espera', 'errada', `10.1.1.${i}`)).statusCode, 400);
    // Right password, another address: still waits (per account), and the refused attempt is not counted.
    assertWait(await attempt(direct, 'espera', 'senha-certa', '10.1.1.200'), 1);
    assertWait(await attempt(direct, 'espera', 'senha-certa', '10.1.1.200'), 1);
    mock.timers.tick(1000);
    assert.equal((await attempt(direct, 'espera', 'senha-certa', '10.1.1.200')).statusCode, 200);
    // Success clears the account: the next failure costs nothing again.
    assert.equal((await attempt(direct, 'espera', 'errada', '10.1.1.201')).statusCode, 400);
    assert.equal((await attempt(direct, 'espera', 'senha-certa', '10.1.1.201')).statusCode, 200);
  });

  it('grows 2^(n-5) s and stops at the cap: 100 failures never lock the owner out for an hour', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await newAccount('cresce@empresa.com');
    const waits: number[] = [];
    for (let n = 0; n < 100; n++) {
      let response = await attempt(direct, 'cresce', 'errada', `10.2.${n}.1`);
      if (response.statusCode === 429) {
        const wait = Number(response.headers['retry-after']);
        waits.push(wait);
        mock.timers.tick(wait * 1000);
        response = await attempt(direct, 'cresce', 'errada', `10.2.${n}.1`);
      }
      assert.equal(response.statusCode, 400, `failure ${n + 1}`);
    }
    // Free for 5, then 1, 2, 4 ... s, never above the cap (failures older than the window stop counting).
    assert.deepEqual(waits.slice(0, 10), [1, 2, 4, 8, 16, 32, 64, 128, 256, 300]);
    assert.ok(waits.every((wait) => wait >= 1 && wait <= 300));
    assert.deepEqual([4, 5, 6, 7, 12, 13, 14, 100].map((n) => delayAfter(n, 5, 300)), [0, 1, 2, 4, 128, 256, 300, 300]);
    // The owner, from home, waits at most the cap.
    const owner = await attempt(direct, 'cresce', 'senha-certa', '192.0.2.10');
    assert.equal(owner.statusCode, 429);
    assert.ok(Number(owner.headers['retry-after']) <= 300);
    mock.timers.tick(Number(owner.headers['retry-after']) * 1000);
    assert.equal((await attempt(direct, 'cresce', 'senha-certa', '192.0.2.10')).statusCode, 200);
  });

  it('counts login name and e-mail as one account', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await newAccount('duas.formas@empresa.com');
    for (let i = 0; i < 3; i++) assert.equal((await attempt(direct, 'duas.formas', 'errada', `10.3.0.${i}`)).statusCode, 400);
    for (let i = 0; i < 2; i++) assert.equal((await attempt(direct, 'Duas.Formas@Empresa.com', 'errada', `10.3.1.${i}`)).statusCode, 400);
    assertWait(await attempt(direct, 'duas.formas', 'senha-certa', '10.3.2.1'), 1);
    assertWait(await attempt(direct, 'duas.formas@empresa.com', 'senha-certa', '10.3.2.1'), 1);
    // Other accounts are not affected.
    assert.equal((await attempt(direct, 'financeiro', 'financeiro123', '10.3.2.2')).statusCode, 200);
  });

  it('delays a client address after its free failures, whatever the accounts; other addresses go on', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    for (let i = 0; i < limits.freeFailuresPerIp; i++) {
      assert.equal((await attempt(direct, `desconhecido${i}`, 'x', '10.4.0.1')).statusCode, 400);
    }
    assertWait(await attempt(direct, 'rh', 'rh123456', '10.4.0.1'), 1);
    assert.equal((await attempt(direct, 'rh', 'rh123456', '10.4.0.2')).statusCode, 200);
    mock.timers.tick(1000);
    assert.equal((await attempt(direct, 'rh', 'rh123456', '10.4.0.1')).statusCode, 200);
  });

  it('concurrent sign-ins from one address below its free failures never wait, whatever order they take the lock in', async () => {
    const ip = '10.8.0.1';
    const now = new Date();
    // Another account's check from this address, started 400 ms after this one, counted itself first.
    await direct.app.db.insert(loginFailures).values({ accountKey: 'id:999999', ip, createdAt: new Date(now.getTime() + 400) });
    assert.equal(await loginWaitSeconds(direct.app.db, limits, { account: 'id:999998', ip }, now), 0);
    // As `pnpm loadtest` signs in its users: one address, several accounts at once.
    await Promise.all(Array.from({ length: 8 }, (_, i) => newAccount(`paralelo${i}@empresa.com`)));
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(direct, `paralelo${i}`, 'senha-certa', ip)));
    assert.deepEqual(answers.map((response) => response.statusCode), Array(8).fill(200));
  });

  it('ignores X-Forwarded-For without TRUST_PROXY and uses it with TRUST_PROXY (request.ip)', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    for (let i = 0; i < limits.freeFailuresPerIp; i++) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${i}` };
      assert.equal((await attempt(direct, `spoof${i}`, 'x', '10.5.0.1', spoofed)).statusCode, 400);
    }
    assert.equal((await attempt(direct, 'rh', 'rh123456', '10.5.0.1', { 'x-forwarded-for': '198.51.100.9' })).statusCode, 429);

    for (let i = 0; i < limits.freeFailuresPerIp; i++) {
      const forwarded = { 'x-forwarded-for': '198.51.100.50' };
      assert.equal((await attempt(proxied, `via-proxy${i}`, 'x', '10.5.1.1', forwarded)).statusCode, 400);
    }
    assert.equal((await attempt(proxied, 'rh', 'rh123456', '10.5.1.1', { 'x-forwarded-for': '198.51.100.50' })).statusCode, 429);
    // Same proxy, another client behind it.
    assert.equal((await attempt(proxied, 'rh', 'rh123456', '10.5.1.1', { 'x-forwarded-for': '198.51.100.51' })).statusCode, 200);
  });

  it('the current password of a password change counts like a login', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await newAccount('perfil.atraso@empresa.com');
    const session = (await attempt(direct, 'perfil.atraso', 'senha-certa', '10.6.0.1')).json();
    const change = (senhaAtual: string) =>
      direct.app.inject({
        method: 'PUT',
        url: '/usuario',
        remoteAddress: '10.6.0.1',
        headers: bearer(session.token),
        payload: { data: b64({ name: 'Teste', email: 'perfil.atraso@empresa.com', altera: true, senhaAtual, novaSenha: 'nova-senha', confirma: 'nova-senha' }) },
      });
    for (let i = 0; i < 5; i++) assert.equal((await change('errada')).statusCode, 400);
    assertWait(await change('senha-certa'), 1);
    assertWait(await attempt(direct, 'perfil.atraso', 'senha-certa', '10.6.0.2'), 1);
    mock.timers.tick(1000);
    assert.equal((await change('senha-certa')).statusCode, 200);
  });

  it('normalizes IPv4-mapped addresses', () => {
    assert.equal(normalizeIp('::ffff:127.0.0.1'), '127.0.0.1');
    assert.equal(normalizeIp('::1'), '::1');
    assert.equal(normalizeIp(undefined), 'desconhecido');
  });
});
