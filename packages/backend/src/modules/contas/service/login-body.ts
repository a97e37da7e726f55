import { loginSchema, validate, type LoginForm } from '@financeiro/domain';
import { COLUMN } from '../../../http/fields';
import { badRequest } from '../../../http/errors';
import { decodeFlatObject } from '../../../http/input';

const INVALID_AUTHORIZATION = 'Credenciais em formato inválido.';

/**
 * The credentials of POST /login and of the sign-up confirmation: `{ authorization:
 * base64(JSON.stringify({usuario, senha})) }` or the plain `{ usuario, senha }`.
 */
export function parseLoginBody(body: unknown): LoginForm {
  const input = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  let credentials: unknown = input;
  if (typeof input.authorization === 'string' && input.authorization.trim()) {
    // The decoded credentials meet the plain body's structure: plain texts, bounded, without NUL.
    credentials = decodeFlatObject(Buffer.from(input.authorization.trim(), 'base64').toString('utf8'), COLUMN.senha);
    if (!credentials) throw badRequest([{ field: 'authorization', errorMessage: INVALID_AUTHORIZATION }]);
  }
  const result = validate<LoginForm>(loginSchema, credentials);
  if (!result.ok) throw badRequest(result.errors);
  return result.value;
}
