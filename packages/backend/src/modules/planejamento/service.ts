/**
 * Financial planning per project (spec 02 sections 2-9): load, save a diff in one transaction with
 * an optimistic version, the functions with their average HH, and the planned figures per month.
 * Every figure is recomputed here with the domain (the client's totals are never trusted).
 */
import { and, asc, desc, eq, exists, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  aplicarDiff,
  anoMesParaChave,
  calcularLinhaFuncao,
  calcularLinhaIndireto,
  chaveParaAnoMes,
  chaveParaData,
  DiffInvalidoError,

  PLANEJAMENTO_MESSAGES,
  recalcularPlanejamento,
  totaisMes,
  validarPlanejamento,
  type ChaveMes,
  type Cliente,
  type DiffPlanejamento,
  type FuncoesPlanejamento,
  type MesPlanejamento,
  type Planejamento,
  type PrevistoMes,
} from '@financeiro/domain';
import type { Db } from '../db/client';
import {
  cliente,
  fechamento,
  fechamentoColaborador,
  funcao,
  planejamento,
  planejamentoMes,
  previstoFuncao,
  previstoIndireto,
  projeto,
} from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';

const M = PLANEJAMENTO_MESSAGES;

export function conflict(message: string): HttpError {
  return new HttpError(409, { errors: [{ errorMessage: message }] });
}

/** 'yyyy-MM-dd' (first day) -> 'MM-YYYY'. */
const chaveDe = (mes: string) => anoMesParaChave(mes.slice(0, 10))!;

const mesVazio = (valorVenda: string | null): MesPlanejamento => ({
  valorVenda,
  total_previsto_funcao: { soma_horas_funcao: '0.00', soma_custo_total_funcao: '0.00' },
  total_previsto_indireto: '0.00',
  previstoFuncao: [],
  previstoIndireto: [],
});

export interface ProjetoPlanejado {
  id: number;
  chave: string;
  nome: string;
  clienteId: number | null;
}

export async function buscarProjeto(db: Db, chave: string): Promise<ProjetoPlanejado> {
  const [row] = await db
    .select({ id: projeto.id, chave: projeto.chave, nome: projeto.nome, clienteId: projeto.clienteId })
    .from(projeto)
    .where(eq(projeto.chave, chave));
  if (!row) throw notFound(M.projetoNaoEncontrado);
  return row;
}

async function buscarCliente(db: Db, id: number | null): Promise<Cliente | null> {
  if (id === null) return null;
  const [row] = await db.select({ id: cliente.id, name: cliente.nome, key: cliente.chave }).from(cliente).where(eq(cliente.id, id));
  return row ?? null;
}

/** The plan of a project as GET /planejamento/:key answers it (an empty plan with versao 0 when none). */
export async function carregarPlanejamento(db: Db, chave: string): Promise<Planejamento & { projetoInfo: ProjetoPlanejado }> {
  const info = await buscarProjeto(db, chave);
  const [plano] = await db.select().from(planejamento).where(eq(planejamento.projeto, info.chave));
  const meses: Record<ChaveMes, MesPlanejamento> = {};
  if (plano) {
    const [linhasMes, funcoes, indiretos] = await Promise.all([
      db.select().from(planejamentoMes).where(eq(planejamentoMes.projeto, info.chave)).orderBy(asc(planejamentoMes.mes)),
      db.select().from(previstoFuncao).where(eq(previstoFuncao.projeto, info.chave)).orderBy(asc(previstoFuncao.indice), asc(previstoFuncao.id)),
      db.select().from(previstoIndireto).where(eq(previstoIndireto.projeto, info.chave)).orderBy(asc(previstoIndireto.indice), asc(previstoIndireto.id)),
    ]);
    for (const row of linhasMes) meses[chaveDe(row.mes)] = mesVazio(row.valorVenda);
    for (const row of funcoes) {
      const mes_ano = chaveDe(row.mes);
      meses[mes_ano]!.previstoFuncao.push({
        id: row.id,
        indice: row.indice,
        codigo_funcao: row.codigoFuncao,
        nome_funcao: row.nomeFuncao,
        horas_funcao: row.horasFuncao,
        custo_venda_funcao: row.custoVendaFuncao,
        custo_total_funcao: row.custoTotalFuncao,
        projeto: info.chave,
        mes_ano,
      });
    }
    for (const row of indiretos) {
      const mes_ano = chaveDe(row.mes);
      meses[mes_ano]!.previstoIndireto.push({
        id: row.id,
        indice: row.indice,
        descricao_custo_indireto: row.descricaoCustoIndireto,
        tipo: row.tipo,
        valor_original_custo_indireto: row.valorOriginalCustoIndireto,
        moeda: row.moeda,
        cotacao: row.cotacao,
        valor_custo_indireto: row.valorCustoIndireto,
        projeto: info.chave,
        mes_ano,
      });
    }
  }
  const calculado = recalcularPlanejamento({
    projeto: info.chave,
    versao: plano?.versao ?? 0,
    cliente: await buscarCliente(db, info.clienteId),
    margemCusto: plano?.margemCustoProjeto ?? null,
    meses,
    previstoTotal: { id: plano?.id ?? null } as Planejamento['previstoTotal'],
  });
  return { ...calculado, projetoInfo: info };
}

