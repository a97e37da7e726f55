import * as yup from 'yup';
import { REQUIRED_MESSAGE } from '../auth/schemas';
import { COTACAO_CAMPO_MAX } from '../format/cotacao';
import { parseBrDecimal } from '../format/inputs';
import { toDecimal } from '../format/numbers';
import { MOEDAS, TIPOS_CUSTO, type Moeda, type TipoCusto } from '../projetos/respostas';
import { isChaveMes } from './meses';
import type { ChaveMes, DiffPlanejamento, MesPlanejamento, Planejamento } from './tipos';

/** Texts of the planning page (spec 02 sections 5 and 8, accents restored). */
export const PLANEJAMENTO_MESSAGES = {
  mesSemDados: 'Um mês deve conter ao menos um dado (cliente, valor venda, função ou custo indireto)',
  semMeses: 'O planejamento deve conter ao menos um mês.',
  valido: 'Projeto válido',
  erro: (message: string) => `Erro: ${message}`,
  salvo: 'Planejamento salvo com sucesso!',
  erroApi: (message: string) => `Erro da API: ${message}`,
  erroInesperado: (message: string) => `Erro inesperado: ${message}`,
  erroDesconhecido: 'Erro desconhecido ao salvar os dados',
  /** 409: the plan was saved by someone else after this diff's version was loaded. */
  conflito:
    'Este planejamento foi alterado por outro usuário depois que você o abriu. Nada foi gravado e suas alterações continuam na tela: ' +
    'anote-as, clique em Cancelar para carregar a versão atual e refaça-as.',
  projetoNaoEncontrado: 'Projeto não encontrado.',
  clienteNaoEncontrado: 'Cliente não encontrado.',
  funcaoNaoEncontrada: (cod: number) => `Função ${cod} não encontrada.`,
  mesInvalido: 'Mês inválido (use MM-AAAA).',
  valorInvalido: 'Valor inválido.',
  valorPositivo: 'Valor deve ser maior que 0,00',
  valorNaoZero: 'Valor deve ser diferente de 0,00',
  descricaoMax: 'Limite máximo de 300 caracteres.',
  horasMax: 'Horas devem ser no máximo 999,99.',
  margemFaixa: 'Margem deve estar entre 0% e 100%.',
} as const;

/** Limits of spec 02 section 9. */
export const PLANEJAMENTO_LIMITES = {
  /** Characters of the Horas field ('999,99'). */
  horasCampo: 6,
  /** Characters of the Cotação field ('99,99'). */
  cotacaoCampo: COTACAO_CAMPO_MAX,
  descricao: 300,
  horasMax: '999.99',
} as const;

const M = PLANEJAMENTO_MESSAGES;

// ----------------------------------------------------------------------------- plan rules

/** A month has data when the plan has a client, or the month a sale value, a function or an indirect line. */
export function mesTemDados(mes: Pick<MesPlanejamento, 'valorVenda' | 'previstoFuncao' | 'previstoIndireto'>, temCliente: boolean): boolean {
  return temCliente || (mes.valorVenda !== null && mes.valorVenda !== undefined) || mes.previstoFuncao.length > 0 || mes.previstoIndireto.length > 0;
}

export type ResultadoValidacaoPlano = { valido: true; mensagem: string } | { valido: false; mensagem: string; meses: ChaveMes[] };

/** Spec 02 section 5, Planning save: at least one month, and each month with some data. */
export function validarPlanejamento(plano: Pick<Planejamento, 'cliente' | 'meses'>): ResultadoValidacaoPlano {
  const chaves = Object.keys(plano.meses);
  if (chaves.length === 0) return { valido: false, mensagem: M.semMeses, meses: [] };
  const vazios = chaves.filter((chave) => !mesTemDados(plano.meses[chave]!, plano.cliente !== null && plano.cliente !== undefined));
  if (vazios.length > 0) return { valido: false, mensagem: M.mesSemDados, meses: vazios };
  return { valido: true, mensagem: M.valido };
}

// ------------------------------------------------------------------------ the save payload

