/**
 * Reference registrations of the demo company (a Lucro Presumido company): regime provision
 * settings, project categories, taxes (their official brackets come from migration 0081), and
 * benefits.
 * Money as NUMERIC strings ('1234.56'); rates as fractions 0..1 ('0.075000').
 *
 * These rows must make the payroll engine of DOMAIN.md produce the official figures:
 *   - INSS 2025 on 5.000,00 -> 509,60; ceilings 951,63 (2025) and 988,09 (2026);
 *   - IRRF (from May 2025) on 5.000,00 with 2 dependents -> 249,53;
 *   - salary 3.000,00 with CPP 20 %, RAT 2 %, Terceiros 5,8 %, FGTS 8 %, no benefits
 *     -> custoTotal 4.980,83.
 * (company.test.ts recomputes these from the seeded rows.)
 */
import { CLASSIFICACOES_EXCLUIDAS } from '@financeiro/domain';
import type {
  beneficio,
  categoriaProjeto,
  imposto,
  regimeContrato,
  regimeImposto,
  valorBeneficio,
  valorImposto,
} from '../../db/schema';
import { DEMO_FILIAIS } from '../data';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const REGIME = { CLT: 1, PJ: 2, EST: 3 } as const;

type RegimeProvisions = Pick<
  Insert<typeof regimeContrato>,
  | 'provisionaDecimoTerceiro'
  | 'provisionaFerias'
  | 'provisionaTercoFerias'
  | 'provisionaRescisao'
  | 'provisionaFgts'
  | 'recessoRemunerado'
>;

/** DOMAIN.md item 6: CLT all provisions; intern only the paid recess; PJ none. */
export const REGIME_PROVISIONS: Record<number, RegimeProvisions> = {
  [REGIME.CLT]: {
    provisionaDecimoTerceiro: true,
    provisionaFerias: true,
    provisionaTercoFerias: true,
    provisionaRescisao: true,
    provisionaFgts: true,
    recessoRemunerado: false,
  },
  [REGIME.PJ]: {
    provisionaDecimoTerceiro: false,
    provisionaFerias: false,
    provisionaTercoFerias: false,
    provisionaRescisao: false,
    provisionaFgts: false,
    recessoRemunerado: false,
  },
  [REGIME.EST]: {
    provisionaDecimoTerceiro: false,
    provisionaFerias: false,
    provisionaTercoFerias: false,
    provisionaRescisao: false,
    provisionaFgts: false,
    recessoRemunerado: true,
  },
};

// ------------------------------------------------------------------------- project categories

export const DEMO_CATEGORIAS: Insert<typeof categoriaProjeto>[] = [
  { id: 1, nome: 'Desenvolvimento', descricao: 'Projetos de desenvolvimento de software sob encomenda.' },
  { id: 2, nome: 'Sustentação', descricao: 'Sustentação e evolução de sistemas em produção.' },
  { id: 3, nome: 'Consultoria', descricao: 'Consultoria técnica e de arquitetura.' },
  { id: 4, nome: 'Alocação', descricao: 'Profissionais alocados no cliente (body shop).' },
  { id: 5, nome: 'Financiado', descricao: 'Projetos financiados (FINEP, Lei do Bem, editais).' },
  { id: 6, nome: 'Projetos Internos', descricao: 'Iniciativas internas sem cliente.' },
  { id: 7, nome: 'Produtos', descricao: 'Desenvolvimento dos produtos próprios.' },
];

/** Employee classifications: the categories except Financiado, Projetos Internos and Produtos. */
export const EMPLOYEE_CLASSIFICATIONS = DEMO_CATEGORIAS.map((row) => row.nome).filter(
  (nome) => !(CLASSIFICACOES_EXCLUIDAS as readonly string[]).includes(nome),
);

// ---------------------------------------------------------------------------------------- taxes

export const IMPOSTO = { INSS: 1, IRRF: 2, FGTS: 3, CPP: 4, RAT: 5, TERCEIROS: 6 } as const;