/**
 * Applies a save diff (spec 02 section 7) in one transaction:
 * lock the plan row (created on the first save), refuse a stale version (409), check the diff
 * against the current state with the domain's `aplicarDiff` (400 when it does not fit), check
 * the resulting plan (`validarPlanejamento`, functions and client exist), write the changes,
 * store the recomputed totals and bump the version. Answers the saved plan.
 */
export async function salvarPlanejamento(db: Db, diff: DiffPlanejamento, usuarioId: number | null): Promise<Planejamento> {
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const info = await buscarProjeto(tx, diff.projeto);
    await tx.insert(planejamento).values({ projeto: info.chave }).onConflictDoNothing({ target: planejamento.projeto });
    const [plano] = await tx.select().from(planejamento).where(eq(planejamento.projeto, info.chave)).for('update');
    if (!plano || plano.versao !== diff.versao) throw conflict(M.conflito);

    const atual = await carregarPlanejamento(tx, info.chave);

    const codigos = [...new Set([...diff.novos.previstoFuncao, ...diff.updates.previstoFuncao].map((linha) => linha.codigo_funcao))];
    const nomes = new Map<number, string>();
    if (codigos.length > 0) {
      const rows = await tx.select({ cod: funcao.cod, nome: funcao.nome }).from(funcao).where(inArray(funcao.cod, codigos));
      for (const row of rows) nomes.set(row.cod, row.nome);
      const faltando = codigos.find((cod) => !nomes.has(cod));
      if (faltando !== undefined) throw badRequest(M.funcaoNaoEncontrada(faltando));
    }
    let novoCliente: Cliente | null = null;
    if (diff.updates.cliente !== undefined && diff.updates.cliente !== null) {
      const [row] = await tx
        .select({ id: cliente.id, name: cliente.nome, key: cliente.chave })
        .from(cliente)
        .where(and(eq(cliente.id, diff.updates.cliente), eq(cliente.ativo, true)));
      if (!row) throw badRequest(M.clienteNaoEncontrado);
      novoCliente = row;
    }

    let resultado: Planejamento;
    try {
      resultado = aplicarDiff(atual, diff, { nomeFuncao: (cod) => nomes.get(cod) ?? '', cliente: () => novoCliente });
    } catch (error) {
      if (error instanceof DiffInvalidoError) throw badRequest(error.message);
      throw error;
    }
    const validacao = validarPlanejamento(resultado);
    if (!validacao.valido) {
      throw badRequest(
        validacao.meses.length > 0
          ? validacao.meses.map((chave) => ({ field: `meses.${chave}`, errorMessage: validacao.mensagem }))
          : validacao.mensagem,
      );
    }

    // The writes, in the order aplicarDiff used.
    const chave = info.chave;
    if (diff.novosMeses.length > 0) {
      await tx.insert(planejamentoMes).values(diff.novosMeses.map((mes) => ({ projeto: chave, mes: chaveParaData(mes) })));
    }
    for (const [mes, valor] of Object.entries(diff.updates.valorVenda)) {
      await tx
        .update(planejamentoMes)
        .set({ valorVenda: valor })
        .where(and(eq(planejamentoMes.projeto, chave), eq(planejamentoMes.mes, chaveParaData(mes))));
    }
    for (const entrada of diff.updates.previstoFuncao) {
      const linha = calcularLinhaFuncao({ ...entrada, projeto: chave, nome_funcao: nomes.get(entrada.codigo_funcao)! });
      await tx
        .update(previstoFuncao)
        .set({
          mes: chaveParaData(linha.mes_ano),
          indice: linha.indice,
          codigoFuncao: linha.codigo_funcao,
          nomeFuncao: linha.nome_funcao,
          horasFuncao: linha.horas_funcao,
          custoVendaFuncao: linha.custo_venda_funcao,
          custoTotalFuncao: linha.custo_total_funcao,
        })
        .where(and(eq(previstoFuncao.id, entrada.id!), eq(previstoFuncao.projeto, chave)));
    }
    for (const entrada of diff.updates.previstoIndireto) {
      const linha = calcularLinhaIndireto({ ...entrada, projeto: chave });
      await tx
        .update(previstoIndireto)
        .set({
          mes: chaveParaData(linha.mes_ano),
          indice: linha.indice,
          descricaoCustoIndireto: linha.descricao_custo_indireto.trim(),
          tipo: linha.tipo,
          valorOriginalCustoIndireto: linha.valor_original_custo_indireto,
          moeda: linha.moeda,
          cotacao: linha.cotacao,
          valorCustoIndireto: linha.valor_custo_indireto,
        })
        .where(and(eq(previstoIndireto.id, entrada.id!), eq(previstoIndireto.projeto, chave)));
    }
    if (diff.novos.previstoFuncao.length > 0) {
      await tx.insert(previstoFuncao).values(
        diff.novos.previstoFuncao.map((entrada) => {
          const linha = calcularLinhaFuncao({ ...entrada, projeto: chave, nome_funcao: nomes.get(entrada.codigo_funcao)! });
          return {
            projeto: chave,
            mes: chaveParaData(linha.mes_ano),
            indice: linha.indice,
            codigoFuncao: linha.codigo_funcao,
            nomeFuncao: linha.nome_funcao,
            horasFuncao: linha.horas_funcao,
            custoVendaFuncao: linha.custo_venda_funcao,
            custoTotalFuncao: linha.custo_total_funcao,
          };
        }),
      );
    }
    if (diff.novos.previstoIndireto.length > 0) {
      await tx.insert(previstoIndireto).values(
        diff.novos.previstoIndireto.map((entrada) => {
          const linha = calcularLinhaIndireto({ ...entrada, projeto: chave });
          return {
            projeto: chave,
            mes: chaveParaData(linha.mes_ano),
            indice: linha.indice,
            descricaoCustoIndireto: linha.descricao_custo_indireto.trim(),
            tipo: linha.tipo,
            valorOriginalCustoIndireto: linha.valor_original_custo_indireto,
            moeda: linha.moeda,
            cotacao: linha.cotacao,
            valorCustoIndireto: linha.valor_custo_indireto,
          };
        }),
      );
    }
    if (diff.deletados.previstoFuncao.length > 0) {
      await tx.delete(previstoFuncao).where(and(eq(previstoFuncao.projeto, chave), inArray(previstoFuncao.id, diff.deletados.previstoFuncao)));
    }
    if (diff.deletados.previstoIndireto.length > 0) {
      await tx
        .delete(previstoIndireto)
        .where(and(eq(previstoIndireto.projeto, chave), inArray(previstoIndireto.id, diff.deletados.previstoIndireto)));
    }
    for (const mes of diff.deletados.valorVenda) {
      await tx
        .update(planejamentoMes)
        .set({ valorVenda: null })
        .where(and(eq(planejamentoMes.projeto, chave), eq(planejamentoMes.mes, chaveParaData(mes))));
    }
    if (diff.deletados.meses.length > 0) {
      await tx
        .delete(planejamentoMes)
        .where(and(eq(planejamentoMes.projeto, chave), inArray(planejamentoMes.mes, diff.deletados.meses.map(chaveParaData))));
    }
    if (diff.updates.cliente !== undefined) {
      await tx.update(projeto).set({ clienteId: diff.updates.cliente }).where(eq(projeto.chave, chave));
    }
    const total = resultado.previstoTotal;
    await tx
      .update(planejamento)
      .set({
        margemCustoProjeto: resultado.margemCusto,
        versao: plano.versao + 1,
        totalHoras: total.total_horas,
        totalFuncao: total.total_funcao,
        totalCustoIndireto: total.total_custo_indireto,
        totalCustoVenda: total.total_custo_venda,
        totalValorVenda: total.total_valor_venda,
        total: total.total,
        atualizadoPor: usuarioId,
        updatedAt: new Date(),
      })
      .where(eq(planejamento.id, plano.id));
  });
  const { projetoInfo: _info, ...salvo } = await carregarPlanejamento(db, diff.projeto);
  return salvo;
}

