/**
 * What every benchmark shares: the machine line, and a throwaway PostgreSQL database on the
 * server of DATABASE_URL (or 127.0.0.1:5432), created for the run and dropped afterwards.
 */
import os from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database, type Db } from '../src/db/client';
import { carregarEmMassa } from '../src/seed/projetos';

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export function machineLine(): string {
  const flags = process.execArgv.filter((arg) => arg.startsWith('--max-'));
  return `Máquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}${flags.length ? ` ${flags.join(' ')}` : ''}, carga ${loadAverage()}`;
}

/** Runs `fn` with one client connected to `url` (the server's maintenance database, for CREATE/DROP DATABASE). */
export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function canConnect(url: string): Promise<boolean> {
  try {
    await withAdmin(url, (client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/** The server the benchmarks use: DATABASE_URL, else the local one. */
export const benchServerUrl = () => process.env.DATABASE_URL?.trim() || LOCAL_URL;

/** The URL of database `name` on the benchmarks' server. */
export function benchDatabaseUrl(name: string): string {
  const url = new URL(benchServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs `fn` on a new database `financeiro_bench_<prefix>_<pid>` (a pool of `poolMax` connections) and
 * drops it afterwards (kept with BENCH_KEEP=1). Answers false, without calling `fn`, when no PostgreSQL server answers.
 */
export async function withBenchDatabase(prefix: string, fn: (database: Database) => Promise<void>, poolMax = 4): Promise<boolean> {
  const adminUrl = benchServerUrl();
  if (!(await canConnect(adminUrl))) return false;
  const name = `financeiro_bench_${prefix}_${process.pid}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const database = await createDatabase({ databaseUrl: benchDatabaseUrl(name), poolMax });
  try {
    await fn(database);
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP === '1') {
      console.log(`\nBanco mantido (BENCH_KEEP=1): ${name}`);
    } else {
      await withAdmin(adminUrl, async (client) => {
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      });
    }
  }
  return true;
}

/** The benches' 5.000 projects (ids from `primeiroId`, keys BENCH1..): categories, leads, 3 in 4 with a client. */
export function inserirProjetosBench(db: Db, { primeiroId, projetos }: { primeiroId: number; projetos: number }) {
  return db.execute(sql`
    INSERT INTO projeto (id, chave, nome, categoria_id, lead_account_id, cliente_id, last_issue_update_time)
    SELECT ${primeiroId}::bigint - 1 + g, 'BENCH' || g, 'Projeto ' || g || ' ' || (ARRAY['Portal', 'Aplicativo', 'Integração', 'Sustentação', 'Dados'])[1 + g % 5],
           1 + g % 7, '712020:demo-' || lpad((1 + g % 120)::text, 5, '0'), CASE WHEN g % 4 = 0 THEN NULL ELSE 1 + g % 12 END,
           timestamptz '2018-01-01 12:00:00-03' + (g * 7919 % 3200) * interval '1 day'
    FROM generate_series(1, ${projetos}::int) AS g`);
}

/** 20 issues per bench project, 200 in the measured one. */
export function inserirIssuesBench(db: Db, { primeiroId, projetos, medidoId }: { primeiroId: number; projetos: number; medidoId: number }) {
  return carregarEmMassa(db, 'issue', async () => {
    await db.execute(sql`
      INSERT INTO issue (id, chave, projeto_id, resumo)
      SELECT p * 1000 + k, 'BENCH' || (p - ${primeiroId} + 1) || '-' || (k + 1), p, 'Tarefa ' || (k + 1)
      FROM generate_series(${primeiroId}::bigint, ${primeiroId + projetos - 1}::bigint) AS p
      CROSS JOIN LATERAL generate_series(0, CASE WHEN p = ${medidoId}::bigint THEN 199 ELSE 19 END) AS k`);
  });
}

/**
 * The projects benchmark's worklogs: `worklogs` over the 730 days from `inicio`, the first
 * `projetoWorklogs` in the measured project (200 issues), the rest spread over the other projects
 * (20 issues each), authors among the demo company's 120 employees (priced by its closings).
 */
export function inserirWorklogsBench(
  db: Db,
  options: { primeiroId: number; projetos: number; medidoId: number; worklogs: number; projetoWorklogs: number; inicio: string },
) {
  const { primeiroId, projetos, medidoId, worklogs, projetoWorklogs, inicio } = options;
  return carregarEmMassa(db, 'worklog', async () => {
    await db.execute(sql`
      INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds)
      SELECT 50000000 + g, x.projeto * 1000 + g % x.issues, x.projeto, '712020:demo-' || lpad(x.mat::text, 5, '0'), x.mat,
             ${inicio}::date + (g * 13 % 730), 900 * (1 + g % 16), CASE WHEN g % 3 = 0 THEN 0 ELSE 900 * (1 + g % 16) END
      FROM generate_series(1, ${worklogs}::int) AS g
      CROSS JOIN LATERAL (
        SELECT CASE WHEN g <= ${projetoWorklogs}::int THEN ${medidoId}::bigint ELSE ${primeiroId + 1}::bigint + g % ${projetos - 1}::int END AS projeto,
               CASE WHEN g <= ${projetoWorklogs}::int THEN 200 ELSE 20 END AS issues,
               1 + (g * 7) % 120 AS mat
      ) x`);
  });
}
