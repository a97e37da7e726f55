import type { Squad, SquadColab } from '@financeiro/api';
import { sprintsDoSquad, toDecimal } from '@financeiro/domain';
import type { ExportColumn } from '@financeiro/ui';

/** A money/decimal string as a spreadsheet number (the export rounds to 2 decimals). */
const numero = (value: string | null | undefined) => toDecimal(value ?? null)?.toNumber() ?? null;

/** The squad export of spec 03 section 3: one row per simulation of each sprint (the figures saved with it). */
export const COLUNAS_EXPORTACAO: ExportColumn<SquadColab>[] = [
  { header: 'Sprint', value: (row) => row.sprint },
  { header: 'Função', value: (row) => row.funcao_nome },
  { header: 'Quantidade', value: (row) => row.quantidade },
  { header: 'Regime', value: (row) => row.regime_sigla ?? '' },
  { header: 'Filial', value: (row) => row.filial_label ?? '' },
  { header: 'Benefício total', value: (row) => numero(row.beneficio_total) },
  { header: 'Imposto total', value: (row) => numero(row.imposto_total) },
  { header: 'Dependentes', value: (row) => row.dependentes },
  { header: 'Salário bruto', value: (row) => numero(row.salario_bruto) },
  { header: 'Salário filial', value: (row) => numero(row.salario_filial) },
  { header: 'Salário líquido', value: (row) => numero(row.salario_liquido) },
  { header: 'Custo total', value: (row) => numero(row.custo_total) },
  { header: 'Custo hora', value: (row) => numero(row.custo_hora_colaborador) },
  { header: 'Custo hora meio período', value: (row) => numero(row.custo_hora_colaborador_meio_periodo) },
  { header: 'Provisão 13º salário', value: (row) => numero(row.provisao_decimo_terceiro) },
  { header: 'Provisão férias', value: (row) => numero(row.provisao_ferias) },
  { header: 'Provisão rescisão', value: (row) => numero(row.provisao_rescisao) },
];

export function linhasExportacao(squad: Squad): SquadColab[] {
  return sprintsDoSquad(squad).flatMap((sprint, i) => sprint.map((row) => ({ ...row, sprint: i + 1 })));
}

export const arquivoExportacao = (squad: Squad) => `time-${squad.nome.trim() || squad.id}`;
