import Decimal from 'decimal.js';
import { centavos, dec } from '../fechamento/decimal';
import type { NumericInput } from '../format/numbers';

const CENTAVO = new Decimal('0.01');

/**
 * Exact parts rounded to cents so that they add up EXACTLY to `total` (largest remainder): each part
 * is floored to cents, and the cents still missing go one each to the parts with the largest
 * remainders (ties: the earlier part). `total` must be within half a cent per part of the parts'
 * exact sum (e.g. the exact sum rounded half-up); otherwise throws.
 */
export function repartirCentavos(partes: readonly Decimal[], total: NumericInput): string[] {
  const alvo = dec(total, 'total');
  const pisos = partes.map((parte) => parte.toDecimalPlaces(2, Decimal.ROUND_FLOOR));
  const faltam = alvo.minus(pisos.reduce((soma, piso) => soma.plus(piso), new Decimal(0))).div(CENTAVO);
  if (!faltam.isInteger() || faltam.isNegative() || faltam.greaterThan(partes.length)) {
    throw new Error(`Total ${alvo.toFixed(2)} não repartível entre as partes.`);
  }
  const ordem = partes
    .map((parte, indice) => ({ indice, resto: parte.minus(pisos[indice]!) }))
    .sort((a, b) => b.resto.comparedTo(a.resto) || a.indice - b.indice);
  const resultado = [...pisos];
  for (let i = 0; i < faltam.toNumber(); i += 1) {
    const { indice } = ordem[i]!;
    resultado[indice] = resultado[indice]!.plus(CENTAVO);
  }
  return resultado.map((valor) => centavos(valor));
}

const TEXTO_EM_CENTAVOS = /^(-?)(\d+)\.(\d\d)$/;

/**
 * A figure already rounded to cents ('1234.57', as `centavos` writes it) as integer cents: sums of such
 * figures are exact in integers (below 2^53 cents), as decimal.js makes them, without a Decimal each.
 */
export function emCentavos(texto: string): number {
  const partes = TEXTO_EM_CENTAVOS.exec(texto);
  const valor = partes ? Number(partes[2]! + partes[3]!) : NaN;
  if (!Number.isSafeInteger(valor)) throw new Error(`Valor em centavos inválido: ${texto}`);
  return partes![1] ? -valor : valor;
}

/** Integer cents as `centavos` writes them: '1234.57', never '-0.00'. */
export function textoDeCentavos(centavos: number): string {
  if (centavos === 0) return '0.00';
  const absoluto = Math.abs(centavos);
  const resto = absoluto % 100;
  return `${centavos < 0 ? '-' : ''}${(absoluto - resto) / 100}.${resto < 10 ? '0' : ''}${resto}`;
}
