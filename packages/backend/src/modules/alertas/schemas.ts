/** Request schemas of the alert routes (issue 38 §3); the answers are typed in src/http/respostas.ts. */
import { preferenciaAlertasSchema, regrasAlertaProjetoSchema, regrasAlertaSchema } from '@financeiro/domain';
import { IdParams, Params, ProjectKey, yupBody } from '../../http/fields';

export const TAG = 'Alertas';

export const idParams = IdParams('id', 'Id do alerta');
export const keyParams = Params({ key: ProjectKey() });
export const regrasBody = yupBody(regrasAlertaSchema);
export const regrasDoProjetoBody = yupBody(regrasAlertaProjetoSchema);
export const preferenciaBody = yupBody(preferenciaAlertasSchema);
