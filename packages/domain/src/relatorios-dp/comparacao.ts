import Decimal from 'decimal.js';
import { toDecimal, type NumericInput } from '../format/numbers';
import { CAMPOS_TOTAIS_FOLHA, ROTULOS_TOTAIS_FOLHA, type Comparacao, type ComparacaoIndicador, type TotaisFolha } from './tipos';

/** Places written in a figure ('1234.50' -> 2): a difference keeps them (money 2, hour cost 4, count 0). */
function casas(value: NumericInput): number {
  if (typeof value !== 'string') return new Decimal(value).decimalPlaces();
  const ponto = value.indexOf('.');
  return ponto < 0 ? 0 : value.length - ponto - 1;
}

/**
 * A figure against the previous closing: the difference (atual - anterior, exact) and the change as
 * a fraction of the previous figure rounded half-up to 4 places (0.0512 = 5,12%). The percentage is
 * null when the previous figure is missing or zero; everything but `atual` is null without a previous figure.
 */
export function comparar(atual: NumericInput | null | undefined, anterior: NumericInput | null | undefined): Comparacao {
  const a = toDecimal(atual ?? null);
  const b = toDecimal(anterior ?? null);
  const texto = (value: NumericInput | null | undefined) => (value === null || value === undefined ? null : String(value));
  if (!a || !b) return { atual: texto(atual), anterior: texto(anterior), diferenca: null, percentual: null };
  const diferenca = a.minus(b);
  const percentual = b.isZero() ? null : diferenca.div(b).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  const fixo = (value: Decimal) => (value.isZero() ? value.abs() : value);
  return {
    atual: texto(atual),
    anterior: texto(anterior),
    diferenca: fixo(diferenca).toFixed(Math.max(casas(atual as NumericInput), casas(anterior as NumericInput))),
    percentual: percentual === null ? null : fixo(percentual).toFixed(4),
  };
}

/** Every indicator of the summary against the previous closing (null figures when a side is missing). */
export function compararTotais(atual: TotaisFolha | null, anterior: TotaisFolha | null): ComparacaoIndicador[] {
  return CAMPOS_TOTAIS_FOLHA.map((indicador) => ({
    indicador,
    rotulo: ROTULOS_TOTAIS_FOLHA[indicador],
    ...comparar(atual ? atual[indicador] : null, anterior ? anterior[indicador] : null),
  }));
}
