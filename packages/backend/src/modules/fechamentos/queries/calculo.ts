/** The statements of a closing's calculation (../calculo.ts holds the batches and the transaction). */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Conn } from '../../../db/client';
import { tentarTravaDoRegistro } from '../../../db/travas';
import { fechamento, fechamentoColaborador } from '../../../db/schema';

/**
 * The closing's calculation lock until the transaction ends, taken without waiting: false when another transaction
 * holds it. Keyed by this schema's closing (db/travas.ts): another schema's closing of the same id is another one.
 */
export function travarCalculo(tx: Conn, id: number): Promise<boolean> {
  return tentarTravaDoRegistro(tx, 'fechamento-calculo', id);
}

export async function apagarResultados(tx: Conn, ids: readonly number[]): Promise<void> {
  await tx.delete(fechamentoColaborador).where(inArray(fechamentoColaborador.fechamentoId, [...ids]));
}

/**
 * One INSERT ... SELECT FROM jsonb_populate_recordset of a batch of result rows given as JSON texts
 * (a single parameter instead of 28 per row). jsonb rather than json: the batch is parsed once and
 * each row's `detalhamento` reaches its jsonb column without being parsed again (about a quarter faster).
 */
export async function inserirLoteResultados(db: Conn, colunas: readonly string[], lote: readonly string[]): Promise<void> {
  const lista = colunas.map((nome) => `"${nome}"`).join(', ');
  await db.execute(
    sql`INSERT INTO fechamento_colaborador (${sql.raw(lista)}) SELECT ${sql.raw(lista)} FROM jsonb_populate_recordset(NULL::fechamento_colaborador, ${`[${lote.join(',')}]`}::jsonb)`,
  );
}

export async function marcarCalculados(tx: Conn, ids: readonly number[], agora: Date): Promise<void> {
  await tx.update(fechamento).set({ calculadoEm: agora, updatedAt: agora }).where(inArray(fechamento.id, [...ids]));
}

/** Spec 02 section 4: a closing is uncalculated while its per-employee results are empty. */
export async function temResultados(db: Conn, id: number): Promise<boolean> {
  const rows = await db
    .select({ mat: fechamentoColaborador.mat })
    .from(fechamentoColaborador)
    .where(eq(fechamentoColaborador.fechamentoId, id))
    .limit(1);
  return rows.length > 0;
}

/** The stored results' employee count and company total (the audit trail's before of a calculation). */
export async function resumirResultados(tx: Conn, id: number): Promise<{ colaboradores: number; custoTotal: string }> {
  const [linha] = await tx
    .select({ colaboradores: sql<number>`count(*)::int`, custoTotal: sql<string>`coalesce(sum(${fechamentoColaborador.custoTotal}), 0)::numeric(14,2)::text` })
    .from(fechamentoColaborador)
    .where(eq(fechamentoColaborador.fechamentoId, id));
  return { colaboradores: Number(linha?.colaboradores ?? 0), custoTotal: linha?.custoTotal ?? '0.00' };
}
