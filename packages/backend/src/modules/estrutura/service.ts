/**
 * Company structure (spec 02 section 7): departments, branches and job functions, each a
 * registration entity (list, detail, create, update; switched off through `ativo`, never deleted).
 */
import type { Departamento, Filial, Funcao, FuncaoAtivo } from '@financeiro/domain';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import * as q from './queries';

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

export async function criarDepartamento(db: Db, value: Departamento): Promise<number> {
  return q.inserirDepartamento(db, departamentoColumns(value));
}

export async function atualizarDepartamento(db: Db, cod: number, value: Departamento): Promise<number> {
  const affectedRows = await q.atualizarDepartamento(db, cod, departamentoColumns(value));
  if (affectedRows === 0) throw notFound();
  return affectedRows;
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
async function checkFilial(db: Db, value: Filial, cod?: number): Promise<void> {
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
  await checkFilial(db, value);
  return q.inserirFilial(db, filialColumns(value));
}

export async function atualizarFilial(db: Db, cod: number, value: Filial): Promise<number> {
  await checkFilial(db, value, cod);
  const affectedRows = await q.atualizarFilial(db, cod, filialColumns(value));
  if (affectedRows === 0) throw notFound();
  return affectedRows;
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

export async function criarFuncao(db: Db, value: Funcao): Promise<number> {
  return q.inserirFuncao(db, funcaoColumns(value));
}

export async function atualizarFuncao(db: Db, cod: number, value: Funcao): Promise<number> {
  const affectedRows = await q.atualizarFuncao(db, cod, funcaoColumns(value));
  if (affectedRows === 0) throw notFound();
  return affectedRows;
}

export async function funcoesAtivas1e2(db: Db) {
  return { result: (await q.listarFuncoesAtivas1e2(db)).map(funcaoToApi) };
}
