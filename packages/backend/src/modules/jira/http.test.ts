import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { criarClientes } from './api';
import { FakeClock } from './clock';
import { JIRA_DEFAULTS, jiraFromEnv, type JiraConfig } from '../../config';
import { ConnectorHttpError, parseRetryAfter, ServiceClient, type Logger } from './http';
import { RateLimiter } from './rate-limiter';
import { FakeJiraTempo } from './testing/fake-server';

const CREDENTIALS = { email: 'integracao@empresa.com.br', apiToken: 'jira-token-secreto-123', tempoToken: 'tempo-token-secreto-456' };

function configFor(fake: FakeJiraTempo): JiraConfig {
  return {
    baseUrl: fake.jiraUrl,
    email: CREDENTIALS.email,
    apiToken: CREDENTIALS.apiToken,
    tempoUrl: fake.tempoUrl,
    tempoToken: CREDENTIALS.tempoToken,
    intervalMinutes: 30,
    fullSyncHours: 24,
    historyMonths: 24,
    futureMonths: 12,
    requestTimeoutMs: 5_000,
    tempoRequestsPerSecond: 5,
    retryDelaysMs: [...JIRA_DEFAULTS.retryDelaysMs],
  };
}

/** Every logger call, serialised (to check that no token is ever logged). */
function captureLogger(): Logger & { text(): string } {
  const lines: string[] = [];
  const push = (obj: object, msg?: string) => lines.push(JSON.stringify(obj) + ' ' + (msg ?? ''));
  return { debug: push, info: push, warn: push, text: () => lines.join('\n') };
}

describe('configuração do Jira (JIRA_*/TEMPO_*)', () => {
  it('sem as variáveis o conector fica desligado; incompleta é um erro; valores padrão', () => {
    assert.equal(jiraFromEnv({}), undefined);
    assert.throws(() => jiraFromEnv({ JIRA_BASE_URL: 'https://x.atlassian.net' }), /JIRA_EMAIL, JIRA_API_TOKEN, TEMPO_API_TOKEN/);
    const config = jiraFromEnv({
      JIRA_BASE_URL: 'https://empresa.atlassian.net/',
      JIRA_EMAIL: 'a@b.com',
      JIRA_API_TOKEN: 't',
      TEMPO_API_TOKEN: 'u',
      JIRA_ABSENCE_PROJECT_KEY: 'AUS',
    })!;
    assert.equal(config.baseUrl, 'https://empresa.atlassian.net');
    assert.equal(config.tempoUrl, 'https://api.tempo.io/4');
    assert.equal(config.intervalMinutes, 30);
    assert.equal(config.absenceProjectKey, 'AUS');
    assert.deepEqual(config.retryDelaysMs, [5000, 10000, 15000]);
    assert.throws(
      () => jiraFromEnv({ JIRA_BASE_URL: 'x', JIRA_EMAIL: 'a', JIRA_API_TOKEN: 't', TEMPO_API_TOKEN: 'u' }),
      /JIRA_BASE_URL deve ser uma URL/,
    );
  });
});

describe('limitador de requisições do Tempo (relógio simulado)', () => {
  it('espaça 200 ms: nenhuma janela de 1 s tem mais de 5 requisições', async () => {
    const clock = new FakeClock(1_000_000);
    const limiter = new RateLimiter(5, clock);
    const granted: number[] = [];
    for (let i = 0; i < 12; i++) granted.push(await limiter.acquire());
    assert.deepEqual(
      granted.map((t) => t - 1_000_000),
      [0, 200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2200],
    );
    for (let i = 0; i + 5 < granted.length; i++) assert.ok(granted[i + 5] - granted[i] >= 1000);
    // After an idle second the next request goes at once.
    clock.advance(5_000);
    const before = clock.sleeps.length;
    await limiter.acquire();
    assert.equal(clock.sleeps.length, before);
  });

  it('Retry-After em segundos ou data HTTP', () => {
    assert.equal(parseRetryAfter('7', 0), 7000);
    assert.equal(parseRetryAfter(null, 0), undefined);
    assert.equal(parseRetryAfter(new Date(60_000).toUTCString(), 30_000), 30_000);
    assert.equal(parseRetryAfter('amanhã', 0), undefined);
  });
});

