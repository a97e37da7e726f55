/** What every statement file of the module shares: running a statement and the array literals of its parameters. */
import type { SQL } from 'drizzle-orm';
import type { Conn } from '../../../db/client';

export async function rows<T>(db: Conn, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A Postgres array literal for text values (a single parameter). */
export function arrayText(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}
export const arrayIds = (values: readonly number[]) => `{${values.map((value) => Math.trunc(Number(value))).join(',')}}`;
