/** Request and response schemas of the sign-in routes. */
import { loginSchema as credenciaisSchema } from '@financeiro/domain';
import { Body, bodyWithRules, COLUMN, FormText, Text, Type } from '../../http/fields';
import { AUTH_SESSION, USER, errorResponses, ref } from '../../http/schemas';
import { MESSAGES } from '../../http/errors';
import { lerCorpoDoLogin } from '../contas';
import { GOOGLE_FAILURE } from './service/auth';

const TAG = 'Autenticação';

const credentialsBody = Body(
  {
    authorization: Type.Optional(Text(2048)),
    usuario: Type.Optional(FormText(COLUMN.email)),
    senha: Type.Optional(FormText(COLUMN.senha)),
    device_token: Type.Optional(Text(2048)),
  },
  {
    description:
      'authorization = base64 de JSON.stringify({ usuario, senha }) (forma usada pela aplicação); ' +
      'também aceita { usuario, senha } em JSON simples. device_token: o da última entrada bem-sucedida deste navegador, se houver.',
  },
);

const sessionResponse = { description: 'Sessão criada', ...ref(AUTH_SESSION) };

export const loginSchema = {
  tags: [TAG],
  summary: 'Entrar com usuário e senha',
  description:
    'Devolve token de acesso (15 min), refresh token (7 dias), o usuário com suas seções e device_token (180 dias), que o ' +
    'navegador guarda e reenvia nas próximas entradas. ' +
    `Credenciais erradas: 400 '${MESSAGES.invalidCredentials}'. As falhas contam por conta e endereço (usuário e e-mail ` +
    'são a mesma conta) e por endereço; as de um navegador com device_token válido da conta, só por conta e navegador. ' +
    'Depois de LOGIN_FREE_FAILURES_PER_ACCOUNT falhas do par ou LOGIN_FREE_FAILURES_PER_IP do endereço, cada nova tentativa ' +
    'desse cliente espera 2^(n - livres) s (até LOGIN_MAX_DELAY_SECONDS) antes de a senha ser conferida: 429 com Retry-After. ' +
    'Falhas vindas de outros endereços nunca atrasam o dono; nunca bloqueia a conta.',
  body: bodyWithRules(credentialsBody, credenciaisSchema, { decode: lerCorpoDoLogin, keep: ['device_token'] }),
  response: { 200: sessionResponse, ...errorResponses(400, 429, 500) },
};

export const refreshSchema = {
  tags: [TAG],
  summary: 'Renovar a sessão com o refresh token',
  description:
    'O refresh token é de uso único: a resposta traz um novo par. Reapresentá-lo até REFRESH_REUSE_GRACE_SECONDS (10 s) ' +
    'depois do primeiro uso (duas abas ao mesmo tempo) dá outro par da mesma sessão; depois disso, reapresentar um refresh token já usado ' +
    "revoga toda a família (todas as sessões derivadas do mesmo login) e responde 401 com code 'UNAUTHORIZED'. " +
    'O refresh token pode vir no corpo ou no cabeçalho refresh_token.',
  body: Body({ refresh_token: Type.Optional(Text(COLUMN.token)) }),
  response: { 200: sessionResponse, ...errorResponses(400, 401, 500) },
};

export const logoutSchema = {
  tags: [TAG],
  summary: 'Sair: encerra a sessão do token informado',
  description:
    'Encerra a sessão (revoga a família) de cada token assinado corretamente, vencido ou não: o token de acesso em token, ' +
    'o refresh token em refresh_token ou no cabeçalho refresh_token — qualquer um basta, e os dois tokens da sessão ' +
    'deixam de valer na hora. Responde sempre { result: true }.',
  body: Body({ token: Type.Optional(Text(COLUMN.token)), refresh_token: Type.Optional(Text(COLUMN.token)) }),
  response: {
    200: { type: 'object', properties: { result: { type: 'boolean' } }, required: ['result'] },
    ...errorResponses(500),
  },
};

export const checkSchema = {
  tags: [TAG],
  summary: 'Verificar o token da sessão',
  description:
    "Com isRecovery falso ou ausente, verifica o token de acesso: status 'ok' com o usuário, ou 'invalid'. " +
    "Com isRecovery verdadeiro verifica o token do link de recuperação de senha: 'ok' (sem usuário) se ainda pode ser usado.",
  body: Body({ token: Type.Optional(Text(COLUMN.token)), isRecovery: Type.Optional(Type.Boolean()) }),
  response: {
    200: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['ok', 'invalid'] },
        errors: {
          type: 'array',
          items: { type: 'object', properties: { errorMessage: { type: 'string' } }, required: ['errorMessage'] },
        },
        user: ref(USER),
      },
      required: ['status', 'errors'],
    },
    ...errorResponses(400, 500),
  },
};

export const googleUrlSchema = {
  tags: [TAG],
  summary: 'Iniciar o login com Google',
  description:
    'Devolve o endereço de autorização do Google (escopos openid profile email, acesso offline, PKCE, state e nonce) ' +
    'e flow, um token assinado de 10 minutos que o navegador devolve em POST /login/google. 503 sem GOOGLE_CLIENT_ID.',
  response: {
    200: { type: 'object', properties: { url: { type: 'string' }, flow: { type: 'string' } }, required: ['url', 'flow'] },
    ...errorResponses(503),
  },
};

export const googleSignInSchema = {
  tags: [TAG],
  summary: 'Entrar com conta Google (código OAuth)',
  description:
    'Recebe code, state (e iss, quando vier) do retorno do Google e o flow de GET /login/google/url. A pessoa é identificada por emissor + ' +
    'subject; uma conta existente só é vinculada pelo e-mail verificado quando um administrador permitiu. Pessoa desconhecida: ' +
    `uma solicitação de cadastro é enviada aos administradores e a resposta é 403 com code 'REGISTRATION_REQUESTED'. ` +
    `Outras falhas: 400 '${GOOGLE_FAILURE}'.`,
  body: Body({
    code: Type.Optional(Text(2048)),
    state: Type.Optional(Text(512)),
    flow: Type.Optional(Text(4096)),
    iss: Type.Optional(Text(512)),
  }),
  response: { 200: sessionResponse, ...errorResponses(400, 403, 503) },
};
