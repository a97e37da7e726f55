import { sanitizeCell, type CellValue } from '@financeiro/domain';

// The pure half of the xlsx export (no SheetJS): column and row shaping, names.
export interface ExportColumn<T> {
  header: string;
  /** The cell value: text, number (rounded to 2 decimals, a number cell), boolean, or a date: `dateCell(...)` (a date cell). */
  value: (row: T) => unknown;
  /** Format of the column's number cells; default '#,##0.00' (e.g. '0' for a matrícula or a count). */
  numberFormat?: string;
}

export interface ExportSpec<T> {
  /** File name; '.xlsx' is added when missing. */
  fileName: string;
  /** Sheet name (cut to 31 characters, without []:*?/\); default 'Planilha1'. */
  sheetName?: string;
  columns: ExportColumn<T>[];
  rows: readonly T[];
}

const INVALID_SHEET_CHARS = /[[\]:*?/\\]/g;

export function safeSheetName(name: string | undefined): string {
  const cleaned = (name ?? '').replace(INVALID_SHEET_CHARS, ' ').trim().slice(0, 31);
  return cleaned === '' ? 'Planilha1' : cleaned;
}

export function xlsxFileName(fileName: string): string {
  const base = fileName.trim() === '' ? 'exportacao' : fileName.trim();
  return /\.xlsx$/i.test(base) ? base : `${base}.xlsx`;
}

/** Header row + one row per item; every cell passed through sanitizeCell (formula injection, 2 decimals). */
export function buildRows<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): CellValue[][] {
  return [
    columns.map((column) => sanitizeCell(column.header)),
    ...rows.map((row) => columns.map((column) => sanitizeCell(column.value(row)))),
  ];
}

export interface SheetSpec {
  fileName: string;
  sheetName?: string;
  /** A first line above the rows (e.g. 'Relatório Capacidade: 01/10/2026 - 31/12/2026'). */
  title?: string;
  /** Free-form lines (several tables in one sheet); every cell passed through sanitizeCell. */
  rows: readonly (readonly unknown[])[];
}

