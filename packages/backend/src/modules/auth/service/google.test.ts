/**
 * Google sign-in against a local OpenID provider (oidc-provider, in this process, with its
 * development login/consent pages driven over real HTTP).
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { API_NAME } from '@financeiro/domain';
import { mailOutbox, registrationRequests, userIdentities, users } from '../../../db/schema/index';
import { bearer, createTestApp, type TestContext } from '../../../test/support';

const REDIRECT = 'http://localhost:3000/login/google';
const CLIENT = { client_id: 'financeiro-teste', client_secret: 'segredo-do-cliente-de-teste' };

const ACCOUNTS: Record<string, { email: string; email_verified: boolean; given_name: string; family_name: string }> = {
  'sub-rh': { email: 'rh@veecode.com.br', email_verified: true, given_name: 'Recursos', family_name: 'Humanos' },
  'sub-fin': { email: 'financeiro@veecode.com.br', email_verified: true, given_name: 'Equipe', family_name: 'Financeiro' },
  'sub-nova': { email: 'pessoa.nova@gmail.com', email_verified: true, given_name: 'Pessoa', family_name: 'Nova' },
  'sub-falsa': { email: 'admin@veecode.com.br', email_verified: false, given_name: 'Falso', family_name: 'Admin' },
};

/** Minimal cookie jar + manual redirects: walks the provider's login and consent pages. */
async function authorize(url: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
  };
  let next: { url: string; init?: RequestInit } = { url };
  for (let step = 0; step < 12; step++) {
    const response = await fetch(next.url, { redirect: 'manual', ...next.init, headers: { ...(next.init?.headers ?? {}), cookie: cookieHeader() } });
    keep(response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.href.startsWith(REDIRECT)) return target;
      next = { url: target.href };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    assert.ok(action && prompt, `unexpected page (${response.status}): ${html.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', login);
      form.set('password', 'qualquer');
    }
    next = {
      url: new URL(action.replace(/&amp;/g, '&'), next.url).href,
      init: { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    };
  }
  throw new Error('too many steps');
}

describe('Google sign-in (local OpenID provider)', () => {
  let server: http.Server;
  let issuer: string;
  let ctx: TestContext;

  before(async () => {
    server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = new Provider(issuer, {
      clients: [{ ...CLIENT, redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] }],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
      cookies: { keys: ['chave-de-cookie-de-teste'] },
      pkce: { required: () => true },
      async findAccount(_ctx, id) {
        const account = ACCOUNTS[id];
        if (!account) return undefined;
        return { accountId: id, claims: async () => ({ sub: id, ...account }) };
      },
    });
    server.on('request', provider.callback());
    ctx = await createTestApp({
      logStream: process.env.DEBUG_GOOGLE ? process.stderr : undefined,
      config: {
        logLevel: process.env.DEBUG_GOOGLE ? 'warn' : 'silent',
        google: { issuer, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret, redirectUri: REDIRECT, allowInsecure: true },
      },
    });
  });
  after(async () => {
    await ctx.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function signInWithGoogle(login: string) {
    const start = await ctx.app.inject({ method: 'GET', url: '/login/google/url' });
    assert.equal(start.statusCode, 200, start.body);
    const { url, flow } = start.json() as { url: string; flow: string };
    const authorization = new URL(url);
    assert.equal(authorization.origin, issuer);
    assert.equal(authorization.searchParams.get('scope'), 'openid profile email');
    assert.equal(authorization.searchParams.get('access_type'), 'offline');
    assert.equal(authorization.searchParams.get('code_challenge_method'), 'S256');
    assert.equal(authorization.searchParams.get('redirect_uri'), REDIRECT);
    const callback = await authorize(url, login);
    const code = callback.searchParams.get('code')!;
    const state = callback.searchParams.get('state')!;
    assert.ok(code && state);
    return { code, state, flow, iss: callback.searchParams.get('iss') ?? undefined };
  }

  const finish = (payload: object) => ctx.app.inject({ method: 'POST', url: '/login/google', payload });

  it('an unknown Google person gets a sign-up request (no access); approval links issuer + subject', async () => {
    const first = await finish(await signInWithGoogle('sub-nova'));
    assert.equal(first.statusCode, 403);
    assert.equal(first.json().code, 'REGISTRATION_REQUESTED');
    const [request] = await ctx.app.db.select().from(registrationRequests).where(eq(registrationRequests.email, 'pessoa.nova@gmail.com'));
    assert.ok(request);
    assert.equal(request.googleSubject, 'sub-nova');
    assert.equal(request.googleIssuer, issuer);
    assert.equal(request.passwordHash, null);
    await ctx.app.mailer.idle();
    const adminMail = (await ctx.app.db.select().from(mailOutbox)).find((row) => row.toAddress === 'admin@veecode.com.br' && row.bodyText.includes('pessoa.nova@gmail.com'));
    const token = /\/register\/([A-Za-z0-9_-]{43})/.exec(adminMail!.bodyText)![1]!;
    const admin = await ctx.session('admin');
    const approved = await ctx.app.inject({
      method: 'POST',
      url: '/login/confirm-register',
      headers: bearer(admin.token),
      payload: { confirmation: true, token, secoes: ['simulacoes'] },
    });
    assert.equal(approved.statusCode, 200, approved.body);

    const second = await finish(await signInWithGoogle('sub-nova'));
    assert.equal(second.statusCode, 200, second.body);
    const session = second.json();
    assert.equal(session.user.email, 'pessoa.nova@gmail.com');
    assert.equal(session.user.name, 'Pessoa Nova');
    assert.deepEqual(session.user.roles[API_NAME], ['simulacoes']);
    assert.equal(typeof session.refresh_token, 'string');
  });

  it('links an existing account by verified e-mail only after an administrator allowed it', async () => {
    const refused = await finish(await signInWithGoogle('sub-rh'));
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().errors[0].errorMessage, /vínculo com o Google não foi permitido/);
    assert.equal((await ctx.app.db.select().from(userIdentities).where(eq(userIdentities.subject, 'sub-rh'))).length, 0);

    await ctx.app.db.update(users).set({ googleLinkAllowed: true }).where(eq(users.usuario, 'rh'));
    const linked = await finish(await signInWithGoogle('sub-rh'));
    assert.equal(linked.statusCode, 200, linked.body);
    assert.equal(linked.json().user.usuario, 'rh');
    const [identity] = await ctx.app.db.select().from(userIdentities).where(eq(userIdentities.subject, 'sub-rh'));
    assert.equal(identity!.issuer, issuer);

    // From now on issuer + subject identify the person, even if the flag is turned off again.
    await ctx.app.db.update(users).set({ googleLinkAllowed: false }).where(eq(users.usuario, 'rh'));
    assert.equal((await finish(await signInWithGoogle('sub-rh'))).statusCode, 200);
  });

  it('never links by an unverified e-mail', async () => {
    await ctx.app.db.update(users).set({ googleLinkAllowed: true }).where(eq(users.usuario, 'admin'));
    const response = await finish(await signInWithGoogle('sub-falsa'));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { errors: [{ errorMessage: 'Erro ao autenticar com o Google.' }] });
  });

  it('refuses a wrong state, a tampered flow, a reused code and a disabled account', async () => {
    const attempt = await signInWithGoogle('sub-fin');
    assert.equal((await finish({ ...attempt, state: 'outro' })).statusCode, 400);
    assert.equal((await finish({ ...attempt, flow: `${attempt.flow}x` })).statusCode, 400);
    assert.equal((await finish({ code: attempt.code })).statusCode, 400);

    await ctx.app.db.update(users).set({ googleLinkAllowed: true }).where(eq(users.usuario, 'financeiro'));
    const good = await signInWithGoogle('sub-fin');
    assert.equal((await finish(good)).statusCode, 200);
    const replay = await finish(good);
    assert.equal(replay.statusCode, 400);
    assert.equal(replay.json().errors[0].errorMessage, 'Erro ao autenticar com o Google.');

    await ctx.app.db.update(users).set({ ativo: false }).where(eq(users.usuario, 'financeiro'));
    try {
      assert.equal((await finish(await signInWithGoogle('sub-fin'))).statusCode, 400);
    } finally {
      await ctx.app.db.update(users).set({ ativo: true }).where(eq(users.usuario, 'financeiro'));
    }
  });
});
