import { deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { IMPORT_MESSAGES } from './layouts';
import { ImportFileError, parseImportFile, type ParseLimits, type XlsxEngine } from './parser';
import { isDateFormat, numberText, serialDateText } from './ssfPort';

const LIMITS: ParseLimits = { maxBytes: 10 * 1024 * 1024, maxRows: 20_000, maxUnzippedBytes: 128 * 1024 * 1024, maxZipEntries: 2_000 };

type Outcome = Awaited<ReturnType<typeof parseImportFile>> | { error: string };

async function outcome(bytes: Uint8Array, engine: XlsxEngine, limits = LIMITS): Promise<Outcome> {
  try {
    return await parseImportFile('planilha.xlsx', bytes.slice(), limits, engine);
  } catch (error) {
    if (error instanceof ImportFileError) return { error: error.message };
    throw error;
  }
}

/** Reads with the direct reader (which must not hand the file to SheetJS) and with SheetJS; both must agree. */
async function sameAsSheetJS(bytes: Uint8Array, limits = LIMITS): Promise<Outcome> {
  const direct = await outcome(bytes, 'direct', limits);
  const sheetjs = await outcome(bytes, 'sheetjs', limits);
  expect(direct).toEqual(sheetjs);
  expect(await outcome(bytes, 'auto', limits)).toEqual(sheetjs);
  return direct;
}

function workbookBytes(sheets: XLSX.WorkSheet[], options: Partial<XLSX.WritingOptions> = {}): Uint8Array {
  const book = XLSX.utils.book_new();
  sheets.forEach((sheet, i) => XLSX.utils.book_append_sheet(book, sheet, `Planilha${i + 1}`));
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true, ...options }) as ArrayBuffer);
}

const rows = (parsed: Outcome) => ('rows' in parsed ? parsed.rows : parsed);

