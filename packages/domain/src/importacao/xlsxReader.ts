/**
 * Direct reader of the first sheet of an .xlsx, from the parts the zip-bomb guard already
 * inflated: [Content_Types].xml -> workbook -> its rels -> the first sheet's part, plus the
 * shared strings and the number formats of styles.xml (only to know whether a number is a date
 * or a percentage). It replaces SheetJS's `XLSX.read` for .xlsx because that call costs about a
 * second the first time it runs in a fresh page (its code paths are big and not yet compiled);
 * this one is a few small loops.
 *
 * It must give exactly what the SheetJS path gives (the tests compare both on the same files), so
 * where SheetJS has a quirk the quirk is copied (shared strings split like `parse_sst_xml`, entity
 * decoding like `unescapexml`, which cells exist like `parse_ws_xml_data`, the sheet dimension
 * deciding whether the sheet is too long). Whatever it does not handle it reports as unsupported
 * (`null`) and the caller reads the file with SheetJS instead:
 * - a part missing or not where SheetJS would look first, two entries with one name (ignoring
 *   case), OpenDocument/Numbers parts (SheetJS reads those formats from any zip), a workbook
 *   that is not the plain xlsx type (xlsm, xltx, xlsb), a first sheet that is not a worksheet;
 * - the 1904 date system; invalid UTF-8; a DOCTYPE in styles.xml; custom number format ids
 *   above 392 (SheetJS renumbers them);
 * - in the sheet: namespace-prefixed tags (`<x:row>`), self-closing `<row/>`, anything but `<c>`
 *   inside a row, a cell reference that is not plain `A1` or that names another row, `t="d"`
 *   (ISO date cells: SheetJS converts them through the local time zone), unknown cell types,
 *   formula strings (`t="str"`) whose entities or `_xHHHH_` escapes stand for non-ASCII
 *   characters (SheetJS decodes those strings twice and garbles these), numbers that do not
 *   parse, a shared string index out of range, an unreadable `<dimension>`.
 * Broken files therefore always end in the SheetJS path and get its answer.
 */
import { BUILTIN_FORMATS, isDateFormat, numberText, serialDateText } from './ssfPort';
import type { ZipContents } from './zipGuard';

/** Cell texts by row index (0 = line 1) and column; holes are cells the sheet does not hold. */
export type TextGrid = Array<string[] | undefined>;

export interface SheetText {
  grid: TextGrid;
  /** The sheet's dimension ends past `sheetRows` (the SheetJS path refuses such a file). */
  tooLong: boolean;
}

class Unsupported extends Error {}

const unsupported = (): never => {
  throw new Unsupported();
};

const MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const SST_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml';
const STYLES_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml';
const CT_NAMESPACE = 'http://schemas.openxmlformats.org/package/2006/content-types';

const utf8 = new TextDecoder('utf-8', { fatal: true });

function partText(contents: ZipContents, name: string): string | undefined {
  const bytes = contents.bytes(name);
  if (!bytes) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return unsupported();
  }
}

// --- XML text as SheetJS decodes it (unescapexml) ---------------------------------------------

