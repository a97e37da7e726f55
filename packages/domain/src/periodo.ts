import type { FieldError } from './validation';
import { compareDates, toDateParts, toIsoDate, type DateValue } from './format/dates';
import { dataDoCaminho } from './projetos/periodo';

/**
 * Bounds of every date and period a route receives (issue 35): years 1900 to 2200, and a period of at
 * most 10 years unless a spec section gives another bound. Far dates once reached PostgreSQL's
 * timestamptz arithmetic (SQLSTATE 22009, a 500) and an unbounded period made one report read the
 * whole history (16 MiB in seconds). One rule for the backend's path, query and body dates and the
 * screens' forms.
 */
export const ANO_MINIMO = 1900;
export const ANO_MAXIMO = 2200;
export const PERIODO_MAXIMO_ANOS = 10;

export const PERIODO_MENSAGENS = {
  dataInvalida: 'Data inválida: use dd/MM/yyyy ou yyyy-MM-dd.',
  foraDosLimites: `Data fora do intervalo permitido (anos de ${ANO_MINIMO} a ${ANO_MAXIMO}).`,
  fimAntesDoInicio: 'A data final deve ser igual ou posterior à data inicial.',
  longo: (anos: number) => `O período deve ter no máximo ${anos} ${anos === 1 ? 'ano' : 'anos'}.`,
  /** A start/end filter's Filtrar with a date missing (spec 03's wording for periods). */
  campos: 'Preencha todos os campos antes de prosseguir.',
  /** A start/end filter's Filtrar with the start after the end (spec 03's wording). */
  ordem: 'Período Inicial menor que Período Final.',
} as const;

/**
 * Why a start/end date filter cannot be applied (its Filtrar says it on click): a date missing (empty,
 * unfinished or impossible, which the date field gives as ''), the start after the end, or the bounds the
 * routes keep (years 1900..2200, at most 10 years); null when the period is fine.
 */
export function erroPeriodo(inicio: DateValue | null | undefined, fim: DateValue | null | undefined): string | null {
  if (!toDateParts(inicio ?? '') || !toDateParts(fim ?? '')) return PERIODO_MENSAGENS.campos;
  if (compareDates(inicio, fim) > 0) return PERIODO_MENSAGENS.ordem;
  const de = toIsoDate(inicio);
  const ate = toIsoDate(fim);
  if (!dataNosLimites(de) || !dataNosLimites(ate)) return PERIODO_MENSAGENS.foraDosLimites;
  return ate > fimMaximoDoPeriodo(de) ? PERIODO_MENSAGENS.longo(PERIODO_MAXIMO_ANOS) : null;
}

/** A 'yyyy-MM-dd' (or 'yyyy-MM') whose year is within 1900..2200; true for what is not a date (another test says so). */
export function dataNosLimites(iso: string | null | undefined): boolean {
  const match = /^(\d{4})-\d{2}(-\d{2})?$/.exec(String(iso ?? '').trim());
  if (!match) return true;
  const ano = Number(match[1]);
  return ano >= ANO_MINIMO && ano <= ANO_MAXIMO;
}

/** The last day a period starting on `inicio` ('yyyy-MM-dd') may end on: `anos` years later, minus one day. */
export function fimMaximoDoPeriodo(inicio: string, anos: number = PERIODO_MAXIMO_ANOS): string {
  const [ano, mes, dia] = inicio.split('-').map(Number);
  // Day 0 of a month is the last day of the one before (29 February + N years: 28 February).
  return new Date(Date.UTC(ano + anos, mes - 1, dia - 1)).toISOString().slice(0, 10);
}

export interface OpcoesPeriodo {
  /** Field names of the start and the end (the API's error `field`). */
  campos?: [string, string];
  /** Longest period in years (default 10). */
  maxAnos?: number;
  /** Message for an end before the start (a section's own wording). */
  mensagemOrdem?: string;
  /** Which field carries the order error (default the end). */
  campoOrdem?: 0 | 1;
  /** Message for a text that is not a date (a section's own wording). */
  mensagemData?: string;
}

/** A date as a route receives it ('yyyy-MM-dd', or 'dd/MM/yyyy', or 'yyyy-MM' for a month) → error text or null. */
export function erroDaData(iso: string): string | null {
  return dataNosLimites(iso) ? null : PERIODO_MENSAGENS.foraDosLimites;
}

/**
 * The period rule: both dates real ('yyyy-MM-dd' or 'dd/MM/yyyy'), years 1900..2200, the end not before the
 * start, at most `maxAnos` years (inclusive of both ends). Months 'yyyy-MM' are read as their first day
 * (start) and last day (end). Returns the ISO dates or the field errors, in the shape the API answers with.
 */
export function validarPeriodo(
  inicio: string | null | undefined,
  fim: string | null | undefined,
  opcoes: OpcoesPeriodo = {},
): { ok: true; value: [string, string] } | { ok: false; errors: FieldError[] } {
  const campos = opcoes.campos ?? ['inicio', 'fim'];
  const maxAnos = opcoes.maxAnos ?? PERIODO_MAXIMO_ANOS;
  const de = lerData(inicio, 'inicio');
  const ate = lerData(fim, 'fim');
  const errors: FieldError[] = [];
  for (const [valor, campo] of [
    [de, campos[0]],
    [ate, campos[1]],
  ] as const) {
    if (valor === null) errors.push({ field: campo, errorMessage: opcoes.mensagemData ?? PERIODO_MENSAGENS.dataInvalida });
    else if (!dataNosLimites(valor)) errors.push({ field: campo, errorMessage: PERIODO_MENSAGENS.foraDosLimites });
  }
  if (errors.length > 0 || de === null || ate === null) return { ok: false, errors };
  if (ate < de) {
    return { ok: false, errors: [{ field: campos[opcoes.campoOrdem ?? 1], errorMessage: opcoes.mensagemOrdem ?? PERIODO_MENSAGENS.fimAntesDoInicio }] };
  }
  if (ate > fimMaximoDoPeriodo(de, maxAnos)) return { ok: false, errors: [{ field: campos[1], errorMessage: PERIODO_MENSAGENS.longo(maxAnos) }] };
  return { ok: true, value: [de, ate] };
}

function lerData(texto: string | null | undefined, ponta: 'inicio' | 'fim'): string | null {
  const raw = String(texto ?? '').trim();
  const mes = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(raw);
  if (mes) {
    const [ano, m] = [Number(mes[1]), Number(mes[2])];
    const dia = ponta === 'inicio' ? 1 : new Date(Date.UTC(ano, m, 0)).getUTCDate();
    return `${mes[1]}-${mes[2]}-${String(dia).padStart(2, '0')}`;
  }
  return dataDoCaminho(raw);
}
