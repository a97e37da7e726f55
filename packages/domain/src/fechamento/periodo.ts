/**
 * The closing's inputs read once (DOMAIN.md 'Payroll closing' item 1): dates and numbers checked,
 * the regime's provision flags with their defaults, and the salary's proration in the period.
 */
import { daysInMonth, parseIsoDate, type DateValue } from '../format/dates';
import { Exato, menorExato, UM_EXATO, ZERO_EXATO } from './exato';
import { isoMemo } from './memo';
import type { ColaboradorFechamento, PeriodoFechamento, RegimeProvisoes } from './types';

/** Closing default (spec 02 section 9). */
export const DIAS_UTEIS_PADRAO = 30;

export function dataIso(value: DateValue, campo: string): string {
  const iso = isoMemo(value);
  if (iso === '') throw new Error(`Data inválida em ${campo}: ${String(value)}`);
  return iso;
}

export function dataOpcional(value: DateValue | null | undefined, campo: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  return dataIso(value, campo);
}

function diaJuliano(iso: string): number {
  const parts = parseIsoDate(iso)!;
  return Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000;
}

/** Calendar days from `inicio` to `fim`, both included. */
function diasCorridos(inicio: string, fim: string): number {
  return diaJuliano(fim) - diaJuliano(inicio) + 1;
}

export function numeroNaoNegativo(value: number | string | null | undefined, padrao: number, campo: string): number {
  if (value === null || value === undefined || value === '') return padrao;
  const numero = Number(value);
  if (!Number.isFinite(numero) || numero < 0) throw new Error(`Valor inválido em ${campo}: ${String(value)}`);
  return numero;
}

export interface Flags {
  decimoTerceiro: boolean;
  ferias: boolean;
  tercoFerias: boolean;
  rescisao: boolean;
  fgts: boolean;
  recesso: boolean;
}

/** Provision flags; a missing flag takes the regime_contrato column default (CLT). */
export function flagsProvisao(regime: RegimeProvisoes | null | undefined): Flags {
  const r = regime ?? {};
  return {
    decimoTerceiro: r.provisionaDecimoTerceiro ?? true,
    ferias: r.provisionaFerias ?? true,
    tercoFerias: r.provisionaTercoFerias ?? true,
    rescisao: r.provisionaRescisao ?? true,
    fgts: r.provisionaFgts ?? true,
    recesso: r.recessoRemunerado ?? false,
  };
}

export interface Proporcionalidade {
  ativoNoPeriodo: boolean;
  admitidoNoPeriodo: boolean;
  demitidoNoPeriodo: boolean;
  diasTrabalhados: number;
  diasMes: number;
  fator: Exato;
}

/**
 * Salary factor of item 1: admitted or dismissed inside the period -> calendar days active in the
 * period / days of the month (of `dataInicio`); otherwise 1; never active in the period -> 0.
 */
export function proporcionalidade(
  colaborador: Pick<ColaboradorFechamento, 'admissao' | 'demissao'>,
  periodo: Pick<PeriodoFechamento, 'dataInicio' | 'dataFim'>,
): Proporcionalidade {
  return proporcionalidadeNoPeriodo(periodo)(colaborador);
}

/** `proporcionalidade` for one period: the period's dates read once, the common case (active all period) one shared object. */
export function proporcionalidadeNoPeriodo(
  periodo: Pick<PeriodoFechamento, 'dataInicio' | 'dataFim'>,
): (colaborador: Pick<ColaboradorFechamento, 'admissao' | 'demissao'>) => Proporcionalidade {
  const inicio = dataIso(periodo.dataInicio, 'dataInicio');
  const fim = dataIso(periodo.dataFim, 'dataFim');
  if (fim < inicio) throw new Error(`Período inválido: ${inicio} a ${fim}`);
  const partes = parseIsoDate(inicio)!;
  const diasMes = daysInMonth(partes.year, partes.month);
  const inativo: Proporcionalidade = Object.freeze({
    ativoNoPeriodo: false,
    admitidoNoPeriodo: false,
    demitidoNoPeriodo: false,
    diasTrabalhados: 0,
    diasMes,
    fator: ZERO_EXATO,
  });
  const periodoInteiro: Proporcionalidade = Object.freeze({
    ativoNoPeriodo: true,
    admitidoNoPeriodo: false,
    demitidoNoPeriodo: false,
    diasTrabalhados: diasCorridos(inicio, fim),
    diasMes,
    fator: UM_EXATO,
  });
  return (colaborador) => {
    const admissao = dataOpcional(colaborador.admissao, 'admissao');
    const demissao = dataOpcional(colaborador.demissao, 'demissao');
    const primeiro = admissao !== null && admissao > inicio ? admissao : inicio;
    const ultimo = demissao !== null && demissao < fim ? demissao : fim;
    if (ultimo < primeiro) return inativo;
    const admitidoNoPeriodo = admissao !== null && admissao > inicio;
    const demitidoNoPeriodo = demissao !== null && demissao < fim;
    if (!admitidoNoPeriodo && !demitidoNoPeriodo) return periodoInteiro;
    const diasTrabalhados = diasCorridos(primeiro, ultimo);
    const fator = menorExato(UM_EXATO, Exato.deNumero(diasTrabalhados).div(Exato.deNumero(diasMes)));
    return { ativoNoPeriodo: true, admitidoNoPeriodo, demitidoNoPeriodo, diasTrabalhados, diasMes, fator };
  };
}
