import { deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { IMPORT_MESSAGES } from './layouts';
import { csvSeparator, decodeText, ImportFileError, importFormatOf, parseImportFile } from './parser';
import { cellText } from './sheetjsReader';
import { assertZipWithinLimits } from './zipGuard';

const utf8 = (text: string) => new TextEncoder().encode(text);

function xlsxBytes(rows: unknown[][], decorate?: (sheet: XLSX.WorkSheet) => void, bookType: XLSX.BookType = 'xlsx'): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  decorate?.(sheet);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Planilha1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType, compression: true }) as ArrayBuffer);
}

async function readError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error('expected an ImportFileError');
}

describe('import file format and separators', () => {
  it('accepts .csv, .xlsx and .xls (any case) and nothing else', () => {
    expect(importFormatOf('a.csv')).toBe('csv');
    expect(importFormatOf('Planilha.XLSX')).toBe('xlsx');
    expect(importFormatOf('antigo.xls')).toBe('xls');
    expect(importFormatOf('a.ods')).toBeNull();
    expect(importFormatOf('a.csv.txt')).toBeNull();
  });

  it('rejects other formats with the spec message', async () => {
    expect(await readError(parseImportFile('dados.txt', utf8('cpf\n1')))).toBe(IMPORT_MESSAGES.formatoNaoSuportado);
  });

  it("uses ';' when the file has one, else ','", () => {
    expect(csvSeparator('a;b\n1;2')).toBe(';');
    expect(csvSeparator('a,b\n"1;2",3')).toBe(';');
    expect(csvSeparator('a,b\n1,2')).toBe(',');
  });

  it('reads UTF-8 (BOM dropped) and falls back to Windows-1252', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('São')]))).toBe('São');
    expect(decodeText(new Uint8Array([0x53, 0xe3, 0x6f]))).toBe('São');
  });
});

describe('parseImportFile: CSV', () => {
  it("splits on ';' keeping commas, quotes and leading zeros, every cell as text", async () => {
    const csv = 'cpf;nome;salario;admissao\n01234567890;"Silva; Ana";3.500,50;01/02/2024\n';
    const parsed = await parseImportFile('a.csv', utf8(csv));
    expect(parsed.format).toBe('csv');
    expect(parsed.headers).toEqual(['cpf', 'nome', 'salario', 'admissao']);
    expect(parsed.rows).toEqual([{ cpf: '01234567890', nome: 'Silva; Ana', salario: '3.500,50', admissao: '01/02/2024' }]);
  });

  it("splits on ',' when there is no ';'", async () => {
    const parsed = await parseImportFile('a.csv', utf8('cpf,nome\n52998224725,"Souza, Bia"\n'));
    expect(parsed.rows).toEqual([{ cpf: '52998224725', nome: 'Souza, Bia' }]);
  });

  it('skips empty lines (also lines of bare separators) and reports the file line of each row', async () => {
    const parsed = await parseImportFile('a.csv', utf8('\ncpf;nome\n\n1;A\n;\n \n2;B\n\n'));
    expect(parsed.rows).toEqual([
      { cpf: '1', nome: 'A' },
      { cpf: '2', nome: 'B' },
    ]);
    expect(parsed.lines).toEqual([4, 7]);
  });

  it('fills missing cells with empty text and leaves columns without a header out', async () => {
    const parsed = await parseImportFile('a.csv', utf8('cpf;;nome\n1;x\n'));
    expect(parsed.headers).toEqual(['cpf', '', 'nome']);
    expect(parsed.rows).toEqual([{ cpf: '1', nome: '' }]);
  });

  it('does not evaluate formula-like text', async () => {
    const parsed = await parseImportFile('a.csv', utf8('nome;obs\n=1+1;@SUM(A1)\n'));
    expect(parsed.rows).toEqual([{ nome: '=1+1', obs: '@SUM(A1)' }]);
  });

  it('refuses a file without data rows or beyond the limits', async () => {
    expect(await readError(parseImportFile('a.csv', utf8('cpf;nome\n\n')))).toBe(IMPORT_MESSAGES.semRegistros);
    expect(await readError(parseImportFile('a.csv', utf8('\n\n')))).toBe(IMPORT_MESSAGES.semCabecalho);
    const limits = { maxBytes: 10 * 1024, maxRows: 3, maxUnzippedBytes: 1 << 20, maxZipEntries: 10 };
    expect(await readError(parseImportFile('a.csv', utf8('c\n1\n2\n3\n4\n'), limits))).toBe(IMPORT_MESSAGES.registrosDemais);
    expect(await readError(parseImportFile('a.csv', new Uint8Array(10 * 1024 + 1), limits))).toBe(IMPORT_MESSAGES.arquivoGrande);
  });
});

