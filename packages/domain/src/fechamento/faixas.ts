import type { Comparador } from '../cadastros/options';
import type { DateValue } from '../format/dates';
import type { NumericInput } from '../format/numbers';
import { isoMemo } from './memo';
import { dec } from './decimal';
import { Exato, exato, maiorExato, ZERO_EXATO } from './exato';
import type { FaixaEscolhida, FaixaImpostoFechamento } from './types';

/**
 * Tax brackets (faixas; DOMAIN.md 'Payroll closing' item 3): pick the one bracket whose
 * `comparaInicio/valorFaixaInicio` and `comparaFim/valorFaixaFim` contain the base; the tax
 * is `valorFaixa` when set (a fixed amount, e.g. the INSS ceiling), else
 * base x `aliqFaixa` - `valorDeducao` (parcela a deduzir).
 */

function isoDate(value: DateValue, campo: string): string {
  const iso = isoMemo(value);
  if (iso === '') throw new Error(`Data inválida em ${campo}: ${String(value)}`);
  return iso;
}

function compara(base: Exato, comparador: Comparador, limite: Exato): boolean {
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
  const inicio = faixa.vigenciaInicio ? isoDate(faixa.vigenciaInicio, 'vigenciaInicio') : null;
  const fim = faixa.vigenciaFim ? isoDate(faixa.vigenciaFim, 'vigenciaFim') : null;
  return (inicio === null || inicio <= dia) && (fim === null || fim >= dia);
}

/** The brackets in force on `data`. */
export function faixasVigentes<T extends FaixaImpostoFechamento>(faixas: readonly T[], data: DateValue): T[] {
  return faixas.filter((faixa) => faixaVigente(faixa, data));
}

/** True when the bracket's bounds contain `base` (compared as given). */
export function faixaContem(faixa: FaixaImpostoFechamento, base: Exato): boolean {
  if (!compara(base, faixa.comparaInicio, exato(faixa.valorFaixaInicio, 'valorFaixaInicio'))) return false;
  if (faixa.comparaFim === null || faixa.comparaFim === undefined) return true;
  if (faixa.valorFaixaFim === null || faixa.valorFaixaFim === undefined || faixa.valorFaixaFim === '') return true;
  return compara(base, faixa.comparaFim, exato(faixa.valorFaixaFim, 'valorFaixaFim'));
}

export interface CalculoFaixa<T extends FaixaImpostoFechamento = FaixaImpostoFechamento> {
  base: Exato;
  faixa: T | null;
  /** Unrounded tax (0 when no bracket matched). */
  imposto: Exato;
  /**
   * True when base x aliq - dedução exceeded the fixed amount of a higher bracket of the same
   * table (the ceiling) and was capped to it. Happens with the 2025 INSS table at exactly
   * R$ 8.157,41: 8.157,41 x 14 % - 190,40 = 951,6374, above the legal maximum 951,63 (the
   * published parcela a deduzir 190,40 is the exact 190,403 rounded).
   */
  limitadoAoTeto: boolean;
}

const vazio = (value: NumericInput | null | undefined) => value === null || value === undefined || value === '';

/** One bracket of a prepared table: its bounds parsed once; the rest parsed on first use. */
class FaixaPreparada<T extends FaixaImpostoFechamento> {
  readonly inicio: Exato;
  /** The upper bound when the bracket has one (comparaFim and valorFaixaFim set). */
  readonly fim: Exato | null;
  private calculo: { fixo: Exato | null; aliq: Exato; deducao: Exato; teto: Exato | null } | null = null;
  private descricao: FaixaEscolhida | null = null;

  constructor(
    readonly faixa: T,
    private readonly tabela: readonly T[],
  ) {
    this.inicio = exato(faixa.valorFaixaInicio, 'valorFaixaInicio');
    this.fim =
      faixa.comparaFim === null || faixa.comparaFim === undefined || vazio(faixa.valorFaixaFim)
        ? null
        : exato(faixa.valorFaixaFim, 'valorFaixaFim');
  }

  contem(base: Exato): boolean {
    if (!compara(base, this.faixa.comparaInicio, this.inicio)) return false;
    return this.fim === null || compara(base, this.faixa.comparaFim!, this.fim);
  }

  /** Fixed amount, rate, deduction and the table's ceiling above this bracket (parsed once). */
  valores() {
    if (this.calculo !== null) return this.calculo;
    const { faixa } = this;
    if (!vazio(faixa.valorFaixa)) {
      this.calculo = { fixo: exato(faixa.valorFaixa, 'valorFaixa'), aliq: ZERO_EXATO, deducao: ZERO_EXATO, teto: null };
      return this.calculo;
    }
    const aliq = exato(faixa.aliqFaixa, 'aliqFaixa');
    const deducao = exato(faixa.valorDeducao, 'valorDeducao');
    // The ceiling: the fixed amount of the nearest higher bracket of the same table (same vigência).
    const inicio = exato(faixa.valorFaixaInicio);
    let teto: { inicio: Exato; valor: Exato } | null = null;
    for (const outra of this.tabela) {
      if (outra === faixa || (outra.vigenciaInicio ?? '') !== (faixa.vigenciaInicio ?? '')) continue;
      if (vazio(outra.valorFaixa)) continue;
      const outraInicio = exato(outra.valorFaixaInicio);
      if (!outraInicio.greaterThan(inicio)) continue;
      if (teto === null || outraInicio.lessThan(teto.inicio)) teto = { inicio: outraInicio, valor: exato(outra.valorFaixa) };
    }
    this.calculo = { fixo: null, aliq, deducao, teto: teto?.valor ?? null };
    return this.calculo;
  }

