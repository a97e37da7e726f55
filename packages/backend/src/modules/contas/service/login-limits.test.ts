/**
 * Failed password checks: a growing delay per (account, client address), per address and per
 * (account, known browser), never a lock, and never for the owner because of other addresses.
 * Two API instances (`direct`, `proxied`) share one database. The clock is moved with node:test
 * mock timers (Date), never slept.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it, mock } from 'node:test';
import { eq } from 'drizzle-orm';
import { loginFailures, mailOutbox, users } from '../../../db/schema';
import { bearer, createTestApp, createTestDatabase, type TestContext, type TestDatabase } from '../../../test/support';
import { delayAfter, loginWaitSeconds, normalizeIp } from './login-limits';

const limits = {
  freeFailuresPerAccount: 5,
  freeFailuresPerIp: 12,
  maxDelaySeconds: 300,
  windowSeconds: 3600,
  accountGuardFailures: 20,
  accountGuardIntervalSeconds: 1,
};
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

  it('a burst of 12 parallel guesses from one address, over two API instances, gets 5 checks and 7 waits', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await newAccount('rajada@empresa.com');
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(i % 2 ? proxied : direct, 'rajada', `errada-${i}`, '10.7.1.1')));
    const statuses = burst.map((response) => response.statusCode).sort();
    // The 5 free failures are checked; every other guess waits, unchecked.
    assert.deepEqual(statuses, [...Array(5).fill(400), ...Array(7).fill(429)]);
  });

  it('a guesser rotating addresses never delays the owner: 10 correct sign-ins during 100 wrong guesses all answer 200', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await newAccount('dono@empresa.com');
    const owner: number[] = [];
    const guesser: number[] = [];
    for (let n = 0; n < 100; n++) {
      // A wrong password every 100 ms, each from a new address; the owner signs in once a second from home.
      guesser.push((await attempt(n % 2 ? proxied : direct, 'dono', `chute-${n}`, `10.66.${n >> 8}.${n & 255}`)).statusCode);
      mock.timers.tick(100);
      if (n % 10 === 9) owner.push((await attempt(direct, 'dono', 'senha-certa', '192.0.2.77')).statusCode);
    }
    assert.equal(owner.length, 10);
    assert.deepEqual(owner, Array(10).fill(200), `owner: ${owner.join(',')}`);
    // Checked (400) until the account guard, then one check a second (the rest 429, unchecked).
    assert.deepEqual(new Set(guesser), new Set([400, 429]));
    // One address of the guesser is slowed after its free failures, whatever the owner does meanwhile
    // (a second apart: the account guard checks one unknown client a second).
    for (let i = 0; i < 4; i++) {
      mock.timers.tick(1000);
      assert.equal((await attempt(direct, 'dono', 'errada', '10.66.0.0')).statusCode, 400);
    }
    assertWait(await attempt(direct, 'dono', 'errada', '10.66.0.0'), 1);
    assert.equal((await attempt(direct, 'dono', 'senha-certa', '192.0.2.77')).statusCode, 200);
    assertWait(await attempt(direct, 'dono', 'senha-certa', '10.66.0.0'), 1);
  });

  it('a guesser rotating addresses costs one argon2 check a second once the account passed its guard, for existing and unknown accounts alike', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await newAccount('guarda@empresa.com');
    // The owner signed in from home before the attack: a known address.
    assert.equal((await attempt(direct, 'guarda', 'senha-certa', '192.0.2.88')).statusCode, 200);
    const checks = [mock.method(direct.app.passwords, 'verify'), mock.method(proxied.app.passwords, 'verify')];
    const argon2Calls = () => checks.reduce((sum, spy) => sum + spy.mock.callCount(), 0);
    const flood = async (usuario: string, octet: number) => {
      const before = argon2Calls();
      const statuses: number[] = [];
      const owner: number[] = [];
      for (let n = 0; n < 100; n++) {
        statuses.push((await attempt(n % 2 ? proxied : direct, usuario, `chute-${n}`, `10.77.${octet}.${n}`)).statusCode);
        mock.timers.tick(100);
        if (usuario === 'guarda' && n % 10 === 9) owner.push((await attempt(direct, 'guarda', 'senha-certa', '192.0.2.88')).statusCode);
      }
      return { statuses, owner, calls: argon2Calls() - before - owner.length };
    };
    const existing = await flood('guarda', 1);
    const unknown = await flood('ninguem-com-este-login', 2);
    // 20 guesses checked, then about one a second for the other 8 s: not one argon2 check per guess.
    assert.ok(existing.calls <= 30, `argon2 por 100 chutes: ${existing.calls}`);
    assert.equal(existing.calls, existing.statuses.filter((status) => status === 400).length);
    assert.deepEqual(new Set(existing.statuses), new Set([400, 429]));
    // An unknown login answers with the same statuses in the same order and costs the same checks.
    assert.deepEqual(unknown.statuses, existing.statuses);
    assert.equal(unknown.calls, existing.calls);
    // The owner, from the address it signed in from, is never slowed.
    assert.deepEqual(existing.owner, Array(10).fill(200));
    // A new address of the owner waits at most the guard interval, then gets its check.
    const novo = await attempt(direct, 'guarda', 'senha-certa', '192.0.2.99');
    if (novo.statusCode === 429) {
      assertWait(novo, 1);
      mock.timers.tick(1000);
      assert.equal((await attempt(direct, 'guarda', 'senha-certa', '192.0.2.99')).statusCode, 200);
    } else assert.equal(novo.statusCode, 200);
    checks.forEach((spy) => spy.mock.restore());
  });

  it('makes the 6th attempt from one address wait 1 s (429 + Retry-After, not even checked); another address goes straight in', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await newAccount('espera@empresa.com');
    for (let i = 0; i < 5; i++) assert.equal((await attempt(direct, 'espera', 'errada', '10.1.1.1')).statusCode, 400);
    // Right password, same address: waits, and the refused attempt is not counted.
    assertWait(await attempt(direct, 'espera', 'senha-certa', '10.1.1.1'), 1);
    assertWait(await attempt(direct, 'espera', 'senha-certa', '10.1.1.1'), 1);
    // Another address is not slowed by them, and its success does not clear the first address's failures.
    assert.equal((await attempt(direct, 'espera', 'senha-certa', '10.1.1.200')).statusCode, 200);
    assertWait(await attempt(direct, 'espera', 'senha-certa', '10.1.1.1'), 1);
    mock.timers.tick(1000);
    assert.equal((await attempt(direct, 'espera', 'senha-certa', '10.1.1.1')).statusCode, 200);
    // Success clears its own pair: the next failure from that address costs nothing again.
    assert.equal((await attempt(direct, 'espera', 'errada', '10.1.1.1')).statusCode, 400);
    assert.equal((await attempt(direct, 'espera', 'senha-certa', '10.1.1.1')).statusCode, 200);
  });

  it('grows 2^(n-5) s per address and stops at the cap; the owner from an address it signed in from never waits', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await newAccount('cresce@empresa.com');
    assert.equal((await attempt(direct, 'cresce', 'senha-certa', '192.0.2.10')).statusCode, 200);
    const waits: number[] = [];
    for (let n = 0; n < 100; n++) {
      let response = await attempt(direct, 'cresce', 'errada', '10.2.0.1');
      if (response.statusCode === 429) {
        const wait = Number(response.headers['retry-after']);
        waits.push(wait);
        mock.timers.tick(wait * 1000);
        response = await attempt(direct, 'cresce', 'errada', '10.2.0.1');
      }
      assert.equal(response.statusCode, 400, `failure ${n + 1}`);
    }
    // Free for 5, then 1, 2, 4 ... s, never above the cap (failures older than the window stop counting).
    assert.deepEqual(waits.slice(0, 10), [1, 2, 4, 8, 16, 32, 64, 128, 256, 300]);
    assert.ok(waits.every((wait) => wait >= 1 && wait <= 300));
    assert.deepEqual([4, 5, 6, 7, 12, 13, 14, 100].map((n) => delayAfter(n, 5, 300)), [0, 1, 2, 4, 128, 256, 300, 300]);
    // The guessing address still waits up to the cap; the owner, from home, signs in at once.
    const guesser = await attempt(direct, 'cresce', 'senha-certa', '10.2.0.1');
    assert.equal(guesser.statusCode, 429);
    assert.ok(Number(guesser.headers['retry-after']) <= 300);
    assert.equal((await attempt(direct, 'cresce', 'senha-certa', '192.0.2.10')).statusCode, 200);
  });

  it('counts login name and e-mail as one account', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await newAccount('duas.formas@empresa.com');
    for (let i = 0; i < 3; i++) assert.equal((await attempt(direct, 'duas.formas', 'errada', '10.3.0.1')).statusCode, 400);
    for (let i = 0; i < 2; i++) assert.equal((await attempt(direct, 'Duas.Formas@Empresa.com', 'errada', '10.3.0.1')).statusCode, 400);
    assertWait(await attempt(direct, 'duas.formas', 'senha-certa', '10.3.0.1'), 1);
    assertWait(await attempt(direct, 'duas.formas@empresa.com', 'senha-certa', '10.3.0.1'), 1);
    // Other accounts from that address are not affected (below the address's own free failures).
    assert.equal((await attempt(direct, 'financeiro', 'financeiro123', '10.3.0.1')).statusCode, 200);
  });

  it('a browser that signed in before is not slowed by failures from its own address; its device token is its own', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await newAccount('nat@empresa.com');
    const signedIn = await attempt(direct, 'nat', 'senha-certa', '10.10.0.1');
    assert.equal(signedIn.statusCode, 200);
    const deviceToken = signedIn.json().device_token as string;
    assert.ok(deviceToken);
    const withDevice = (ctx: TestContext, senha: string, token = deviceToken) =>
      ctx.app.inject({ method: 'POST', url: '/login', payload: { usuario: 'nat', senha, device_token: token }, remoteAddress: '10.10.0.1' });
    // Someone else behind the same address (a shared NAT) fails for this account and for others.
    for (let i = 0; i < 5; i++) assert.equal((await attempt(direct, 'nat', 'errada', '10.10.0.1')).statusCode, 400);
    for (let i = 0; i < limits.freeFailuresPerIp; i++) await attempt(direct, `outro${i}`, 'errada', '10.10.0.1');
    assert.equal((await attempt(direct, 'nat', 'senha-certa', '10.10.0.1')).statusCode, 429);
    // The known browser goes in at once, on either instance.
    assert.equal((await withDevice(direct, 'senha-certa')).statusCode, 200);
    assert.equal((await withDevice(proxied, 'senha-certa')).statusCode, 200);
    // Another account's device token, or a forged one, is no device of this account.
    const rh = await direct.app.inject({ method: 'POST', url: '/login', payload: { usuario: 'rh', senha: 'rh123456' }, remoteAddress: '10.10.9.9' });
    assert.equal((await withDevice(direct, 'senha-certa', rh.json().device_token)).statusCode, 429);
    const [header, payload] = deviceToken.split('.');
    assert.equal((await withDevice(direct, 'senha-certa', `${header}.${payload}.${'A'.repeat(43)}`)).statusCode, 429);
    // Guessing with the device token is slowed per (account, device) like any client.
    for (let i = 0; i < 5; i++) assert.equal((await withDevice(direct, 'errada')).statusCode, 400);
    assertWait(await withDevice(direct, 'senha-certa'), 1);
  });

  it('a successful password reset clears the account\'s failures from every address', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await newAccount('reposta@empresa.com');
    for (let i = 0; i < 5; i++) assert.equal((await attempt(direct, 'reposta', 'errada', '10.11.0.1')).statusCode, 400);
    assertWait(await attempt(direct, 'reposta', 'senha-certa', '10.11.0.1'), 1);
    const forgot = await direct.app.inject({ method: 'POST', url: '/password/forgot', payload: { email: 'reposta@empresa.com' }, remoteAddress: '10.11.0.1' });
    assert.equal(forgot.statusCode, 200);
    await direct.app.mailer.idle();
    const [mail] = await direct.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'reposta@empresa.com'));
    const token = /\/recover\/([A-Za-z0-9_-]{43})/.exec(mail!.bodyText)![1]!;
    const novaSenha = 'Ipê-amarelo florido em agosto';
    const reset = await direct.app.inject({
      method: 'POST',
      url: '/password/reset',
      payload: { token, senha: Buffer.from(novaSenha).toString('base64') },
      remoteAddress: '10.11.0.1',
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await attempt(direct, 'reposta', novaSenha, '10.11.0.1')).statusCode, 200);
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
        payload: { data: b64({ name: 'Teste', email: 'perfil.atraso@empresa.com', altera: true, senhaAtual, novaSenha: 'Jabuticaba madura 2026', confirma: 'Jabuticaba madura 2026' }) },
      });
    for (let i = 0; i < 5; i++) assert.equal((await change('errada')).statusCode, 400);
    assertWait(await change('senha-certa'), 1);
    assertWait(await attempt(direct, 'perfil.atraso', 'senha-certa', '10.6.0.1'), 1);
    assert.equal((await attempt(direct, 'perfil.atraso', 'senha-certa', '10.6.0.2')).statusCode, 200);
    mock.timers.tick(1000);
    assert.equal((await change('senha-certa')).statusCode, 200);
  });

  it('normalizes IPv4-mapped addresses', () => {
    assert.equal(normalizeIp('::ffff:127.0.0.1'), '127.0.0.1');
    assert.equal(normalizeIp('::1'), '::1');
    assert.equal(normalizeIp(undefined), 'desconhecido');
  });
});
