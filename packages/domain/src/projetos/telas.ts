/**
 * Pure helpers of the project screens (spec 01 sections 2, 4, 5 and 9). Money with decimal.js,
 * as decimal strings; dates 'yyyy-MM-dd'.
 */
import Decimal from 'decimal.js';
import * as yup from 'yup';
import { daysInMonth, lastDayOfMonth, toDateParts, toIsoDate, todayInSaoPaulo } from '../format/dates';
import { MOEDAS, TIPOS_CUSTO, type ItemComparacao, type Moeda, type TipoCusto } from './respostas';

/** Year filter of the project list: the current year plus 3 down to 1999 (spec 01 section 9). */
export function anosDoFiltroLista(today: string = todayInSaoPaulo()): number[] {
  const year = Number(today.slice(0, 4));
  const years: number[] = [];
  for (let value = year + 3; value >= 1999; value -= 1) years.push(value);
  return years;
}

/**
 * Detail date filter (spec 01 section 4): when the start date changes, the end date becomes the
 * last day of the start month; an unchanged start keeps the end date.
 */
export function fimDoDetalheAoMudarInicio(inicioAnterior: string, inicioNovo: string, fimAtual: string): string {
  if (inicioNovo === inicioAnterior || !toDateParts(inicioNovo)) return fimAtual;
  return lastDayOfMonth(inicioNovo);
}

/**
 * Comparison date filter (spec 01 section 2.3): a start on the 1st of a month with no end date
 * gets the last day of that month as end date.
 */
export function fimDaComparacao(inicio: string, fim: string): string {
  const parts = toDateParts(inicio);
  if (fim || !parts || parts.day !== 1) return fim;
  return toIsoDate({ ...parts, day: daysInMonth(parts.year, parts.month) });
}

/** Tempo seconds as hours (2 decimals, number for tables and charts). */
export function segundosEmHoras(seconds: number | null | undefined): number {
  if (!seconds || !Number.isFinite(seconds)) return 0;
  return new Decimal(seconds).dividedBy(3600).toDecimalPlaces(2).toNumber();
}

/** Indirect cost in BRL: valor x cotacao for USD/EUR, valor for BRL (DOMAIN.md). */
export function valorEmReais(valor: string | number, moeda: Moeda, cotacao: string | number | null | undefined): string {
  const amount = new Decimal(valor || 0);
  if (moeda === 'BRL') return amount.toFixed(2);
  return amount.times(new Decimal(cotacao || 0)).toFixed(2);
}

/** One group of the comparison (Separar Projetos): the items summed under one name. */
export function somarItensComparacao(name: string, items: readonly ItemComparacao[]): ItemComparacao {
  let custoHH = new Decimal(0);
  let custoTotal = new Decimal(0);
  let timeSpentTotal = 0;
  let timeSpentBillable = 0;
  const keys: string[] = [];
  for (const item of items) {
    custoHH = custoHH.plus(item.custoHH || 0);
    custoTotal = custoTotal.plus(item.custoTotal || 0);
    timeSpentTotal += item.timeSpentTotal;
    timeSpentBillable += item.timeSpentBillable;
    keys.push(...item.keys);
  }
  return { name, keys, timeSpentTotal, timeSpentBillable, custoHH: custoHH.toFixed(2), custoTotal: custoTotal.toFixed(2), checked: true };
}

/** Default margin rates as fractions (spec 01 section 9). */
export const TAXAS_MARGEM_INICIAIS = {
  taxaImposto: '0.0935',
  taxaImpostoResultado: '0.3400',
  taxaRv: '0.0399',
  taxaRateio: '0.1210',
  taxaDespesas: '0.1370',
} as const;

/** Cost types whose description shows the placeholder 'Especificar tipo de custo' (spec 01 section 5). */
export const TIPOS_CUSTO_ESPECIFICAR: readonly TipoCusto[] = ['INFRA_CLOUD', 'FORNECEDORES_TERCEIROS', 'OUTROS'];
export const PLACEHOLDER_TIPO_CUSTO = 'Especificar tipo de custo';
export const COTACAO_MAX_LENGTH = 5;
export const CAMPO_OBRIGATORIO = 'Campo obrigatório';

/** Exchange rate as typed ('5,43' or '5.43', at most 5 characters) → '5.43'; null when not a positive number. */
export function parseCotacao(text: string | null | undefined): string | null {
  const raw = String(text ?? '').trim().replace(',', '.');
  if (raw === '' || !/^\d+(\.\d+)?$/.test(raw)) return null;
  const value = new Decimal(raw);
  return value.greaterThan(0) ? value.toString() : null;
}

/** The cost creation form (spec 01 section 5). */
export interface CustoForm {
  tipo_custo: TipoCusto | '';
  descricao: string;
  /** Decimal string ('1234.56') or ''. */
  valor: string;
  moeda: Moeda;
  /** As typed (at most 5 characters); only for USD and EUR. */
  cotacao: string;
}

export const custoFormSchema = yup.object({
  tipo_custo: yup.string().oneOf([...TIPOS_CUSTO], CAMPO_OBRIGATORIO).required(CAMPO_OBRIGATORIO),
  descricao: yup.string().max(255),
  valor: yup
    .string()
    .required(CAMPO_OBRIGATORIO)
    .test('nao-zero', CAMPO_OBRIGATORIO, (value) => {
      if (!value) return false;
      try {
        return !new Decimal(value).isZero();
      } catch {
        return false;
      }
    }),
  moeda: yup.string().oneOf([...MOEDAS]).required(CAMPO_OBRIGATORIO),
  cotacao: yup.string().when('moeda', {
    is: (moeda: string) => moeda !== 'BRL',
    then: (schema) =>
      schema
        .max(COTACAO_MAX_LENGTH)
        .test('cotacao', CAMPO_OBRIGATORIO, (value) => parseCotacao(value) !== null),
    otherwise: (schema) => schema.notRequired(),
  }),
});

/** A bid ('5.4321') as the rate field's text: at most 5 characters ('5.432'). */
export function cotacaoParaCampo(bid: string | number | null | undefined): string {
  if (bid === null || bid === undefined || bid === '') return '';
  return new Decimal(bid).toFixed(4).slice(0, COTACAO_MAX_LENGTH).replace('.', ',');
}