const ENTITIES: Record<string, string> = { '&quot;': '"', '&apos;': "'", '&gt;': '>', '&lt;': '<', '&amp;': '&' };
const ENTITY = /&(?:quot|apos|gt|lt|amp|#x?([\da-fA-F]+));/gi;
const CODE = /_x([\da-fA-F]{4})_/gi;
const NEEDS_DECODING = /[&_<]/;

function rawUnescape(text: string): string {
  if (!NEEDS_DECODING.test(text)) return text;
  const i = text.indexOf('<![CDATA[');
  if (i === -1) {
    return text
      .replace(ENTITY, (all: string, code: string | undefined) => ENTITIES[all] || String.fromCharCode(parseInt(code as string, all.indexOf('x') > -1 ? 16 : 10)) || all)
      .replace(CODE, (_all: string, code: string) => String.fromCharCode(parseInt(code, 16)));
  }
  const j = text.indexOf(']]>');
  return rawUnescape(text.slice(0, i)) + text.slice(i + 9, j) + rawUnescape(text.slice(j + 3));
}

/** unescapexml(text, true): also turns CR LF into LF. */
const unescapeCellText = (text: string) => rawUnescape(text).replace(/\r\n/g, '\n');

// --- small XML helpers, same matching as SheetJS's str_match_xml_ns -----------------------------

const tagPairs = new Map<string, [RegExp, RegExp]>();

/** [whole element, inner text, index] of the first `<tag ...>...</tag>` (any prefix), or null. */
function matchElement(text: string, tag: string): [string, string, number] | null {
  let pair = tagPairs.get(tag);
  if (!pair) {
    pair = [new RegExp(`<(?:\\w+:)?${tag}\\b[^<>]*>`, 'g'), new RegExp(`</(?:\\w+:)?${tag}>`, 'g')];
    tagPairs.set(tag, pair);
  }
  const [open, close] = pair;
  open.lastIndex = 0;
  const start = open.exec(text);
  if (!start) return null;
  close.lastIndex = open.lastIndex;
  const end = close.exec(text);
  if (!end) return null;
  return [text.slice(start.index, close.lastIndex), text.slice(open.lastIndex, end.index), start.index];
}

/** str_remove_xml_ns_g: the text without every `<tag>...</tag>`; unsupported when one is not closed. */
function removeElements(text: string, tag: string): string {
  const open = new RegExp(`<(?:\\w+:)?${tag}\\b[^<>]*>`, 'g');
  const close = new RegExp(`</(?:\\w+:)?${tag}>`, 'g');
  let out = '';
  let from = 0;
  let match: RegExpExecArray | null;
  while ((match = open.exec(text))) {
    out += text.slice(from, match.index);
    close.lastIndex = open.lastIndex;
    if (!close.exec(text)) return unsupported();
    from = close.lastIndex;
    open.lastIndex = close.lastIndex;
  }
  return out + text.slice(from);
}

const attributePatterns = new Map<string, RegExp>();

/** The value of attribute `name` (exact name, no prefix handling) in an opening tag. */
function attribute(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

// --- shared strings (parse_sst_xml / parse_si) ------------------------------------------------

const PLAIN_SI = /^\s*<(?:\w+:)?t[^>]*>/;
const T_CLOSE = /<\/(?:\w+:)?t>/;
const RICH_SI = /<(?:\w+:)?r\b[^<>]*>/;
const RUN_TEXT = /<(?:\w+:)?t\b[^<>]*>([^<]*)<\/(?:\w+:)?t>/g;
const ANY_TAG = /<[/?]?[a-zA-Z0-9:_-]+(?:\s+[^"\s?<>/]+\s*=\s*(?:"[^"]*"|'[^']*'|[^'"<>\s=]+))*\s*[/?]?>/gm;

/** The text of a string item: a plain `<t>`, or the `<t>` of every rich-text run (phonetic runs left out). */
function stringItemText(si: string): string | undefined {
  if (!si) return '';
  if (PLAIN_SI.test(si)) return unescapeCellText(si.slice(si.indexOf('>') + 1).split(T_CLOSE)[0] || '');
  if (RICH_SI.test(si)) return unescapeCellText((removeElements(si, 'rPh').match(RUN_TEXT) || []).join('').replace(ANY_TAG, ''));
  return undefined;
}

function sharedStrings(xml: string | undefined): Array<string | undefined> {
  if (xml === undefined) return [];
  const sst = matchElement(xml, 'sst');
  if (!sst) return [];
  return sst[1]
    .replace(/<(?:\w+:)?(?:si|sstItem)>/g, '')
    .split(/<\/(?:\w+:)?(?:si|sstItem)>/)
    .map((item) => stringItemText(item.trim()));
}

// --- number formats of each cell style (parse_numFmts / parse_cellXfs) ---------------------------

/** Format code of each cellXfs entry (undefined: no format), or null when styles.xml has no cellXfs. */
function cellFormats(xml: string | undefined): Array<string | undefined> | null {
  if (xml === undefined) return null;
  if (/<!DOCTYPE/i.test(xml)) return unsupported();
  const styles = xml.replace(/<!--[\s\S]*?-->/g, '');
  const table: Record<string, string> = { ...BUILTIN_FORMATS };
  const numFmts = matchElement(styles, 'numFmts');
  if (numFmts) {
    for (const tag of numFmts[0].match(/<(?:\w+:)?numFmt\b[^<>]*>/g) ?? []) {
      const id = parseInt(attribute(tag, 'numFmtId') ?? '', 10);
      if (id > 0x188) return unsupported();
      if (id > 0) table[id] = rawUnescape(attribute(tag, 'formatCode') ?? unsupported());
    }
  }
  const xfs = matchElement(styles, 'cellXfs');
  if (!xfs) return null;
  return (xfs[0].match(/<(?:\w+:)?xf\b[^<>]*>/g) ?? []).map((tag) => {
    const raw = attribute(tag, 'numFmtId');
    if (raw === undefined) return table[0];
    if (raw === '') return undefined;
    const id = parseInt(raw, 10);
    if (id > 0x188) return unsupported();
    return Number.isNaN(id) ? undefined : table[id];
  });
}

// --- the sheet (parse_ws_xml / parse_ws_xml_data) ---------------------------------------------

const RANGE_REF = /^([A-Z]{1,3})([1-9]\d*):([A-Z]{1,3})([1-9]\d*)$/;

function columnIndex(letters: string): number {
  let index = 0;
  for (let i = 0; i < letters.length; i++) index = 26 * index + letters.charCodeAt(i) - 64;
  return index - 1;
}

/** Whether the sheet's `<dimension>` (read as SheetJS does) ends past `sheetRows`. */
function dimensionTooLong(head: string, sheetRows: number): boolean {
  const at = /<(?:\w*:)?dimension/.exec(head);
  if (!at || at.index <= 0) return false;
  const ref = /"(\w*:\w*)"/.exec(head.slice(at.index, at.index + 50));
  if (!ref) return false;
  const range = RANGE_REF.exec(ref[1]);
  if (!range) return unsupported();
  const [startRow, endRow] = [Number(range[2]) - 1, Number(range[4]) - 1];
  if (startRow > endRow || columnIndex(range[1]) > columnIndex(range[3])) return false;
  return endRow + 1 > sheetRows;
}

const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;

function skipSpace(text: string, from: number, end: number): number {
  let at = from;
  while (at < end && isSpace(text.charCodeAt(at))) at++;
  return at;
}

/**
 * Where the r, s and t attribute values of the cell tag being read start and end in the sheet
 * text (-1: absent). One object for all cells, and no slices: 180.000 cells must not make garbage.
 */
const cell = { rFrom: -1, rTo: -1, sFrom: -1, sTo: -1, tFrom: -1, tTo: -1, strayR: false };

/**
 * Reads `<c ...>`'s attributes between `from` and `to` into `cell`. `strayR`: another attribute's
 * name ends in r or its value holds `r=` (SheetJS's column guess could then read that one).
 */
function readCellAttributes(text: string, from: number, to: number): void {
  cell.rFrom = cell.sFrom = cell.tFrom = -1;
  cell.strayR = false;
  let at = from;
  while (at < to) {
    if (isSpace(text.charCodeAt(at))) {
      at++;
      continue;
    }
    const eq = text.indexOf('=', at);
    if (eq < 0 || eq >= to) return unsupported();
    let nameEnd = eq;
    while (nameEnd > at && isSpace(text.charCodeAt(nameEnd - 1))) nameEnd--;
    const valueAt = skipSpace(text, eq + 1, to);
    const quote = text.charCodeAt(valueAt);
    if (quote !== 34 && quote !== 39) return unsupported();
    const close = text.indexOf(quote === 34 ? '"' : "'", valueAt + 1);
    if (close < 0 || close >= to) return unsupported();
    const name = nameEnd - at === 1 ? text.charCodeAt(at) : 0;
    if (name === 114) {
      cell.rFrom = valueAt + 1;
      cell.rTo = close;
    }
    else if (name === 115) {
      cell.sFrom = valueAt + 1;
      cell.sTo = close;
    }
    else if (name === 116) {
      cell.tFrom = valueAt + 1;
      cell.tTo = close;
    }
    else {
      const rAt = text.indexOf('r=', valueAt + 1);
      if (text.charCodeAt(nameEnd - 1) === 114 || (rAt >= 0 && rAt < close)) cell.strayR = true;
    }
    at = close + 1;
  }
}

/** The column of a plain `A1` reference in the row `row`, or -1 (`$A$1`, another row, junk). */
function referenceColumn(text: string, from: number, to: number, row: number): number {
  let at = from;
  let column = 0;
  while (at < to && at - from < 3) {
    const code = text.charCodeAt(at);
    if (code < 65 || code > 90) break;
    column = 26 * column + code - 64;
    at++;
  }
  if (at === from || at === to || text.charCodeAt(at) === 48) return -1;
  let number = 0;
  for (; at < to; at++) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number === row ? column - 1 : -1;
}

/** A non-negative integer written as plain digits (no leading zero), or -1. */
function plainIndex(text: string, from: number, to: number): number {
  if (to <= from || to - from > 9 || (to - from > 1 && text.charCodeAt(from) === 48)) return -1;
  let number = 0;
  for (let at = from; at < to; at++) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/** The `<v>` text of a cell's content (undefined when absent or empty), as str_match_xml_ns finds it. */
function cellValue(content: string): string | undefined {
  let at = content.indexOf('<v');
  while (at >= 0 && /\w/.test(content.charAt(at + 2))) at = content.indexOf('<v', at + 2);
  if (at < 0) return undefined;
  const openEnd = content.indexOf('>', at);
  if (openEnd < 0) return undefined;
  const close = content.indexOf('</v>', openEnd);
  if (close < 0) return undefined;
  if (content.charCodeAt(openEnd - 1) === 47) return unsupported(); // <v/> followed by a </v>
  const raw = content.slice(openEnd + 1, close);
  return raw === '' ? undefined : raw;
}

const ESCAPED = /&|_x[\da-fA-F]{4}_|<!\[CDATA\[/i;
const nonAscii = (text: string) => text.replace(/[\0-\x7f]+/g, '').length;

/**
 * A formula's cached string (`t="str"`). SheetJS decodes it twice (unescapexml, then utf8read and
 * unescapexml again); done here the same way while the first pass yields only ASCII, which is
 * what SheetJS-written and Excel files hold. A first pass producing other characters (which
 * utf8read would then garble) is left to SheetJS.
 */
function formulaString(raw: string): string {
  if (!ESCAPED.test(raw)) return raw.indexOf('\r') < 0 ? raw : raw.replace(/\r\n/g, '\n');
  const once = rawUnescape(raw);
  if (nonAscii(once) !== nonAscii(raw)) return unsupported();
  return unescapeCellText(once);
}

/** How a style shows numbers, with the text of each `<v>` already seen under it. */
interface NumberStyle {
  date: boolean;
  percent: boolean;
  texts: Map<string, string>;
}

const MAX_CACHED_TEXTS = 20_000;

const CELL_TYPES = ['n', 's', 'str', 'inlineStr', 'b', 'e', 'd'];

/** The cell's t attribute, 'n' when absent or empty (as SheetJS's `tag.t || "n"`). */
function cellType(text: string, from: number, to: number): string {
  if (from < 0 || to === from) return 'n';
  for (const type of CELL_TYPES) if (type.length === to - from && text.startsWith(type, from)) return type;
  return text.slice(from, to);
}

function readSheet(xml: string, strings: Array<string | undefined>, formats: Array<string | undefined> | null, sheetRows: number): SheetText {
  const open = /<(?:\w+:)?sheetData\b[^<>]*>/.exec(xml);
  if (!open || !open[0].startsWith('<sheetData') || open[0].endsWith('/>')) return unsupported();
  const start = open.index + open[0].length;
  const end = xml.indexOf('</sheetData>', start);
  if (end < 0) return unsupported();
  if (dimensionTooLong(xml.slice(0, open.index), sheetRows)) return { grid: [], tooLong: true };

  // By style index (cellXfs position); `unstyled` also serves s="" and other non-index values,
  // which SheetJS reads as style 0 too (no such entry -> format id 0).
  const numberStyle = (format: string | undefined): NumberStyle => {
    const text = format ?? '';
    return { date: text !== '' && isDateFormat(text), percent: text.includes('%'), texts: new Map() };
  };
  const unstyled = numberStyle(BUILTIN_FORMATS[0]);
  const styles: NumberStyle[] = [];
  const styleOf = (index: number): NumberStyle => {
    if (!formats || index < 0 || index >= formats.length) return unstyled;
    return (styles[index] ??= numberStyle(formats[index]));
  };
  const numeric = (raw: string, style: NumberStyle): string | null => {
    const decoded = rawUnescape(raw);
    if (decoded === '') return null;
    const value = parseFloat(decoded);
    if (!Number.isFinite(value)) return unsupported();
    if (style.date) {
      const date = serialDateText(value);
      if (date !== null) return date;
    }
    return style.percent ? `${numberText(value * 100)}%` : numberText(value);
  };

  const grid: TextGrid = [];
  let pos = start;
  let rowNumber = 0;
  for (;;) {
    pos = skipSpace(xml, pos, end);
    if (pos >= end) break;
    if (!xml.startsWith('<row', pos) || !(isSpace(xml.charCodeAt(pos + 4)) || xml.charCodeAt(pos + 4) === 62)) return unsupported();
    const rowTagEnd = xml.indexOf('>', pos);
    if (rowTagEnd < 0 || rowTagEnd >= end || xml.charCodeAt(rowTagEnd - 1) === 47) return unsupported();
    const rowRef = attribute(xml.slice(pos, rowTagEnd + 1), 'r');
    if (rowRef === undefined) rowNumber++;
    else if (/^[1-9]\d*$/.test(rowRef)) rowNumber = Number(rowRef);
    else return unsupported();
    const rowEnd = xml.indexOf('</row>', rowTagEnd);
    if (rowEnd < 0 || rowEnd > end) return unsupported();
    pos = rowEnd + 6;
    if (rowNumber > sheetRows) continue;

    let line: string[] | undefined;
    let column = -1;
    let at = rowTagEnd + 1;
    for (;;) {
      at = skipSpace(xml, at, rowEnd);
      if (at >= rowEnd) break;
      const after = xml.charCodeAt(at + 2);
      if (xml.charCodeAt(at) !== 60 || xml.charCodeAt(at + 1) !== 99 || (after !== 32 && after !== 62 && after !== 47)) return unsupported();
      const tagEnd = xml.indexOf('>', at);
      if (tagEnd < 0 || tagEnd >= rowEnd) return unsupported();
      const selfClosing = xml.charCodeAt(tagEnd - 1) === 47;
      readCellAttributes(xml, at + 2, selfClosing ? tagEnd - 1 : tagEnd);

      // The value: `<v>...</v></c>` read in place; anything else through the cell's content.
      let raw: string | undefined;
      let content = '';
      if (selfClosing) at = tagEnd + 1;
      else {
        const valueEnd = xml.startsWith('<v>', tagEnd + 1) ? xml.indexOf('</v>', tagEnd + 4) : -1;
        if (valueEnd >= 0 && valueEnd + 8 <= rowEnd && xml.startsWith('</c>', valueEnd + 4)) {
          if (valueEnd > tagEnd + 4) raw = xml.slice(tagEnd + 4, valueEnd);
          at = valueEnd + 8;
        } else {
          const cellEnd = xml.indexOf('</c>', tagEnd);
          if (cellEnd < 0 || cellEnd > rowEnd) return unsupported();
          content = xml.slice(tagEnd + 1, cellEnd);
          raw = cellValue(content);
          at = cellEnd + 4;
        }
      }
      if (cell.rFrom >= 0) {
        column = cell.strayR ? -1 : referenceColumn(xml, cell.rFrom, cell.rTo, rowNumber);
        if (column < 0) return unsupported();
      } else {
        if (cell.strayR || /r=["']/.test(content)) return unsupported();
        column++;
      }

      if (cell.tFrom < 0 && raw === undefined) continue;
      let text: string;
      switch (cellType(xml, cell.tFrom, cell.tTo)) {
        case 'n': {
          if (raw === undefined) continue;
          const style = styleOf(cell.sFrom < 0 ? -1 : plainIndex(xml, cell.sFrom, cell.sTo));
          let known = style.texts.get(raw);
          if (known === undefined) {
            const computed = numeric(raw, style);
            if (computed === null) continue;
            known = computed;
            if (style.texts.size < MAX_CACHED_TEXTS) style.texts.set(raw, known);
          }
          text = known;
          break;
        }
        case 's': {
          if (raw === undefined) continue;
          let index = plainIndex(raw, 0, raw.length);
          if (index < 0) index = parseInt(rawUnescape(raw), 10);
          if (!(index >= 0 && index < strings.length)) return unsupported();
          text = strings[index] ?? '';
          break;
        }
        case 'str':
          text = raw === undefined ? '' : formulaString(raw);
          break;
        case 'inlineStr': {
          const inline = matchElement(content, 'is');
          text = (inline && stringItemText(inline[1])) ?? '';
          break;
        }
        case 'b': {
          const flag = raw === undefined ? '' : rawUnescape(raw);
          text = flag === '1' || flag === 'true' ? 'true' : 'false';
          break;
        }
        case 'e':
          // SheetJS keeps the error text only in `w`, which it does not fill with cellText: false.
          text = '';
          break;
        default:
          return unsupported();
      }
      if (!line) line = grid[rowNumber - 1] ??= [];
      line[column] = text;
    }
  }
  return { grid, tooLong: false };
}

// --- workbook -> first sheet ------------------------------------------------------------------

function firstSheetPath(contents: ZipContents, workbookPath: string, workbook: string): string {
  const sheetTag = /<(?:\w+:)?sheet\b[^<>]*>/.exec(workbook);
  if (!sheetTag) return unsupported();
  const id = /\s(?:\w+:)?id\s*=\s*"([^"]*)"/.exec(sheetTag[0])?.[1];
  if (id === undefined) return unsupported();
  const slash = workbookPath.lastIndexOf('/');
  const relsPath = `${workbookPath.slice(0, slash + 1)}_rels/${workbookPath.slice(slash + 1)}.rels`;
  const rels = partText(contents, relsPath) ?? unsupported();
  const relation = (rels.match(/<(?:\w+:)?Relationship\b[^<>]*>/g) ?? []).find((tag) => attribute(tag, 'Id') === id);
  if (!relation || attribute(relation, 'TargetMode') !== undefined) return unsupported();
  if (!(attribute(relation, 'Type') ?? '').endsWith('/worksheet')) return unsupported();
  const target = (attribute(relation, 'Target') ?? '').replace(/^\/?xl\//, '');
  if (target === '' || target.includes('..') || target.includes('xl/') || target.includes('&') || target.startsWith('/')) return unsupported();
  const path = `xl/${target}`;
  if (!contents.parts.has(path)) return unsupported();
  return path;
}

/**
 * The first sheet of an xlsx as text, or null when the file uses something this reader leaves to
 * SheetJS (see the module comment). `sheetRows` as SheetJS's option: rows past it are not read.
 */
export function readXlsxFirstSheet(contents: ZipContents, sheetRows: number): SheetText | null {
  try {
    // SheetJS reads a zip holding these as OpenDocument or Numbers, whatever its extension.
    if (contents.duplicated || ['META-INF/manifest.xml', 'objectdata.xml', 'Index/Document.iwa'].some((name) => contents.parts.has(name))) return null;
    const types = partText(contents, '[Content_Types].xml');
    if (types === undefined) return null;
    const root = /<(?:\w+:)?Types\b[^<>]*>/.exec(types);
    if (!root || !root[0].startsWith('<Types') || attribute(root[0], 'xmlns') !== CT_NAMESPACE) return null;
    const overrides = (types.match(/<Override\b[^<>]*>/g) ?? []).map((tag) => ({
      part: (attribute(tag, 'PartName') ?? '').replace(/^\//, ''),
      type: attribute(tag, 'ContentType') ?? '',
    }));
    const workbooks = overrides.filter((o) => /\.main\+xml$|\.main$|sheet\.binary/.test(o.type));
    if (workbooks.length === 0 || workbooks[0].type !== MAIN_TYPE) return null;
    const workbookPath = workbooks[0].part;
    const workbook = partText(contents, workbookPath);
    if (workbook === undefined || /date1904\s*=\s*["'](?:1|true)["']/.test(workbook)) return null;

    const sstPart = overrides.find((o) => o.type === SST_TYPE)?.part;
    const stylesPart = overrides.find((o) => o.type === STYLES_TYPE)?.part;
    const strings = sharedStrings(sstPart === undefined ? undefined : partText(contents, sstPart));
    let styles: string | undefined;
    if (stylesPart !== undefined) styles = partText(contents, stylesPart) ?? unsupported();
    const formats = cellFormats(styles);

    const sheet = partText(contents, firstSheetPath(contents, workbookPath, workbook)) ?? unsupported();
    return readSheet(sheet, strings, formats, sheetRows);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}
