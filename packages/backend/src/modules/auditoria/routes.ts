import type { FastifyInstance } from 'fastify';
import { adminRoute, authenticatedRoute, currentUser } from '../../http/guard';
import { typed } from '../../http/fields';
import { comTotal } from '../../http/paginacao';
import { exportarSchema, historicoSchema, listarSchema } from './schemas';
import { exportarTrilha, historicoDoRegistro, listarTrilha, type PaginaDaTrilha } from './service';
import type { FastifyReply } from 'fastify';

/** Header set when more entries match than the list reaches. */
export const EXCEDE_HEADER = 'x-total-excede';

function comTotalDaTrilha(reply: FastifyReply, pagina: PaginaDaTrilha) {
  if (pagina.excedeTeto) reply.header(EXCEDE_HEADER, 'true');
  return comTotal(reply, pagina);
}

export default async function auditoriaRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const { db } = app;
  const leitor = (request: Parameters<typeof currentUser>[0]) => ({ secoes: currentUser(request).sections });

  app.get('/admin/auditoria', { config: adminRoute, schema: listarSchema }, async (request, reply) =>
    comTotalDaTrilha(reply, await listarTrilha(db, request.query, leitor(request))),
  );

  app.get('/admin/auditoria/exportacao', { config: adminRoute, schema: exportarSchema }, async (request, reply) =>
    comTotalDaTrilha(reply, await exportarTrilha(db, request.query, leitor(request))),
  );

  // Any signed-in user: the service answers 403 unless the user's sections may read the record's kind.
  app.get('/auditoria/:entidade/:chave', { config: authenticatedRoute, schema: historicoSchema }, async (request) =>
    historicoDoRegistro(db, request.params.entidade, request.params.chave, leitor(request)),
  );
}
