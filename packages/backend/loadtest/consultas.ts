/**
 * Where a read's time goes, one request at a time on the load test's database (no load): for each
 * route of the normal mix, the wall time, how many SQL statements it sent (each one a trip to the
 * pool: under load, a wait in its queue) and their time in PostgreSQL. `LOADTEST_KEEP_DB=nome`
 * must name a database loaded by `pnpm loadtest`; this works on a copy and drops it.
 *
 *   LOADTEST_KEEP_DB=financeiro_loadtest pnpm --filter @financeiro/backend loadtest:consultas
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import { DEFAULT_DEMO_PASSWORDS, defaultAppConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { withAdmin } from '../bench/support';
import { periodos } from './abuse';
import { hojeEmSaoPaulo } from './scenario';

const kept = process.env.LOADTEST_KEEP_DB?.trim();
if (!kept) throw new Error('LOADTEST_KEEP_DB=nome: o banco carregado por `pnpm loadtest`');
const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.CONSULTAS_ROUNDS ?? 7);

let statements = 0;
let dbMs = 0;
/** CONSULTAS_DETALHE=1: each statement of a route's last round, with its time. */
const detalhe = process.env.CONSULTAS_DETALHE === '1';
let log: string[] = [];
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const started = performance.now();
  const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '');
  const done = () => {
    const ms = performance.now() - started;
    dbMs += ms;
    if (detalhe) log.push(`    ${ms.toFixed(1).padStart(7)} ms  ${text.replace(/\s+/g, ' ').slice(0, 220)}`);
  };
  statements++;
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    args[args.length - 1] = (...cbArgs: unknown[]) => {
      done();
      return (last as (...a: unknown[]) => unknown)(...cbArgs);
    };
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  }
  const result = (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') void (result as Promise<unknown>).then(done, done);
  return result;
} as typeof pg.Client.prototype.query;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const br = (value: string) => encodeURIComponent(`${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`);

