import { dateCell } from '@financeiro/domain';
import * as XLSX from 'xlsx';
import { buildSheetWorkbook, buildWorkbook, DATE_FORMAT, NUMBER_FORMAT } from './buildWorkbook';

/** The workbook as a spreadsheet reads it back: dates as date cells (cellDates). */
function readBack(workbook: XLSX.WorkBook) {
  const read = XLSX.read(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }), { type: 'buffer', cellDates: true, cellNF: true });
  return read.Sheets[read.SheetNames[0]!]!;
}

describe('xlsx exports write typed cells', () => {
  it('numbers are number cells with #,##0.00 (or the column format), dates are date cells, text stays text', () => {
    const sheet = readBack(
      buildWorkbook({
        sheetName: 'Custos',
        columns: [
          { header: 'Matrícula', value: (row: { mat: number }) => row.mat, numberFormat: '0' },
          { header: 'Custo', value: () => 25106.045 },
          { header: 'Início', value: () => dateCell('2026-10-01') },
          { header: 'Fim', value: () => dateCell('31/10/2026') },
          { header: 'Sem data', value: () => dateCell(null) },
          { header: 'Nome', value: () => 'Ana' },
        ],
        rows: [{ mat: 7 }],
      }),
    );
    expect(sheet.A2).toMatchObject({ t: 'n', v: 7, z: '0' });
    expect(sheet.B2).toMatchObject({ t: 'n', v: 25106.05, z: NUMBER_FORMAT });
    expect(sheet.C2!.t).toBe('d');
    expect((sheet.C2!.v as Date).toISOString().slice(0, 10)).toBe('2026-10-01');
    expect(sheet.C2!.w).toBe('01/10/2026');
    expect(sheet.D2!.t).toBe('d');
    expect(sheet.D2!.w).toBe('31/10/2026');
    expect(sheet.E2?.v ?? '').toBe('');
    expect(sheet.F2).toMatchObject({ t: 's', v: 'Ana' });
    expect(DATE_FORMAT).toBe('dd/mm/yyyy');
  });

  it('a Date (an instant) is the calendar day in America/Sao_Paulo', () => {
    // 02:00 UTC on 1 Nov 2026 is still 31 Oct 2026 in São Paulo.
    const sheet = readBack(buildSheetWorkbook({ rows: [[new Date('2026-11-01T02:00:00Z'), 12.345, 'x']] }));
    expect(sheet.A1!.t).toBe('d');
    expect(sheet.A1!.w).toBe('31/10/2026');
    expect(sheet.B1).toMatchObject({ t: 'n', v: 12.35, z: NUMBER_FORMAT });
  });
});
