/**
 * What a failed statement reports, read the same way for both drivers: node-postgres and PGlite
 * throw a DatabaseError with the SQLSTATE `code` and the `constraint`; Drizzle may wrap it in an
 * error whose `cause` is the driver's (src/db/driver-contract.test.ts holds both drivers to it).
 */
export interface DatabaseFailure {
  /** SQLSTATE, e.g. '23505' (unique violation). */
  code: string;
  constraint?: string;
}

/**
 * The error and what it wraps, outermost first: Drizzle's `cause`, the members of a failed multi-address
 * connect (`AggregateError.errors`); at most 10 steps.
 */
export function* causesOf(error: unknown): Generator<object> {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 10; seen += 1) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    yield current;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    if (cause) pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
}

export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  for (const current of causesOf(error)) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return undefined;
}

/** A unique violation (23505), of `constraint` when it is given (a name or a name's prefix). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const failure = databaseFailure(error);
  if (failure?.code !== '23505') return false;
  return constraint === undefined || (failure.constraint ?? '').startsWith(constraint);
}
