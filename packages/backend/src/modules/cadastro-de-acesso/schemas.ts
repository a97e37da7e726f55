/** Request and response schemas of the sign-up request routes. */
import { CONFIRM_LINK_INVALID_MESSAGE, LINK_USED_MESSAGE, loginSchema, registrationSchema } from '@financeiro/domain';
import { Body, bodyWithRules, Text, Type, yupBody } from '../../http/fields';
import { badRequest } from '../../http/errors';
import { decodeFlatObject } from '../../http/input';
import { INVALID_DATA, lerCorpoDoLogin } from '../contas';
import { errorResponses } from '../../http/schemas';
import { REQUEST_INVALID } from './service';

const TAG = 'Autenticação';
const LINK_USED = LINK_USED_MESSAGE;

const resultResponse = {
  200: { type: 'object', properties: { result: { type: 'boolean' } }, required: ['result'] },
} as const;

/**
 * The sign-up form of a request body, for the domain's registrationSchema (at the edge): the base64
 * `form`, an object of plain, bounded texts (decodeFlatObject; anything else answers 400 on `form`),
 * or the body's own fields.
 */
function registrationForm(body: Record<string, unknown>): unknown {
  if (typeof body.form !== 'string') return body;
  const form = decodeFlatObject(Buffer.from(body.form.trim(), 'base64').toString('utf8'), 8192);
  if (!form) throw badRequest([{ field: 'form', errorMessage: INVALID_DATA }]);
  return form;
}

export const requestAccessSchema = {
  tags: [TAG],
  summary: 'Solicitar cadastro',
  description:
    'form = base64 de JSON.stringify({ nome, sobrenome, email, senha, confirma, mensagem }). Responde ' +
    '{ result: true } também quando o e-mail já tem conta (o dono recebe um aviso). A solicitação fica pendente ' +
    'de confirmação: o e-mail informado recebe um link de uso único <APP_URL>/cadastrar/<token> ' +
    '(REGISTRATION_CONFIRM_TTL_SECONDS, 24 h); só depois de POST /login/confirm-email os administradores recebem ' +
    'o link de aprovação. Limite por endereço IP (REGISTRATION_MAX_PER_IP por hora, 429).',
  // The base64 form, or its fields as plain JSON.
  body: yupBody(registrationSchema, { extra: { form: Type.Optional(Text(8192)) }, decode: registrationForm }),
  response: { ...resultResponse, ...errorResponses(400, 429, 500) },
};

export const confirmEmailSchema = {
  tags: [TAG],
  summary: 'Confirmar o e-mail de uma solicitação de cadastro',
  description:
    'token = o do link <APP_URL>/cadastrar/<token> enviado ao solicitante (uso único, expira). Confirmado o ' +
    'e-mail, a solicitação passa aos administradores, que recebem o link de aprovação. ' +
    `Link desconhecido ou expirado: 400 '${CONFIRM_LINK_INVALID_MESSAGE}'; já usado: 400 '${LINK_USED}'.`,
  body: Body({ token: Type.Optional(Text(200)) }),
  response: { ...resultResponse, ...errorResponses(400, 500) },
};

export const verifySolicitationSchema = {
  tags: [TAG],
  summary: 'Carregar a solicitação de cadastro pelo token',
  description: `Devolve nome, sobrenome, email e mensagem de uma solicitação pendente; senão 400 '${REQUEST_INVALID}' (ou '${LINK_USED}' quando já foi aprovada ou rejeitada).`,
  body: Body({ token: Type.Optional(Text(200)) }),
  response: {
    200: {
      type: 'object',
      properties: {
        nome: { type: 'string' },
        sobrenome: { type: 'string' },
        email: { type: 'string' },
        mensagem: { type: 'string' },
      },
      required: ['nome', 'sobrenome', 'email', 'mensagem'],
    },
    ...errorResponses(400, 500),
  },
};

export const authenticateRegisterSchema = {
  tags: [TAG],
  summary: 'Autenticar o administrador na confirmação de cadastro',
  description:
    'authorization = base64 de JSON.stringify({ usuario, senha }) de um administrador; devolve um token de acesso ' +
    '(enviado no cabeçalho de /login/confirm-register). Mesmos limites de tentativas do login.',
  body: bodyWithRules(Body({ authorization: Type.Optional(Text(2048)) }), loginSchema, { decode: lerCorpoDoLogin }),
  response: {
    200: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
    ...errorResponses(400, 429, 500),
  },
};

export const confirmRegisterSchema = {
  tags: [TAG],
  summary: 'Aprovar ou rejeitar a solicitação de cadastro',
  description:
    'confirmation verdadeiro aprova e cria o usuário (usuário = e-mail) com as seções de secoes; falso rejeita. ' +
    'token é o da solicitação; o token de acesso do administrador vai no cabeçalho Authorization. O solicitante é avisado por e-mail.',
  body: Body({
    confirmation: Type.Boolean(),
    token: Text(200),
    secoes: Type.Optional(Type.Array(Text(40), { maxItems: 20 })),
  }),
  response: {
    200: {
      type: 'object',
      properties: { result: { type: 'boolean' }, status: { type: 'string', enum: ['aprovada', 'rejeitada'] } },
      required: ['result', 'status'],
    },
    ...errorResponses(400, 500),
  },
};
