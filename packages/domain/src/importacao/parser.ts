/**
 * Reading an import file (spec 02 sections 3 and 5) with SheetJS CE: .csv, .xlsx or .xls; the CSV
 * separator is ';' when the file contains one, else ','; empty lines are skipped; every cell
 * becomes text; rows are keyed by the first row's headers. Used by the import screens and by the
 * benchmark (Node). Kept out of the package index so only its users load SheetJS.
 *
 * The file is untrusted: its size is checked before anything is read, xlsx goes through the
 * zip-bomb guard first, formulas are neither parsed nor evaluated (the cached value is read),
 * styles and rich text are skipped, and at most twice the row limit is read from the sheet.
 */
import * as XLSX from 'xlsx';
import type { ImportRow } from './headers';
import { IMPORT_LIMITS, IMPORT_MESSAGES, importFormatOf, type ImportFormat } from './layouts';
import { assertZipWithinLimits, ImportFileError, isZip } from './zipGuard';

export { ImportFileError } from './zipGuard';
export { importFormatOf, type ImportFormat } from './layouts';

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

const DEFAULT_LIMITS: ParseLimits = {
  maxBytes: IMPORT_LIMITS.maxBytes,
  maxRows: IMPORT_LIMITS.maxRows,
  maxUnzippedBytes: IMPORT_LIMITS.maxUnzippedBytes,
  maxZipEntries: IMPORT_LIMITS.maxZipEntries,
};

/** UTF-8 when valid (BOM dropped), else Windows-1252 (what Excel in pt-BR saves CSV in). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** ';' when the text contains one, otherwise ','. */
export function csvSeparator(text: string): ';' | ',' {
  return text.includes(';') ? ';' : ',';
}

/** A number as text without binary noise (15 significant digits, like the spreadsheet shows). */
function numberText(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A cell as text: dates 'yyyy-MM-dd', percent-formatted numbers '12.5%', booleans 'true'/'false'. */
export function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 's':
      return String(cell.v);
    case 'n': {
      const value = cell.v as number;
      const format = typeof cell.z === 'string' ? cell.z : '';
      if (format !== '' && XLSX.SSF.is_date(format)) {
        const date = XLSX.SSF.parse_date_code(value);
        if (date) return `${pad(date.y, 4)}-${pad(date.m)}-${pad(date.d)}`;
      }
      if (format.includes('%')) return `${numberText(value * 100)}%`;
      return numberText(value);
    }
    case 'b':
      return cell.v ? 'true' : 'false';
    case 'd': {
      const date = cell.v as Date;
      return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
    }
    case 'e':
      return cell.w ?? '';
    default:
      return '';
  }
}

function readWorkbook(format: ImportFormat, bytes: Uint8Array, sheetRows: number): XLSX.WorkBook {
  const common: XLSX.ParsingOptions = {
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    cellText: false,
    cellNF: true,
    bookVBA: false,
    sheetRows,
    sheets: 0,
  };
  if (format === 'csv') {
    const text = decodeText(bytes);
    return XLSX.read(text, { ...common, type: 'string', FS: csvSeparator(text), raw: true });
  }
  return XLSX.read(bytes, { ...common, type: 'array' });
}

type DenseSheet = XLSX.WorkSheet & { '!data'?: XLSX.CellObject[][] };

/**
 * Parses an import file. Throws ImportFileError with the text to show after 'Erro ao ler o
 * arquivo: ' (or IMPORT_MESSAGES.formatoNaoSuportado for another extension).
 */
export async function parseImportFile(
  fileName: string,
  data: ArrayBuffer | Uint8Array,
  limits: ParseLimits = DEFAULT_LIMITS,
): Promise<ParsedImportFile> {
  const format = importFormatOf(fileName);
  if (!format) throw new ImportFileError(IMPORT_MESSAGES.formatoNaoSuportado);
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.byteLength > limits.maxBytes) throw new ImportFileError(IMPORT_MESSAGES.arquivoGrande);
  if (format === 'xlsx' && !isZip(bytes)) throw new ImportFileError(IMPORT_MESSAGES.arquivoInvalido);
  if (isZip(bytes)) {
    await assertZipWithinLimits(bytes, { maxUnzippedBytes: limits.maxUnzippedBytes, maxEntries: limits.maxZipEntries });
  }

  // Header + the row limit, with room for blank lines; a longer sheet is refused below.
  const sheetRows = 2 * limits.maxRows + 1;
  let workbook: XLSX.WorkBook;
  try {
    workbook = readWorkbook(format, bytes, sheetRows);
  } catch {
    throw new ImportFileError(IMPORT_MESSAGES.arquivoInvalido);
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0]] as DenseSheet | undefined;
  if (!sheet) throw new ImportFileError(IMPORT_MESSAGES.semCabecalho);
  const fullRef = sheet['!fullref'] ?? sheet['!ref'];
  if (fullRef && XLSX.utils.decode_range(fullRef).e.r + 1 > sheetRows) throw new ImportFileError(IMPORT_MESSAGES.registrosDemais);

  // Dense sheets index rows from the sheet's first row (row 0 = line 1).
  const grid = sheet['!data'] ?? [];
  const isBlank = (line: XLSX.CellObject[] | undefined) => !line || line.every((cell) => cellText(cell).trim() === '');

  let headerIndex = 0;
  while (headerIndex < grid.length && isBlank(grid[headerIndex])) headerIndex++;
  if (headerIndex >= grid.length) throw new ImportFileError(IMPORT_MESSAGES.semCabecalho);
  const headerCells = grid[headerIndex];
  const headers = Array.from({ length: headerCells.length }, (_, c) => cellText(headerCells[c]).trim());
  const columns = headers.map((header, index) => ({ header, index })).filter((column) => column.header !== '');

  const rows: ImportRow[] = [];
  const lines: number[] = [];
  for (let r = headerIndex + 1; r < grid.length; r++) {
    const line = grid[r];
    if (isBlank(line)) continue;
    if (rows.length === limits.maxRows) throw new ImportFileError(IMPORT_MESSAGES.registrosDemais);
    const row: ImportRow = {};
    for (const { header, index } of columns) row[header] = cellText(line[index]).slice(0, IMPORT_LIMITS.maxCellChars);
    rows.push(row);
    lines.push(r + 1);
  }
  if (rows.length === 0) throw new ImportFileError(IMPORT_MESSAGES.semRegistros);
  return { format, headers, rows, lines };
}
