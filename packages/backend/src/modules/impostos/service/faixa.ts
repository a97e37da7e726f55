/**
 * Tax brackets (faixas): GET lists a tax's brackets, POST creates one for a tax, PUT updates one by
 * its id. An active bracket may not overlap another active bracket of its tax in the same vigência
 * (the rule itself: ../faixa-imposto.ts), checked inside the transaction with the tax row locked.
 * Nothing is deleted: a bracket is switched off with `ativo: false`.
 */
import type { Comparador } from '@financeiro/domain';
import type { Conn, Db } from '../../../db/client';
import type { faixaImposto } from '../../../db/schema';
import { lerAtivo } from '../../../http/ativo';
import { badRequest, notFound } from '../../../http/errors';
import { describeFaixa, faixasSobrepoem, faixaVazia, type FaixaIntervalo } from './faixa-imposto';
import * as q from '../queries';
import type { FaixaBody, FaixaEditada, NovaFaixa } from '../schemas';
import { diferencas, registrarAuditoria } from '../../auditoria';
import { CAMPOS_FAIXA } from './auditoria';
import { moneyColumn, num, type Row } from './common';

export const FAIXA_MESSAGES = {
  impostoNaoEncontrado: 'Imposto não encontrado.',
  faixaVazia: 'Nenhum valor atende ao início e ao fim da faixa: confira os comparadores e os valores.',
  sobreposta: (outra: FaixaIntervalo) =>
    `A faixa se sobrepõe a outra faixa ativa deste imposto na mesma vigência (${describeFaixa(outra)}). ` +
    'Ajuste os valores ou a vigência.',
} as const;

/** Database row -> API object (money and rates as numbers). */
function faixaToApi(row: typeof faixaImposto.$inferSelect): Row {
  return {
    id: row.id,
    imposto_cod: row.impostoCod,
    compara_inicio: row.comparaInicio,
    valor_faixa_inicio: num(row.valorFaixaInicio),
    compara_fim: row.comparaFim,
    valor_faixa_fim: num(row.valorFaixaFim),
    aliq_faixa: num(row.aliqFaixa),
    base_aliq_faixa: row.baseAliqFaixa,
    valor_faixa: num(row.valorFaixa),
    valor_deducao: num(row.valorDeducao),
    observacao: row.observacao,
    vigencia_inicio: row.vigenciaInicio,
    vigencia_fim: row.vigenciaFim,
    ativo: row.ativo,
  };
}

function faixaColumns(value: FaixaBody): q.FaixaColumns {
  return {
    comparaInicio: value.compara_inicio,
    valorFaixaInicio: moneyColumn(value.valor_faixa_inicio) as string,
    comparaFim: value.compara_fim ?? null,
    valorFaixaFim: value.compara_fim ? moneyColumn(value.valor_faixa_fim) : null,
    aliqFaixa: String(value.aliq_faixa),
    baseAliqFaixa: value.base_aliq_faixa ?? null,
    valorFaixa: moneyColumn(value.valor_faixa),
    valorDeducao: moneyColumn(value.valor_deducao) ?? '0',
    observacao: value.observacao ?? null,
    vigenciaInicio: value.vigencia_inicio,
    vigenciaFim: value.vigencia_fim ?? null,
    ativo: value.ativo,
  };
}

function asIntervalo(value: FaixaBody, id?: number): FaixaIntervalo {
  return {
    id,
    compara_inicio: value.compara_inicio as Comparador,
    valor_faixa_inicio: value.valor_faixa_inicio as number,
    compara_fim: (value.compara_fim ?? null) as Comparador | null,
    valor_faixa_fim: value.compara_fim ? (value.valor_faixa_fim ?? null) : null,
    vigencia_inicio: value.vigencia_inicio,
    vigencia_fim: value.vigencia_fim ?? null,
  };
}

