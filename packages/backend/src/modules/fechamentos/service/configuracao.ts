/**
 * The company's hour base of the hour cost (`configuracao_empresa.base_horas_custo_hora`, migration
 * 0083): read by every calculation that runs the engine (closing, previews, cost simulation), so
 * one setting decides them all. See README.md, 'Base do custo-hora'.
 */
import {
  BASE_HORAS_CUSTO_HORA_OPTIONS,
  BASE_HORAS_CUSTO_HORA_PADRAO,
  isBaseHorasCustoHora,
  rotuloDaOpcao,
  type BaseHorasCustoHora,
  type ConfiguracaoCustoHora,
} from '@financeiro/domain';
import type { Conn, Db } from '../../../db/client';
import { diferencas, registrarAuditoria, type CampoComparado } from '../../auditoria';
import { gravarBaseHorasCustoHora, lerConfiguracaoEmpresa, travarConfiguracaoEmpresa } from '../queries';

/** What the audit trail (issue 37) records of the company settings: the hour base by its label. */
const CAMPOS_CONFIGURACAO: CampoComparado<{ base: BaseHorasCustoHora }>[] = [
  { campo: 'Base de horas do custo-hora', valor: (c) => rotuloDaOpcao(BASE_HORAS_CUSTO_HORA_OPTIONS, c.base) },
];

const baseGravada = (base: string | undefined): BaseHorasCustoHora => (isBaseHorasCustoHora(base) ? base : BASE_HORAS_CUSTO_HORA_PADRAO);

export async function lerConfiguracaoCustoHora(db: Conn): Promise<ConfiguracaoCustoHora> {
  const row = await lerConfiguracaoEmpresa(db);
  return {
    baseHorasCustoHora: baseGravada(row?.baseHorasCustoHora),
    atualizadoEm: (row?.atualizadoEm ?? new Date(0)).toISOString(),
  };
}

export async function baseHorasDaEmpresa(db: Conn): Promise<BaseHorasCustoHora> {
  return (await lerConfiguracaoCustoHora(db)).baseHorasCustoHora;
}

export async function salvarConfiguracaoCustoHora(db: Db, base: BaseHorasCustoHora, usuarioId: number | null): Promise<ConfiguracaoCustoHora> {
  const agora = new Date();
  await db.transaction(async (tx) => {
    const antes = baseGravada((await travarConfiguracaoEmpresa(tx))?.baseHorasCustoHora);
    await gravarBaseHorasCustoHora(tx, base, agora, usuarioId);
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'configuracao_empresa', chave: 1, campos: diferencas({ base: antes }, { base }, CAMPOS_CONFIGURACAO) });
  });
  return { baseHorasCustoHora: base, atualizadoEm: agora.toISOString() };
}
