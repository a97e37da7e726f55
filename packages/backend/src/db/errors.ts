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

export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return { code: current.code, constraint: typeof current.constraint === 'string' ? current.constraint : undefined };
    }
    current = current.cause as typeof current;
  }
  return undefined;
}

/** A unique violation (23505), of `constraint` when it is given (a name or a name's prefix). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const failure = databaseFailure(error);
  if (failure?.code !== '23505') return false;
  return constraint === undefined || (failure.constraint ?? '').startsWith(constraint);
}
