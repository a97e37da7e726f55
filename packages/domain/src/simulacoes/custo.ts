import * as yup from 'yup';
import { parseBrDecimal } from '../format/inputs';
import { FUNCAO_ATIVO } from '../cadastros/funcao';
import type { BeneficioFechamento } from '../fechamento/types';

/**
 * Employee cost simulation (spec 03 sections 2.3, 3, 4, 5, 7, 8, 9): the form, its validation
 * with the spec's messages, the new simulation function and the shapes of the /simulator calls.
 * The calculation itself is the closing engine (`calcularFechamentoColaborador`), run by the
 * backend on a hypothetical employee with `beneficiosDaSimulacao`.
 */

export const SIMULACAO_MESSAGES = {
  formularioComErros: 'Formulário possui erros',
  salario: 'Valor do salário deve ser informado.',
  beneficio: 'Valor do benefício deve ser informado.',
  numerico: 'Preencher com valor numérico',
  opcao: 'Preencher com uma das opções.',
  recalcular: 'É necessário recalcular antes de salvar',
  cboVazio: 'CBO não pode ser vazio',
  cboNumeros: 'CBO deve conter apenas números',
  nomeVazio: 'Nome não pode ser vazio',
  funcaoCadastrada: 'Função cadastrada com sucesso',
  criada: 'Criado nova simulação',
  atualizada: 'Dados da simulação atualizados com sucesso!',
  excluida: 'Simulação excluída com sucesso.',
  reativada: 'Simulação reativada com sucesso.',
  naoEncontrada: 'Simulação não encontrada.',
  funcaoNaoEncontrada: 'Função não encontrada.',
  regimeNaoEncontrado: 'Regime não encontrado.',
  filialNaoEncontrada: 'Filial não encontrada.',
  erroCalcular: 'Erro ao calcular a simulação.',
  erroSalvar: 'Erro ao salvar a simulação.',
} as const;

const M = SIMULACAO_MESSAGES;

/** Spec 03 section 9. */
export const SIMULACAO_PADRAO = { salario: 0, beneficio: 3100, dependentes: 0 } as const;

/** Digits of the CBO of a function created from the simulator (spec 03 sections 3 and 9). */
export const CBO_SIMULACAO_DIGITOS = 7;

/** 7 random digits (the client generates the CBO of a new simulation function). */
export function gerarCbo(random: () => number = Math.random): string {
  let cbo = '';
  for (let i = 0; i < CBO_SIMULACAO_DIGITOS; i++) cbo += String(Math.min(9, Math.floor(random() * 10)));
  return cbo;
}

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function numero(original: unknown): number | null {
  if (isBlank(original)) return null;
  if (typeof original === 'number') return original;
  const text = String(original).trim();
  if (text.includes(',')) return parseBrDecimal(text)?.toNumber() ?? Number.NaN;
  return Number(text);
}

const dinheiro = (required: string) =>
  yup
    .number()
    .transform((_value: unknown, original: unknown) => {
      const value = numero(original);
      return value === null || !Number.isFinite(value) ? value : Math.round(value * 100) / 100;
    })
    .nullable()
    .typeError(M.numerico)
    .required(required)
    .min(0, M.numerico);

const opcao = () =>
  yup
    .number()
    .transform((_value: unknown, original: unknown) => numero(original))
    .nullable()
    .typeError(M.opcao)
    .required(M.opcao)
    .integer(M.opcao)
    .min(1, M.opcao);

/** The simulation form (spec 03 sections 3 and 5); also the body of POST /simulator/custo-hh. */
export const simulacaoFormSchema = yup.object({
  salario: dinheiro(M.salario),
  beneficio: dinheiro(M.beneficio),
  dependentes: yup
    .number()
    .transform((_value: unknown, original: unknown) => numero(original))
    .nullable()
    .typeError(M.numerico)
    .required(M.numerico)
    .integer(M.numerico)
    .min(0, M.numerico),
  regime: opcao(),
  funcao: opcao(),
  filial: opcao(),
});
export type SimulacaoEntrada = yup.InferType<typeof simulacaoFormSchema>;

/** The form's values (inputs hold text or numbers; selects '' until chosen). */
export interface SimulacaoForm {
  salario: string | number;
  beneficio: string | number;
  dependentes: string | number;
  regime: string | number;
  funcao: string | number;
  filial: string | number;
}

export const SIMULACAO_FORM_VAZIO: SimulacaoForm = {
  salario: SIMULACAO_PADRAO.salario,
  beneficio: SIMULACAO_PADRAO.beneficio,
  dependentes: SIMULACAO_PADRAO.dependentes,
  regime: '',
  funcao: '',
  filial: '',
};

/** New function from the simulation screen: cbo, nome, descricao, ativo = 2 (spec 03 sections 3 and 5). */
export const funcaoSimulacaoSchema = yup.object({
  cbo: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(M.cboVazio)
    .matches(/^\d+$/, { message: M.cboNumeros, excludeEmptyString: true })
    .max(10, M.cboNumeros),
  nome: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(M.nomeVazio)
    .max(60, 'Nome deve possuir no máximo 60 dígitos.'),
  descricao: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .nullable()
    .optional()
    .max(300, 'Limite máximo de 300 caracteres.'),
});
export type FuncaoSimulacaoEntrada = yup.InferType<typeof funcaoSimulacaoSchema>;

