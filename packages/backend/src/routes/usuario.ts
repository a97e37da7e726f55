import type { FastifyInstance } from 'fastify';
import { toUserProfile } from '../auth/users';
import { authenticatedRoute, currentUser } from '../http/guard';
import { USER_PROFILE, errorResponses, ref } from '../http/schemas';

export default async function usuarioRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/usuario',
    {
      config: authenticatedRoute,
      schema: {
        tags: ['Usuário'],
        summary: 'Perfil do usuário autenticado',
        description: 'Dados do usuário da sessão, com as seções e papéis atuais (lidos do banco a cada requisição).',
        response: { 200: { description: 'Perfil', ...ref(USER_PROFILE) }, ...errorResponses(500) },
      },
    },
    async (request) => toUserProfile(currentUser(request)),
  );
}
