import type { AnySchema } from 'yup';
import { validate } from '../validation';

/** Test helper: the error messages of `field` (all fields when omitted) for `input`. */
export function errorsOf(schema: AnySchema, input: unknown, field?: string): string[] {
  const result = validate(schema, input);
  if (result.ok) return [];
  return result.errors.filter((error) => field === undefined || error.field === field).map((error) => error.errorMessage);
}

/** Test helper: the cast value; fails the test with the errors when invalid. */
export function valueOf<T = Record<string, unknown>>(schema: AnySchema, input: unknown): T {
  const result = validate<T>(schema, input);
  if (!result.ok) throw new Error(`invalid: ${JSON.stringify(result.errors)}`);
  return result.value;
}
