import {
  beneficiosApi,
  colaboradoresApi,
  departamentosApi,
  filiaisApi,
  funcoesApi,
  regimesApi,
  type ColaboradorRecord,
} from '@financeiro/api';
import { emptyColaborador, type ColaboradorForm } from '@financeiro/domain';
import type { SelectOption } from '@financeiro/ui';

export const LIST_PATH = '/cadastros/colaboradores';

/** The API record as form values ('' in empty inputs). */
export function toColaboradorForm(record: ColaboradorRecord | undefined): ColaboradorForm {
  if (!record) return emptyColaborador;
  return {
    nome: record.nome,
    sobrenome: record.sobrenome,
    email: record.email,
    cpf: record.cpf,
    dependentes: record.dependentes,
    endereco: record.endereco ?? '',
    cidade: record.cidade ?? '',
    uf: record.uf ?? '',
    filial: record.filial,
    departamento: record.departamento,
    regime: record.regime,
    funcao: record.funcao,
    admissao: record.admissao,
    demissao: record.demissao ?? '',
    salario: record.salario,
    carga_horaria: record.carga_horaria,
    classificacao: record.classificacao ?? '',
    data_inicio: record.data_inicio,
    observacao: record.observacao ?? '',
  };
}

export interface ColaboradorFormOptions {
  filiais: SelectOption[];
  departamentos: SelectOption[];
  regimes: SelectOption[];
  funcoes: SelectOption[];
  classificacoes: SelectOption[];
}

export const EMPTY_OPTIONS: ColaboradorFormOptions = { filiais: [], departamentos: [], regimes: [], funcoes: [], classificacoes: [] };

/** A list call that failed leaves its select empty instead of breaking the form. */
async function orEmpty<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch {
    return [];
  }
}

/** The selects of the employee form: active branches, departments, regimes, functions and the classifications. */
export async function loadColaboradorFormOptions(): Promise<ColaboradorFormOptions> {
  const [filiais, departamentos, regimes, funcoes, classificacoes] = await Promise.all([
    orEmpty(() => filiaisApi.list(true)),
    orEmpty(() => departamentosApi.list(true)),
    orEmpty(() => regimesApi.list(true)),
    orEmpty(() => funcoesApi.list(true)),
    orEmpty(() => colaboradoresApi.classificacoes()),
  ]);
  return {
    filiais: filiais.map((row) => ({ value: row.cod, label: row.label })),
    departamentos: departamentos.map((row) => ({ value: row.cod, label: row.nome })),
    regimes: regimes.map((row) => ({ value: row.cod, label: `${row.sigla} - ${row.nome}` })),
    funcoes: funcoes.map((row) => ({ value: row.cod, label: row.nome })),
    classificacoes: classificacoes.map((nome) => ({ value: nome, label: nome })),
  };
}

/**
 * The options plus the record's current value when it is not among them (a department switched
 * off since, a classification no longer offered), so the select still shows it.
 */
export function withCurrent(options: SelectOption[], value: number | string | null | undefined, label: string | null | undefined): SelectOption[] {
  if (value === null || value === undefined || value === '') return options;
  if (options.some((option) => String(option.value) === String(value))) return options;
  return [{ value, label: `${label ?? value} (inativo)` }, ...options];
}

/** The active benefits for the 'Adic.Beneficio' select. */
export async function loadBeneficioOptions(): Promise<Array<{ cod: number; sigla: string; nome: string }>> {
  return orEmpty(() => beneficiosApi.list({ ativo: true }));
}
