/**
 * The project screens' demo data (the seed with `projetos`) plus a controlled project TSTX, shared by
 * the tests of the modules projetos, margens, custos-projeto and clientes. scripts/test.mjs imports
 * every test file into one process (all-files.ts), so the data is seeded once for all of them: the app
 * is built by the first suite that uses it and closed after the last one. After each test the suite
 * puts back what the test left behind in the shared data (`useProjetosDemo({ restore })`), so neither
 * the files nor the tests of a file depend on the order they run in: a test sets up what it reads.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, afterEach, before } from 'node:test';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestContext } from './support';

/** A stand-in for the public quote service (this machine has no internet). */
function quoteServer() {
  const state = { status: 200, bid: '5.4321', hits: 0 };
  const server = http.createServer((_request, response) => {
    state.hits++;
    if (state.status !== 200) {
      response.writeHead(state.status).end('erro');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        USDBRL: { code: 'USD', codein: 'BRL', bid: state.bid, timestamp: '1763900000', create_date: '2025-11-23 09:13:20' },
        EURBRL: { code: 'EUR', codein: 'BRL', bid: '6.2468', timestamp: '1763900000', create_date: '2025-11-23 09:13:20' },
      }),
    );
  });
  return { server, state };
}

/** The controlled project: an employee with a closing in October 2026 and none in November. */
const T = { id: 990001, chave: 'TSTX', mat: 0, custoHoraOut: '0', email: '' };
/** The client TSTX belongs to. */
const TSTX_CLIENTE = 12;

interface Shared {
  ctx: TestContext;
  quotes: ReturnType<typeof quoteServer>;
  fin: string;
  admin: string;
  rh: string;
}

async function setUp(): Promise<Shared> {
  const quotes = quoteServer();
  await new Promise<void>((resolve) => quotes.server.listen(0, '127.0.0.1', resolve));
  const port = (quotes.server.address() as AddressInfo).port;
  const ctx = await createTestApp({
    projetos: true,
    config: {
      cotacao: { url: `http://127.0.0.1:${port}/json/last/USD-BRL,EUR-BRL`, cacheSeconds: 0, timeoutMs: 2000 },
    },
  });
  const exec = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);
  const shared: Shared = {
    ctx,
    quotes,
    fin: (await ctx.session('financeiro')).token,
    admin: (await ctx.session('admin')).token,
    rh: (await ctx.session('rh')).token,
  };

  const result = (await exec(sql`
      SELECT fc.mat, fc.custo_hora::text AS custo_hora, c.email FROM fechamento_colaborador fc
      JOIN fechamento f ON f.id = fc.fechamento_id JOIN colaborador c ON c.mat = fc.mat
      WHERE f.data_inicio = '2026-10-01' ORDER BY fc.mat LIMIT 1`)) as unknown as { rows: { mat: number; custo_hora: string; email: string }[] };
  const row = result.rows[0]!;
  T.mat = row.mat;
  T.custoHoraOut = row.custo_hora;
  T.email = row.email;
  await exec(sql`INSERT INTO jira_usuario (account_id, nome, email, colaborador_mat) VALUES ('tst-ext', 'Pessoa Externa', NULL, NULL)`);
  await exec(sql`INSERT INTO projeto (id, chave, nome, categoria_id, lead_account_id, cliente_id, last_issue_update_time)
                 VALUES (${T.id}, ${T.chave}, 'Projeto de Teste Ação', 1, 'tst-ext', 13, '2026-11-05T12:00:00Z')`);
  // Client 13 was seeded without projects: give TSTX to client 12 instead.
  await exec(sql`UPDATE projeto SET cliente_id = ${TSTX_CLIENTE} WHERE id = ${T.id}`);
  await exec(sql`INSERT INTO issue (id, chave, projeto_id, resumo) VALUES (99000101, 'TSTX-1', ${T.id}, 'Primeira tarefa'), (99000102, 'TSTX-2', ${T.id}, 'Segunda tarefa')`);
  const conta = `712020:demo-${String(T.mat).padStart(5, '0')}`;
  await exec(sql`INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds) VALUES
    (99000001, 99000101, ${T.id}, ${conta}, ${T.mat}, '2026-10-05', 10800, 7200),
    (99000002, 99000102, ${T.id}, ${conta}, ${T.mat}, '2026-10-31', 5400, 0),
    (99000003, 99000101, ${T.id}, 'tst-ext', NULL, '2026-10-10', 3600, 3600),
    (99000004, 99000101, ${T.id}, ${conta}, ${T.mat}, '2026-11-03', 7200, 7200),
    (99000005, 99000102, ${T.id}, ${conta}, ${T.mat}, '2026-09-30', 1800, 0)`);
  return shared;
}

