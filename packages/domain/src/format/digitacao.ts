import { isValidDateParts, type DateParts } from './dates';

/**
 * How typed and pasted text becomes a stored value, one rule per input kind (money, percent, date,
 * integer), the same for every field of the application. A field hands over what the browser did
 * (`FieldEdit`: the text before, the text after the keystroke or paste and the caret) and gets back
 * the text to show, where the caret goes and the value to store (`applyEdit`).
 *
 * What every rule shares:
 * - The user reads left to right: digits are placed where they are typed, never shifted into cents.
 * - A keystroke the rule cannot take (over the length limit) is refused: the text stays as it was.
 * - Backspace or Delete over a separator the rule puts back ('.' of thousands, the '/' it inserted)
 *   removes the digit beside it, so the key never looks dead.
 * - The caret stays after the digit it followed when separators come and go.
 */

export type EditKind = 'type' | 'deleteBackward' | 'deleteForward' | 'paste';

export interface FieldEdit {
  /** The text the field showed before the edit. */
  before: string;
  /** The text after the browser applied the keystroke or paste. */
  raw: string;
  /** The caret in `raw`. */
  caret: number;
  kind: EditKind;
  /** The clipboard text, for a paste. */
  pasted?: string;
}

export interface FieldText {
  /** What the field shows. */
  text: string;
  /** Where the caret goes in `text`. */
  caret: number;
  /** The value to store ('' for an empty or incomplete field). */
  value: string;
}

