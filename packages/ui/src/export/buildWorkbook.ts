import { sanitizeCell, type CellValue } from '@financeiro/domain';
import * as XLSX from 'xlsx';
import { buildRows, safeSheetName, xlsxFileName, type ExportSpec, type SheetSpec } from './rows';

// SheetJS (about 100 KB gzipped) is only reached through ./lazy: keep this module out of static imports.
export { buildRows, safeSheetName, xlsxFileName, type ExportColumn, type ExportSpec, type SheetSpec } from './rows';

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
