import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { FUNCAO_ATIVO } from '@financeiro/domain';
import type { Conn } from '../../db/client';
import { filial, funcao } from '../../db/schema';

/** Whether another active branch (not `exceptCod`) has this CNPJ. */
export async function otherActiveBranchHasCnpj(db: Conn, cnpj: string, exceptCod: number | undefined): Promise<boolean> {
  const others = await db
    .select({ cod: filial.cod })
    .from(filial)
    .where(and(eq(filial.cnpj, cnpj), eq(filial.ativo, true), exceptCod === undefined ? undefined : ne(filial.cod, exceptCod)))
    .limit(1);
  return others.length > 0;
}

/** Active roles (1) and the cost simulator's (2), by code. */
export function selectFuncoesAtivas1e2(db: Conn) {
  return db
    .select()
    .from(funcao)
    .where(inArray(funcao.ativo, [FUNCAO_ATIVO.ativo, FUNCAO_ATIVO.simulador]))
    .orderBy(asc(funcao.cod));
}
