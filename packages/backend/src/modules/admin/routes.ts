import type { FastifyInstance } from 'fastify';
import { adminRoute, currentUser } from '../../http/guard';
import { typed } from '../../http/fields';
import { comTotal } from '../../http/paginacao';
import { listUsersSchema, outboxSchema, updateUserSchema } from './schemas';
import { changeUserAccess, listarUsuarios, outbox } from './service';

export default async function adminRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const { db } = app;

  app.get('/admin/usuarios', { config: adminRoute, schema: listUsersSchema }, async (request, reply) => comTotal(reply, await listarUsuarios(db, request.query)));

  app.put('/admin/usuarios/:id', { config: adminRoute, schema: updateUserSchema }, async (request) => {
    const admin = currentUser(request);
    const updated = await changeUserAccess(db, admin.id, request.params.id, request.body);
    request.log.info({ adminId: admin.id, userId: request.params.id, changes: Object.keys(request.body) }, 'acesso de usuário alterado');
    return updated;
  });

  app.get('/admin/caixa-de-saida', { config: adminRoute, schema: outboxSchema }, async () => outbox(db, app.mailer.mode));
}