/** The bracket of a body (validated at the edge) with its tax, and the rule that needs both ends. */
function faixaDoImposto(value: NovaFaixa, impostoCod: number): FaixaBody {
  const faixa = { ...value, imposto_cod: impostoCod };
  if (faixaVazia(asIntervalo(faixa))) throw badRequest([{ field: 'valor_faixa_fim', errorMessage: FAIXA_MESSAGES.faixaVazia }]);
  return faixa;
}

/** Locks the tax row (serialises bracket writes of one tax); 400 on imposto_cod when absent. */
async function travarImpostoDaFaixa(tx: Conn, cod: number): Promise<void> {
  if (!(await q.travarImposto(tx, cod))) throw badRequest([{ field: 'imposto_cod', errorMessage: FAIXA_MESSAGES.impostoNaoEncontrado }]);
}

/** Refuses an active bracket that overlaps another active bracket of the same tax (call with the tax locked). */
async function assertNoOverlap(tx: Conn, impostoCod: number, faixa: FaixaIntervalo, ignoreId?: number): Promise<void> {
  for (const row of await q.listarOutrasFaixasAtivas(tx, impostoCod, ignoreId)) {
    const other = faixaToApi(row) as unknown as FaixaIntervalo;
    if (faixasSobrepoem(faixa, other)) {
      throw badRequest([{ field: 'valor_faixa_inicio', errorMessage: FAIXA_MESSAGES.sobreposta(other) }]);
    }
  }
}

/** A tax's brackets as the detail shows them: newest table first, then by start value. */
export async function listarFaixas(db: Db, impostoCod: number, ativo: boolean | undefined): Promise<Row[]> {
  return (await q.listarFaixas(db, impostoCod, ativo)).map(faixaToApi);
}

/** GET /imposto/faixa/:cod — 404 for an unknown tax. */
export async function listarFaixasDoImposto(db: Db, impostoCod: number, ativo: string | undefined): Promise<Row[]> {
  if (!(await q.existeImposto(db, impostoCod))) throw notFound(FAIXA_MESSAGES.impostoNaoEncontrado);
  return listarFaixas(db, impostoCod, lerAtivo(ativo));
}

export async function criarFaixa(db: Db, impostoCod: number, nova: NovaFaixa): Promise<number> {
  const value = faixaDoImposto(nova, impostoCod);
  return db.transaction(async (tx) => {
    await travarImpostoDaFaixa(tx, impostoCod);
    if (value.ativo) await assertNoOverlap(tx, impostoCod, asIntervalo(value));
    const colunas = faixaColumns(value);
    const id = await q.inserirFaixa(tx, impostoCod, colunas);
    await registrarAuditoria(tx, { acao: 'criar', entidade: 'faixa_imposto', chave: id, campos: diferencas(null, colunas, CAMPOS_FAIXA), detalhes: await detalhesDaFaixa(tx, impostoCod) });
    return id;
  });
}

/** PUT /imposto/faixa/:cod, where cod is the bracket's id; without `ativo` the bracket keeps its own. */
export async function atualizarFaixa(db: Db, id: number, editada: FaixaEditada): Promise<number> {
  return db.transaction(async (tx) => {
    const current = await q.travarFaixa(tx, id);
    if (!current) throw notFound();
    const value = faixaDoImposto({ ...editada, ativo: editada.ativo ?? current.ativo }, current.impostoCod);
    await travarImpostoDaFaixa(tx, current.impostoCod);
    if (value.ativo) await assertNoOverlap(tx, current.impostoCod, asIntervalo(value, id), id);
    const colunas = faixaColumns(value);
    await q.atualizarFaixa(tx, id, colunas);
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'faixa_imposto', chave: id, campos: diferencas(current, colunas, CAMPOS_FAIXA), detalhes: await detalhesDaFaixa(tx, current.impostoCod) });
    return 1;
  });
}

/** The tax of a bracket in its audit entries: code and sigla. */
async function detalhesDaFaixa(tx: Conn, impostoCod: number) {
  return { imposto: impostoCod, sigla: await q.buscarSiglaDoImposto(tx, impostoCod) };
}
