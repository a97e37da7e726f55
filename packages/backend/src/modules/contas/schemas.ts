/** Request and response schemas of the profile routes (/usuario). */
import { CURRENT_PASSWORD_WRONG_MESSAGE, profileSchema } from '@financeiro/domain';
import { badRequest } from '../../http/errors';
import { Body, bodyWithRules, Text } from '../../http/fields';
import { decodeFlatObject } from '../../http/input';
import { INVALID_DATA } from './service';
import { USER_PROFILE, errorResponses, ref } from '../../http/schemas';

/** Longest decoded form (the profile form's texts, base64 in `data`). */
export const PROFILE_FORM_MAX = 16384;

/** The decoded form: plain, bounded texts without NUL (decodeFlatObject); anything else answers 400 on `data`. */
function profileForm({ data }: { data: string }): Record<string, unknown> {
  const form = decodeFlatObject(Buffer.from(data.trim(), 'base64').toString('utf8'), PROFILE_FORM_MAX);
  if (!form) throw badRequest([{ field: 'data', errorMessage: INVALID_DATA }]);
  return form;
}

export const getProfileSchema = {
  tags: ['Usuário'],
  summary: 'Perfil do usuário autenticado',
  description: 'Dados do usuário da sessão, com as seções e papéis atuais (lidos do banco a cada requisição).',
  response: { 200: { description: 'Perfil', ...ref(USER_PROFILE) }, ...errorResponses(500) },
};

export const updateProfileSchema = {
  tags: ['Usuário'],
  summary: 'Atualiza o perfil do usuário autenticado',
  description:
    'data = base64 de JSON.stringify({ name, email, observacao, altera, senhaAtual, novaSenha, confirma }) (formulário "Dados de Usuário"). ' +
    'O e-mail é somente leitura (deve ser o do usuário). Com altera verdadeiro a senha muda: senhaAtual é obrigatória e conferida ' +
    `(errada: 400 '${CURRENT_PASSWORD_WRONG_MESSAGE}' no campo senhaAtual, nada é gravado), e todas as outras sessões do usuário ` +
    'terminam (refresh tokens revogados, tokens de acesso recusados); só a sessão que fez a troca continua. Devolve o perfil atualizado.',
  body: bodyWithRules(Body({ data: Text(PROFILE_FORM_MAX) }), profileSchema, { decode: profileForm }),
  response: { 200: { description: 'Perfil atualizado', ...ref(USER_PROFILE) }, ...errorResponses(400, 500) },
};
