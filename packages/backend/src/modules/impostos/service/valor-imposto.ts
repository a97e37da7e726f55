/**
 * Tax values per branch: one row per tax and branch (a second one answers 400 on filial_cod);
 * unknown tax or branch codes answer 400 on their field. Each row carries the branch label.
 */
import type { ValorImposto } from '@financeiro/domain';
import type { Conn, Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import * as q from '../queries';
import { diferencas, registrarAuditoria, type NovaEntradaDeAuditoria } from '../../auditoria';
import { CAMPOS_VALOR_IMPOSTO, type ValorImpostoAuditado } from './auditoria';
import { moneyColumn, num, type Row } from './common';

export const VALOR_IMPOSTO_MESSAGES = {
  impostoNaoEncontrado: 'Imposto não encontrado.',
  filialNaoEncontrada: 'Filial não encontrada.',
  duplicado: (filialLabel: string) =>
    `Este imposto já tem valores para a filial ${filialLabel}. Abra a linha existente para alterá-la.`,
} as const;

type ValorRow = Awaited<ReturnType<typeof q.listarValoresImposto>>[number];

function valorImpostoToApi(row: ValorRow): Row {
  return {
    id: row.id,
    imposto_cod: row.impostoCod,
    filial_cod: row.filialCod,
    filial_label: row.filialLabel,
    tipo_imposto: row.tipoImposto,
    valor_fixo: num(row.valorFixo),
    periodo_valor: row.periodoValor,
    valor_desc: num(row.valorDesc),
    aliquota_desc: num(row.aliquotaDesc),
    base_aliq_desc: row.baseAliqDesc,
    valor_filial: num(row.valorFilial),
    aliquota_filial: num(row.aliquotaFilial),
    base_aliq_filial: row.baseAliqFilial,
  };
}

function valorColumns(value: ValorImposto): q.ValorColumns {
  return {
    impostoCod: value.imposto_cod,
    filialCod: value.filial_cod,
    tipoImposto: value.tipo_imposto,
    valorFixo: moneyColumn(value.valor_fixo) ?? '0',
    periodoValor: value.periodo_valor,
    valorDesc: moneyColumn(value.valor_desc) ?? '0',
    aliquotaDesc: moneyColumn(value.aliquota_desc) ?? '0',
    baseAliqDesc: value.base_aliq_desc ?? null,
    valorFilial: moneyColumn(value.valor_filial) ?? '0',
    aliquotaFilial: moneyColumn(value.aliquota_filial) ?? '0',
    baseAliqFilial: value.base_aliq_filial ?? null,
  };
}

/** Values per branch with the branch label, filtered, ordered by branch then id. */
export async function listarValoresDoImposto(db: Db, filter: { impostoCod?: number; filialCod?: number; id?: number }): Promise<Row[]> {
  return (await q.listarValoresImposto(db, filter)).map(valorImpostoToApi);
}

export async function buscarValorImposto(db: Db, id: number): Promise<Row> {
  const [row] = await listarValoresDoImposto(db, { id });
  if (!row) throw notFound();
  return row;
}

/**
 * References and uniqueness, inside the transaction: the tax row is locked so two saves for the
 * same tax and branch cannot both pass (the unique constraint would still stop the second one).
 */
async function validarReferenciasDoValor(tx: Conn, value: ValorImposto, ignoreId?: number): Promise<void> {
  const tax = await q.travarImposto(tx, value.imposto_cod);
  const branch = await q.buscarFilial(tx, value.filial_cod);
  const errors = [];
  if (!tax) errors.push({ field: 'imposto_cod', errorMessage: VALOR_IMPOSTO_MESSAGES.impostoNaoEncontrado });
  if (!branch) errors.push({ field: 'filial_cod', errorMessage: VALOR_IMPOSTO_MESSAGES.filialNaoEncontrada });
  if (errors.length > 0) throw badRequest(errors);
  if (await q.existeValorImposto(tx, value.imposto_cod, value.filial_cod, ignoreId)) {
    throw badRequest([{ field: 'filial_cod', errorMessage: VALOR_IMPOSTO_MESSAGES.duplicado(branch.label) }]);
  }
}

export async function criarValorImposto(db: Db, value: ValorImposto): Promise<number> {
  return db.transaction(async (tx) => {
    await validarReferenciasDoValor(tx, value);
    const id = await q.inserirValorImposto(tx, valorColumns(value));
    await registrarAuditoria(tx, entradaDoValor('criar', id, null, await q.buscarValorImpostoAuditado(tx, id)));
    return id;
  });
}

export async function atualizarValorImposto(db: Db, id: number, value: ValorImposto): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await q.travarValorImposto(tx, id))) throw notFound();
    await validarReferenciasDoValor(tx, value, id);
    const antes = await q.buscarValorImpostoAuditado(tx, id);
    await q.atualizarValorImposto(tx, id, valorColumns(value));
    await registrarAuditoria(tx, entradaDoValor('alterar', id, antes, await q.buscarValorImpostoAuditado(tx, id)));
    return 1;
  });
}

function entradaDoValor(acao: 'criar' | 'alterar', id: number, antes: ValorImpostoAuditado | null | undefined, depois: ValorImpostoAuditado | undefined): NovaEntradaDeAuditoria {
  return { acao, entidade: 'valor_imposto', chave: id, campos: diferencas(antes, depois, CAMPOS_VALOR_IMPOSTO), detalhes: { imposto: (depois ?? antes)?.impostoCod } };
}
