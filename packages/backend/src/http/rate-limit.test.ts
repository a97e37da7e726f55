/**
 * Request limits (issue 35, point 2). Before: 64 parallel GETs from one token gave 2,191 answers in
 * 15 s and no 429; eight parallel reports took /health to 2.7 s. The counts are shared by two API
 * instances on one database (PostgreSQL store), or on one Redis (REDIS_URL).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from '../config';
import { createTestApp, eventually, testBackend, testConfig, type TestContext } from '../test/support';
import type { Database } from '../db/client';
import { ReportSlots } from './rate-limit';
import { RateLimitCounter } from './rate-limit-store';

const limits = (overrides: Partial<RateLimitConfig>): RateLimitConfig => ({
  ...DEFAULT_RATE_LIMITS,
  perAddress: 0,
  perUser: 0,
  reportsPerUser: 0,
  reportConcurrencyPerUser: 0,
  ...overrides,
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('request limits per user, per address and for reports', () => {
  let ctx: TestContext;
  let second: FastifyInstance;

  before(async () => {
    // Each hit written before it is answered (RATE_LIMIT_FLUSH_MS=0): the instances see each other's hits at once.
    ctx = await createTestApp({ projetos: true, config: { rateLimits: limits({ perUser: 5, reportsPerUser: 3, flushMs: 0 }) } });
    // A second instance of the API on the same database (two processes behind a load balancer).
    second = buildApp({ db: ctx.database, config: testConfig({ rateLimits: limits({ perUser: 5, reportsPerUser: 3, flushMs: 0 }) }) });
    await second.ready();
  });
  after(async () => {
    await second.close();
    await ctx.close();
  });

  it('a user above the limit gets 429 with Retry-After and a pt-BR message; another user is not affected; two instances share the count', async () => {
    const financeiro = await ctx.session('financeiro');
    const rh = await ctx.session('rh');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await ctx.app.inject({ method: 'GET', url: '/usuario', headers: auth(financeiro.token) })).statusCode);
    for (let i = 0; i < 2; i++) statuses.push((await second.inject({ method: 'GET', url: '/usuario', headers: auth(financeiro.token) })).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200]);
    const over = await second.inject({ method: 'GET', url: '/usuario', headers: auth(financeiro.token) });
    assert.equal(over.statusCode, 429, over.body);
    const retryAfter = Number(over.headers['retry-after']);
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${over.headers['retry-after']}`);
    assert.deepEqual(over.json(), { errors: [{ errorMessage: `Muitas requisições. Aguarde ${retryAfter} segundo(s) e tente novamente.` }] });
    assert.equal(over.headers['cache-control'], 'no-store');
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/usuario', headers: auth(rh.token) })).statusCode, 200);
    // /health is never limited (the load balancer polls it).
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
  });

  it('report routes have a smaller budget of their own', async () => {
    const admin = await ctx.session('admin');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await ctx.app.inject({ method: 'GET', url: '/relatorio/comparativo-faturamento/periodo/ACRAST/2026-01-01/2026-01-31', headers: auth(admin.token) })).statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const refused = await ctx.app.inject({ method: 'GET', url: '/relatorio/comparativo-faturamento/periodo/ACRAST/2026-01-01/2026-01-31', headers: auth(admin.token) });
    assert.match(refused.json().errors[0].errorMessage, /^Muitos relatórios pedidos em pouco tempo\. Aguarde \d+ segundo\(s\) e tente novamente\.$/);
    // Past the limit, the flood is answered before the guard reads the session from the database.
    const reads = [mock.method(ctx.database.db, 'select'), mock.method(ctx.database.db, 'execute')];
    const flood: number[] = [];
    for (let i = 0; i < 5; i++) {
      flood.push((await ctx.app.inject({ method: 'GET', url: '/relatorio/comparativo-faturamento/periodo/ACRAST/2026-01-01/2026-01-31', headers: auth(admin.token) })).statusCode);
    }
    const queries = reads.reduce((sum, spy) => sum + spy.mock.callCount(), 0);
    reads.forEach((spy) => spy.mock.restore());
    assert.deepEqual(flood, [429, 429, 429, 429, 429]);
    assert.equal(queries, 0, 'consultas ao banco para responder 429 a um usuário já acima do limite');
    // A token whose signature does not check is no user's: it goes to the guard (401), never to that user's 429.
    const [header, payload] = admin.token.split('.');
    const forged = await ctx.app.inject({ method: 'GET', url: '/relatorio/comparativo-faturamento/periodo/ACRAST/2026-01-01/2026-01-31', headers: auth(`${header}.${payload}.${'A'.repeat(43)}`) });
    assert.equal(forged.statusCode, 401);
  });
});

describe('per address', () => {
  it('counts unauthenticated requests per client address (the connection without TRUST_PROXY)', async () => {
    const ctx = await createTestApp({ config: { rateLimits: limits({ perAddress: 3 }) } });
    try {
      const from = (remoteAddress: string) => ctx.app.inject({ method: 'GET', url: '/usuario', remoteAddress, headers: { 'x-forwarded-for': `10.9.${Math.random()}` } });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await from('203.0.113.10')).statusCode);
      assert.deepEqual(statuses, [401, 401, 401, 429]);
      assert.equal((await from('203.0.113.11')).statusCode, 401);
    } finally {
      await ctx.close();
    }
  });
});

/** The database with a count of the statements its sessions ran. */
function countingStatements(database: Database): { database: Database; statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    database: {
      ...database,
      withSession: (fn) =>
        database.withSession((session) =>
          fn({
            ...session,
            query: (text, params) => {
              statements.push(text);
              return session.query(text, params);
            },
          }),
        ),
    },
  };
}

