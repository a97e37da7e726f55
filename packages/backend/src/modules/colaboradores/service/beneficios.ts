/**
 * An employee's benefits (spec 02 sections 3, 4 and 7). A row holds the employee's own additions
 * and subtractions; the base values (valor, período, desconto) come from valor_beneficio of the
 * employee's branch and are joined into the answer. The body arrives validated at the edge by the
 * domain's colaboradorBeneficioSchema without rolMat, benefCod and filialCod, which come from the
 * path and the employee (filialCod = the employee's branch).
 */
import Decimal from 'decimal.js';
import type { ColaboradorBeneficio } from '@financeiro/domain';
import type { Conn, Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import * as q from '../queries';
import type { JoinedBenefitRow } from '../queries';
import { numberOrNull } from './colaborador';
import { diferencas, registrarAuditoria, type NovaEntradaDeAuditoria } from '../../auditoria';
import { CAMPOS_BENEFICIO_DO_COLABORADOR, chaveDoBeneficioDoColaborador, type BeneficioDoColaboradorAuditado } from './auditoria';
import { isUniqueViolation } from '../../../db/errors';

export const COLABORADOR_BENEFICIO_MESSAGES = {
  colaboradorNaoEncontrado: 'Colaborador não encontrado.',
  colaboradorInativo: 'Colaborador inativo: reative o colaborador antes de incluir benefícios.',
  beneficioInvalido: 'Benefício não encontrado ou inativo.',
  semValorNaFilial: 'O benefício não possui valor cadastrado para a filial do colaborador. Cadastre o valor por filial antes de incluí-lo.',
  duplicado: 'Este benefício já está cadastrado para o colaborador.',
  naoEncontrado: 'Benefício não encontrado para o colaborador.',
} as const;

const M = COLABORADOR_BENEFICIO_MESSAGES;

/** The employee's additions and subtractions of a benefit (the body of the routes, a row of the import). */
export type AjustesBeneficio = Omit<ColaboradorBeneficio, 'rolMat' | 'benefCod' | 'filialCod'>;

const amount = (value: number | null | undefined, decimals: number) => new Decimal(value ?? 0).toFixed(decimals);

/** The adic/subtrai columns of a validated body (empty optional values become 0). */
export function adjustmentColumns(value: AjustesBeneficio) {
  return {
    valorBenefAdic: amount(value.valorBenefAdic, 2),
    aliqBenefAdic: amount(value.aliqBenefAdic, 6),
    valorBenefSubtrai: amount(value.valorBenefSubtrai, 2),
    aliqBenefSubtrai: amount(value.aliqBenefSubtrai, 6),
    valorDescAdic: amount(value.valorDescAdic, 2),
    aliqDescAdic: amount(value.aliqDescAdic, 6),
    valorDescSubtrai: amount(value.valorDescSubtrai, 2),
    aliqDescSubtrai: amount(value.aliqDescSubtrai, 6),
  };
}

const NUMERIC_FIELDS = [
  'valor',
  'valorDesc',
  'aliquotaDesc',
  'valorBenefAdic',
  'aliqBenefAdic',
  'valorBenefSubtrai',
  'aliqBenefSubtrai',
  'valorDescAdic',
  'aliqDescAdic',
  'valorDescSubtrai',
  'aliqDescSubtrai',
] as const;

/** Numeric columns (decimal strings) as numbers; rates stay fractions 0..1. */
function colaboradorBeneficioToApi(row: JoinedBenefitRow) {
  const result: Record<string, unknown> = { ...row };
  for (const field of NUMERIC_FIELDS) result[field] = numberOrNull(row[field]);
  return result;
}

async function buscarColaboradorDoBeneficio(db: Conn, mat: number) {
  const row = await q.buscarFilialDoColaborador(db, mat);
  if (!row) throw notFound(M.colaboradorNaoEncontrado);
  return row;
}

/** GET /beneficio/colab/:mat: the active benefits, by benefit code (404 unknown employee). */
export async function beneficiosDoColaborador(db: Db, mat: number) {
  await buscarColaboradorDoBeneficio(db, mat);
  return { result: (await q.listarBeneficiosAtivos(db, mat)).map(colaboradorBeneficioToApi) };
}

export async function beneficioDoColaborador(db: Db, mat: number, benefCod: number) {
  const row = await q.buscarBeneficioAtivo(db, mat, benefCod);
  if (!row) throw notFound(M.naoEncontrado);
  return { result: colaboradorBeneficioToApi(row) };
}

/** Adds a benefit to an active employee; the benefit must be active and have a value at the employee's branch. */
export async function incluirBeneficio(db: Db, mat: number, benefCod: number, value: AjustesBeneficio) {
  const insertId = await db
    .transaction(async (tx) => {
      const employee = await buscarColaboradorDoBeneficio(tx, mat);
      if (!employee.ativo) throw badRequest([{ field: 'rolMat', errorMessage: M.colaboradorInativo }]);
      if (!(await q.beneficioAtivo(tx, benefCod))) throw badRequest([{ field: 'benefCod', errorMessage: M.beneficioInvalido }]);
      if (!(await q.filialTemValor(tx, benefCod, employee.filial))) {
        throw badRequest([{ field: 'benefCod', errorMessage: M.semValorNaFilial }]);
      }
      if (await q.existeBeneficioAtivo(tx, mat, benefCod)) throw badRequest([{ field: 'benefCod', errorMessage: M.duplicado }]);
      const id = await q.inserirBeneficio(tx, { rolMat: mat, benefCod, filialCod: employee.filial, ...adjustmentColumns(value) });
      await registrarAuditoria(tx, entradaDoBeneficio('criar', mat, benefCod, null, await q.buscarBeneficioAuditado(tx, id)));
      return id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw badRequest([{ field: 'benefCod', errorMessage: M.duplicado }]);
      throw error;
    });
  return { result: { insertId } };
}

/** Changes the additions and subtractions of the employee's active benefit. */
export async function atualizarBeneficio(db: Db, mat: number, benefCod: number, value: AjustesBeneficio) {
  const affectedRows = await db.transaction(async (tx) => {
    const current = await q.travarBeneficioAtivo(tx, mat, benefCod);
    if (!current) throw notFound(M.naoEncontrado);
    const antes = await q.buscarBeneficioAuditado(tx, current.id);
    await q.atualizarBeneficio(tx, current.id, adjustmentColumns(value));
    await registrarAuditoria(tx, entradaDoBeneficio('alterar', mat, benefCod, antes, await q.buscarBeneficioAuditado(tx, current.id)));
    return 1;
  });
  return { result: { affectedRows } };
}

/** Soft delete (ativo false) of the employee's benefit at that branch. */
export async function removerBeneficio(db: Db, mat: number, benefCod: number, filialCod: number) {
  const affectedRows = await db.transaction(async (tx) => {
    const current = await q.travarBeneficioAtivoNaFilial(tx, mat, benefCod, filialCod);
    if (!current) throw notFound(M.naoEncontrado);
    const antes = await q.buscarBeneficioAuditado(tx, current.id);
    const removidas = await q.desativarBeneficio(tx, mat, benefCod, filialCod);
    await registrarAuditoria(tx, entradaDoBeneficio('remover', mat, benefCod, antes, null));
    return removidas;
  });
  return { result: { affectedRows } };
}

/** The audit entry of an employee's benefit (issue 37): key 'mat:benefCod', the employee in detalhes. */
export function entradaDoBeneficio(
  acao: 'criar' | 'alterar' | 'remover',
  mat: number,
  benefCod: number,
  antes: BeneficioDoColaboradorAuditado | null | undefined,
  depois: BeneficioDoColaboradorAuditado | null | undefined,
): NovaEntradaDeAuditoria {
  return {
    acao,
    entidade: 'beneficio_colaborador',
    chave: chaveDoBeneficioDoColaborador(mat, benefCod),
    campos: diferencas(antes, depois, CAMPOS_BENEFICIO_DO_COLABORADOR),
    detalhes: { colaborador: mat },
  };
}
