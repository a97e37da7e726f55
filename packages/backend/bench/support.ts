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

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function canConnect(url: string): Promise<boolean> {
  try {
    await withAdmin(url, (client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `fn` on a new database `financeiro_bench_<prefix>_<pid>` (a pool of `poolMax` connections) and
 * drops it afterwards (kept with BENCH_KEEP=1). Answers false, without calling `fn`, when no PostgreSQL server answers.
 */
export async function withBenchDatabase(prefix: string, fn: (database: Database) => Promise<void>, poolMax = 4): Promise<boolean> {
  const adminUrl = process.env.DATABASE_URL?.trim() || LOCAL_URL;
  if (!(await canConnect(adminUrl))) return false;
  const name = `financeiro_bench_${prefix}_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const database = await createDatabase({ databaseUrl: url.toString(), poolMax });
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
