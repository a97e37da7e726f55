import type { ResultadoColaborador } from '@financeiro/api';
import { formatMoney, formatNumber, roundTo2 } from '@financeiro/domain';
import type { DataTableColumn, ExportColumn } from '@financeiro/ui';

type Row = ResultadoColaborador;

/** Money columns: sorted as numbers (display only), shown as R$. */
function money(key: keyof Row & string, header: string, width = '130px'): DataTableColumn<Row> {
  return {
    key,
    header,
    accessor: (row) => Number(row[key]),
    render: (row) => formatMoney(row[key] as string),
    filterText: (row) => formatMoney(row[key] as string),
    align: 'end',
    width,
  };
}

/** The per-employee table of the results page (spec 02: closing results). */
export const RESULTADO_COLUMNS: DataTableColumn<Row>[] = [
  { key: 'matricula', header: 'Matrícula', width: '100px' },
  { key: 'nome', header: 'Nome' },
  { key: 'funcao', header: 'Função' },
  { key: 'departamento', header: 'Departamento' },
  { key: 'regime', header: 'Regime', accessor: (row) => row.regimeSigla ?? row.regime },
  money('salarioBase', 'Salário base'),
  money('beneficioTotal', 'Benefícios'),
  money('impostoTotal', 'Impostos'),
  money('salarioLiquido', 'Salário líquido'),
  money('salarioFilial', 'Custo folha'),
  money('provisaoDecimoTerceiro', '13º'),
  money('provisaoFerias', 'Férias'),
  money('provisaoRescisao', 'Rescisão'),
  money('custoTotal', 'Custo total'),
  {
    key: 'custoHora',
    header: 'Custo hora',
    accessor: (row) => Number(row.custoHora),
    render: (row) => formatMoney(row.custoHora),
    filterText: (row) => formatMoney(row.custoHora),
    align: 'end',
    width: '110px',
  },
  {
    key: 'cargaHoraria',
    header: 'Carga horária',
    render: (row) => `${row.cargaHoraria} h${row.meioPeriodo === 1 ? ' (meio período)' : ''}`,
    align: 'end',
    width: '110px',
  },
];

const moneyCell = (value: string | null | undefined) => (value === null || value === undefined ? null : roundTo2(value));

/** The xlsx export: the same columns, money as numbers rounded to cents. */
export const RESULTADO_EXPORT: ExportColumn<Row>[] = [
  { header: 'Matrícula', value: (row) => row.matricula },
  { header: 'Nome', value: (row) => row.nome },
  { header: 'Função', value: (row) => row.funcao ?? '' },
  { header: 'Departamento', value: (row) => row.departamento ?? '' },
  { header: 'Regime', value: (row) => row.regime ?? '' },
  { header: 'Filial', value: (row) => row.filial ?? '' },
  { header: 'Salário base', value: (row) => moneyCell(row.salarioBase) },
  { header: 'Benefícios', value: (row) => moneyCell(row.beneficioTotal) },
  { header: 'Impostos', value: (row) => moneyCell(row.impostoTotal) },
  { header: 'Salário líquido', value: (row) => moneyCell(row.salarioLiquido) },
  { header: 'Custo folha', value: (row) => moneyCell(row.salarioFilial) },
  { header: 'Provisão 13º', value: (row) => moneyCell(row.provisaoDecimoTerceiro) },
  { header: 'Provisão férias', value: (row) => moneyCell(row.provisaoFerias) },
  { header: 'Provisão rescisão', value: (row) => moneyCell(row.provisaoRescisao) },
  { header: 'Custo total', value: (row) => moneyCell(row.custoTotal) },
  { header: 'Custo hora', value: (row) => moneyCell(row.custoHora) },
  { header: 'Carga horária', value: (row) => row.cargaHoraria },
  { header: 'Meio período', value: (row) => (row.meioPeriodo === 1 ? 'Sim' : 'Não') },
];

/** Hours as pt-BR text ('168,00'). */
export const horas = (value: string | number) => formatNumber(value);
