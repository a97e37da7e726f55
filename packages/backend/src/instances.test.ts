/**
 * Two API processes on one PostgreSQL database, as behind a load balancer: sessions, their
 * revocation, the Jira sync lock and the closing calculation lock live in the database, so either
 * instance serves any request. PostgreSQL only: the embedded PGlite serves one process.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { FECHAMENTO_MESSAGES } from '@financeiro/domain';
import { criarOuRedefinirAdmin, PasswordHasher } from './modules/contas';
import { DEFAULT_DEMO_PASSWORDS } from './config';
import { migrate } from './db/migrate';
import { FakeJiraTempo } from './modules/jira/testing/fake-server';
import { seedDemoData } from './seed';
import { processDatabase, startProductionApi, type Running } from './test/processes';
import { TEST_ARGON2, bearer, eventually } from './test/support';

const ADMIN_PASSWORD = 'senha-do-admin-das-instancias';
const CREDENTIALS = { email: 'integracao@empresa.com.br', apiToken: 'jira-token-de-teste', tempoToken: 'tempo-token-de-teste' };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('two API instances on one PostgreSQL', { skip: onPostgres ? false : 'PGlite atende um processo só' }, () => {
  let database: Awaited<ReturnType<typeof processDatabase>>;
  let jira: FakeJiraTempo;
  const instances: { api: Running; origin: string }[] = [];

  before(async () => {
    database = await processDatabase();
    jira = await new FakeJiraTempo({ categories: [], projects: [], issues: [], users: [], worklogs: [], plans: [], schedules: {} }, CREDENTIALS).start();
    const jiraEnv = {
      JIRA_BASE_URL: jira.jiraUrl,
      JIRA_EMAIL: CREDENTIALS.email,
      JIRA_API_TOKEN: CREDENTIALS.apiToken,
      TEMPO_API_URL: jira.tempoUrl,
      TEMPO_API_TOKEN: CREDENTIALS.tempoToken,
      JIRA_SYNC_INTERVAL_MINUTES: '0',
    };
    // The demo company without projects (closings with employees to calculate) and the administrator
    // FIRST_ADMIN_* would create on an empty database.
    const seeded = await database.open();
    try {
      const hasher = new PasswordHasher(TEST_ARGON2);
      await migrate(seeded);
      await seedDemoData(seeded.db, { passwords: DEFAULT_DEMO_PASSWORDS, hasher, projetos: false, simulacoesCusto: false });
      await criarOuRedefinirAdmin(seeded.db, hasher, { email: 'ti@empresa.exemplo', password: ADMIN_PASSWORD });
    } finally {
      await seeded.close();
    }
    for (let i = 0; i < 2; i++) {
      instances.push(await startProductionApi(database, { email: 'ti@empresa.exemplo', password: ADMIN_PASSWORD }, jiraEnv));
    }
  });
  after(async () => {
    for (const { api } of instances) {
      if (api.child.exitCode === null) api.child.kill('SIGTERM');
      await api.exited;
    }
    await jira?.close();
    await database?.dispose();
  });

  const call = (instance: number, method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
    fetch(`${instances[instance]!.origin}${path}`, {
      method,
      headers: { ...(options.token ? bearer(options.token) : {}), ...(options.body ? { 'content-type': 'application/json' } : {}) },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });

  it('a session opened on one instance works on the other, and its logout on one is refused on the other', async () => {
    const login = await call(0, 'POST', '/login', { body: { usuario: 'ti', senha: ADMIN_PASSWORD } });
    assert.equal(login.status, 200);
    const session = (await login.json()) as { token: string; refresh_token: string };
    assert.equal((await call(1, 'GET', '/usuario', { token: session.token })).status, 200);

    const renewed = await call(1, 'POST', '/login/refresh', { body: { refresh_token: session.refresh_token } });
    assert.equal(renewed.status, 200);
    const { token, refresh_token } = (await renewed.json()) as { token: string; refresh_token: string };
    assert.equal((await call(0, 'GET', '/usuario', { token })).status, 200);

    assert.equal((await call(0, 'POST', '/login/logout', { token, body: { refresh_token } })).status, 200);
    assert.equal((await call(1, 'GET', '/usuario', { token })).status, 401);
    assert.equal((await call(1, 'POST', '/login/refresh', { body: { refresh_token } })).status, 401);
  });

  it('a Jira sync started on both instances at once runs once: the other answers 409', async () => {
    const login = await call(1, 'POST', '/login', { body: { usuario: 'ti', senha: ADMIN_PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    const release = jira.hold(() => true);
    try {
      const [first, second] = await Promise.all([
        call(0, 'POST', '/jira/sync', { token, body: { tipo: 'completa' } }),
        call(1, 'POST', '/jira/sync', { token, body: { tipo: 'completa' } }),
      ]);
      assert.deepEqual([first.status, second.status].sort(), [200, 409]);
      const refused = (await (first.status === 409 ? first : second).json()) as { errors: { errorMessage: string }[] };
      assert.equal(refused.errors[0]!.errorMessage, 'Já existe uma sincronização em andamento.');
    } finally {
      release();
    }
    await eventually(async () => {
      const response = await call(0, 'GET', '/jira/sync/execucoes', { token });
      const { data } = (await response.json()) as { data: { status: string }[] };
      return data.length === 1 && data[0]!.status !== 'executando';
    }, 'a execução terminou');
    const { data } = (await (await call(1, 'GET', '/jira/sync/execucoes', { token })).json()) as { data: { status: string }[] };
    assert.deepEqual(data.map((run) => run.status), ['sucesso']);
  });

  it('the same closing recalculated on both instances at once: one runs, the other answers 409, one complete result set remains', async () => {
    const login = await call(0, 'POST', '/login', { body: { usuario: 'ti', senha: ADMIN_PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    // The latest seeded closing (10/2026): calculated, not blocked.
    const id = 18;
    const url = new URL(database.env.DATABASE_URL!);
    const schema = /search_path=(\S+)/.exec(url.searchParams.get('options') ?? '')![1]!;
    const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${schema}` });
    await holder.connect();
    const calculatedBefore = ((await holder.query('SELECT calculado_em FROM fechamento WHERE id = $1', [id])).rows[0] as { calculado_em: Date }).calculado_em;
    // A short edit of the closing row keeps whichever calculation comes first inside its transaction
    // (lock taken, waiting on the row), so that the two surely overlap.
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM fechamento WHERE id = $1 FOR UPDATE', [id]);
    const answered: Response[] = [];
    const answers = [0, 1].map((instance) =>
      call(instance, 'POST', `/fechamento/custo-hh/${id}`, { token, body: { partTimeColab: true } }).then((response) => {
        answered.push(response);
        return response;
      }),
    );
    try {
      // While the row is held, the one that is not running must answer on its own (without the lock both would wait).
      await eventually(async () => answered.length > 0, 'one of the two calculations answered while the other runs');
    } finally {
      await holder.query('COMMIT');
    }
    const refused = answered[0]!;
    assert.equal(refused.status, 409, await refused.clone().text());
    assert.deepEqual(await refused.json(), { errors: [{ errorMessage: FECHAMENTO_MESSAGES.emCalculo }] });
    const winner = (await Promise.all(answers)).find((response) => response !== refused)!;
    assert.equal(winner.status, 200, await winner.clone().text());
    const { result } = (await winner.json()) as { result: { colaboradores: number; totais: { custoTotal: string } } };

    const stored = await holder.query<{ n: number; mats: number; total: string; calculado_em: Date }>(
      `SELECT count(*)::int AS n, count(DISTINCT mat)::int AS mats, sum(custo_total)::text AS total,
              (SELECT calculado_em FROM fechamento WHERE id = $1) AS calculado_em
       FROM fechamento_colaborador WHERE fechamento_id = $1`,
      [id],
    );
    await holder.end();
    const row = stored.rows[0]!;
    assert.ok(result.colaboradores > 0);
    assert.equal(row.n, result.colaboradores);
    assert.equal(row.mats, row.n);
    assert.equal(Number(row.total).toFixed(2), Number(result.totais.custoTotal).toFixed(2));
    assert.ok(row.calculado_em > calculatedBefore, 'calculado_em of the run that finished');
  });
});
