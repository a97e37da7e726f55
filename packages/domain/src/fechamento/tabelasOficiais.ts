/**
 * The official INSS and IRRF monthly tables, defined once: the engine's fixtures and golden cases
 * and the backend's tests read them from here. Every database receives the same rows from
 * migrations/0081_tabelas_oficiais_inss_irrf.sql (an applied migration is never edited: its
 * checksum is recorded), and the backend's fechamentos/tabelas-oficiais.test.ts checks that the
 * rows it inserts are exactly `faixasOficiais()`. A new table (e.g. INSS 2027) is added here and
 * inserted by a new migration, which that test then covers too.
 *
 * Sources (Diário Oficial da União) in `fonte`. The desconto simplificado, the dependent deduction
 * and the 2026 reducer of Lei 15.270/2025 are effective-dated constants (legalConstants.ts), not
 * brackets. Money as NUMERIC strings with 2 decimals, rates as fractions.
 */
import type { FaixaImpostoJson } from './types';

export interface FaixaOficial {
  /** From (inclusive, '>='). */
  de: string;
  /** To (inclusive, '<='); null = no upper limit. */
  ate: string | null;
  aliquota: string;
  deducao: string;
  /** The fixed contribution above the INSS ceiling. */
  fixo?: string;
  /** Prefix of the bracket's observação ('Isento.', 'Acima do teto: contribuição máxima.'). */
  nota?: string;
}

export interface TabelaOficial {
  sigla: 'INSS' | 'IRRF';
  /** The base the brackets apply to: the salary (INSS) or the IRRF base (base imposto). */
  base: 'salario' | 'imposto';
  /** 'yyyy-MM-dd', inclusive. */
  vigenciaInicio: string;
  /** 'yyyy-MM-dd', inclusive; null = in force. */
  vigenciaFim: string | null;
  fonte: string;
  faixas: readonly FaixaOficial[];
}

const ISENTO = 'Isento.';
const TETO = 'Acima do teto: contribuição máxima.';

/** INSS 2024 (ceiling 7.786,02; maximum contribution 908,86). */
export const TABELA_INSS_2024: TabelaOficial = {
  sigla: 'INSS',
  base: 'salario',
  vigenciaInicio: '2024-01-01',
  vigenciaFim: '2024-12-31',
  fonte: 'Portaria Interministerial MPS/MF nº 2, de 11/01/2024 (tabela de contribuição do empregado 2024).',
  faixas: [
    { de: '0.00', ate: '1412.00', aliquota: '0.075', deducao: '0.00' },
    { de: '1412.01', ate: '2666.68', aliquota: '0.09', deducao: '21.18' },
    { de: '2666.69', ate: '4000.03', aliquota: '0.12', deducao: '101.18' },
    { de: '4000.04', ate: '7786.02', aliquota: '0.14', deducao: '181.18' },
    { de: '7786.03', ate: null, aliquota: '0', deducao: '0.00', fixo: '908.86', nota: TETO },
  ],
};

/** INSS 2025 (ceiling 8.157,41; maximum contribution 951,63). */
export const TABELA_INSS_2025: TabelaOficial = {
  sigla: 'INSS',
  base: 'salario',
  vigenciaInicio: '2025-01-01',
  vigenciaFim: '2025-12-31',
  fonte: 'Portaria Interministerial MPS/MF nº 6, de 10/01/2025 (tabela de contribuição do empregado 2025).',
  faixas: [
    { de: '0.00', ate: '1518.00', aliquota: '0.075', deducao: '0.00' },
    { de: '1518.01', ate: '2793.88', aliquota: '0.09', deducao: '22.77' },
    { de: '2793.89', ate: '4190.83', aliquota: '0.12', deducao: '106.59' },
    { de: '4190.84', ate: '8157.41', aliquota: '0.14', deducao: '190.40' },
    { de: '8157.42', ate: null, aliquota: '0', deducao: '0.00', fixo: '951.63', nota: TETO },
  ],
};

/**
 * INSS 2026 (salário mínimo 1.621,00; ceiling 8.475,55). The maximum contribution 988,09 is the
 * table applied to 8.475,55 (121,575 + 115,3656 + 174,1716 + 576,9792 = 988,0914); some summaries
 * of the act print 988,07.
 */
export const TABELA_INSS_2026: TabelaOficial = {
  sigla: 'INSS',
  base: 'salario',
  vigenciaInicio: '2026-01-01',
  vigenciaFim: null,
  fonte:
    'Portaria Interministerial MPS/MF nº 13, de 09/01/2026 (tabela de contribuição do empregado 2026, salário mínimo R$ 1.621,00, teto R$ 8.475,55).',
  faixas: [
    { de: '0.00', ate: '1621.00', aliquota: '0.075', deducao: '0.00' },
    { de: '1621.01', ate: '2902.84', aliquota: '0.09', deducao: '24.32' },
    { de: '2902.85', ate: '4354.27', aliquota: '0.12', deducao: '111.40' },
    { de: '4354.28', ate: '8475.55', aliquota: '0.14', deducao: '198.49' },
    { de: '8475.56', ate: null, aliquota: '0', deducao: '0.00', fixo: '988.09', nota: TETO },
  ],
};

