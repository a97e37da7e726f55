import { segmentoProjetosCapacidade, type LinhaCapacidadeArea, type RespostaCapacidadeProjeto } from '@financeiro/domain';
import { http, URL_LIST_MAX } from './http';

export type { LinhaCapacidadeArea, LinhaCapacidadeProjeto, BlocoCapacidadeProjeto, RespostaCapacidadeProjeto } from '@financeiro/domain';

/**
 * Capacity reports (spec 03 section 7 'Capacity'; backend `src/capacidade/README.md`), section
 * 'relatorios-delivery'. Dates 'yyyy-MM-dd'. The area answers the list itself; the project report
 * `{ projetos }`. Projects: ids, or a selection whose key is 'TODOS' / 'NAO-INT-1000'.
 */
export const capacidadeApi = {
  area: async (inicio: string, fim: string): Promise<LinhaCapacidadeArea[]> =>
    (await http.get<LinhaCapacidadeArea[]>(`/relatorio/capacidade-area/${inicio}/${fim}`)).data,
  projeto: async (inicio: string, fim: string, projetos: ReadonlyArray<{ id: number | string; key?: string }>): Promise<RespostaCapacidadeProjeto> => {
    const selecao = segmentoProjetosCapacidade(projetos);
    const caminho = encodeURIComponent(selecao).replace(/%2C/g, ',');
    const resposta =
      caminho.length > URL_LIST_MAX
        ? await http.post<RespostaCapacidadeProjeto>(`/relatorio/capacidade-projeto/${inicio}/${fim}`, { projetos: selecao })
        : await http.get<RespostaCapacidadeProjeto>(`/relatorio/capacidade-projeto/${inicio}/${fim}/${caminho}`);
    return resposta.data;
  },
};
