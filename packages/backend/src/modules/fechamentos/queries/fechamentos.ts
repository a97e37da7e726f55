/**
 * The closings themselves: create, read, lock and update a closing row, the list and the result
 * counts, and the SQL of the average hour cost. The results of a closing are read in resultados.ts.
 */
import { desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Conn } from '../../../db/client';
import { fechamento, fechamentoColaborador as fc } from '../../../db/schema';

export type FechamentoRow = typeof fechamento.$inferSelect;

type ColunasFechamento = Omit<typeof fechamento.$inferInsert, 'id'>;

export async function inserirFechamento(db: Conn, values: ColunasFechamento): Promise<number> {
  const [inserted] = await db.insert(fechamento).values(values).returning({ id: fechamento.id });
  return inserted!.id;
}

/** The closing row, unlocked (undefined: unknown id). */
export async function buscarFechamento(db: Conn, id: number): Promise<FechamentoRow | undefined> {
  const [row] = await db.select().from(fechamento).where(eq(fechamento.id, id));
  return row;
}

/** The closing row locked for the rest of the transaction. */
export async function travarFechamento(tx: Conn, id: number): Promise<FechamentoRow | undefined> {
  const [current] = await tx.select().from(fechamento).where(eq(fechamento.id, id)).for('update');
  return current;
}

export async function atualizarFechamento(tx: Conn, id: number, values: Partial<ColunasFechamento>): Promise<void> {
  await tx
    .update(fechamento)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fechamento.id, id));
}

/**
 * The average hour cost of a set of stored results: the mean of their `custo_hora`, rounded to
 * `casas` places (4, the hour cost's own; the planning's rates hold cents: 2). The one definition of
 * 'custo-hora médio' (dashboard, Relatórios DP summary and cost evolution, planning functions).
 */
export const custoHoraMedio = (custoHora: SQL | AnyColumn, casas = 4): SQL<string | null> => sql<string | null>`round(avg(${custoHora}), ${sql.raw(String(casas))})`;


/** How many results each closing holds (all closings, or those of `ids`). */
export function contarResultadosPorFechamento(db: Conn, ids?: number[]): Promise<{ id: number; total: number }[]> {
  const query = db
    .select({ id: fc.fechamentoId, total: sql<number>`count(*)::int` })
    .from(fc)
    .groupBy(fc.fechamentoId);
  return ids ? query.where(inArray(fc.fechamentoId, ids)) : query;
}

/** Every closing row (or the active/inactive ones), the latest period first. */
export function listarFechamentos(db: Conn, ativo?: boolean): Promise<FechamentoRow[]> {
  const query = db.select().from(fechamento);
  return (ativo === undefined ? query : query.where(eq(fechamento.ativo, ativo))).orderBy(desc(fechamento.dataInicio), desc(fechamento.id));
}