describe('direct xlsx reader against SheetJS (files SheetJS writes)', () => {
  const varied = (): XLSX.WorkSheet => {
    const sheet = XLSX.utils.aoa_to_sheet(
      [
        [],
        [],
        ['cpf', 'nome', '', 'admissao', 'aliq', 'ativo', 'salario', 'obs', 'formula', 'texto_formula', 'erro', 'hora'],
        ['52998224725', 'São Paulo & <Cia> "aspas" \'apóstrofo\'', 'sem cabeçalho', new Date(Date.UTC(2024, 0, 15)), 0.125, true, 3500.5, '  espaços  ', null, null, null, 0.75],
        [],
        ['01234567890', '😀 emoji 中文 ação', 'x', 45306.99999999, 1, false, 0.1 + 0.2, 'a'.repeat(5000), null, null, null, 45306.5],
        ['', '', '', '', '', '', '', '', '', '', '', ''],
        [123, 'linha\r\nquebrada', null, -1, -0.5, null, 1e21, '&amp; literal &#233; _x0041_', null, null, null, 0],
      ],
      { cellDates: true },
    );
    for (const ref of ['D4', 'D6', 'D8']) sheet[ref].z = 'dd/mm/yyyy';
    for (const ref of ['E4', 'E6', 'E8']) sheet[ref].z = '0.00%';
    for (const ref of ['L4', 'L6', 'L8']) sheet[ref].z = 'hh:mm';
    sheet.I4 = { t: 'n', v: 7001, f: 'G4*2' };
    sheet.J4 = { t: 's', v: 'resultado & cia', f: 'B4&"x"' };
    sheet.K4 = { t: 'e', v: 0x07, f: '1/0' };
    sheet.I6 = { t: 'b', v: true, f: 'TRUE()' };
    sheet.J6 = { t: 's', v: 'São', f: '"São"' };
    sheet.K6 = { t: 'e', v: 0x2a };
    // a gap in the columns and in the rows
    sheet.P10 = { t: 's', v: 'longe' };
    sheet.A12 = { t: 'n', v: 42 };
    sheet['!ref'] = 'A1:P12';
    return sheet;
  };

  it.each([
    ['inline/formula strings (bookSST off)', false],
    ['shared strings (bookSST on)', true],
  ])('gives what SheetJS gives: %s', async (_name, bookSST) => {
    const other = XLSX.utils.aoa_to_sheet([['outra'], ['aba']]);
    const parsed = await sameAsSheetJS(workbookBytes([varied(), other], { bookSST }));
    expect('rows' in parsed).toBe(true);
    if (!('rows' in parsed)) return;
    expect(parsed.headers).toEqual(['cpf', 'nome', '', 'admissao', 'aliq', 'ativo', 'salario', 'obs', 'formula', 'texto_formula', 'erro', 'hora']);
    expect(parsed.lines).toEqual([4, 6, 8, 10, 12]);
    expect(parsed.rows[0]).toMatchObject({ admissao: '2024-01-15', aliq: '12.5%', ativo: 'true', salario: '3500.5', formula: '7001' });
    expect(parsed.rows[0].nome).toBe('São Paulo & <Cia> "aspas" \'apóstrofo\'');
    expect(parsed.rows[1].admissao).toBe('2024-01-15');
    expect(parsed.rows[1].obs).toHaveLength(1000);
    expect(parsed.rows[1].nome).toBe('😀 emoji 中文 ação');
  });

  it('reads a bench-like file (numbers, date cells, text) on the fast path', async () => {
    const data: unknown[][] = [['cpf', 'nome', 'admissao', 'salario', 'filial']];
    for (let i = 0; i < 500; i++) data.push([`${10000000000 + i}`, `Pessoa ${i}`, 45292 + i, 3000 + i * 137.45, (i % 3) + 1]);
    const sheet = XLSX.utils.aoa_to_sheet(data);
    for (let r = 2; r <= 501; r++) sheet[`C${r}`].z = 'dd/mm/yyyy';
    const parsed = await sameAsSheetJS(workbookBytes([sheet]));
    expect('rows' in parsed && parsed.rows.length).toBe(500);
  });

  it('refuses the same files past the row limit, counting data rows and the sheet dimension', async () => {
    const limits = { ...LIMITS, maxRows: 3 };
    const four = XLSX.utils.aoa_to_sheet([['c'], [1], [2], [3], [4]]);
    expect(await sameAsSheetJS(workbookBytes([four]), limits)).toEqual({ error: IMPORT_MESSAGES.registrosDemais });
    const tall = XLSX.utils.aoa_to_sheet([['c'], [1]]);
    tall['!ref'] = 'A1:A8';
    expect(await sameAsSheetJS(workbookBytes([tall]), limits)).toEqual({ error: IMPORT_MESSAGES.registrosDemais });
    const blanks = XLSX.utils.aoa_to_sheet([['c'], [1], [], [], [2], [3]]);
    expect(await sameAsSheetJS(workbookBytes([blanks]), limits)).toEqual(expect.objectContaining({ lines: [2, 5, 6] }));
  });

  it('gives the same messages for a sheet without header or rows', async () => {
    expect(await sameAsSheetJS(workbookBytes([XLSX.utils.aoa_to_sheet([['a', 'b']])]))).toEqual({ error: IMPORT_MESSAGES.semRegistros });
    const empty = XLSX.utils.aoa_to_sheet([[]]);
    expect(await outcome(workbookBytes([empty]), 'sheetjs')).toEqual(await outcome(workbookBytes([empty]), 'auto'));
  });
});

