import { isDateCell, sanitizeCell, toDateParts, type CellValue, type DateParts } from '@financeiro/domain';
import * as XLSX from 'xlsx';
import { downloadReplacement } from './download';
import { buildRows, safeSheetName, xlsxFileName, type ExportSpec, type SheetSpec } from './rows';

// SheetJS (about 100 KB gzipped) is only reached through ./lazy: keep this module out of static imports.
export { buildRows, safeSheetName, xlsxFileName, type ExportColumn, type ExportSpec, type SheetSpec } from './rows';

/** Number format of every number cell (DOMAIN.md: exports round to 2 decimals). */
export const NUMBER_FORMAT = '#,##0.00';
/** Format of every date cell. */
export const DATE_FORMAT = 'dd/mm/yyyy';

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A calendar date as the spreadsheet's serial day number (1900 date system). */
function serialDay({ year, month, day }: DateParts): number {
  return (Date.UTC(year, month - 1, day) - EXCEL_EPOCH) / 86_400_000;
}

/** What a cell shows in the column-width estimate. */
function cellText(value: CellValue | undefined): string {
  if (value instanceof Date || isDateCell(value)) return '00/00/0000';
  if (typeof value === 'number') return value.toFixed(2);
  return String(value ?? '');
}

/**
 * The sheet of the lines: numbers as number cells with '#,##0.00' (or the column's format), Dates and `dateCell`s as date cells
 * (dd/mm/yyyy, the calendar date in America/Sao_Paulo), text as text.
 */
function typedSheet(data: CellValue[][], numberFormat: (column: number) => string = () => NUMBER_FORMAT): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(data.map((line) => line.map((value) => (value instanceof Date || isDateCell(value) ? '' : value))));
  data.forEach((line, r) =>
    line.forEach((value, c) => {
      const address = XLSX.utils.encode_cell({ r, c });
      if (typeof value === 'number') sheet[address] = { t: 'n', v: value, z: numberFormat(c) };
      const parts = isDateCell(value) ? value.dateCell : value instanceof Date ? toDateParts(value) : null;
      if (parts) sheet[address] = { t: 'n', v: serialDay(parts), z: DATE_FORMAT };
      else if (value instanceof Date || isDateCell(value)) delete sheet[address];
    }),
  );
  return sheet;
}

/** The workbook an export writes (pure: tests read it back with XLSX.write + XLSX.read). */
export function buildWorkbook<T>({ sheetName, columns, rows }: Omit<ExportSpec<T>, 'fileName'> & { fileName?: string }): XLSX.WorkBook {
  const data = buildRows(columns, rows);
  const sheet = typedSheet(data, (column) => columns[column]?.numberFormat ?? NUMBER_FORMAT);
  sheet['!cols'] = columns.map((_, index) => ({
    wch: Math.min(60, Math.max(8, ...data.map((line) => cellText(line[index]).length + 2))),
  }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, safeSheetName(sheetName));
  return workbook;
}

const browserDownload = (workbook: XLSX.WorkBook, fileName: string) => XLSX.writeFile(workbook, fileName, { bookType: 'xlsx', compression: true });
export { replaceXlsxDownload } from './download';

function deliver(workbook: XLSX.WorkBook, fileName: string): void {
  const replacement = downloadReplacement();
  if (replacement) replacement(workbook, fileName, XLSX);
  else browserDownload(workbook, fileName);
}

/** Builds and downloads the xlsx file. */
export function exportToXlsx<T>(spec: ExportSpec<T>): void {
  deliver(buildWorkbook(spec), xlsxFileName(spec.fileName));
}

/** A workbook from free-form lines (pure: tests read it back). */
export function buildSheetWorkbook({ sheetName, title, rows }: Omit<SheetSpec, 'fileName'>): XLSX.WorkBook {
  const data: CellValue[][] = [...(title ? [[sanitizeCell(title)]] : []), ...rows.map((line) => line.map((cell) => sanitizeCell(cell)))];
  const sheet = typedSheet(data);
  const width = Math.max(0, ...data.map((line) => line.length));
  sheet['!cols'] = Array.from({ length: width }, (_, index) => ({
    wch: Math.min(40, Math.max(8, ...data.filter((line) => line !== data[0] || !title).map((line) => cellText(line[index]).length + 2))),
  }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, safeSheetName(sheetName));
  return workbook;
}

/** Builds and downloads a free-form sheet. */
export function exportSheetToXlsx(spec: SheetSpec): void {
  deliver(buildSheetWorkbook(spec), xlsxFileName(spec.fileName));
}