const hit = (counter: RateLimitCounter, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => counter.incr(key, windowMs, (error, result) => (error ? reject(error) : resolve(result!))));

describe('PostgreSQL store: local counts written in batches (RATE_LIMIT_FLUSH_MS)', () => {
  let ctx: TestContext;
  let run = 0;
  const keyPrefix = () => `lote${process.pid}-${++run}:`;
  const storedHits = async (key: string) => {
    const rows = await ctx.database.withSession((session) => session.query<{ hits: number }>('SELECT hits FROM rate_limit_hits WHERE key = $1', [key]));
    return rows.length === 0 ? undefined : Number(rows[0].hits);
  };

  before(async () => {
    ctx = await createTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  it('answers many hits at once from local counts and writes them all in one statement per interval', async () => {
    const { database, statements } = countingStatements(ctx.database);
    const counter = new RateLimitCounter(database, 20);
    const p = keyPrefix();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await hit(counter, `${p}${i % 3}`));
    assert.equal(statements.length, 0, 'no statement while counting');
    assert.deepEqual(answers.slice(0, 6).map((a) => a.current), [1, 1, 1, 2, 2, 2]);
    assert.equal(answers[29].current, 10);
    assert.ok(answers[29].ttl > 59_000 && answers[29].ttl <= 60_000, `ttl ${answers[29].ttl}`);
    await eventually(async () => (await storedHits(`${p}2`)) !== undefined, 'a escrita em lote');
    assert.equal(statements.length, 1, statements.join('\n'));
    assert.deepEqual([await storedHits(`${p}0`), await storedHits(`${p}1`), await storedHits(`${p}2`)], [10, 10, 10]);
    for (let i = 0; i < 5; i++) await hit(counter, `${p}0`);
    await eventually(async () => (await storedHits(`${p}0`)) === 15, 'a segunda escrita');
    assert.equal(statements.length, 2);
    await counter.close();
    assert.equal(statements.length, 2, 'nothing pending: closing writes nothing');
  });

  it('with RATE_LIMIT_FLUSH_MS=0 every hit is one statement, as before', async () => {
    const { database, statements } = countingStatements(ctx.database);
    const counter = new RateLimitCounter(database, 0);
    const p = keyPrefix();
    for (let i = 0; i < 3; i++) await hit(counter, `${p}a`);
    assert.equal(statements.length, 3);
    assert.equal(await storedHits(`${p}a`), 3);
  });

  it('two instances share the counts once they have written', async () => {
    const first = new RateLimitCounter(ctx.database, 60_000);
    const second = new RateLimitCounter(ctx.database, 60_000);
    const key = `${keyPrefix()}u`;
    for (let i = 0; i < 3; i++) await hit(first, key);
    await first.flush();
    assert.equal((await hit(second, key)).current, 1, 'the second has not read the shared count yet');
    await second.flush();
    assert.equal((await hit(second, key)).current, 5, 'the first three, its own, and this one');
    assert.equal((await hit(first, key)).current, 4, 'the first still counts from what it read');
    await first.flush();
    assert.equal((await hit(first, key)).current, 6, 'the second\'s last hit is not written yet');
    await Promise.all([first.close(), second.close()]);
    assert.equal(await storedHits(key), 7);
  });

  it('a window that ended restarts: the next write counts only the new hits', async () => {
    const counter = new RateLimitCounter(ctx.database, 60_000);
    const key = `${keyPrefix()}w`;
    for (let i = 0; i < 4; i++) await hit(counter, key);
    await counter.flush();
    assert.equal(await storedHits(key), 4);
    await ctx.database.withSession((session) => session.query(`UPDATE rate_limit_hits SET reset_at = clock_timestamp() - interval '1 second' WHERE key = $1`, [key]));
    await hit(counter, key);
    await hit(counter, key);
    await counter.flush();
    assert.equal(await storedHits(key), 2, 'the window restarted in the database');
    const next = await hit(counter, key);
    assert.equal(next.current, 3);
    assert.ok(next.ttl > 59_000, `a new window: ttl ${next.ttl}`);
    await counter.close();
  });

  it('a key whose window ended here starts again from its next hit', async () => {
    const counter = new RateLimitCounter(ctx.database, 60_000);
    const key = `${keyPrefix()}x`;
    const first = await hit(counter, key, 1);
    assert.equal(first.current, 1);
    const start = Date.now();
    await eventually(async () => Date.now() > start + 1, 'o fim da janela de 1 ms');
    assert.equal((await hit(counter, key, 1)).current, 1);
    await counter.close();
    assert.equal(await storedHits(key), 1, 'the ended window\'s hit is not written');
  });

  it('closing the app writes the hits counted since the last write', async () => {
    const other = buildApp({ db: ctx.database, config: testConfig({ rateLimits: limits({ perUser: 50, flushMs: 60_000 }) }) });
    await other.ready();
    const { token, user } = await ctx.session('rh');
    const before = (await storedHits(`u:${user.id}`)) ?? 0;
    for (let i = 0; i < 3; i++) assert.equal((await other.inject({ method: 'GET', url: '/usuario', headers: auth(token) })).statusCode, 200);
    assert.equal((await storedHits(`u:${user.id}`)) ?? 0, before, 'not written yet');
    await other.close();
    assert.equal(await storedHits(`u:${user.id}`), before + 3);
  });

  it('a write that fails lets the hits through (skipOnError) and is retried', async () => {
    let down = true;
    const flaky: Database = { ...ctx.database, withSession: (fn) => (down ? Promise.reject(new Error('banco fora do ar')) : ctx.database.withSession(fn)) };
    const counter = new RateLimitCounter(flaky, 60_000);
    const key = `${keyPrefix()}e`;
    await hit(counter, key);
    await counter.flush();
    await assert.rejects(hit(counter, key), /banco fora do ar/);
    down = false;
    await counter.flush();
    assert.equal(await storedHits(key), 2, 'the hits of the failed write were kept');
    assert.equal((await hit(counter, key)).current, 3);
    await counter.close();
  });
});

describe('report slots per user', () => {
  it('runs at most N at a time per user, lets one more wait, and refuses past the wait', async () => {
    const slots = new ReportSlots(1, 30);
    const first = await slots.acquire(1);
    assert.ok(first);
    const waiting = slots.acquire(1);
    const otherUser = await slots.acquire(2);
    assert.ok(otherUser, 'another user has slots of their own');
    first();
    const second = await waiting;
    assert.ok(second, 'the waiting request got the freed slot');
    assert.equal(await slots.acquire(1), undefined, 'no slot freed within the wait');
    second();
    assert.ok(await slots.acquire(1));
  });

  it('an expensive report of one user cannot hold the API: a third one answers 429 while the user\'s other reads answer', { skip: testBackend() !== 'pg' && 'needs a second PostgreSQL connection to hold a lock' }, async () => {
    const ctx = await createTestApp({ projetos: true, config: { rateLimits: limits({ reportConcurrencyPerUser: 2, reportQueueWaitMs: 100 }) } });
    const locker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    try {
      await locker.connect();
      const admin = await ctx.session('admin');
      await locker.query('BEGIN');
      await locker.query(`LOCK TABLE "${ctx.database.schema}".projeto IN ACCESS EXCLUSIVE MODE`);
      const report = () => ctx.app.inject({ method: 'GET', url: '/relatorio/comparativo-custo/periodo/ACRAST/10018/2025-01-01/2025-12-31', headers: auth(admin.token) });
      const held = [report(), report()];
      // Both hold their slot (their queries wait on the lock) before the third is sent.
      await eventually(async () => {
        const { rows } = await locker.query(`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND relation = '"${ctx.database.schema}".projeto'::regclass`);
        return rows[0].n >= 2;
      }, 'dois relatórios à espera da trava');
      const third = await report();
      assert.equal(third.statusCode, 429, third.body);
      assert.deepEqual(third.json(), { errors: [{ errorMessage: 'Há relatórios seus ainda em andamento. Aguarde a conclusão e tente novamente.' }] });
      assert.equal(third.headers['retry-after'], '1');
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/usuario', headers: auth(admin.token) })).statusCode, 200);
      await locker.query('ROLLBACK');
      const answers = await Promise.all(held);
      assert.deepEqual(answers.map((a) => a.statusCode), [200, 200]);
      assert.equal((await report()).statusCode, 200, 'the slots were given back');
    } finally {
      await locker.end().catch(() => undefined);
      await ctx.close();
    }
  });
});

describe('Redis store (REDIS_URL)', () => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  it('two instances with REDIS_URL share the count', async (t) => {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
    try {
      await probe.connect();
      await probe.ping();
    } catch {
      probe.disconnect();
      t.skip(`sem Redis em ${url}`);
      return;
    }
    probe.disconnect();
    const rateLimits = limits({ perUser: 3, redisUrl: url });
    const ctx = await createTestApp({ config: { rateLimits } });
    const other = buildApp({ db: ctx.database, config: testConfig({ rateLimits }) });
    try {
      await other.ready();
      const { token, user } = await ctx.session('rh');
      const cleaner = new Redis(url);
      for (const key of await cleaner.keys(`financeiro-limite:*u:${user.id}`)) await cleaner.del(key);
      cleaner.disconnect();
      const statuses = [
        (await ctx.app.inject({ method: 'GET', url: '/usuario', headers: auth(token) })).statusCode,
        (await other.inject({ method: 'GET', url: '/usuario', headers: auth(token) })).statusCode,
        (await ctx.app.inject({ method: 'GET', url: '/usuario', headers: auth(token) })).statusCode,
        (await other.inject({ method: 'GET', url: '/usuario', headers: auth(token) })).statusCode,
      ];
      assert.deepEqual(statuses, [200, 200, 200, 429]);
    } finally {
      await other.close();
      await ctx.close();
    }
  });
});
