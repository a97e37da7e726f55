/** Capacity reports: the project selections and the area/regime filters (spec 03 sections 4 and 9), shared by the backend and the screens. */
import type { LinhaCapacidadeArea, LinhaCapacidadeProjeto } from './capacidade';

/** Project selections of the capacity-by-project filter (spec 03 section 9). */
export const SELECAO_CAPACIDADE_TODOS = 'TODOS';
export const SELECAO_CAPACIDADE_NAO_INT_1000 = 'NAO-INT-1000';
/** A project whose name contains this is excluded from the capacity reports. */
export const MARCA_PROJETO_INTERNO = 'INT-1000';

export const projetoInterno1000 = (nome: string) => nome.toUpperCase().includes(MARCA_PROJETO_INTERNO);

export type SelecaoProjetosCapacidade = { tipo: 'todos' } | { tipo: 'nao-int-1000' } | { tipo: 'ids'; ids: number[] };

/**
 * The path segment of GET /relatorio/capacidade-projeto: 'TODOS', 'NAO-INT-1000' or the ids joined
 * by ','. A selected project whose key (or id) is one of the two words selects that set.
 */
export function segmentoProjetosCapacidade(projetos: ReadonlyArray<{ id: number | string; key?: string }>): string {
  const palavras = projetos.map((p) => String(p.key ?? p.id).toUpperCase());
  if (palavras.includes(SELECAO_CAPACIDADE_TODOS) || projetos.some((p) => String(p.id).toUpperCase() === SELECAO_CAPACIDADE_TODOS)) {
    return SELECAO_CAPACIDADE_TODOS;
  }
  if (palavras.includes(SELECAO_CAPACIDADE_NAO_INT_1000) || projetos.some((p) => String(p.id).toUpperCase() === SELECAO_CAPACIDADE_NAO_INT_1000)) {
    return SELECAO_CAPACIDADE_NAO_INT_1000;
  }
  return projetos.map((p) => String(p.id)).join(',');
}

/** Parses the path segment; null when it is neither a selection word nor a list of positive ids. */
export function lerSelecaoProjetosCapacidade(segmento: string): SelecaoProjetosCapacidade | null {
  let texto: string;
  try {
    texto = decodeURIComponent(segmento).trim().toUpperCase();
  } catch {
    return null;
  }
  if (texto === SELECAO_CAPACIDADE_TODOS) return { tipo: 'todos' };
  if (texto === SELECAO_CAPACIDADE_NAO_INT_1000) return { tipo: 'nao-int-1000' };
  const partes = texto.split(',').map((parte) => parte.trim());
  if (partes.length === 0 || partes.length > 500 || partes.some((parte) => !/^[1-9]\d{0,17}$/.test(parte))) return null;
  return { tipo: 'ids', ids: [...new Set(partes.map(Number))] };
}

export type FiltroDepartamentoCapacidade = 'Delivery' | 'ENGESOL' | 'Overhead' | 'Todos';
export type FiltroRegimeCapacidade = 'CLT' | 'Estagiário' | 'Todos';

export const FILTROS_DEPARTAMENTO_CAPACIDADE: FiltroDepartamentoCapacidade[] = ['Delivery', 'ENGESOL', 'Overhead', 'Todos'];
export const FILTROS_REGIME_CAPACIDADE: FiltroRegimeCapacidade[] = ['CLT', 'Estagiário', 'Todos'];

/** Department codes of the area filter (spec 03 sections 4 and 9): Overhead maps to no code. */
export const CODIGO_DEPARTAMENTO_CAPACIDADE: Record<Exclude<FiltroDepartamentoCapacidade, 'Todos'>, number | null> = {
  Delivery: 5,
  ENGESOL: 16,
  Overhead: null,
};
/** Regime codes: CLT 1, Estagiário 3. */
export const CODIGO_REGIME_CAPACIDADE: Record<Exclude<FiltroRegimeCapacidade, 'Todos'>, number> = { CLT: 1, 'Estagiário': 3 };

export interface FiltrosCapacidade {
  departamento: FiltroDepartamentoCapacidade;
  regime: FiltroRegimeCapacidade;
}

export const FILTROS_CAPACIDADE_PADRAO: FiltrosCapacidade = { departamento: 'Todos', regime: 'Todos' };

/** Area report: by codes (Overhead matches none). */
export function filtrarCapacidadeArea(linhas: readonly LinhaCapacidadeArea[], filtros: FiltrosCapacidade): LinhaCapacidadeArea[] {
  return linhas.filter((linha) => {
    if (filtros.departamento !== 'Todos') {
      const cod = CODIGO_DEPARTAMENTO_CAPACIDADE[filtros.departamento];
      if (cod === null || linha.colaborador.departamento.cod !== cod) return false;
    }
    if (filtros.regime !== 'Todos' && linha.colaborador.regime.cod !== CODIGO_REGIME_CAPACIDADE[filtros.regime]) return false;
    return true;
  });
}

const semAcento = (texto: string) => texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/** Project report: department and regime texts compared with the option, case-insensitively (and accent-insensitively). */
export function filtrarCapacidadeProjeto(linhas: readonly LinhaCapacidadeProjeto[], filtros: FiltrosCapacidade): LinhaCapacidadeProjeto[] {
  return linhas.filter((linha) => {
    if (filtros.departamento !== 'Todos' && semAcento(linha.colaborador.departamento ?? '') !== semAcento(filtros.departamento)) return false;
    if (filtros.regime !== 'Todos' && semAcento(linha.colaborador.regime ?? '') !== semAcento(filtros.regime)) return false;
    return true;
  });
}

