/** Request schemas of the extra cost and exchange rate routes (the yup rules are the domain's). */
import { custoProjetoSchema } from '@financeiro/domain';
import { COLUMN, DateText, FormText, Id, KeyList, OwnEmail, Params, Type, yupBody } from '../../http/fields';

export const TAG = 'Custos de projetos';

/** A cost of PUT /custo-projeto/:id: the domain's fields; the e-mail is not read (the cost keeps its owner, who must be the user). */
export const custoBody = yupBody(custoProjetoSchema, { extra: { email: Type.Optional(FormText(COLUMN.email)) } });
/** A cost of POST /custo-projeto: the domain's fields and the owner's e-mail (the user's, 403 otherwise). */
const novoCustoBody = yupBody(custoProjetoSchema, { extra: { email: OwnEmail() } });
export const custosBody = Type.Union([novoCustoBody, Type.Array(novoCustoBody, { minItems: 1, maxItems: 500 })]);
export const periodoParams = Params({ key: KeyList('Chave(s)'), start: DateText('Início'), end: DateText('Fim') });
export const idParams = Params({ id: Id() });
