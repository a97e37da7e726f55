import type { LinhaFuncao, LinhaIndireto, MesPlanejamento, Planejamento } from './tipos';
import { recalcularPlanejamento } from './totais';

/** Test builders of planned lines, months and plans (tests only). */

export function funcao(mes: string, indice: number, overrides: Partial<LinhaFuncao> = {}): LinhaFuncao {
  return {
    indice,
    codigo_funcao: 1,
    nome_funcao: 'Desenvolvedor',
    horas_funcao: '10.00',
    custo_venda_funcao: '50.00',
    custo_total_funcao: '500.00',
    projeto: 'ABC',
    mes_ano: mes,
    ...overrides,
  };
}

export function indireto(mes: string, indice: number, overrides: Partial<LinhaIndireto> = {}): LinhaIndireto {
  return {
    indice,
    descricao_custo_indireto: 'AWS',
    tipo: 'INFRA_CLOUD',
    valor_original_custo_indireto: '100.00',
    moeda: 'BRL',
    cotacao: '1',
    valor_custo_indireto: '100.00',
    projeto: 'ABC',
    mes_ano: mes,
    ...overrides,
  };
}

export function mes(previstoFuncao: LinhaFuncao[] = [], previstoIndireto: LinhaIndireto[] = [], valorVenda: string | null = null): MesPlanejamento {
  return {
    valorVenda,
    total_previsto_funcao: { soma_horas_funcao: '0.00', soma_custo_total_funcao: '0.00' },
    total_previsto_indireto: '0.00',
    previstoFuncao,
    previstoIndireto,
  };
}

export function plano(meses: Record<string, MesPlanejamento>, overrides: Partial<Planejamento> = {}): Planejamento {
  return recalcularPlanejamento({
    projeto: 'ABC',
    versao: 1,
    cliente: null,
    margemCusto: null,
    meses,
    previstoTotal: null as never,
    ...overrides,
  });
}
