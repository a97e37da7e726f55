import * as XLSX from 'xlsx';
import { buildSheetWorkbook } from './buildWorkbook';

describe('buildSheetWorkbook (free-form sheet with a title line)', () => {
  it('puts the title first, keeps the lines as given and protects text cells', () => {
    const workbook = buildSheetWorkbook({
      sheetName: 'Capacidade',
      title: 'Relatório Capacidade: 01/10/2026 - 31/12/2026',
      rows: [
        ['Colaborador', 'Horas'],
        ['=cmd()', 12.345],
        [],
        ['Projeto B', '-12h'],
      ],
    });
    expect(workbook.SheetNames).toEqual(['Capacidade']);
    const read = XLSX.read(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }), { type: 'buffer' });
    const lines = XLSX.utils.sheet_to_json<unknown[]>(read.Sheets.Capacidade!, { header: 1, blankrows: true });
    expect(lines).toEqual([
      ['Relatório Capacidade: 01/10/2026 - 31/12/2026'],
      ['Colaborador', 'Horas'],
      ["'=cmd()", 12.35],
      [],
      ['Projeto B', "'-12h"],
    ]);
  });

  it('works without a title', () => {
    const workbook = buildSheetWorkbook({ rows: [['a', 1]] });
    expect(XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets.Planilha1!, { header: 1 })).toEqual([['a', 1]]);
  });
});
