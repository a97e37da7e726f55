import type { ProjetoItem } from '@financeiro/api';

/**
 * The project selection of the list (spec 01 section 4): kept by id with the item, so it survives
 * page changes and filters (the selected rows may no longer be listed).
 */
export type Selecao = ReadonlyMap<number, ProjetoItem>;

export function alternarProjeto(selecao: Selecao, item: ProjetoItem, marcado: boolean): Selecao {
  const next = new Map(selecao);
  if (marcado) next.set(item.id, item);
  else next.delete(item.id);
  return next;
}

/** Select-all of the current view: removes the view's rows when all are selected, else adds them. */
export function alternarVisao(selecao: Selecao, visao: readonly ProjetoItem[]): Selecao {
  const next = new Map(selecao);
  const todos = visao.length > 0 && visao.every((item) => selecao.has(item.id));
  for (const item of visao) {
    if (todos) next.delete(item.id);
    else next.set(item.id, item);
  }
  return next;
}

export function estadoCabecalho(selecao: Selecao, visao: readonly ProjetoItem[]): boolean | 'indeterminate' {
  const marcados = visao.filter((item) => selecao.has(item.id)).length;
  if (visao.length > 0 && marcados === visao.length) return true;
  return marcados > 0 ? 'indeterminate' : false;
}

/** Enabling rules of spec 01 section 2.1. */
export function acoesHabilitadas(quantidade: number) {
  return { resultados: quantidade >= 1, planejamento: quantidade === 1, comparar: quantidade >= 2 };
}

const join = (items: readonly ProjetoItem[], pick: (item: ProjetoItem) => string | number) =>
  items.map((item) => encodeURIComponent(String(pick(item)))).join(',');

export const rotaResultados = (items: readonly ProjetoItem[]) => `/projetos/${join(items, (i) => i.key)}/${join(items, (i) => i.id)}`;
export const rotaComparacao = (items: readonly ProjetoItem[]) =>
  `/projetos/compare/${join(items, (i) => i.key)}/${join(items, (i) => i.id)}`;
export const rotaPlanejamento = (item: ProjetoItem) => `/projetos/previsao/${encodeURIComponent(item.key)}/${item.id}`;
