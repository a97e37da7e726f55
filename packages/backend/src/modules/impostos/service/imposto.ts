/** Taxes (impostos; spec 02 sections 3, 5 and 7): list, detail with its related lists, create, update. */
import type { Imposto } from '@financeiro/domain';
import type { Db } from '../../../db/client';
import type { imposto } from '../../../db/schema';
import { lerAtivo } from '../../../http/ativo';
import { notFound } from '../../../http/errors';
import * as q from '../queries';
import { diferencas, registrarAuditoria } from '../../auditoria';
import { CAMPOS_IMPOSTO } from './auditoria';
import type { Row } from './common';
import { listarFaixas } from './faixa';
import { listarValoresDoImposto } from './valor-imposto';

function impostoToApi(row: typeof imposto.$inferSelect): Row {
  return { cod: row.cod, sigla: row.sigla, nome: row.nome, descricao: row.descricao, ativo: row.ativo };
}

function impostoColumns(value: Imposto): q.ImpostoColumns {
  return { sigla: value.sigla, nome: value.nome, descricao: value.descricao ?? null, ativo: value.ativo };
}

export async function listarImpostos(db: Db, ativo: string | undefined): Promise<Row[]> {
  return (await q.listarImpostos(db, lerAtivo(ativo))).map(impostoToApi);
}

/** The regimes linked to a tax: one entry per regime (its active link, else its latest one). */
async function listarRegimesDoImposto(db: Db, impostoCod: number): Promise<Row[]> {
  const seen = new Set<number>();
  const result: Row[] = [];
  for (const row of await q.listarRegimesDoImposto(db, impostoCod)) {
    if (seen.has(row.regimeCod)) continue;
    seen.add(row.regimeCod);
    result.push({ id: row.id, regime_cod: row.regimeCod, imposto_cod: row.impostoCod, sigla: row.sigla, nome: row.nome, ativo: row.ativo });
  }
  return result;
}

/**
 * The tax with its related lists: `valores` (one per branch, with the branch label), `regimes`
 * (see listRegimesDoImposto) and `faixas` (the active brackets, newest vigência first, then by
 * start value). 404 when absent (or not in the asked situation).
 */
export async function buscarImposto(db: Db, cod: number, ativo: string | undefined): Promise<Row> {
  const row = await q.buscarImposto(db, cod, lerAtivo(ativo));
  if (!row) throw notFound();
  const [valores, regimes, faixas] = await Promise.all([
    listarValoresDoImposto(db, { impostoCod: cod }),
    listarRegimesDoImposto(db, cod),
    listarFaixas(db, cod, true),
  ]);
  return { ...impostoToApi(row), valores, regimes, faixas };
}

export async function criarImposto(db: Db, value: Imposto): Promise<number> {
  const colunas = impostoColumns(value);
  return db.transaction(async (tx) => {
    const cod = await q.inserirImposto(tx, colunas);
    await registrarAuditoria(tx, { acao: 'criar', entidade: 'imposto', chave: cod, campos: diferencas(null, colunas, CAMPOS_IMPOSTO) });
    return cod;
  });
}

export async function atualizarImposto(db: Db, cod: number, value: Imposto): Promise<number> {
  const colunas = impostoColumns(value);
  return db.transaction(async (tx) => {
    const antes = await q.travarImpostoInteiro(tx, cod);
    if (!antes) throw notFound();
    const affectedRows = await q.atualizarImposto(tx, cod, colunas);
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'imposto', chave: cod, campos: diferencas(antes, colunas, CAMPOS_IMPOSTO) });
    return affectedRows;
  });
}
