import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';

export const JWT_SECRET_SETTING = 'jwt_secret';

/**
 * The JWT signing secret: JWT_SECRET when given; otherwise (development only: loadServerConfig
 * refuses to start without JWT_SECRET unless NODE_ENV=development) a random secret generated on
 * the first start and kept in app_settings. Returns where it came from.
 */
export async function resolveJwtSecret(
  db: Db,
  configured: string | undefined,
): Promise<{ secret: string; source: 'env' | 'database' | 'generated' }> {
  if (configured) return { secret: configured, source: 'env' };
  const existing = await db.select().from(appSettings).where(eq(appSettings.key, JWT_SECRET_SETTING)).limit(1);
  if (existing[0]) return { secret: existing[0].value, source: 'database' };
  await db
    .insert(appSettings)
    .values({ key: JWT_SECRET_SETTING, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, JWT_SECRET_SETTING)).limit(1);
  if (!row) throw new Error('Não foi possível gravar o segredo JWT em app_settings.');
  return { secret: row.value, source: 'generated' };
}
