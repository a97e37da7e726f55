import { mesDaData } from '@financeiro/domain';
import type { Db } from '../../../db/client';
import * as q from '../queries';

/** The editor's options: the closings, the pickers of every scope and change, the taxes' brackets to copy. */
export async function opcoes(db: Db) {
  const fechamentos = await q.fechamentosAtivos(db);
  const { faixas, impostos, ...resto } = await q.opcoesDoEditor(db);
  return {
    fechamentos: fechamentos.map((row) => ({ ...row, mes: mesDaData(row.dataInicio) })),
    ...resto,
    impostos: impostos.map((imposto) => ({
      ...imposto,
      faixas: faixas
        .filter((faixa) => faixa.impostoCod === imposto.cod)
        .map((faixa) => ({
          comparaInicio: faixa.comparaInicio,
          valorFaixaInicio: faixa.valorFaixaInicio,
          comparaFim: faixa.comparaFim,
          valorFaixaFim: faixa.valorFaixaFim,
          aliqFaixa: faixa.aliqFaixa,
          baseAliqFaixa: faixa.baseAliqFaixa,
          valorFaixa: faixa.valorFaixa,
          valorDeducao: faixa.valorDeducao,
          vigenciaInicio: faixa.vigenciaInicio,
          vigenciaFim: faixa.vigenciaFim,
        })),
    })),
  };
}