describe('direct xlsx reader against SheetJS (random workbooks)', () => {
  /** mulberry32: the same workbooks on every run. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const FORMATS = ['General', '0.00', '0%', '0.00%', 'dd/mm/yyyy', 'm/d/yy h:mm', 'hh:mm:ss', '#,##0.00 "R$"', '@', 'yyyy-mm-dd', '[h]:mm', '0.0E+00'];
  const TEXTS = ['', ' ', 'Ana', 'São João', 'a & b', '<tag>', '"q"', "'", '_x0041_', '&amp;', 'linha\nnova', '中文', '😀', '  pad  ', '=1+1', '0012', 'x'.repeat(1200)];

  it.each(Array.from({ length: 24 }, (_, i) => i + 1))('workbook %i reads the same', async (seed) => {
    const next = random(seed);
    const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const sheet: XLSX.WorkSheet = {};
    const lastRow = 1 + Math.floor(next() * 25);
    const lastColumn = Math.floor(next() * 8);
    for (let c = 0; c <= lastColumn; c++) if (next() < 0.85) sheet[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: `col${c}` };
    for (let r = 1; r <= lastRow; r++) {
      if (next() < 0.15) continue;
      for (let c = 0; c <= lastColumn + 1; c++) {
        const roll = next();
        const ref = XLSX.utils.encode_cell({ r, c });
        if (roll < 0.2) continue;
        if (roll < 0.45) sheet[ref] = { t: 'n', v: (next() - 0.3) * 10 ** Math.floor(next() * 8 - 2), z: pick(FORMATS) };
        else if (roll < 0.55) sheet[ref] = { t: 'n', v: Math.floor(next() * 60000), z: pick(FORMATS) };
        else if (roll < 0.8) sheet[ref] = { t: 's', v: pick(TEXTS) };
        else if (roll < 0.87) sheet[ref] = { t: 'b', v: next() < 0.5 };
        else if (roll < 0.92) sheet[ref] = { t: 'e', v: pick([0x07, 0x0f, 0x17, 0x1d, 0x24, 0x2a]) };
        else sheet[ref] = { t: 'n', v: Math.round(next() * 100), f: 'ROW()*2' };
      }
    }
    sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: lastRow, c: lastColumn + 1 } });
    const options = { bookSST: next() < 0.5, cellDates: next() < 0.5 };
    await sameAsSheetJS(workbookBytes([sheet, XLSX.utils.aoa_to_sheet([['outra']])], options));
  });
});

// --- hand-written parts, as Excel and LibreOffice write them -----------------------------------

/** A zip (deflated entries) of the given text files. */
function zipFiles(files: Record<string, string>): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const content = encoder.encode(text);
    const compressed = deflateRawSync(content);
    const nameBytes = encoder.encode(name);
    const local = new Uint8Array(30 + nameBytes.length + compressed.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(8, 8, true);
    lv.setUint32(18, compressed.length, true);
    lv.setUint32(22, content.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(compressed, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(10, 8, true);
    cv.setUint32(20, compressed.length, true);
    cv.setUint32(24, content.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const centralSize = centrals.reduce((sum, c) => sum + c.length, 0);
  const eocd = new Uint8Array(22);
  const ev = new DataView(eocd.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, centrals.length, true);
  ev.setUint16(10, centrals.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + centralSize + 22);
  let at = 0;
  for (const part of [...locals, ...centrals, eocd]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const CT = (extra = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/dados.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>${extra}</Types>`;

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><fileVersion appName="xl"/><workbookPr defaultThemeVersion="166925"/><bookViews><workbookView xWindow="0" yWindow="0"/></bookViews><sheets><sheet name="Dados" sheetId="2" r:id="rId7"/><sheet name="Outra" sheetId="1" r:id="rId1"/></sheets><calcPr calcId="191029"/></workbook>`;

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId8" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/dados.xml"/><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

// xf 0 General, 1-9 built-in dates 14..22, 10 custom dd/mm/yyyy, 11 built-in 0.00%, 12 custom 0.0%, 13 text '@', 14 '#,##0.00'
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="0.0%"/></numFmts><fonts count="1"><font><sz val="11"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><!-- <cellXfs><xf numFmtId="10"/></cellXfs> --><cellXfs count="15"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${[14, 15, 16, 17, 18, 19, 20, 21, 22]
  .map((id) => `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`)
  .join('')}<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="10" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"><alignment horizontal="left"/></xf><xf numFmtId="165" applyNumberFormat="1"/><xf numFmtId="49"/><xf numFmtId="4"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const SST = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="9" uniqueCount="9"><si><t>cpf</t></si><si><t>nome</t></si><si><t>data</t></si><si><t xml:space="preserve">  valor  </t></si><si><r><rPr><b/></rPr><t>Ana </t></r><r><t xml:space="preserve">Maria</t></r><rPh sb="0" eb="1"><t>フリ</t></rPh></si><si><t>Tom &amp; Jerry &lt;3 &#233; &#xE7; &quot;x&quot; &apos;y&apos; _x0041_</t></si><si><t>linha1&#13;
linha2</t></si><si><t/></si><si><t>outro</t></si></sst>`;

const sheetXml = (data: string, head = '<dimension ref="A1:F6"/>') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${head}<sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><sheetData>${data}</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;

function excelFile(data: string, overrides: Record<string, string> = {}): Uint8Array {
  return zipFiles({
    '[Content_Types].xml': CT(),
    '_rels/.rels': '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
    'xl/workbook.xml': WORKBOOK,
    'xl/_rels/workbook.xml.rels': RELS,
    'xl/styles.xml': STYLES,
    'xl/sharedStrings.xml': SST,
    'xl/worksheets/sheet1.xml': sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>aba errada</t></is></c></row><row r="2"><c r="A2"><v>1</v></c></row>'),
    'xl/worksheets/dados.xml': sheetXml(data),
    ...overrides,
  });
}

describe('direct xlsx reader against SheetJS (Excel/LibreOffice-style parts)', () => {
  it('reads the first sheet of workbook.xml through its relationship, with shared and rich strings', async () => {
    const data =
      '<row r="1" spans="1:6"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>' +
      '<row r="3"><c r="A3"><v>52998224725</v></c><c r="B3" t="s"><v>4</v></c><c r="C3" s="10"><v>45306</v></c><c r="D3" s="11"><v>0.125</v></c></row>' +
      '<row r="4"><c r="A4" t="str"><f>"x"&amp;1</f><v>x1 &amp;amp; &lt;b&gt;</v></c><c r="B4" t="s"><v>5</v></c><c r="C4" s="12"><v>0.0333</v></c><c r="D4" t="e"><f>1/0</f><v>#DIV/0!</v></c></row>' +
      '<row r="5"><c r="A5" t="b"><v>0</v></c><c r="B5" t="s"><v>6</v></c><c r="C5" s="13"><v>45306</v></c><c r="D5" t="inlineStr"><is><r><t>in</t></r><r><rPr><i/></rPr><t xml:space="preserve">line </t></r></is></c></row>' +
      '<row r="6"><c r="A6" s="14"><v>1234.5</v></c><c r="B6" t="s"><v>7</v></c><c r="C6" s="0"/><c r="D6" t="n"><v></v></c><c r="F6" t="s"><v>8</v></c></row>';
    const parsed = await sameAsSheetJS(excelFile(data));
    expect(parsed).toEqual({
      format: 'xlsx',
      headers: ['cpf', 'nome', 'data', 'valor'],
      rows: [
        { cpf: '52998224725', nome: 'Ana Maria', data: '2024-01-15', valor: '12.5%' },
        { cpf: 'x1 & <b>', nome: 'Tom & Jerry <3 é ç "x" \'y\' A', data: '3.33%', valor: '' },
        { cpf: 'false', nome: 'linha1\nlinha2', data: '45306', valor: 'inline ' },
        { cpf: '1234.5', nome: '', data: '', valor: '' },
      ],
      lines: [3, 4, 5, 6],
    });
  });

  it('reads the built-in date formats 14-22 and custom ones as dates', async () => {
    const cells = Array.from({ length: 10 }, (_, i) => `<c r="${String.fromCharCode(65 + i)}2" s="${i + 1}"><v>45306.25</v></c>`).join('');
    const header = Array.from({ length: 10 }, (_, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>h${i}</t></is></c>`).join('');
    const parsed = await sameAsSheetJS(excelFile(`<row r="1">${header}</row><row r="2">${cells}</row>`, {}));
    expect(rows(parsed)).toEqual([{ h0: '2024-01-15', h1: '2024-01-15', h2: '2024-01-15', h3: '2024-01-15', h4: '2024-01-15', h5: '2024-01-15', h6: '2024-01-15', h7: '2024-01-15', h8: '2024-01-15', h9: '2024-01-15' }]);
  });

  it('places rows and cells without r attributes after the previous ones', async () => {
    const data =
      '<row><c t="inlineStr"><is><t>a</t></is></c><c t="inlineStr"><is><t>b</t></is></c><c r="D1" t="inlineStr"><is><t>d</t></is></c><c t="inlineStr"><is><t>e</t></is></c></row>' +
      '<row><c><v>1</v></c><c><v>2</v></c></row>' +
      '<row r="5"><c><v>3</v></c><c r="E5"><v>4</v></c></row>' +
      '<row><c r="B6"><v>5</v></c><c><v>6</v></c></row>';
    const parsed = await sameAsSheetJS(excelFile(data, { 'xl/worksheets/dados.xml': sheetXml(data, '') }));
    expect(parsed).toEqual(
      expect.objectContaining({
        headers: ['a', 'b', '', 'd', 'e'],
        rows: [
          { a: '1', b: '2', d: '', e: '' },
          { a: '3', b: '', d: '', e: '4' },
          { a: '', b: '5', d: '', e: '' },
        ],
        lines: [2, 5, 6],
      }),
    );
  });

  it('keeps SheetJS reading 20.000+ rows as today: rows past 2 × limit + 1 are not read', async () => {
    const limits = { ...LIMITS, maxRows: 2 };
    const data = '<row r="1"><c r="A1" t="inlineStr"><is><t>c</t></is></c></row><row r="2"><c r="A2"><v>1</v></c></row><row r="9"><c r="A9"><v>2</v></c></row>';
    expect(await sameAsSheetJS(excelFile(data, { 'xl/worksheets/dados.xml': sheetXml(data, '') }), limits)).toEqual(expect.objectContaining({ lines: [2] }));
    expect(await sameAsSheetJS(excelFile(data, { 'xl/worksheets/dados.xml': sheetXml(data, '<dimension ref="A1:A9"/>') }), limits)).toEqual({
      error: IMPORT_MESSAGES.registrosDemais,
    });
  });

  it('leaves prefixed (x:) sheets, 1904 workbooks and ISO date cells to SheetJS, with the same result', async () => {
    const prefixed = excelFile('', {
      'xl/worksheets/dados.xml':
        '<?xml version="1.0"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>a</x:t></x:is></x:c></x:row><x:row r="2"><x:c r="A2"><x:v>7</x:v></x:c></x:row></x:sheetData></x:worksheet>',
    });
    const isoDate = excelFile('<row r="1"><c r="A1" t="inlineStr"><is><t>d</t></is></c></row><row r="2"><c r="A2" t="d" s="10"><v>2024-01-15T00:00:00Z</v></c></row>');
    const date1904 = excelFile('<row r="1"><c r="A1" t="inlineStr"><is><t>d</t></is></c></row><row r="2"><c r="A2" s="10"><v>100</v></c></row>', {
      'xl/workbook.xml': WORKBOOK.replace('<workbookPr ', '<workbookPr date1904="1" '),
    });
    for (const file of [prefixed, isoDate, date1904]) {
      await expect(parseImportFile('a.xlsx', file.slice(), LIMITS, 'direct')).rejects.toThrow('left this file to SheetJS');
      expect(await outcome(file, 'auto')).toEqual(await outcome(file, 'sheetjs'));
    }
  });
});

describe('files the direct reader leaves to SheetJS', () => {
  it('an OpenDocument spreadsheet named .xlsx, and a zip with two entries named alike', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['cpf'], ['1']]), 'A');
    const ods = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'ods' }) as ArrayBuffer);
    const twice = excelFile('<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2"><v>1</v></c></row>', {
      'XL/worksheets/dados.xml': sheetXml('<row r="1"><c r="A1" t="s"><v>1</v></c></row><row r="2"><c r="A2"><v>2</v></c></row>'),
    });
    for (const file of [ods, twice]) {
      await expect(parseImportFile('a.xlsx', file.slice(), LIMITS, 'direct')).rejects.toThrow('left this file to SheetJS');
      expect(await outcome(file, 'auto')).toEqual(await outcome(file, 'sheetjs'));
    }
    expect(rows(await outcome(ods, 'auto'))).toEqual([{ cpf: '1' }]);
  });
});

