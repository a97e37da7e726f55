/**
 * Financial planning per project (spec 02 sections 2-9): load, save a diff in one transaction with
 * an optimistic version, the functions with their average HH, and the planned figures per month.
 * Every figure is recomputed here with the domain (the client's totals are never trusted).
 */
import {
  aplicarDiff,
  anoMesParaChave,
  calcularLinhaFuncao,
  calcularLinhaIndireto,
  chaveParaAnoMes,
  chaveParaData,
  DiffInvalidoError,
  normalizarDiff,

  PLANEJAMENTO_MESSAGES,
  recalcularPlanejamento,
  totaisMes,
  validarPlanejamento,
  type ChaveMes,
  type Cliente,
  type DiffPlanejamento,
  type FuncoesPlanejamento,
  type LinhaFuncaoEntrada,
  type LinhaIndiretoEntrada,
  type MesPlanejamento,
  type Planejamento,
  type PrevistoMes,
} from '@financeiro/domain';
import type { Conn, Db } from '../../../db/client';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { diferencas, registrarAuditoria, type CampoComparado } from '../../auditoria';
import * as q from '../queries';
import { clientesAtivos } from '../queries';

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

export async function buscarProjeto(db: Conn, chave: string): Promise<ProjetoPlanejado> {
  const row = await q.projetoDaChave(db, chave);
  if (!row) throw notFound(M.projetoNaoEncontrado);
  return row;
}

async function buscarCliente(db: Conn, id: number | null): Promise<Cliente | null> {
  if (id === null) return null;
  return (await q.clienteDoId(db, id)) ?? null;
}

