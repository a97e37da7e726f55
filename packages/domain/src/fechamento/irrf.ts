import type { DateValue } from '../format/dates';
import type { NumericInput } from '../format/numbers';
import { calcularPorFaixas } from './faixas';
import { isoMemo } from './memo';
import { Exato, exato, maiorExato, menorExato, ZERO_EXATO } from './exato';
import { constantesIrrf } from './legalConstants';
import { memoTexto } from './memo';
import type { DetalheIrrf, FaixaImpostoFechamento } from './types';

/**
 * Income tax withheld on the salary (IRRF; DOMAIN.md 'Payroll closing' item 3, base `imposto`):
 * base = gross - employee taxes on salary (INSS) - dependents x deduction per dependent, or
 * gross - simplified discount when that is larger (the larger deduction wins; floor 0); tax by
 * the brackets in force; from 2026 minus the Lei 15.270 reduction. The legal constants come from
 * `legalConstants.ts` for the date.
 */

export interface BaseIrrfInput {
  /** Gross taxable income of the month (the prorated salary). */
  bruto: NumericInput | Exato;
  /** Employee taxes on base salario (INSS), deductible. */
  deducaoImpostos?: NumericInput | Exato | null;
  dependentes?: number | string | null;
  /** Reference date ('yyyy-MM-dd') of the legal constants. */
  data: DateValue;
}

export interface BaseIrrf {
  data: string;
  bruto: Exato;
  deducaoImpostos: Exato;
  dependentes: number;
  deducaoPorDependente: Exato;
  deducaoDependentes: Exato;
  deducaoLegal: Exato;
  descontoSimplificado: Exato;
  deducaoUsada: 'legal' | 'simplificado';
  deducao: Exato;
  /** gross - the larger deduction, floor 0 (unrounded). */
  base: Exato;
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

/** The legal constants of a date as Exato values (read once per date). */
const constantesExatas = memoTexto(512, (data: string) => {
  const constantes = constantesIrrf(data);
  const redutor = constantes.redutor;
  return {
    deducaoDependente: Exato.deDecimal(constantes.deducaoDependente),
    descontoSimplificado: Exato.deDecimal(constantes.descontoSimplificado),
    redutor:
      redutor === null
        ? null
        : {
            limiteIsencao: Exato.deDecimal(redutor.limiteIsencao),
            limiteReducao: Exato.deDecimal(redutor.limiteReducao),
            parcelaFixa: Exato.deDecimal(redutor.parcelaFixa),
            fator: Exato.deDecimal(redutor.fator),
          },
  };
});

/** The IRRF base: the larger of the legal deductions and the simplified discount is subtracted. */
export function calcularBaseIrrf(input: BaseIrrfInput): BaseIrrf {
  const data = dataIso(input.data);
  const constantes = constantesExatas(data);
  const bruto = exato(input.bruto, 'bruto');
  const deducaoImpostos = exato(input.deducaoImpostos, 'deducaoImpostos');
  const dependentes = inteiroNaoNegativo(input.dependentes);
  const deducaoDependentes = constantes.deducaoDependente.times(Exato.deNumero(dependentes));
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
    base: maiorExato(ZERO_EXATO, bruto.minus(deducao)),
  };
}

/**
 * The Lei 15.270/2025 reduction of the monthly tax (from January 2026; none before):
 * gross <= 5.000,00 -> the whole tax; 5.000,01..7.350,00 -> 978,62 - 0,133145 x gross, floor 0,
 * at most the tax; above -> 0.
 */
export function reducaoLei15270(
  bruto: NumericInput | Exato,
  impostoTabela: NumericInput | Exato,
  data: DateValue,
): Exato {
  const redutor = constantesExatas(dataIso(data)).redutor;
  const gross = exato(bruto, 'bruto');
  const imposto = maiorExato(ZERO_EXATO, exato(impostoTabela, 'impostoTabela'));
  if (redutor === null) return ZERO_EXATO;
  if (gross.lessThanOrEqualTo(redutor.limiteIsencao)) return imposto;
  if (gross.greaterThan(redutor.limiteReducao)) return ZERO_EXATO;
  const reducao = maiorExato(ZERO_EXATO, redutor.parcelaFixa.minus(redutor.fator.times(gross)));
  return menorExato(reducao, imposto);
}

export interface IrrfInput extends BaseIrrfInput {
  /** The IRRF brackets (all vigências; those in force on `data` are used). */
  faixas: readonly FaixaImpostoFechamento[];
}

export interface CalculoIrrf<T extends FaixaImpostoFechamento = FaixaImpostoFechamento> extends BaseIrrf {
  faixa: T | null;
  /** Tax by the table, before the reduction. */
  impostoTabela: Exato;
  reducao: Exato;
  /** impostoTabela - reducao (unrounded). */
  imposto: Exato;
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
export function detalharIrrf(base: BaseIrrf, impostoTabela: Exato = ZERO_EXATO, reducao: Exato = ZERO_EXATO): DetalheIrrf {
  return {
    bruto: base.bruto.centavos(),
    deducaoImpostos: base.deducaoImpostos.centavos(),
    dependentes: base.dependentes,
    deducaoPorDependente: base.deducaoPorDependente.centavos(),
    deducaoDependentes: base.deducaoDependentes.centavos(),
    deducaoLegal: base.deducaoLegal.centavos(),
    descontoSimplificado: base.descontoSimplificado.centavos(),
    deducaoUsada: base.deducaoUsada,
    deducao: base.deducao.centavos(),
    base: base.base.centavos(),
    impostoTabela: impostoTabela.centavos(),
    reducaoLei15270: reducao.centavos(),
    imposto: impostoTabela.minus(reducao).centavos(),
  };
}
