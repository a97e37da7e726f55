/** Request schemas of the margin report and simulation routes (the yup rules are the domain's). */
import { margemEntradaSchema, relatorioMargemSchema, renomearRelatorioSchema } from '@financeiro/domain';
import { Body, COLUMN, EmailParam, Id, OwnEmail, Params, Text, Type, yupBody } from '../../http/fields';

export const TAG = 'Margem de projetos';

export const margemBody = yupBody(margemEntradaSchema);
export const relatorioBody = yupBody(relatorioMargemSchema, { extra: { email: OwnEmail() } });
export const renomearBody = yupBody(renomearRelatorioSchema);
export const mudarAtivoBody = Body({ id: Id(), ativo: Type.Boolean() });

export const emailParams = Params({ email: EmailParam() });
export const emailIdParams = Params({ email: EmailParam(), id: Id() });
export const idParams = Params({ id: Id() });
export const nomeParams = Params({ name: Text(COLUMN.nomeRelatorio, { description: 'Nome' }) });
