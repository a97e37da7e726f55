import {
  TODO_PERIODO,
  type Cliente,
  type HistoricoCustos,
  type JiraPessoa,
  type ProjetoItem,
  type RelatorioComparativoCusto,
  type RelatorioComparativoFaturamento,
  type ResultadoAnual,
  type TipoHistorico,
} from '@financeiro/domain';
import { http, seg } from './http';

export type {
  HistoricoCustos,
  LinhaHistoricoCusto,
  LinhaResultadoAnual,
  RelatorioComparativoCusto,
  RelatorioComparativoFaturamento,
  ResultadoAnual,
  TipoHistorico,
} from '@financeiro/domain';

const data = async <T>(promise: Promise<{ data: { data: T } }>): Promise<T> => (await promise).data.data;

/** 'all' (or empty) on both ends = the whole period. */
const todo = (inicio: string, fim: string) => !inicio || !fim || inicio === TODO_PERIODO || fim === TODO_PERIODO;

/**
 * Delivery reports (spec 03 section 7 'Delivery reports'; contract in
 * packages/backend/src/relatorios-delivery/README.md). Section 'relatorios-delivery'. Dates 'yyyy-MM-dd'.
 */
export const relatoriosDeliveryApi = {
  comparativoCusto: (key: string, id: number | string, inicio: string, fim: string) =>
    data<RelatorioComparativoCusto>(
      http.get(
        todo(inicio, fim)
          ? `/relatorio/comparativo-custo/todos/${seg(key)}/${seg(id)}`
          : `/relatorio/comparativo-custo/periodo/${seg(key)}/${seg(id)}/${seg(inicio)}/${seg(fim)}`,
      ),
    ),
  comparativoFaturamento: (key: string, inicio: string, fim: string) =>
    data<RelatorioComparativoFaturamento>(
      http.get(todo(inicio, fim) ? `/relatorio/comparativo-faturamento/todos/${seg(key)}` : `/relatorio/comparativo-faturamento/periodo/${seg(key)}/${seg(inicio)}/${seg(fim)}`),
    ),
  /** `ano`: a year or 'total'. */
  resultadoAnual: (key: string, id: number | string, ano: number | 'total' | string) =>
    data<ResultadoAnual>(http.get(`/relatorio/resultado-anual/${seg(key)}/${seg(id)}/${seg(ano)}`)),
  margemPrevista: (key: string) => data<{ margem_custo_projeto: string | null }>(http.get(`/relatorio/margem-prevista/${seg(key)}`)),
  historicoCustos: (keys: readonly string[], inicio: string, fim: string, tipoCusto: TipoHistorico) =>
    data<HistoricoCustos>(http.post('/relatorio/historico-custos', { tipoCusto, periodoInicial: inicio, periodoFinal: fim, KeysDoProjeto: keys })),
  historicoCustosTodos: (inicio: string, fim: string, tipoCusto: TipoHistorico) =>
    data<HistoricoCustos>(http.get(`/relatorio/historico-custos/todos/${seg(inicio)}/${seg(fim)}/${seg(tipoCusto)}`)),
  projetos: () => data<ProjetoItem[]>(http.get('/relatorio/projetos')),
  clientes: () => data<Cliente[]>(http.get('/relatorio/clientes')),
  lideres: () => data<(JiraPessoa & { email: string | null })[]>(http.get('/relatorio/lideres')),
};
