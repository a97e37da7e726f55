/** Request schemas of the benefit routes (the body rules are the domain's yup schemas, the form's). */
import { beneficioSchema, valorBeneficioSchema } from '@financeiro/domain';
import { COLUMN, FormList, Id, IdParams, Query, Text, Type, yupBody } from '../../http/fields';

export const TAGS = ['Cadastros'];

/** A value row inside POST /beneficio/create: the benefit code comes from the new benefit. */
export const valorSemBeneficioSchema = valorBeneficioSchema.omit(['benefCod']);

const ativo = Type.Optional(
  Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')], { description: 'Filtra por situação' }),
);

export const beneficioListQuery = Query({
  ativo,
  sigla: Type.Optional(Text(COLUMN.sigla, { description: 'Parte da sigla (sem diferenciar maiúsculas)' })),
  nome: Type.Optional(Text(COLUMN.nome, { description: 'Parte do nome (sem diferenciar maiúsculas)' })),
});

export const beneficioDetailQuery = Query({ ativo });

export const codParams = IdParams('cod');

/** POST: the benefit and, optionally, its values per branch. PUT: the benefit. */
export const createBody = yupBody(beneficioSchema, { extra: { valores: FormList(yupBody(valorSemBeneficioSchema)) } });
export const updateBody = yupBody(beneficioSchema);

export const idParams = IdParams('id');

export const valorListQuery = Query({
  benefCod: Type.Optional(Id('Código do benefício')),
  filialCod: Type.Optional(Id('Código da filial')),
});

export const valorBody = yupBody(valorBeneficioSchema);
