/** Request schemas of the closing and dashboard routes (the yup rules are the domain's). */
import { BASES_HORAS_CUSTO_HORA, fechamentoSchema } from '@financeiro/domain';
import { Body, Id, IdParams, Int, INT_MAX, Options, Params, Query, Text, Type, yupBody } from '../../http/fields';
import { paginacaoQuery } from '../../http/paginacao';

export const TAG = 'Fechamentos';
export const DASHBOARD_TAG = 'Dashboard';

export const idParams = IdParams('id');
export const closingIdParams = IdParams('closingId');
/** GET /fechamento/custo-hh/media/:id: 0 is the latest closing. */
export const idOrLatestParams = Params({ id: Int(0, INT_MAX) });
export const resultadoParams = Params({ id: Id(), mat: Id() });

export const listaQuery = Query({ ativo: Type.Optional(Options(['true', 'false', '1', '0'])) });
export const detalhamentoQuery = Query({ detalhamento: Type.Optional(Type.Boolean({ default: false })), ...paginacaoQuery });

export const recalculateBody = Body({
  isRecalculate: Type.Optional(Type.Boolean({ default: false, description: 'true para recalcular um fechamento já calculado' })),
});

export const fechamentoBody = yupBody(fechamentoSchema);

const baseHorasSchema = Type.Union(
  BASES_HORAS_CUSTO_HORA.map((base) => Type.Literal(base)),
  { description: 'carga_colaborador: custo total ÷ (dias úteis × carga diária do colaborador); oito_horas: ÷ (dias úteis × 8)' },
);
export const configuracaoBody = Body({ baseHorasCustoHora: baseHorasSchema });

export const periodoQuery = Query({
  meses: Type.Optional(Int(1, 12, 'Quantidade de meses do período (3, 6, 9 ou 12; padrão 6)')),
  ate: Type.Optional(
    Text(10, {
      pattern: '^\\d{4}-\\d{2}(-\\d{2})?$',
      description: "Mês de referência (último mês do período), 'yyyy-MM' ou 'yyyy-MM-dd'; padrão: o mês do último fechamento",
    }),
  ),
});

export const calculoBody = Body({
  partTimeColab: Type.Optional(Type.Boolean({ default: true, description: 'Custo-hora de meio período pela própria carga horária' })),
});
