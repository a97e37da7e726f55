import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from 'xlsx';
import { renderWithUi } from '../test-utils';
import { buildWorkbook, safeSheetName, xlsxFileName, type ExportColumn } from './buildWorkbook';
import { ExportButton } from './ExportButton';

jest.mock('xlsx', () => {
  const actual = jest.requireActual('xlsx');
  return { ...actual, writeFile: jest.fn() };
});

interface Project {
  key: string;
  nome: string;
  custo: number;
  atualizado: string;
}

const columns: ExportColumn<Project>[] = [
  { header: 'Key', value: (row) => row.key },
  { header: 'Nome', value: (row) => row.nome },
  { header: 'Custo', value: (row) => row.custo },
  { header: 'Última atualização', value: (row) => row.atualizado },
];

const rows: Project[] = [
  { key: 'ABC', nome: '=HYPERLINK("http://mal.example","clique")', custo: 1234.567, atualizado: '05/01/2025' },
  { key: 'DEF', nome: '@SUM(1+1)', custo: 10.004, atualizado: '06/01/2025' },
  { key: 'GHI', nome: 'Projeto normal - fase 2', custo: -5.555, atualizado: '07/01/2025' },
];

function readBack(workbook: XLSX.WorkBook) {
  const bytes = XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  const parsed = XLSX.read(bytes, { type: 'array' });
  const sheet = parsed.Sheets[parsed.SheetNames[0]];
  return { parsed, sheet, table: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 }) };
}

describe('buildWorkbook', () => {
  it('writes an xlsx that reads back with headers, protected text and rounded numbers', () => {
    const { parsed, sheet, table } = readBack(buildWorkbook({ fileName: 'projetos', sheetName: 'Projetos', columns, rows }));
    expect(parsed.SheetNames).toEqual(['Projetos']);
    expect(table[0]).toEqual(['Key', 'Nome', 'Custo', 'Última atualização']);
    expect(table[1]).toEqual(['ABC', `'=HYPERLINK("http://mal.example","clique")`, 1234.57, '05/01/2025']);
    expect(table[2]).toEqual(['DEF', "'@SUM(1+1)", 10, '06/01/2025']);
    expect(table[3]).toEqual(['GHI', 'Projeto normal - fase 2', -5.56, '07/01/2025']);
    // no cell became a formula
    const formulas = Object.keys(sheet).filter((address) => !address.startsWith('!') && sheet[address].f);
    expect(formulas).toEqual([]);
    expect(sheet.B2.t).toBe('s');
    expect(sheet.C2.t).toBe('n');
  });

  it('names files and sheets safely', () => {
    expect(xlsxFileName('relatorio')).toBe('relatorio.xlsx');
    expect(xlsxFileName('relatorio.XLSX')).toBe('relatorio.XLSX');
    expect(safeSheetName('Custos [2025]/jan: * ? muito muito longo')).toHaveLength(31);
    expect(safeSheetName(undefined)).toBe('Planilha1');
  });
});

describe('ExportButton', () => {
  it('writes the workbook when Exportar is clicked', async () => {
    const user = userEvent.setup();
    const onExported = jest.fn();
    renderWithUi(<ExportButton fileName="projetos" sheetName="Projetos" columns={columns} rows={rows} onExported={onExported} />);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(onExported).toHaveBeenCalledWith());
    const writeFile = XLSX.writeFile as jest.Mock;
    expect(writeFile).toHaveBeenCalledTimes(1);
    const [workbook, fileName] = writeFile.mock.calls[0];
    expect(fileName).toBe('projetos.xlsx');
    const { table } = readBack(workbook);
    expect(table).toHaveLength(4);
    expect(table[1][1]).toBe(`'=HYPERLINK("http://mal.example","clique")`);
    expect(onExported).toHaveBeenCalledWith();
  });
});
