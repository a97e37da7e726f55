import type Decimal from 'decimal.js';
import type { DateValue } from '../../format/dates';
import type { NumericInput } from '../../format/numbers';
import { calcularPorFaixas } from './faixas';
import { isoMemo } from '../memo';
import { centavos, dec, maximo, minimo, ZERO } from './decimal';
import { constantesIrrf } from '../legalConstants';
import type { DetalheIrrf, FaixaImpostoFechamento } from '../types';

/**
 * Income tax withheld on the salary (IRRF; DOMAIN.md 'Payroll closing' item 3, base `imposto`):
 * base = gross - employee taxes on salary (INSS) - dependents x deduction per dependent, or
 * gross - simplified discount when that is larger (the larger deduction wins; floor 0); tax by
 * the brackets in force; from 2026 minus the Lei 15.270 reduction. The legal constants come from
 * `legalConstants.ts` for the date.
 */

export interface BaseIrrfInput {
  /** Gross taxable income of the month (the prorated salary). */
  bruto: NumericInput;
  /** Employee taxes on base salario (INSS), deductible. */
  deducaoImpostos?: NumericInput | null;
  dependentes?: number | string | null;
  /** Reference date ('yyyy-MM-dd') of the legal constants. */
  data: DateValue;
}

export interface BaseIrrf {
  data: string;
  bruto: Decimal;
  deducaoImpostos: Decimal;
  dependentes: number;
  deducaoPorDependente: Decimal;
  deducaoDependentes: Decimal;
  deducaoLegal: Decimal;
  descontoSimplificado: Decimal;
  deducaoUsada: 'legal' | 'simplificado';
  deducao: Decimal;
  /** gross - the larger deduction, floor 0 (unrounded). */
  base: Decimal;
}

function dataIso(data: DateValue): string {
  const iso = isoMemo(data);
  if (iso === '') throw new Error(`Data inválida: ${String(data)}`);
  return iso;
}

function inteiroNaoNegativo(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const numero = Number(value);
  if (!Number.isInteger(numero) || numero < 0) throw new Error(`Número de dependentes inválido: ${String(value)}`);
  return numero;
}

/** The IRRF base: the larger of the legal deductions and the simplified discount is subtracted. */
export function calcularBaseIrrf(input: BaseIrrfInput): BaseIrrf {
  const data = dataIso(input.data);
  const constantes = constantesIrrf(data);
  const bruto = dec(input.bruto, 'bruto');
  const deducaoImpostos = dec(input.deducaoImpostos, 'deducaoImpostos');
  const dependentes = inteiroNaoNegativo(input.dependentes);
  const deducaoDependentes = constantes.deducaoDependente.times(dependentes);
  const deducaoLegal = deducaoImpostos.plus(deducaoDependentes);
  const simplificado = constantes.descontoSimplificado.greaterThan(deducaoLegal);
  const deducao = simplificado ? constantes.descontoSimplificado : deducaoLegal;
  return {
    data,
    bruto,
    deducaoImpostos,
    dependentes,
    deducaoPorDependente: constantes.deducaoDependente,
    deducaoDependentes,
    deducaoLegal,
    descontoSimplificado: constantes.descontoSimplificado,
    deducaoUsada: simplificado ? 'simplificado' : 'legal',
    deducao,
    base: maximo(ZERO, bruto.minus(deducao)),
  };
}

/**
 * The Lei 15.270/2025 reduction of the monthly tax (from January 2026; none before):
 * gross <= 5.000,00 -> the whole tax; 5.000,01..7.350,00 -> 978,62 - 0,133145 x gross, floor 0,
 * at most the tax; above -> 0.
 */
export function reducaoLei15270(bruto: NumericInput, impostoTabela: NumericInput, data: DateValue): Decimal {
  const redutor = constantesIrrf(dataIso(data)).redutor;
  const gross = dec(bruto, 'bruto');
  const imposto = maximo(ZERO, dec(impostoTabela, 'impostoTabela'));
  if (redutor === null) return ZERO;
  if (gross.lessThanOrEqualTo(redutor.limiteIsencao)) return imposto;
  if (gross.greaterThan(redutor.limiteReducao)) return ZERO;
  const reducao = maximo(ZERO, redutor.parcelaFixa.minus(redutor.fator.times(gross)));
  return minimo(reducao, imposto);
}

export interface IrrfInput extends BaseIrrfInput {
  /** The IRRF brackets (all vigências; those in force on `data` are used). */
  faixas: readonly FaixaImpostoFechamento[];
}

export interface CalculoIrrf<T extends FaixaImpostoFechamento = FaixaImpostoFechamento> extends BaseIrrf {
  faixa: T | null;
  /** Tax by the table, before the reduction. */
  impostoTabela: Decimal;
  reducao: Decimal;
  /** impostoTabela - reducao (unrounded). */
  imposto: Decimal;
}

/** IRRF of a month's salary: base, bracket, table tax, Lei 15.270 reduction, tax (all unrounded). */
export function calcularIrrf<T extends FaixaImpostoFechamento>(input: IrrfInput & { faixas: readonly T[] }): CalculoIrrf<T> {
  const base = calcularBaseIrrf(input);
  const tabela = calcularPorFaixas(input.faixas, base.base, base.data);
  const reducao = reducaoLei15270(base.bruto, tabela.imposto, base.data);
  return {
    ...base,
    faixa: tabela.faixa,
    impostoTabela: tabela.imposto,
    reducao,
    imposto: tabela.imposto.minus(reducao),
  };
}

/** The IRRF figures as reported (cents). */
export function detalharIrrf(base: BaseIrrf, impostoTabela: Decimal = ZERO, reducao: Decimal = ZERO): DetalheIrrf {
  return {
    bruto: centavos(base.bruto),
    deducaoImpostos: centavos(base.deducaoImpostos),
    dependentes: base.dependentes,
    deducaoPorDependente: centavos(base.deducaoPorDependente),
    deducaoDependentes: centavos(base.deducaoDependentes),
    deducaoLegal: centavos(base.deducaoLegal),
    descontoSimplificado: centavos(base.descontoSimplificado),
    deducaoUsada: base.deducaoUsada,
    deducao: centavos(base.deducao),
    base: centavos(base.base),
    impostoTabela: centavos(impostoTabela),
    reducaoLei15270: centavos(reducao),
    imposto: centavos(impostoTabela.minus(reducao)),
  };
}
