import type { SimulacaoCusto } from '@financeiro/api';
import { formatMoney } from '@financeiro/domain';

/** The stored simulation's columns (spec 03 section 3 'Stored simulation'), in list, detail and export. */
export const CAMPOS_SIMULACAO: ReadonlyArray<{ key: keyof SimulacaoCusto; label: string; dinheiro?: true; hora?: true }> = [
  { key: 'id', label: 'Id' },
  { key: 'funcao_nome', label: 'Função' },
  { key: 'regime_sigla', label: 'Regime' },
  { key: 'filial_label', label: 'Filial' },
  { key: 'dependentes', label: 'Dependentes' },
  { key: 'salario_bruto', label: 'Salário bruto', dinheiro: true },
  { key: 'beneficio_total', label: 'Benefício total', dinheiro: true },
  { key: 'imposto_total', label: 'Imposto total', dinheiro: true },
  { key: 'salario_filial', label: 'Salário filial', dinheiro: true },
  { key: 'salario_liquido', label: 'Salário líquido', dinheiro: true },
  { key: 'custo_total', label: 'Custo total', dinheiro: true },
  { key: 'custo_hora_colaborador', label: 'Custo HH', dinheiro: true, hora: true },
  { key: 'custo_hora_colaborador_meio_periodo', label: 'Custo HH meio período', dinheiro: true, hora: true },
  { key: 'provisao_decimo_terceiro', label: 'Provisão 13º salário', dinheiro: true },
  { key: 'provisao_ferias', label: 'Provisão férias', dinheiro: true },
  { key: 'provisao_rescisao', label: 'Provisão rescisão', dinheiro: true },
];

export function textoCampo(simulacao: SimulacaoCusto, campo: (typeof CAMPOS_SIMULACAO)[number]): string {
  const value = simulacao[campo.key];
  return campo.dinheiro ? formatMoney(value as string) : String(value ?? '');
}
