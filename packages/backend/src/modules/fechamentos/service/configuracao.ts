/**
 * The company's hour base of the hour cost (`configuracao_empresa.base_horas_custo_hora`, migration
 * 0083): read by every calculation that runs the engine (closing, previews, cost simulation), so
 * one setting decides them all. See README.md, 'Base do custo-hora'.
 */
import { BASE_HORAS_CUSTO_HORA_PADRAO, isBaseHorasCustoHora, type BaseHorasCustoHora, type ConfiguracaoCustoHora } from '@financeiro/domain';
import type { Conn, Db } from '../../../db/client';
import { gravarBaseHorasCustoHora, lerConfiguracaoEmpresa } from '../queries';

export async function lerConfiguracaoCustoHora(db: Conn): Promise<ConfiguracaoCustoHora> {
  const row = await lerConfiguracaoEmpresa(db);
  const base = row?.baseHorasCustoHora;
  return {
    baseHorasCustoHora: isBaseHorasCustoHora(base) ? base : BASE_HORAS_CUSTO_HORA_PADRAO,
    atualizadoEm: (row?.atualizadoEm ?? new Date(0)).toISOString(),
  };
}

export async function baseHorasDaEmpresa(db: Conn): Promise<BaseHorasCustoHora> {
  return (await lerConfiguracaoCustoHora(db)).baseHorasCustoHora;
}

export async function salvarConfiguracaoCustoHora(db: Db, base: BaseHorasCustoHora, usuarioId: number | null): Promise<ConfiguracaoCustoHora> {
  const agora = new Date();
  await gravarBaseHorasCustoHora(db, base, agora, usuarioId);
  return { baseHorasCustoHora: base, atualizadoEm: agora.toISOString() };
}
