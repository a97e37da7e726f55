import Decimal from 'decimal.js';
import { memoTexto } from './memo';

/**
 * Legal parameters of the payroll closing that are not tax brackets (DOMAIN.md, 'Payroll
 * closing' item 3). Brackets (INSS, IRRF tables) are registration data (`faixa_imposto`, with
 * their own vigência); these are effective-dated constants, each with its source.
 *
 * Every list is ordered by start date; `fim` null = still in force. Dates are 'yyyy-MM-dd'
 * (calendar dates, compared as text). Money as decimal strings.
 */
export interface VigenciaLegal<T> {
  /** First day the value applies (inclusive). */
  inicio: string;
  /** Last day the value applies (inclusive); null = in force. */
  fim: string | null;
  valor: T;
  fonte: string;
}

/** IRRF deduction per dependent, monthly. */
export const DEDUCAO_DEPENDENTE_IRRF: readonly VigenciaLegal<string>[] = [
  {
    inicio: '2015-04-01',
    fim: null,
    valor: '189.59',
    fonte:
      'Lei nº 9.250/1995, art. 4º, III, com o valor da Lei nº 13.149/2015 (R$ 189,59 por dependente ao mês a partir de abril de 2015); inalterado pelas Leis 15.191/2025 e 15.270/2025.',
  },
];

/**
 * Simplified monthly discount of the withholding (desconto simplificado mensal): replaces the
 * legal deductions when it is larger. Before May 2023 there was none.
 */
export const DESCONTO_SIMPLIFICADO_IRRF: readonly VigenciaLegal<string>[] = [
  {
    inicio: '2023-05-01',
    fim: '2024-01-31',
    valor: '528.00',
    fonte: 'MP nº 1.171/2023, convertida na Lei nº 14.663/2023 (desconto simplificado de R$ 528,00 a partir de maio de 2023).',
  },
  {
    inicio: '2024-02-01',
    fim: '2025-04-30',
    valor: '564.80',
    fonte: 'MP nº 1.206/2024, convertida na Lei nº 14.848/2024 (R$ 564,80 a partir de fevereiro de 2024).',
  },
  {
    inicio: '2025-05-01',
    fim: null,
    valor: '607.20',
    fonte: 'MP nº 1.294/2025, convertida na Lei nº 15.191/2025 (R$ 607,20 a partir de maio de 2025).',
  },
];

/** Monthly IRRF reducer of Lei 15.270/2025. */
export interface RedutorIrrf {
  /** Gross taxable income up to this amount pays no tax (the reduction equals the tax). */
  limiteIsencao: string;
  /** Above `limiteIsencao` up to this amount: reduction = parcelaFixa - fator x gross (floor 0). */
  limiteReducao: string;
  parcelaFixa: string;
  fator: string;
}

export const REDUTOR_IRRF: readonly VigenciaLegal<RedutorIrrf>[] = [
  {
    inicio: '2026-01-01',
    fim: null,
    valor: { limiteIsencao: '5000.00', limiteReducao: '7350.00', parcelaFixa: '978.62', fator: '0.133145' },
    fonte:
      'Lei nº 15.270/2025 (redução mensal do IRPF a partir de janeiro de 2026): rendimentos tributáveis até R$ 5.000,00 -> imposto zero; de R$ 5.000,01 a R$ 7.350,00 -> redução de R$ 978,62 - 0,133145 x rendimentos, limitada ao imposto.',
  },
];

/**
 * FGTS termination fine: 40 % of the FGTS deposits on dismissal without cause (Lei nº 8.036/1990,
 * art. 18, § 1º). Drives `provisaoRescisao` = 40 % x FGTS rate x (gross + 13th + vacation bases).
 */
export const MULTA_RESCISORIA_FGTS = '0.40';
export const MULTA_RESCISORIA_FGTS_FONTE = 'Lei nº 8.036/1990, art. 18, § 1º (multa de 40 % sobre os depósitos do FGTS).';

/** The entry in force on `data` ('yyyy-MM-dd'), or null. */
export function vigenteEm<T>(lista: readonly VigenciaLegal<T>[], data: string): VigenciaLegal<T> | null {
  let found: VigenciaLegal<T> | null = null;
  for (const item of lista) {
    if (item.inicio <= data && (item.fim === null || item.fim >= data)) {
      if (found === null || item.inicio > found.inicio) found = item;
    }
  }
  return found;
}

export interface ConstantesIrrf {
  data: string;
  deducaoDependente: Decimal;
  descontoSimplificado: Decimal;
  redutor: { limiteIsencao: Decimal; limiteReducao: Decimal; parcelaFixa: Decimal; fator: Decimal } | null;
  fontes: string[];
}

/** The IRRF legal constants in force on `data` ('yyyy-MM-dd'); missing ones are 0 / null (memoised per date). */
export function constantesIrrf(data: string): ConstantesIrrf {
  return constantesPorData(data);
}

const constantesPorData = memoTexto(1024, (data: string): ConstantesIrrf => {
  const dependente = vigenteEm(DEDUCAO_DEPENDENTE_IRRF, data);
  const simplificado = vigenteEm(DESCONTO_SIMPLIFICADO_IRRF, data);
  const redutor = vigenteEm(REDUTOR_IRRF, data);
  return {
    data,
    deducaoDependente: new Decimal(dependente?.valor ?? 0),
    descontoSimplificado: new Decimal(simplificado?.valor ?? 0),
    redutor: redutor
      ? {
          limiteIsencao: new Decimal(redutor.valor.limiteIsencao),
          limiteReducao: new Decimal(redutor.valor.limiteReducao),
          parcelaFixa: new Decimal(redutor.valor.parcelaFixa),
          fator: new Decimal(redutor.valor.fator),
        }
      : null,
    fontes: [dependente, simplificado, redutor].filter((item) => item !== null).map((item) => item.fonte),
  };
});
