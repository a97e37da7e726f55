/**
 * Versioned SQL migrations: `migrations/NNNN_name.sql`, applied in order, each in its own
 * transaction together with its row in `schema_migrations`. On the pg driver a session-level
 * advisory lock keeps two processes from migrating at the same time.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BACKEND_DIR } from '../paths';
import type { Database, SqlSession } from './client';

export const MIGRATIONS_DIR = path.join(BACKEND_DIR, 'migrations');

/** Arbitrary constant key for pg_advisory_lock ("financeiro" migrations). */
export const MIGRATION_LOCK_KEY = 724_311_905;

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export interface MigrationFile {
  version: number;
  name: string;
  file: string;
  sql: string;
  checksum: string;
}

export interface MigrationLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface MigrateResult {
  applied: number[];
  alreadyApplied: number[];
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = (await fs.readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const migrations: MigrationFile[] = [];
  const seen = new Set<number>();
  for (const file of entries) {
    const match = FILE_PATTERN.exec(file);
    if (!match) throw new Error(`Migração com nome inválido: ${file} (esperado NNNN_nome.sql)`);
    const version = Number(match[1]);
    if (seen.has(version)) throw new Error(`Versão de migração repetida: ${match[1]}`);
    seen.add(version);
    const sql = await fs.readFile(path.join(dir, file), 'utf8');
    migrations.push({
      version,
      name: match[2],
      file,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    });
  }
  return migrations;
}

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS schema_migrations (
  version    integer PRIMARY KEY,
  name       text NOT NULL,
  checksum   text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

async function applyPending(
  session: SqlSession,
  migrations: MigrationFile[],
  log?: MigrationLogger,
): Promise<MigrateResult> {
  await session.exec(CREATE_TABLE);
  const rows = await session.query<{ version: number; checksum: string }>(
    'SELECT version, checksum FROM schema_migrations ORDER BY version',
  );
  const known = new Map(rows.map((row) => [Number(row.version), row.checksum]));
  const result: MigrateResult = { applied: [], alreadyApplied: [] };

  for (const migration of migrations) {
    const checksum = known.get(migration.version);
    if (checksum !== undefined) {
      result.alreadyApplied.push(migration.version);
      if (checksum !== migration.checksum) {
        log?.warn(`Migração ${migration.file} foi alterada depois de aplicada (checksum diferente).`);
      }
      continue;
    }
    await session.exec('BEGIN');
    try {
      await session.exec(migration.sql);
      await session.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      await session.exec('COMMIT');
    } catch (error) {
      await session.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`Falha ao aplicar a migração ${migration.file}: ${(error as Error).message}`, { cause: error });
    }
    result.applied.push(migration.version);
    log?.info(`Migração aplicada: ${migration.file}`);
  }
  return result;
}

export async function migrate(
  database: Database,
  options: { dir?: string; log?: MigrationLogger } = {},
): Promise<MigrateResult> {
  const migrations = await readMigrations(options.dir);
  return database.withSession(async (session) => {
    const locked = database.driver === 'pg';
    // Neither the wait for another process's migrations nor a long migration is a request: no
    // statement timeout on this connection until it goes back to the pool.
    if (locked) await session.exec('SET statement_timeout = 0');
    if (locked) await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await applyPending(session, migrations, options.log);
    } finally {
      if (locked) await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      if (locked) await session.exec('RESET statement_timeout');
    }
  });
}
