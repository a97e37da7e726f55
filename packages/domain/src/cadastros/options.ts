/** Option lists of the registration selects (spec 02 sections 3 and 9). */

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

/** The label of an option's value (the value itself when it is not an option; null stays null). */
export function rotuloDaOpcao(opcoes: readonly SelectOption[], valor: string | null | undefined): string | null {
  if (valor === null || valor === undefined) return null;
  return opcoes.find((opcao) => opcao.value === valor)?.label ?? valor;
}

export const PERIODOS_VALOR = ['dia', 'mes'] as const;
export type PeriodoValor = (typeof PERIODOS_VALOR)[number];
export const PERIODO_VALOR_OPTIONS: readonly SelectOption<PeriodoValor>[] = [
  { value: 'dia', label: 'Dia' },
  { value: 'mes', label: 'Mês' },
];

export const TIPOS_IMPOSTO = ['fixo', 'percentual'] as const;
export type TipoImposto = (typeof TIPOS_IMPOSTO)[number];
export const TIPO_IMPOSTO_OPTIONS: readonly SelectOption<TipoImposto>[] = [
  { value: 'fixo', label: 'Fixo' },
  { value: 'percentual', label: 'Percentual' },
];

/** Rate bases of a tax: the salary or the tax base (income tax). */
export const BASES_IMPOSTO = ['salario', 'imposto'] as const;
export type BaseImposto = (typeof BASES_IMPOSTO)[number];
export const BASE_IMPOSTO_OPTIONS: readonly SelectOption<BaseImposto>[] = [
  { value: 'salario', label: 'Salário' },
  { value: 'imposto', label: 'Imposto' },
];

/** Rate bases of a benefit: the salary or the benefit value. */
export const BASES_BENEFICIO = ['salario', 'beneficio'] as const;
export type BaseBeneficio = (typeof BASES_BENEFICIO)[number];
export const BASE_BENEFICIO_OPTIONS: readonly SelectOption<BaseBeneficio>[] = [
  { value: 'salario', label: 'Salário' },
  { value: 'beneficio', label: 'Benefício' },
];

/** Comparison operators of the tax brackets (faixas). */
export const COMPARADORES = ['>', '>=', '=', '<=', '<'] as const;
export type Comparador = (typeof COMPARADORES)[number];

/** Project categories that are not employee classifications. */
export const CLASSIFICACOES_EXCLUIDAS = ['Financiado', 'Projetos Internos', 'Produtos'] as const;

/** The employee classification options: the project categories minus the excluded ones (and blanks, repeats). */
export function classificationOptions(categories: readonly string[]): string[] {
  const excluded = new Set<string>(CLASSIFICACOES_EXCLUIDAS);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const category of categories) {
    if (typeof category !== 'string') continue;
    const name = category.trim();
    if (name === '' || excluded.has(name) || seen.has(name)) continue;
    seen.add(name);
    result.push(name);
  }
  return result;
}

/** The 27 federative units (26 states and the Federal District), by code (spec 01 section 9). */
export const UNIDADES_FEDERATIVAS = [
  { sigla: 'AC', nome: 'Acre' },
  { sigla: 'AL', nome: 'Alagoas' },
  { sigla: 'AP', nome: 'Amapá' },
  { sigla: 'AM', nome: 'Amazonas' },
  { sigla: 'BA', nome: 'Bahia' },
  { sigla: 'CE', nome: 'Ceará' },
  { sigla: 'DF', nome: 'Distrito Federal' },
  { sigla: 'ES', nome: 'Espírito Santo' },
  { sigla: 'GO', nome: 'Goiás' },
  { sigla: 'MA', nome: 'Maranhão' },
  { sigla: 'MT', nome: 'Mato Grosso' },
  { sigla: 'MS', nome: 'Mato Grosso do Sul' },
  { sigla: 'MG', nome: 'Minas Gerais' },
  { sigla: 'PA', nome: 'Pará' },
  { sigla: 'PB', nome: 'Paraíba' },
  { sigla: 'PR', nome: 'Paraná' },
  { sigla: 'PE', nome: 'Pernambuco' },
  { sigla: 'PI', nome: 'Piauí' },
  { sigla: 'RJ', nome: 'Rio de Janeiro' },
  { sigla: 'RN', nome: 'Rio Grande do Norte' },
  { sigla: 'RS', nome: 'Rio Grande do Sul' },
  { sigla: 'RO', nome: 'Rondônia' },
  { sigla: 'RR', nome: 'Roraima' },
  { sigla: 'SC', nome: 'Santa Catarina' },
  { sigla: 'SP', nome: 'São Paulo' },
  { sigla: 'SE', nome: 'Sergipe' },
  { sigla: 'TO', nome: 'Tocantins' },
] as const;
export type SiglaUf = (typeof UNIDADES_FEDERATIVAS)[number]['sigla'];
export const SIGLAS_UF: readonly SiglaUf[] = UNIDADES_FEDERATIVAS.map((uf) => uf.sigla);
/** 'SP — São Paulo': the state select of addresses and branches. */
export const UF_OPTIONS: readonly SelectOption<SiglaUf>[] = UNIDADES_FEDERATIVAS.map(({ sigla, nome }) => ({
  value: sigla,
  label: `${sigla} — ${nome}`,
}));

export function isSiglaUf(value: unknown): value is SiglaUf {
  return typeof value === 'string' && (SIGLAS_UF as readonly string[]).includes(value);
}
