/**
 * Extra (indirect) costs of projects (spec 01 section 2.6) and exchange rates. A cost belongs to the
 * user who created it: only they change or delete it (403). Amounts in another currency carry the
 * exchange rate typed or fetched at the time; valor_convertido is the BRL value.
 */
import Decimal from 'decimal.js';
import { cotacaoDataDoCusto, normalizarCotacao, PROJETO_MESSAGES, valorConvertido, type CustoProjeto, type CustoProjetoEntrada, type Moeda, type TipoCusto } from '@financeiro/domain';
import type { Db } from '../../../db/client';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { buscarProjetosPorChave, chavesDoCaminho, custosExtrasPorMes, doPeriodo as doPeriodoDoProjeto, periodoDoCaminho } from '../../projetos';
import { diferencas, registrarAuditoria, type CampoComparado } from '../../auditoria';
import * as q from '../queries';
import type { LinhaCusto } from '../queries';

type ColunasDoCusto = ReturnType<typeof custoColunas>;

/** What the audit trail records of an extra cost. */
const CAMPOS_AUDITADOS: CampoComparado<ColunasDoCusto>[] = [
  { campo: 'Projeto', valor: (c) => c.projeto },
  { campo: 'Descrição', valor: (c) => c.descricao },
  { campo: 'Início', valor: (c) => c.periodoInicio, tipo: 'data' },
  { campo: 'Fim', valor: (c) => c.periodoFim, tipo: 'data' },
  { campo: 'Tipo', valor: (c) => c.tipoCusto },
  { campo: 'Valor', valor: (c) => c.valor, tipo: 'dinheiro' },
  { campo: 'Moeda', valor: (c) => c.moeda },
  { campo: 'Cotação', valor: (c) => c.cotacao, tipo: 'numero' },
  { campo: 'Data da cotação', valor: (c) => c.cotacaoData, tipo: 'data' },
];

export const CUSTO_NAO_ENCONTRADO = 'Custo não encontrado.';

function custoResposta(row: LinhaCusto): CustoProjeto {
  return {
    id: row.id,
    email: row.email,
    projeto: row.projeto,
    descricao: row.descricao,
    periodo_inicio: row.periodoInicio,
    periodo_fim: row.periodoFim,
    tipo_custo: row.tipoCusto,
    valor: row.valor,
    moeda: row.moeda,
    cotacao: new Decimal(row.cotacao).toString(),
    cotacao_data: row.cotacaoData ?? null,
    valor_convertido: valorConvertido(row.valor, row.moeda, row.cotacao),
  };
}

function custoColunas(value: CustoProjetoEntrada, email: string) {
  const moeda = (value.moeda ?? 'BRL') as Moeda;
  return {
    email,
    projeto: value.projeto.trim().toUpperCase(),
    descricao: value.descricao ?? null,
    periodoInicio: value.periodo_inicio,
    periodoFim: value.periodo_fim,
    tipoCusto: value.tipo_custo as TipoCusto,
    valor: value.valor,
    moeda,
    cotacao: normalizarCotacao(moeda, value.cotacao),
    cotacaoData: cotacaoDataDoCusto(moeda, value.cotacao_data, value.periodo_inicio),
  };
}

/** The columns of the costs of `email`; the projects must exist. */
async function colunasDosCustos(db: Db, custos: readonly CustoProjetoEntrada[], email: string) {
  if (custos.length === 0) throw badRequest(PROJETO_MESSAGES.erroSalvarCustos);
  const values = custos.map((custo) => custoColunas(custo, email));
  const chaves = [...new Set(values.map((value) => value.projeto))];
  const existentes = await buscarProjetosPorChave(db, chaves);
  if (existentes.length !== chaves.length) throw badRequest([{ field: 'projeto', errorMessage: 'Projeto não encontrado.' }]);
  return values;
}

/** The cost `id` when `email` (the signed-in user's) owns it: 404 absent, 403 another user's. */
async function custoDoDono(db: Db, email: string, id: number): Promise<LinhaCusto> {
  const row = await q.ativo(db, id);
  if (!row) throw notFound(CUSTO_NAO_ENCONTRADO);
  if (row.email.toLowerCase() !== email) throw forbidden(PROJETO_MESSAGES.custoSomenteDono);
  return row;
}

/** One cost or a list, owned by `email` (the signed-in user's), in one transaction: { data, message }. */
export async function criar(db: Db, email: string, corpo: CustoProjetoEntrada | readonly CustoProjetoEntrada[]) {
  const values = await colunasDosCustos(db, Array.isArray(corpo) ? corpo : [corpo as CustoProjetoEntrada], email);
  const inserted = await db.transaction(async (tx) => {
    const linhas = await q.inserir(tx, values);
    await registrarAuditoria(
      tx,
      linhas.map((linha) => ({ acao: 'criar', entidade: 'custo_projeto', chave: linha.id, campos: diferencas(null, linha, CAMPOS_AUDITADOS) }) as const),
    );
    return linhas;
  });
  const inicio = values.reduce((min, value) => (value.periodoInicio < min ? value.periodoInicio : min), values[0]!.periodoInicio);
  const fim = values.reduce((max, value) => (value.periodoFim > max ? value.periodoFim : max), values[0]!.periodoFim);
  const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  return { data: inserted.map(custoResposta), message: PROJETO_MESSAGES.custosSalvos(br(inicio), br(fim)) };
}

/** The active costs of the projects of a path segment whose period crosses the path's dates. */
export async function doPeriodo(db: Db, keys: string, start: string, end: string): Promise<CustoProjeto[]> {
  const [inicio, fim] = periodoDoCaminho(start, end, ['start', 'end']);
  const chaves = chavesDoCaminho(keys).map((chave) => chave.toUpperCase());
  return (await q.ativosDoPeriodo(db, chaves, inicio, fim)).map(custoResposta);
}

/** Changes a cost of `email`, the signed-in user's (403 otherwise); the cost keeps its owner. */
export async function atualizar(db: Db, email: string, id: number, custo: CustoProjetoEntrada) {
  const atual = await custoDoDono(db, email, id);
  const [value] = await colunasDosCustos(db, [custo], atual.email);
  const row = await db.transaction(async (tx) => {
    const depois = await q.atualizar(tx, id, value!);
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'custo_projeto', chave: id, campos: diferencas(atual, depois, CAMPOS_AUDITADOS) });
    return depois;
  });
  return { data: custoResposta(row), message: PROJETO_MESSAGES.custoSalvo };
}

/** Deletes (ativo false) a cost of `email`, the signed-in user's (403 otherwise). */
export async function excluir(db: Db, email: string, id: number) {
  const atual = await custoDoDono(db, email, id);
  await db.transaction(async (tx) => {
    await q.atualizar(tx, id, { ativo: false });
    await registrarAuditoria(tx, { acao: 'remover', entidade: 'custo_projeto', chave: id, campos: diferencas(atual, null, CAMPOS_AUDITADOS) });
  });
  return { message: PROJETO_MESSAGES.custoExcluido };
}

/** GET /custo-projeto/projetos/:key/:inicio/:fim: the project's extra costs per month and type. */
export const custosExtrasDoPeriodo = (db: Db, key: string, inicio: string, fim: string) =>
  doPeriodoDoProjeto(db, key, inicio, fim, (projeto, a, b) => custosExtrasPorMes(db, projeto.key, a, b));
