/** Every statement of the squads module: squads of an owner and their sprint entries. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
import { squad, squadColab } from '../../db/schema';

export type SquadRow = typeof squad.$inferSelect;
export type ColabRow = typeof squadColab.$inferSelect;
export type NovoColab = typeof squadColab.$inferInsert;

const doDono = (email: string, id: number) => and(eq(squad.id, id), eq(squad.email, email), eq(squad.ativo, true));

/** The active entries of the squads, by sprint, role name and id. */
export function colabsAtivos(db: Conn, squadIds: number[]): Promise<ColabRow[]> {
  return db
    .select()
    .from(squadColab)
    .where(and(inArray(squadColab.squadId, squadIds), eq(squadColab.ativo, true)))
    .orderBy(asc(squadColab.sprint), asc(squadColab.funcaoNome), asc(squadColab.id));
}

/** The active squads of the e-mail, by name. */
export function squadsDoDono(db: Conn, email: string): Promise<SquadRow[]> {
  return db.select().from(squad).where(and(eq(squad.email, email), eq(squad.ativo, true))).orderBy(asc(squad.nome), asc(squad.id));
}

/** The owner's active squad (empty when missing, deleted or another user's). */
export function squadDoDono(db: Conn, email: string, id: number): Promise<SquadRow[]> {
  return db.select().from(squad).where(doDono(email, id));
}

/** The owner's active squad row, locked for the rest of the transaction. */
export async function travarSquad(tx: Tx, email: string, id: number): Promise<SquadRow | undefined> {
  const [row] = await tx.select().from(squad).where(doDono(email, id)).for('update');
  return row;
}

/** Recomputes the total: Σ quantidade × custo_total of the active entries of the squad's sprints. */
export async function atualizarTotal(tx: Tx, id: number, quantidadeSprints: number): Promise<void> {
  await tx
    .update(squad)
    .set({
      quantidadeSprints,
      updatedAt: new Date(),
      custoTotal: sql`(SELECT coalesce(round(sum(c.quantidade * c.custo_total), 2), 0) FROM squad_colab c
        WHERE c.squad_id = ${id} AND c.ativo AND c.sprint <= ${quantidadeSprints})`,
    })
    .where(eq(squad.id, id));
}

export async function inserirSquad(db: Conn, email: string, nome: string): Promise<SquadRow> {
  const [row] = await db.insert(squad).values({ email, nome }).returning();
  return row!;
}

export function renomearSquad(db: Conn, email: string, id: number, nome: string): Promise<SquadRow[]> {
  return db.update(squad).set({ nome, updatedAt: new Date() }).where(doDono(email, id)).returning();
}

export function desativarSquad(db: Conn, email: string, id: number): Promise<{ id: number }[]> {
  return db.update(squad).set({ ativo: false, updatedAt: new Date() }).where(doDono(email, id)).returning({ id: squad.id });
}

/** Sets ativo = false on the active entries of these sprints of the squad. */
export async function desativarSprints(tx: Tx, squadId: number, sprints: number[]): Promise<void> {
  await tx
    .update(squadColab)
    .set({ ativo: false, updatedAt: new Date() })
    .where(and(eq(squadColab.squadId, squadId), eq(squadColab.ativo, true), inArray(squadColab.sprint, sprints)));
}

export async function inserirColabs(tx: Tx, novos: NovoColab[]): Promise<void> {
  if (novos.length > 0) await tx.insert(squadColab).values(novos);
}

/** Sets ativo = false on one active entry (simulation of a sprint); returns the rows changed. */
export function desativarColab(tx: Tx, squadId: number, sprint: number, simulacaoId: number): Promise<{ id: number }[]> {
  return tx
    .update(squadColab)
    .set({ ativo: false, updatedAt: new Date() })
    .where(and(eq(squadColab.squadId, squadId), eq(squadColab.sprint, sprint), eq(squadColab.simulacaoId, simulacaoId), eq(squadColab.ativo, true)))
    .returning({ id: squadColab.id });
}
