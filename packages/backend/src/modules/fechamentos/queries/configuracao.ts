/** The company settings row (configuracao_empresa, id 1; migration 0083). */
import { eq } from 'drizzle-orm';
import type { Conn } from '../../../db/client';
import { configuracaoEmpresa } from '../../../db/schema';

export async function lerConfiguracaoEmpresa(db: Conn) {
  const [row] = await db.select().from(configuracaoEmpresa).where(eq(configuracaoEmpresa.id, 1));
  return row;
}

/** The settings row, locked for the rest of the transaction (undefined before the first save). */
export async function travarConfiguracaoEmpresa(tx: Conn) {
  const [row] = await tx.select().from(configuracaoEmpresa).where(eq(configuracaoEmpresa.id, 1)).for('update');
  return row;
}

export async function gravarBaseHorasCustoHora(db: Conn, base: string, agora: Date, usuarioId: number | null): Promise<void> {
  await db
    .insert(configuracaoEmpresa)
    .values({ id: 1, baseHorasCustoHora: base, atualizadoEm: agora, atualizadoPor: usuarioId })
    .onConflictDoUpdate({ target: configuracaoEmpresa.id, set: { baseHorasCustoHora: base, atualizadoEm: agora, atualizadoPor: usuarioId } });
}