describe('cliente HTTP do Jira/Tempo contra o servidor falso', () => {
  let fake: FakeJiraTempo;
  before(async () => {
    fake = await new FakeJiraTempo(
      {
        categories: [{ id: '10000', name: 'Desenvolvimento' }],
        projects: [],
        issues: [],
        users: [],
        worklogs: [],
        plans: [],
        schedules: {},
      },
      CREDENTIALS,
    ).start();
  });
  after(() => fake.close());

  it('honra 429 com Retry-After e repete 5xx com espera de 5 s (sem esperar de verdade)', async () => {
    const clock = new FakeClock(0);
    const logger = captureLogger();
    const { jira } = criarClientes(configFor(fake), { clock, logger });
    fake.fail({ match: (r) => r.path === '/rest/api/3/projectCategory', status: 429, headers: { 'retry-after': '7' } });
    fake.fail({ match: (r) => r.path === '/rest/api/3/projectCategory', status: 503 });
    const before = fake.requested('GET /rest/api/3/projectCategory').length;
    const categories = await jira.categories();
    assert.deepEqual(categories.map((c) => c.name), ['Desenvolvimento']);
    assert.equal(fake.requested('GET /rest/api/3/projectCategory').length - before, 3);
    assert.deepEqual(clock.sleeps, [7000, 5000]);
    assert.doesNotMatch(logger.text(), /token-secreto/);
  });

  it('desiste após 3 novas tentativas (5, 10 e 15 s) e diz o status e o caminho', async () => {
    const clock = new FakeClock(0);
    const { jira } = criarClientes(configFor(fake), { clock });
    fake.fail({ match: (r) => r.path === '/rest/api/3/projectCategory', status: 500, times: 10 });
    await assert.rejects(jira.categories(), (error: ConnectorHttpError) => {
      assert.equal(error.status, 500);
      assert.match(error.message, /^Jira respondeu 500 em GET \/rest\/api\/3\/projectCategory/);
      return true;
    });
    assert.deepEqual(clock.sleeps, [5000, 10000, 15000]);
    fake.clearFailures();
  });

  it('4xx não é repetido; credencial errada é 401 e a mensagem não traz o token', async () => {
    const clock = new FakeClock(0);
    const { jira, tempo } = criarClientes({ ...configFor(fake), apiToken: 'errado', tempoToken: 'errado-tambem' }, { clock });
    await assert.rejects(jira.categories(), (error: ConnectorHttpError) => error.status === 401 && !/errado/.test(error.message));
    await assert.rejects(tempo.worklogs({ from: '2026-01-01', to: '2026-01-31', offset: 0, limit: 10 }), /Tempo respondeu 401/);
    assert.deepEqual(clock.sleeps, []);
  });

  it('as credenciais só vão para a URL configurada (um link de paginação de outro host é recusado)', async () => {
    const client = new ServiceClient({
      service: 'Tempo',
      baseUrl: fake.tempoUrl,
      authorization: 'Bearer x',
      clock: new FakeClock(0),
      timeoutMs: 1000,
      retryDelaysMs: [],
    });
    assert.throws(() => client.url('https://evil.example.com/4/worklogs?offset=50'), /fora da URL configurada/);
    assert.equal(client.url(`${fake.tempoUrl}/worklogs?offset=50`).searchParams.get('offset'), '50');
  });

  it('uma resposta que não chega em tempo é falha de rede: repetida e depois relatada', async () => {
    const clock = new FakeClock(0);
    const release = fake.hold((r) => r.path === '/rest/api/3/projectCategory');
    const { jira } = criarClientes({ ...configFor(fake), requestTimeoutMs: 100, retryDelaysMs: [1] }, { clock });
    await assert.rejects(jira.categories(), /Jira não respondeu em GET \/rest\/api\/3\/projectCategory: tempo esgotado/);
    assert.deepEqual(clock.sleeps, [1]);
    release();
  });

  it('uma conexão que cai no meio do corpo de uma página é falha de rede: repetida após 5 s', async () => {
    const clock = new FakeClock(0);
    const { jira } = criarClientes(configFor(fake), { clock });
    fake.cutBody({ match: (r) => r.path === '/rest/api/3/projectCategory', then: 'drop' });
    const before = fake.requested('GET /rest/api/3/projectCategory').length;
    const categories = await jira.categories();
    assert.deepEqual(categories.map((c) => c.name), ['Desenvolvimento']);
    assert.equal(fake.requested('GET /rest/api/3/projectCategory').length - before, 2);
    assert.deepEqual(clock.sleeps, [5000]);
  });

  it('um corpo que para no meio esgota o tempo e é repetido; cortado sempre, o erro diz o caminho', async () => {
    const clock = new FakeClock(0);
    // The stall ends only by the request's timeout (wall clock); the retry must then answer within that
    // same timeout, which 100 ms did not always allow on a loaded 2-core machine ('tempo esgotado').
    const { jira } = criarClientes({ ...configFor(fake), requestTimeoutMs: 1_500, retryDelaysMs: [1] }, { clock });
    fake.cutBody({ match: (r) => r.path === '/rest/api/3/projectCategory', then: 'stall' });
    assert.deepEqual((await jira.categories()).map((c) => c.name), ['Desenvolvimento']);
    assert.deepEqual(clock.sleeps, [1]);

    fake.cutBody({ match: (r) => r.path === '/rest/api/3/projectCategory', then: 'drop', times: 2 });
    await assert.rejects(jira.categories(), /^ConnectorHttpError: Jira não respondeu em GET \/rest\/api\/3\/projectCategory: terminated/);
    assert.deepEqual(clock.sleeps, [1, 1]);
  });
});
