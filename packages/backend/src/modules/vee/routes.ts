import type { FastifyInstance } from 'fastify';
import { currentUser, sectionRoute } from '../../http/guard';
import { typed } from '../../http/fields';
import { chatSchema, VEE_CHAT_PATH } from './schemas';
import { chat, VeeService } from './service/vee';

export default async function veeRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const service = new VeeService(app, app.config.vee, app.log.child({ modulo: 'vee' }));

  // Behind the signed-in user's token: the tools read the API's own routes with it.
  app.post(VEE_CHAT_PATH, { config: sectionRoute('relatorios-delivery'), schema: chatSchema }, async (request) =>
    chat(service, currentUser(request), request.headers.authorization!, request.body),
  );
}
