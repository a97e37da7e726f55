/** Every statement of the planning module: the plan of a project, its months and lines, the functions' average hour cost. */
import { and, asc, desc, eq, exists, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Cliente } from '@financeiro/domain';
import type { Conn } from '../../db/client';
import { custoHoraMedio } from '../fechamentos';
import { cliente, fechamento, fechamentoColaborador, funcao, planejamento, planejamentoMes, previstoFuncao, previstoIndireto, projeto } from '../../db/schema';

export type LinhaFuncao = Omit<typeof previstoFuncao.$inferInsert, 'id' | 'projeto'>;
export type LinhaIndireto = Omit<typeof previstoIndireto.$inferInsert, 'id' | 'projeto'>;
type Totais = Partial<typeof planejamento.$inferInsert>;

export function clientesAtivos(db: Conn): Promise<Cliente[]> {
  return db.select({ id: cliente.id, name: cliente.nome, key: cliente.chave }).from(cliente).where(eq(cliente.ativo, true)).orderBy(asc(cliente.nome));
}

export async function projetoDaChave(db: Conn, chave: string) {
  const [row] = await db
    .select({ id: projeto.id, chave: projeto.chave, nome: projeto.nome, clienteId: projeto.clienteId })
    .from(projeto)
    .where(eq(projeto.chave, chave));
  return row;
}

/** A client by id; `ativo` only the active one. */
export async function clienteDoId(db: Conn, id: number, ativo = false): Promise<Cliente | undefined> {
  const [row] = await db
    .select({ id: cliente.id, name: cliente.nome, key: cliente.chave })
    .from(cliente)
    .where(ativo ? and(eq(cliente.id, id), eq(cliente.ativo, true)) : eq(cliente.id, id));
  return row;
}

export async function planoDoProjeto(db: Conn, chave: string) {
  const [row] = await db.select().from(planejamento).where(eq(planejamento.projeto, chave));
  return row;
}

/** The months, function lines and indirect lines of a plan, in their order. */
export function linhasDoPlano(db: Conn, chave: string) {
  return Promise.all([
    db.select().from(planejamentoMes).where(eq(planejamentoMes.projeto, chave)).orderBy(asc(planejamentoMes.mes)),
    db.select().from(previstoFuncao).where(eq(previstoFuncao.projeto, chave)).orderBy(asc(previstoFuncao.indice), asc(previstoFuncao.id)),
    db.select().from(previstoIndireto).where(eq(previstoIndireto.projeto, chave)).orderBy(asc(previstoIndireto.indice), asc(previstoIndireto.id)),
  ]);
}

/** Creates the plan row on the first save, then locks it for the rest of the transaction. */
export async function travarPlano(tx: Conn, chave: string) {
  await tx.insert(planejamento).values({ projeto: chave }).onConflictDoNothing({ target: planejamento.projeto });
  const [row] = await tx.select().from(planejamento).where(eq(planejamento.projeto, chave)).for('update');
  return row;
}

export function nomesDasFuncoes(db: Conn, codigos: number[]) {
  return db.select({ cod: funcao.cod, nome: funcao.nome }).from(funcao).where(inArray(funcao.cod, codigos));
}

export async function inserirMeses(tx: Conn, chave: string, meses: string[]): Promise<void> {
  if (meses.length > 0) await tx.insert(planejamentoMes).values(meses.map((mes) => ({ projeto: chave, mes })));
}

export async function definirValorVenda(tx: Conn, chave: string, mes: string, valorVenda: string | null): Promise<void> {
  await tx.update(planejamentoMes).set({ valorVenda }).where(and(eq(planejamentoMes.projeto, chave), eq(planejamentoMes.mes, mes)));
}

export async function atualizarFuncao(tx: Conn, chave: string, id: number, linha: LinhaFuncao): Promise<void> {
  await tx.update(previstoFuncao).set(linha).where(and(eq(previstoFuncao.id, id), eq(previstoFuncao.projeto, chave)));
}

export async function atualizarIndireto(tx: Conn, chave: string, id: number, linha: LinhaIndireto): Promise<void> {
  await tx.update(previstoIndireto).set(linha).where(and(eq(previstoIndireto.id, id), eq(previstoIndireto.projeto, chave)));
}

export async function inserirFuncoes(tx: Conn, chave: string, linhas: LinhaFuncao[]): Promise<void> {
  if (linhas.length > 0) await tx.insert(previstoFuncao).values(linhas.map((linha) => ({ ...linha, projeto: chave })));
}

export async function inserirIndiretos(tx: Conn, chave: string, linhas: LinhaIndireto[]): Promise<void> {
  if (linhas.length > 0) await tx.insert(previstoIndireto).values(linhas.map((linha) => ({ ...linha, projeto: chave })));
}

export async function excluirFuncoes(tx: Conn, chave: string, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(previstoFuncao).where(and(eq(previstoFuncao.projeto, chave), inArray(previstoFuncao.id, ids)));
}

