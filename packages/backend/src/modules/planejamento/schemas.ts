/** Request schemas of the planning routes (the yup rules are the domain's). */
import { diffPlanejamentoSchema } from '@financeiro/domain';
import { DateText, Id, Month, Params, Query, Text, Type, yupBody } from '../../http/fields';

export const TAG = 'Planejamento';

const chave = () => Text(30, { minLength: 1, description: 'Chave do projeto' });
export const keyParams = Params({ key: chave() });
export const previstoQuery = Query({ de: Type.Optional(Month("Primeiro mês, 'yyyy-MM'")), ate: Type.Optional(Month("Último mês, 'yyyy-MM'")) });
export const diffBody = yupBody(diffPlanejamentoSchema);
export const comparacaoParams = Params({ key: chave(), id: Id(), start: DateText(), end: DateText() });
