/** What the reports' statements share: running a statement, an id list, reading a value, the result filters. */
import { sql, type SQL } from 'drizzle-orm';
import type { FiltrosResumo } from '@financeiro/domain';
import type { Conn } from '../../../db/client';

export type Linha = Record<string, unknown>;

/** Both drivers answer { rows } (PGlite Results, node-postgres QueryResult). */
export async function linhas<T = Linha>(db: Conn, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export const lista = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export const texto = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
export const inteiro = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export function filtrosSql(filtros: FiltrosResumo, alias = sql`r`): SQL[] {
  const condicoes: SQL[] = [];
  if (filtros.departamentoCod) condicoes.push(sql`${alias}.departamento_cod = ${filtros.departamentoCod}`);
  if (filtros.filialCod) condicoes.push(sql`${alias}.filial_cod = ${filtros.filialCod}`);
  if (filtros.regimeCod) condicoes.push(sql`${alias}.regime_cod = ${filtros.regimeCod}`);
  return condicoes;
}

export const e = (condicoes: SQL[]) => (condicoes.length === 0 ? sql`` : sql` AND ${sql.join(condicoes, sql` AND `)}`);
