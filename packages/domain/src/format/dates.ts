// Each function from its own file: the packages' indexes load every function they have (all of date-fns,
// ~250 files), which the bundles tree-shake but every test file importing the domain would load again.
import { format as formatLocal } from 'date-fns/format';
import { ptBR } from 'date-fns/locale/pt-BR';
import { formatInTimeZone } from 'date-fns-tz/formatInTimeZone';

/**
 * Calendar dates. The interchange form is the ISO calendar date 'yyyy-MM-dd' (what the API uses
 * outside the paths that show dd/MM/yyyy); inputs hold the day, month and year pieces (spec 01
 * section 5). Instants (Date objects, ISO date-times) are converted in America/Sao_Paulo.
 */

export const TIME_ZONE = 'America/Sao_Paulo';

/** A calendar date in pieces; month is 1..12. */
export interface DateParts {
  day: number;
  month: number;
  year: number;
}

/** What the date helpers accept: a Date (instant), DateParts, 'yyyy-MM-dd', 'dd/MM/yyyy', an ISO date-time or epoch ms. */
export type DateValue = Date | DateParts | string | number;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidDateParts(parts: DateParts): boolean {
  const { day, month, year } = parts;
  return (
    Number.isInteger(day) &&
    Number.isInteger(month) &&
    Number.isInteger(year) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function checked(parts: DateParts): DateParts | null {
  return isValidDateParts(parts) ? parts : null;
}

/** 'dd/MM/yyyy' → { day, month, year }, or null when the text is not a real calendar date. */
export function parseDateBR(text: string | null | undefined): DateParts | null {
  const match = BR_DATE.exec(String(text ?? '').trim());
  if (!match) return null;
  return checked({ day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) });
}

/** 'yyyy-MM-dd' → pieces, or null. */
export function parseIsoDate(text: string | null | undefined): DateParts | null {
  const match = ISO_DATE.exec(String(text ?? '').trim());
  if (!match) return null;
  return checked({ day: Number(match[3]), month: Number(match[2]), year: Number(match[1]) });
}

function isDateParts(value: unknown): value is DateParts {
  return typeof value === 'object' && value !== null && !(value instanceof Date) && 'day' in value;
}

/** Any accepted value → calendar pieces (instants read in America/Sao_Paulo); null when invalid. */
export function toDateParts(value: DateValue | null | undefined): DateParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (isDateParts(value)) return checked(value);
  if (typeof value === 'string') {
    const text = value.trim();
    const parts = parseIsoDate(text) ?? parseDateBR(text);
    if (parts) return parts;
    if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  }
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const [year, month, day] = formatInTimeZone(instant, TIME_ZONE, 'yyyy-MM-dd').split('-').map(Number);
  return { day, month, year };
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** → 'yyyy-MM-dd'; '' when the value is empty or invalid. */
export function toIsoDate(value: DateValue | null | undefined): string {
  const parts = toDateParts(value);
  return parts ? `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}` : '';
}

/** → 'dd/MM/yyyy' (instants in America/Sao_Paulo); '' when empty or invalid. */
export function formatDate(value: DateValue | null | undefined): string {
  const parts = toDateParts(value);
  return parts ? `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}` : '';
}

/** The date picker's display, dd-MMM-yyyy in pt-BR: '05-jan-2025'; '' when empty or invalid. */
export function formatDatePicker(value: DateValue | null | undefined): string {
  const parts = toDateParts(value);
  if (!parts) return '';
  return formatLocal(new Date(parts.year, parts.month - 1, parts.day), 'dd-MMM-yyyy', { locale: ptBR });
}

/** Today's calendar date in America/Sao_Paulo as 'yyyy-MM-dd'. `now` is injectable for tests. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return formatInTimeZone(now, TIME_ZONE, 'yyyy-MM-dd');
}

/** Last day of the month of `value`, as 'yyyy-MM-dd' ('' when invalid). */
export function lastDayOfMonth(value: DateValue | null | undefined): string {
  const parts = toDateParts(value);
  if (!parts) return '';
  return toIsoDate({ ...parts, day: daysInMonth(parts.year, parts.month) });
}

/** First day of the month of `value`, as 'yyyy-MM-dd' ('' when invalid). */
export function firstDayOfMonth(value: DateValue | null | undefined): string {
  const parts = toDateParts(value);
  return parts ? toIsoDate({ ...parts, day: 1 }) : '';
}

/** True when start is the 1st and end is the last day of the same month of the same year. */
export function isWholeCalendarMonth(start: DateValue | null | undefined, end: DateValue | null | undefined): boolean {
  const from = toDateParts(start);
  const to = toDateParts(end);
  if (!from || !to) return false;
  return (
    from.year === to.year &&
    from.month === to.month &&
    from.day === 1 &&
    to.day === daysInMonth(to.year, to.month)
  );
}

/** Compares two calendar dates: negative, 0 or positive (invalid values sort first). */
export function compareDates(a: DateValue | null | undefined, b: DateValue | null | undefined): number {
  const left = toIsoDate(a);
  const right = toIsoDate(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