/** The form's `beneficio` as the engine's benefit list: one monthly benefit paid by the company. */
export function beneficiosDaSimulacao(beneficio: string | number | null | undefined): BeneficioFechamento[] {
  if (beneficio === null || beneficio === undefined || beneficio === '' || Number(beneficio) === 0) return [];
  return [{ sigla: 'BENEFICIO', nome: 'Benefício (simulação)', valor: String(beneficio), periodoValor: 'mes' }];
}

/** Option text of a function (spec 03 section 3): 'nome - cbo', or 'nome - Simulação' for ativo 2. */
export function rotuloFuncao(funcao: { nome: string; cbo: string | null; ativo: number }): string {
  return funcao.ativo === FUNCAO_ATIVO.simulador ? `${funcao.nome} - Simulação` : `${funcao.nome} - ${funcao.cbo ?? ''}`;
}

/** Option text of a regime: 'sigla - nome'. */
export function rotuloRegime(regime: { sigla: string; nome: string }): string {
  return `${regime.sigla} - ${regime.nome}`;
}

// ------------------------------------------------------------------------------- API shapes

/** The closing whose period, working days and brackets the simulation uses. */
export interface ReferenciaSimulacao {
  /** null: no closing exists; the current month with 30 days is used. */
  fechamentoId: number | null;
  label: string;
  dataInicio: string;
  dataFim: string;
  diasUteis: number;
}

/** Spec 03 section 3 'Simulation result' (money as decimal strings; hour costs with 4 decimals). */
export interface SimulacaoResultado {
  funcao: string;
  beneficioTotal: string;
  custoHH: string;
  custoHHMeioPeriodo: string;
  custoTotal: string;
  impostoTotal: string;
  provisaoDecimoTerceiro: string;
  provisaoFerias: string;
  provisaoRescisao: string;
  salarioBruto: string;
  salarioFilial: string;
  salarioLiquido: string;
}

/** POST /simulator/custo-hh response data. */
export interface SimulacaoCalculada extends SimulacaoResultado {
  referencia: ReferenciaSimulacao;
  avisos: string[];
}

/** Spec 03 section 3 'Stored simulation'. */
export interface SimulacaoCusto {
  id: number;
  funcao_cod: number;
  funcao_nome: string;
  regime_cod: number;
  regime_sigla: string;
  filial_cod: number;
  filial_label: string;
  dependentes: number;
  salario_bruto: string;
  beneficio_total: string;
  imposto_total: string;
  salario_filial: string;
  salario_liquido: string;
  custo_total: string;
  custo_hora_colaborador: string;
  custo_hora_colaborador_meio_periodo: string;
  provisao_decimo_terceiro: string;
  provisao_ferias: string;
  provisao_rescisao: string;
  fechamento_id: number | null;
  ativo: boolean;
}

/** GET /simulator/opcoes: the form's options and the reference closing. */
export interface OpcoesSimulacao {
  funcoes: Array<{ cod: number; cbo: string; nome: string; descricao: string | null; ativo: number }>;
  regimes: Array<{ cod: number; sigla: string; nome: string }>;
  filiais: Array<{ cod: number; label: string }>;
  referencia: ReferenciaSimulacao;
}

/** The twelve figures of the result panel, in the order of spec 03 section 2.3. */
export const CAMPOS_RESULTADO_SIMULACAO: ReadonlyArray<{ key: keyof SimulacaoResultado; label: string; texto?: true }> = [
  { key: 'funcao', label: 'Função', texto: true },
  { key: 'beneficioTotal', label: 'Benefício total' },
  { key: 'impostoTotal', label: 'Imposto total' },
  { key: 'salarioBruto', label: 'Salário bruto' },
  { key: 'salarioFilial', label: 'Salário filial' },
  { key: 'salarioLiquido', label: 'Salário líquido' },
  { key: 'custoTotal', label: 'Custo total' },
  { key: 'custoHH', label: 'Custo HH' },
  { key: 'custoHHMeioPeriodo', label: 'Custo HH meio período' },
  { key: 'provisaoDecimoTerceiro', label: 'Provisão 13º salário' },
  { key: 'provisaoFerias', label: 'Provisão férias' },
  { key: 'provisaoRescisao', label: 'Provisão rescisão' },
];

/** A stored simulation in the result's shape (the edit screen shows it before recalculating). */
export function resultadoDaSimulacao(simulacao: SimulacaoCusto): SimulacaoResultado {
  return {
    funcao: simulacao.funcao_nome,
    beneficioTotal: simulacao.beneficio_total,
    custoHH: simulacao.custo_hora_colaborador,
    custoHHMeioPeriodo: simulacao.custo_hora_colaborador_meio_periodo,
    custoTotal: simulacao.custo_total,
    impostoTotal: simulacao.imposto_total,
    provisaoDecimoTerceiro: simulacao.provisao_decimo_terceiro,
    provisaoFerias: simulacao.provisao_ferias,
    provisaoRescisao: simulacao.provisao_rescisao,
    salarioBruto: simulacao.salario_bruto,
    salarioFilial: simulacao.salario_filial,
    salarioLiquido: simulacao.salario_liquido,
  };
}

/** The form's values of a stored simulation (salary = gross, benefit = benefit total). */
export function formDaSimulacao(simulacao: SimulacaoCusto): SimulacaoForm {
  return {
    salario: Number(simulacao.salario_bruto),
    beneficio: Number(simulacao.beneficio_total),
    dependentes: simulacao.dependentes,
    regime: simulacao.regime_cod,
    funcao: simulacao.funcao_cod,
    filial: simulacao.filial_cod,
  };
}
