/**
 * Company structure (spec 02 section 7): departments, branches and job functions, each a
 * registration entity (list, detail, create, update; switched off through `ativo`, never deleted).
 */
import type { Departamento, Filial, Funcao, FuncaoAtivo } from '@financeiro/domain';
import type { Conn, Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { diferencas, registrarAuditoria, type CampoComparado } from '../auditoria';
import * as q from './queries';

// ------------------------------------------------------------------------------- audit trail

/** What the audit trail records of a department (issue 37). */
const CAMPOS_DEPARTAMENTO: CampoComparado<q.DepartamentoColumns>[] = [
  { campo: 'Sigla', valor: (d) => d.sigla },
  { campo: 'Nome', valor: (d) => d.nome },
  { campo: 'Descrição', valor: (d) => d.descricao },
  { campo: 'Ativo', valor: (d) => d.ativo, tipo: 'booleano' },
];

/** What the audit trail records of a branch. */
const CAMPOS_FILIAL: CampoComparado<q.FilialColumns>[] = [
  { campo: 'CNPJ', valor: (f) => f.cnpj },
  { campo: 'Nome', valor: (f) => f.label },
  { campo: 'UF', valor: (f) => f.uf },
  { campo: 'Ativo', valor: (f) => f.ativo, tipo: 'booleano' },
];

const SITUACAO_FUNCAO: Record<number, string> = { 0: 'Inativa', 1: 'Ativa', 2: 'Simulador' };

/** What the audit trail records of a job function. */
const CAMPOS_FUNCAO: CampoComparado<q.FuncaoColumns>[] = [
  { campo: 'CBO', valor: (f) => f.cbo },
  { campo: 'Nome', valor: (f) => f.nome },
  { campo: 'Descrição', valor: (f) => f.descricao },
  { campo: 'Situação', valor: (f) => SITUACAO_FUNCAO[Number(f.ativo)] ?? String(f.ativo) },
];

/**
 * Update of one structure record with its audit entry: the row before (locked), the update, the entry
 * with the changed fields (none when nothing changed). 0 for an unknown code.
 */
async function atualizarAuditado<C>(
  db: Db,
  entidade: 'departamento' | 'filial' | 'funcao',
  cod: number,
  colunas: C,
  campos: CampoComparado<C>[],
  travar: (tx: Conn, cod: number) => Promise<C | undefined>,
  atualizar: (tx: Conn, cod: number, colunas: C) => Promise<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const antes = await travar(tx, cod);
    if (!antes) throw notFound();
    const affectedRows = await atualizar(tx, cod, colunas);
    await registrarAuditoria(tx, { acao: 'alterar', entidade, chave: cod, campos: diferencas(antes, colunas, campos) });
    return affectedRows;
  });
}

async function criarAuditado<C>(db: Db, entidade: 'departamento' | 'filial' | 'funcao', colunas: C, campos: CampoComparado<C>[], inserir: (tx: Conn, colunas: C) => Promise<number>): Promise<number> {
  return db.transaction(async (tx) => {
    const cod = await inserir(tx, colunas);
    await registrarAuditoria(tx, { acao: 'criar', entidade, chave: cod, campos: diferencas(null, colunas, campos) });
    return cod;
  });
}

// -------------------------------------------------------------------------------- departamento

function departamentoToApi(row: q.DepartamentoRow) {
  return { cod: row.cod, sigla: row.sigla, nome: row.nome, descricao: row.descricao, ativo: row.ativo };
}

function departamentoColumns(value: Departamento): q.DepartamentoColumns {
  return { sigla: value.sigla, nome: value.nome, descricao: value.descricao ?? null, ativo: value.ativo };
}

export async function listarDepartamentos(db: Db, ativo: boolean | undefined) {
  return (await q.listarDepartamentos(db, ativo)).map(departamentoToApi);
}

export async function buscarDepartamento(db: Db, cod: number, ativo: boolean | undefined) {
  const row = await q.buscarDepartamento(db, cod, ativo);
  if (!row) throw notFound();
  return departamentoToApi(row);
}

export function criarDepartamento(db: Db, value: Departamento): Promise<number> {
  return criarAuditado(db, 'departamento', departamentoColumns(value), CAMPOS_DEPARTAMENTO, q.inserirDepartamento);
}

