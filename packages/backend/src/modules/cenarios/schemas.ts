/** Request schemas of the scenario routes (the definition's rules are the domain's cenarioSchema; the answers: src/http/respostas.ts). */
import type { TOptional, TUnsafe } from '@sinclair/typebox';
import { cenarioParcialSchema, cenarioSchema, MAX_ALTERACOES_CENARIO } from '@financeiro/domain';
import type { AlteracaoParcial, DefinicaoCenario } from './service';
import { Body, bodyWithRules, FormNumber, FormText, Id, Int, INT_MAX, Month, Params, Query, Type } from '../../http/fields';
import { paginacaoQuery } from '../../http/paginacao';
import { MESES_MAXIMO, MESES_PADRAO } from './service';

export const TAG = 'Cenários';

export const paramsId = Params({ id: Id('Cenário') });
export const paramsDetalhe = Params({ id: Id('Cenário'), mat: Type.Integer({ minimum: -100_000, maximum: 2_147_483_647, description: 'Matrícula (admissões do cenário: -1, -2, …)' }) });
export const queryMes = Query({ mes: Type.Optional(Month('Mês calculado (aaaa-MM); padrão: o mês inicial do cenário')) });
const comparados = {
  a: Id('Primeiro cenário'),
  b: Id('Segundo cenário'),
  mes: Type.Optional(Month('Mês calculado dos dois (aaaa-MM); padrão: o mês inicial de cada um')),
};
export const queryComparar = Query(comparados);
const busca = Type.Optional(Type.String({ maxLength: 60, description: 'Parte da matrícula, do nome, da função ou do departamento' }));
export const queryLinhas = Query({
  mes: Type.Optional(Month('Mês calculado (aaaa-MM); padrão: o mês inicial do cenário')),
  situacao: Type.Optional(Type.Union([Type.Literal('mantido'), Type.Literal('admitido'), Type.Literal('desligado')], { description: 'Só as linhas desta situação' })),
  busca,
  ...paginacaoQuery,
});
export const queryCompararLinhas = Query({ ...comparados, busca, ...paginacaoQuery });
export const queryMeses = Query({ meses: Type.Optional(Int(1, MESES_MAXIMO, `Quantos meses a partir do mês inicial (padrão ${MESES_PADRAO})`)) });

const campos = {
  nome: FormText(60),
  descricao: FormText(300),
  fechamentoId: FormNumber(INT_MAX),
  mesInicio: FormText(7),
  alteracoes: Type.Array(Type.Object({}, { additionalProperties: true, maxProperties: 30 }), { maxItems: MAX_ALTERACOES_CENARIO + 1 }),
};
const estrutura = Body(Object.fromEntries(Object.entries(campos).map(([campo, schema]) => [campo, Type.Optional(schema)])) as {
  [K in keyof typeof campos]: TOptional<(typeof campos)[K]>;
});
// The changes are a yup.lazy union by `tipo`, which InferType cannot narrow: the value the rules give is the
// domain's DefinicaoCenario (its tests hold the schema to that type).
/** The whole definition (create): the domain's cenarioSchema gives the typed value and the messages at the edge. */
export const cenarioBody = bodyWithRules(estrutura, cenarioSchema()) as unknown as TUnsafe<DefinicaoCenario>;
/** Any part of the definition (update: rename, description, closing, start month, changes), each field by the domain's rule. */
export const cenarioParcialBody = bodyWithRules(estrutura, cenarioParcialSchema()) as unknown as TUnsafe<AlteracaoParcial>;