export const DEMO_IMPOSTOS: Insert<typeof imposto>[] = [
  {
    cod: IMPOSTO.INSS,
    sigla: 'INSS',
    nome: 'INSS do empregado',
    descricao:
      'Contribuição previdenciária do segurado empregado, progressiva por faixas sobre o salário (EC 103/2019), limitada ao teto.',
  },
  {
    cod: IMPOSTO.IRRF,
    sigla: 'IRRF',
    nome: 'Imposto de Renda Retido na Fonte',
    descricao:
      'IRPF retido na fonte, tabela progressiva mensal sobre o salário menos INSS e deduções (dependentes ou desconto simplificado).',
  },
  {
    cod: IMPOSTO.FGTS,
    sigla: 'FGTS',
    nome: 'FGTS',
    descricao: 'Fundo de Garantia do Tempo de Serviço: depósito de 8 % da remuneração pela empresa (Lei 8.036/1990).',
  },
  {
    cod: IMPOSTO.CPP,
    sigla: 'CPP',
    nome: 'Contribuição Previdenciária Patronal',
    descricao: 'INSS patronal: 20 % sobre a folha (Lei 8.212/1991, art. 22, I).',
  },
  {
    cod: IMPOSTO.RAT,
    sigla: 'RAT',
    nome: 'RAT/GILRAT x FAP',
    descricao: 'Risco Ambiental do Trabalho: RAT 2 % (risco médio) x FAP 1,0000 = 2 % sobre a folha (Lei 8.212/1991, art. 22, II).',
  },
  {
    cod: IMPOSTO.TERCEIROS,
    sigla: 'TERCEIROS',
    nome: 'Outras entidades (Terceiros)',
    descricao: 'Salário-educação 2,5 %, INCRA 0,2 %, SENAC 1,0 %, SESC 1,5 %, SEBRAE 0,6 % = 5,8 % sobre a folha (FPAS 515).',
  },
];

/** Company part of each tax (aliquota_filial over the salary). */
const COMPANY_RATES: Record<number, string> = {
  [IMPOSTO.FGTS]: '0.080000',
  [IMPOSTO.CPP]: '0.200000',
  [IMPOSTO.RAT]: '0.020000',
  [IMPOSTO.TERCEIROS]: '0.058000',
};

/** Employee part carried by brackets: the value row only says which base the brackets use. */
const BRACKET_BASE: Record<number, 'salario' | 'imposto'> = {
  [IMPOSTO.INSS]: 'salario',
  [IMPOSTO.IRRF]: 'imposto',
};

/** One value row per tax and branch; ids are fixed. */
export const DEMO_VALORES_IMPOSTO: Insert<typeof valorImposto>[] = DEMO_IMPOSTOS.flatMap((tax, taxIndex) =>
  DEMO_FILIAIS.map((branch, branchIndex) => {
    const cod = tax.cod!;
    const companyRate = COMPANY_RATES[cod];
    return {
      id: taxIndex * DEMO_FILIAIS.length + branchIndex + 1,
      impostoCod: cod,
      filialCod: branch.cod,
      tipoImposto: 'percentual',
      valorFixo: '0.00',
      periodoValor: 'mes',
      valorDesc: '0.00',
      aliquotaDesc: '0.000000',
      baseAliqDesc: BRACKET_BASE[cod] ?? null,
      valorFilial: '0.00',
      aliquotaFilial: companyRate ?? '0.000000',
      baseAliqFilial: companyRate ? 'salario' : null,
    };
  }),
);

/** CLT: every tax; intern: income tax only (no INSS, FGTS or charges on a bolsa); PJ: none. */
export const DEMO_REGIME_IMPOSTOS: Insert<typeof regimeImposto>[] = [
  ...[IMPOSTO.INSS, IMPOSTO.IRRF, IMPOSTO.FGTS, IMPOSTO.CPP, IMPOSTO.RAT, IMPOSTO.TERCEIROS].map((impostoCod) => ({
    regimeCod: REGIME.CLT,
    impostoCod,
  })),
  { regimeCod: REGIME.EST, impostoCod: IMPOSTO.IRRF },
].map((row, index) => ({ id: index + 1, ...row }));

// The official INSS and IRRF brackets (2024 to 2026) are reference data of every database:
// migrations/0081_tabelas_oficiais_inss_irrf.sql inserts them into the taxes INSS (cod 1) and
// IRRF (cod 2), before this seed runs: the rows of `faixasOficiais()` (TABELAS_OFICIAIS in
// @financeiro/domain, checked column by column by fechamentos/tabelas-oficiais.test.ts). The 2026 reducer of Lei 15.270/2025 and the
// dependent/simplified deductions are effective-dated constants in @financeiro/domain.