export interface InputRule {
  /** Reads the whole text; null refuses it (the edit is undone). */
  read(raw: string): { text: string; value: string } | null;
  /** What a whole pasted text means, before it joins the field's text. */
  pasted?(text: string): string;
  /** Characters that, typed right before the caret, put the caret after the text's decimal comma. */
  decimalMarks?: string;
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

function digitsIn(text: string): number {
  let count = 0;
  for (const char of text) if (isDigit(char)) count += 1;
  return count;
}

/** Where the caret goes in `text` after the same digits it followed in `raw`. */
function placeCaret(rule: InputRule, raw: string, caret: number, text: string): number {
  const before = raw.slice(0, caret);
  const last = before[before.length - 1];
  if (last !== undefined && rule.decimalMarks?.includes(last) && text.includes(',')) return text.indexOf(',') + 1;
  const digits = digitsIn(before);
  let position = 0;
  let seen = 0;
  while (position < text.length && seen < digits) {
    if (isDigit(text[position])) seen += 1;
    position += 1;
  }
  if (last !== undefined && !isDigit(last) && position < text.length && !isDigit(text[position])) position += 1;
  return position;
}

/** Applies one keystroke or paste to a field under `rule`; null when the rule refuses it. */
export function applyEdit(rule: InputRule, edit: FieldEdit): FieldText | null {
  let raw = edit.raw;
  let caret = Math.max(0, Math.min(edit.caret, raw.length));
  if (edit.kind === 'paste' && edit.pasted && rule.pasted) {
    const start = caret - edit.pasted.length;
    if (start >= 0 && raw.slice(start, caret) === edit.pasted) {
      const meant = rule.pasted(edit.pasted);
      raw = raw.slice(0, start) + meant + raw.slice(caret);
      caret = start + meant.length;
    }
  }
  let read = rule.read(raw);
  if (!read) return null;
  if ((edit.kind === 'deleteBackward' || edit.kind === 'deleteForward') && read.text === edit.before && raw !== edit.before) {
    // Only a separator went, and the rule put it back: take the digit beside it.
    const index = edit.kind === 'deleteBackward' ? lastDigitBefore(raw, caret) : firstDigitFrom(raw, caret);
    if (index >= 0) {
      raw = raw.slice(0, index) + raw.slice(index + 1);
      if (edit.kind === 'deleteBackward') caret = index;
      read = rule.read(raw);
      if (!read) return null;
    }
  }
  return { text: read.text, value: read.value, caret: placeCaret(rule, raw, caret, read.text) };
}

function lastDigitBefore(text: string, caret: number): number {
  for (let index = caret - 1; index >= 0; index -= 1) if (isDigit(text[index])) return index;
  return -1;
}

function firstDigitFrom(text: string, caret: number): number {
  for (let index = caret; index < text.length; index += 1) if (isDigit(text[index])) return index;
  return -1;
}

function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

function withoutLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

export function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

// ---------------------------------------------------------------------------------------------
// Money

export const MONEY_INPUT_MAX_LENGTH = 16;

/**
 * Money (pt-BR, spec 01 sections 5 and 9): whole reais as typed, a comma starts the cents (at most
 * 2), the text regrouped with thousands dots ('45000,5' shows '45.000,5' and stores 45000.50). While
 * typing, a dot is a thousands separator and nothing else ('45.000,50' key by key is 45.000,50). A
 * dot is a decimal point only in a whole pasted text with no comma and one or two digits after its
 * only dot ('45000.50', a spreadsheet copy). At most `maxLength` characters with 2 decimals
 * ('9.999.999.999,99' for 16); a longer text is refused.
 */
export function moneyRule(maxLength = MONEY_INPUT_MAX_LENGTH): InputRule {
  return {
    decimalMarks: ',',
    pasted: (text) => {
      const trimmed = text.replace(/R\$|\s|\u00a0/g, '');
      return /^\d+\.\d{1,2}$/.test(trimmed) ? trimmed.replace('.', ',') : trimmed;
    },
    read: (raw) => {
      const cleaned = raw.replace(/[^\d,]/g, '');
      const comma = cleaned.indexOf(',');
      const integerDigits = comma < 0 ? cleaned : cleaned.slice(0, comma);
      const cents = comma < 0 ? null : onlyDigits(cleaned.slice(comma + 1)).slice(0, 2);
      if (integerDigits === '' && cents === null) return { text: '', value: '' };
      const integer = withoutLeadingZeros(integerDigits) || '0';
      const grouped = groupThousands(integer);
      if (`${grouped},00`.length > maxLength) return null;
      return { text: cents === null ? grouped : `${grouped},${cents}`, value: `${integer}.${(cents ?? '').padEnd(2, '0')}` };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Percent

export const PERCENT_INPUT_MAX_LENGTH = 5;

/**
 * Percent (spec 01 section 5: at most 5 characters, shown with 2 decimals): read left to right like
 * money — '27,5' is 27,50 %, '10' is 10,00 %, '8,33' is 8,33 %; a comma or a dot starts the
 * decimals (at most 2). The value is the percentage as a decimal string ('27.50'), not the fraction.
 * Limits (0–100) are the form's and the server's, with their messages: the field shows what was typed.
 */
export function percentRule(maxLength = PERCENT_INPUT_MAX_LENGTH): InputRule {
  return {
    decimalMarks: ',.',
    read: (raw) => {
      const cleaned = raw.replace(/[^\d,.]/g, '');
      const mark = cleaned.search(/[,.]/);
      const integerDigits = mark < 0 ? cleaned : cleaned.slice(0, mark);
      const decimals = mark < 0 ? null : onlyDigits(cleaned.slice(mark + 1)).slice(0, 2);
      if (integerDigits === '' && decimals === null) return { text: '', value: '' };
      const integer = withoutLeadingZeros(integerDigits) || '0';
      const text = decimals === null ? integer : `${integer},${decimals}`;
      if (text.length > maxLength) return null;
      return { text, value: `${integer}.${(decimals ?? '').padEnd(2, '0')}` };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Integer

/** Whole numbers (dependents, daily workload, working days, quantities): digits only, at most `maxLength`. */
export function integerRule(maxLength: number): InputRule {
  return {
    read: (raw) => {
      const digits = onlyDigits(raw);
      if (digits === '') return { text: '', value: '' };
      const text = withoutLeadingZeros(digits);
      if (text.length > maxLength) return null;
      return { text, value: text };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Date

export const DATA_INVALIDA = 'Data inválida.';

/**
 * The digits of a date-like text in pieces of at most `limits[i]` digits joined by '/': a full piece (but the
 * last) closes by itself when the next digit comes, a '/' (or '-', '.', space) typed after a digit closes a shorter
 * one; anything else is dropped, and so are digits past the last piece's limit.
 */
function slashedPieces(raw: string, limits: readonly number[]): string {
  const last = limits.length - 1;
  const pieces = [''];
  for (const char of raw) {
    const index = pieces.length - 1;
    const piece = pieces[index]!;
    if (isDigit(char)) {
      if (piece.length < limits[index]!) pieces[index] = piece + char;
      else if (index < last) pieces.push(char);
    } else if ('/-. '.includes(char) && index < last && piece.length > 0) {
      pieces.push('');
    }
  }
  return pieces.join('/');
}

/**
 * Dates typed dd/MM/yyyy: '1/10/2026', '01/10/2026' and '01102026' are all 01/10/2026. A '/' (or
 * '-', '.', space) typed after a day or month of one digit closes it; two digits close it by
 * themselves (the '/' is shown when the next digit comes). The year has 4 digits. A pasted
 * 'yyyy-MM-dd' is read as that date. The value is 'yyyy-MM-dd' for a real calendar date, '' while
 * incomplete or impossible (`dateTextState` tells which).
 */
export const dateRule: InputRule = {
  pasted: (text) => {
    const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(text);
    return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : text;
  },
  read: (raw) => {
    const text = slashedPieces(raw, [2, 2, 4]);
    const parts = datePieces(text);
    return { text, value: parts && isValidDateParts(parts) ? isoOf(parts) : '' };
  },
};

function datePieces(text: string): DateParts | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return match ? { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) } : null;
}

function isoOf(parts: DateParts): string {
  return `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
}

/**
 * What a typed date text is: 'empty', 'incomplete' (still being typed), 'valid' or 'invalid' (day,
 * month and a 4-digit year that are no calendar date: '31/02/2026', '01/13/2026').
 */
export function dateTextState(text: string): 'empty' | 'incomplete' | 'valid' | 'invalid' {
  if (text.trim() === '') return 'empty';
  const parts = datePieces(text);
  if (!parts) return 'incomplete';
  return isValidDateParts(parts) ? 'valid' : 'invalid';
}

// ---------------------------------------------------------------------------------------------
// Month

export const MES_INVALIDO = 'Mês inválido.';

/**
 * Months typed MM/yyyy, as dates are (dateRule): '6/2026', '06/2026' and '062026' are all 06/2026; a '/'
 * (or '-', '.', space) after a month of one digit closes it. A pasted 'yyyy-MM' or 'MM-yyyy' is read as
 * that month. The value is the plan's month key 'MM-yyyy' (ChaveMes) for a month 1–12 of a 4-digit year,
 * '' while incomplete or impossible (`monthTextState` tells which).
 */
export const monthRule: InputRule = {
  pasted: (text) => {
    const anoMes = /^\s*(\d{4})-(\d{1,2})\s*$/.exec(text);
    if (anoMes) return `${anoMes[2]}/${anoMes[1]}`;
    const mesAno = /^\s*(\d{1,2})-(\d{4})\s*$/.exec(text);
    return mesAno ? `${mesAno[1]}/${mesAno[2]}` : text;
  },
  read: (raw) => {
    const text = slashedPieces(raw, [2, 4]);
    const parts = monthPieces(text);
    return { text, value: parts && parts.month >= 1 && parts.month <= 12 ? `${String(parts.month).padStart(2, '0')}-${parts.year}` : '' };
  },
};

function monthPieces(text: string): { month: number; year: string } | null {
  const match = /^(\d{1,2})\/(\d{4})$/.exec(text);
  return match ? { month: Number(match[1]), year: match[2]! } : null;
}

/** What a typed month text is: 'empty', 'incomplete', 'valid' or 'invalid' (a month outside 1–12: '13/2026'). */
export function monthTextState(text: string): 'empty' | 'incomplete' | 'valid' | 'invalid' {
  if (text.trim() === '') return 'empty';
  const parts = monthPieces(text);
  if (!parts) return 'incomplete';
  return parts.month >= 1 && parts.month <= 12 ? 'valid' : 'invalid';
}

/** A month key 'MM-yyyy' as the field shows it, 'MM/yyyy' ('' for anything else). */
export function formatMonthKey(chave: string): string {
  return /^\d{2}-\d{4}$/.test(chave) ? chave.replace('-', '/') : '';
}
