/**
 * Margin reports and simulations (spec 01 sections 2.4, 2.5, 3, 4, 5; spec 03 'Margin result
 * simulations'). The server never trusts the figures a client sends: it computes the hour cost of
 * the projects over the period and the margin with the domain formula from the inputs.
 */
import Decimal from 'decimal.js';
import {
  calcularMargem,
  margemEntradaSchema,
  normalizarCotacao,
  PROJETO_MESSAGES,
  relatorioMargemSchema,
  renomearRelatorioSchema,
  TAXAS_MARGEM_PADRAO,
  totalCustosIndiretos,
  validarPeriodoRelatorio,
  type CustoIndiretoEntrada,
  type MargemCalculada,
  type MargemEntrada,
  type Moeda,
  type RelatorioMargem,
  type RelatorioMargemEntrada,
  type TipoCusto,
} from '@financeiro/domain';
import type { Db } from '../../db/client';
import { validateOrThrow } from '../../http/crud';
import { badRequest, notFound } from '../../http/errors';
import { custoHHDoPeriodo, exigirProjetos } from '../projetos';
import * as q from './queries';
import type { Linha, LinhaCusto, TipoRelatorio } from './queries';
import { isUniqueViolation } from '../../db/errors';

export type { TipoRelatorio } from './queries';

export const RELATORIO_NAO_ENCONTRADO = 'Relatório não encontrado.';

export interface EntradaCalculo {
  keys: string[];
  periodoInicio: string;
  periodoFim: string;
  receitaBruta: string;
  taxaImposto?: string | null;
  taxaImpostoResultado?: string | null;
  taxaRv?: string | null;
  taxaRateio?: string | null;
  taxaDespesas?: string | null;
  /** A typed hour cost (simulations only, spec 03 section 3): replaces the worklogs' hour cost. */
  custoHH?: string | null;
  custosIndiretos: CustoIndiretoEntrada[];
}

const TAXAS = ['taxaImposto', 'taxaImpostoResultado', 'taxaRv', 'taxaRateio', 'taxaDespesas'] as const;

export function custosNormalizados(custos: readonly CustoIndiretoEntrada[]) {
  return custos.map((custo) => ({
    tipo_custo: custo.tipo_custo as TipoCusto,
    descricao: custo.descricao ?? null,
    moeda: (custo.moeda ?? 'BRL') as Moeda,
    cotacao: normalizarCotacao((custo.moeda ?? 'BRL') as Moeda, custo.cotacao),
    valor: custo.valor,
  }));
}

/** The margin of the inputs, with the server's hour cost of the projects over the period. */
export async function calcular(db: Db, entrada: EntradaCalculo): Promise<{ margem: MargemCalculada; taxas: Record<(typeof TAXAS)[number], string>; estimado: boolean }> {
  const projetos = await exigirProjetos(db, entrada.keys);
  const { custoHH, estimado } =
    entrada.custoHH !== undefined && entrada.custoHH !== null
      ? { custoHH: entrada.custoHH, estimado: false }
      : await custoHHDoPeriodo(db, projetos, entrada.periodoInicio, entrada.periodoFim);
  const custos = custosNormalizados(entrada.custosIndiretos);
  const taxasDadas = Object.fromEntries(TAXAS.map((taxa) => [taxa, entrada[taxa] ?? undefined]));
  const margem = calcularMargem({
    receitaBruta: entrada.receitaBruta,
    custoHH,
    totalCustoIndireto: totalCustosIndiretos(custos),
    taxas: taxasDadas,
  });
  const taxas = Object.fromEntries(TAXAS.map((taxa) => [taxa, String(entrada[taxa] ?? TAXAS_MARGEM_PADRAO[taxa])])) as Record<(typeof TAXAS)[number], string>;
  return { margem, taxas, estimado };
}

/** True when the user has an active report or simulation with this name (case-insensitive), other than `exceto`. */
export async function nomeEmUso(db: Db, email: string, nome: string, exceto?: number): Promise<boolean> {
  return !!(await q.comNome(db, email, nome, exceto));
}

/**
 * Spec 01 section 9: a margin report's operating expense is fixed at 13,70 % of net revenue (the
 * dialog shows it read-only); only a simulation takes its own rate. Another rate is refused.
 */
export function taxaDespesasDe(tipo: TipoRelatorio, dada: string | null | undefined): string | null | undefined {
  if (tipo === 'simulacao') return dada;
  const fixa = TAXAS_MARGEM_PADRAO.taxaDespesas;
  if (dada === undefined || dada === null || new Decimal(dada).eq(fixa)) return fixa;
  throw badRequest([{ field: 'taxaDespesas', errorMessage: PROJETO_MESSAGES.despesasFixas }]);
}

