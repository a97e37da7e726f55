import path from 'node:path';
import type { ColaboradorRecord } from '@financeiro/api';
import { buildWorkbook } from '@financeiro/ui';
import { COLABORADORES_EXPORT_COLUMNS, COLABORADORES_EXPORT_SHEET } from './exportColaboradores';

/**
 * SheetJS is a dependency of @financeiro/ui (whose buildWorkbook writes the file), not of this
 * remote: load that same copy to read the workbook back.
 */
interface SheetJs {
  write(workbook: unknown, options: { type: 'array'; bookType: 'xlsx' }): ArrayBuffer;
  read(data: ArrayBuffer, options: { type: 'array'; cellDates: true; cellNF: true }): { SheetNames: string[]; Sheets: Record<string, Record<string, { t: string; v: unknown; z?: string }>> };
  utils: { sheet_to_json<T>(sheet: unknown, options: { header: 1; raw: false }): T[] };
}
const uiRoot = path.dirname(require.resolve('@financeiro/ui/package.json'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const XLSX = require(require.resolve('xlsx', { paths: [uiRoot] })) as SheetJs;

const row: ColaboradorRecord = {
  mat: 7,
  nome: 'Ana',
  sobrenome: 'Souza',
  cpf: '52998224725',
  email: 'ana.souza@veecode.com.br',
  dependentes: 2,
  endereco: 'Rua das Flores, 10',
  cidade: 'São Paulo',
  uf: 'SP',
  filial: 1,
  departamento: 5,
  regime: 1,
  funcao: 2,
  admissao: '2022-03-01',
  demissao: null,
  salario: 8500,
  classificacao: 'Desenvolvimento',
  carga_horaria: 8,
  data_inicio: '2024-01-15',
  observacao: '=HYPERLINK("http://mal.example","clique")',
  ativo: true,
  filial_nome: 'São Paulo (Matriz)',
  departamento_nome: 'Delivery',
  regime_nome: 'CLT',
  funcao_nome: 'Desenvolvedor Pleno',
};

async function readBack(rows: ColaboradorRecord[]) {
  const workbook = await buildWorkbook({ sheetName: COLABORADORES_EXPORT_SHEET, columns: COLABORADORES_EXPORT_COLUMNS, rows });
  const parsed = XLSX.read(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }), { type: 'array', cellDates: true, cellNF: true });
  const sheet = parsed.Sheets[parsed.SheetNames[0]];
  // The cells as the spreadsheet shows them (their formats applied).
  return { parsed, sheet, table: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false }) };
}

describe('colaboradores export', () => {
  it('writes the spec columns, numbers and dates as typed cells shown as 7 and dd/mm/yyyy, and neutralises a formula in a text cell', async () => {
    const { parsed, sheet, table } = await readBack([row, { ...row, mat: 8, nome: 'Bruno', observacao: null, demissao: '2025-06-30' }]);
    expect(parsed.SheetNames).toEqual(['Colaboradores']);
    expect(table[0]).toEqual([
      'Matrícula',
      'CPF',
      'Nome',
      'Sobrenome',
      'E-mail',
      'Endereço',
      'Cidade',
      'UF',
      'Dependentes',
      'Admissão',
      'Demissão',
      'Observação',
      'Filial',
      'Regime',
      'Departamento',
      'Função',
      'Classificação',
      'Carga horária',
      'Última atualização',
    ]);
    expect(table[1]).toEqual([
      '7',
      '529.982.247-25',
      'Ana',
      'Souza',
      'ana.souza@veecode.com.br',
      'Rua das Flores, 10',
      'São Paulo',
      'SP',
      '2',
      '01/03/2022',
      '',
      `'=HYPERLINK("http://mal.example","clique")`,
      'São Paulo (Matriz)',
      'CLT',
      'Delivery',
      'Desenvolvedor Pleno',
      'Desenvolvimento',
      '8',
      '15/01/2024',
    ]);
    // Typed cells: the matrícula a number, the dates date cells holding the calendar day.
    expect(sheet.A2).toMatchObject({ t: 'n', v: 7, z: '0' });
    expect(sheet.J2!.t).toBe('d');
    expect((sheet.J2!.v as Date).toISOString().slice(0, 10)).toBe('2022-03-01');
    expect(sheet.S2!.t).toBe('d');
    // The observação is a plain text cell, never a formula.
    expect(sheet.L2.t).toBe('s');
    expect(sheet.L2).not.toHaveProperty('f');
    expect(table[2][10]).toBe('30/06/2025');
  });
});
