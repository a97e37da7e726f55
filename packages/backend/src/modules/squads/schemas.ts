/** Request schemas of the squads routes (the yup rules are the domain's; these are their JSON shapes). */
import { editarSquadSchema, novoSquadSchema, squadColabCreateSchema, squadSprintRemoveSchema } from '@financeiro/domain';
import { Body, EmailParam, Id, Int, OwnEmail, Params, Type, yupBody } from '../../http/fields';

export const TAG = 'Simulações de times';
export const SQUAD_DOC = 'Squad = { id, nome, custo_total, quantidade_sprints, squadColab: { "1": [SquadColab], ... } }';

export const paramsEmail = Params({ email: EmailParam() });
export const paramsEmailId = Params({ email: EmailParam(), id: Id() });
/** The body's e-mail: the signed-in user's (403 otherwise). */
const bodyEmail = { email: OwnEmail() };

export const novoSquadBody = yupBody(novoSquadSchema, { extra: bodyEmail });
export const editarSquadBody = yupBody(editarSquadSchema);
export const excluirSquadBody = Body({ id: Id(), ativo: Type.Boolean() });
export const gravarSprintsBody = yupBody(squadColabCreateSchema, { extra: bodyEmail });
export const removerSprintsBody = yupBody(squadSprintRemoveSchema, { extra: bodyEmail });
export const retirarColabBody = Body({ squadId: Id(), sprint: Int(1, 5), id: Id(), ativo: Type.Boolean() });
