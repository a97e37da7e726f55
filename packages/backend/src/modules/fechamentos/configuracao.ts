/**
 * The company's hour base of the hour cost (`configuracao_empresa.base_horas_custo_hora`, migration
 * 0083): read by every calculation that runs the engine (closing, previews, cost simulation), so
 * one setting decides them all. See README.md, 'Base do custo-hora'.
 */
import { eq } from 'drizzle-orm';
import { BASE_HORAS_CUSTO_HORA_PADRAO, isBaseHorasCustoHora, type BaseHorasCustoHora, type ConfiguracaoCustoHora } from '@financeiro/domain';
import type { Db } from '../../db/client';
import { configuracaoEmpresa } from '../../db/schema';

export async function lerConfiguracaoCustoHora(db: Db): Promise<ConfiguracaoCustoHora> {
  const [row] = await db.select().from(configuracaoEmpresa).where(eq(configuracaoEmpresa.id, 1));
  const base = row?.baseHorasCustoHora;
  return {
    baseHorasCustoHora: isBaseHorasCustoHora(base) ? base : BASE_HORAS_CUSTO_HORA_PADRAO,
    atualizadoEm: (row?.atualizadoEm ?? new Date(0)).toISOString(),
  };
}

export async function baseHorasDaEmpresa(db: Db): Promise<BaseHorasCustoHora> {
  return (await lerConfiguracaoCustoHora(db)).baseHorasCustoHora;
}

export async function salvarConfiguracaoCustoHora(db: Db, base: BaseHorasCustoHora, usuarioId: number | null): Promise<ConfiguracaoCustoHora> {
  const agora = new Date();
  await db
    .insert(configuracaoEmpresa)
    .values({ id: 1, baseHorasCustoHora: base, atualizadoEm: agora, atualizadoPor: usuarioId })
    .onConflictDoUpdate({ target: configuracaoEmpresa.id, set: { baseHorasCustoHora: base, atualizadoEm: agora, atualizadoPor: usuarioId } });
  return { baseHorasCustoHora: base, atualizadoEm: agora.toISOString() };
}
