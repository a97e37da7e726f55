import Decimal from 'decimal.js';
import type { Comparador } from '../../cadastros/options';
import type { DateValue } from '../../format/dates';
import type { NumericInput } from '../../format/numbers';
import { isoMemo } from '../memo';
import { dec, maximo, ZERO } from './decimal';
import type { FaixaEscolhida, FaixaImpostoFechamento } from '../types';

/**
 * Tax brackets (faixas; DOMAIN.md 'Payroll closing' item 3): pick the one bracket whose
 * `compara_inicio/valor_faixa_inicio` and `compara_fim/valor_faixa_fim` contain the base; the tax
 * is `valor_faixa` when set (a fixed amount, e.g. the INSS ceiling), else
 * base x `aliq_faixa` - `valor_deducao` (parcela a deduzir).
 */

function isoDate(value: DateValue, campo: string): string {
  const iso = isoMemo(value);
  if (iso === '') throw new Error(`Data inválida em ${campo}: ${String(value)}`);
  return iso;
}

function compara(base: Decimal, comparador: Comparador, limite: Decimal): boolean {
  switch (comparador) {
    case '>':
      return base.greaterThan(limite);
    case '>=':
      return base.greaterThanOrEqualTo(limite);
    case '=':
      return base.equals(limite);
    case '<=':
      return base.lessThanOrEqualTo(limite);
    case '<':
      return base.lessThan(limite);
    default:
      throw new Error(`Comparador de faixa inválido: ${String(comparador)}`);
  }
}

/** True when the bracket is active and in force on `data` ('yyyy-MM-dd'). */
export function faixaVigente(faixa: FaixaImpostoFechamento, data: DateValue): boolean {
  if (faixa.ativo === false) return false;
  const dia = isoDate(data, 'data');
  const inicio = faixa.vigencia_inicio ? isoDate(faixa.vigencia_inicio, 'vigencia_inicio') : null;
  const fim = faixa.vigencia_fim ? isoDate(faixa.vigencia_fim, 'vigencia_fim') : null;
  return (inicio === null || inicio <= dia) && (fim === null || fim >= dia);
}

/** The brackets in force on `data`. */
export function faixasVigentes<T extends FaixaImpostoFechamento>(faixas: readonly T[], data: DateValue): T[] {
  return faixas.filter((faixa) => faixaVigente(faixa, data));
}

/** True when the bracket's bounds contain `base` (compared as given). */
export function faixaContem(faixa: FaixaImpostoFechamento, base: Decimal): boolean {
  if (!compara(base, faixa.compara_inicio, dec(faixa.valor_faixa_inicio, 'valor_faixa_inicio'))) return false;
  if (faixa.compara_fim === null || faixa.compara_fim === undefined) return true;
  if (faixa.valor_faixa_fim === null || faixa.valor_faixa_fim === undefined || faixa.valor_faixa_fim === '') return true;
  return compara(base, faixa.compara_fim, dec(faixa.valor_faixa_fim, 'valor_faixa_fim'));
}

/**
 * The bracket in force on `date` whose bounds contain `base`, or null.
 * - The base is compared rounded half-up to cents: the bounds are cents and consecutive brackets
 *   meet at one-cent steps (…1.518,00 | 1.518,01…), so a base carrying more precision (a prorated
 *   salary, an IRRF base) falls in exactly one of them.
 * - Inactive brackets (`ativo` false) and brackets out of their vigência are ignored.
 * - When several brackets match (overlapping tables in force), the one with the latest
 *   `vigencia_inicio` wins; on a tie, the first in the list.
 */
export function pickBracket<T extends FaixaImpostoFechamento>(
  brackets: readonly T[],
  base: NumericInput,
  date: DateValue,
): T | null {
  const comparada = dec(base, 'base').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  let escolhida: T | null = null;
  for (const faixa of faixasVigentes(brackets, date)) {
    if (!faixaContem(faixa, comparada)) continue;
    if (escolhida === null || (faixa.vigencia_inicio ?? '') > (escolhida.vigencia_inicio ?? '')) escolhida = faixa;
  }
  return escolhida;
}