/** The plan of a project as GET /planejamento/:key answers it (an empty plan with versao 0 when none). */
export async function carregarPlanejamento(db: Conn, chave: string): Promise<Planejamento & { projetoInfo: ProjetoPlanejado }> {
  const info = await buscarProjeto(db, chave);
  // The plan, its rows and the client together: one wait for the pool instead of three in a row.
  const [plano, [linhasMes, funcoes, indiretos], cliente] = await Promise.all([
    q.planoDoProjeto(db, info.chave),
    q.linhasDoPlano(db, info.chave),
    buscarCliente(db, info.clienteId),
  ]);
  const meses: Record<ChaveMes, MesPlanejamento> = {};
  if (plano) {
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
    cliente,
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
  await db.transaction(async (tx) => {
    const info = await buscarProjeto(tx, diff.projeto);
    const plano = await q.travarPlano(tx, info.chave);
    if (!plano || plano.versao !== diff.versao) throw conflict(M.conflito);

    const atual = await carregarPlanejamento(tx, info.chave);

    const codigos = [...new Set([...diff.novos.previstoFuncao, ...diff.updates.previstoFuncao].map((linha) => linha.codigo_funcao))];
    const nomes = new Map<number, string>();
    if (codigos.length > 0) {
      const rows = await q.nomesDasFuncoes(tx, codigos);
      for (const row of rows) nomes.set(row.cod, row.nome);
      const faltando = codigos.find((cod) => !nomes.has(cod));
      if (faltando !== undefined) throw badRequest(M.funcaoNaoEncontrada(faltando));
    }
    let novoCliente: Cliente | null = null;
    if (diff.updates.cliente !== undefined && diff.updates.cliente !== null) {
      const row = await q.clienteDoId(tx, diff.updates.cliente, true);
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
    const funcaoColunas = (entrada: LinhaFuncaoEntrada): q.LinhaFuncao => {
      const linha = calcularLinhaFuncao({ ...entrada, projeto: chave, nome_funcao: nomes.get(entrada.codigo_funcao)! });
      return {
        mes: chaveParaData(linha.mes_ano),
        indice: linha.indice,
        codigoFuncao: linha.codigo_funcao,
        nomeFuncao: linha.nome_funcao,
        horasFuncao: linha.horas_funcao,
        custoVendaFuncao: linha.custo_venda_funcao,
        custoTotalFuncao: linha.custo_total_funcao,
      };
    };
    const indiretoColunas = (entrada: LinhaIndiretoEntrada): q.LinhaIndireto => {
      const linha = calcularLinhaIndireto({ ...entrada, projeto: chave });
      return {
        mes: chaveParaData(linha.mes_ano),
        indice: linha.indice,
        descricaoCustoIndireto: linha.descricao_custo_indireto.trim(),
        tipo: linha.tipo,
        valorOriginalCustoIndireto: linha.valor_original_custo_indireto,
        moeda: linha.moeda,
        cotacao: linha.cotacao,
        valorCustoIndireto: linha.valor_custo_indireto,
      };
    };
    await q.inserirMeses(tx, chave, diff.novosMeses.map(chaveParaData));
    for (const [mes, valor] of Object.entries(diff.updates.valorVenda)) await q.definirValorVenda(tx, chave, chaveParaData(mes), valor);
    for (const entrada of diff.updates.previstoFuncao) await q.atualizarFuncao(tx, chave, entrada.id!, funcaoColunas(entrada));
    for (const entrada of diff.updates.previstoIndireto) await q.atualizarIndireto(tx, chave, entrada.id!, indiretoColunas(entrada));
    await q.inserirFuncoes(tx, chave, diff.novos.previstoFuncao.map(funcaoColunas));
    await q.inserirIndiretos(tx, chave, diff.novos.previstoIndireto.map(indiretoColunas));
    await q.excluirFuncoes(tx, chave, diff.deletados.previstoFuncao);
    await q.excluirIndiretos(tx, chave, diff.deletados.previstoIndireto);
    for (const mes of diff.deletados.valorVenda) await q.definirValorVenda(tx, chave, chaveParaData(mes), null);
    await q.excluirMeses(tx, chave, diff.deletados.meses.map(chaveParaData));
    if (diff.updates.cliente !== undefined) await q.definirClienteDoProjeto(tx, chave, diff.updates.cliente);
    const total = resultado.previstoTotal;
    await q.gravarTotais(tx, plano.id, {
      margemCustoProjeto: resultado.margemCusto,
      versao: plano.versao + 1,
      totalHoras: total.total_horas,
      totalFuncao: total.total_funcao,
      totalCustoIndireto: total.total_custo_indireto,
      totalCustoVenda: total.total_custo_venda,
      totalValorVenda: total.total_valor_venda,
      total: total.total,
      atualizadoPor: usuarioId,
    });
    const d = diff.deletados;
    await registrarAuditoria(tx, {
      acao: 'alterar',
      entidade: 'planejamento',
      chave,
      campos: camposAuditados(atual, resultado),
      detalhes: {
        versao: { antes: plano.versao, depois: plano.versao + 1 },
        mesesNovos: diff.novosMeses,
        mesesRemovidos: d.meses,
        funcoes: { novas: diff.novos.previstoFuncao.length, alteradas: diff.updates.previstoFuncao.length, removidas: d.previstoFuncao.length },
        custosIndiretos: { novos: diff.novos.previstoIndireto.length, alterados: diff.updates.previstoIndireto.length, removidos: d.previstoIndireto.length },
      },
    });
  });
  const { projetoInfo: _info, ...salvo } = await carregarPlanejamento(db, diff.projeto);
  return salvo;
}

/** The plan's figures the audit trail compares (the totals, the client, the margin, the months). */
const CAMPOS_DO_PLANO: CampoComparado<Planejamento>[] = [
  { campo: 'Cliente', valor: (p) => p.cliente?.name ?? null },
  { campo: 'Margem de custo', valor: (p) => p.margemCusto, tipo: 'percentual' },
  { campo: 'Meses', valor: (p) => Object.keys(p.meses).sort(compararMeses).join(', ') },
  { campo: 'Total de horas', valor: (p) => p.previstoTotal.total_horas, tipo: 'numero' },
  { campo: 'Custo das funções', valor: (p) => p.previstoTotal.total_funcao, tipo: 'dinheiro' },
  { campo: 'Custos indiretos', valor: (p) => p.previstoTotal.total_custo_indireto, tipo: 'dinheiro' },
  { campo: 'Custo de venda', valor: (p) => p.previstoTotal.total_custo_venda, tipo: 'dinheiro' },
  { campo: 'Valor de venda', valor: (p) => p.previstoTotal.total_valor_venda, tipo: 'dinheiro' },
  { campo: 'Total', valor: (p) => p.previstoTotal.total, tipo: 'dinheiro' },
];

/** 'MM-YYYY' keys in calendar order. */
const compararMeses = (a: string, b: string) => a.slice(3).localeCompare(b.slice(3)) || a.localeCompare(b);

const numero = (valor: string) => String(Number(valor));

/** Per month (only those that changed): the sale value, the function lines and the indirect costs, as display text. */
function camposDosMeses(meses: readonly ChaveMes[]): CampoComparado<Planejamento>[] {
  return meses.flatMap((mes): CampoComparado<Planejamento>[] => [
    { campo: `Valor de venda ${mes}`, valor: (p) => p.meses[mes]?.valorVenda ?? null, tipo: 'dinheiro' },
    {
      campo: `Funções ${mes}`,
      valor: (p) => p.meses[mes]?.previstoFuncao.map((l) => `${l.nome_funcao}: ${numero(l.horas_funcao)} h a ${l.custo_venda_funcao}/h`).join('; ') ?? null,
    },
    {
      campo: `Custos indiretos ${mes}`,
      valor: (p) => p.meses[mes]?.previstoIndireto.map((l) => `${l.descricao_custo_indireto.trim()}: ${l.valor_custo_indireto}`).join('; ') ?? null,
    },
  ]);
}

/** What a save changed: the plan's figures, then each changed month's lines (names, hours, values). */
function camposAuditados(antes: Planejamento, depois: Planejamento) {
  const meses = [...new Set([...Object.keys(antes.meses), ...Object.keys(depois.meses)])].sort(compararMeses);
  return diferencas(antes, depois, [...CAMPOS_DO_PLANO, ...camposDosMeses(meses)]);
}

/**
 * Active job functions with the average hour cost (custo_hora) of the latest calculated closing
 * (the latest active closing, by start date, that has per-employee results). Rounded to cents:
 * the line's hourly rate field holds cents.
 */
export async function funcoesPlanejamento(db: Db): Promise<FuncoesPlanejamento> {
  const ultimo = await q.ultimoFechamentoCalculado(db);
  const medias = new Map<number, string>();
  if (ultimo) {
    const rows = await q.custoHoraMedioPorFuncao(db, ultimo.id);
    for (const row of rows) if (row.cod !== null) medias.set(row.cod, row.media);
  }
  const funcoes = await q.funcoesAtivas(db);
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
  const { meses, funcoes, indiretos } = await q.previstoDosMeses(db, info.chave, de ? `${de}-01` : undefined, ate ? `${ate}-01` : undefined);
  if (meses.length === 0) return [];
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


/** The planning of a project with the active clients (the planning screen's client choice). */
export async function carregarComClientes(db: Db, chave: string) {
  const [plano, clientes] = await Promise.all([carregarPlanejamento(db, chave), clientesAtivos(db)]);
  return { ...plano, clientes };
}

/** Applies a planning diff (the body, validated by the domain's schema at the edge), normalised. */
export function salvarDiff(db: Db, diff: Parameters<typeof normalizarDiff>[0], usuarioId: number | null): Promise<Planejamento> {
  return salvarPlanejamento(db, normalizarDiff(diff), usuarioId);
}
