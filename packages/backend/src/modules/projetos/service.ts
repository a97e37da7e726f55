/**
 * Real figures per project and month for the planned-vs-real reports (DOMAIN.md 'Planned vs real,
 * per project and month'): real cost = hour cost of the month's worklogs + the project's extra costs
 * of that month (a cost belongs to the month its period starts in); real revenue = receita_bruta of
 * the project's active saved margin report of that month (tipo 'relatorio', a whole month; the most
 * recently changed one when several are active).
 */
import Decimal from 'decimal.js';
import {
  anosDoFiltro,
  centavos,
  custoHHReportado,
  mesesDoPeriodo,
  PERIODO_MENSAGENS,
  validarPeriodo,
  type CustoRealMes,
  type ProjetoItem,
  type RealMes,
} from '@financeiro/domain';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import {
  comparacaoProjetos,
  custoHorasPorMes,
  custosExtrasPorMes,
  detalheProjeto,
  exigirProjetos,
  exigirProjetosDosPares,
  faturamentoPorMes,
  listarAnosComProjetos,
  listarProjetos,
  type FiltrosProjetos,
  type OrdemProjetos,
} from './queries';
import { hojeNoServidor } from '../../hoje';

/** Reads the routes serve as the statements answer them. */
export { categoriaDoProjeto, listarCategorias, listarLideres } from './queries';

export const DATA_INVALIDA = PERIODO_MENSAGENS.dataInvalida;
export const PERIODO_INVALIDO = PERIODO_MENSAGENS.fimAntesDoInicio;

/**
 * The period of two date path parameters (dd/MM/yyyy or yyyy-MM-dd): the domain's period rule (years
 * 1900..2200, the end not before the start, at most 10 years); 400 on the field named otherwise.
 */
export function periodoDoCaminho(inicio: string, fim: string, campos: [string, string] = ['startDate', 'endDate']): [string, string] {
  const periodo = validarPeriodo(inicio, fim, { campos });
  if (!periodo.ok) throw badRequest(periodo.errors);
  return periodo.value;
}

/** Keys of a path segment (Fastify has decoded it once: no second decoding). */
export const chavesDoCaminho = (keys: string) => keys.split(',').map((key) => key.trim()).filter(Boolean);

/** The list's query string as received (the route's schema has checked each field). */
export interface ListaQuery {
  anos?: string;
  cliente?: number;
  lider?: string;
  categoria?: number;
  texto?: string;
  ordem?: OrdemProjetos;
  direcao?: 'asc' | 'desc';
  tamanho?: number;
}

function filtros(query: ListaQuery): FiltrosProjetos {
  const anos = (query.anos ?? '')
    .split(',')
    .map((ano) => Number(ano.trim()))
    .filter((ano) => Number.isInteger(ano) && ano > 0);
  return {
    anos,
    cliente: query.cliente,
    lider: query.lider?.trim() || undefined,
    categoria: query.categoria,
    texto: query.texto,
    ordem: query.ordem,
    direcao: query.direcao,
  };
}

/** Every project of the filtered list (export), no paging. */
export async function todosDaLista(db: Db, query: ListaQuery) {
  return (await listarProjetos(db, filtros(query), 1, null)).data;
}

/** One page of the filtered list; `extra` narrows it (the search calls' text or category name). */
export function paginaDaLista(db: Db, query: ListaQuery, pagina: number, extra: Pick<FiltrosProjetos, 'texto' | 'categoriaNome'> = {}) {
  return listarProjetos(db, { ...filtros(query), ...extra }, pagina, query.tamanho ?? 10);
}

/** Results of the projects of the path and of the body (a list too long for a URL goes in the body). */
export async function detalhe(db: Db, keys: string, startDate: string, endDate: string, body: { key?: string[]; page?: number }) {
  const [inicio, fim] = periodoDoCaminho(startDate, endDate);
  const chaves = [...new Set([...chavesDoCaminho(keys), ...(body.key ?? [])])];
  const lista = await exigirProjetos(db, chaves);
  return detalheProjeto(db, lista, inicio, fim, body.page ?? 1);
}

