import { ValidationError, type AnySchema } from 'yup';

/** Error shape the server answers with (400) and the client shows: errors keyed by field. */
export interface FieldError {
  field: string;
  errorMessage: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Runs a yup schema collecting every error, in the shape the API returns. */
export function validate<T>(schema: AnySchema, input: unknown): ValidationResult<T> {
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as T;
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) {
      const inner = error.inner.length > 0 ? error.inner : [error];
      return {
        ok: false,
        errors: inner.map((item) => ({ field: item.path ?? '', errorMessage: item.message })),
      };
    }
    throw error;
  }
}