describe('parseImportFile: xlsx and xls', () => {
  it('turns numbers, dates, percentages, booleans and formulas into text', async () => {
    const bytes = xlsxBytes(
      [
        ['cpf', 'salario', 'admissao', 'aliq', 'ativo', 'dobro', 'nome'],
        ['52998224725', 3500.5, 45306, 0.125, true, 0, 'Ana'],
      ],
      (sheet) => {
        sheet.C2.z = 'dd/mm/yyyy';
        sheet.D2.z = '0.0%';
        sheet.F2 = { t: 'n', v: 7001, f: 'B2*2' };
      },
    );
    const parsed = await parseImportFile('a.xlsx', bytes);
    expect(parsed.format).toBe('xlsx');
    expect(parsed.rows).toEqual([
      { cpf: '52998224725', salario: '3500.5', admissao: '2024-01-15', aliq: '12.5%', ativo: 'true', dobro: '7001', nome: 'Ana' },
    ]);
  });

  it('removes floating-point noise from numbers', () => {
    expect(cellText({ t: 'n', v: 0.1 + 0.2 })).toBe('0.3');
    expect(cellText({ t: 'n', v: 1234.5 })).toBe('1234.5');
    expect(cellText({ t: 'e', v: 42, w: '#N/A' })).toBe('#N/A');
    expect(cellText(undefined)).toBe('');
  });

  it('reads the first sheet of a legacy .xls and skips its empty rows', async () => {
    const bytes = xlsxBytes([['cpf', 'nome'], [], ['1', 'A']], undefined, 'biff8');
    const parsed = await parseImportFile('velho.xls', bytes);
    expect(parsed.rows).toEqual([{ cpf: '1', nome: 'A' }]);
    expect(parsed.lines).toEqual([3]);
  });

  it('refuses an .xlsx that is not a zip, and a broken one', async () => {
    expect(await readError(parseImportFile('a.xlsx', utf8('cpf;nome\n1;2')))).toBe(IMPORT_MESSAGES.arquivoInvalido);
    const bytes = xlsxBytes([['cpf'], ['1']]);
    expect(await readError(parseImportFile('a.xlsx', bytes.slice(0, bytes.length - 40)))).toBe(IMPORT_MESSAGES.arquivoInvalido);
  });
});

/** A one-entry zip whose entry inflates to `size` zero bytes. */
function zipOf(name: string, content: Uint8Array, declaredSize = content.length): Uint8Array {
  const compressed = deflateRawSync(content);
  const nameBytes = utf8(name);
  const local = new Uint8Array(30 + nameBytes.length);
  const lv = new DataView(local.buffer);
  lv.setUint32(0, 0x04034b50, true);
  lv.setUint16(4, 20, true);
  lv.setUint16(8, 8, true);
  lv.setUint32(18, compressed.length, true);
  lv.setUint32(22, declaredSize, true);
  lv.setUint16(26, nameBytes.length, true);
  local.set(nameBytes, 30);
  const central = new Uint8Array(46 + nameBytes.length);
  const cv = new DataView(central.buffer);
  cv.setUint32(0, 0x02014b50, true);
  cv.setUint16(10, 8, true);
  cv.setUint32(20, compressed.length, true);
  cv.setUint32(24, declaredSize, true);
  cv.setUint16(28, nameBytes.length, true);
  cv.setUint32(42, 0, true);
  central.set(nameBytes, 46);
  const eocd = new Uint8Array(22);
  const ev = new DataView(eocd.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, 1, true);
  ev.setUint16(10, 1, true);
  ev.setUint32(12, central.length, true);
  ev.setUint32(16, local.length + compressed.length, true);
  const out = new Uint8Array(local.length + compressed.length + central.length + eocd.length);
  out.set(local, 0);
  out.set(compressed, local.length);
  out.set(central, local.length + compressed.length);
  out.set(eocd, local.length + compressed.length + central.length);
  return out;
}

describe('zip-bomb guard', () => {
  const limits = { maxUnzippedBytes: 1024 * 1024, maxEntries: 10 };

  it('accepts a zip within the limits', async () => {
    await expect(assertZipWithinLimits(zipOf('a.xml', new Uint8Array(1000)), limits)).resolves.toBeUndefined();
  });

  it('stops inflating an entry that grows past the limit, even when it declares a small size', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', new Uint8Array(8 * 1024 * 1024), 100);
    expect(bomb.length).toBeLessThan(20 * 1024);
    await expect(assertZipWithinLimits(bomb, limits)).rejects.toThrow(IMPORT_MESSAGES.descompactadoGrande);
  });

  it('refuses a declared size past the limit before inflating', async () => {
    await expect(assertZipWithinLimits(zipOf('a.xml', new Uint8Array(10), 2 * 1024 * 1024), limits)).rejects.toThrow(
      IMPORT_MESSAGES.descompactadoGrande,
    );
  });

  it('is applied by the parser to xlsx files', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', new Uint8Array(2 * 1024 * 1024));
    const parserLimits = { maxBytes: 1 << 20, maxRows: 10, maxUnzippedBytes: 1 << 20, maxZipEntries: 10 };
    expect(await readError(parseImportFile('bomba.xlsx', bomb, parserLimits))).toBe(IMPORT_MESSAGES.descompactadoGrande);
  });
});