// ------------------------------------------------------------------------------------- benefits

export const BENEFICIO = { VR: 1, VA: 2, PS: 3, VT: 4, SV: 5 } as const;

export const DEMO_BENEFICIOS: Insert<typeof beneficio>[] = [
  { cod: BENEFICIO.VR, sigla: 'VR', nome: 'Vale-refeição', descricao: 'Vale-refeição por dia útil (PAT); desconto de 1 % do benefício.' },
  { cod: BENEFICIO.VA, sigla: 'VA', nome: 'Vale-alimentação', descricao: 'Vale-alimentação por dia útil (PAT); desconto fixo mensal.' },
  { cod: BENEFICIO.PS, sigla: 'PS', nome: 'Plano de saúde', descricao: 'Plano de saúde empresarial com coparticipação fixa do titular.' },
  { cod: BENEFICIO.VT, sigla: 'VT', nome: 'Vale-transporte', descricao: 'Vale-transporte por dia útil; desconto de 6 % do salário (Lei 7.418/1985).' },
  { cod: BENEFICIO.SV, sigla: 'SV', nome: 'Seguro de vida', descricao: 'Seguro de vida em grupo, integralmente pago pela empresa.' },
];

type BenefitValue = Omit<Insert<typeof valorBeneficio>, 'id' | 'benefCod' | 'filialCod'>;

const noCompanyExtra = { valorFilial: '0.00', aliquotaFilial: '0.000000', baseAliqFilial: 'beneficio' } as const;

const perDay = (valor: string, extra: Partial<BenefitValue> = {}): BenefitValue => ({
  valor,
  periodoValor: 'dia',
  ...extra,
  ...noCompanyExtra,
});
const perMonth = (valor: string, extra: Partial<BenefitValue> = {}): BenefitValue => ({
  valor,
  periodoValor: 'mes',
  ...extra,
  ...noCompanyExtra,
});
const onBenefit1pct = { aliquotaDesc: '0.010000', baseAliqDesc: 'beneficio' } as const;
const onSalary6pct = { aliquotaDesc: '0.060000', baseAliqDesc: 'salario' } as const;

/**
 * Values per benefit and branch (1 São Paulo, 2 Rio de Janeiro, 3 Florianópolis). The company
 * pays the benefit minus the employee's discount; no extra company part (valor/aliquota_filial 0).
 */
const BENEFIT_VALUES: Record<number, Record<number, BenefitValue>> = {
  [BENEFICIO.VR]: { 1: perDay('45.00', onBenefit1pct), 2: perDay('43.50', onBenefit1pct), 3: perDay('41.00', onBenefit1pct) },
  [BENEFICIO.VA]: {
    1: perDay('32.00', { valorDesc: '5.00' }),
    2: perDay('30.00', { valorDesc: '5.00' }),
    3: perDay('28.50', { valorDesc: '5.00' }),
  },
  [BENEFICIO.PS]: {
    1: perMonth('780.00', { valorDesc: '120.00' }),
    2: perMonth('720.00', { valorDesc: '110.00' }),
    3: perMonth('650.00', { valorDesc: '95.00' }),
  },
  [BENEFICIO.VT]: { 1: perDay('10.00', onSalary6pct), 2: perDay('9.40', onSalary6pct), 3: perDay('12.00', onSalary6pct) },
  [BENEFICIO.SV]: { 1: perMonth('25.00'), 2: perMonth('25.00'), 3: perMonth('22.00') },
};

export const DEMO_VALORES_BENEFICIO: Insert<typeof valorBeneficio>[] = DEMO_BENEFICIOS.flatMap((benefit, benefitIndex) =>
  DEMO_FILIAIS.map((branch, branchIndex) => {
    const value = BENEFIT_VALUES[benefit.cod!]?.[branch.cod];
    if (!value) throw new Error(`Valor do benefício ${benefit.sigla} sem filial ${branch.cod}`);
    return {
      id: benefitIndex * DEMO_FILIAIS.length + branchIndex + 1,
      benefCod: benefit.cod!,
      filialCod: branch.cod,
      valorDesc: '0.00',
      aliquotaBenef: '0.000000',
      baseAliqBenef: null,
      aliquotaDesc: '0.000000',
      baseAliqDesc: null,
      ...value,
    };
  }),
);
