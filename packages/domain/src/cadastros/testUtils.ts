import type { AnySchema } from 'yup';
import { validate } from '../validation';

/**
 * Test helper: the error messages of `field` (all fields when omitted) for `input`, in the order
 * the fields are declared in the schema (yup's own order of errors is not the declaration order).
 */
export function errorsOf(schema: AnySchema, input: unknown, field?: string): string[] {
  const result = validate(schema, input);
  if (result.ok) return [];
  const order = Object.keys((schema as { fields?: Record<string, unknown> }).fields ?? {});
  return result.errors
    .filter((error) => field === undefined || error.field === field)
    .map((error, index) => ({ error, index }))
    .sort((a, b) => order.indexOf(a.error.field) - order.indexOf(b.error.field) || a.index - b.index)
    .map(({ error }) => error.errorMessage);
}

/** Test helper: the cast value; fails the test with the errors when invalid. */
export function valueOf<T = Record<string, unknown>>(schema: AnySchema, input: unknown): T {
  const result = validate<T>(schema, input);
  if (!result.ok) throw new Error(`invalid: ${JSON.stringify(result.errors)}`);
  return result.value;
}
