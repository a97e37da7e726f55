/** What raw SQL statements of every module share: running one and the array literals of its parameters. */
import type { SQL } from 'drizzle-orm';
import type { Conn } from './client';

/** The rows of a raw statement (both drivers answer `{ rows }`). */
export async function rows<T>(db: Conn, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A PostgreSQL array literal of texts, as one parameter (`= ANY (${arrayText(chaves)}::text[])`). */
export function arrayText(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** A PostgreSQL array literal of integer ids, as one parameter (`::bigint[]`). */
export const arrayIds = (values: readonly number[]) => `{${values.map((value) => Math.trunc(Number(value))).join(',')}}`;
