import type { ColaboradorRecord } from '@financeiro/api';
import { dateCell, formatCpf } from '@financeiro/domain';
import type { ExportColumn } from '@financeiro/ui';

/** The 'Exportar' spreadsheet of the employee list (spec 02 section 2); dates are date cells (dd/mm/yyyy). */
export const COLABORADORES_EXPORT_COLUMNS: ExportColumn<ColaboradorRecord>[] = [
  { header: 'Matrícula', value: (row) => row.mat, numberFormat: '0' },
  { header: 'CPF', value: (row) => formatCpf(row.cpf) },
  { header: 'Nome', value: (row) => row.nome },
  { header: 'Sobrenome', value: (row) => row.sobrenome },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Endereço', value: (row) => row.endereco },
  { header: 'Cidade', value: (row) => row.cidade },
  { header: 'UF', value: (row) => row.uf },
  { header: 'Dependentes', value: (row) => row.dependentes, numberFormat: '0' },
  { header: 'Admissão', value: (row) => dateCell(row.admissao) },
  { header: 'Demissão', value: (row) => dateCell(row.demissao) },
  { header: 'Observação', value: (row) => row.observacao },
  { header: 'Filial', value: (row) => row.filial_nome },
  { header: 'Regime', value: (row) => row.regime_nome },
  { header: 'Departamento', value: (row) => row.departamento_nome },
  { header: 'Função', value: (row) => row.funcao_nome },
  { header: 'Classificação', value: (row) => row.classificacao },
  { header: 'Carga horária', value: (row) => row.carga_horaria, numberFormat: '0' },
  { header: 'Última atualização', value: (row) => dateCell(row.data_inicio) },
];

export const COLABORADORES_EXPORT_FILE = 'colaboradores';
export const COLABORADORES_EXPORT_SHEET = 'Colaboradores';
