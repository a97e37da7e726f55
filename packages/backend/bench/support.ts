/**
 * What every benchmark shares: the machine line, the volumes (full or BENCH_SCALE=smoke), the
 * correctness checks, the figures written for `pnpm bench:compare` (BENCH_FIGURAS), and a throwaway
 * PostgreSQL database on the server of DATABASE_URL (or 127.0.0.1:5432), created for the run and
 * dropped afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { DEFAULT_DEMO_PASSWORDS } from '../src/config';
import { createDatabase, type Database, type Db } from '../src/db/client';
import { PasswordHasher } from '../src/modules/contas';
import { seedDemoData } from '../src/seed';
import { carregarEmMassa } from '../src/seed/projetos';

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * BENCH_SCALE=smoke: a few hundred rows and one measurement of each kind, the run `pnpm test` makes
 * of every benchmark (bench/smoke.test.ts) so that a benchmark that no longer runs, or whose own
 * check no longer holds, fails the suite. Its figures say nothing about speed.
 */
export const SMOKE = process.env.BENCH_SCALE === 'smoke';

/** A volume of the run: the variable `env` when set, else the smoke or the full figure. */
export function volume(env: string, full: number, smoke: number): number {
  const value = process.env[env]?.trim();
  return value ? Number(value) : SMOKE ? smoke : full;
}

/**
 * The volume of the benchmarks over the projects' worklogs (projetos, capacidade): the environment's
 * BENCH_WORKLOGS, BENCH_PROJECT_WORKLOGS (the measured project's), BENCH_PROJECTS and BENCH_RUNS, or
 * the full volume, or the smoke one.
 */
export const VOLUME_DOS_WORKLOGS = {
  worklogs: volume('BENCH_WORKLOGS', 5_000_000, 2_000),
  worklogsDoProjeto: volume('BENCH_PROJECT_WORKLOGS', 500_000, 500),
  projetos: volume('BENCH_PROJECTS', 5_000, 400),
  rodadas: Math.max(SMOKE ? 1 : 3, volume('BENCH_RUNS', 25, 1)),
  aquecimento: SMOKE ? 1 : 3,
};

/**
 * Which databases the benchmarks use: BENCH_DATABASES=pglite,postgresql (the default, PostgreSQL when
 * a server answers), or one of them.
 */
export function usesDatabase(name: 'pglite' | 'postgresql'): boolean {
  const chosen = process.env.BENCH_DATABASES?.trim();
  return !chosen || chosen.split(',').some((item) => item.trim() === name);
}

/** A benchmark's name: its file's name without .bench.ts. */
export const nomeDoBench = (file: string) => path.basename(file).replace(/\.bench\.ts$/, '');

/** The benchmark being run: the file Node was given, or the one bench/em-um-processo.ts is running. */
let benchEmCurso = nomeDoBench(process.argv[1] ?? '');

/** Names the benchmark whose figures come next (bench/em-um-processo.ts runs several in one process). */
export function rodandoBench(nome: string): void {
  benchEmCurso = nome;
}

/** One line of the BENCH_FIGURAS file (JSON Lines), read by `pnpm bench:compare` and the smoke test. */
export type Registro =
  | { bench: string; tipo: 'figura'; figura: string; valor: number; unidade: string; melhor: 'menor' | 'maior' }
  | { bench: string; tipo: 'conferencia'; ok: false; mensagem: string }
  | { bench: string; tipo: 'pulado'; motivo: string }
  | { bench: string; tipo: 'fim'; ok: boolean };

export function registrar(registro: Registro): void {
  const arquivo = process.env.BENCH_FIGURAS;
  if (arquivo) fs.appendFileSync(arquivo, `${JSON.stringify(registro)}\n`);
}

/**
 * A headline figure of the run (a median, a best time, a rate), written to BENCH_FIGURAS when set:
 * `pnpm bench:compare` sets each figure of the ref beside the working tree's. `melhor`: which way is
 * better (ms: 'menor'; employees per second: 'maior').
 */
export function figura(nome: string, valor: number, unidade = 'ms', melhor: 'menor' | 'maior' = 'menor'): void {
  if (!Number.isFinite(valor)) throw new Error(`figura ${nome}: ${valor} não é um número`);
  registrar({ bench: benchEmCurso, tipo: 'figura', figura: nome, valor, unidade, melhor });
}

/** A benchmark that did not run here (e.g. PostgreSQL-only on a machine without PostgreSQL), and why. */
export function pulado(motivo: string): void {
  console.log(`  ${motivo}`);
  registrar({ bench: benchEmCurso, tipo: 'pulado', motivo });
}

