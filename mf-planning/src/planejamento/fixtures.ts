import type { PlanejamentoCarregado } from '@financeiro/api';
import { recalcularPlanejamento, type FuncoesPlanejamento } from '@financeiro/domain';

/** Test data of the planning screen (tests only). */
export function planoCarregado(): PlanejamentoCarregado {
  const base = recalcularPlanejamento({
    projeto: 'ABC',
    versao: 4,
    cliente: { id: 1, name: 'ACME Ltda', key: 'ACME' },
    margemCusto: '0.25',
    meses: {
      // out of order on purpose: tabs are sorted
      '12-2026': {
        valorVenda: null,
        total_previsto_funcao: { soma_horas_funcao: '0', soma_custo_total_funcao: '0' },
        total_previsto_indireto: '0',
        previstoFuncao: [],
        previstoIndireto: [
          {
            id: 3002,
            indice: 1,
            descricao_custo_indireto: 'AWS',
            tipo: 'INFRA_CLOUD',
            valor_original_custo_indireto: '100.00',
            moeda: 'USD',
            cotacao: '5.00',
            valor_custo_indireto: '500.00',
            projeto: 'ABC',
            mes_ano: '12-2026',
          },
        ],
      },
      '11-2026': {
        valorVenda: '20000.00',
        total_previsto_funcao: { soma_horas_funcao: '0', soma_custo_total_funcao: '0' },
        total_previsto_indireto: '0',
        previstoFuncao: [
          {
            id: 3000,
            indice: 1,
            codigo_funcao: 7,
            nome_funcao: 'Desenvolvedor Pleno',
            horas_funcao: '100.00',
            custo_venda_funcao: '50.00',
            custo_total_funcao: '5000.00',
            projeto: 'ABC',
            mes_ano: '11-2026',
          },
        ],
        previstoIndireto: [],
      },
    },
    previstoTotal: { id: 1 } as never,
  });
  return {
    ...base,
    projetoInfo: { id: 10, chave: 'ABC', nome: 'Projeto ABC', clienteId: 1 },
    clientes: [
      { id: 1, name: 'ACME Ltda', key: 'ACME' },
      { id: 2, name: 'Globex', key: 'GLX' },
    ],
  };
}

export const funcoesFixture: FuncoesPlanejamento = {
  fechamento: { id: 18, label: '10/2026', dataInicio: '2026-10-01', dataFim: '2026-10-31' },
  funcoes: [
    { cod: 7, nome: 'Desenvolvedor Pleno', custoHoraMedio: '50.00' },
    { cod: 8, nome: 'Analista de Testes', custoHoraMedio: '42.37' },
    { cod: 9, nome: 'Estagiário', custoHoraMedio: null },
  ],
};
