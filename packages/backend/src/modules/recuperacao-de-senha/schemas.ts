/** Request and response schemas of the password recovery routes. */
import { forgotPasswordSchema, resetPasswordSchema } from '@financeiro/domain';
import { Body, bodyWithRules, Text, Type } from '../../http/fields';
import { errorResponses } from '../../http/schemas';
import { badRequest } from '../../http/errors';
import { INVALID_DATA } from '../contas';
import { decodeBase64Text } from './service';

const TAG = 'Autenticação';

const resultResponse = {
  200: { type: 'object', properties: { result: { type: 'boolean' } }, required: ['result'] },
} as const;

export const forgotSchema = {
  tags: [TAG],
  summary: 'Pedir o e-mail de recuperação de senha',
  description:
    'Responde sempre { result: true } (existindo ou não a conta) antes de procurar a conta; depois, em segundo plano, envia um link ' +
    `${'<APP_URL>'}/recover/<token> válido por 30 minutos e de uso único. Limites: por conta (PASSWORD_RESET_MAX_PER_ACCOUNT ` +
    'por hora; acima dele nada é enviado, com a mesma resposta) e por endereço IP (PASSWORD_RESET_MAX_PER_IP, 429).',
  body: bodyWithRules(Body({ email: Type.Optional(Text(400)) }), forgotPasswordSchema),
  response: { ...resultResponse, ...errorResponses(400, 429, 500) },
};

/** The new password of a reset body, for the domain's resetPasswordSchema (at the edge): senha and confirma decoded from base64. */
function resetForm(body: { senha?: string; confirma?: string }): { senha: string; confirma: string } {
  const senha = decodeBase64Text(body.senha);
  const confirma = body.confirma === undefined ? senha : decodeBase64Text(body.confirma);
  if (senha === undefined || confirma === undefined) throw badRequest([{ field: 'senha', errorMessage: INVALID_DATA }]);
  return { senha, confirma };
}

export const resetSchema = {
  tags: [TAG],
  summary: 'Gravar a nova senha com o token de recuperação',
  description:
    'senha (e confirma, opcional) em base64 de UTF-8 e o token do link. O token é de uso único; a troca encerra ' +
    'todas as sessões do usuário (refresh tokens revogados, tokens de acesso anteriores recusados).',
  body: bodyWithRules(
    Body({
      senha: Type.Optional(Text(2048)),
      confirma: Type.Optional(Text(2048)),
      token: Type.Optional(Text(200)),
    }),
    resetPasswordSchema,
    { decode: resetForm, keep: ['token'] },
  ),
  response: { ...resultResponse, ...errorResponses(400, 500) },
};
