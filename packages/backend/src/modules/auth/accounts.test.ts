/**
 * Accounts: password recovery, sign-up requests, administration of grants, profile, session
 * cut-offs. Expiry is tested by moving the process clock (node:test mock timers), never by sleeping.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it, mock } from 'node:test';
import { desc } from 'drizzle-orm';
import { API_NAME } from '@financeiro/domain';
import { mailOutbox, passwordResetTokens, users } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { bearer, createTestApp, type TestContext } from '../../test/support';

const APP_URL = 'https://financeiro.exemplo.com.br';
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64');

describe('accounts', () => {
  let ctx: TestContext;

  before(async () => {
    ctx = await createTestApp({
      config: {
        appUrl: APP_URL,
        // The production access token's 15 minutes: 'token expiry by clock' moves past them.
        accessTokenTtlSeconds: 15 * 60,
        passwordReset: { ttlSeconds: 1800, maxPerAccount: 3, maxPerIp: 8, windowSeconds: 3600 },
        registration: { ttlSeconds: 7 * 24 * 3600, confirmTtlSeconds: 24 * 3600, maxPerEmail: 3, maxPerIp: 5, windowSeconds: 3600 },
      },
    });
  });
  after(async () => {
    await ctx.close();
  });
  afterEach(() => mock.timers.reset());

  const post = (url: string, payload: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: opts.ip ?? '10.9.0.1', headers: opts.headers });

  async function outbox(to?: string) {
    await ctx.app.mailer.idle();
    const rows = await ctx.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
    return to ? rows.filter((row) => row.toAddress === to) : rows;
  }

  function linkIn(text: string, path: string): string {
    const match = new RegExp(`${APP_URL.replace(/\./g, '\\.')}${path}/([A-Za-z0-9_-]{43})`).exec(text);
    assert.ok(match, `no ${path} link in: ${text}`);
    return match[1]!;
  }

  async function freshUser(email: string, sections: string[] = ['projetos']): Promise<{ usuario: string; senha: string }> {
    const hash = await ctx.app.passwords.hash('senha-inicial');
    const [row] = await ctx.app.db.insert(users).values({ usuario: email, email, name: 'Teste', passwordHash: hash }).returning({ id: users.id });
    const { userSections } = await import('../../db/schema');
    if (sections.length) await ctx.app.db.insert(userSections).values(sections.map((section) => ({ userId: row!.id, section })));
    return { usuario: email, senha: 'senha-inicial' };
  }

  async function signIn(usuario: string, senha: string) {
    const response = await ctx.login(usuario, senha);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { token: string; refresh_token: string; user: { id: number; roles: Record<string, string[]> } };
  }

  describe('password recovery', () => {
    it('sends a single-use link built from APP_URL (not the Host header) and ends every other session', async () => {
      const account = await freshUser('recupera@empresa.com');
      const before = await signIn(account.usuario, account.senha);

      const forgot = await post('/password/forgot', { email: 'Recupera@Empresa.com' }, { headers: { host: 'atacante.example' } });
      assert.equal(forgot.statusCode, 200);
      assert.deepEqual(forgot.json(), { result: true });
      const [mail] = await outbox('recupera@empresa.com');
      assert.ok(mail);
      assert.equal(mail.subject, 'Recuperação de senha');
      assert.ok(!mail.bodyText.includes('atacante.example'));
      const token = linkIn(mail.bodyText, '/recover');

      // Only the hash is stored.
      const stored = await ctx.app.db.select().from(passwordResetTokens);
      assert.ok(stored.every((row) => row.tokenHash !== token && /^[0-9a-f]{64}$/.test(row.tokenHash)));

      const check = await post('/password/check', { token, isRecovery: true });
      assert.deepEqual(check.json(), { status: 'ok', errors: [] });

      const mismatch = await post('/password/reset', { token, senha: b64('ipê roxo na calçada'), confirma: b64('outra-senha') });
      assert.equal(mismatch.statusCode, 400);
      assert.equal(mismatch.json().errors[0].errorMessage, 'Senha não confere.');
      const short = await post('/password/reset', { token, senha: b64('123') });
      assert.equal(short.json().errors[0].errorMessage, 'Senha deve possuir no mínimo 12 caracteres.');

      const reset = await post('/password/reset', { token, senha: b64('ipê roxo na calçada'), confirma: b64('ipê roxo na calçada') });
      assert.equal(reset.statusCode, 200, reset.body);

      // Single use.
      const again = await post('/password/reset', { token, senha: b64('terceira-senha') });
      assert.equal(again.statusCode, 400);
      assert.equal(again.json().errors[0].errorMessage, 'Solicitação de recuperação de senha inválida ou expirada.');
      assert.equal((await post('/password/check', { token, isRecovery: true })).json().status, 'invalid');

      // The sessions opened before the reset are over: access token and refresh token.
      const profile = await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(before.token) });
      assert.equal(profile.statusCode, 401);
      const refresh = await post('/login/refresh', { refresh_token: before.refresh_token });
      assert.equal(refresh.statusCode, 401);
      assert.equal((await post('/password/check', { token: before.token })).json().status, 'invalid');

      assert.equal((await ctx.login(account.usuario, account.senha)).statusCode, 400);
      const after = await signIn(account.usuario, 'ipê roxo na calçada');
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(after.token) })).statusCode, 200);
    });

    it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
      await freshUser('conhecido@empresa.com');
      const countBefore = (await outbox()).length;
      const known = await post('/password/forgot', { email: 'conhecido@empresa.com' }, { ip: '10.9.1.1' });
      const unknown = await post('/password/forgot', { email: 'ninguem@empresa.com' }, { ip: '10.9.1.2' });
      assert.equal(known.statusCode, unknown.statusCode);
      assert.equal(known.body, unknown.body);
      assert.deepEqual(Object.keys(known.headers).sort(), Object.keys(unknown.headers).sort());
      const sent = await outbox();
      assert.equal(sent.length, countBefore + 1);
      assert.equal(sent[0]!.toAddress, 'conhecido@empresa.com');
      assert.equal((await outbox('ninguem@empresa.com')).length, 0);

      const invalid = await post('/password/forgot', { email: 'não é e-mail' });
      assert.equal(invalid.statusCode, 400);
      assert.deepEqual(invalid.json(), { errors: [{ field: 'email', errorMessage: 'Digite um e-mail válido' }] });
    });

    it('answers before looking the account up: known and unknown addresses queue the same deferred work', async () => {
      await freshUser('adiada@empresa.com');
      const jobs: Array<() => Promise<MailMessage | null | undefined>> = [];
      const original = ctx.app.mailer.later;
      ctx.app.mailer.later = (job) => void jobs.push(job);
      const tokensBefore = (await ctx.app.db.select().from(passwordResetTokens)).length;
      const outboxBefore = (await outbox()).length;
      try {
        const known = await post('/password/forgot', { email: 'adiada@empresa.com' }, { ip: '10.9.6.1' });
        const unknown = await post('/password/forgot', { email: 'ninguem.adiado@empresa.com' }, { ip: '10.9.6.2' });
        assert.equal(known.statusCode, 200);
        assert.equal(known.body, unknown.body);
        // One deferred job each, and nothing looked up or written before the answer.
        assert.equal(jobs.length, 2);
        assert.equal((await ctx.app.db.select().from(passwordResetTokens)).length, tokensBefore);
        assert.equal((await outbox()).length, outboxBefore);
      } finally {
        ctx.app.mailer.later = original;
      }
      const [forKnown, forUnknown] = [await jobs[0]!(), await jobs[1]!()];
      assert.equal(forKnown?.to, 'adiada@empresa.com');
      assert.match(forKnown?.text ?? '', /\/recover\/[A-Za-z0-9_-]{43}/);
      assert.equal(forUnknown, null);
    });

    it('expires the link after 30 minutes (clock moved, no sleep)', async () => {
      await freshUser('expira@empresa.com');
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      await post('/password/forgot', { email: 'expira@empresa.com' }, { ip: '10.9.2.1' });
      const token = linkIn((await outbox('expira@empresa.com'))[0]!.bodyText, '/recover');
      mock.timers.tick(29 * 60 * 1000);
      assert.equal((await post('/password/check', { token, isRecovery: true })).json().status, 'ok');
      mock.timers.tick(2 * 60 * 1000);
      assert.equal((await post('/password/check', { token, isRecovery: true })).json().status, 'invalid');
      const reset = await post('/password/reset', { token, senha: b64('ipê roxo na calçada') });
      assert.equal(reset.statusCode, 400);
    });

    it('limits links per account (same reply, nothing sent) and per client address, ignoring X-Forwarded-For', async () => {
      await freshUser('limite@empresa.com');
      for (let i = 0; i < 5; i++) {
        const response = await post('/password/forgot', { email: 'limite@empresa.com' }, { ip: `10.9.3.${i}` });
        assert.deepEqual(response.json(), { result: true });
      }
      assert.equal((await outbox('limite@empresa.com')).length, 3);

      // Per address: 8 per window, whatever the forwarded-for header claims.
      for (let i = 0; i < 8; i++) {
        const response = await post('/password/forgot', { email: `x${i}@empresa.com` }, { ip: '10.9.4.1', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
        assert.equal(response.statusCode, 200);
      }
      const blocked = await post('/password/forgot', { email: 'y@empresa.com' }, { ip: '10.9.4.1', headers: { 'x-forwarded-for': '198.51.100.7' } });
      assert.equal(blocked.statusCode, 429);
      assert.equal((await post('/password/forgot', { email: 'y@empresa.com' }, { ip: '10.9.4.2' })).statusCode, 200);
    });
  });

  describe('token expiry by clock', () => {
    it('refuses an expired access token with TOKEN_EXPIRED and renews it with the refresh token', async () => {
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      const session = await ctx.session('financeiro');
      mock.timers.tick(16 * 60 * 1000);
      const expired = await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(session.token) });
      assert.equal(expired.statusCode, 401);
      assert.equal(expired.json().code, 'TOKEN_EXPIRED');
      const renewed = await post('/login/refresh', { refresh_token: session.refresh_token });
      assert.equal(renewed.statusCode, 200);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(renewed.json().token) })).statusCode, 200);
    });

    it('refuses an expired refresh token', async () => {
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      const session = await ctx.session('financeiro');
      mock.timers.tick(7 * 24 * 3600 * 1000 + 1000);
      const response = await post('/login/refresh', { refresh_token: session.refresh_token });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().code, 'TOKEN_EXPIRED');
    });
  });

  describe('sign-up requests', () => {
    const form = { nome: 'Nova', sobrenome: 'Pessoa', email: 'nova.pessoa@empresa.com', senha: 'segredo bem guardado 2026', confirma: 'segredo bem guardado 2026', mensagem: 'Sou do time de projetos.' };

    it('validates the form with the spec messages', async () => {
      const response = await post('/login/request-access', { form: b64({ nome: '', email: 'x', senha: '123', confirma: '321' }) }, { ip: '10.9.5.1' });
      assert.equal(response.statusCode, 400);
      const fields = Object.fromEntries(response.json().errors.map((e: { field: string; errorMessage: string }) => [e.field, e.errorMessage]));
      assert.equal(fields.nome, 'Campo obrigatório.');
      assert.equal(fields.email, 'Digite um e-mail válido');
      assert.equal(fields.senha, 'Senha deve possuir no mínimo 12 caracteres.');
      assert.equal(fields.confirma, 'Senha não confere.');
    });

    /** Opens the confirmation link the requester received (the request then reaches the administrators). */
    async function confirmEmail(email: string) {
      const mail = (await outbox(email)).find((row) => row.subject === 'Confirme o seu e-mail');
      assert.ok(mail, `no confirmation mail to ${email}`);
      const confirmed = await post('/login/confirm-email', { token: linkIn(mail.bodyText, '/cadastrar') });
      assert.equal(confirmed.statusCode, 200, confirmed.body);
    }

    it('request → e-mail confirmed → administrator link → authenticate → approve with sections → the new user signs in with exactly those', async () => {
      const requested = await post('/login/request-access', { form: b64(form) }, { ip: '10.9.5.2' });
      assert.deepEqual(requested.json(), { result: true });
      await confirmEmail(form.email);
      const adminMail = (await outbox('admin@veecode.com.br')).find((row) => row.subject.startsWith('Solicitação de cadastro'));
      assert.ok(adminMail);
      assert.ok(adminMail.bodyText.includes('?usuario=admin'));
      const token = linkIn(adminMail.bodyText, '/register');
      assert.equal((await outbox(form.email))[0]!.subject, 'Solicitação de cadastro recebida');

      const loaded = await post('/login/verify-solicitation', { token });
      assert.deepEqual(loaded.json(), { nome: 'Nova', sobrenome: 'Pessoa', email: form.email, mensagem: 'Sou do time de projetos.' });

      // Only an administrator's password gives the confirmation token.
      const wrong = await post('/login/authenticate-register', { authorization: b64({ usuario: 'admin', senha: 'errada' }) });
      assert.equal(wrong.statusCode, 400);
      const notAdmin = await post('/login/authenticate-register', { authorization: b64({ usuario: 'rh', senha: 'rh123456' }) });
      assert.deepEqual(notAdmin.json(), { errors: [{ errorMessage: 'Usuário sem permissão para confirmar cadastros.' }] });
      const rhToken = (await ctx.session('rh')).token;
      const forbidden = await ctx.app.inject({ method: 'POST', url: '/login/confirm-register', headers: bearer(rhToken), payload: { confirmation: true, token } });
      assert.equal(forbidden.statusCode, 403);

      const auth = await post('/login/authenticate-register', { authorization: b64({ usuario: 'admin', senha: 'admin123' }) });
      assert.equal(auth.statusCode, 200);
      const badSection = await ctx.app.inject({
        method: 'POST',
        url: '/login/confirm-register',
        headers: bearer(auth.json().token),
        payload: { confirmation: true, token, secoes: ['projetos', 'admin'] },
      });
      assert.equal(badSection.statusCode, 400);
      const approved = await ctx.app.inject({
        method: 'POST',
        url: '/login/confirm-register',
        headers: bearer(auth.json().token),
        payload: { confirmation: true, token, secoes: ['projetos', 'cadastros'] },
      });
      assert.equal(approved.statusCode, 200, approved.body);
      assert.deepEqual(approved.json(), { result: true, status: 'aprovada' });
      assert.equal((await outbox(form.email))[0]!.subject, 'Cadastro aprovado');

      // The request is closed: the reused link says what happened, in both calls.
      const reopened = await post('/login/verify-solicitation', { token });
      assert.equal(reopened.statusCode, 400);
      assert.deepEqual(reopened.json(), { errors: [{ errorMessage: 'Este link já foi usado.' }] });
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/login/confirm-register',
        headers: bearer(auth.json().token),
        payload: { confirmation: true, token, secoes: ['projetos'] },
      });
      assert.deepEqual(again.json(), { errors: [{ errorMessage: 'Este link já foi usado.' }] });
      const unknown = await post('/login/verify-solicitation', { token: 'x'.repeat(43) });
      assert.deepEqual(unknown.json(), { errors: [{ errorMessage: 'Solicitação de cadastro inválida ou expirada.' }] });

      const session = await signIn(form.email, 'segredo bem guardado 2026');
      assert.deepEqual(session.user.roles[API_NAME], ['projetos', 'cadastros']);
      const headers = bearer(session.token);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/funcao/list', headers })).statusCode, 200);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/admin/usuarios', headers })).statusCode, 403);
    });

    it('a rejected request creates no account and tells the requester', async () => {
      const other = { ...form, email: 'rejeitar@empresa.com' };
      await post('/login/request-access', other, { ip: '10.9.5.3' });
      await confirmEmail(other.email);
      const token = linkIn((await outbox('admin@veecode.com.br')).find((row) => row.bodyText.includes('rejeitar@empresa.com'))!.bodyText, '/register');
      const admin = await ctx.session('admin');
      const rejected = await ctx.app.inject({ method: 'POST', url: '/login/confirm-register', headers: bearer(admin.token), payload: { confirmation: false, token } });
      assert.deepEqual(rejected.json(), { result: true, status: 'rejeitada' });
      assert.equal((await outbox('rejeitar@empresa.com'))[0]!.subject, 'Cadastro não aprovado');
      assert.equal((await ctx.login('rejeitar@empresa.com', 'segredo bem guardado 2026')).statusCode, 400);
    });

    it('answers before the work: an address with an account and a new one queue the same deferred job, nothing written before', async () => {
      const { registrationRequests } = await import('../../db/schema');
      const jobs: Array<() => Promise<MailMessage | null | undefined>> = [];
      const original = ctx.app.mailer.later;
      const originalEnqueue = ctx.app.mailer.enqueue;
      const enqueued: MailMessage[] = [];
      ctx.app.mailer.later = (job) => void jobs.push(job);
      ctx.app.mailer.enqueue = (message) => void enqueued.push(message);
      const requestsBefore = (await ctx.app.db.select().from(registrationRequests)).length;
      let known;
      let unknown;
      try {
        known = await post('/login/request-access', { form: b64({ ...form, email: 'financeiro@veecode.com.br' }) }, { ip: '10.9.5.5' });
        unknown = await post('/login/request-access', { form: b64({ ...form, email: 'ninguem.cadastro@empresa.com' }) }, { ip: '10.9.5.6' });
        assert.equal(known.statusCode, 200);
        assert.equal(known.body, unknown.body);
        // One deferred job each; no request row, no message before the answer.
        assert.equal(jobs.length, 2, 'deferred jobs queued before the answer');
        assert.equal(enqueued.length, 0, 'messages queued before the answer');
        assert.equal((await ctx.app.db.select().from(registrationRequests)).length, requestsBefore);
        for (const job of jobs) assert.equal(await job(), null);
      } finally {
        ctx.app.mailer.later = original;
        ctx.app.mailer.enqueue = originalEnqueue;
      }
      // The deferred work did what the answer used to wait for.
      assert.deepEqual(enqueued.map((message) => [message.to, message.subject]), [
        ['financeiro@veecode.com.br', 'Solicitação de cadastro'],
        ['ninguem.cadastro@empresa.com', 'Confirme o seu e-mail'],
      ]);
      assert.equal((await ctx.app.db.select().from(registrationRequests)).length, requestsBefore + 1);
    });

    it('an address that already has an account gets a notice, with the same reply', async () => {
      const response = await post('/login/request-access', { form: b64({ ...form, email: 'rh@veecode.com.br' }) }, { ip: '10.9.5.4' });
      assert.deepEqual(response.json(), { result: true });
      assert.equal((await outbox('rh@veecode.com.br'))[0]!.subject, 'Solicitação de cadastro');
    });
  });

  describe('administration of grants', () => {
    it('lists users; a grant change applies to the next request of the user', async () => {
      const account = await freshUser('concede@empresa.com', ['projetos']);
      const admin = await ctx.session('admin');
      const user = await signIn(account.usuario, account.senha);
      const headers = bearer(user.token);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/funcao/list', headers })).statusCode, 403);

      const list = await ctx.app.inject({ method: 'GET', url: '/admin/usuarios', headers: bearer(admin.token) });
      const row = list.json().find((entry: { email: string }) => entry.email === 'concede@empresa.com');
      assert.deepEqual(row.secoes, ['projetos']);
      assert.equal(list.json().find((entry: { usuario: string }) => entry.usuario === 'admin').admin, true);

      const grant = await ctx.app.inject({
        method: 'PUT',
        url: `/admin/usuarios/${row.id}`,
        headers: bearer(admin.token),
        payload: { secoes: ['cadastros', 'dashboard'] },
      });
      assert.equal(grant.statusCode, 200, grant.body);
      assert.deepEqual(grant.json().secoes, ['dashboard', 'cadastros']);
      // Same access token, next request.
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/funcao/list', headers })).statusCode, 200);
      const profile = await ctx.app.inject({ method: 'GET', url: '/usuario', headers });
      assert.deepEqual(profile.json().roles[API_NAME], ['dashboard', 'cadastros']);

      const bad = await ctx.app.inject({ method: 'PUT', url: `/admin/usuarios/${row.id}`, headers: bearer(admin.token), payload: { secoes: ['admin'] } });
      assert.equal(bad.statusCode, 400);
      const missing = await ctx.app.inject({ method: 'PUT', url: '/admin/usuarios/999999', headers: bearer(admin.token), payload: { ativo: true } });
      assert.equal(missing.statusCode, 404);
    });

    it('disabling an account refuses its next request and ends its sessions', async () => {
      const account = await freshUser('desativa@empresa.com', ['projetos']);
      const admin = await ctx.session('admin');
      const user = await signIn(account.usuario, account.senha);
      const disable = await ctx.app.inject({ method: 'PUT', url: `/admin/usuarios/${user.user.id}`, headers: bearer(admin.token), payload: { ativo: false } });
      assert.equal(disable.statusCode, 200);
      assert.equal(disable.json().ativo, false);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(user.token) })).statusCode, 401);
      assert.equal((await post('/login/refresh', { refresh_token: user.refresh_token })).statusCode, 401);
      assert.equal((await ctx.login(account.usuario, account.senha)).statusCode, 400);

      // Enabled again: a new sign-in works, the old session stays over.
      await ctx.app.inject({ method: 'PUT', url: `/admin/usuarios/${user.user.id}`, headers: bearer(admin.token), payload: { ativo: true } });
      assert.equal((await post('/login/refresh', { refresh_token: user.refresh_token })).statusCode, 401);
      await signIn(account.usuario, account.senha);

      const self = await ctx.app.inject({ method: 'PUT', url: `/admin/usuarios/${admin.user.id}`, headers: bearer(admin.token), payload: { ativo: false } });
      assert.equal(self.statusCode, 400);
    });

    it('shows the mail outbox to administrators only', async () => {
      const admin = await ctx.session('admin');
      const response = await ctx.app.inject({ method: 'GET', url: '/admin/caixa-de-saida', headers: bearer(admin.token) });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().modo, 'outbox');
      assert.ok(response.json().mensagens.length > 0);
      const rh = await ctx.session('rh');
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/admin/caixa-de-saida', headers: bearer(rh.token) })).statusCode, 403);
    });
  });

  describe('the password rule on every route that sets a password (ASVS: 12+ characters, no common, no personal data)', () => {
    const SHORT = 'Senha deve possuir no mínimo 12 caracteres.';
    const COMMON = 'Senha muito comum ou fácil de adivinhar. Escolha outra.';
    const PERSONAL = 'Senha não pode conter o seu nome, usuário ou e-mail.';

    it('PUT /usuario refuses 123456, aaaaaa, password, common ones and the own e-mail, before checking the current password', async () => {
      const account = await freshUser('regra.perfil@empresa.com');
      const session = await signIn(account.usuario, account.senha);
      const change = (novaSenha: string) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/usuario',
          remoteAddress: '10.9.8.1',
          headers: bearer(session.token),
          payload: { data: b64({ name: 'Regra Perfil', email: 'regra.perfil@empresa.com', altera: true, senhaAtual: account.senha, novaSenha, confirma: novaSenha }) },
        });
      const cases: Array<[string, string]> = [
        ['123456', SHORT],
        ['aaaaaa', SHORT],
        ['password', SHORT],
        ['aaaaaaaaaaaa', COMMON],
        ['password1234', COMMON],
        ['Flamengo@2026', COMMON],
        ['regra.perfil@empresa.com', PERSONAL],
        ['Regra-Perfil-forte-9', PERSONAL],
      ];
      for (const [novaSenha, message] of cases) {
        const response = await change(novaSenha);
        assert.equal(response.statusCode, 400, `${novaSenha}: ${response.body}`);
        assert.deepEqual(response.json(), { errors: [{ field: 'novaSenha', errorMessage: message }] }, novaSenha);
      }
      assert.equal((await change('goiabada com queijo minas')).statusCode, 200);
      assert.equal((await ctx.login(account.usuario, 'goiabada com queijo minas')).statusCode, 200);
    });

    it('POST /password/reset refuses 123456 and a password with the account’s name, and the link stays usable', async () => {
      const account = await freshUser('regra.reset@empresa.com');
      await post('/password/forgot', { email: account.usuario }, { ip: '10.9.8.2' });
      const token = linkIn((await outbox(account.usuario))[0]!.bodyText, '/recover');
      const reset = (senha: string) => post('/password/reset', { token, senha: b64(senha), confirma: b64(senha) }, { ip: '10.9.8.2' });
      assert.deepEqual((await reset('123456')).json(), { errors: [{ field: 'senha', errorMessage: SHORT }] });
      assert.deepEqual((await reset('qwertyuiop123')).json(), { errors: [{ field: 'senha', errorMessage: COMMON }] });
      // The account's name ('Teste') is known only to the server here.
      assert.deepEqual((await reset('teste-teste-42')).json(), { errors: [{ field: 'senha', errorMessage: PERSONAL }] });
      assert.equal((await reset('maracujá azedo demais')).statusCode, 200);
      assert.equal((await ctx.login(account.usuario, 'maracujá azedo demais')).statusCode, 200);
    });

    it('POST /login/request-access refuses a common password and one with the requester’s name, before answering', async () => {
      const request = (senha: string) =>
        post('/login/request-access', { form: b64({ nome: 'Joana', sobrenome: 'Prado', email: 'joana.prado@empresa.com', senha, confirma: senha }) }, { ip: '10.9.8.3' });
      assert.deepEqual((await request('senha12345678')).json(), { errors: [{ field: 'senha', errorMessage: COMMON }] });
      assert.deepEqual((await request('prado-verde-2026')).json(), { errors: [{ field: 'senha', errorMessage: PERSONAL }] });
      assert.deepEqual((await request('um ipê roxo no caminho')).json(), { result: true });
    });

    it('passwords stored before the rule keep signing in (the demo users)', async () => {
      for (const [usuario, senha] of [['admin', 'admin123'], ['financeiro', 'financeiro123'], ['rh', 'rh123456']] as const) {
        assert.equal((await ctx.login(usuario, senha)).statusCode, 200, usuario);
      }
    });
  });

  describe('PUT /usuario', () => {
    it('updates name and observations, changes the password, keeps the e-mail read-only', async () => {
      const account = await freshUser('perfil@empresa.com');
      const session = await signIn(account.usuario, account.senha);
      const put = (data: unknown) => ctx.app.inject({ method: 'PUT', url: '/usuario', headers: bearer(session.token), payload: { data: b64(data) } });

      const invalid = await put({ name: 'n'.repeat(61), email: 'perfil@empresa.com', observacao: 'o'.repeat(301), altera: true, novaSenha: '123', confirma: '12' });
      assert.equal(invalid.statusCode, 400);
      const messages = invalid.json().errors.map((e: { errorMessage: string }) => e.errorMessage).sort();
      assert.deepEqual(messages, [
        'Campo obrigatório.',
        'Limite máximo de 300 caracteres.',
        'Nome deve possuir no máximo 60 dígitos.',
        'Senha deve possuir no mínimo 12 caracteres.',
        'Senhas não conferem.',
      ]);
      assert.equal((await put({ name: 'Outro', email: 'outro@empresa.com' })).statusCode, 400);

      const ok = await put({
        name: 'Perfil Atualizado',
        email: 'perfil@empresa.com',
        observacao: 'Olá',
        altera: true,
        senhaAtual: account.senha,
        novaSenha: 'goiabada com queijo',
        confirma: 'goiabada com queijo',
      });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().name, 'Perfil Atualizado');
      assert.equal(ok.json().observacao, 'Olá');
      await signIn(account.usuario, 'goiabada com queijo');

      const garbage = await ctx.app.inject({ method: 'PUT', url: '/usuario', headers: bearer(session.token), payload: { data: '@@@' } });
      assert.equal(garbage.statusCode, 400);
    });

    it('a password change asks the current password and ends every other session, keeping its own', async () => {
      const account = await freshUser('troca@empresa.com');
      const mine = await signIn(account.usuario, account.senha);
      const other = await signIn(account.usuario, account.senha);
      const put = (data: Record<string, unknown>) =>
        ctx.app.inject({ method: 'PUT', url: '/usuario', headers: bearer(mine.token), payload: { data: b64({ email: 'troca@empresa.com', altera: true, ...data }) } });
      const get = (token: string) => ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(token) });

      const missing = await put({ name: 'Trocado', novaSenha: 'pão de queijo quentinho', confirma: 'pão de queijo quentinho' });
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json(), { errors: [{ field: 'senhaAtual', errorMessage: 'Campo obrigatório.' }] });

      const wrong = await put({ name: 'Trocado', senhaAtual: 'nao-e-a-senha', novaSenha: 'pão de queijo quentinho', confirma: 'pão de queijo quentinho' });
      assert.equal(wrong.statusCode, 400);
      assert.deepEqual(wrong.json(), { errors: [{ field: 'senhaAtual', errorMessage: 'Senha atual incorreta.' }] });
      // Nothing was written: same name, same password, both sessions alive.
      assert.equal((await get(mine.token)).json().name, 'Teste');
      assert.equal((await ctx.login(account.usuario, 'pão de queijo quentinho')).statusCode, 400);
      assert.equal((await get(other.token)).statusCode, 200);

      const ok = await put({ name: 'Trocado', senhaAtual: account.senha, novaSenha: 'pão de queijo quentinho', confirma: 'pão de queijo quentinho' });
      assert.equal(ok.statusCode, 200, ok.body);
      // The other session is over at once: access token and refresh token.
      const refused = await get(other.token);
      assert.equal(refused.statusCode, 401);
      assert.equal(refused.json().code, 'UNAUTHORIZED');
      assert.equal((await post('/login/refresh', { refresh_token: other.refresh_token })).statusCode, 401);
      // The session that made the change goes on, and can still renew itself.
      assert.equal((await get(mine.token)).statusCode, 200);
      const renewed = await post('/login/refresh', { refresh_token: mine.refresh_token });
      assert.equal(renewed.statusCode, 200, renewed.body);
      assert.equal((await ctx.login(account.usuario, account.senha)).statusCode, 400);
      await signIn(account.usuario, 'pão de queijo quentinho');
    });
  });
});
