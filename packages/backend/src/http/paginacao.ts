/**
 * Server paging of the lists that grow with the company (issue 35, point 2): employees, users, a
 * closing's results, clients, the registration tables.
 *
 * - `?pagina=N&limite=M` (either one is enough): that page, `limite` items (default LIMITE_PADRAO,
 *   at most LIMITE_MAXIMO; more is a 400), in the list's own order.
 * - Neither: the whole list as before (the screens' current calls), but never more than the route's
 *   `maximo` items.
 * - Always: the header `X-Total-Count` with how many items the list has (every page, the filters
 *   applied), so a client also sees when an unpaged answer was cut at `maximo`.
 * The answer's shape does not change: the items stay where they were (`result`, `data`...).
 */
import type { FastifyReply } from 'fastify';
import { Int, Type } from './fields';

export const LIMITE_PADRAO = 50;
export const LIMITE_MAXIMO = 500;
export const TOTAL_HEADER = 'x-total-count';

/** The query parameters of a paged list (spread into the route's Query). */
export const paginacaoQuery = {
  pagina: Type.Optional(Int(1, 1_000_000, 'Página da lista (1 = a primeira); com `pagina` ou `limite`, a resposta traz só essa página')),
  limite: Type.Optional(Int(1, LIMITE_MAXIMO, `Itens por página (padrão ${LIMITE_PADRAO}, no máximo ${LIMITE_MAXIMO})`)),
};

export interface Janela {
  limit: number;
  offset: number;
}

/** The rows to read: the page asked for or, without `pagina`/`limite`, the whole list up to `maximo`. */
export function janelaDaLista(query: { pagina?: number; limite?: number }, maximo: number): Janela {
  if (query.pagina === undefined && query.limite === undefined) return { limit: maximo, offset: 0 };
  const limite = query.limite ?? LIMITE_PADRAO;
  return { limit: limite, offset: ((query.pagina ?? 1) - 1) * limite };
}

/**
 * Reads one window of a list and its total: the count runs (beside the rows) only when the window
 * may not hold the whole list — a first window with room to spare is the whole list.
 */
export async function lerPagina<T>(janela: Janela, rows: (janela: Janela) => Promise<T[]>, contar: () => Promise<number>): Promise<{ itens: T[]; total: number }> {
  if (janela.offset === 0) {
    const itens = await rows(janela);
    if (itens.length < janela.limit) return { itens, total: itens.length };
    return { itens, total: await contar() };
  }
  const [itens, total] = await Promise.all([rows(janela), contar()]);
  return { itens, total };
}

/** Sets `X-Total-Count` and answers the items. */
export function comTotal<T>(reply: FastifyReply, pagina: { itens: T[]; total: number }): T[] {
  reply.header(TOTAL_HEADER, String(pagina.total));
  return pagina.itens;
}

/** The OpenAPI description of a paged list route. */
export const PAGINACAO_DESCRICAO = (maximo: number) =>
  `Paginação: com \`pagina\` e/ou \`limite\` (padrão ${LIMITE_PADRAO}, máximo ${LIMITE_MAXIMO}) a resposta traz só essa página; sem eles, a lista inteira até ${maximo.toLocaleString('pt-BR')} itens. ` +
  `O cabeçalho \`X-Total-Count\` diz quantos itens a lista tem (todas as páginas, com os filtros).`;
