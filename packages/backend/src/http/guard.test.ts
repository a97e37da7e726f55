import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { userSections, users } from '../db/schema';
import { SECTIONS } from '@financeiro/domain';
import { bearer, createTestApp, testConfig, type TestContext } from '../test/support';
import { adminRoute, sectionRoute } from './guard';

const FORBIDDEN = { errors: [{ errorMessage: 'Você não tem permissão para acessar esta seção.' }] };

/** Probe routes: one per section plus an admin-only one (registered like any later module). */
function probeRoutes(app: FastifyInstance): void {
  for (const section of SECTIONS) {
    app.get(
      `/teste/${section}/:id`,
      {
        config: sectionRoute(section),
        schema: { tags: ['Teste'], summary: `Rota de teste da seção ${section}` },
      },
      async (request) => ({ section, user: request.user?.usuario }),
    );
  }
  app.post(
    '/teste/admin',
    {
      config: adminRoute,
      schema: {
        tags: ['Teste'],
        summary: 'Rota de teste de administrador',
        body: { type: 'object', required: ['nome'], properties: { nome: { type: 'string', maxLength: 5 } } },
      },
    },
    async () => ({ ok: true }),
  );
}

/** A concrete URL for a route pattern (':param' -> '1', '*' -> 'x'). */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x');
}

