/**
 * What every benchmark shares: the machine line, and a throwaway PostgreSQL database on the
 * server of DATABASE_URL (or 127.0.0.1:5432), created for the run and dropped afterwards.
 */
import os from 'node:os';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/client';

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export function machineLine(): string {
  return `Máquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, carga ${loadAverage()}`;
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
 * Runs `fn` on a new database `financeiro_bench_<prefix>_<pid>` and drops it afterwards (kept with
 * BENCH_KEEP=1). Answers false, without calling `fn`, when no PostgreSQL server answers.
 */
export async function withBenchDatabase(prefix: string, fn: (database: Database) => Promise<void>): Promise<boolean> {
  const adminUrl = process.env.DATABASE_URL?.trim() || LOCAL_URL;
  if (!(await canConnect(adminUrl))) return false;
  const name = `financeiro_bench_${prefix}_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const database = await createDatabase({ databaseUrl: url.toString(), poolMax: 4 });
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
