/**
 * The domain's yup validation of a request body: the value, or a 400 `{ errors: [{ field,
 * errorMessage }] }` with the schema's messages. (The registration routes' shape is
 * cadastro-schemas.ts; each module declares its routes, service and queries.)
 */
import type { AnySchema } from 'yup';
import { validate } from '@financeiro/domain';
import { badRequest } from './errors';

export function validateOrThrow<T>(schema: AnySchema, body: unknown): T {
  const result = validate<T>(schema, body);
  if (!result.ok) throw badRequest(result.errors);
  return result.value;
}
