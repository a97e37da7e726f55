/** Request schemas of the client routes (the yup rules are the domain's). */
import { clienteSchema, renomearClienteSchema } from '@financeiro/domain';
import { Body, COLUMN, Id, LIST_MAX, Params, ProjectKey, Text, Type, yupBody } from '../../http/fields';

export const TAG = 'Clientes';

const idParam = Id();
export const idParams = Params({ id: idParam });
export const chaveParams = Params({ key: ProjectKey() });

export const associarBody = Body({
  clienteId: idParam,
  chaveProjeto: Type.Optional(Text(COLUMN.chaveProjeto, { minLength: 1 })),
  chavesProjetos: Type.Optional(Type.Array(Text(COLUMN.chaveProjeto, { minLength: 1 }), { minItems: 1, maxItems: LIST_MAX })),
});
export const clienteIdBody = Body({ clienteId: idParam });
export const criarComProjetosBody = Body({
  cliente: yupBody(clienteSchema),
  projeto: Type.Optional(Type.Array(Text(COLUMN.chaveProjeto), { default: [], maxItems: LIST_MAX })),
});
export const trocarClienteBody = Body({ chaveProjeto: Text(COLUMN.chaveProjeto, { minLength: 1 }), novoCliente: idParam });
export const renomearBody = yupBody(renomearClienteSchema);
export const desassociarBody = Body({ clienteId: idParam, chaveProjeto: Text(COLUMN.chaveProjeto, { minLength: 1 }) });
