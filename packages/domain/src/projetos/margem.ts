import Decimal from 'decimal.js';
import { centavos, dec, dividir, ZERO } from '../fechamento/decimal';
import type { NumericInput } from '../format/numbers';
import type { MargemCalculada, Moeda } from './respostas';

/**
 * Project margin (DOMAIN.md 'Project cost and margin'; spec 01 sections 5 and 9).
 *
 * Every money figure is rounded half-up to cents as it is computed, so the figures the screen
 * shows add up (receitaLiquida = receitaBruta - impostos to the cent, and so on). Margins are
 * fractions rounded half-up to 6 places (NUMERIC(9,6) in the database). A zero divisor gives 0.
 */

/** The five percentages of spec 01 section 9, as fractions. */
export interface TaxasMargem {
  /** Tax on gross revenue (9,35 %). */
  taxaImposto: NumericInput;
  /** Tax on the result before IR/CSLL (34,00 %), applied only when that result is positive. */
  taxaImpostoResultado: NumericInput;
  /** Sales commission RV, on gross revenue (3,99 %). */
  taxaRv: NumericInput;
  /** Administrative allocation, on net revenue (12,10 %). */
  taxaRateio: NumericInput;
  /** Operating expense, on net revenue (13,70 %). */
  taxaDespesas: NumericInput;
}

/** Spec 01 section 9 defaults (fractions as decimal strings). */
export const TAXAS_MARGEM_PADRAO = {
  taxaImposto: '0.0935',
  taxaImpostoResultado: '0.34',
  taxaRv: '0.0399',
  taxaRateio: '0.121',
  taxaDespesas: '0.137',
} as const satisfies TaxasMargem;

/** The same defaults as the percent inputs show them (pt-BR, 2 decimals). */
export const PERCENTUAIS_MARGEM_PADRAO = {
  taxaImposto: '9,35',
  taxaImpostoResultado: '34,00',
  taxaRv: '3,99',
  taxaRateio: '12,10',
  taxaDespesas: '13,70',
} as const;

/** An indirect cost as the margin uses it. */
export interface CustoIndiretoValor {
  valor: NumericInput;
  moeda: Moeda;
  /** BRL per unit; ignored for BRL. */
  cotacao?: NumericInput | null;
}

/**
 * Indirect cost in BRL (DOMAIN.md): valor x cotacao for USD/EUR, valor for BRL; rounded half-up to
 * cents. A foreign currency without a positive rate cannot be converted: throws.
 */
export function valorConvertido(valor: NumericInput, moeda: Moeda, cotacao?: NumericInput | null): string {
  return centavos(converterParaBrl(valor, moeda, cotacao));
}

function converterParaBrl(valor: NumericInput, moeda: Moeda, cotacao?: NumericInput | null): Decimal {
  const amount = dec(valor, 'valor');
  if (moeda === 'BRL') return amount;
  const rate = dec(cotacao ?? null, 'cotacao');
  if (!rate.greaterThan(0)) throw new Error(`Cotação inválida para ${moeda}: ${String(cotacao)}`);
  return amount.times(rate);
}

/** Sum of the indirect costs in BRL (each converted and rounded to cents, then summed). */
export function totalCustosIndiretos(custos: readonly CustoIndiretoValor[]): string {
  return centavos(custos.reduce((total, custo) => total.plus(valorConvertido(custo.valor, custo.moeda, custo.cotacao)), ZERO));
}

export interface EntradaMargem {
  receitaBruta: NumericInput;
  /** Hour cost of the collaborators over the period (Custo Total HH). */
  custoHH: NumericInput;
  /** Indirect costs already in BRL. */
  totalCustoIndireto: NumericInput;
  /** Missing rates take the defaults. */
  taxas?: Partial<TaxasMargem>;
}

const cents = (value: Decimal) => new Decimal(centavos(value));
const fraction = (value: Decimal) => {
  const rounded = value.toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? '0' : rounded.toFixed(6);
};

