/** Request and response schemas of the scenario routes (the definition's rules are the domain's cenarioSchema). */
import type { TOptional, TUnsafe } from '@sinclair/typebox';
import { cenarioSchema, MAX_ALTERACOES_CENARIO } from '@financeiro/domain';
import type { AlteracaoParcial, DefinicaoCenario } from './service';
import { Body, bodyWithRules, FormNumber, FormText, Id, INT_MAX, Month, Params, Query, Type, type Static } from '../../http/fields';

export const TAG = 'Cenários';

export const paramsId = Params({ id: Id('Cenário') });
export const paramsDetalhe = Params({ id: Id('Cenário'), mat: Type.Integer({ minimum: -100_000, maximum: 2_147_483_647, description: 'Matrícula (admissões do cenário: -1, -2, …)' }) });
export const queryMes = Query({ mes: Type.Optional(Month('Mês calculado (aaaa-MM); padrão: o mês inicial do cenário')) });
export const queryComparar = Query({
  a: Id('Primeiro cenário'),
  b: Id('Segundo cenário'),
  mes: Type.Optional(Month('Mês calculado dos dois (aaaa-MM); padrão: o mês inicial de cada um')),
});

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
export const cenarioParcialBody = bodyWithRules(estrutura, cenarioSchema().partial()) as unknown as TUnsafe<AlteracaoParcial>;

/** An object whose fields are the domain's (totals, engine results, changes): serialised as they are. */
const Objeto = (description: string) => Type.Unsafe<object>({ type: 'object', additionalProperties: true, description });
const Dinheiro = (description?: string) => Type.String(description ? { description } : {});
const Nulo = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const CenarioSalvo = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  descricao: Nulo(Type.String()),
  fechamentoId: Type.Integer(),
  mesInicio: Type.String(),
  alteracoes: Type.Array(Objeto('Uma alteração (tipos e campos: README do domínio de cenários)')),
  atualizadoEm: Type.String(),
});

const Cabecalho = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  descricao: Nulo(Type.String()),
  mesInicio: Type.String(),
  fechamento: Type.Object({ id: Type.Integer(), label: Type.String() }),
});

const Grupo = Objeto('{ cod, nome, antes: TotaisCenario, depois: TotaisCenario, diferenca }');
const Totais = Type.Object({
  empresa: Grupo,
  departamentos: Type.Array(Grupo),
  funcoes: Type.Array(Grupo),
  filiais: Type.Array(Grupo),
  regimes: Type.Array(Grupo),
});
const Lado = Nulo(
  Type.Object({ salarioBase: Dinheiro(), beneficioTotal: Dinheiro(), impostoTotal: Dinheiro(), custoTotal: Dinheiro(), custoHora: Dinheiro() }),
);
const Diferenca = Type.Object({
  custoTotal: Dinheiro(),
  custoTotalPercentual: Nulo(Type.String()),
  custoHora: Dinheiro(),
  custoHoraPercentual: Nulo(Type.String()),
});
const Situacao = Type.Union([Type.Literal('mantido'), Type.Literal('admitido'), Type.Literal('desligado')]);
const Periodo = Type.Object({ dataInicio: Type.String(), dataFim: Type.String(), diasUteis: Type.Number() });