/** A margin report of TSTX for October 2026 (receita bruta 100.000,00, one indirect cost in euros): the body the tests save. */
export const RELATORIO_DE_MARGEM_TSTX = {
  projeto: 'TSTX',
  periodoInicio: '2026-10-01',
  periodoFim: '2026-10-31',
  receitaBruta: '100000.00',
  custosIndiretos: [{ tipo_custo: 'OUTROS_SOFTWARES', descricao: 'Licenças', valor: '200', moeda: 'EUR', cotacao: '6' }],
};

let users = 0;
let shared: Promise<Shared> | null = null;

export interface ProjetosDemo {
  ctx: TestContext;
  /** Tokens of the demo users financeiro (the default of get/send), admin and rh. */
  fin: string;
  admin: string;
  rh: string;
  /** The quote service stand-in: its answer status, bid and hit count. */
  quotes: ReturnType<typeof quoteServer>;
  T: typeof T;
  get(url: string, token?: string): ReturnType<TestContext['app']['inject']>;
  send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload: unknown, token?: string): ReturnType<TestContext['app']['inject']>;
  exec(query: ReturnType<typeof sql>): ReturnType<TestContext['database']['db']['execute']>;
}

/**
 * Call inside a describe: its before hook gets the shared app; after each test the shared data goes back
 * (`restore`: tables whose rows created by the test are deleted; TSTX goes back to its client and the
 * quote service answers again); its after hook closes the app after the last suite.
 */
export function useProjetosDemo(options: { restore?: ('cliente' | 'custo_projeto' | 'relatorio_margem')[] } = {}): ProjetosDemo {
  users++;
  const maxIds = new Map<string, number>();
  const demo = {
    T,
    get: (url, token = demo.fin) => demo.ctx.app.inject({ method: 'GET', url, headers: bearer(token) }),
    send: (method, url, payload, token = demo.fin) => demo.ctx.app.inject({ method, url, payload: payload as object, headers: bearer(token) }),
    exec: (query) => demo.ctx.database.db.execute(query),
  } as ProjetosDemo;

  before(async () => {
    shared ??= setUp();
    Object.assign(demo, await shared);
    for (const table of options.restore ?? []) {
      const { rows } = (await demo.exec(sql`SELECT coalesce(max(id), 0)::int AS id FROM ${sql.identifier(table)}`)) as unknown as { rows: { id: number }[] };
      maxIds.set(table, rows[0]!.id);
    }
  });

  const putBack = async () => {
    if (!demo.ctx) return;
    demo.quotes.state.status = 200;
    await demo.exec(sql`UPDATE projeto SET cliente_id = ${TSTX_CLIENTE} WHERE id = ${T.id}`);
    for (const [table, id] of maxIds) await demo.exec(sql`DELETE FROM ${sql.identifier(table)} WHERE id > ${id}`);
  };

  afterEach(putBack);

  after(async () => {
    try {
      await putBack();
    } finally {
      users--;
      if (users === 0 && shared) {
        const closing = shared;
        shared = null;
        const { ctx, quotes } = await closing;
        await ctx.close();
        await new Promise((resolve) => quotes.server.close(resolve));
      }
    }
  });
  return demo;
}