describe('route security', () => {
  let ctx: TestContext;

  before(async () => {
    ctx = await createTestApp({ routes: probeRoutes });
  });
  after(async () => {
    await ctx.close();
  });

  it('answers 401 and 403 with the CORS headers of an allowed origin (the browser must see them)', async () => {
    const origin = { origin: 'http://localhost:3000' };
    const missing = await ctx.app.inject({ method: 'GET', url: '/teste/projetos/1', headers: origin });
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.headers['access-control-allow-origin'], 'http://localhost:3000');
    const rh = bearer((await ctx.session('rh')).token);
    const refused = await ctx.app.inject({ method: 'GET', url: '/teste/projetos/1', headers: { ...rh, ...origin } });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), FORBIDDEN);
    assert.equal(refused.headers['access-control-allow-origin'], 'http://localhost:3000');
    const stranger = await ctx.app.inject({ method: 'GET', url: '/teste/projetos/1', headers: { origin: 'http://evil.example' } });
    assert.equal(stranger.statusCode, 401);
    assert.equal(stranger.headers['access-control-allow-origin'], undefined);
  });

  it('every non-public route answers 401 without a token (all registered routes, automatically)', async () => {
    const protectedRoutes = ctx.app.routeRegistry.filter((route) => route.access !== 'public' && route.access !== 'infrastructure');
    // The foundation's own protected route plus the probes must be there.
    assert.ok(protectedRoutes.some((route) => route.url === '/usuario'));
    assert.ok(protectedRoutes.length >= SECTIONS.length + 2);
    for (const route of protectedRoutes) {
      const url = sampleUrl(route.url);
      const method = route.method as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const withBody = !['GET', 'HEAD'].includes(method);
      const noToken = await ctx.app.inject({ method, url, payload: withBody ? {} : undefined });
      assert.equal(noToken.statusCode, 401, `${route.method} ${route.url} sem token`);
      if (method !== 'HEAD') {
        assert.deepEqual(noToken.json(), { errors: [{ errorMessage: 'Sessão expirada. Efetue novamente o login' }], code: 'UNAUTHORIZED' });
      }
      const badToken = await ctx.app.inject({ method, url, headers: bearer('a.b.c') });
      assert.equal(badToken.statusCode, 401, `${route.method} ${route.url} com token inválido`);
    }
  });

  it('every route (except the documentation UI) has tags and a summary for the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries<Record<string, { tags?: string[]; summary?: string }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        assert.ok(operation.tags?.length, `${method} ${path} sem tags`);
        assert.ok(operation.summary, `${method} ${path} sem summary`);
        documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
    for (const route of ctx.app.routeRegistry) {
      if (route.access === 'infrastructure' || route.method === 'HEAD') continue;
      assert.ok(documented.has(`${route.method} ${route.url}`), `${route.method} ${route.url} fora do documento OpenAPI`);
    }
    assert.deepEqual(doc.paths['/usuario'].get.security, [{ bearerAuth: [] }]);
    assert.equal(doc.paths['/login'].post.security, undefined);
    const ui = await ctx.app.inject({ method: 'GET', url: '/docs' });
    assert.equal(ui.statusCode, 200);
    assert.match(ui.headers['content-type'] as string, /text\/html/);
  });

  it('checks the section: 403 without it, 200 with it', async () => {
    const rh = await ctx.session('rh');
    const financeiro = await ctx.session('financeiro');

    const denied = await ctx.app.inject({ method: 'GET', url: '/teste/projetos/1', headers: bearer(rh.token) });
    assert.equal(denied.statusCode, 403);
    assert.deepEqual(denied.json(), FORBIDDEN);

    const allowed = await ctx.app.inject({ method: 'GET', url: '/teste/projetos/1', headers: bearer(financeiro.token) });
    assert.equal(allowed.statusCode, 200);
    assert.deepEqual(allowed.json(), { section: 'projetos', user: 'financeiro' });

    // relatorios and relatorios-delivery are different sections.
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/teste/relatorios/1', headers: bearer(financeiro.token) })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/teste/relatorios/1', headers: bearer(rh.token) })).statusCode, 200);
  });

  it('checks the admin role; validation runs only after authorization', async () => {
    const financeiro = await ctx.session('financeiro');
    const admin = await ctx.session('admin');
    const denied = await ctx.app.inject({ method: 'POST', url: '/teste/admin', headers: bearer(financeiro.token), payload: {} });
    assert.equal(denied.statusCode, 403);
    const invalid = await ctx.app.inject({ method: 'POST', url: '/teste/admin', headers: bearer(admin.token), payload: { nome: 'longo demais' } });
    assert.equal(invalid.statusCode, 400);
    assert.deepEqual(invalid.json(), { errors: [{ field: 'nome', errorMessage: 'Deve possuir no máximo 5 caracteres.' }] });
    const missing = await ctx.app.inject({ method: 'POST', url: '/teste/admin', headers: bearer(admin.token), payload: {} });
    assert.deepEqual(missing.json(), { errors: [{ field: 'nome', errorMessage: 'Campo obrigatório.' }] });
    const ok = await ctx.app.inject({ method: 'POST', url: '/teste/admin', headers: bearer(admin.token), payload: { nome: 'abc' } });
    assert.equal(ok.statusCode, 200);
  });

  it('a grant change takes effect on the next request with the same token', async () => {
    const rh = await ctx.session('rh');
    const url = '/teste/simulacoes/1';
    assert.equal((await ctx.app.inject({ method: 'GET', url, headers: bearer(rh.token) })).statusCode, 403);

    await ctx.app.db.insert(userSections).values({ userId: rh.user.id, section: 'simulacoes' });
    assert.equal((await ctx.app.inject({ method: 'GET', url, headers: bearer(rh.token) })).statusCode, 200);

    await ctx.app.db
      .delete(userSections)
      .where(and(eq(userSections.userId, rh.user.id), eq(userSections.section, 'simulacoes')));
    assert.equal((await ctx.app.inject({ method: 'GET', url, headers: bearer(rh.token) })).statusCode, 403);
  });

  it('a disabled user gets 401 at once, even with a valid token', async () => {
    const financeiro = await ctx.session('financeiro');
    await ctx.app.db.update(users).set({ ativo: false }).where(eq(users.id, financeiro.user.id));
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(financeiro.token) });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().code, 'UNAUTHORIZED');
      const refresh = await ctx.app.inject({ method: 'POST', url: '/login/refresh', payload: { refresh_token: financeiro.refresh_token } });
      assert.equal(refresh.statusCode, 401);
    } finally {
      await ctx.app.db.update(users).set({ ativo: true }).where(eq(users.id, financeiro.user.id));
    }
  });

  it('CORS allows the configured origins and the session headers', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/usuario',
      headers: {
        origin: 'http://localhost:3004',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,refresh_token,x-access-token,content-type',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:3004');
    const allowed = String(preflight.headers['access-control-allow-headers']).split(/\s*,\s*/);
    for (const header of ['authorization', 'refresh_token', 'x-access-token', 'content-type']) {
      assert.ok(allowed.includes(header), header);
    }
    const foreign = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/usuario',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    assert.equal(foreign.headers['access-control-allow-origin'], undefined);
  });
});

describe('route declaration', () => {
  it('refuses to register a route without an access declaration', async () => {
    const ctx = await createTestApp();
    try {
      const app = buildApp({ db: ctx.database, config: testConfig() });
      app.register(async (child) => {
        child.get('/esquecida', { schema: { tags: ['Teste'], summary: 'Sem declaração' } }, async () => ({}));
      });
      await assert.rejects(async () => {
        await app.ready();
      }, /deve declarar em config exatamente um de/);
      await app.close().catch(() => undefined);

      const ambiguous = buildApp({ db: ctx.database, config: testConfig() });
      ambiguous.register(async (child) => {
        child.get('/ambigua', { config: { public: true, section: 'projetos' } }, async () => ({}));
      });
      await assert.rejects(async () => {
        await ambiguous.ready();
      }, /declarou: public, section/);
      await ambiguous.close().catch(() => undefined);

      const unknown = buildApp({ db: ctx.database, config: testConfig() });
      unknown.register(async (child) => {
        child.get('/desconhecida', { config: { section: 'inexistente' as never } }, async () => ({}));
      });
      await assert.rejects(async () => {
        await unknown.ready();
      }, /seção desconhecida/);
      await unknown.close().catch(() => undefined);
    } finally {
      await ctx.close();
    }
  });
});
