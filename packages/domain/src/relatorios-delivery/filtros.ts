import { projetoInterno1000, SELECAO_CAPACIDADE_NAO_INT_1000, SELECAO_CAPACIDADE_TODOS } from './capacidadeSelecao';
import type { TipoHistorico, AgrupamentoHistorico } from './historico';

/**
 * The hub's filter modals (spec 03 sections 2.6, 4 'Delivery reports' and 5 'Reports'): validation
 * with the spec's texts and the navigation each 'Gerar' makes. Dates 'yyyy-MM-dd'.
 */

export const RELATORIOS_DELIVERY_MESSAGES = {
  /** Start after end (wording as the spec shows it). */
  periodo: 'Período Inicial menor que Período Final.',
  /** Missing filters on the modals whose fields are marked with '*'. */
  camposAsterisco: 'Preencha todos os campos* antes de prosseguir.',
  /** Missing filters on the capacity modals. */
  campos: 'Preencha todos os campos antes de prosseguir.',
  vazio: 'Não existe dados para o período selecionado.',
  historicoVazio: 'Não existe dados de custos para os filtros selecionados',
} as const;

const M = RELATORIOS_DELIVERY_MESSAGES;

const vazio = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Start after end: the period message; null when fine (or a date is missing). */
function validarPeriodo(inicio: string | null | undefined, fim: string | null | undefined): string | null {
  if (!inicio || !fim) return null;
  return inicio > fim ? M.periodo : null;
}

/** 'all' = the whole period (spec 03 section 2.6). */
export const TODO_PERIODO = 'all';

export interface FiltroComparativo {
  projeto: { id: number; key: string } | null;
  /** The whole period ('all'). */
  todoPeriodo: boolean;
  dataInicio: string;
  dataFim: string;
}

/** Planned-vs-real cost or revenue modal: the message to show, or null. */
export function validarFiltroComparativo(filtro: FiltroComparativo): string | null {
  if (!filtro.projeto || (!filtro.todoPeriodo && (vazio(filtro.dataInicio) || vazio(filtro.dataFim)))) return M.camposAsterisco;
  return filtro.todoPeriodo ? null : validarPeriodo(filtro.dataInicio, filtro.dataFim);
}

/** '/comparativo-custo/KEY/ID/2026-01-01/2026-06-30' or '.../all/all' (relative to the section). */
export function rotaComparativo(tipo: 'custo' | 'faturamento', filtro: FiltroComparativo): string {
  const projeto = filtro.projeto!;
  const [inicio, fim] = filtro.todoPeriodo ? [TODO_PERIODO, TODO_PERIODO] : [filtro.dataInicio, filtro.dataFim];
  return `comparativo-${tipo}/${encodeURIComponent(projeto.key)}/${projeto.id}/${inicio}/${fim}`;
}

export interface FiltroResultadoAnual {
  projeto: { id: number; key: string } | null;
  /** A year or 'total'. */
  ano: string;
}

export function validarFiltroResultadoAnual(filtro: FiltroResultadoAnual): string | null {
  return !filtro.projeto || vazio(filtro.ano) ? M.camposAsterisco : null;
}

export function rotaResultadoAnual(filtro: FiltroResultadoAnual): string {
  return `resultado-anual/${encodeURIComponent(filtro.projeto!.key)}/${filtro.projeto!.id}/${filtro.ano}`;
}

/** Navigation state of /historico-custos. */
export interface EstadoHistoricoCustos {
  tipoFiltro: AgrupamentoHistorico;
  /** The selected projects' keys. */
  projetos: string[];
  dataInicio: string;
  dataFim: string;
  tipoCusto: TipoHistorico;
}

export interface FiltroHistoricoCustos {
  tipoFiltro: AgrupamentoHistorico | '';
  projetos: string[];
  dataInicio: string;
  dataFim: string;
  tipoCusto: TipoHistorico | '';
}

/** Cost history requires projects, filter type, both dates and cost type (spec 03 section 5). */
export function validarFiltroHistorico(filtro: FiltroHistoricoCustos): string | null {
  if (vazio(filtro.tipoFiltro) || vazio(filtro.projetos) || vazio(filtro.dataInicio) || vazio(filtro.dataFim) || vazio(filtro.tipoCusto)) {
    return M.camposAsterisco;
  }
  return validarPeriodo(filtro.dataInicio, filtro.dataFim);
}

// ------------------------------------------------------------- capacity (screens of the capacity reports)

/** Navigation state of /relatorio-capacidade-area (fixed contract with the capacity screens). */
export interface EstadoCapacidadeArea {
  dataInicio: string;
  dataFim: string;
}

export interface ProjetoCapacidade {
  id: number;
  key: string;
  label: string;
}

/** Navigation state of /relatorio-capacidade-projeto (fixed contract with the capacity screens). */
export interface EstadoCapacidadeProjeto {
  dataInicio: string;
  dataFim: string;
  projetos: ProjetoCapacidade[];
  radio?: 'cliente' | 'projeto';
  cliente?: string;
}

export function validarFiltroCapacidadeArea(filtro: { dataInicio: string; dataFim: string }): string | null {
  if (vazio(filtro.dataInicio) || vazio(filtro.dataFim)) return M.campos;
  return validarPeriodo(filtro.dataInicio, filtro.dataFim);
}

export function validarFiltroCapacidadeProjeto(filtro: { dataInicio: string; dataFim: string; projetos: readonly unknown[]; radio?: string; cliente?: string }): string | null {
  if (vazio(filtro.dataInicio) || vazio(filtro.dataFim) || vazio(filtro.projetos)) return M.campos;
  if (filtro.radio === 'cliente' && vazio(filtro.cliente)) return M.campos;
  return validarPeriodo(filtro.dataInicio, filtro.dataFim);
}

/** The projects a capacity selection (spec 03 section 9) stands for: TODOS all, NAO-INT-1000 those whose name lacks INT-1000. */
export function projetosDaSelecao<P extends { name: string }>(
  selecao: typeof SELECAO_CAPACIDADE_TODOS | typeof SELECAO_CAPACIDADE_NAO_INT_1000,
  projetos: readonly P[],
): P[] {
  if (selecao === SELECAO_CAPACIDADE_TODOS) return [...projetos];
  return projetos.filter((projeto) => !projetoInterno1000(projeto.name));
}