/**
 * Active job functions with the average hour cost (custo_hora) of the latest calculated closing
 * (the latest active closing, by start date, that has per-employee results). Rounded to cents:
 * the line's hourly rate field holds cents.
 */
export async function funcoesPlanejamento(db: Db): Promise<FuncoesPlanejamento> {
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
  const medias = new Map<number, string>();
  if (ultimo) {
    const rows = await db
      .select({
        cod: fechamentoColaborador.funcaoCod,
        media: sql<string>`round(avg(${fechamentoColaborador.custoHora}), 2)::text`,
      })
      .from(fechamentoColaborador)
      .where(eq(fechamentoColaborador.fechamentoId, ultimo.id))
      .groupBy(fechamentoColaborador.funcaoCod);
    for (const row of rows) if (row.cod !== null) medias.set(row.cod, row.media);
  }
  const funcoes = await db.select({ cod: funcao.cod, nome: funcao.nome }).from(funcao).where(eq(funcao.ativo, 1)).orderBy(asc(funcao.nome));
  return {
    fechamento: ultimo ?? null,
    funcoes: funcoes.map((row) => ({ ...row, custoHoraMedio: medias.get(row.cod) ?? null })),
  };
}

/**
 * Planned figures per month (DOMAIN.md 'Planned vs real'): planned cost = function totals +
 * indirect costs; planned revenue = valorVenda. Only months that exist in the plan, between
 * `de` and `ate` ('yyyy-MM', inclusive, both optional), chronological.
 */
