/**
 * Test fixtures of the closing engine: the official tables as faixa_imposto rows (the same shape
 * the demo seed stores) and the taxes of the seeded Lucro Presumido company. Not exported from
 * the package.
 */
import type { FaixaImpostoFechamento, ImpostoFechamento } from './types';

interface Linha {
  de: string;
  ate: string | null;
  aliq: string;
  deducao: string;
  fixo?: string;
}

function tabela(
  base: 'salario' | 'imposto',
  vigenciaInicio: string,
  vigenciaFim: string | null,
  fonte: string,
  linhas: Linha[],
): FaixaImpostoFechamento[] {
  return linhas.map((linha, index) => ({
    id: index + 1,
    compara_inicio: '>=',
    valor_faixa_inicio: linha.de,
    compara_fim: linha.ate === null ? null : '<=',
    valor_faixa_fim: linha.ate,
    aliq_faixa: linha.aliq,
    base_aliq_faixa: base,
    valor_faixa: linha.fixo ?? null,
    valor_deducao: linha.deducao,
    vigencia_inicio: vigenciaInicio,
    vigencia_fim: vigenciaFim,
    observacao: fonte,
  }));
}

/** INSS 2025: Portaria Interministerial MPS/MF nº 6/2025 (ceiling 951,63). */
export const INSS_2025 = tabela('salario', '2025-01-01', '2025-12-31', 'Portaria Interministerial MPS/MF nº 6/2025', [
  { de: '0.00', ate: '1518.00', aliq: '0.075', deducao: '0.00' },
  { de: '1518.01', ate: '2793.88', aliq: '0.09', deducao: '22.77' },
  { de: '2793.89', ate: '4190.83', aliq: '0.12', deducao: '106.59' },
  { de: '4190.84', ate: '8157.41', aliq: '0.14', deducao: '190.40' },
  { de: '8157.42', ate: null, aliq: '0', deducao: '0.00', fixo: '951.63' },
]);

/**
 * INSS 2026 (salário mínimo 1.621,00; salário de contribuição up to 8.475,55). The ceiling 988,09 is
 * the table applied to 8.475,55 (121,575 + 115,3656 + 174,1716 + 576,9792 = 988,0914); some summaries
 * of the act print 988,07.
 */
export const INSS_2026 = tabela('salario', '2026-01-01', null, 'Portaria Interministerial MPS/MF nº 13, de 09/01/2026', [
  { de: '0.00', ate: '1621.00', aliq: '0.075', deducao: '0.00' },
  { de: '1621.01', ate: '2902.84', aliq: '0.09', deducao: '24.32' },
  { de: '2902.85', ate: '4354.27', aliq: '0.12', deducao: '111.40' },
  { de: '4354.28', ate: '8475.55', aliq: '0.14', deducao: '198.49' },
  { de: '8475.56', ate: null, aliq: '0', deducao: '0.00', fixo: '988.09' },
]);

export const INSS_FAIXAS = [...INSS_2025, ...INSS_2026];

/** IRRF monthly table from May 2025 (Lei 15.191/2025), still in force in 2026. */
export const IRRF_MAIO_2025 = tabela('imposto', '2025-05-01', null, 'Lei nº 15.191/2025', [
  { de: '0.00', ate: '2428.80', aliq: '0', deducao: '0.00' },
  { de: '2428.81', ate: '2826.65', aliq: '0.075', deducao: '182.16' },
  { de: '2826.66', ate: '3751.05', aliq: '0.15', deducao: '394.16' },
  { de: '3751.06', ate: '4664.68', aliq: '0.225', deducao: '675.49' },
  { de: '4664.69', ate: null, aliq: '0.275', deducao: '908.73' },
]);

const semParteColaborador = { tipo_imposto: 'percentual', periodo_valor: 'mes', valor_fixo: '0.00', valor_desc: '0.00', aliquota_desc: '0' } as const;

export const INSS: ImpostoFechamento = {
  cod: 1,
  sigla: 'INSS',
  valor: { ...semParteColaborador, base_aliq_desc: 'salario', valor_filial: '0.00', aliquota_filial: '0', base_aliq_filial: null },
  faixas: INSS_FAIXAS,
};
export const IRRF: ImpostoFechamento = {
  cod: 2,
  sigla: 'IRRF',
  valor: { ...semParteColaborador, base_aliq_desc: 'imposto', valor_filial: '0.00', aliquota_filial: '0', base_aliq_filial: null },
  faixas: IRRF_MAIO_2025,
};

function patronal(cod: number, sigla: string, aliquota: string): ImpostoFechamento {
  return {
    cod,
    sigla,
    valor: { ...semParteColaborador, base_aliq_desc: null, valor_filial: '0.00', aliquota_filial: aliquota, base_aliq_filial: 'salario' },
    faixas: [],
  };
}

export const FGTS = patronal(3, 'FGTS', '0.080000');
export const CPP = patronal(4, 'CPP', '0.200000');
export const RAT = patronal(5, 'RAT', '0.020000');
export const TERCEIROS = patronal(6, 'TERCEIROS', '0.058000');

/** The seeded CLT regime's taxes (CPP 20 %, RAT 2 % x FAP 1, Terceiros 5,8 %, FGTS 8 %). */
export const IMPOSTOS_CLT = [INSS, IRRF, FGTS, CPP, RAT, TERCEIROS];
export const ENCARGOS_PATRONAIS = [FGTS, CPP, RAT, TERCEIROS];