/** The margin figures (DOMAIN.md formulas). */
export function calcularMargem(entrada: EntradaMargem): MargemCalculada {
  const taxas = { ...TAXAS_MARGEM_PADRAO, ...definidas(entrada.taxas) };
  const receitaBruta = cents(dec(entrada.receitaBruta, 'receitaBruta'));
  const custoHH = cents(dec(entrada.custoHH, 'custoHH'));
  const totalCustoIndireto = cents(dec(entrada.totalCustoIndireto, 'totalCustoIndireto'));

  const impostos = cents(receitaBruta.times(dec(taxas.taxaImposto, 'taxaImposto')));
  const receitaLiquida = receitaBruta.minus(impostos);
  const custoTotalVenda = custoHH.plus(totalCustoIndireto);
  const resultadoBruto = receitaLiquida.minus(custoTotalVenda);
  const margemBruta = dividir(resultadoBruto, receitaLiquida);
  const despesasOperacionais = cents(receitaLiquida.times(dec(taxas.taxaDespesas, 'taxaDespesas')));
  const rv = cents(receitaBruta.times(dec(taxas.taxaRv, 'taxaRv')));
  const rateioAdministrativo = cents(receitaLiquida.times(dec(taxas.taxaRateio, 'taxaRateio')));
  const resultadoAntesIRCSLL = resultadoBruto.minus(despesasOperacionais).minus(rv).minus(rateioAdministrativo);
  const impostoSemResultado = resultadoAntesIRCSLL.greaterThan(0)
    ? cents(resultadoAntesIRCSLL.times(dec(taxas.taxaImpostoResultado, 'taxaImpostoResultado')))
    : ZERO;
  const resultadoLiquido = resultadoAntesIRCSLL.minus(impostoSemResultado);
  const margemLiquida = dividir(resultadoLiquido, receitaBruta);

  return {
    receitaBruta: centavos(receitaBruta),
    impostos: centavos(impostos),
    receitaLiquida: centavos(receitaLiquida),
    custoHH: centavos(custoHH),
    totalCustoIndireto: centavos(totalCustoIndireto),
    custoTotalVenda: centavos(custoTotalVenda),
    resultadoBruto: centavos(resultadoBruto),
    margemBruta: fraction(margemBruta),
    margemContribuicao: fraction(margemBruta),
    despesasOperacionais: centavos(despesasOperacionais),
    rv: centavos(rv),
    rateioAdministrativo: centavos(rateioAdministrativo),
    resultadoAntesIRCSLL: centavos(resultadoAntesIRCSLL),
    impostoSemResultado: centavos(impostoSemResultado),
    resultadoLiquido: centavos(resultadoLiquido),
    margemLiquida: fraction(margemLiquida),
  };
}

function definidas(taxas: Partial<TaxasMargem> | undefined): Partial<TaxasMargem> {
  if (!taxas) return {};
  return Object.fromEntries(
    Object.entries(taxas).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<TaxasMargem>;
}

/**
 * Hour cost of worked time: seconds / 3600 x the hour cost (not rounded; round the total).
 * DOMAIN.md: the hour cost is the author's `custoHora` in the closing whose period holds the date.
 */
export function custoDasHoras(segundos: number, custoHora: NumericInput): Decimal {
  return new Decimal(segundos).div(3600).times(dec(custoHora, 'custoHora'));
}

/**
 * The one rounding of a reported hour cost (custo HH): the exact parts (hours x `custoHora` of each
 * collaborator and month, `custoDasHoras`) are added first and the sum is rounded half-up to cents
 * once (DOMAIN.md: round only where a figure is reported or stored). Adding parts already rounded
 * drifts by cents with the grouping: per collaborator in the detail and per month in the margin
 * gave R$ 25.106,04 and R$ 25.106,05 for the same hours.
 */
export function custoHHReportado(partesExatas: Iterable<NumericInput>): string {
  let total = ZERO;
  for (const parte of partesExatas) total = total.plus(dec(parte, 'custoHH'));
  return centavos(total);
}

/**
 * A report's rows (each its exact cost rounded to cents) against its total (the exact parts' sum
 * rounded once, `custoHHReportado`): what the rows shown add up to, and how far that is from the total
 * (at most half a cent per row), or null when they agree. The project detail says so under its table
 * of collaborators (the choice is in the backend projetos module's README).
 */
export function arredondamentoDasLinhas(linhas: Iterable<NumericInput>, total: NumericInput): { somaDasLinhas: string; diferenca: string } | null {
  let soma = ZERO;
  for (const linha of linhas) soma = soma.plus(dec(linha, 'custoTotal'));
  const diferenca = soma.minus(dec(total, 'custoHH'));
  return diferenca.isZero() ? null : { somaDasLinhas: centavos(soma), diferenca: centavos(diferenca) };
}
