import type { FastifyInstance } from 'fastify';
import { publicRoute } from '../../http/guard';
import { typed } from '../../http/fields';
import { forgotSchema, resetSchema } from './schemas';
import { requestReset, redefinirSenha } from './service';

export default async function passwordRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const { db, passwords, mailer } = app;

  app.post('/password/forgot', { config: publicRoute, schema: forgotSchema }, async (request) => {
    await requestReset({ db, mailer, appUrl: app.config.appUrl, cfg: app.config.passwordReset, log: request.log }, request.body, request.ip);
    return { result: true };
  });

  app.post('/password/reset', { config: publicRoute, schema: resetSchema }, async (request) => {
    await redefinirSenha(db, passwords, request.body, request.log);
    return { result: true };
  });
}
