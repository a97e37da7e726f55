import { toIsoDate, type DateValue } from '../format/dates';

/**
 * Memoisation of the closing engine's pure conversions of TEXT (a closing computes thousands of
 * employees with the same tax tables, benefit values and dates: parsing each text once keeps the
 * engine fast). Only functions of the text itself are memoised, so a cached answer can never be
 * stale; each cache is a Map emptied when it reaches `limite` entries (bounded memory).
 */
export function memoTexto<T>(limite: number, fn: (texto: string) => T): (texto: string) => T {
  const cache = new Map<string, T>();
  return (texto: string) => {
    const found = cache.get(texto);
    if (found !== undefined) return found;
    const value = fn(texto);
    if (cache.size >= limite) cache.clear();
    cache.set(texto, value);
    return value;
  };
}

const isoDeTexto = memoTexto(4096, (texto) => toIsoDate(texto));

/** toIsoDate, memoised for text ('yyyy-MM-dd' or 'dd/MM/yyyy'); '' when invalid. */
export function isoMemo(value: DateValue | null | undefined): string {
  return typeof value === 'string' ? isoDeTexto(value) : toIsoDate(value);
}
