/** Request schemas of the employee routes (the body rules are the domain's yup schemas, the form's). */
import { colaboradorBeneficioSchema, colaboradorSchema } from '@financeiro/domain';
import { Body, Id, IdParams, Options, Params, Query, Type, yupBody } from '../../http/fields';
import { paginacaoQuery } from '../../http/paginacao';

export const TAGS = ['Cadastros'];

export const matParams = IdParams('mat');

export const listQuery = Query({
  departamento: Type.Optional(Id('Código do departamento')),
  funcao: Type.Optional(Id('Código da função')),
  ativo: Type.Optional(Options(['true', 'false', '1', '0', 'todos'], { description: 'Situação; padrão: somente ativos' })),
  ...paginacaoQuery,
});

export const getQuery = Query({ ativo: Type.Optional(Options(['true', 'false', '1', '0'], { description: 'Filtra por situação' })) });

export const colaboradorBody = yupBody(colaboradorSchema);

export const changeActiveBody = Body({ mat: Id(), ativo: Type.Boolean() });

export const matBenefParams = Params({ mat: Id(), benefCod: Id() });

export const deleteBenefitParams = Params({ mat: Id(), benefCod: Id(), filialCod: Id() });

/** The employee's additions and subtractions: rolMat, benefCod and filialCod come from the path and the employee. */
export const beneficioBody = yupBody(colaboradorBeneficioSchema, { fromPath: ['rolMat', 'benefCod', 'filialCod'] });
