import { sanitizeCell, type CellValue } from '@financeiro/domain';
import * as XLSX from 'xlsx';

export interface ExportColumn<T> {
  header: string;
  /** The cell value: text, number (rounded to 2 decimals), boolean or Date. Prefer formatted date text. */
  value: (row: T) => unknown;
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

/** The workbook an export writes (pure: tests read it back with XLSX.write + XLSX.read). */
export function buildWorkbook<T>({ sheetName, columns, rows }: Omit<ExportSpec<T>, 'fileName'> & { fileName?: string }): XLSX.WorkBook {
  const data = buildRows(columns, rows);
  const sheet = XLSX.utils.aoa_to_sheet(data);
  sheet['!cols'] = columns.map((_, index) => ({
    wch: Math.min(60, Math.max(8, ...data.map((line) => String(line[index] ?? '').length + 2))),
  }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, safeSheetName(sheetName));
  return workbook;
}

/** Builds and downloads the xlsx file. */
export function exportToXlsx<T>(spec: ExportSpec<T>): void {
  XLSX.writeFile(buildWorkbook(spec), xlsxFileName(spec.fileName), { bookType: 'xlsx', compression: true });
}

export interface SheetSpec {
  fileName: string;
  sheetName?: string;
  /** A first line above the rows (e.g. 'Relatório Capacidade: 01/10/2026 - 31/12/2026'). */
  title?: string;
  /** Free-form lines (several tables in one sheet); every cell passed through sanitizeCell. */
  rows: readonly (readonly unknown[])[];
}

/** A workbook from free-form lines (pure: tests read it back). */
export function buildSheetWorkbook({ sheetName, title, rows }: Omit<SheetSpec, 'fileName'>): XLSX.WorkBook {
  const data: CellValue[][] = [...(title ? [[sanitizeCell(title)]] : []), ...rows.map((line) => line.map((cell) => sanitizeCell(cell)))];
  const sheet = XLSX.utils.aoa_to_sheet(data);
  const width = Math.max(0, ...data.map((line) => line.length));
  sheet['!cols'] = Array.from({ length: width }, (_, index) => ({
    wch: Math.min(40, Math.max(8, ...data.filter((line) => line !== data[0] || !title).map((line) => String(line[index] ?? '').length + 2))),
  }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, safeSheetName(sheetName));
  return workbook;
}

/** Builds and downloads a free-form sheet. */
export function exportSheetToXlsx(spec: SheetSpec): void {
  XLSX.writeFile(buildSheetWorkbook(spec), xlsxFileName(spec.fileName), { bookType: 'xlsx', compression: true });
}
