import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it, mock } from 'node:test';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { refreshTokens } from '../../db/schema';
import { API_NAME } from '@financeiro/domain';
import { bearer, createTestApp, TEST_SECRET, type TestContext } from '../../test/support';

const SESSION_EXPIRED = 'Sessão expirada. Efetue novamente o login';
const INVALID = { errors: [{ errorMessage: 'Usuário ou senha inválidos.' }] };

function encode(credentials: unknown): string {
  return Buffer.from(JSON.stringify(credentials), 'utf8').toString('base64');
}

describe('authentication routes', () => {
  let ctx: TestContext;

  before(async () => {
    // The production access token's 15 minutes: the clock tests below move past them.
    ctx = await createTestApp({ config: { accessTokenTtlSeconds: 15 * 60 } });
  });
  after(async () => {
    await ctx.close();
  });
  afterEach(() => mock.timers.reset());

  describe('POST /login', () => {
    it('accepts the base64 authorization body and answers tokens and the user', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/login',
        payload: { authorization: encode({ usuario: 'financeiro', senha: 'financeiro123' }) },
      });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(typeof body.token, 'string');
      assert.equal(typeof body.refresh_token, 'string');
      assert.notEqual(body.token, body.refresh_token);
      assert.deepEqual(body.user, {
        id: 2,
        usuario: 'financeiro',
        name: 'Equipe Financeiro',
        email: 'financeiro@veecode.com.br',
        roles: { [API_NAME]: ['dashboard', 'projetos', 'simulacoes', 'relatorios-delivery'] },
      });
    });

    it('accepts the plain JSON body, case-insensitive usuario and the e-mail', async () => {
      assert.equal((await ctx.login('admin', 'admin123')).statusCode, 200);
      assert.equal((await ctx.login(' ADMIN ', 'admin123')).statusCode, 200);
      assert.equal((await ctx.login('rh@veecode.com.br', 'rh123456')).statusCode, 200);
    });

    it('answers 400 with the same message for a wrong password and an unknown user', async () => {
      const wrong = await ctx.login('admin', 'senha-errada', { 'x-forwarded-for': '10.0.0.1' });
      const unknown = await ctx.login('ninguem', 'admin123');
      assert.equal(wrong.statusCode, 400);
      assert.equal(unknown.statusCode, 400);
      assert.deepEqual(wrong.json(), INVALID);
      assert.deepEqual(unknown.json(), INVALID);
    });

    it('validates the fields (400 with field errors), never 401', async () => {
      const empty = await ctx.app.inject({ method: 'POST', url: '/login', payload: {} });
      assert.equal(empty.statusCode, 400);
      assert.deepEqual(
        empty.json().errors.map((e: { field: string }) => e.field).sort(),
        ['senha', 'usuario'],
      );
      assert.ok(empty.json().errors.every((e: { errorMessage: string }) => e.errorMessage === 'Campo obrigatório.'));

      const garbage = await ctx.app.inject({ method: 'POST', url: '/login', payload: { authorization: '@@@' } });
      assert.equal(garbage.statusCode, 400);
      assert.equal(garbage.json().errors[0].field, 'authorization');

      const noBody = await ctx.app.inject({ method: 'POST', url: '/login' });
      assert.equal(noBody.statusCode, 400);

      const badJson = await ctx.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"usuario":',
      });
      assert.equal(badJson.statusCode, 400);
      assert.deepEqual(badJson.json(), { errors: [{ errorMessage: 'Corpo da requisição inválido.' }] });
    });

    it('refuses a disabled account with 400', async () => {
      const { users } = await import('../../db/schema');
      await ctx.app.db.update(users).set({ ativo: false }).where(eq(users.usuario, 'rh'));
      try {
        const response = await ctx.login('rh', 'rh123456');
        assert.equal(response.statusCode, 400);
        assert.deepEqual(response.json(), INVALID);
      } finally {
        await ctx.app.db.update(users).set({ ativo: true }).where(eq(users.usuario, 'rh'));
      }
    });
  });

  describe('tokens', () => {
    it('rotates the refresh token and detects reuse after the grace window, revoking the whole family', async () => {
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      const first = await ctx.session('admin');

      const rotated = await ctx.app.inject({
        method: 'POST',
        url: '/login/refresh',
        payload: { refresh_token: first.refresh_token },
      });
      assert.equal(rotated.statusCode, 200);
      const second = rotated.json();
      assert.notEqual(second.refresh_token, first.refresh_token);
      assert.equal(second.user.usuario, 'admin');

      // The new access token works.
      const profile = await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(second.token) });
      assert.equal(profile.statusCode, 200);

      // Reuse of the first (already used) refresh token after the grace window: 401 and the family is revoked...
      mock.timers.tick((ctx.app.config.refreshReuseGraceSeconds + 1) * 1000);
      const reuse = await ctx.app.inject({
        method: 'POST',
        url: '/login/refresh',
        payload: { refresh_token: first.refresh_token },
      });
      assert.equal(reuse.statusCode, 401);
      assert.deepEqual(reuse.json(), { errors: [{ errorMessage: SESSION_EXPIRED }], code: 'UNAUTHORIZED' });

      // ...so the legitimate newer refresh token no longer works either.
      const afterReuse = await ctx.app.inject({
        method: 'POST',
        url: '/login/refresh',
        headers: { refresh_token: second.refresh_token },
      });
      assert.equal(afterReuse.statusCode, 401);
      assert.equal(afterReuse.json().code, 'UNAUTHORIZED');

      // Another login (another family) is unaffected.
      const other = await ctx.session('admin');
      const otherRefresh = await ctx.app.inject({
        method: 'POST',
        url: '/login/refresh',
        payload: { refresh_token: other.refresh_token },
      });
      assert.equal(otherRefresh.statusCode, 200);
    });

    it("after refresh-token reuse every access token of the family answers 401 at once, other sessions stay", async () => {
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      const other = await ctx.session('financeiro');
      const first = await ctx.session('financeiro');
      const rotated = await ctx.app.inject({ method: 'POST', url: '/login/refresh', payload: { refresh_token: first.refresh_token } });
      assert.equal(rotated.statusCode, 200);
      const second = rotated.json();
      const get = (token: string) => ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(token) });
      assert.equal((await get(second.token)).statusCode, 200);
      assert.equal(decodeJwt(second.token).fam, decodeJwt(first.refresh_token).fam);

      mock.timers.tick((ctx.app.config.refreshReuseGraceSeconds + 1) * 1000);
      const reuse = await ctx.app.inject({ method: 'POST', url: '/login/refresh', payload: { refresh_token: first.refresh_token } });
      assert.equal(reuse.statusCode, 401);
      for (const token of [first.token, second.token]) {
        const response = await get(token);
        assert.equal(response.statusCode, 401);
        assert.equal(response.json().code, 'UNAUTHORIZED');
        const check = await ctx.app.inject({ method: 'POST', url: '/password/check', payload: { token } });
        assert.equal(check.json().status, 'invalid');
      }
      assert.equal((await get(other.token)).statusCode, 200);
    });

    it('refuses a correctly signed access token without a session family', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('financeiro-backend')
        .setAudience(API_NAME)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .setJti('8f1c2d2e-0000-4000-8000-000000000003')
        .sign(new TextEncoder().encode(TEST_SECRET));
      const response = await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(token) });
      assert.equal(response.statusCode, 401);
    });

    it('never accepts a refresh token as an access token', async () => {
      const session = await ctx.session('admin');
      const response = await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(session.refresh_token) });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().code, 'UNAUTHORIZED');
      const check = await ctx.app.inject({ method: 'POST', url: '/password/check', payload: { token: session.refresh_token } });
      assert.equal(check.json().status, 'invalid');
    });

    it('never accepts an access token as a refresh token', async () => {
      const session = await ctx.session('admin');
      const response = await ctx.app.inject({ method: 'POST', url: '/login/refresh', payload: { refresh_token: session.token } });
      assert.equal(response.statusCode, 401);
    });

    it('answers 401 TOKEN_EXPIRED for an expired access token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('financeiro-backend')
        .setAudience(API_NAME)
        .setIssuedAt(now - 3600)
        .setExpirationTime(now - 60)
        .setJti('8f1c2d2e-0000-4000-8000-000000000001')
        .sign(new TextEncoder().encode(TEST_SECRET));
      const response = await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(expired) });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { errors: [{ errorMessage: SESSION_EXPIRED }], code: 'TOKEN_EXPIRED' });
    });

    it('refuses tokens with another key, audience, issuer, algorithm or a tampered payload', async () => {
      const now = Math.floor(Date.now() / 1000);
      const make = (opts: { secret?: string; aud?: string; iss?: string; typ?: string }) =>
        new SignJWT({ typ: opts.typ ?? 'access' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('1')
          .setIssuer(opts.iss ?? 'financeiro-backend')
          .setAudience(opts.aud ?? API_NAME)
          .setIssuedAt(now)
          .setExpirationTime(now + 600)
          .setJti('8f1c2d2e-0000-4000-8000-000000000002')
          .sign(new TextEncoder().encode(opts.secret ?? TEST_SECRET));
      const session = await ctx.session('admin');
      const [header, payload, signature] = session.token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const tampered = [header, Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url'), signature].join('.');
      const unsigned = [
        Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
        payload,
        '',
      ].join('.');
      const candidates = [
        await make({ secret: 'outro-segredo-com-pelo-menos-32-caracteres!!' }),
        await make({ aud: 'outra-api' }),
        await make({ iss: 'outro-emissor' }),
        await make({ typ: 'refresh' }),
        tampered,
        unsigned,
        'abc.def.ghi',
      ];
      for (const token of candidates) {
        const response = await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(token) });
        assert.equal(response.statusCode, 401, token);
        assert.equal(response.json().code, 'UNAUTHORIZED');
      }
      const malformedHeader = await ctx.app.inject({ method: 'GET', url: '/usuario', headers: { authorization: session.token } });
      assert.equal(malformedHeader.statusCode, 401);
    });
  });

  describe('POST /login/logout', () => {
    it('revokes the refresh token family and its access tokens, and always answers { result: true }', async () => {
      const other = await ctx.session('financeiro');
      const session = await ctx.session('financeiro');
      const logout = await ctx.app.inject({
        method: 'POST',
        url: '/login/logout',
        payload: { token: session.token, refresh_token: session.refresh_token },
      });
      assert.equal(logout.statusCode, 200);
      assert.deepEqual(logout.json(), { result: true });

      const refresh = await ctx.app.inject({ method: 'POST', url: '/login/refresh', payload: { refresh_token: session.refresh_token } });
      assert.equal(refresh.statusCode, 401);

      const { fam } = decodeJwt(session.refresh_token) as { fam: string };
      const family = await ctx.app.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, fam));
      assert.ok(family.length > 0 && family.every((token) => token.revokedAt !== null));

      // The access token of the ended session answers 401 at once; another session of the user goes on.
      const after = await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(session.token) });
      assert.equal(after.statusCode, 401);
      assert.equal(after.json().code, 'UNAUTHORIZED');
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/password/check', payload: { token: session.token } })).json().status, 'invalid');
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(other.token) })).statusCode, 200);

      const garbage = await ctx.app.inject({ method: 'POST', url: '/login/logout', payload: { refresh_token: 'x.y.z' } });
      assert.deepEqual(garbage.json(), { result: true });
      const empty = await ctx.app.inject({ method: 'POST', url: '/login/logout' });
      assert.deepEqual(empty.json(), { result: true });
    });

    it('ends the session from either field alone: the access token in `token` or the refresh token', async () => {
      const get = (token: string) => ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(token) });
      const refresh = (refresh_token: string) => ctx.app.inject({ method: 'POST', url: '/login/refresh', payload: { refresh_token } });
      const logout = (payload: object) => ctx.app.inject({ method: 'POST', url: '/login/logout', payload });

      // The documented `token` field with the access token only.
      const byAccess = await ctx.session('rh');
      assert.deepEqual((await logout({ token: byAccess.token })).json(), { result: true });
      assert.equal((await get(byAccess.token)).statusCode, 401, 'access token after logout with { token: <access> }');
      assert.equal((await refresh(byAccess.refresh_token)).statusCode, 401, 'refresh token after logout with { token: <access> }');

      // The refresh token alone, in either field.
      for (const field of ['refresh_token', 'token']) {
        const session = await ctx.session('rh');
        assert.deepEqual((await logout({ [field]: session.refresh_token })).json(), { result: true });
        assert.equal((await get(session.token)).statusCode, 401, `access token after logout with { ${field}: <refresh> }`);
        assert.equal((await refresh(session.refresh_token)).statusCode, 401);
      }

      // An expired access token still names its session; a tampered one ends nothing.
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      const expiring = await ctx.session('rh');
      const survivor = await ctx.session('rh');
      mock.timers.tick(16 * 60 * 1000);
      const [header, payload] = survivor.token.split('.');
      await logout({ token: `${header}.${payload}.${'A'.repeat(43)}` });
      await logout({ token: expiring.token });
      assert.equal((await refresh(expiring.refresh_token)).statusCode, 401);
      assert.equal((await refresh(survivor.refresh_token)).statusCode, 200);
    });
  });

  describe('POST /password/check', () => {
    it('answers ok with the user for a valid access token', async () => {
      const session = await ctx.session('rh');
      const response = await ctx.app.inject({ method: 'POST', url: '/password/check', payload: { token: session.token, isRecovery: false } });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.status, 'ok');
      assert.deepEqual(body.errors, []);
      assert.equal(body.user.usuario, 'rh');
      assert.deepEqual(body.user.roles[API_NAME], ['fechamentos', 'relatorios', 'cadastros', 'importacoes']);
    });

    it('answers invalid for a bad token, no token and recovery tokens', async () => {
      for (const payload of [{ token: 'x.y.z' }, {}, { token: 'qualquer', isRecovery: true }]) {
        const response = await ctx.app.inject({ method: 'POST', url: '/password/check', payload });
        assert.equal(response.statusCode, 200);
        assert.equal(response.json().status, 'invalid');
        assert.ok(response.json().errors.length > 0);
      }
      const session = await ctx.session('rh');
      const recovery = await ctx.app.inject({ method: 'POST', url: '/password/check', payload: { token: session.token, isRecovery: true } });
      assert.equal(recovery.json().status, 'invalid');
    });
  });

  describe('other routes', () => {
    it('POST /login/google answers 503 until Google is configured', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: '/login/google', payload: { code: 'abc' } });
      assert.equal(response.statusCode, 503);
      assert.deepEqual(response.json(), { errors: [{ errorMessage: 'Login com Google não configurado' }] });
    });

    it('GET /usuario returns the profile of the signed-in user', async () => {
      const session = await ctx.session('admin');
      const response = await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(session.token) });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.usuario, 'admin');
      assert.equal(body.email, 'admin@veecode.com.br');
      assert.equal(typeof body.observacao, 'string');
      assert.ok(body.roles[API_NAME].includes('admin'));
      assert.equal(body.password_hash, undefined);
    });

    it('GET /health is public', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/health' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { status: 'ok' });
    });

    it('unknown routes answer 404 in the error shape', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/nao-existe' });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { errors: [{ errorMessage: 'Recurso não encontrado.' }] });
    });
  });
});