describe('malformed xlsx files', () => {
  it('refuses a zip without a workbook', async () => {
    const file = zipFiles({ 'a.txt': 'nada aqui' });
    expect(await outcome(file, 'auto')).toEqual({ error: IMPORT_MESSAGES.arquivoInvalido });
    expect(await outcome(file, 'sheetjs')).toEqual({ error: IMPORT_MESSAGES.arquivoInvalido });
  });

  it('refuses a workbook whose XML is cut short', async () => {
    const file = excelFile('', { 'xl/workbook.xml': WORKBOOK.slice(0, 300), '[Content_Types].xml': CT().slice(0, 200) });
    expect(await outcome(file, 'auto')).toEqual({ error: IMPORT_MESSAGES.arquivoInvalido });
  });

  it('refuses a sheet that names a shared string that does not exist', async () => {
    const missingString = excelFile('<row r="1"><c r="A1" t="s"><v>99</v></c></row><row r="2"><c r="A2"><v>1</v></c></row>');
    expect(await outcome(missingString, 'auto')).toEqual({ error: IMPORT_MESSAGES.arquivoInvalido });
    expect(await outcome(missingString, 'sheetjs')).toEqual({ error: IMPORT_MESSAGES.arquivoInvalido });
  });

  it('reads unclosed rows as leniently as SheetJS (left to it)', async () => {
    const unclosed = excelFile('<row r="1"><c r="A1" t="s"><v>0</v></c><row r="2"><c r="A2"><v>1</v>');
    await expect(parseImportFile('a.xlsx', unclosed.slice(), LIMITS, 'direct')).rejects.toThrow('left this file to SheetJS');
    expect(await outcome(unclosed, 'auto')).toEqual(await outcome(unclosed, 'sheetjs'));
  });
});