/**
 * The benchmark's own check that what it measures gives the right answer (a benchmark of a wrong
 * answer is worthless): throws with `mensagem` when `ok` is false. BENCH_CHECKS=aviso prints the
 * failure, records it in BENCH_FIGURAS and goes on measuring: `pnpm bench:compare` runs this
 * benchmark on an older ref's code, whose answers may differ from today's rule.
 */
export function conferir(ok: boolean, mensagem: () => string): void {
  if (ok) return;
  const texto = mensagem();
  if (process.env.BENCH_CHECKS !== 'aviso') throw new Error(texto);
  console.error(`  CONFERÊNCIA FALHOU (BENCH_CHECKS=aviso, medindo assim mesmo): ${texto}`);
  registrar({ bench: benchEmCurso, tipo: 'conferencia', ok: false, mensagem: texto });
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
export const p95 = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]!;

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

/** Why the benchmarks run without PostgreSQL here, or null when a server answers. */
export async function semPostgres(): Promise<string | null> {
  if (!usesDatabase('postgresql')) return `PostgreSQL: fora de BENCH_DATABASES (${process.env.BENCH_DATABASES})`;
  const url = new URL(benchServerUrl());
  if (!(await canConnect(url.toString()))) return `PostgreSQL: nenhum servidor respondeu em ${url.host}`;
  return null;
}

/** The benchmarks' users' password hashing: the cheapest argon2 (the benchmarks measure no login). */
export const ARGON2_DO_BENCH = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** The demo company (src/seed) a benchmark starts from, whole or without its projects (clients, worklogs, plans), with the demo passwords. */
export function semearDemo(db: Db, semente: 'demo' | 'demo-sem-projetos'): Promise<boolean> {
  return seedDemoData(db, { passwords: DEFAULT_DEMO_PASSWORDS, hasher: new PasswordHasher(ARGON2_DO_BENCH), projetos: semente === 'demo' });
}

/**
 * Runs `fn` on a new database `financeiro_bench_<prefix>_<pid>` (a copy of the migrated BENCH_MODELO when
 * set, else empty; a pool of `poolMax` connections) and
 * drops it afterwards (kept with BENCH_KEEP=1). Answers why not, without calling `fn`, when PostgreSQL
 * is not used (BENCH_DATABASES) or no server answers; null when it ran.
 */
export async function withBenchDatabase(prefix: string, fn: (database: Database) => Promise<void>, poolMax = 4): Promise<string | null> {
  const adminUrl = benchServerUrl();
  const motivo = await semPostgres();
  if (motivo) return motivo;
  const name = `financeiro_bench_${prefix}_${process.pid}`;
  // BENCH_MODELO (bench/smoke.test.ts): a database these migrations already made; the copy spares each
  // benchmark the 107 migrations (its own migrate() then finds them applied).
  const modelo = process.env.BENCH_MODELO?.trim();
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${modelo ? ` TEMPLATE "${modelo}"` : ''}`));
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
  return null;
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

/**
 * A 24-month plan from `inicio` for every bench project (ids from `primeiroId`): sale value by month, two
 * functions of 80 h and one indirect cost a month.
 */
export async function inserirPlanosBench(db: Db, { primeiroId, inicio }: { primeiroId: number; inicio: string }) {
  await db.execute(sql`INSERT INTO planejamento (projeto) SELECT chave FROM projeto WHERE id >= ${primeiroId}`);
  await db.execute(sql`
    INSERT INTO planejamento_mes (projeto, mes, valor_venda)
    SELECT p.chave, (${inicio}::date + k * interval '1 month')::date, 20000 + (p.id % 7) * 1000
    FROM projeto p CROSS JOIN generate_series(0, 23) AS k WHERE p.id >= ${primeiroId}`);
  await db.execute(sql`
    INSERT INTO previsto_funcao (projeto, mes, indice, codigo_funcao, nome_funcao, horas_funcao, custo_venda_funcao, custo_total_funcao)
    SELECT m.projeto, m.mes, f.indice, f.cod, f.nome, 80, 95, 7600
    FROM planejamento_mes m
    CROSS JOIN (SELECT cod, nome, row_number() OVER (ORDER BY cod) AS indice FROM funcao ORDER BY cod LIMIT 2) f
    WHERE m.projeto LIKE 'BENCH%'`);
  await db.execute(sql`
    INSERT INTO previsto_indireto (projeto, mes, indice, descricao_custo_indireto, tipo, valor_original_custo_indireto, moeda, cotacao, valor_custo_indireto)
    SELECT projeto, mes, 1, 'Infraestrutura', 'INFRA_CLOUD', 800, 'BRL', 1, 800 FROM planejamento_mes WHERE projeto LIKE 'BENCH%'`);
}