const decimalTexto = (opcoes: { positivo?: boolean; naoZero?: boolean; max?: string; casas?: number }) =>
  yup
    .mixed<string>()
    .transform((value: unknown) => (typeof value === 'number' ? String(value) : value))
    .test('decimal', M.valorInvalido, function (value) {
      if (value === undefined || value === null || value === '') return this.createError({ message: REQUIRED_MESSAGE });
      const formato = new RegExp(`^-?\\d{1,12}(\\.\\d{1,${opcoes.casas ?? 2}})?$`);
      const decimal = typeof value === 'string' && formato.test(value.trim()) ? toDecimal(value) : null;
      if (!decimal) return false;
      if (opcoes.positivo && !decimal.greaterThan(0)) return this.createError({ message: M.valorPositivo });
      if (opcoes.naoZero && decimal.isZero()) return this.createError({ message: M.valorNaoZero });
      if (opcoes.max && decimal.greaterThan(opcoes.max)) return this.createError({ message: M.horasMax });
      return true;
    }) as yup.MixedSchema<string>;

const chaveMesSchema = yup.string().required(REQUIRED_MESSAGE).test('mes', M.mesInvalido, (value) => isChaveMes(value));
const idSchema = yup.number().integer().min(1).required(REQUIRED_MESSAGE);
const indiceSchema = yup.number().integer().min(1).max(100000).required(REQUIRED_MESSAGE);

const linhaFuncaoBase = {
  tempId: yup.number().integer().min(1).optional(),
  indice: indiceSchema,
  codigo_funcao: yup.number().typeError(REQUIRED_MESSAGE).integer().min(1).required(REQUIRED_MESSAGE),
  nome_funcao: yup.string().optional(),
  horas_funcao: decimalTexto({ positivo: true, max: PLANEJAMENTO_LIMITES.horasMax }),
  custo_venda_funcao: decimalTexto({ positivo: true }),
  mes_ano: chaveMesSchema,
};

const linhaIndiretoBase = {
  tempId: yup.number().integer().min(1).optional(),
  indice: indiceSchema,
  descricao_custo_indireto: yup.string().trim().required(REQUIRED_MESSAGE).max(PLANEJAMENTO_LIMITES.descricao, M.descricaoMax),
  tipo: yup.string<TipoCusto>().oneOf(TIPOS_CUSTO, REQUIRED_MESSAGE).required(REQUIRED_MESSAGE),
  valor_original_custo_indireto: decimalTexto({ naoZero: true }),
  moeda: yup.string<Moeda>().oneOf(MOEDAS, REQUIRED_MESSAGE).required(REQUIRED_MESSAGE),
  cotacao: decimalTexto({ positivo: true, casas: 6 }),
  mes_ano: chaveMesSchema,
};

const novaFuncao = yup.object({ ...linhaFuncaoBase });
const novoIndireto = yup.object({ ...linhaIndiretoBase });
const funcaoAtualizada = yup.object({ id: idSchema, ...linhaFuncaoBase });
const indiretoAtualizado = yup.object({ id: idSchema, ...linhaIndiretoBase });

/**
 * The save payload (spec 02 section 7), validated by the server with the same rules the modals
 * use; the server then applies it, recomputes every figure and checks `validarPlanejamento`.
 */
export const diffPlanejamentoSchema = yup.object({
  projeto: yup.string().trim().required(REQUIRED_MESSAGE).max(30),
  versao: yup.number().integer().min(0).required(REQUIRED_MESSAGE),
  novosMeses: yup.array(chaveMesSchema).default([]),
  novos: yup
    .object({
      previstoFuncao: yup.array(novaFuncao).default([]),
      previstoIndireto: yup.array(novoIndireto).default([]),
    })
    .default({}),
  updates: yup
    .object({
      valorVenda: yup
        .mixed<Record<string, unknown>>()
        .default(() => ({}))
        .test('valorVenda', M.valorInvalido, function (value) {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
          for (const [chave, valor] of Object.entries(value ?? {})) {
            if (!isChaveMes(chave)) return this.createError({ path: `updates.valorVenda.${chave}`, message: M.mesInvalido });
            const decimal = typeof valor === 'string' || typeof valor === 'number' ? toDecimal(valor) : null;
            if (!decimal || decimal.isNegative() || decimal.decimalPlaces() > 2) {
              return this.createError({ path: `updates.valorVenda.${chave}`, message: M.valorInvalido });
            }
          }
          return true;
        }),
      previstoFuncao: yup.array(funcaoAtualizada).default([]),
      previstoIndireto: yup.array(indiretoAtualizado).default([]),
      margemCusto: yup
        .mixed<string | number>()
        .nullable()
        .optional()
        .test('margem', M.margemFaixa, (value) => {
          if (value === undefined || value === null) return true;
          const decimal = toDecimal(value);
          return decimal !== null && !decimal.isNegative() && decimal.lessThanOrEqualTo(1);
        }),
      cliente: yup.number().integer().min(1).nullable().optional(),
    })
    .default({}),
  deletados: yup
    .object({
      previstoFuncao: yup.array(idSchema).default([]),
      previstoIndireto: yup.array(idSchema).default([]),
      meses: yup.array(chaveMesSchema).default([]),
      valorVenda: yup.array(chaveMesSchema).default([]),
    })
    .default({}),
});

