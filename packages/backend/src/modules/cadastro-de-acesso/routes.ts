import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoute, currentUser, publicRoute } from '../../http/guard';
import { typed } from '../../http/fields';
import { authenticateRegisterSchema, confirmEmailSchema, confirmRegisterSchema, requestAccessSchema, verifySolicitationSchema } from './schemas';
import { authenticateAdministrator, confirmEmail, decide, pendingRequestSummary, requestAccess, type RegistrationContext } from './service';

export default async function registrationRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const context = (request: FastifyRequest): RegistrationContext => ({
    db: app.db,
    mailer: app.mailer,
    passwords: app.passwords,
    tokens: app.tokens,
    config: app.config,
    log: request.log,
  });

  app.post('/login/request-access', { config: publicRoute, schema: requestAccessSchema }, async (request) => {
    await requestAccess(context(request), request.body, request.ip);
    return { result: true };
  });

  app.post('/login/confirm-email', { config: publicRoute, schema: confirmEmailSchema }, async (request) => {
    await confirmEmail(context(request), request.body.token);
    return { result: true };
  });

  app.post('/login/verify-solicitation', { config: publicRoute, schema: verifySolicitationSchema }, async (request) =>
    pendingRequestSummary(app.db, request.body.token),
  );

  app.post('/login/authenticate-register', { config: publicRoute, schema: authenticateRegisterSchema }, async (request) =>
    authenticateAdministrator(context(request), request.body, request.ip),
  );

  app.post('/login/confirm-register', { config: adminRoute, schema: confirmRegisterSchema }, async (request) =>
    decide(context(request), currentUser(request), request.body),
  );
}
