import { COLUMN } from '../../../http/fields';
import { badRequest } from '../../../http/errors';
import { decodeFlatObject } from '../../../http/input';

const INVALID_AUTHORIZATION = 'Credenciais em formato inválido.';

/**
 * The credentials of POST /login and of the sign-up confirmation, for the domain's loginSchema (at
 * the edge): `{ authorization: base64(JSON.stringify({usuario, senha})) }` decoded, or the plain
 * `{ usuario, senha }`.
 */
export function lerCorpoDoLogin(body: unknown): unknown {
  const input = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (!(typeof input.authorization === 'string' && input.authorization.trim())) return input;
  // The decoded credentials meet the plain body's structure: plain texts, bounded, without NUL.
  const credentials = decodeFlatObject(Buffer.from(input.authorization.trim(), 'base64').toString('utf8'), COLUMN.senha);
  if (!credentials) throw badRequest([{ field: 'authorization', errorMessage: INVALID_AUTHORIZATION }]);
  return credentials;
}