export const respostaLista = {
  200: Type.Object({
    data: Type.Array(
      Type.Object({
        id: Type.Integer(),
        nome: Type.String(),
        descricao: Nulo(Type.String()),
        fechamentoId: Type.Integer(),
        fechamentoLabel: Type.String(),
        mesInicio: Type.String(),
        alteracoes: Type.Integer({ description: 'Quantidade de alterações' }),
        atualizadoEm: Type.String(),
      }),
    ),
  }),
};
export const respostaCenario = { 200: Type.Object({ data: CenarioSalvo }) };
export const respostaCenarioMensagem = { 200: Type.Object({ result: Type.Boolean(), data: CenarioSalvo, message: Type.String() }) };
export const respostaMensagem = { 200: Type.Object({ result: Type.Boolean(), message: Type.String() }) };
export const respostaOpcoes = {
  200: Type.Object({
    data: Type.Object({
      fechamentos: Type.Array(
        Type.Object({ id: Type.Integer(), label: Type.String(), dataInicio: Type.String(), dataFim: Type.String(), diasUteis: Type.Integer(), mes: Type.String() }),
      ),
      departamentos: Type.Array(Type.Object({ cod: Type.Integer(), sigla: Type.String(), nome: Type.String() })),
      funcoes: Type.Array(Type.Object({ cod: Type.Integer(), nome: Type.String() })),
      filiais: Type.Array(Type.Object({ cod: Type.Integer(), nome: Type.String() })),
      regimes: Type.Array(Type.Object({ cod: Type.Integer(), sigla: Type.String(), nome: Type.String() })),
      beneficios: Type.Array(Type.Object({ cod: Type.Integer(), sigla: Type.String(), nome: Type.String() })),
      impostos: Type.Array(Type.Object({ cod: Type.Integer(), sigla: Type.String(), nome: Type.String(), faixas: Type.Array(Objeto('Faixa do imposto')) })),
      colaboradores: Type.Array(Type.Object({ mat: Type.Integer(), nome: Type.String() })),
    }),
  }),
};
export const respostaResultado = {
  200: Type.Object({
    data: Type.Object({
      cenario: Cabecalho,
      mes: Type.String(),
      periodo: Periodo,
      baseHoras: Type.Object({ antes: Type.String(), depois: Type.String() }),
      colaboradores: Type.Array(
        Type.Object({
          mat: Type.Integer(),
          nome: Nulo(Type.String()),
          funcao: Type.String(),
          departamento: Nulo(Type.String()),
          filial: Type.String(),
          regime: Type.String(),
          situacao: Situacao,
          antes: Lado,
          depois: Lado,
          diferenca: Diferenca,
          avisos: Type.Array(Type.String()),
        }),
      ),
      totais: Totais,
    }),
  }),
};
export const respostaDetalhe = {
  200: Type.Object({
    data: Type.Object({
      mes: Type.String(),
      periodo: Periodo,
      mat: Type.Integer(),
      nome: Nulo(Type.String()),
      funcaoCod: Type.Integer(),
      departamentoCod: Nulo(Type.Integer()),
      filialCod: Type.Integer(),
      regimeCod: Type.Integer(),
      situacao: Situacao,
      antes: Nulo(Objeto('Resultado do motor do fechamento (o mesmo da linha do fechamento, detalhamento incluído)')),
      depois: Nulo(Objeto('Resultado do motor do fechamento depois das alterações')),
      diferenca: Diferenca,
      avisos: Type.Array(Type.String()),
    }),
  }),
};
const LadoComparado = Type.Object({ cenario: Cabecalho, mes: Type.String(), colaboradores: Type.Integer(), totais: Totais });
export const respostaComparacao = { 200: Type.Object({ data: Type.Object({ a: LadoComparado, b: LadoComparado }) }) };
export const respostaProjetos = {
  200: Type.Object({
    data: Type.Object({
      cenario: Cabecalho,
      desde: Type.String(),
      meses: Type.Array(Type.String()),
      abaixoDaMeta: Type.Array(Type.String()),
      projetos: Type.Array(
        Type.Object({
          chave: Type.String(),
          nome: Type.String(),
          margemAlvo: Nulo(Type.String()),
          valorVenda: Dinheiro(),
          custoRestanteAntes: Dinheiro(),
          custoRestanteDepois: Dinheiro(),
          custoAntes: Dinheiro(),
          custoDepois: Dinheiro(),
          diferenca: Dinheiro(),
          percentual: Nulo(Type.String()),
          margemAntes: Nulo(Type.String()),
          margemDepois: Nulo(Type.String()),
          abaixoDaMetaAntes: Type.Boolean(),
          abaixoDaMeta: Type.Boolean(),
          semTaxa: Type.Array(Type.Integer()),
        }),
      ),
    }),
  }),
};
