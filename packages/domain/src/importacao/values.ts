import Decimal from 'decimal.js';

/**
 * A percentage cell ('12,5', '12.5', '12,5%', '1.234,5') as the fraction the schemas hold
 * (0.125). Blank stays ''. Text that is not a number is returned unchanged, so the schema reports
 * it with its own message ('Preencher com um valor numérico').
 */
export function percentCellToFraction(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const number = trimmed.replace(/\s*%$/, '');
  let decimal: Decimal | null = null;
  if (/^-?\d+(\.\d+)?$/.test(number)) decimal = new Decimal(number);
  else if (/^-?\d{1,3}(\.\d{3})*(,\d+)?$/.test(number) || /^-?\d+,\d+$/.test(number)) {
    decimal = new Decimal(number.replace(/\./g, '').replace(',', '.'));
  }
  return decimal === null ? text : decimal.dividedBy(100).toString();
}

/** Answer of POST /import/... (spec 02 section 7), inside `{ result }`. */
export interface ImportResult {
  /** Applied rows by CPF: the employee's registration number (mat); for benefits, the benefit codes. */
  success: Record<string, number | number[]>;
  /** Rejected rows by CPF: every message of every rejected row with that CPF. */
  fail: Record<string, string[]>;
  /** Number of rows applied (each row entirely or not at all). */
  applied: number;
  /**
   * Every rejected row on its own, sorted by its line in the file (the request's `linhas`, else
   * index + 2: the header is line 1), with all of its messages; rows with the same CPF stay apart.
   */
  falhas: ImportFailure[];
}

export interface ImportFailure {
  /** Line of the row in the file, as the spreadsheet numbers it. */
  linha: number;
  /** The row's CPF as written, or 'Registro N (sem CPF)'. */
  cpf: string;
  mensagens: string[];
}
