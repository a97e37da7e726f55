/** Query schemas of the Relatórios DP routes. */
import { MAX_MESES_RELATORIO_DP } from '@financeiro/domain';
import { Id, Int, Options, Query, Text, Type } from '../../http/fields';

export const RELATORIOS_DP_TAG = 'Relatórios DP';

const codigo = (description: string) => Id(description);

const periodo = {
  meses: Type.Optional(
    Int(1, MAX_MESES_RELATORIO_DP, `Meses do período (até ${MAX_MESES_RELATORIO_DP}; a tela oferece 6, 12, 18 e 24; padrão 12)`),
  ),
  ate: Type.Optional(
    Text(10, {
      pattern: '^\\d{4}-\\d{2}(-\\d{2})?$',
      description: "Último mês do período, 'yyyy-MM' ou 'yyyy-MM-dd'; padrão: o mês do último fechamento ativo",
    }),
  ),
};

export const FECHAMENTO_RELATORIO =
  '{ id, label, dataInicio, dataFim, bloqueio, calculado, colaboradores, mensagem } (mensagem: a mensagem dos fechamentos quando não calculado)';


export const resumoQuery = Query({
  departamentoCod: Type.Optional(codigo('Somente este departamento')),
  filialCod: Type.Optional(codigo('Somente esta filial')),
  regimeCod: Type.Optional(codigo('Somente este regime')),
});
export const evolucaoQuery = Query({
  tipo: Options(['colaborador', 'departamento']),
  cod: codigo('Matrícula do colaborador ou código do departamento'),
  ...periodo,
});
export const beneficiosQuery = Query({
  ...periodo,
  benefCod: Type.Optional(codigo('Somente este benefício')),
  departamentoCod: Type.Optional(codigo('Somente este departamento')),
  filialCod: Type.Optional(codigo('Somente esta filial')),
});
