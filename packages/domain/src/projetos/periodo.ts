import { formatDate, isWholeCalendarMonth, lastDayOfMonth, parseDateBR, parseIsoDate, toDateParts, toIsoDate, type DateValue } from '../format/dates';

/**
 * Period rules of the project screens (spec 01 sections 2.2, 2.3 and 4). Dates are calendar dates
 * 'yyyy-MM-dd' (America/Sao_Paulo days); periods are inclusive.
 */

export { isWholeCalendarMonth };

/**
 * Detail date filter (spec 01 section 4): when the start date changes, the end date becomes the
 * last day of the start month; an unchanged (or invalid) start keeps the current end.
 */
export function fimAoMudarInicio(
  novoInicio: DateValue | null | undefined,
  inicioAnterior: DateValue | null | undefined,
  fimAtual: string,
): string {
  const novo = toIsoDate(novoInicio);
  if (novo === '' || novo === toIsoDate(inicioAnterior)) return fimAtual;
  return lastDayOfMonth(novo);
}

/**
 * Comparison date filter (spec 01 section 2.3): when the start is the 1st of a month and no end
 * date is set, the end is the last day of that month. Otherwise the end stays as it is.
 */
export function fimComparacao(inicio: DateValue | null | undefined, fim: string | null | undefined): string {
  if (fim !== null && fim !== undefined && fim.trim() !== '') return fim;
  const parts = toDateParts(inicio ?? null);
  if (!parts || parts.day !== 1) return fim ?? '';
  return lastDayOfMonth(parts);
}

/**
 * Margin saving and the detail's Adicionar Custos / Comparar Custos (spec 01 section 4): one
 * project and a whole calendar month.
 */
export function podeSalvarRelatorio(quantidadeProjetos: number, inicio: DateValue | null | undefined, fim: DateValue | null | undefined): boolean {
  return quantidadeProjetos === 1 && isWholeCalendarMonth(inicio, fim);
}

/**
 * A date path parameter: 'dd/MM/yyyy' (as the spec sends it, encoded or not) or 'yyyy-MM-dd' →
 * 'yyyy-MM-dd'; null when invalid. A text whose '%' does not decode ('%25' already decoded by the
 * server's router) is not a date: null, never a URIError.
 */
export function dataDoCaminho(texto: string | null | undefined): string | null {
  const raw = String(texto ?? '');
  let value: string;
  try {
    value = (raw.includes('%') ? decodeURIComponent(raw) : raw).trim();
  } catch {
    return null;
  }
  const parts = parseDateBR(value) ?? parseIsoDate(value);
  return parts ? toIsoDate(parts) : null;
}

/** A date for the path parameters of the project calls: 'dd/MM/yyyy', URL-encoded. */
export function dataParaCaminho(value: DateValue | null | undefined): string {
  return encodeURIComponent(formatDate(value));
}

/** Months ('yyyy-MM') from the month of `inicio` to the month of `fim`, both included. */
export function mesesDoPeriodo(inicio: DateValue, fim: DateValue): string[] {
  const from = toDateParts(inicio);
  const to = toDateParts(fim);
  if (!from || !to) return [];
  const months: string[] = [];
  let year = from.year;
  let month = from.month;
  while (year < to.year || (year === to.year && month <= to.month)) {
    months.push(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}