const NOME_DUPLICADO = () => badRequest([{ field: 'nomeRelatorio', errorMessage: PROJETO_MESSAGES.nomeDuplicado }]);

/** Unique index relatorio_margem_nome_ativo (a concurrent save with the same name). */
const isNomeDuplicado = (error: unknown) => isUniqueViolation(error, 'relatorio_margem_nome_ativo');

function colunas(tipo: TipoRelatorio, email: string, entrada: RelatorioMargemEntrada, calculo: Awaited<ReturnType<typeof calcular>>) {
  const { margem, taxas } = calculo;
  return {
    tipo,
    email,
    nome: entrada.nomeRelatorio,
    projeto: (entrada.projeto as string[]).join(','),
    periodoInicial: entrada.periodoInicio,
    periodoFim: entrada.periodoFim,
    receitaBruta: margem.receitaBruta,
    impostos: margem.impostos,
    receitaLiquida: margem.receitaLiquida,
    custoVenda: margem.custoTotalVenda,
    totalCustoIndireto: margem.totalCustoIndireto,
    custoHoraColaborador: margem.custoHH,
    resultadoBruto: margem.resultadoBruto,
    margemBruta: margem.margemBruta,
    despesasOperacionais: margem.despesasOperacionais,
    rv: margem.rv,
    rateioAdministrativo: margem.rateioAdministrativo,
    resultadoIrCsll: margem.resultadoAntesIRCSLL,
    impostoSemResultado: margem.impostoSemResultado,
    resultadoLiquido: margem.resultadoLiquido,
    margemLiquida: margem.margemLiquida,
    margemContribuicao: margem.margemContribuicao,
    ...taxas,
  };
}

/** Validated body → checks (period rule for reports, name) → one transaction (report + its costs). */
export async function salvar(db: Db, tipo: TipoRelatorio, email: string, entrada: RelatorioMargemEntrada, id?: number): Promise<RelatorioMargem> {
  const chaves = entrada.projeto as string[];
  if (tipo === 'relatorio') {
    const erro = validarPeriodoRelatorio(chaves, entrada.periodoInicio, entrada.periodoFim);
    if (erro) throw badRequest([{ field: 'periodoFim', errorMessage: erro }]);
  }
  if (id !== undefined) await buscar(db, tipo, email, id);
  if (await nomeEmUso(db, email, entrada.nomeRelatorio, id)) throw NOME_DUPLICADO();
  const calculo = await calcular(db, {
    keys: chaves,
    periodoInicio: entrada.periodoInicio,
    periodoFim: entrada.periodoFim,
    receitaBruta: entrada.receitaBruta,
    taxaImposto: entrada.taxaImposto,
    taxaImpostoResultado: entrada.taxaImpostoResultado,
    taxaRv: entrada.taxaRv,
    taxaRateio: entrada.taxaRateio,
    taxaDespesas: taxaDespesasDe(tipo, entrada.taxaDespesas),
    custoHH: tipo === 'simulacao' ? entrada.custoHH : undefined,
    custosIndiretos: entrada.custosIndiretos as CustoIndiretoEntrada[],
  });
  const values = colunas(tipo, email, entrada, calculo);
  const custos = custosNormalizados(entrada.custosIndiretos as CustoIndiretoEntrada[]);
  try {
    const salvoId = await q.gravar(
      db,
      values,
      custos.map((custo) => ({ tipoCusto: custo.tipo_custo, descricao: custo.descricao, moeda: custo.moeda, cotacao: custo.cotacao, valor: custo.valor })),
      id,
    );
    return buscar(db, tipo, email, salvoId);
  } catch (error) {
    if (isNomeDuplicado(error)) throw NOME_DUPLICADO();
    throw error;
  }
}

