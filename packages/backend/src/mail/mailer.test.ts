/**
 * Mail over SMTP (nodemailer) against a local smtp-server — up, and down (a closed port) then up
 * again — and the outbox log line in development.
 */
import assert from 'node:assert/strict';
import net, { type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { defaultAppConfig, type MailConfig } from '../config';
import { migrate } from '../db/migrate';
import { mailOutbox } from '../db/schema';
import { createTestApp, createTestDatabase, eventually, LogCapture, type TestDatabase } from '../test/support';
import { backoffMs, Mailer, MAX_ATTEMPTS } from './mailer';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

/** A local SMTP server (smtp-server, nodemailer's sibling) with login, keeping what it receives. */
function smtpServer(received: Received[]): SMTPServer {
  return new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'remetente' && auth.password === 'segredo-smtp') return callback(null, { user: auth.username });
      return callback(new Error('credenciais inválidas'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((item) => item.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
}

/** A port nothing listens on (taken from the system, then released): connections to it are refused. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const smtpUrl = (port: number) => `smtp://remetente:segredo-smtp@127.0.0.1:${port}`;
const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

describe('mail transports', () => {
  let server: SMTPServer;
  let port: number;
  const received: Received[] = [];
  let database: TestDatabase;

  before(async () => {
    server = smtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
    database = await createTestDatabase();
  });
  after(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.dispose();
  });

  it('sends the recovery message through SMTP; the outbox keeps only a record with the link masked', async () => {
    const ctx = await createTestApp({
      database,
      config: {
        appUrl: 'https://app.exemplo.com.br',
        mail: { smtpUrl: smtpUrl(port), from: 'Financeiro <financeiro@exemplo.com.br>', logLinks: false, retryIntervalSeconds: 60 },
      },
    });
    try {
      assert.equal(ctx.app.mailer.mode, 'smtp');
      const response = await ctx.app.inject({ method: 'POST', url: '/password/forgot', payload: { email: 'rh@veecode.com.br' } });
      assert.equal(response.statusCode, 200);
      await ctx.app.mailer.idle();
      assert.equal(received.length, 1);
      const [mail] = received;
      assert.equal(mail!.user, 'remetente');
      assert.equal(mail!.from, 'financeiro@exemplo.com.br');
      assert.deepEqual(mail!.to, ['rh@veecode.com.br']);
      assert.match(mail!.raw, /Subject: =\?UTF-8\?Q\?Recupera=C3=A7=C3=A3o_de_senha\?=|Subject: Recupera/);
      // quoted-printable may wrap the link; unfold soft line breaks before matching.
      const body = mail!.raw.replace(/=\r?\n/g, '');
      const token = /https:\/\/app\.exemplo\.com\.br\/recover\/([A-Za-z0-9_-]{43})/.exec(body)?.[1];
      assert.ok(token);
      const rows = await ctx.app.db.select().from(mailOutbox);
      assert.equal(rows.length, 1);
      assert.ok(rows[0]!.bodyText.includes('https://app.exemplo.com.br/recover/…'), rows[0]!.bodyText);
      assert.ok(!rows[0]!.bodyText.includes(token));
      assert.equal(rows[0]!.status, 'sent');
      assert.equal(rows[0]!.attempts, 1);
      const admin = (await ctx.session('admin')).token;
      const page = await ctx.app.inject({ method: 'GET', url: '/admin/caixa-de-saida', headers: { authorization: `Bearer ${admin}` } });
      assert.equal(page.json().modo, 'smtp');
      assert.ok(page.json().mensagens.every((message: { texto: string }) => !/\/(recover|register)\/[A-Za-z0-9_-]/.test(message.texto)));
    } finally {
      await ctx.close();
    }
  });

  it('keeps the message in the outbox and prints its link in the development log', async () => {
    const logs = new LogCapture();
    const ctx = await createTestApp({
      database,
      logStream: logs,
      config: { logLevel: 'info', appUrl: 'http://localhost:3000', mail: { from: 'x <x@localhost>', logLinks: true, retryIntervalSeconds: 60 } },
    });
    try {
      assert.equal(ctx.app.mailer.mode, 'outbox');
      await ctx.app.inject({ method: 'POST', url: '/password/forgot', payload: { email: 'financeiro@veecode.com.br' } });
      await ctx.app.mailer.idle();
      const rows = (await ctx.app.db.select().from(mailOutbox)).filter((row) => row.toAddress === 'financeiro@veecode.com.br');
      assert.equal(rows.length, 1);
      assert.match(rows[0]!.bodyText, /http:\/\/localhost:3000\/recover\/[A-Za-z0-9_-]{43}/);
      // The embedded outbox is the delivery channel: nothing to send, nothing to retry.
      assert.equal(rows[0]!.status, 'outbox');
      assert.equal(rows[0]!.attempts, 0);
      assert.equal(await ctx.app.mailer.retryDue(), 0);
      assert.match(logs.text, /caixa de saída para financeiro@veecode\.com\.br: Recuperação de senha — http:\/\/localhost:3000\/recover\//);
    } finally {
      await ctx.close();
    }
  });

  it('SMTP down: the message stays pending in the outbox with the error, the app retries it, and it is delivered exactly once when the server is up', async () => {
    const downPort = await closedPort();
    const late: Received[] = [];
    const ctx = await createTestApp({
      database,
      // Retries every 50 ms here (60 s by default) so that the test waits for the condition, not for a minute.
      config: { appUrl: 'https://app.exemplo.com.br', mail: { smtpUrl: smtpUrl(downPort), from: 'Financeiro <financeiro@exemplo.com.br>', logLinks: false, retryIntervalSeconds: 0.05 } },
    });
    const upLater = smtpServer(late);
    try {
      const response = await ctx.app.inject({ method: 'POST', url: '/password/forgot', payload: { email: 'admin@veecode.com.br' } });
      assert.equal(response.statusCode, 200);
      await ctx.app.mailer.idle();
      const row = async () => (await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'admin@veecode.com.br')))[0]!;
      const first = await row();
      assert.equal(first.status, 'pending');
      assert.ok(first.attempts >= 1);
      assert.match(first.lastError ?? '', /ECONNREFUSED/);
      // Kept with its live link until it is sent: the retry must send the same message.
      assert.match(first.bodyText, /https:\/\/app\.exemplo\.com\.br\/recover\/[A-Za-z0-9_-]{43}/);

      // The app's timer tries again, with back-off, while the server is down.
      await eventually(async () => (await row()).attempts >= 3, 'três tentativas com o SMTP fora do ar');
      const admin = (await ctx.session('admin')).token;
      const page = await ctx.app.inject({ method: 'GET', url: '/admin/caixa-de-saida', headers: { authorization: `Bearer ${admin}` } });
      const listed = page.json().mensagens.find((message: { para: string }) => message.para === 'admin@veecode.com.br');
      assert.equal(listed.situacao, 'pendente');
      assert.ok(listed.tentativas >= 3);
      assert.match(listed.ultimoErro, /ECONNREFUSED/);
      assert.ok(listed.proximaTentativa);
      assert.doesNotMatch(listed.texto, /\/recover\/[A-Za-z0-9_-]/, 'the administrator page masks the link of a pending message too');

      await new Promise<void>((resolve) => upLater.listen(downPort, '127.0.0.1', resolve));
      await eventually(async () => (await row()).status === 'sent', 'e-mail enviado depois que o SMTP voltou');
      const sent = await row();
      assert.equal(sent.lastError, null);
      assert.ok(sent.sentAt);
      assert.ok(sent.bodyText.includes('https://app.exemplo.com.br/recover/…'));
      assert.equal(late.length, 1);
      assert.deepEqual(late[0]!.to, ['admin@veecode.com.br']);
      const token = /https:\/\/app\.exemplo\.com\.br\/recover\/([A-Za-z0-9_-]{43})/.exec(late[0]!.raw.replace(/=\r?\n/g, ''))?.[1];
      assert.ok(token && first.bodyText.includes(token), 'the message delivered is the one written before the failure');
      // Nothing left to send: another scan sends nothing more.
      assert.equal(await ctx.app.mailer.retryDue(), 0);
      assert.equal(late.length, 1);
    } finally {
      await ctx.close();
      await new Promise<void>((resolve) => (upLater.server.listening ? upLater.close(() => resolve()) : resolve()));
    }
  });

  it('back-off doubles from the interval up to an hour; after the last attempt the message is failed and left alone', async () => {
    const own = await createTestDatabase();
    try {
      await migrate(own);
      let now = Date.UTC(2026, 10, 26, 12);
      const config: MailConfig = { ...defaultAppConfig().mail, smtpUrl: smtpUrl(await closedPort()), retryIntervalSeconds: 60 };
      const mailer = new Mailer(own.db, config, silent, () => now);
      try {
        await mailer.send({ to: 'pessoa@exemplo.com.br', subject: 'Teste', text: 'Olá' });
        const row = async () => (await own.db.select().from(mailOutbox))[0]!;
        const waits: number[] = [];
        let previous = now;
        for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
          const current = await row();
          assert.equal(current.status, 'pending');
          assert.equal(current.attempts, attempt);
          const due = current.nextAttemptAt!.getTime();
          waits.push((due - previous) / 1000);
          now = due - 1;
          assert.equal(await mailer.retryDue(), 0);
          assert.equal((await row()).attempts, attempt, 'not due yet: not tried');
          now = due;
          previous = due;
          await mailer.retryDue();
        }
        assert.deepEqual(waits, [60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
        assert.deepEqual(waits, Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => backoffMs(i + 1, 60_000) / 1000));
        const failed = await row();
        assert.equal(failed.status, 'failed');
        assert.equal(failed.attempts, MAX_ATTEMPTS);
        assert.equal(failed.nextAttemptAt, null);
        now += 24 * 3_600_000;
        await mailer.retryDue();
        assert.equal((await row()).attempts, MAX_ATTEMPTS);
      } finally {
        await mailer.stopRetries();
        mailer.close();
      }
    } finally {
      await own.dispose();
    }
  });

  it('two API processes scanning the same outbox send a due message once', async () => {
    const own = await createTestDatabase();
    try {
      await migrate(own);
      const [row] = await own.db
        .insert(mailOutbox)
        .values({ toAddress: 'duas@exemplo.com.br', subject: 'Uma vez', bodyText: 'Texto', status: 'pending', attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) })
        .returning();
      const config: MailConfig = { ...defaultAppConfig().mail, smtpUrl: smtpUrl(port), retryIntervalSeconds: 60 };
      const mailers = [new Mailer(own.db, config, silent), new Mailer(own.db, config, silent)];
      const before = received.filter((mail) => mail.to.includes('duas@exemplo.com.br')).length;
      const sent = await Promise.all(mailers.map((mailer) => mailer.retryDue()));
      mailers.forEach((mailer) => mailer.close());
      assert.deepEqual(sent.sort(), [0, 1]);
      assert.equal(received.filter((mail) => mail.to.includes('duas@exemplo.com.br')).length - before, 1);
      const [stored] = await own.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      assert.equal(stored!.status, 'sent');
      assert.equal(stored!.attempts, 2);
    } finally {
      await own.dispose();
    }
  });
});
