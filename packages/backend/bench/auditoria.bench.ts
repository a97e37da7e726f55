/**
 * Audit screen benchmark (issue 37 §4: "the audit screen's first page over 1,000,000 entries < 200 ms on
 * PostgreSQL"), on PostgreSQL (DATABASE_URL, else 127.0.0.1:5432 user postgres; a throwaway database is
 * created and dropped):
 *
 * - fills `auditoria` with 1.000.000 entries in one generate_series INSERT (two years, one a minute;
 *   10 users and 'sistema'; every kind of record and action, rare ones such as 'recalcular' included;
 *   each entry with a salary field and a text field);
 * - times, through the HTTP layer (Fastify inject: guard, token, user load, validation, count,
 *   serialisation) as an administrator, GET /admin/auditoria's first page (50 entries) without filters
 *   and with each filter (period, record kind, rare action, author, text, all together), the last
 *   reachable page and one record's history (GET /auditoria/:entidade/:chave).
 *
 * Prints median and p95 of the wall time. Target (issue 37): < 200 ms. Asserts nothing about time.
 *
 *   BENCH=auditoria pnpm bench
 *   BENCH_AUDITORIA=200000 BENCH_RUNS=5 ...   (smaller runs)
 *   BENCH_SCALE=smoke   (2.000 entries, one measurement: bench/smoke.test.ts)
 *   BENCH_KEEP=1   (keeps the database, for EXPLAIN ANALYZE)
 *   BENCH_AUDITORIA_BANCO=financeiro_bench_auditoria_123   (measures again on a kept database, without filling it)
 */
