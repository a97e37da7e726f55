import type { Database } from '../../db/client';

/** Versions recorded in schema_migrations (raw session: the table is the migrator's, not Drizzle's). */
export async function appliedMigrationVersions(database: Database): Promise<Set<number>> {
  const rows = await database.withSession((session) => session.query<{ version: number }>('SELECT version FROM schema_migrations'));
  return new Set(rows.map((row) => Number(row.version)));
}
