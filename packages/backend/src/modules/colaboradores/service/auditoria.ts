/**
 * What the audit trail (issue 37) records of an employee and of an employee's benefit: one list of
 * compared fields each, shared by the form's routes and the imports. Values are display-ready: the
 * names of the branch, department, regime and function (not their codes); salary and every benefit
 * amount of an employee carry sigilo 'salario', the CPF sigilo 'cpf'.
 */
import type { Conn } from '../../../db/client';
import type { CampoComparado } from '../../auditoria';
import * as q from '../queries';
import type { ColaboradorRow, ListRow } from '../queries';

/** An employee with the names of its references (GET /employee/:mat's row). */
export type ColaboradorAuditado = Omit<ListRow, 'mat' | 'ativo' | 'createdAt' | 'updatedAt'>;

export const CAMPOS_COLABORADOR: CampoComparado<ColaboradorAuditado>[] = [
  { campo: 'Nome', valor: (c) => c.nome },
  { campo: 'Sobrenome', valor: (c) => c.sobrenome },
  { campo: 'CPF', valor: (c) => c.cpf, sigilo: 'cpf' },
  { campo: 'E-mail', valor: (c) => c.email },
  { campo: 'Dependentes', valor: (c) => c.dependentes, tipo: 'numero' },
  { campo: 'Endereço', valor: (c) => c.endereco },
  { campo: 'Cidade', valor: (c) => c.cidade },
  { campo: 'UF', valor: (c) => c.uf },
  { campo: 'Filial', valor: (c) => c.filialNome },
  { campo: 'Departamento', valor: (c) => c.departamentoNome },
  { campo: 'Regime de contratação', valor: (c) => c.regimeNome },
  { campo: 'Função', valor: (c) => c.funcaoNome },
  { campo: 'Admissão', valor: (c) => c.admissao, tipo: 'data' },
  { campo: 'Demissão', valor: (c) => c.demissao, tipo: 'data' },
  { campo: 'Salário', valor: (c) => c.salario, tipo: 'dinheiro', sigilo: 'salario' },
  { campo: 'Classificação', valor: (c) => c.classificacao },
  { campo: 'Carga horária', valor: (c) => c.cargaHoraria, tipo: 'numero' },
  { campo: 'Data de início', valor: (c) => c.dataInicio, tipo: 'data' },
  { campo: 'Observação', valor: (c) => c.observacao },
];

/** The 'Ativo' field of an activation or deactivation. */
export const CAMPO_ATIVO: CampoComparado<{ ativo: boolean }>[] = [{ campo: 'Ativo', valor: (c) => c.ativo, tipo: 'booleano' }];

/** Codes -> names of the branches, departments, regimes and functions (loaded once for a file). */
export interface NomesDasReferencias {
  filial: Map<number, string>;
  departamento: Map<number, string>;
  regime: Map<number, string>;
  funcao: Map<number, string>;
}

export async function carregarNomesDasReferencias(db: Conn): Promise<NomesDasReferencias> {
  const linhas = await q.listarNomesDasReferencias(db);
  const nomes: NomesDasReferencias = { filial: new Map(), departamento: new Map(), regime: new Map(), funcao: new Map() };
  for (const linha of linhas) nomes[linha.tabela].set(linha.cod, linha.nome);
  return nomes;
}

/**
 * An employee's columns with the names of its references, as the trail compares them. Member by member, not
 * `{ ...colunas, filialNome, … }`: V8 gave the spread's 23 keys a slow (dictionary) object, and reading the
 * fields off 10.000 of them was most of what an import's entries cost to build (10.000 creations, isolated:
 * built and written 105 ms with the spread, 16 ms so; load ~8).
 */
export function colaboradorAuditado(colunas: Omit<ColaboradorRow, 'mat' | 'ativo' | 'createdAt' | 'updatedAt'>, nomes: NomesDasReferencias): ColaboradorAuditado {
  return {
    nome: colunas.nome,
    sobrenome: colunas.sobrenome,
    cpf: colunas.cpf,
    email: colunas.email,
    dependentes: colunas.dependentes,
    endereco: colunas.endereco,
    cidade: colunas.cidade,
    uf: colunas.uf,
    filial: colunas.filial,
    departamento: colunas.departamento,
    regime: colunas.regime,
    funcao: colunas.funcao,
    admissao: colunas.admissao,
    demissao: colunas.demissao,
    salario: colunas.salario,
    classificacao: colunas.classificacao,
    cargaHoraria: colunas.cargaHoraria,
    dataInicio: colunas.dataInicio,
    observacao: colunas.observacao,
    filialNome: nomes.filial.get(colunas.filial) ?? String(colunas.filial),
    departamentoNome: nomes.departamento.get(colunas.departamento) ?? String(colunas.departamento),
    regimeNome: nomes.regime.get(colunas.regime) ?? String(colunas.regime),
    funcaoNome: nomes.funcao.get(colunas.funcao) ?? String(colunas.funcao),
  };
}

/** An employee's benefit as the trail compares it: the benefit's and branch's names and the employee's adjustments. */
export interface BeneficioDoColaboradorAuditado {
  beneficio: string;
  filial: string;
  valorBenefAdic: string;
  aliqBenefAdic: string;
  valorBenefSubtrai: string;
  aliqBenefSubtrai: string;
  valorDescAdic: string;
  aliqDescAdic: string;
  valorDescSubtrai: string;
  aliqDescSubtrai: string;
}

export const CAMPOS_BENEFICIO_DO_COLABORADOR: CampoComparado<BeneficioDoColaboradorAuditado>[] = [
  { campo: 'Benefício', valor: (b) => b.beneficio },
  { campo: 'Filial', valor: (b) => b.filial },
  { campo: 'Benefício adicional (R$)', valor: (b) => b.valorBenefAdic, tipo: 'dinheiro', sigilo: 'salario' },
  { campo: 'Benefício adicional (%)', valor: (b) => b.aliqBenefAdic, tipo: 'percentual', sigilo: 'salario' },
  { campo: 'Benefício subtraído (R$)', valor: (b) => b.valorBenefSubtrai, tipo: 'dinheiro', sigilo: 'salario' },
  { campo: 'Benefício subtraído (%)', valor: (b) => b.aliqBenefSubtrai, tipo: 'percentual', sigilo: 'salario' },
  { campo: 'Desconto adicional (R$)', valor: (b) => b.valorDescAdic, tipo: 'dinheiro', sigilo: 'salario' },
  { campo: 'Desconto adicional (%)', valor: (b) => b.aliqDescAdic, tipo: 'percentual', sigilo: 'salario' },
  { campo: 'Desconto subtraído (R$)', valor: (b) => b.valorDescSubtrai, tipo: 'dinheiro', sigilo: 'salario' },
  { campo: 'Desconto subtraído (%)', valor: (b) => b.aliqDescSubtrai, tipo: 'percentual', sigilo: 'salario' },
];

/** The key of an employee's benefit in the trail: 'mat:benefCod'. */
export const chaveDoBeneficioDoColaborador = (mat: number, benefCod: number) => `${mat}:${benefCod}`;
