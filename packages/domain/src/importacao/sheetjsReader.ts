/**
 * The SheetJS CE path of the import parser: .csv and .xls always, .xlsx when the direct reader
 * (xlsxReader.ts) leaves the file to it. Loaded on demand by parser.ts, so reading an ordinary
 * .xlsx neither loads nor runs SheetJS. Formulas are neither parsed nor evaluated (the cached
 * value is read), styles and rich text are skipped, and at most `sheetRows` rows are read.
 */
import * as XLSX from 'xlsx';
import { IMPORT_MESSAGES, type ImportFormat } from './layouts';
import { numberText } from './ssfPort';
import { csvSeparator, decodeText } from './text';
import type { SheetText, TextGrid } from './xlsxReader';
import { ImportFileError } from './zipGuard';

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
        if (date) return `${String(date.y).padStart(4, '0')}-${String(date.m).padStart(2, '0')}-${String(date.d).padStart(2, '0')}`;
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

/** The first sheet as text (rows past `sheetRows` are not read). Throws ImportFileError. */
export function readWithSheetJS(format: ImportFormat, bytes: Uint8Array, sheetRows: number): SheetText {
  let workbook: XLSX.WorkBook;
  try {
    workbook = readWorkbook(format, bytes, sheetRows);
  } catch {
    throw new ImportFileError(IMPORT_MESSAGES.arquivoInvalido);
  }
  // SheetJS drops a sheet it cannot parse (broken XML, a shared string that does not exist)
  // instead of failing: the file is corrupt, not one without headers.
  const sheet = workbook.Sheets[workbook.SheetNames[0]] as DenseSheet | undefined;
  if (!sheet) throw new ImportFileError(IMPORT_MESSAGES.arquivoInvalido);
  const fullRef = sheet['!fullref'] ?? sheet['!ref'];
  if (fullRef && XLSX.utils.decode_range(fullRef).e.r + 1 > sheetRows) return { grid: [], tooLong: true };
  // Dense sheets index rows from the sheet's first row (row 0 = line 1); holes stay holes.
  const grid: TextGrid = (sheet['!data'] ?? []).map((line) => (line ? Array.from(line, cellText) : undefined));
  return { grid, tooLong: false };
}

