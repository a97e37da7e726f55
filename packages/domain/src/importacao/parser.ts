/**
 * Reading an import file (spec 02 sections 3 and 5): .csv, .xlsx or .xls; the CSV separator is
 * ';' when the file contains one, else ','; empty lines are skipped; every cell becomes text;
 * rows are keyed by the first row's headers. Used by the import screens and by the benchmark
 * (Node). Kept out of the package index so only its users load it.
 *
 * An .xlsx is read by the direct reader (xlsxReader.ts) from the parts the zip-bomb guard
 * inflated; SheetJS CE (sheetjsReader.ts, loaded on demand) reads .csv, .xls and the .xlsx files
 * the direct reader leaves to it. Both give the same text for the same file.
 *
 * The file is untrusted: its size is checked before anything is read, zips go through the
 * zip-bomb guard first, formulas are neither parsed nor evaluated (the cached value is read),
 * styles and rich text are skipped, and at most twice the row limit is read from the sheet.
 */
import type { ImportRow } from './headers';
import { IMPORT_LIMITS, IMPORT_MESSAGES, importFormatOf, type ImportFormat } from './layouts';
import { readXlsxFirstSheet, type SheetText, type TextGrid } from './xlsxReader';
import { assertZipWithinLimits, ImportFileError, isZip, ZipContents } from './zipGuard';

export { ImportFileError } from './zipGuard';
export { importFormatOf, type ImportFormat } from './layouts';
export { csvSeparator, decodeText } from './text';

export interface ParsedImportFile {
  format: ImportFormat;
  /** First row, trimmed (blank headers kept as ''). */
  headers: string[];
  /** Data rows keyed by header (columns with a blank header are left out). */
  rows: ImportRow[];
  /** Line (1-based, as the spreadsheet numbers it) of each row. */
  lines: number[];
}

export interface ParseLimits {
  maxBytes: number;
  maxRows: number;
  maxUnzippedBytes: number;
  maxZipEntries: number;
}

/**
 * Which reader reads an .xlsx: 'auto' (the direct reader, SheetJS when it leaves the file to it).
 * 'direct' and 'sheetjs' exist for the tests that compare both; 'direct' fails when the direct
 * reader would have handed the file to SheetJS.
 */
export type XlsxEngine = 'auto' | 'direct' | 'sheetjs';

const DEFAULT_LIMITS: ParseLimits = {
  maxBytes: IMPORT_LIMITS.maxBytes,
  maxRows: IMPORT_LIMITS.maxRows,
  maxUnzippedBytes: IMPORT_LIMITS.maxUnzippedBytes,
  maxZipEntries: IMPORT_LIMITS.maxZipEntries,
};

/** Header row, data rows and their lines from a sheet's text grid. */
function rowsOfGrid(format: ImportFormat, grid: TextGrid, maxRows: number): ParsedImportFile {
  const isBlank = (line: string[] | undefined) => !line || line.every((text) => text.trim() === '');

  let headerIndex = 0;
  while (headerIndex < grid.length && isBlank(grid[headerIndex])) headerIndex++;
  if (headerIndex >= grid.length) throw new ImportFileError(IMPORT_MESSAGES.semCabecalho);
  const headerCells = grid[headerIndex] as string[];
  const headers = Array.from({ length: headerCells.length }, (_, c) => (headerCells[c] ?? '').trim());
  const columns = headers.map((header, index) => ({ header, index })).filter((column) => column.header !== '');

  const rows: ImportRow[] = [];
  const lines: number[] = [];
  for (let r = headerIndex + 1; r < grid.length; r++) {
    const line = grid[r];
    if (isBlank(line)) continue;
    if (rows.length === maxRows) throw new ImportFileError(IMPORT_MESSAGES.registrosDemais);
    const row: ImportRow = {};
    for (const { header, index } of columns) row[header] = (line![index] ?? '').slice(0, IMPORT_LIMITS.maxCellChars);
    rows.push(row);
    lines.push(r + 1);
  }
  if (rows.length === 0) throw new ImportFileError(IMPORT_MESSAGES.semRegistros);
  return { format, headers, rows, lines };
}

/**
 * Parses an import file. Throws ImportFileError with the text to show after 'Erro ao ler o
 * arquivo: ' (or IMPORT_MESSAGES.formatoNaoSuportado for another extension).
 */
export async function parseImportFile(
  fileName: string,
  data: ArrayBuffer | Uint8Array,
  limits: ParseLimits = DEFAULT_LIMITS,
  engine: XlsxEngine = 'auto',
): Promise<ParsedImportFile> {
  const format = importFormatOf(fileName);
  if (!format) throw new ImportFileError(IMPORT_MESSAGES.formatoNaoSuportado);
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.byteLength > limits.maxBytes) throw new ImportFileError(IMPORT_MESSAGES.arquivoGrande);
  if (format === 'xlsx' && !isZip(bytes)) throw new ImportFileError(IMPORT_MESSAGES.arquivoInvalido);
  const contents = format === 'xlsx' && engine !== 'sheetjs' ? new ZipContents() : undefined;
  if (isZip(bytes)) {
    await assertZipWithinLimits(bytes, { maxUnzippedBytes: limits.maxUnzippedBytes, maxEntries: limits.maxZipEntries }, contents);
  }

  // Header + the row limit, with room for blank lines; a longer sheet is refused below.
  const sheetRows = 2 * limits.maxRows + 1;
  let sheet: SheetText | null = contents ? readXlsxFirstSheet(contents, sheetRows) : null;
  if (!sheet) {
    if (engine === 'direct') throw new Error('the direct xlsx reader left this file to SheetJS');
    const { readWithSheetJS } = await import('./sheetjsReader');
    sheet = readWithSheetJS(format, bytes, sheetRows);
  }
  if (sheet.tooLong) throw new ImportFileError(IMPORT_MESSAGES.registrosDemais);
  return rowsOfGrid(format, sheet.grid, limits.maxRows);
}