export function atualizarDepartamento(db: Db, cod: number, value: Departamento): Promise<number> {
  return atualizarAuditado(db, 'departamento', cod, departamentoColumns(value), CAMPOS_DEPARTAMENTO, q.travarDepartamento, q.atualizarDepartamento);
}

// -------------------------------------------------------------------------------------- filial

export const FILIAL_MESSAGES = {
  cnpjDuplicado: 'CNPJ já cadastrado em outra filial ativa.',
} as const;

function filialToApi(row: q.FilialRow) {
  return { cod: row.cod, cnpj: row.cnpj, label: row.label, uf: row.uf, ativo: row.ativo };
}

function filialColumns(value: Filial): q.FilialColumns {
  return { cnpj: value.cnpj, label: value.label, uf: value.uf ?? null, ativo: value.ativo };
}

/**
 * cnpj travels and is stored as digits only (11 to 14, check digits verified at 14). A CNPJ
 * identifies one establishment, so two active branches cannot share it (choice: the spec is silent;
 * an inactive branch keeps its CNPJ and does not block a new one).
 */
async function validarFilial(db: Db, value: Filial, cod?: number): Promise<void> {
  if (!value.ativo) return;
  if (await q.existeOutraFilialAtivaComCnpj(db, String(value.cnpj), cod)) {
    throw badRequest([{ field: 'cnpj', errorMessage: FILIAL_MESSAGES.cnpjDuplicado }]);
  }
}

export async function listarFiliais(db: Db, ativo: boolean | undefined) {
  return (await q.listarFiliais(db, ativo)).map(filialToApi);
}

export async function buscarFilial(db: Db, cod: number, ativo: boolean | undefined) {
  const row = await q.buscarFilial(db, cod, ativo);
  if (!row) throw notFound();
  return filialToApi(row);
}

export async function criarFilial(db: Db, value: Filial): Promise<number> {
  await validarFilial(db, value);
  return criarAuditado(db, 'filial', filialColumns(value), CAMPOS_FILIAL, q.inserirFilial);
}

export async function atualizarFilial(db: Db, cod: number, value: Filial): Promise<number> {
  await validarFilial(db, value, cod);
  return atualizarAuditado(db, 'filial', cod, filialColumns(value), CAMPOS_FILIAL, q.travarFilial, q.atualizarFilial);
}

// -------------------------------------------------------------------------------------- funcao

/**
 * Job functions. `ativo` is 0 (inactive), 1 (active) or 2 (created from the cost simulator). The
 * CBO is not unique: one CBO code legitimately covers several job titles (Desenvolvedor Pleno and
 * Sênior are both 2124-05).
 */
function funcaoToApi(row: q.FuncaoRow) {
  // The column's check constraint holds it to 0, 1 or 2 (FUNCAO_ATIVO).
  return { cod: row.cod, cbo: row.cbo, nome: row.nome, descricao: row.descricao, ativo: row.ativo as FuncaoAtivo };
}

function funcaoColumns(value: Funcao): q.FuncaoColumns {
  return { cbo: value.cbo, nome: value.nome, descricao: value.descricao ?? null, ativo: value.ativo };
}

export async function listarFuncoes(db: Db, ativo: number | undefined) {
  return (await q.listarFuncoes(db, ativo)).map(funcaoToApi);
}

export async function buscarFuncao(db: Db, cod: number, ativo: number | undefined) {
  const row = await q.buscarFuncao(db, cod, ativo);
  if (!row) throw notFound();
  return funcaoToApi(row);
}

export function criarFuncao(db: Db, value: Funcao): Promise<number> {
  return criarAuditado(db, 'funcao', funcaoColumns(value), CAMPOS_FUNCAO, q.inserirFuncao);
}

export function atualizarFuncao(db: Db, cod: number, value: Funcao): Promise<number> {
  return atualizarAuditado(db, 'funcao', cod, funcaoColumns(value), CAMPOS_FUNCAO, q.travarFuncao, q.atualizarFuncao);
}

export async function funcoesAtivas1e2(db: Db) {
  return { result: (await q.listarFuncoesAtivas1e2(db)).map(funcaoToApi) };
}