import { sql, type SQL } from 'drizzle-orm';
import type { EntradaDeAuditoria } from '@financeiro/domain';
import { buildApp } from '../src/app';
import { DEFAULT_DEMO_PASSWORDS, defaultAppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { createDatabase } from '../src/db/client';
import { ARGON2_DO_BENCH, benchDatabaseUrl, conferir, figura, loadAverage, machineLine, median, p95, pulado, semearDemo, SMOKE, volume, withBenchDatabase } from './support';

const ENTRADAS = volume('BENCH_AUDITORIA', 1_000_000, 2_000);
const RUNS = Math.max(1, volume('BENCH_RUNS', 15, 1));
const WARMUP = SMOKE ? 0 : 3;
const META_MS = 200;

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function step(label: string, fn: () => Promise<unknown>): Promise<void> {
  const t0 = performance.now();
  await fn();
  console.log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function prepare(database: Database): Promise<void> {
  const db = database.db;
  await step('migrações + seed de demonstração', async () => {
    await migrate(database);
    await semearDemo(db, 'demo');
  });
  await step(`${ENTRADAS.toLocaleString('pt-BR')} entradas (um INSERT ... generate_series)`, () =>
    db.execute(sql`
      INSERT INTO auditoria (em, usuario_id, usuario_nome, acao, entidade, chave, campos, detalhes, request_id, hash_anterior, hash)
      SELECT now() - make_interval(mins => ${ENTRADAS}::int - g),
             CASE WHEN g % 11 = 0 THEN NULL ELSE 1000 + g % 10 END,
             CASE WHEN g % 11 = 0 THEN 'sistema' ELSE 'Usuário ' || (g % 10) END,
             CASE WHEN g % 97 = 0 THEN 'recalcular' ELSE (ARRAY['alterar','alterar','alterar','criar','alterar','remover','calcular','alterar','sincronizar','importar'])[1 + g % 10] END,
             (ARRAY['colaborador','colaborador','colaborador','fechamento','faixa_imposto','planejamento','cliente','usuario','secao_usuario','beneficio_colaborador','funcao','importacao'])[1 + (g / 7) % 12],
             (g % 5000)::text,
             jsonb_build_array(
               jsonb_build_object('campo', 'Salário', 'antes', (3000 + g % 5000)::text || '.00', 'depois', (3100 + g % 5000)::text || '.00', 'tipo', 'dinheiro', 'sigilo', 'salario'),
               jsonb_build_object('campo', 'Função', 'antes', 'Analista ' || (g % 50), 'depois', 'Coordenador ' || ((g + 1) % 50))),
             NULL,
             'req-' || g,
             lpad(to_hex(g - 1), 64, '0'),
             lpad(to_hex(g), 64, '0')
      FROM generate_series(1, ${ENTRADAS}::int) AS g`),
  );
  // The search words, as the API's indexer writes them after the commits (migration 0108).
  await step('palavras da busca (auditoria_busca)', () => db.execute(sql`INSERT INTO auditoria_busca (id, texto) SELECT id, auditoria_texto(chave, usuario_nome, campos) FROM auditoria`));
  await step('VACUUM ANALYZE auditoria, auditoria_busca', () => database.withSession((session) => session.exec('VACUUM ANALYZE auditoria, auditoria_busca')));
}

interface Caso {
  nome: string;
  url: string;
}

async function measure(database: Database): Promise<void> {
  const config = defaultAppConfig({ jwtSecret: 'segredo-do-benchmark-com-32-caracteres-ou-mais', argon2: ARGON2_DO_BENCH, logLevel: 'silent' });
  const app = buildApp({ db: database, config });
  await app.ready();
  try {
    const login = await app.inject({ method: 'POST', url: '/login', payload: { usuario: 'admin', senha: DEFAULT_DEMO_PASSWORDS.admin } });
    const headers = { authorization: `Bearer ${login.json().token as string}` };
    // 30 days from a quarter into the trail (an old month on the full volume; the whole trail on the smoke one).
    const [mes] = await rows<{ de: string; ate: string }>(
      database,
      sql`SELECT to_char(((min(em) + (max(em) - min(em)) / 4) AT TIME ZONE 'America/Sao_Paulo')::date, 'YYYY-MM-DD') AS de,
                 to_char(((min(em) + (max(em) - min(em)) / 4) AT TIME ZONE 'America/Sao_Paulo')::date + 29, 'YYYY-MM-DD') AS ate FROM auditoria`,
    );
    const [registro] = await rows<{ chave: string }>(database, sql`SELECT chave FROM auditoria WHERE entidade = 'colaborador' ORDER BY id DESC LIMIT 1`);
    const periodo = `de=${mes!.de}&ate=${mes!.ate}`;
    const casos: Caso[] = [
      { nome: 'primeira página, sem filtros', url: '/admin/auditoria?pagina=1&limite=50' },
      { nome: `período (30 dias: ${mes!.de} a ${mes!.ate})`, url: `/admin/auditoria?${periodo}&limite=50` },
      { nome: 'registro: colaborador', url: '/admin/auditoria?entidade=colaborador&limite=50' },
      { nome: 'ação rara: recalcular (~1 %)', url: '/admin/auditoria?acao=recalcular&limite=50' },
      { nome: 'usuário (1 de 11 autores)', url: '/admin/auditoria?usuario=1003&limite=50' },
      { nome: 'texto comum: "coordenador"', url: '/admin/auditoria?texto=coordenador&limite=50' },
      // A word in 1–10 % of the entries: neither rare (the index's list of it is long) nor common enough to be only checked.
      { nome: 'texto em ~9 %: "sistema"', url: '/admin/auditoria?texto=sistema&limite=50' },
      { nome: 'texto raro: chave + "analista 49"', url: '/admin/auditoria?texto=1999%20analista%2049&limite=50' },
      { nome: 'todos: período + colaborador + alterar + texto', url: `/admin/auditoria?${periodo}&entidade=colaborador&acao=alterar&texto=analista&limite=50` },
      { nome: 'última página alcançável (10.000)', url: `/admin/auditoria?pagina=${Math.min(200, Math.ceil(ENTRADAS / 50))}&limite=50` },
      { nome: 'histórico de um registro (um colaborador)', url: `/auditoria/colaborador/${registro!.chave}` },
    ];
    // The answers are right: the unfiltered first page is the 50 newest, counted up to the reach.
    const primeira = await app.inject({ method: 'GET', url: casos[0]!.url, headers });
    conferir(primeira.statusCode === 200, () => `GET /admin/auditoria: ${primeira.statusCode} ${primeira.body}`);
    const entradas = primeira.json<EntradaDeAuditoria[]>();
    const [maior] = await rows<{ id: number }>(database, sql`SELECT max(id)::int AS id FROM auditoria`);
    conferir(entradas.length === Math.min(50, ENTRADAS) && entradas[0]!.id === maior!.id, () => `primeira página: ${entradas.length} entradas, a primeira ${entradas[0]?.id} (esperado ${maior!.id})`);
    // The seed and the benchmark's own sign-ins record entries too (sessions, the demo data's creation).
    const [todas] = await rows<{ total: number }>(database, sql`SELECT count(*)::int AS total FROM auditoria`);
    conferir(primeira.headers['x-total-count'] === String(Math.min(todas!.total, 10_000)), () => `X-Total-Count ${String(primeira.headers['x-total-count'])} (há ${todas!.total})`);
    for (const caso of casos) {
      const resposta = await app.inject({ method: 'GET', url: caso.url, headers });
      conferir(resposta.statusCode === 200, () => `${caso.url}: ${resposta.statusCode} ${resposta.body}`);
      conferir(resposta.json<unknown[]>().length > 0, () => `${caso.url}: nenhuma entrada`);
    }

    console.log(`\n=== Resultado (PostgreSQL; ${RUNS} medições de cada; mediana e p95 do relógio; meta < ${META_MS} ms) ===`);
    for (const caso of casos) {
      for (let i = 0; i < WARMUP; i++) await app.inject({ method: 'GET', url: caso.url, headers });
      const tempos: number[] = [];
      let total = '';
      let linhas = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const resposta = await app.inject({ method: 'GET', url: caso.url, headers });
        tempos.push(performance.now() - t0);
        total = String(resposta.headers['x-total-count'] ?? '');
        linhas = resposta.json<unknown[]>().length;
      }
      const m = median(tempos);
      console.log(
        `${caso.nome}: mediana ${m.toFixed(1)} ms, p95 ${p95(tempos).toFixed(1)} ms (${linhas} entradas${total ? `, X-Total-Count ${total}` : ''}) ${m < META_MS ? 'meta atingida' : 'meta NÃO atingida'}`,
      );
      figura(`${caso.nome} (mediana)`, m);
    }
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(`Benchmark da tela de auditoria: ${ENTRADAS.toLocaleString('pt-BR')} entradas, ${RUNS} medições de cada`);
  console.log(machineLine());
  const mantido = process.env.BENCH_AUDITORIA_BANCO?.trim();
  if (mantido) {
    const database = await createDatabase({ databaseUrl: benchDatabaseUrl(mantido), poolMax: 4 });
    try {
      await migrate(database);
      console.log(`Banco mantido ${mantido}; medições (carga ${loadAverage()}):`);
      await measure(database);
    } finally {
      await database.close();
    }
    console.log(`Carga ao final: ${loadAverage()}`);
    return;
  }
  const semServidor = await withBenchDatabase('auditoria', async (database) => {
    const version = (await rows<{ server_version: string }>(database, sql`SHOW server_version`))[0]?.server_version;
    console.log(`PostgreSQL ${version ?? '?'}\n\nPreparação:`);
    await prepare(database);
    console.log(`\nMedições (carga ${loadAverage()}):`);
    await measure(database);
  });
  if (semServidor) pulado(`${semServidor}; este benchmark precisa de PostgreSQL (1 milhão de entradas).`);
  console.log(`Carga ao final: ${loadAverage()}`);
}

await main();
