/**
 * Two tabs refreshing at once must not end the session: a refresh token presented again within the
 * grace window (REFRESH_REUSE_GRACE_SECONDS) gets a pair of the same family, on either of two API
 * instances sharing the database; a reuse after the window still revokes the family.
 * The clock is moved with node:test mock timers (Date), never slept.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it, mock } from 'node:test';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { refreshTokens } from '../../db/schema';
import { bearer, createTestApp, createTestDatabase, type TestContext, type TestDatabase } from '../../test/support';

const GRACE_SECONDS = 10;

describe('refresh token reuse grace window', () => {
  let database: TestDatabase;
  let first: TestContext;
  let second: TestContext;

  before(async () => {
    database = await createTestDatabase();
    first = await createTestApp({ database, config: { refreshReuseGraceSeconds: GRACE_SECONDS } });
    second = await createTestApp({ database, config: { refreshReuseGraceSeconds: GRACE_SECONDS } });
  });
  after(async () => {
    await first.close();
    await second.close();
    await database.dispose();
  });
  afterEach(() => mock.timers.reset());

  const refresh = (ctx: TestContext, refresh_token: string) => ctx.app.inject({ method: 'POST', url: '/login/refresh', payload: { refresh_token } });
  const profile = (token: string) => first.app.inject({ method: 'GET', url: '/usuario', headers: bearer(token) });

  it('the same refresh token twice at once: both 200, both new pairs of the same family work', async () => {
    const session = await first.session('financeiro');
    const answers = await Promise.all([refresh(first, session.refresh_token), refresh(first, session.refresh_token)]);
    const statuses = answers.map((response) => response.statusCode);
    assert.deepEqual(statuses, [200, 200], `statuses: ${statuses.join(',')}`);
    const pairs = answers.map((response) => response.json() as { token: string; refresh_token: string });
    const family = decodeJwt(session.refresh_token).fam;
    for (const pair of pairs) {
      assert.equal(decodeJwt(pair.refresh_token).fam, family);
      assert.equal((await profile(pair.token)).statusCode, 200);
    }
    // Each tab goes on with its own new refresh token.
    for (const pair of pairs) assert.equal((await refresh(first, pair.refresh_token)).statusCode, 200);
  });

  it('ten at once over two API instances: ten 200, and the session goes on', async () => {
    const session = await first.session('rh');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => refresh(i % 2 ? second : first, session.refresh_token)));
    const statuses = answers.map((response) => response.statusCode);
    assert.deepEqual(statuses, Array(10).fill(200), `statuses: ${statuses.join(',')}`);
    const { fam } = decodeJwt(session.refresh_token) as { fam: string };
    const rows = await first.app.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, fam));
    assert.equal(rows.filter((row) => row.revokedAt !== null).length, 0);
    assert.equal((await profile(answers[9]!.json().token)).statusCode, 200);
  });

  it('a reuse after the window revokes the family: the winner token and its access token stop working', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const session = await first.session('financeiro');
    const winner = (await refresh(first, session.refresh_token)).json() as { token: string; refresh_token: string };
    mock.timers.tick((GRACE_SECONDS - 1) * 1000);
    assert.equal((await refresh(second, session.refresh_token)).statusCode, 200, 'second use inside the window');
    mock.timers.tick(2000);
    const late = await refresh(second, session.refresh_token);
    assert.equal(late.statusCode, 401);
    assert.equal(late.json().code, 'UNAUTHORIZED');
    assert.equal((await refresh(first, winner.refresh_token)).statusCode, 401);
    assert.equal((await profile(winner.token)).statusCode, 401);
  });

  it('no grace for a token whose session already ended (logout), nor with the window set to 0', async () => {
    const session = await first.session('financeiro');
    const rotated = (await refresh(first, session.refresh_token)).json() as { token: string };
    await first.app.inject({ method: 'POST', url: '/login/logout', payload: { token: rotated.token } });
    assert.equal((await refresh(second, session.refresh_token)).statusCode, 401);

    const strict = await createTestApp({ database, config: { refreshReuseGraceSeconds: 0 } });
    try {
      const other = await strict.session('rh');
      const answers = await Promise.all([refresh(strict, other.refresh_token), refresh(strict, other.refresh_token)]);
      assert.deepEqual(answers.map((response) => response.statusCode).sort(), [200, 401]);
    } finally {
      await strict.close();
    }
  });
});
