/**
 * A sign-up request proves that the requester owns the e-mail before any administrator hears of
 * it (issue 18, section 5): real HTTP against a listening server, the outbox as the mailbox.
 * Expiry is tested by moving the process clock (node:test mock timers, Date only), never by sleeping.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it, mock } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { CONFIRM_LINK_INVALID_MESSAGE, LINK_USED_MESSAGE } from '@financeiro/domain';
import { mailOutbox, registrationRequests } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/support';

const APP_URL = 'https://financeiro.exemplo.com.br';
const ADMIN = 'admin@veecode.com.br';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('sign-up requests: e-mail ownership', () => {
  let ctx: TestContext;
  let base: string;

  before(async () => {
    ctx = await createTestApp({
      config: {
        appUrl: APP_URL,
        registration: { ttlSeconds: 7 * 24 * 3600, confirmTtlSeconds: 24 * 3600, maxPerEmail: 3, maxPerIp: 100, windowSeconds: 3600 },
      },
    });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await ctx.close();
  });
  afterEach(() => mock.timers.reset());

  async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, json: await response.json() };
  }

  async function outbox(to: string) {
    await ctx.app.mailer.idle();
    const rows = await ctx.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
    return rows.filter((row) => row.toAddress === to);
  }

  /** Administrators' messages about `email`. */
  async function adminMailsAbout(email: string) {
    return (await outbox(ADMIN)).filter((row) => row.bodyText.includes(email));
  }

  function tokensIn(rows: Array<{ bodyText: string }>, path: string): string[] {
    return rows.map((row) => new RegExp(`${APP_URL.replace(/\./g, '\\.')}${path}/([A-Za-z0-9_-]{43})`).exec(row.bodyText)?.[1]).filter((t): t is string => Boolean(t));
  }

  const form = (email: string) => ({ nome: 'Clara', sobrenome: 'Dona', email, senha: 'segredo bem guardado 2026', confirma: 'segredo bem guardado 2026', mensagem: 'Sou do financeiro.' });

  it('keeps the request unconfirmed and sends only a single-use link to the address; the administrators hear nothing', async () => {
    const email = 'clara.dona@empresa.com';
    const requested = await post('/login/request-access', { form: b64(form(email)) });
    assert.equal(requested.status, 200);
    assert.deepEqual(requested.json, { result: true });

    const mails = await outbox(email);
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, 'Confirme o seu e-mail');
    assert.match(mails[0]!.bodyText, /O link vale por 24 horas e pode ser usado uma única vez\./);
    const [token] = tokensIn(mails, '/cadastrar');
    assert.ok(token);
    assert.deepEqual(await adminMailsAbout(email), []);

    const [row] = await ctx.app.db.select().from(registrationRequests).where(eq(registrationRequests.email, email));
    assert.equal(row!.emailConfirmedAt, null);
    assert.equal(row!.tokenHash, null, 'no administrators token before the confirmation');
    assert.match(row!.emailTokenHash!, /^[0-9a-f]{64}$/);
    assert.notEqual(row!.emailTokenHash, token, 'only the hash is stored');
    // The confirmation token is not an approval token.
    assert.equal((await post('/login/verify-solicitation', { token })).status, 400);
  });

  it('opening the link confirms once, and only then tells the administrators', async () => {
    const email = 'bruno.dono@empresa.com';
    await post('/login/request-access', { form: b64(form(email)) });
    const [token] = tokensIn(await outbox(email), '/cadastrar');

    const confirmed = await post('/login/confirm-email', { token });
    assert.equal(confirmed.status, 200);
    assert.deepEqual(confirmed.json, { result: true });

    const adminMails = await adminMailsAbout(email);
    assert.equal(adminMails.length, 1);
    assert.match(adminMails[0]!.subject, /^Solicitação de cadastro: Clara Dona/);
    const [adminToken] = tokensIn(adminMails, '/register');
    const loaded = await post('/login/verify-solicitation', { token: adminToken });
    assert.equal(loaded.status, 200);
    assert.deepEqual(loaded.json, { nome: 'Clara', sobrenome: 'Dona', email, mensagem: 'Sou do financeiro.' });
    assert.equal((await outbox(email))[0]!.subject, 'Solicitação de cadastro recebida');

    const again = await post('/login/confirm-email', { token });
    assert.equal(again.status, 400);
    assert.deepEqual(again.json, { errors: [{ errorMessage: LINK_USED_MESSAGE }] });
    assert.equal((await adminMailsAbout(email)).length, 1, 'a second opening tells nobody');

    for (const bad of ['x'.repeat(43), 'curto', '', 42]) {
      const refused = await post('/login/confirm-email', { token: bad });
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.json, { errors: [{ errorMessage: CONFIRM_LINK_INVALID_MESSAGE }] });
    }
  });

  it('refuses the link once it expired, and the administrators never hear of the request', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const email = 'atrasada@empresa.com';
    await post('/login/request-access', { form: b64(form(email)) });
    const [token] = tokensIn(await outbox(email), '/cadastrar');
    mock.timers.tick(24 * 3600 * 1000 + 1000);
    const late = await post('/login/confirm-email', { token });
    assert.equal(late.status, 400);
    assert.deepEqual(late.json, { errors: [{ errorMessage: CONFIRM_LINK_INVALID_MESSAGE }] });
    assert.deepEqual(await adminMailsAbout(email), []);
  });

  it('someone typing another person’s address neither reaches the administrators nor blocks the owner, and cannot flood the mailbox', async () => {
    const email = 'alvo@empresa.com';
    // The stranger's request, then the owner's: each gets its own link in the owner's mailbox.
    await post('/login/request-access', { form: b64({ ...form(email), nome: 'Intruso' }) });
    await post('/login/request-access', { form: b64(form(email)) });
    // The work runs after each answer (no timing difference between addresses): tell the links apart by their greeting.
    const links = await outbox(email);
    const [ownerToken] = tokensIn(links.filter((row) => row.bodyText.startsWith('Olá, Clara.')), '/cadastrar');
    const [strangerToken] = tokensIn(links.filter((row) => row.bodyText.startsWith('Olá, Intruso.')), '/cadastrar');
    assert.ok(ownerToken && strangerToken);
    assert.deepEqual(await adminMailsAbout(email), []);

    assert.equal((await post('/login/confirm-email', { token: ownerToken })).status, 200);
    const adminMails = await adminMailsAbout(email);
    assert.equal(adminMails.length, 1);
    assert.ok(!adminMails[0]!.bodyText.includes('Intruso'));
    // The stranger's request is gone with the confirmation.
    const stale = await post('/login/confirm-email', { token: strangerToken });
    assert.deepEqual(stale.json, { errors: [{ errorMessage: CONFIRM_LINK_INVALID_MESSAGE }] });

    // At most maxPerEmail (3) links an hour to one address; the reply never changes.
    const flooded = 'caixa.cheia@empresa.com';
    for (let i = 0; i < 6; i++) assert.deepEqual((await post('/login/request-access', { form: b64(form(flooded)) })).json, { result: true });
    assert.equal((await outbox(flooded)).length, 3);
  });
});
