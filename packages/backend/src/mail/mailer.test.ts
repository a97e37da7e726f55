/** Mail over SMTP (nodemailer) against a local smtp-server, and the outbox log line in development. */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { mailOutbox } from '../db/schema';
import { createTestApp, createTestDatabase, LogCapture, type TestDatabase } from '../test/support';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

describe('mail transports', () => {
  let server: SMTPServer;
  let port: number;
  const received: Received[] = [];
  let database: TestDatabase;

  before(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: false,
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
        mail: { smtpUrl: `smtp://remetente:segredo-smtp@127.0.0.1:${port}`, from: 'Financeiro <financeiro@exemplo.com.br>', logLinks: false },
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
      config: { logLevel: 'info', appUrl: 'http://localhost:3000', mail: { from: 'x <x@localhost>', logLinks: true } },
    });
    try {
      assert.equal(ctx.app.mailer.mode, 'outbox');
      await ctx.app.inject({ method: 'POST', url: '/password/forgot', payload: { email: 'financeiro@veecode.com.br' } });
      await ctx.app.mailer.idle();
      const rows = (await ctx.app.db.select().from(mailOutbox)).filter((row) => row.toAddress === 'financeiro@veecode.com.br');
      assert.equal(rows.length, 1);
      assert.match(rows[0]!.bodyText, /http:\/\/localhost:3000\/recover\/[A-Za-z0-9_-]{43}/);
      assert.match(logs.text, /caixa de saída para financeiro@veecode\.com\.br: Recuperação de senha — http:\/\/localhost:3000\/recover\//);
    } finally {
      await ctx.close();
    }
  });
});
