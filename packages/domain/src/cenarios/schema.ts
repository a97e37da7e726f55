/**
 * Validation of a scenario's definition (issue 39 section 1), pt-BR messages, for the form and the
 * route alike (`validate(cenarioSchema(referencias), body)`). With `referencias` (the codes that
 * exist: departments, functions, branches, regimes, employees of the base closing, benefits, taxes)
 * every scope and every code a change names must exist; without, only the shape is checked.
 */
import * as yup from 'yup';
import { BASES_HORAS_CUSTO_HORA } from '../fechamento/custoHora';
import {
  CADASTRO_LIMITS as L,
  CADASTRO_VALIDATION_MESSAGES as CM,
  codeField,
  MAX_MONEY,
  MONEY_DECIMALS,
  numberField,
  optionalText,
  optionField,
  rateField,
  RATE_DECIMALS,
  requiredOption,
  requiredText,
} from '../cadastros/common';
import { BASES_IMPOSTO, COMPARADORES } from '../cadastros/options';
import { dataNosLimites } from '../periodo';
import { TIPOS_ALTERACAO, TIPOS_ESCOPO, type MesCenario } from './tipos';

export const CENARIO_MENSAGENS = {
  obrigatorio: CM.required,
  nomeMax: CM.nomeMax,
  descricaoMax: CM.descricaoMax,
  fechamento: 'Selecione o fechamento de origem do cenário.',
  mes: 'Mês inválido: use MM/aaaa.',
  mesAntesDoInicio: 'A alteração não pode valer antes do mês inicial do cenário.',
  tipoAlteracao: 'Escolha o tipo da alteração.',
  alteracoesMax: (max: number) => `Um cenário pode ter no máximo ${max} alterações.`,
  tipoEscopo: 'Escolha a quem a alteração se aplica.',
  escopoVazio: 'Selecione ao menos um item do escopo.',
  escopoTodos: 'Esta alteração vale para a empresa toda: o escopo deve ser todos.',
  desligamentoTodos: 'Selecione quem sai: o desligamento não pode ser de todos.',
  naoEncontrado: (o: string, cod: number) => `${o} ${cod} não encontrado(a).`,
  modoReajuste: 'Escolha reajuste em percentual ou para um valor.',
  reajustePercentual: 'O reajuste deve ser maior que 0% e de no máximo 100%.',
  reajusteValor: CM.valorMaiorZero,
  numerico: CM.numerico,
  valorMinimo: CM.valorIgualOuMaiorZero,
  valorMaximo: CM.valorAcimaDoLimite,
  aliquota: CM.aliquotaFaixa,
  aliquotaObrigatoria: 'Informe a alíquota da empresa ou a do colaborador.',
  faixasVazias: 'Informe ao menos uma faixa da tabela.',
  faixasMax: 'Uma tabela pode ter no máximo 20 faixas.',
  faixaFimAntesDoInicio: 'O fim da faixa deve ser maior ou igual ao início.',
  baseHoras: 'Escolha a base diária do custo-hora.',
  salario: CM.salario,
  cargaHoraria: 'Carga horária diária deve ser maior que 0 e de no máximo 24 horas.',
  dependentes: 'Dependentes: um número inteiro de 0 a 99.',
  quantidade: 'Quantidade de admissões: um número inteiro de 1 a 1.000.',
} as const;

const M = CENARIO_MENSAGENS;

/** At most this many changes in one scenario. */
export const MAX_ALTERACOES_CENARIO = 100;
export const MAX_ADMISSOES_POR_ALTERACAO = 1000;

/** The codes that exist (absent: not checked). */
export interface ReferenciasCenario {
  departamentos?: Iterable<number>;
  funcoes?: Iterable<number>;
  filiais?: Iterable<number>;
  regimes?: Iterable<number>;
  /** Registration numbers of the base closing's employees. */
  colaboradores?: Iterable<number>;
  beneficios?: Iterable<number>;
  impostos?: Iterable<number>;
}

/** 'yyyy-MM' from 'yyyy-MM' or 'MM/yyyy'; anything else stays as typed (→ message). */
export function lerMesCenario(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const texto = String(value).trim();
  if (texto === '') return null;
  const br = /^(\d{2})\/(\d{4})$/.exec(texto);
  return br ? `${br[2]}-${br[1]}` : texto;
}

export function mesCenarioValido(mes: unknown): mes is MesCenario {
  return typeof mes === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(mes) && dataNosLimites(mes);
}

const mesField = () =>
  yup
    .string()
    .transform((_value: unknown, original: unknown) => lerMesCenario(original))
    .nullable()
    .test('mes', M.mes, (value) => value === null || value === undefined || mesCenarioValido(value));

