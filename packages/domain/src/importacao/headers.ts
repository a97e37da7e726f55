import { IMPORT_MESSAGES, layoutColumns, type ImportLayout } from './layouts';

/** One imported row: every cell as text, keyed by column. */
export type ImportRow = Record<string, string>;

/** Header text compared loosely: case, accents, surrounding blanks, spaces/hyphens vs '_'. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export interface HeaderCheck {
  /** File header -> the layout's column name (only the recognised ones). */
  mapping: Record<string, string>;
  missing: string[];
  unknown: string[];
  duplicated: string[];
  /** Update layouts: no column to change besides the key. */
  nothingToUpdate: boolean;
  /** The texts to show; empty when the file can be sent. */
  problems: string[];
}

/** Which of the layout's columns are missing, which file headers are unknown or repeated. */
export function checkHeaders(layout: ImportLayout, headers: readonly string[]): HeaderCheck {
  const byKey = new Map(layoutColumns(layout).map((column) => [headerKey(column), column]));
  const mapping: Record<string, string> = {};
  const unknown: string[] = [];
  const seen = new Set<string>();
  const duplicated: string[] = [];
  for (const header of headers) {
    if (header.trim() === '') continue;
    const column = byKey.get(headerKey(header));
    if (!column) {
      unknown.push(header);
      continue;
    }
    if (seen.has(column)) duplicated.push(header);
    seen.add(column);
    mapping[header] = column;
  }
  const missing = layout.required.filter((column) => !seen.has(column));
  const nothingToUpdate = layout.needsOptional && !layout.optional.some((column) => seen.has(column));
  const problems: string[] = [];
  if (missing.length > 0) problems.push(IMPORT_MESSAGES.cabecalhosAusentes(missing));
  if (unknown.length > 0) problems.push(IMPORT_MESSAGES.cabecalhosDesconhecidos(unknown));
  if (duplicated.length > 0) problems.push(IMPORT_MESSAGES.cabecalhosRepetidos(duplicated));
  if (nothingToUpdate) problems.push(IMPORT_MESSAGES.nadaParaAtualizar);
  return { mapping, missing, unknown, duplicated, nothingToUpdate, problems };
}

/**
 * Rows keyed by the file's headers -> rows keyed by the layout's column names (unknown columns
 * dropped). The server applies it too, so an API client may send loosely written headers.
 */
export function toLayoutRows(layout: ImportLayout, rows: readonly Record<string, unknown>[]): ImportRow[] {
  const byKey = new Map(layoutColumns(layout).map((column) => [headerKey(column), column]));
  const cache = new Map<string, string | null>();
  const columnOf = (header: string) => {
    let column = cache.get(header);
    if (column === undefined) {
      column = byKey.get(headerKey(header)) ?? null;
      cache.set(header, column);
    }
    return column;
  };
  return rows.map((row) => {
    const result: ImportRow = {};
    for (const [header, value] of Object.entries(row)) {
      const column = columnOf(header);
      if (column !== null && !(column in result && result[column] !== '')) result[column] = cellToText(value);
    }
    return result;
  });
}

/** A value sent by an API client as text (numbers and booleans as written, null as empty). */
export function cellToText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return String(value);
}