/** Normalises the validated payload: numbers as decimal strings. */
export function normalizarDiff(value: yup.InferType<typeof diffPlanejamentoSchema>): DiffPlanejamento {
  const texto = (v: unknown) => toDecimal(v as string)!.toString();
  const updates: DiffPlanejamento['updates'] = {
    valorVenda: Object.fromEntries(Object.entries(value.updates.valorVenda ?? {}).map(([k, v]) => [k, toDecimal(v as string)!.toFixed(2)])),
    previstoFuncao: value.updates.previstoFuncao.map((l) => ({ ...l, horas_funcao: texto(l.horas_funcao), custo_venda_funcao: texto(l.custo_venda_funcao) })),
    previstoIndireto: value.updates.previstoIndireto.map((l) => ({
      ...l,
      valor_original_custo_indireto: texto(l.valor_original_custo_indireto),
      cotacao: texto(l.cotacao),
    })),
  };
  if (value.updates.margemCusto !== undefined) updates.margemCusto = value.updates.margemCusto === null ? null : texto(value.updates.margemCusto);
  if (value.updates.cliente !== undefined) updates.cliente = value.updates.cliente;
  return {
    projeto: value.projeto,
    versao: value.versao,
    novosMeses: value.novosMeses as string[],
    novos: {
      previstoFuncao: value.novos.previstoFuncao.map((l) => ({ ...l, horas_funcao: texto(l.horas_funcao), custo_venda_funcao: texto(l.custo_venda_funcao) })),
      previstoIndireto: value.novos.previstoIndireto.map((l) => ({
        ...l,
        valor_original_custo_indireto: texto(l.valor_original_custo_indireto),
        cotacao: texto(l.cotacao),
      })),
    },
    updates,
    deletados: {
      previstoFuncao: value.deletados.previstoFuncao as number[],
      previstoIndireto: value.deletados.previstoIndireto as number[],
      meses: value.deletados.meses as string[],
      valorVenda: value.deletados.valorVenda as string[],
    },
  };
}

// -------------------------------------------------------------------------------- the modals

/** A pt-BR amount typed as cents ('1.234,56'): required and not 0,00. */
const valorDigitado = (naoZeroMessage = REQUIRED_MESSAGE) =>
  yup
    .string()
    .required(REQUIRED_MESSAGE)
    .test('nao-zero', naoZeroMessage, (value) => {
      if (value === undefined || value === null || value === '') return true;
      const decimal = parseBrDecimal(value);
      return decimal !== null && !decimal.isZero();
    });

/** Function line modal (spec 02 section 5): tipo, horas (max 6 characters) and taxa de custo. */
export const funcaoModalSchema = yup.object({
  codigo_funcao: yup.string().required(REQUIRED_MESSAGE),
  horas: valorDigitado().max(PLANEJAMENTO_LIMITES.horasCampo, REQUIRED_MESSAGE),
  taxa: valorDigitado(),
});
export type FuncaoModalValues = { codigo_funcao: string; horas: string; taxa: string };

/** Indirect cost modal (spec 02 section 5). */
export const indiretoModalSchema = yup.object({
  descricao: yup.string().trim().required(REQUIRED_MESSAGE).max(PLANEJAMENTO_LIMITES.descricao, M.descricaoMax),
  tipo: yup.string().required(REQUIRED_MESSAGE).oneOf([...TIPOS_CUSTO], REQUIRED_MESSAGE),
  moeda: yup.string().required(REQUIRED_MESSAGE).oneOf([...MOEDAS], REQUIRED_MESSAGE),
  valorOriginal: valorDigitado(),
  cotacao: yup
    .string()
    .max(PLANEJAMENTO_LIMITES.cotacaoCampo, REQUIRED_MESSAGE)
    .when('moeda', {
      is: (moeda: string) => moeda !== 'BRL',
      then: () => valorDigitado().max(PLANEJAMENTO_LIMITES.cotacaoCampo),
      otherwise: (schema) => schema.optional(),
    }),
});
export type IndiretoModalValues = { descricao: string; tipo: string; moeda: string; valorOriginal: string; cotacao: string };
