import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, createTestApp, type TestContext } from '../../test/support';

const METRICS_TOKEN = 'token-das-metricas-com-tamanho-bom';

describe('operations: /ready and /metrics', () => {
  let ctx: TestContext;
  let guarded: TestContext;

  before(async () => {
    ctx = await createTestApp();
    guarded = await createTestApp({ config: { metricsToken: METRICS_TOKEN } });
  });
  after(async () => {
    await ctx?.close();
    await guarded?.close();
  });

  it('/ready: ready with the database reachable and every migration applied, without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/ready' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'pronto' });
  });

  it('/ready: not ready while a migration is missing or while the instance shuts down', async () => {
    const [latest] = await guarded.database.withSession((session) =>
      session.query<{ version: number; name: string; checksum: string }>(
        'SELECT version, name, checksum FROM schema_migrations ORDER BY version DESC LIMIT 1',
      ),
    );
    await guarded.database.withSession((session) => session.query('DELETE FROM schema_migrations WHERE version = $1', [latest!.version]));
    try {
      const pending = await guarded.app.inject({ method: 'GET', url: '/ready' });
      assert.equal(pending.statusCode, 503);
      assert.equal(pending.json().status, 'indisponivel');
      assert.equal(pending.json().motivo, `migrações pendentes: ${latest!.version}`);
    } finally {
      await guarded.database.withSession((session) =>
        session.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [latest!.version, latest!.name, latest!.checksum]),
      );
    }
    assert.equal((await guarded.app.inject({ method: 'GET', url: '/ready' })).statusCode, 200);

    guarded.app.draining = true;
    try {
      const draining = await guarded.app.inject({ method: 'GET', url: '/ready' });
      assert.equal(draining.statusCode, 503);
      assert.deepEqual(draining.json(), { status: 'indisponivel', motivo: 'encerrando' });
      // Liveness is another question: the process is alive while it drains.
      assert.equal((await guarded.app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
    } finally {
      guarded.app.draining = false;
    }
  });

  it('/metrics: requests by route pattern, closings computed, the process; read from this machine only', async () => {
    const { token } = await ctx.session('admin');
    await ctx.app.inject({ method: 'GET', url: '/usuario', headers: bearer(token) });
    await ctx.app.inject({ method: 'GET', url: '/nao/existe/12345' });
    const [open] = await ctx.database.withSession((session) =>
      session.query<{ id: number }>('SELECT id FROM fechamento WHERE NOT bloqueio ORDER BY id DESC LIMIT 1'),
    );
    const computed = await ctx.app.inject({ method: 'POST', url: `/fechamento/custo-hh/${open!.id}`, headers: bearer(token), payload: {} });
    assert.equal(computed.statusCode, 200, computed.body);

    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    const text = response.body;
    assert.match(text, /financeiro_http_request_duration_seconds_count\{method="GET",route="\/usuario",status="200"\} 1\n/);
    assert.match(text, /financeiro_http_request_duration_seconds_count\{method="POST",route="\/login",status="200"\} 1\n/);
    // An unknown path is one series, never one per path a scanner tries.
    assert.match(text, /route="desconhecida",status="404"/);
    assert.doesNotMatch(text, /12345/);
    assert.match(text, /financeiro_fechamentos_calculados_total 1\n/);
    assert.match(text, /financeiro_jira_sync_runs\{status="falha"\} 0\n/);
    assert.match(text, /financeiro_process_resident_memory_bytes \d+/);
    assert.match(text, /financeiro_nodejs_eventloop_lag_p99_seconds /);
    if (ctx.database.driver === 'pg') assert.match(text, /financeiro_db_pool_connections\{state="total"\} \d+/);

    const outside = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    assert.equal(outside.statusCode, 403);
    assert.deepEqual(outside.json(), { errors: [{ errorMessage: 'Acesso às métricas negado.' }], code: 'FORBIDDEN' });
  });

  it('/metrics with METRICS_TOKEN: the token from any address, nothing without it', async () => {
    const remoteAddress = '203.0.113.9';
    assert.equal((await guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: bearer(METRICS_TOKEN) })).statusCode, 200);
    assert.equal((await guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: bearer(`${METRICS_TOKEN}x`) })).statusCode, 403);
    assert.equal((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 403);
  });
});
