import { compareText, formatDate, includesText, toDateParts } from '@financeiro/domain';
import type { DataTableColumn, SortState } from './types';

/** The value of a column for a row: the accessor, or row[key]. */
export function cellValue<T>(column: DataTableColumn<T>, row: T): unknown {
  if (column.accessor) return column.accessor(row);
  return (row as Record<string, unknown> | null | undefined)?.[column.key];
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

function sortKey(value: unknown): number | string {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return String(value);
}

/**
 * Compares two cell values: numbers and Dates numerically, text with pt-BR collation (numbers
 * inside text compared numerically, so ISO dates and codes sort correctly). Empty values last.
 */
export function compareValues(a: unknown, b: unknown): number {
  const left = sortKey(a);
  const right = sortKey(b);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return compareText(left, right);
}

/** Stable sort; empty values always at the end whatever the direction. */
export function sortRows<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], sort: SortState | null | undefined): T[] {
  const copy = [...rows];
  if (!sort) return copy;
  const column = columns.find((candidate) => candidate.key === sort.key);
  if (!column) return copy;
  const factor = sort.direction === 'desc' ? -1 : 1;
  return copy.sort((rowA, rowB) => {
    const a = cellValue(column, rowA);
    const b = cellValue(column, rowB);
    const emptyA = isEmpty(a);
    const emptyB = isEmpty(b);
    if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
    return factor * compareValues(a, b);
  });
}

/** The text a column filter is matched against. */
export function filterTextOf<T>(column: DataTableColumn<T>, row: T): string {
  if (column.filterText) return column.filterText(row);
  const value = valueFilterText(column, row);
  // What the cell shows, when it is plain text ('6 h', 'R$ 1.234,56'): the user filters by what they see.
  const shown = column.render?.(row);
  const rendered = typeof shown === 'string' || typeof shown === 'number' ? String(shown) : '';
  return rendered && rendered !== value ? `${value} ${rendered}`.trim() : value;
}

function valueFilterText<T>(column: DataTableColumn<T>, row: T): string {
  const value = cellValue(column, row);
  if (isEmpty(value)) return '';
  if (typeof value === 'number') return `${value} ${value.toLocaleString('pt-BR')}`;
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && toDateParts(value.slice(0, 10))) {
    return `${value} ${formatDate(value.slice(0, 10))}`;
  }
  return String(value);
}

/** Keeps rows whose every filtered column contains its filter text (case- and accent-insensitive). */
export function filterRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  filters: Record<string, string>,
): T[] {
  const active = columns.filter((column) => (filters[column.key] ?? '').trim() !== '');
  if (active.length === 0) return [...rows];
  return rows.filter((row) => active.every((column) => includesText(filterTextOf(column, row), filters[column.key])));
}

/** Next sort after a click on `key`: a new column starts at `first`, the same column toggles. */
export function nextSort(current: SortState | null | undefined, key: string, first: 'asc' | 'desc' = 'asc'): SortState {
  if (current && current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: first };
}

/** Selection after the header checkbox: selects the whole view, or unselects it when all were selected. */
export function toggleViewSelection<Id>(selected: readonly Id[], viewIds: readonly Id[]): Id[] {
  const chosen = new Set(selected);
  const allSelected = viewIds.length > 0 && viewIds.every((id) => chosen.has(id));
  if (allSelected) {
    const view = new Set(viewIds);
    return selected.filter((id) => !view.has(id));
  }
  const result = [...selected];
  viewIds.forEach((id) => {
    if (!chosen.has(id)) result.push(id);
  });
  return result;
}
