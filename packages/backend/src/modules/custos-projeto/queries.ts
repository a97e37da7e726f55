/** Every statement of the projects' extra costs (table custo_projeto) and of the stored exchange rates (cotacao_moeda). */
import { and, eq, sql } from 'drizzle-orm';
import type { Cotacao } from '@financeiro/domain';
import type { Conn } from '../../db/client';
import { custoProjeto } from '../../db/schema';

export type LinhaCusto = typeof custoProjeto.$inferSelect;
export type ColunasCusto = Omit<typeof custoProjeto.$inferInsert, 'id'>;

export function inserir(db: Conn, values: ColunasCusto[]): Promise<LinhaCusto[]> {
  return db.transaction(async (tx) => tx.insert(custoProjeto).values(values).returning());
}

/** The active costs of these projects whose period crosses [inicio, fim]. */
export function ativosDoPeriodo(db: Conn, chaves: string[], inicio: string, fim: string): Promise<LinhaCusto[]> {
  return db
    .select()
    .from(custoProjeto)
    .where(
      and(
        eq(custoProjeto.ativo, true),
        sql`${custoProjeto.projeto} = ANY (${`{${chaves.map((c) => `"${c.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`,
        sql`${custoProjeto.periodoInicio} <= ${fim}::date AND ${custoProjeto.periodoFim} >= ${inicio}::date`,
      ),
    )
    .orderBy(custoProjeto.periodoInicio, custoProjeto.id);
}

export async function ativo(db: Conn, id: number): Promise<LinhaCusto | undefined> {
  const [row] = await db.select().from(custoProjeto).where(and(eq(custoProjeto.id, id), eq(custoProjeto.ativo, true)));
  return row;
}

export async function atualizar(db: Conn, id: number, values: Partial<ColunasCusto>): Promise<LinhaCusto> {
  const [row] = await db
    .update(custoProjeto)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(custoProjeto.id, id))
    .returning();
  return row!;
}

/** Stores the latest quote of a currency (one row per currency). */
export async function gravarCotacao(db: Conn, cotacao: Cotacao): Promise<void> {
  await db.execute(sql`
    INSERT INTO cotacao_moeda (moeda, bid, cotado_em, consultado_em) VALUES (${cotacao.moeda}, ${cotacao.bid}, ${cotacao.cotadoEm}, now())
    ON CONFLICT (moeda) DO UPDATE SET bid = excluded.bid, cotado_em = excluded.cotado_em, consultado_em = excluded.consultado_em`);
}

export async function cotacoesGravadas(db: Conn): Promise<{ moeda: 'USD' | 'EUR'; bid: string; cotado_em: string | Date }[]> {
  const result = (await db.execute(sql`SELECT moeda, bid::text AS bid, cotado_em FROM cotacao_moeda ORDER BY moeda DESC`)) as unknown as {
    rows: { moeda: 'USD' | 'EUR'; bid: string; cotado_em: string | Date }[];
  };
  return result.rows;
}
