import Decimal from 'decimal.js';
import { formatNumber, toDecimal, type NumericInput } from './numbers';

/**
 * Exchange rates (cotação, USD/EUR → BRL): the one text on screen and the one rate field.
 *
 * Choice of precision: spec 01 section 9 ('Percent and rate fields: at most 5 characters') and
 * spec 02 section 9 ('exchange rate field max 5 characters') limit the field to 5 characters, so
 * a rate below 10 holds 3 decimals ('5,432'); the columns (NUMERIC(12,6)) keep whatever the field
 * gives. Read-only screens and exports show 4 decimals (`formatCotacao`), enough for the 6-place
 * quotes the exchange service stores. The same field in every remote (projects, planning,
 * simulations), so a rate typed anywhere keeps the same precision.
 */

/** Decimals of an exchange rate on read-only screens and in exports. */
export const COTACAO_CASAS = 4;
/** Characters of the rate field (spec 01 and 02 section 9). */
export const COTACAO_CAMPO_MAX = 5;

/**
 * The one text of an exchange rate on read-only screens: pt-BR with 4 decimals, half-up: '5.35' →
 * '5,3500', 5.43219 → '5,4322'. `digits` fewer decimals only where a field's length allows no more
 * (`cotacaoParaCampo`). Empty string for null, undefined or invalid input.
 */
export function formatCotacao(value: NumericInput | null | undefined, digits = COTACAO_CASAS): string {
  return formatNumber(value, digits);
}

/**
 * A rate ('5.4321') as the rate field's text: `formatCotacao` with as many of its 4 decimals as the
 * field's characters hold, rounded half-up: '5.4321' → '5,432', '5.4329' → '5,433', 12.34567 → '12,35'.
 */
export function cotacaoParaCampo(bid: NumericInput | null | undefined, maxLength = COTACAO_CAMPO_MAX): string {
  const value = toDecimal(bid ?? null);
  if (!value) return '';
  const inteiros = value.abs().truncated().toFixed(0).length;
  const casas = Math.max(0, Math.min(COTACAO_CASAS, maxLength - inteiros - 1));
  // No thousands dots: the field's text is digits and one comma.
  return formatCotacao(value, casas).replace(/\./g, '');
}

/** The rate a field holds for a stored or quoted one (what it shows, as a decimal string): '5.4321' → '5.432'. */
export function cotacaoNoCampo(value: NumericInput | null | undefined, maxLength = COTACAO_CAMPO_MAX): string {
  const text = cotacaoParaCampo(value, maxLength);
  return text === '' ? '' : new Decimal(text.replace(',', '.')).toString();
}

/** The rate field's text ('5,43' or '5.43') → '5.43'; null when not a positive number. */
export function parseCotacao(text: string | null | undefined): string | null {
  const raw = String(text ?? '').trim().replace(',', '.');
  if (raw === '' || !/^\d+(\.\d+)?$/.test(raw)) return null;
  const value = new Decimal(raw);
  return value.greaterThan(0) ? value.toString() : null;
}

/** The field's text after an edit and the rate it stands for ('' while it is not a number). */
export interface CotacaoDigitada {
  text: string;
  value: string;
}

/**
 * What the rate field shows after the user changed its text from `anterior` to `raw`: digits and one
 * decimal comma (a typed or pasted '.' is the comma too; with both, the last one is). Typing past
 * `maxLength` is refused (null: the text does not change); a pasted rate too long for the field is
 * rounded to fit ('5.4321' → '5,432').
 */
export function digitarCotacao(raw: string, anterior = '', maxLength = COTACAO_CAMPO_MAX): CotacaoDigitada | null {
  let limpo = raw.replace(/[^\d.,]/g, '');
  const separador = Math.max(limpo.lastIndexOf(','), limpo.lastIndexOf('.'));
  if (separador >= 0) limpo = `${limpo.slice(0, separador).replace(/[.,]/g, '')},${limpo.slice(separador + 1)}`;
  if (limpo.length > maxLength) {
    if (limpo.length - anterior.length <= 1) return null;
    limpo = cotacaoParaCampo(limpo.replace(',', '.'), maxLength);
  }
  const decimal = toDecimal(limpo.replace(',', '.').replace(/\.$/, ''));
  return { text: limpo, value: decimal ? decimal.toString() : '' };
}