/** The comparison of the projects of KEY:ID pairs over a period. */
export async function comparacao(db: Db, pares: string, startDate: string, endDate: string) {
  const [inicio, fim] = periodoDoCaminho(startDate, endDate);
  const lista = await exigirProjetosDosPares(db, pares);
  return comparacaoProjetos(db, lista, inicio, fim);
}

/** A planned-vs-real figure of one project (by key) over a period of path dates 'inicio'/'fim'. */
export async function doPeriodo<T>(db: Db, key: string, inicio: string, fim: string, ler: (projeto: ProjetoItem, inicio: string, fim: string) => Promise<T>): Promise<T> {
  const [a, b] = periodoDoCaminho(inicio, fim, ['inicio', 'fim']);
  const [alvo] = await exigirProjetos(db, [key]);
  return ler(alvo!, a, b);
}

/** The real figures of each month of a year of one project (by key). */
export async function realDoAnoDaChave(db: Db, key: string, ano: number): Promise<RealMes[]> {
  const [alvo] = await exigirProjetos(db, [key]);
  return realDoAno(db, alvo!, ano);
}

/** Every month of [inicio, fim] (months without work answer zeros). */
export async function custoRealPorMes(db: Db, projeto: ProjetoItem, inicio: string, fim: string): Promise<CustoRealMes[]> {
  const [horas, extras] = await Promise.all([
    custoHorasPorMes(db, [projeto.id], inicio, fim),
    custosExtrasPorMes(db, projeto.key, inicio, fim),
  ]);
  return mesesDoPeriodo(inicio, fim).map((mes) => {
    const hora = horas.find((figura) => figura.mes === mes);
    const extra = extras.filter((custo) => custo.mes === mes).reduce((total, custo) => total.plus(custo.valor_convertido), new Decimal(0));
    const custoHH = hora?.custoHH ?? new Decimal(0);
    return {
      mes,
      timeSpentTotal: hora?.timeSpentTotal ?? 0,
      timeSpentBillable: hora?.timeSpentBillable ?? 0,
      custoHH: custoHHReportado([custoHH]),
      custoIndireto: centavos(extra),
      custoReal: custoHHReportado([custoHH, extra]),
      estimado: hora?.estimado ?? false,
    };
  });
}

/** The twelve months of a year: real cost and real revenue. */
export async function realDoAno(db: Db, projeto: ProjetoItem, ano: number): Promise<RealMes[]> {
  const inicio = `${ano}-01-01`;
  const fim = `${ano}-12-31`;
  const [custos, receitas] = await Promise.all([custoRealPorMes(db, projeto, inicio, fim), faturamentoPorMes(db, projeto.key, inicio, fim)]);
  return custos.map((custo) => {
    const receita = receitas.find((item) => item.mes === custo.mes);
    return { ...custo, receitaReal: receita?.receitaBruta ?? null, relatorioId: receita?.relatorioId ?? null };
  });
}

/** The years of the list's year filter: those with projects, and the current one. */
export async function anosDoFiltroDeProjetos(db: Db): Promise<number[]> {
  return anosDoFiltro(await listarAnosComProjetos(db), Number(hojeNoServidor().slice(0, 4)));
}

/** GET /jira/projects/faturamento/:key/:inicio/:fim: the project's real revenue per month of the period. */
export const faturamentoDoPeriodo = (db: Db, key: string, inicio: string, fim: string) =>
  doPeriodo(db, key, inicio, fim, (projeto, a, b) => faturamentoPorMes(db, projeto.key, a, b));

/** GET /jira/projects/custo/:key/:inicio/:fim: the project's real cost per month of the period. */
export const custoRealDoPeriodo = (db: Db, key: string, inicio: string, fim: string) =>
  doPeriodo(db, key, inicio, fim, (projeto, a, b) => custoRealPorMes(db, projeto, a, b));
