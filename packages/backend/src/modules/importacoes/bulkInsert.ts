/**
 * Multi-row INSERT of an import chunk as ONE statement with ONE parameter:
 * INSERT ... SELECT FROM jsonb_populate_recordset($1), like the closing results and the demo seed.
 * Drizzle's insert builder spends most of a 500-row chunk building the statement (a type check per
 * value, 18 parameters per row); here the rows are one JSON text. Values are the drizzle insert
 * values (property names), mapped to the table's column names; every row must carry the same keys.
 */
import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { Db } from '../../db/client';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function insertJsonRows<R = Record<string, unknown>>(
  tx: Db,
  table: Table,
  rows: readonly Record<string, unknown>[],
  returning: readonly string[] = [],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`Coluna desconhecida em ${getTableName(table)}: ${key}`);
    return column.name;
  });
  const json = rows.map((row) => Object.fromEntries(keys.map((key, index) => [names[index], row[key] ?? null])));
  const target = quote(getTableName(table));
  const list = names.map(quote).join(', ');
  const back = returning.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`Coluna desconhecida em ${getTableName(table)}: ${key}`);
    return `${quote(column.name)} AS ${quote(key)}`;
  });
  const answer = await tx.execute(
    sql`INSERT INTO ${sql.raw(target)} (${sql.raw(list)}) SELECT ${sql.raw(list)} FROM jsonb_populate_recordset(NULL::${sql.raw(target)}, ${JSON.stringify(json)}::jsonb)${sql.raw(back.length > 0 ? ` RETURNING ${back.join(', ')}` : '')}`,
  );
  // Both drivers answer { rows } (PGlite Results, node-postgres QueryResult).
  return (answer as unknown as { rows: R[] }).rows;
}