export async function previstoPorMes(db: Db, chave: string, de?: string, ate?: string): Promise<PrevistoMes[]> {
  const info = await buscarProjeto(db, chave);
  const filtros = [eq(planejamentoMes.projeto, info.chave)];
  if (de) filtros.push(gte(planejamentoMes.mes, `${de}-01`));
  if (ate) filtros.push(lte(planejamentoMes.mes, `${ate}-01`));
  const meses = await db.select().from(planejamentoMes).where(and(...filtros)).orderBy(asc(planejamentoMes.mes));
  if (meses.length === 0) return [];
  const datas = meses.map((row) => row.mes);
  const [funcoes, indiretos] = await Promise.all([
    db
      .select({ mes: previstoFuncao.mes, horas: previstoFuncao.horasFuncao, total: previstoFuncao.custoTotalFuncao })
      .from(previstoFuncao)
      .where(and(eq(previstoFuncao.projeto, info.chave), inArray(previstoFuncao.mes, datas))),
    db
      .select({ mes: previstoIndireto.mes, valor: previstoIndireto.valorCustoIndireto })
      .from(previstoIndireto)
      .where(and(eq(previstoIndireto.projeto, info.chave), inArray(previstoIndireto.mes, datas))),
  ]);
  return meses.map((row) => {
    const totais = totaisMes({
      previstoFuncao: funcoes
        .filter((linha) => linha.mes === row.mes)
        .map((linha) => ({ horas_funcao: linha.horas, custo_total_funcao: linha.total }) as never),
      previstoIndireto: indiretos.filter((linha) => linha.mes === row.mes).map((linha) => ({ valor_custo_indireto: linha.valor }) as never),
    });
    const chaveMes = chaveDe(row.mes);
    return {
      mes: chaveParaAnoMes(chaveMes),
      chave: chaveMes,
      horas: totais.horas,
      custoFuncao: totais.custoFuncao,
      custoIndireto: totais.custoIndireto,
      custoPrevisto: totais.total,
      receitaPrevista: row.valorVenda,
    };
  });
}

