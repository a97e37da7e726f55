/** Request schemas of the extra cost and exchange rate routes (the yup rules are the domain's). */
import { custoProjetoSchema } from '@financeiro/domain';
import { COLUMN, DateText, FormText, Id, KeyList, Params, Type, yupBody } from '../../http/fields';

export const TAG = 'Custos de projetos';

/** A cost of POST /custo-projeto and PUT /custo-projeto/:id: the domain's fields and the owner's e-mail. */
export const custoBody = yupBody(custoProjetoSchema, { extra: { email: Type.Optional(FormText(COLUMN.email)) } });
export const custosBody = Type.Union([custoBody, Type.Array(custoBody, { minItems: 1, maxItems: 500 })]);
export const periodoParams = Params({ key: KeyList('Chave(s)'), start: DateText('Início'), end: DateText('Fim') });
export const idParams = Params({ id: Id() });