async function main() {
  const name = `${kept}_consultas_${process.pid}`;
  const url = new URL(base);
  await withAdmin(base, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${kept}`));
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  try {
    await migrate(database);
    const app = buildApp({ db: database, config: defaultAppConfig({ jwtSecret: randomBytes(32).toString('hex'), logLevel: 'warn' }) });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/login', payload: { usuario: 'admin', senha: DEFAULT_DEMO_PASSWORDS.admin } });
    const token = login.json().token as string;
    const list = await app.inject({ method: 'GET', url: '/fechamento/list', headers: { authorization: `Bearer ${token}` } });
    const fechamento = (list.json().result as { id: number; calculado: boolean }[]).filter((f) => f.calculado).at(-1)!.id;
    const hoje = hojeEmSaoPaulo();
    const mes = [iso(new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth(), 1))), iso(new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth() + 1, 0)))];
    const ano = [`${hoje.getUTCFullYear()}-01-01`, `${hoje.getUTCFullYear()}-12-31`];
    const [projeto] = await database.withSession((session) => session.query<{ id: number; chave: string }>("SELECT id, chave FROM projeto WHERE chave NOT LIKE 'BENCH%' ORDER BY id LIMIT 1"));
    const dezAnos = periodos(hoje)[0]!;
    const [bench1] = await database.withSession((session) => session.query<{ id: number }>("SELECT id FROM projeto WHERE chave = 'BENCH1'"));
    const email = encodeURIComponent(login.json().user.email as string);
    const routes: Array<[string, string, string, unknown?]> = [
      ['GET /relatorio/comparativo-faturamento/periodo (10 anos, BENCH1)', 'GET', `/relatorio/comparativo-faturamento/periodo/BENCH1/${dezAnos[0]}/${dezAnos[1]}`],
      ['GET /relatorio/comparativo-custo/periodo (10 anos, BENCH1)', 'GET', `/relatorio/comparativo-custo/periodo/BENCH1/${bench1!.id}/${dezAnos[0]}/${dezAnos[1]}`],
      ['POST /simulator/custo-hh', 'POST', '/simulator/custo-hh', { salario: '8000.00', beneficio: '3100.00', dependentes: '1', regime: '1', funcao: '2', filial: '1' }],
      ['GET /fechamento/dashboard', 'GET', '/fechamento/dashboard?meses=6'],
      ['GET /fechamento/custo/departamentos', 'GET', '/fechamento/custo/departamentos?meses=6'],
      ['GET /fechamento/custo/todosDepartamentoArea/:id', 'GET', `/fechamento/custo/todosDepartamentoArea/${fechamento}`],
      ['GET /planejamento/:key', 'GET', `/planejamento/${projeto!.chave}`],
      ['GET /custo-projeto/curto-real/:key/:id/:inicio/:fim', 'GET', `/custo-projeto/curto-real/${projeto!.chave}/${projeto!.id}/${br(ano[0]!)}/${br(ano[1]!)}`],
      ['GET /custo-projeto/:key/:inicio/:fim', 'GET', `/custo-projeto/${projeto!.chave}/${br(mes[0]!)}/${br(mes[1]!)}`],
      ['POST /jira/projects/:keys/:inicio/:fim', 'POST', `/jira/projects/${projeto!.chave}/${br(mes[0]!)}/${br(mes[1]!)}`, { key: [projeto.chave], page: 1 }],
      ['GET /fechamento/:id', 'GET', `/fechamento/${fechamento}`],
      ['GET /fechamento/custo-hh/:id', 'GET', `/fechamento/custo-hh/${fechamento}`],
      ['GET /fechamento/avisos/:id', 'GET', `/fechamento/avisos/${fechamento}`],
      ['GET /fechamento/list', 'GET', '/fechamento/list'],
      ['GET /simulator/opcoes', 'GET', '/simulator/opcoes'],
      ['GET /simulator/:email', 'GET', `/simulator/${email}`],
      ['GET /simulacao/margem/:email', 'GET', `/simulacao/margem/${email}`],
      ['GET /relatorio/capacidade-area/:inicio/:fim', 'GET', `/relatorio/capacidade-area/${mes[0]}/${mes[1]}`],
      ['GET /jira/projects/:page', 'GET', '/jira/projects/1?ordem=key&direcao=asc&tamanho=10'],
      ['GET /jira/projects/categories', 'GET', '/jira/projects/categories'],
      ['GET /jira/projects/lideres', 'GET', '/jira/projects/lideres'],
      ['GET /cliente/clientes', 'GET', '/cliente/clientes'],
      ['GET /employee', 'GET', '/employee'],
      ['GET /beneficio/list', 'GET', '/beneficio/list'],
      ['GET /imposto/list', 'GET', '/imposto/list'],
      ['GET /regime/list', 'GET', '/regime/list'],
    ];
    const only = process.env.CONSULTAS_ROTAS?.split(',');
    console.log(`${'rota'.padEnd(52)} ${'status'.padStart(6)} ${'mediana'.padStart(9)} ${'consultas'.padStart(9)} ${'no banco'.padStart(9)} ${'bytes'.padStart(8)}`);
    for (const [label, method, path, body] of routes) {
      if (only && !only.some((o) => label.includes(o))) continue;
      const samples: Array<{ ms: number; n: number; db: number; status: number; bytes: number }> = [];
      for (let round = 0; round < ROUNDS; round++) {
        log = [];
        const n0 = statements;
        const db0 = dbMs;
        const t0 = performance.now();
        const response = await app.inject({ method: method as 'GET', url: path, headers: { authorization: `Bearer ${token}` }, payload: body as object | undefined });
        const ms = performance.now() - t0;
        await new Promise((resolve) => setImmediate(resolve));
        samples.push({ ms, n: statements - n0, db: dbMs - db0, status: response.statusCode, bytes: response.rawPayload.length });
      }
      const ultimo = log;
      samples.sort((a, b) => a.ms - b.ms);
      const mid = samples[Math.floor(samples.length / 2)]!;
      console.log(
        `${label.padEnd(52)} ${String(mid.status).padStart(6)} ${`${mid.ms.toFixed(1)} ms`.padStart(9)} ${String(mid.n).padStart(9)} ${`${mid.db.toFixed(1)} ms`.padStart(9)} ${String(mid.bytes).padStart(8)}`,
      );
      if (detalhe) console.log(ultimo.join('\n'));
    }
    await app.close();
  } finally {
    await database.close();
    await withAdmin(base, (c) => c.query(`DROP DATABASE IF EXISTS ${name}`));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