  /** The bracket as shown in the breakdown (one frozen object, shared by every employee's breakdown). */
  descrever(): FaixaEscolhida {
    this.descricao ??= Object.freeze(descreverFaixa(this.faixa));
    return this.descricao;
  }
}

/**
 * A bracket table prepared for one date: the brackets in force, their bounds and amounts parsed
 * once. A closing prepares each tax's table once and applies it to every employee.
 */
export class TabelaFaixas<T extends FaixaImpostoFechamento = FaixaImpostoFechamento> {
  /** The brackets in force on the date. */
  readonly vigentes: T[];
  private readonly preparadas: FaixaPreparada<T>[];

  constructor(faixas: readonly T[], date: DateValue) {
    this.vigentes = faixasVigentes(faixas, date);
    this.preparadas = this.vigentes.map((faixa) => new FaixaPreparada(faixa, this.vigentes));
  }

  /** pickBracket on this table. */
  escolher(base: Exato): FaixaPreparada<T> | null {
    const comparada = base.emCentavos();
    let escolhida: FaixaPreparada<T> | null = null;
    for (const preparada of this.preparadas) {
      if (!preparada.contem(comparada)) continue;
      if (escolhida === null || (preparada.faixa.vigenciaInicio ?? '') > (escolhida.faixa.vigenciaInicio ?? '')) {
        escolhida = preparada;
      }
    }
    return escolhida;
  }

  /** calcularPorFaixas on this table; `escolhida` is the prepared bracket (for its description). */
  calcular(valorBase: Exato): CalculoFaixa<T> & { escolhida: FaixaPreparada<T> | null } {
    const escolhida = this.escolher(valorBase);
    if (escolhida === null) return { base: valorBase, faixa: null, imposto: ZERO_EXATO, limitadoAoTeto: false, escolhida };
    const { fixo, aliq, deducao, teto } = escolhida.valores();
    if (fixo !== null) return { base: valorBase, faixa: escolhida.faixa, imposto: fixo, limitadoAoTeto: false, escolhida };
    let imposto = maiorExato(ZERO_EXATO, valorBase.times(aliq).minus(deducao));
    let limitadoAoTeto = false;
    if (teto !== null && imposto.greaterThan(teto)) {
      imposto = teto;
      limitadoAoTeto = true;
    }
    return { base: valorBase, faixa: escolhida.faixa, imposto, limitadoAoTeto, escolhida };
  }
}

/**
 * The bracket in force on `date` whose bounds contain `base`, or null.
 * - The base is compared rounded half-up to cents: the bounds are cents and consecutive brackets
 *   meet at one-cent steps (…1.518,00 | 1.518,01…), so a base carrying more precision (a prorated
 *   salary, an IRRF base) falls in exactly one of them.
 * - Inactive brackets (`ativo` false) and brackets out of their vigência are ignored.
 * - When several brackets match (overlapping tables in force), the one with the latest
 *   `vigenciaInicio` wins; on a tie, the first in the list.
 */
export function pickBracket<T extends FaixaImpostoFechamento>(
  brackets: readonly T[],
  base: NumericInput | Exato,
  date: DateValue,
): T | null {
  return new TabelaFaixas(brackets, date).escolher(exato(base, 'base'))?.faixa ?? null;
}

/** The tax of `base` by the brackets in force on `date` (DOMAIN.md item 3), unrounded, floor 0. */
export function calcularPorFaixas<T extends FaixaImpostoFechamento>(
  faixas: readonly T[],
  base: NumericInput | Exato,
  date: DateValue,
): CalculoFaixa<T> {
  const { escolhida: _escolhida, ...calculo } = new TabelaFaixas(faixas, date).calcular(exato(base, 'base'));
  return calculo;
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
    compara_inicio: faixa.comparaInicio,
    valor_faixa_inicio: dec(faixa.valorFaixaInicio).toFixed(2),
    compara_fim: faixa.comparaFim ?? null,
    valor_faixa_fim: texto(faixa.valorFaixaFim) === null ? null : dec(faixa.valorFaixaFim).toFixed(2),
    aliq_faixa: dec(faixa.aliqFaixa).toString(),
    valor_faixa: texto(faixa.valorFaixa) === null ? null : dec(faixa.valorFaixa).toFixed(2),
    valor_deducao: dec(faixa.valorDeducao).toFixed(2),
    vigencia_inicio: faixa.vigenciaInicio ? isoMemo(faixa.vigenciaInicio) : null,
    vigencia_fim: faixa.vigenciaFim ? isoMemo(faixa.vigenciaFim) : null,
    observacao: faixa.observacao ?? null,
  };
}
