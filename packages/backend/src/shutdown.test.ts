import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { publicRoute } from './http/guard';
import { gracefulShutdown } from './shutdown';
import { createTestApp, eventually, type TestContext } from './test/support';

describe('graceful shutdown (SIGTERM)', () => {
  let ctx: TestContext;
  let entered: () => void;
  let release: () => void;
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
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
});
