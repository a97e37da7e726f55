import type { FastifyInstance } from 'fastify';
import { authenticatedRoute, currentUser } from '../../http/guard';
import { typed } from '../../http/fields';
import { getProfileSchema, updateProfileSchema } from './schemas';
import { toUserProfile, atualizarPerfil } from './service';

export default async function usuarioRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get('/usuario', { config: authenticatedRoute, schema: getProfileSchema }, async (request) => toUserProfile(currentUser(request)));

  app.put('/usuario', { config: authenticatedRoute, schema: updateProfileSchema }, async (request) =>
    atualizarPerfil({
      db: app.db,
      passwords: app.passwords,
      loginLimits: app.config.loginLimits,
      log: request.log,
      user: currentUser(request),
      value: request.body,
      ip: request.ip,
      sessionFamily: request.sessionFamily,
    }),
  );
}
