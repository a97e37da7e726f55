import Decimal from 'decimal.js';
import { formatCotacao } from './cotacao';
import { formatDate, type DateValue } from './dates';
import { LOCALE, toDecimal, type NumericInput } from './numbers';

/**
 * An amount in its own currency, and its BRL value with the rate that made it (issue 34 point 4).
 *
 * Every extra cost, planned indirect cost and simulated indirect cost is typed in BRL, USD or EUR.
 * Its amount is always shown with its own symbol (Intl pt-BR: 'R$ 1.850,00', 'US$ 1.850,00',
 * '€ 1.850,00'; a NO-BREAK SPACE after the symbol, as `formatMoney`), and a foreign amount's BRL
 * value is shown with the rate and the rate's date ('R$ 9.897,50 · cotação 5,3500 de 01/10/2026').
 *
 * Choice (finance): the BRL value of a foreign cost uses the rate stored with the cost, never today's
 * quote; the rate's date is stored beside it (`cotacao_data`). See the custos-projeto module README.
 */

/** The currencies an amount may be typed in (the same list as `MOEDAS` of the projects' answers). */
export type CodigoMoeda = 'BRL' | 'USD' | 'EUR';

const formatos = new Map<string, Intl.NumberFormat>();
function formato(moeda: string): Intl.NumberFormat {
  let format = formatos.get(moeda);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: moeda });
    formatos.set(moeda, format);
  }
  return format;
}

/** 1850 in USD → 'US$ 1.850,00'; in EUR → '€ 1.850,00'; in BRL → 'R$ 1.850,00'. Half-up to cents; '' for invalid input. */
export function formatValorNaMoeda(valor: NumericInput | null | undefined, moeda: CodigoMoeda | string): string {
  const decimal = toDecimal(valor);
  if (!decimal) return '';
  return formato(moeda || 'BRL').format(decimal.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) as `${number}`);
}

/** The rate and its date of a foreign amount: 'cotação 5,3500 de 01/10/2026' ('cotação 5,3500' without a date); '' for BRL. */
export function formatCotacaoComData(moeda: CodigoMoeda | string, cotacao: NumericInput | null | undefined, data?: DateValue | null): string {
  if (moeda === 'BRL') return '';
  const taxa = formatCotacao(cotacao);
  if (taxa === '') return '';
  const quando = formatDate(data ?? null);
  return quando === '' ? `cotação ${taxa}` : `cotação ${taxa} de ${quando}`;
}

/** An amount's BRL value: 'R$ 9.897,50 · cotação 5,3500 de 01/10/2026' for USD/EUR, 'R$ 1.850,00' for BRL. */
export function formatValorEmReais(
  valorConvertido: NumericInput | null | undefined,
  moeda: CodigoMoeda | string,
  cotacao?: NumericInput | null,
  data?: DateValue | null,
): string {
  const reais = formatValorNaMoeda(valorConvertido, 'BRL');
  const taxa = formatCotacaoComData(moeda, cotacao, data);
  return reais === '' || taxa === '' ? reais : `${reais} · ${taxa}`;
}
