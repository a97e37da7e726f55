import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import * as q from '../queries';

export const JWT_SECRET_SETTING = 'jwt_secret';

/**
 * The JWT signing secret: JWT_SECRET when given; otherwise (development only: loadServerConfig
 * refuses to start without JWT_SECRET unless NODE_ENV=development) a random secret generated on
 * the first start and kept in app_settings. Returns where it came from.
 */
export async function resolverSegredoJwt(
  db: Db,
  configured: string | undefined,
): Promise<{ secret: string; source: 'env' | 'database' | 'generated' }> {
  if (configured) return { secret: configured, source: 'env' };
  const existing = await q.buscarConfiguracao(db, JWT_SECRET_SETTING);
  if (existing !== undefined) return { secret: existing, source: 'database' };
  await q.inserirConfiguracaoSeAusente(db, JWT_SECRET_SETTING, randomBytes(48).toString('base64url'));
  const stored = await q.buscarConfiguracao(db, JWT_SECRET_SETTING);
  if (stored === undefined) throw new Error('Não foi possível gravar o segredo JWT em app_settings.');
  return { secret: stored, source: 'generated' };
}