/** IRRF from May 2023 to January 2024. */
export const TABELA_IRRF_MAIO_2023: TabelaOficial = {
  sigla: 'IRRF',
  base: 'imposto',
  vigenciaInicio: '2023-05-01',
  vigenciaFim: '2024-01-31',
  fonte:
    'MP nº 1.171/2023, convertida na Lei nº 14.663/2023: tabela progressiva mensal do IRPF de maio de 2023 a janeiro de 2024.',
  faixas: [
    { de: '0.00', ate: '2112.00', aliquota: '0', deducao: '0.00', nota: ISENTO },
    { de: '2112.01', ate: '2826.65', aliquota: '0.075', deducao: '158.40' },
    { de: '2826.66', ate: '3751.05', aliquota: '0.15', deducao: '370.40' },
    { de: '3751.06', ate: '4664.68', aliquota: '0.225', deducao: '651.73' },
    { de: '4664.69', ate: null, aliquota: '0.275', deducao: '884.96' },
  ],
};

/** IRRF from February 2024 to April 2025. */
export const TABELA_IRRF_FEVEREIRO_2024: TabelaOficial = {
  sigla: 'IRRF',
  base: 'imposto',
  vigenciaInicio: '2024-02-01',
  vigenciaFim: '2025-04-30',
  fonte:
    'MP nº 1.206/2024, convertida na Lei nº 14.848/2024: tabela progressiva mensal do IRPF de fevereiro de 2024 a abril de 2025.',
  faixas: [
    { de: '0.00', ate: '2259.20', aliquota: '0', deducao: '0.00', nota: ISENTO },
    { de: '2259.21', ate: '2826.65', aliquota: '0.075', deducao: '169.44' },
    { de: '2826.66', ate: '3751.05', aliquota: '0.15', deducao: '381.44' },
    { de: '3751.06', ate: '4664.68', aliquota: '0.225', deducao: '662.77' },
    { de: '4664.69', ate: null, aliquota: '0.275', deducao: '896.00' },
  ],
};

/** IRRF from May 2025 (Lei 15.191/2025), still in force in 2026. */
export const TABELA_IRRF_MAIO_2025: TabelaOficial = {
  sigla: 'IRRF',
  base: 'imposto',
  vigenciaInicio: '2025-05-01',
  vigenciaFim: null,
  fonte: 'Lei nº 15.191/2025: tabela progressiva mensal do IRPF a partir de maio de 2025.',
  faixas: [
    { de: '0.00', ate: '2428.80', aliquota: '0', deducao: '0.00', nota: ISENTO },
    { de: '2428.81', ate: '2826.65', aliquota: '0.075', deducao: '182.16' },
    { de: '2826.66', ate: '3751.05', aliquota: '0.15', deducao: '394.16' },
    { de: '3751.06', ate: '4664.68', aliquota: '0.225', deducao: '675.49' },
    { de: '4664.69', ate: null, aliquota: '0.275', deducao: '908.73' },
  ],
};

/**
 * Every official table, in the order migration 0081 inserts them (the tables the demo seed used
 * to insert first come first, so a demo database keeps its bracket ids 1-15).
 */
export const TABELAS_OFICIAIS: readonly TabelaOficial[] = [
  TABELA_INSS_2025,
  TABELA_INSS_2026,
  TABELA_IRRF_MAIO_2025,
  TABELA_INSS_2024,
  TABELA_IRRF_MAIO_2023,
  TABELA_IRRF_FEVEREIRO_2024,
];

/** A bracket row of an official table (faixa_imposto) with the id the migration gives it on a fresh database. */
export interface FaixaOficialRow extends FaixaImpostoJson {
  id: number;
  sigla: TabelaOficial['sigla'];
}

/** The id of each official table's first bracket on a fresh database (identity, in migration order). */
const PRIMEIRO_ID = new Map<TabelaOficial, number>();
{
  let id = 1;
  for (const tabela of TABELAS_OFICIAIS) {
    PRIMEIRO_ID.set(tabela, id);
    id += tabela.faixas.length;
  }
}

/** The faixa_imposto rows of `tabelas` (default: every official table), with the ids migration 0081 gives them. */
export function faixasOficiais(tabelas: readonly TabelaOficial[] = TABELAS_OFICIAIS): FaixaOficialRow[] {
  return tabelas.flatMap((tabela) =>
    tabela.faixas.map((faixa, index) => ({
      id: (PRIMEIRO_ID.get(tabela) ?? 1) + index,
      sigla: tabela.sigla,
      comparaInicio: '>=' as const,
      valorFaixaInicio: faixa.de,
      comparaFim: faixa.ate === null ? null : ('<=' as const),
      valorFaixaFim: faixa.ate,
      aliqFaixa: faixa.aliquota,
      baseAliqFaixa: tabela.base,
      valorFaixa: faixa.fixo ?? null,
      valorDeducao: faixa.deducao,
      vigenciaInicio: tabela.vigenciaInicio,
      vigenciaFim: tabela.vigenciaFim,
      observacao: faixa.nota ? `${faixa.nota} ${tabela.fonte}` : tabela.fonte,
    })),
  );
}
