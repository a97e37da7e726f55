/**
 * Shared JSON schemas (registered with app.addSchema, listed under components in /docs).
 * Response schemas also drive serialization: a property missing here is dropped from the answer.
 */
import type { FastifyInstance } from 'fastify';
import { API_NAME } from '@financeiro/domain';
import respostas from './respostas.schema.json' with { type: 'json' };

export const ERROR_RESPONSE = 'ErrorResponse';
export const USER = 'Usuario';
export const USER_PROFILE = 'PerfilUsuario';
export const AUTH_SESSION = 'SessaoAutenticada';

export const ref = (id: string) => ({ $ref: `${id}#` });

const rolesSchema = {
  type: 'object',
  description: `Seções e papéis do usuário, sob a chave '${API_NAME}'`,
  additionalProperties: { type: 'array', items: { type: 'string' } },
  example: { [API_NAME]: ['dashboard', 'projetos'] },
} as const;

const userProperties = {
  id: { type: 'integer' },
  usuario: { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  roles: rolesSchema,
} as const;

export const sharedSchemas = [
  {
    $id: ERROR_RESPONSE,
    type: 'object',
    description: 'Erros da requisição',
    properties: {
      errors: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            field: { type: 'string', description: 'Campo com erro (validação)' },
            errorMessage: { type: 'string' },
          },
          required: ['errorMessage'],
        },
      },
      code: { type: 'string', enum: ['TOKEN_EXPIRED', 'UNAUTHORIZED', 'REGISTRATION_REQUESTED'], description: '401: TOKEN_EXPIRED ou UNAUTHORIZED; 403 do login Google: REGISTRATION_REQUESTED' },
    },
    required: ['errors'],
  },
  {
    $id: USER,
    type: 'object',
    description: 'Usuário autenticado',
    properties: userProperties,
    required: ['id', 'usuario', 'name', 'email', 'roles'],
  },
  {
    $id: USER_PROFILE,
    type: 'object',
    description: 'Perfil do usuário autenticado',
    properties: {
      ...userProperties,
      observacao: { type: ['string', 'null'] },
      avatar_imgref: { type: ['string', 'null'] },
    },
    required: ['id', 'usuario', 'name', 'email', 'roles', 'observacao', 'avatar_imgref'],
  },
  {
    $id: AUTH_SESSION,
    type: 'object',
    description: 'Sessão: token de acesso (15 min), refresh token (7 dias, de uso único) e usuário',
    properties: {
      token: { type: 'string' },
      refresh_token: { type: 'string' },
      user: ref(USER),
      device_token: {
        type: 'string',
        description:
          'Só em POST /login: marca este navegador como conhecido da conta (180 dias); reenviado nas próximas entradas, ' +
          'as falhas de outros clientes não o atrasam. Não dá acesso a nada.',
      },
    },
    required: ['token', 'refresh_token', 'user'],
  },
] as const;

/**
 * The shared schemas, and the success answer (200) of every route that does not declare one, from
 * respostas.ts (scripts/respostas.mjs writes respostas.schema.json from it): installed before the
 * routes, so each takes its entry when it is declared.
 */
export function registerSharedSchemas(app: FastifyInstance): void {
  for (const schema of sharedSchemas) app.addSchema(schema);
  for (const schema of Object.values(respostas.definitions)) app.addSchema(schema);
  const porRota: Record<string, unknown> = respostas.respostas;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const resposta = methods.map((method) => porRota[`${method} ${route.url}`]).find(Boolean);
    if (!resposta || (route.schema?.response as Record<string, unknown> | undefined)?.[200]) return;
    route.schema = { ...route.schema, response: { 200: resposta, ...(route.schema?.response as object | undefined) } };
  });
}

/** 'METHOD /path/:param' of every route given its success answer by respostas.ts. */
export const ROTAS_COM_RESPOSTA = Object.keys(respostas.respostas);

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Dados inválidos',
  401: 'Sessão expirada ou ausente',
  403: 'Sem permissão para a seção',
  404: 'Não encontrado',
  429: 'Muitas tentativas',
  500: 'Erro interno do servidor',
  503: 'Serviço não configurado',
};

/** Response entries for error statuses, for a route's schema.response. */
export function errorResponses(...codes: number[]): Record<number, unknown> {
  return Object.fromEntries(
    codes.map((code) => [code, { description: ERROR_DESCRIPTIONS[code] ?? 'Erro', ...ref(ERROR_RESPONSE) }]),
  );
}
