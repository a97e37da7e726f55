import type { FastifyInstance } from 'fastify';
import { readMigrations } from '../../db/migrate';
import { appliedMigrationVersions } from './queries';

/** The versions of the migration files this build ships with. */
export async function shippedMigrationVersions(): Promise<number[]> {
  return (await readMigrations()).map((migration) => migration.version);
}

/** Why this instance should not receive traffic, or null when it can. */
export async function notReadyReason(app: FastifyInstance, versions: readonly number[]): Promise<string | null> {
  if (app.draining) return 'encerrando';
  const applied = await appliedMigrationVersions(app.database);
  const pending = versions.filter((version) => !applied.has(version));
  if (pending.length > 0) return `migrações pendentes: ${pending.join(', ')}`;
  return null;
}

/** /ready's answer: the reason, or 'banco de dados indisponível' when asking the database failed. */
export async function readiness(app: FastifyInstance, versions: readonly number[], log: FastifyInstance['log']): Promise<string | null> {
  try {
    return await notReadyReason(app, versions);
  } catch (error) {
    log.error({ err: error }, 'banco de dados indisponível');
    return 'banco de dados indisponível';
  }
}