type Conjunto = ReadonlySet<number> | null;
const conjunto = (valores: Iterable<number> | undefined): Conjunto => (valores ? new Set(valores) : null);

function existe(conjunto: Conjunto, objeto: string) {
  return function (this: yup.TestContext, value: unknown) {
    if (conjunto === null || value === null || value === undefined || typeof value !== 'number') return true;
    return conjunto.has(value) || this.createError({ message: M.naoEncontrado(objeto, value) });
  };
}

const codigo = (refs: Conjunto, objeto: string) => codeField().test('existe', '', existe(refs, objeto));
const codigoOpcional = (refs: Conjunto, objeto: string) =>
  numberField(CM.required).integer(CM.inteiro).test('existe', '', existe(refs, objeto));

function camposCenario(referencias: ReferenciasCenario) {
  const refs = {
    departamento: conjunto(referencias.departamentos),
    funcao: conjunto(referencias.funcoes),
    filial: conjunto(referencias.filiais),
    regime: conjunto(referencias.regimes),
    colaboradores: conjunto(referencias.colaboradores),
    beneficio: conjunto(referencias.beneficios),
    imposto: conjunto(referencias.impostos),
  };
  const nomes: Record<string, string> = {
    departamento: 'Departamento',
    funcao: 'Função',
    filial: 'Filial',
    regime: 'Regime',
    colaboradores: 'Colaborador de matrícula',
  };

  const escopo = yup
    .object({
      tipo: requiredOption(TIPOS_ESCOPO, M.tipoEscopo),
      cods: yup.array(yup.number().typeError(CM.inteiro).integer(CM.inteiro).required()).default([]),
    })
    .default(undefined)
    .nullable()
    .optional()
    .test('escopo', '', function (value) {
      if (!value || value.tipo === 'todos') return true;
      const cods = value.cods ?? [];
      if (cods.length === 0) return this.createError({ path: `${this.path}.cods`, message: M.escopoVazio });
      const existentes = refs[value.tipo as keyof typeof refs];
      const faltando = existentes ? cods.find((cod) => !existentes.has(cod)) : undefined;
      return faltando === undefined || this.createError({ path: `${this.path}.cods`, message: M.naoEncontrado(nomes[value.tipo]!, faltando) });
    });

  const comum = {
    tipo: requiredOption(TIPOS_ALTERACAO, M.tipoAlteracao),
    mes: mesField().test('depois-do-inicio', M.mesAntesDoInicio, function (value) {
      const inicio = lerMesCenario((this.from?.[this.from.length - 1]?.value as { mesInicio?: unknown } | undefined)?.mesInicio);
      return !value || !mesCenarioValido(value) || !mesCenarioValido(inicio) || value >= inicio;
    }),
    escopo,
  };
  const soEmpresa = escopo.test('todos', M.escopoTodos, (value) => !value || value.tipo === 'todos');

  const faixa = yup.object({
    comparaInicio: requiredOption(COMPARADORES, CM.preenchaOpcao),
    valorFaixaInicio: numberField(M.numerico, MONEY_DECIMALS).required(CM.faixaInicio).min(0, M.valorMinimo).max(MAX_MONEY, M.valorMaximo),
    comparaFim: optionField(COMPARADORES, CM.preenchaOpcao),
    valorFaixaFim: numberField(M.numerico, MONEY_DECIMALS)
      .min(0, M.valorMinimo)
      .max(MAX_MONEY, M.valorMaximo)
      .test('fim', M.faixaFimAntesDoInicio, function (value) {
        const inicio = (this.parent as { valorFaixaInicio?: unknown }).valorFaixaInicio;
        return value === null || value === undefined || typeof inicio !== 'number' || value >= inicio;
      }),
    aliqFaixa: numberField(M.aliquota, RATE_DECIMALS).min(0, M.aliquota).max(1, M.aliquota),
    baseAliqFaixa: optionField(BASES_IMPOSTO, CM.baseAliquota),
    valorFaixa: numberField(M.numerico, MONEY_DECIMALS).min(0, M.valorMinimo).max(MAX_MONEY, M.valorMaximo),
    valorDeducao: numberField(M.numerico, MONEY_DECIMALS).min(0, M.valorMinimo).max(MAX_MONEY, M.valorMaximo),
    vigenciaInicio: yup.string().nullable().optional(),
    vigenciaFim: yup.string().nullable().optional(),
    observacao: optionalText(L.observacao, CM.observacaoMax),
  });

  const porTipo = {
    reajuste: yup.object({
      ...comum,
      modo: requiredOption(['percentual', 'valor'] as const, M.modoReajuste),
      valor: numberField(M.numerico, RATE_DECIMALS)
        .required(CM.required)
        .when('modo', {
          is: 'percentual',
          then: (schema) => schema.moreThan(0, M.reajustePercentual).max(1, M.reajustePercentual),
          otherwise: (schema) => schema.moreThan(0, M.reajusteValor).max(MAX_MONEY, M.valorMaximo),
        }),
    }),
    beneficio: yup.object({
      ...comum,
      benefCod: codigo(refs.beneficio, 'Benefício'),
      filialCod: codigoOpcional(refs.filial, 'Filial'),
      valor: numberField(M.numerico, MONEY_DECIMALS).required(CM.required).min(0, M.valorMinimo).max(MAX_MONEY, M.valorMaximo),
    }),
    tabela_imposto: yup.object({
      ...comum,
      impostoCod: codigo(refs.imposto, 'Imposto'),
      faixas: yup.array(faixa).required(M.faixasVazias).min(1, M.faixasVazias).max(20, M.faixasMax),
    }),
    aliquota_imposto: yup.object({
      ...comum,
      impostoCod: codigo(refs.imposto, 'Imposto'),
      filialCod: codigoOpcional(refs.filial, 'Filial'),
      aliquotaFilial: rateField(M.aliquota, M.aliquota),
      aliquotaDesc: rateField(M.aliquota, M.aliquota).test('alguma', M.aliquotaObrigatoria, function (value) {
        const filial = (this.parent as { aliquotaFilial?: unknown }).aliquotaFilial;
        return (value !== null && value !== undefined) || (filial !== null && filial !== undefined);
      }),
    }),
    base_horas: yup.object({
      ...comum,
      escopo: soEmpresa,
      baseHoras: requiredOption(BASES_HORAS_CUSTO_HORA, M.baseHoras),
    }),
    admissao: yup.object({
      ...comum,
      escopo: soEmpresa,
      nome: optionalText(L.nome, CM.nomeMax),
      funcaoCod: codigo(refs.funcao, 'Função'),
      departamentoCod: codigoOpcional(refs.departamento, 'Departamento'),
      filialCod: codigo(refs.filial, 'Filial'),
      regimeCod: codigo(refs.regime, 'Regime'),
      salario: numberField(M.numerico, MONEY_DECIMALS).required(M.salario).moreThan(0, CM.valorMaiorZero).max(MAX_MONEY, M.valorMaximo),
      cargaHoraria: numberField(M.cargaHoraria, 2).moreThan(0, M.cargaHoraria).max(L.cargaHoraria, M.cargaHoraria),
      dependentes: numberField(M.dependentes).integer(M.dependentes).min(0, M.dependentes).max(L.dependentes, M.dependentes),
      beneficios: yup.array(codigo(refs.beneficio, 'Benefício')).nullable().optional(),
      quantidade: numberField(M.quantidade).integer(M.quantidade).min(1, M.quantidade).max(MAX_ADMISSOES_POR_ALTERACAO, M.quantidade),
    }),
    desligamento: yup.object({
      ...comum,
      escopo: escopo.test('nao-todos', M.desligamentoTodos, (value) => !!value && value.tipo !== 'todos'),
    }),
  };

  const alteracao = yup.lazy((value: unknown) => {
    const tipo = (value as { tipo?: unknown } | null)?.tipo;
    return typeof tipo === 'string' && tipo in porTipo ? porTipo[tipo as keyof typeof porTipo] : yup.object({ tipo: comum.tipo });
  });

  return {
    nome: requiredText(L.nome, M.nomeMax),
    descricao: optionalText(L.descricao, M.descricaoMax),
    fechamentoId: yup.number().typeError(M.fechamento).required(M.fechamento).integer(M.fechamento).positive(M.fechamento),
    mesInicio: mesField().required(M.mes),
    alteracoes: yup.array(alteracao).max(MAX_ALTERACOES_CENARIO, M.alteracoesMax(MAX_ALTERACOES_CENARIO)),
  };
}

export function cenarioSchema(referencias: ReferenciasCenario = {}) {
  const campos = camposCenario(referencias);
  return yup.object({ ...campos, alteracoes: campos.alteracoes.default([]) });
}

/**
 * An update's rules: any field of the definition, each by cenarioSchema's rule. A field left out
 * stays undefined, so the stored value stays: the definition's default (no changes: []) applies only
 * to a new scenario, or a rename would erase the changes.
 */
export function cenarioParcialSchema(referencias: ReferenciasCenario = {}) {
  return yup.object(camposCenario(referencias)).partial();
}
