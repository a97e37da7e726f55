/** Text helpers shared by filters, sorting and alerts (pt-BR). */

/** Lower case without accents: 'São João' → 'sao joao'. */
export function normalizeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Case- and accent-insensitive "contains" (an empty needle matches everything). */
export function includesText(haystack: unknown, needle: string): boolean {
  const wanted = normalizeText(needle).trim();
  return wanted === '' || normalizeText(haystack).includes(wanted);
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** pt-BR collation ('abel' < 'Ágata' < 'Beto'), numbers inside text compared numerically. */
export function compareText(a: unknown, b: unknown): number {
  return collator.compare(a === null || a === undefined ? '' : String(a), b === null || b === undefined ? '' : String(b));
}

export const ELLIPSIS = '…';

/**
 * Cuts messages longer than `max` characters (spec 01 sections 8 and 9: alerts are cut at 100
 * characters): the first `max` characters followed by '…'. Line breaks are kept.
 */
export function truncateMessage(text: string, max = 100): string {
  const value = text ?? '';
  const chars = Array.from(value);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}${ELLIPSIS}` : value;
}
