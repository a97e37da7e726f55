import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { publicRoute } from './http/guard';
import { gracefulShutdown } from './shutdown';
import { createTestApp, eventually, type TestContext } from './test/support';

describe('graceful shutdown (SIGTERM)', () => {
  let ctx: TestContext;
  let entered: () => void;
  let release: () => void;
  let uploadStarted: () => void;
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  const uploadHeadersIn = new Promise<void>((resolve) => (uploadStarted = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));

  before(async () => {
    ctx = await createTestApp({
      routes: (app) =>
        app.get('/teste/lenta', { config: publicRoute }, async () => {
          entered();
          await released;
          return { ok: true };
        }),
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await ctx.database.dispose();
  });

  it('answers the request in flight, refuses new connections, then closes the database and exits 0', async () => {
    const { port } = ctx.app.server.address() as { port: number };
    const origin = `http://127.0.0.1:${port}`;
    const inFlight = fetch(`${origin}/teste/lenta`);
    await inHandler;

    const events: string[] = [];
    const shutdown = gracefulShutdown({
      app: ctx.app,
      database: { ...ctx.database, close: async () => void events.push('banco fechado') },
      logger: pino({ level: 'silent' }),
      timeoutMs: 60_000,
      exit: (code) => void events.push(`saída ${code}`),
    });
    const done = shutdown('SIGTERM');
    assert.equal(ctx.app.draining, true);
    assert.equal(shutdown('SIGINT'), done, 'um segundo sinal reusa o mesmo encerramento');
    await eventually(() => fetch(`${origin}/health`).then(() => false, () => true), 'conexões novas recusadas');
    assert.deepEqual(events, [], 'encerrou com uma requisição em andamento');

    release();
    const response = await inFlight;
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { ok: true });
    await done;
    assert.deepEqual(events, ['banco fechado', 'saída 0']);
  });

  it('waits for the handler of a request whose client went away, then closes the database and exits 0', async () => {
    let handlerIn!: () => void;
    let clientGone!: () => void;
    let finish!: () => void;
    const inHandlerToo = new Promise<void>((resolve) => (handlerIn = resolve));
    const gone = new Promise<void>((resolve) => (clientGone = resolve));
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const fresh = await createTestApp({
      routes: (app) =>
        app.post('/teste/abandonada', { config: publicRoute }, async (_request, reply) => {
          reply.raw.once('close', () => clientGone());
          handlerIn();
          await finished;
          return { ok: true };
        }),
    });
    try {
      await fresh.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = fresh.app.server.address() as { port: number };
      // The whole body sent, then the client leaves while the handler runs (a browser tab closed during a
      // closing): Fastify fires neither onResponse nor onRequestAbort for it.
      const socket = net.connect(port, '127.0.0.1');
      socket.write('POST /teste/abandonada HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
      await inHandlerToo;
      socket.destroy();
      await gone;

      const events: string[] = [];
      let exited!: () => void;
      const exit = new Promise<void>((resolve) => (exited = resolve));
      const done = gracefulShutdown({
        app: fresh.app,
        database: { ...fresh.database, close: async () => void events.push('banco fechado') },
        logger: pino({ level: 'silent' }),
        timeoutMs: 60_000,
        exit: (code) => {
          events.push(`saída ${code}`);
          exited();
        },
      })('SIGTERM');
      await eventually(() => fetch(`http://127.0.0.1:${port}/health`).then(() => false, () => true), 'conexões novas recusadas');
      assert.deepEqual(events, [], 'fechou o banco sob um handler em andamento');

      finish();
      // Before, the close waited for that request for ever: the deadline's exit 1 (or, on PGlite, an empty event loop).
      await exit;
      await done;
      assert.deepEqual(events, ['banco fechado', 'saída 0']);
    } finally {
      await fresh.database.dispose();
    }
  });

  it('reads and answers an upload whose body is still arriving when the signal comes', async () => {
    const fresh = await createTestApp({
      routes: (app) =>
        app.post(
          '/teste/envio',
          { config: publicRoute, onRequest: async () => uploadStarted() },
          async (request) => ({ recebidos: (request.body as { texto: string }).texto.length }),
        ),
    });
    try {
      await fresh.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = fresh.app.server.address() as { port: number };
      const body = JSON.stringify({ texto: 'x'.repeat(200_000) });
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write(`POST /teste/envio HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
      socket.write(body.slice(0, 1000));
      await uploadHeadersIn;

      const events: string[] = [];
      const done = gracefulShutdown({
        app: fresh.app,
        database: { ...fresh.database, close: async () => void events.push('banco fechado') },
        logger: pino({ level: 'silent' }),
        timeoutMs: 60_000,
        exit: (code) => void events.push(`saída ${code}`),
      })('SIGTERM');
      await eventually(() => fetch(`http://127.0.0.1:${port}/health`).then(() => false, () => true), 'conexões novas recusadas');
      assert.deepEqual(events, [], 'encerrou no meio do envio');

      socket.end(body.slice(1000));
      await ended;
      assert.match(answer, /^HTTP\/1\.1 200 /);
      assert.match(answer, /\r\nconnection: close\r\n/i);
      assert.match(answer, /"recebidos":200000/);
      await done;
      assert.deepEqual(events, ['banco fechado', 'saída 0']);
    } finally {
      await fresh.database.dispose();
    }
  });
});