describe('SSF port', () => {
  it('tells date formats like SheetJS', () => {
    const formats = ['General', '0', '0.00', '0%', '0.00%', 'dd/mm/yyyy', 'm/d/yy', 'd-mmm-yy', 'h:mm AM/PM', '[h]:mm:ss', 'mm:ss', '"R$" #,##0.00', '[Red]0.00', '[$-416]dddd, d" de "mmmm" de "yyyy', '#,##0.00 "dias"', '@', 'B1dd/mm', '0.00E+00', '[<=9999999]###-####', '"Gen"eral', 'A/P', '_(* #,##0_)', '\\d0', '"上午/下午 "hh"時"mm"分"ss"秒 "'];
    for (const format of formats) expect([format, isDateFormat(format)]).toEqual([format, XLSX.SSF.is_date(format)]);
  });

  it('turns serials into the day SheetJS gives', () => {
    const serials = [0, 1, 59, 60, 61, 45306, 45306.5, 45306.99999999, 45306.999999999, 2958465, 2958465.5, 0.0000001, 366.25, 1e-10, 12345.678901234567];
    for (const serial of serials) {
      const code = XLSX.SSF.parse_date_code(serial);
      const expected = code ? `${String(code.y).padStart(4, '0')}-${String(code.m).padStart(2, '0')}-${String(code.d).padStart(2, '0')}` : null;
      expect([serial, serialDateText(serial)]).toEqual([serial, expected]);
    }
    expect(serialDateText(-1)).toBeNull();
  });

  it('writes numbers with 15 significant digits, the short way when that changes nothing', () => {
    const values = [0, -0, 1, -1, 0.1 + 0.2, 1234.5, 3000 + 7 * 137.45, 1 / 3, -2 / 3, 123456789012345, 2 ** 53 + 2, 1e21, 1.5e-7, 0.000001, 45306.99999999, 99999999999999.98];
    for (let i = 0; i < 2000; i++) values.push((Math.random() - 0.5) * 10 ** Math.floor(Math.random() * 30 - 10));
    for (const value of values) expect([value, numberText(value)]).toEqual([value, String(Number(value.toPrecision(15)))]);
    expect(numberText(Number.NaN)).toBe('');
    expect(serialDateText(2958466)).toBeNull();
  });
});
