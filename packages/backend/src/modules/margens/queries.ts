/** Every statement of the margin reports and simulations (tables relatorio_margem, relatorio_margem_custo). */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
import { relatorioMargem, relatorioMargemCusto } from '../../db/schema';
export type TipoRelatorio = 'relatorio' | 'simulacao';

export type Linha = typeof relatorioMargem.$inferSelect;
export type LinhaCusto = typeof relatorioMargemCusto.$inferSelect;
type Colunas = Omit<typeof relatorioMargem.$inferInsert, 'id'>;
type ColunasCusto = Omit<typeof relatorioMargemCusto.$inferInsert, 'id' | 'relatorioMargemId'>;

/** The id of an active report or simulation of the user with this name (case-insensitive), other than `exceto`. */
export async function comNome(db: Conn, email: string, nome: string, exceto?: number): Promise<{ id: number } | undefined> {
  const conditions = [eq(relatorioMargem.email, email), eq(relatorioMargem.ativo, true), sql`lower(${relatorioMargem.nome}) = lower(${nome.trim()})`];
  if (exceto !== undefined) conditions.push(ne(relatorioMargem.id, exceto));
  const [row] = await db.select({ id: relatorioMargem.id }).from(relatorioMargem).where(and(...conditions)).limit(1);
  return row;
}

/** Inserts (no id) or replaces (id) a report and its indirect costs, in the caller's transaction; the report's id. */
export async function gravar(tx: Tx, values: Colunas, custos: ColunasCusto[], id?: number): Promise<number> {
  {
    let relatorioId = id;
    if (relatorioId === undefined) {
      const [row] = await tx.insert(relatorioMargem).values(values).returning({ id: relatorioMargem.id });
      relatorioId = row!.id;
    } else {
      await tx.update(relatorioMargem).set({ ...values, updatedAt: new Date() }).where(eq(relatorioMargem.id, relatorioId));
      await tx.delete(relatorioMargemCusto).where(eq(relatorioMargemCusto.relatorioMargemId, relatorioId));
    }
    if (custos.length) await tx.insert(relatorioMargemCusto).values(custos.map((custo) => ({ ...custo, relatorioMargemId: relatorioId! })));
    return relatorioId;
  }
}

export async function doUsuario(db: Conn, tipo: TipoRelatorio, email: string, id: number): Promise<Linha | undefined> {
  const [row] = await db
    .select()
    .from(relatorioMargem)
    .where(and(eq(relatorioMargem.id, id), eq(relatorioMargem.email, email), eq(relatorioMargem.tipo, tipo)));
  return row;
}

/** A report or simulation by id, whoever owns it. */
export async function buscarRelatorio(db: Conn, id: number): Promise<Linha | undefined> {
  const [row] = await db.select().from(relatorioMargem).where(eq(relatorioMargem.id, id));
  return row;
}

export function custosDe(db: Conn, id: number): Promise<LinhaCusto[]> {
  return db.select().from(relatorioMargemCusto).where(eq(relatorioMargemCusto.relatorioMargemId, id)).orderBy(relatorioMargemCusto.id);
}

/** The user's active reports of a type, newest period first. */
export function ativosDoUsuario(db: Conn, tipo: TipoRelatorio, email: string): Promise<Linha[]> {
  return db
    .select()
    .from(relatorioMargem)
    .where(and(eq(relatorioMargem.email, email), eq(relatorioMargem.tipo, tipo), eq(relatorioMargem.ativo, true)))
    .orderBy(sql`${relatorioMargem.periodoInicial} DESC, lower(${relatorioMargem.nome})`);
}

export function custosDosRelatorios(db: Conn, ids: number[]): Promise<LinhaCusto[]> {
  return db
    .select()
    .from(relatorioMargemCusto)
    .where(sql`${relatorioMargemCusto.relatorioMargemId} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
    .orderBy(relatorioMargemCusto.id);
}

export async function atualizar(db: Conn, id: number, values: { nome?: string; ativo?: boolean }): Promise<void> {
  await db.update(relatorioMargem).set({ ...values, updatedAt: new Date() }).where(eq(relatorioMargem.id, id));
}