export async function excluirIndiretos(tx: Conn, chave: string, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(previstoIndireto).where(and(eq(previstoIndireto.projeto, chave), inArray(previstoIndireto.id, ids)));
}

export async function excluirMeses(tx: Conn, chave: string, meses: string[]): Promise<void> {
  if (meses.length > 0) await tx.delete(planejamentoMes).where(and(eq(planejamentoMes.projeto, chave), inArray(planejamentoMes.mes, meses)));
}

export async function definirClienteDoProjeto(tx: Conn, chave: string, clienteId: number | null): Promise<void> {
  await tx.update(projeto).set({ clienteId }).where(eq(projeto.chave, chave));
}

export async function gravarTotais(tx: Conn, id: number, totais: Totais): Promise<void> {
  await tx.update(planejamento).set({ ...totais, updatedAt: new Date() }).where(eq(planejamento.id, id));
}

/** The latest active closing, by start date, that has per-employee results. */
export async function ultimoFechamentoCalculado(db: Conn) {
  const [ultimo] = await db
    .select({ id: fechamento.id, label: fechamento.label, dataInicio: fechamento.dataInicio, dataFim: fechamento.dataFim })
    .from(fechamento)
    .where(
      and(
        eq(fechamento.ativo, true),
        exists(db.select({ um: sql`1` }).from(fechamentoColaborador).where(eq(fechamentoColaborador.fechamentoId, fechamento.id))),
      ),
    )
    .orderBy(desc(fechamento.dataInicio), desc(fechamento.id))
    .limit(1);
  return ultimo;
}

/** The mean custo_hora of each function's employees in a closing, rounded to cents (a planning line's rate holds cents). */
export function custoHoraMedioPorFuncao(db: Conn, fechamentoId: number) {
  return db
    .select({
      cod: fechamentoColaborador.funcaoCod,
      media: sql<string>`${custoHoraMedio(fechamentoColaborador.custoHora, 2)}::text`,
    })
    .from(fechamentoColaborador)
    .where(eq(fechamentoColaborador.fechamentoId, fechamentoId))
    .groupBy(fechamentoColaborador.funcaoCod);
}

export function funcoesAtivas(db: Conn) {
  return db.select({ cod: funcao.cod, nome: funcao.nome }).from(funcao).where(eq(funcao.ativo, 1)).orderBy(asc(funcao.nome), asc(funcao.cod));
}

/** The plan's months between `de` and `ate` (first days, inclusive, both optional) and their lines' figures. */
export async function previstoDosMeses(db: Conn, chave: string, de?: string, ate?: string) {
  const filtros = [eq(planejamentoMes.projeto, chave)];
  if (de) filtros.push(gte(planejamentoMes.mes, de));
  if (ate) filtros.push(lte(planejamentoMes.mes, ate));
  const meses = await db.select().from(planejamentoMes).where(and(...filtros)).orderBy(asc(planejamentoMes.mes));
  if (meses.length === 0) return { meses, funcoes: [], indiretos: [] };
  const datas = meses.map((row) => row.mes);
  const [funcoes, indiretos] = await Promise.all([
    db
      .select({ mes: previstoFuncao.mes, horas: previstoFuncao.horasFuncao, total: previstoFuncao.custoTotalFuncao })
      .from(previstoFuncao)
      .where(and(eq(previstoFuncao.projeto, chave), inArray(previstoFuncao.mes, datas))),
    db
      .select({ mes: previstoIndireto.mes, valor: previstoIndireto.valorCustoIndireto })
      .from(previstoIndireto)
      .where(and(eq(previstoIndireto.projeto, chave), inArray(previstoIndireto.mes, datas))),
  ]);
  return { meses, funcoes, indiretos };
}

/**
 * The planned side of the planned-vs-real comparison: the plan's months that touch [inicio, fim]
 * (whole months): the function lines' cost and hours, the indirect lines per type, or the revenue.
 */
export async function previstoDoPeriodo(db: Conn, chave: string, inicio: string, fim: string, parte: 'funcoes' | 'indiretos' | 'receita'): Promise<Record<string, unknown>[]> {
  const meses = sql`projeto = ${chave} AND mes BETWEEN date_trunc('month', ${inicio}::date)::date AND ${fim}::date`;
  const query = {
    funcoes: sql`SELECT coalesce(sum(custo_total_funcao), 0)::text AS valor, coalesce(sum(horas_funcao), 0)::text AS horas FROM previsto_funcao WHERE ${meses}`,
    indiretos: sql`SELECT tipo, sum(valor_custo_indireto)::text AS valor FROM previsto_indireto WHERE ${meses} GROUP BY tipo`,
    receita: sql`SELECT coalesce(sum(valor_venda), 0)::text AS valor FROM planejamento_mes WHERE ${meses}`,
  }[parte];
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}