function resposta(row: Linha, custos: LinhaCusto[]): RelatorioMargem {
  return {
    id: row.id,
    nome: row.nome,
    projeto: row.projeto,
    periodo_inicial: row.periodoInicial,
    periodo_fim: row.periodoFim,
    receita_bruta: row.receitaBruta,
    impostos: row.impostos,
    receita_liquida: row.receitaLiquida,
    custo_venda: row.custoVenda,
    total_custo_indireto: row.totalCustoIndireto,
    custo_hora_colaborador: row.custoHoraColaborador,
    resultado_bruto: row.resultadoBruto,
    margem_bruta: row.margemBruta,
    despesas_operacionais: row.despesasOperacionais,
    rv: row.rv,
    rateio_administrativo: row.rateioAdministrativo,
    resultado_ir_csll: row.resultadoIrCsll,
    imposto_sem_resultado: row.impostoSemResultado,
    resultado_liquido: row.resultadoLiquido,
    margem_liquida: row.margemLiquida,
    margem_contribuicao: row.margemContribuicao,
    custosIndiretos: custos.map((custo) => ({
      id: custo.id,
      tipo_custo: custo.tipoCusto,
      descricao: custo.descricao,
      moeda: custo.moeda,
      cotacao: custo.cotacao,
      valor: custo.valor,
    })),
    ativo: row.ativo,
  };
}

/** One of the user's reports (active or not); 404 for another user's or another type. */
export async function buscar(db: Db, tipo: TipoRelatorio, email: string, id: number): Promise<RelatorioMargem> {
  const row = await q.doUsuario(db, tipo, email, id);
  if (!row) throw notFound(RELATORIO_NAO_ENCONTRADO);
  const custos = await q.custosDe(db, id);
  return resposta(row, custos);
}

/** The user's active reports, newest period first. */
export async function listar(db: Db, tipo: TipoRelatorio, email: string): Promise<RelatorioMargem[]> {
  const linhas = await q.ativosDoUsuario(db, tipo, email);
  if (linhas.length === 0) return [];
  const custos = await q.custosDosRelatorios(db, linhas.map((linha) => linha.id));
  return linhas.map((linha) => resposta(linha, custos.filter((custo) => custo.relatorioMargemId === linha.id)));
}

export async function renomear(db: Db, tipo: TipoRelatorio, email: string, id: number, nome: string): Promise<RelatorioMargem> {
  await buscar(db, tipo, email, id);
  if (await nomeEmUso(db, email, nome, id)) throw badRequest([{ field: 'nome', errorMessage: PROJETO_MESSAGES.nomeDuplicado }]);
  try {
    await q.atualizar(db, id, { nome: nome.trim() });
  } catch (error) {
    if (isNomeDuplicado(error)) throw badRequest([{ field: 'nome', errorMessage: PROJETO_MESSAGES.nomeDuplicado }]);
    throw error;
  }
  return buscar(db, tipo, email, id);
}

/** Soft delete (ativo false) or reactivation (the name must still be free). */
export async function mudarAtivo(db: Db, tipo: TipoRelatorio, email: string, id: number, ativo: boolean): Promise<string> {
  const atual = await buscar(db, tipo, email, id);
  if (ativo && !atual.ativo && (await nomeEmUso(db, email, atual.nome, id))) throw NOME_DUPLICADO();
  try {
    await q.atualizar(db, id, { ativo });
  } catch (error) {
    if (isNomeDuplicado(error)) throw NOME_DUPLICADO();
    throw error;
  }
  return ativo ? PROJETO_MESSAGES.relatorioReativado : PROJETO_MESSAGES.relatorioExcluido;
}

/** The margin of a request body, with the server's hour cost (a simulation may type its own). */
export function calcularDoCorpo(db: Db, tipo: TipoRelatorio, body: unknown) {
  const entrada = validateOrThrow<MargemEntrada>(margemEntradaSchema, body);
  return calcular(db, {
    ...entrada,
    taxaDespesas: taxaDespesasDe(tipo, entrada.taxaDespesas),
    custoHH: tipo === 'simulacao' ? entrada.custoHH : undefined,
    keys: entrada.keys as string[],
    custosIndiretos: entrada.custosIndiretos as CustoIndiretoEntrada[],
  });
}

/** Saves (or, with `id`, replaces) the report of a request body: { data, message }. */
export async function salvarDoCorpo(db: Db, tipo: TipoRelatorio, email: string, body: unknown, id?: number): Promise<{ data: RelatorioMargem; message: string }> {
  const entrada = validateOrThrow<RelatorioMargemEntrada>(relatorioMargemSchema, body);
  const salvo = await salvar(db, tipo, email, entrada, id);
  return { data: salvo, message: tipo === 'simulacao' ? PROJETO_MESSAGES.simulacaoSalva(salvo.nome) : PROJETO_MESSAGES.relatorioSalvo(salvo.nome) };
}

export function renomearDoCorpo(db: Db, tipo: TipoRelatorio, email: string, id: number, body: unknown): Promise<RelatorioMargem> {
  const { nome } = validateOrThrow<{ nome: string }>(renomearRelatorioSchema, body);
  return renomear(db, tipo, email, id, nome);
}