export interface CalculoFaixa<T extends FaixaImpostoFechamento = FaixaImpostoFechamento> {
  base: Decimal;
  faixa: T | null;
  /** Unrounded tax (0 when no bracket matched). */
  imposto: Decimal;
  /**
   * True when base x aliq - dedução exceeded the fixed amount of a higher bracket of the same
   * table (the ceiling) and was capped to it. Happens with the 2025 INSS table at exactly
   * R$ 8.157,41: 8.157,41 x 14 % - 190,40 = 951,6374, above the legal maximum 951,63 (the
   * published parcela a deduzir 190,40 is the exact 190,403 rounded).
   */
  limitadoAoTeto: boolean;
}

/** The tax of `base` by the brackets in force on `date` (DOMAIN.md item 3), unrounded, floor 0. */
export function calcularPorFaixas<T extends FaixaImpostoFechamento>(
  faixas: readonly T[],
  base: NumericInput,
  date: DateValue,
): CalculoFaixa<T> {
  const valorBase = dec(base, 'base');
  const faixa = pickBracket(faixas, valorBase, date);
  if (faixa === null) return { base: valorBase, faixa: null, imposto: ZERO, limitadoAoTeto: false };
  if (faixa.valor_faixa !== null && faixa.valor_faixa !== undefined && faixa.valor_faixa !== '') {
    return { base: valorBase, faixa, imposto: dec(faixa.valor_faixa, 'valor_faixa'), limitadoAoTeto: false };
  }
  let imposto = maximo(
    ZERO,
    valorBase.times(dec(faixa.aliq_faixa, 'aliq_faixa')).minus(dec(faixa.valor_deducao, 'valor_deducao')),
  );
  // The ceiling: the fixed amount of the nearest higher bracket of the same table (same vigência).
  const inicio = dec(faixa.valor_faixa_inicio);
  let teto: { inicio: Decimal; valor: Decimal } | null = null;
  for (const outra of faixasVigentes(faixas, date)) {
    if (outra === faixa || (outra.vigencia_inicio ?? '') !== (faixa.vigencia_inicio ?? '')) continue;
    if (outra.valor_faixa === null || outra.valor_faixa === undefined || outra.valor_faixa === '') continue;
    const outraInicio = dec(outra.valor_faixa_inicio);
    if (!outraInicio.greaterThan(inicio)) continue;
    if (teto === null || outraInicio.lessThan(teto.inicio)) teto = { inicio: outraInicio, valor: dec(outra.valor_faixa) };
  }
  let limitadoAoTeto = false;
  if (teto !== null && imposto.greaterThan(teto.valor)) {
    imposto = teto.valor;
    limitadoAoTeto = true;
  }
  return { base: valorBase, faixa, imposto, limitadoAoTeto };
}

/** INSS of the employee: the INSS brackets in force on `date` applied to the salary. */
export function calcularInss<T extends FaixaImpostoFechamento>(
  salario: NumericInput,
  faixas: readonly T[],
  date: DateValue,
): CalculoFaixa<T> {
  return calcularPorFaixas(faixas, salario, date);
}

function texto(value: NumericInput | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return dec(value).toString();
}

/** The bracket as shown in the breakdown (decimal strings). */
export function descreverFaixa(faixa: FaixaImpostoFechamento): FaixaEscolhida {
  return {
    id: faixa.id ?? null,
    compara_inicio: faixa.compara_inicio,
    valor_faixa_inicio: dec(faixa.valor_faixa_inicio).toFixed(2),
    compara_fim: faixa.compara_fim ?? null,
    valor_faixa_fim: texto(faixa.valor_faixa_fim) === null ? null : dec(faixa.valor_faixa_fim).toFixed(2),
    aliq_faixa: dec(faixa.aliq_faixa).toString(),
    valor_faixa: texto(faixa.valor_faixa) === null ? null : dec(faixa.valor_faixa).toFixed(2),
    valor_deducao: dec(faixa.valor_deducao).toFixed(2),
    vigencia_inicio: faixa.vigencia_inicio ? isoMemo(faixa.vigencia_inicio) : null,
    vigencia_fim: faixa.vigencia_fim ? isoMemo(faixa.vigencia_fim) : null,
    observacao: faixa.observacao ?? null,
  };
}
