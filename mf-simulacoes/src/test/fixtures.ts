import { useSession, type OpcoesSimulacao, type RelatorioMargem, type SimulacaoCalculada, type SimulacaoCusto } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { API_NAME } from '@financeiro/domain';

export const EMAIL = 'ana@veecode.com.br';

export const OPCOES: OpcoesSimulacao = {
  funcoes: [
    { cod: 3, cbo: '212405', nome: 'Desenvolvedor', descricao: null, ativo: 1 },
    { cod: 9, cbo: '4821736', nome: 'Arquiteto', descricao: null, ativo: 2 },
  ],
  regimes: [
    { cod: 1, sigla: 'CLT', nome: 'Consolidação das Leis do Trabalho' },
    { cod: 2, sigla: 'PJ', nome: 'Pessoa Jurídica' },
  ],
  filiais: [{ cod: 1, label: 'Matriz' }],
  referencia: { fechamentoId: 18, label: '10/2026', dataInicio: '2026-10-01', dataFim: '2026-10-31', diasUteis: 22 },
};

export function calculada(salario: number): SimulacaoCalculada {
  const total = (salario * 1.7 + 3100).toFixed(2);
  return {
    funcao: 'Desenvolvedor',
    beneficioTotal: '3100.00',
    custoHH: (Number(total) / 176).toFixed(4),
    custoHHMeioPeriodo: (Number(total) / 88).toFixed(4),
    custoTotal: total,
    impostoTotal: (salario * 0.2).toFixed(2),
    provisaoDecimoTerceiro: (salario / 12).toFixed(2),
    provisaoFerias: ((salario / 12) * (4 / 3)).toFixed(2),
    provisaoRescisao: '100.00',
    salarioBruto: salario.toFixed(2),
    salarioFilial: (salario * 1.358).toFixed(2),
    salarioLiquido: (salario * 0.8).toFixed(2),
    referencia: OPCOES.referencia,
    avisos: [],
  };
}

export function armazenada(id: number, salario: number): SimulacaoCusto {
  const c = calculada(salario);
  return {
    id,
    funcao_cod: 3,
    funcao_nome: 'Desenvolvedor',
    regime_cod: 1,
    regime_sigla: 'CLT',
    filial_cod: 1,
    filial_label: 'Matriz',
    dependentes: 1,
    salario_bruto: c.salarioBruto,
    beneficio_total: c.beneficioTotal,
    imposto_total: c.impostoTotal,
    salario_filial: c.salarioFilial,
    salario_liquido: c.salarioLiquido,
    custo_total: c.custoTotal,
    custo_hora_colaborador: c.custoHH,
    custo_hora_colaborador_meio_periodo: c.custoHHMeioPeriodo,
    provisao_decimo_terceiro: c.provisaoDecimoTerceiro,
    provisao_ferias: c.provisaoFerias,
    provisao_rescisao: c.provisaoRescisao,
    fechamento_id: 18,
    ativo: true,
  };
}

export function resultado(id: number, nome: string): RelatorioMargem {
  return {
    id,
    nome,
    projeto: 'ABC',
    periodo_inicial: '2026-01-01',
    periodo_fim: '2026-03-31',
    receita_bruta: '100000.00',
    impostos: '9350.00',
    receita_liquida: '90650.00',
    custo_venda: '41000.00',
    total_custo_indireto: '1000.00',
    custo_hora_colaborador: '40000.00',
    resultado_bruto: '49650.00',
    margem_bruta: '0.547711',
    despesas_operacionais: '12419.05',
    rv: '3990.00',
    rateio_administrativo: '10968.65',
    resultado_ir_csll: '22272.30',
    imposto_sem_resultado: '7572.58',
    resultado_liquido: '14699.72',
    margem_liquida: '0.146997',
    margem_contribuicao: '0.547711',
    custosIndiretos: [{ id: 7, tipo_custo: 'OUTROS', descricao: 'Licenças', moeda: 'BRL', cotacao: '1.000000', valor: '1000.00' }],
    ativo: true,
  };
}

export async function iniciar(): Promise<FakeApi> {
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { name: 'Ana', email: EMAIL, roles: { [API_NAME]: ['simulacoes'] } } });
  return startFakeApi();
}

export async function encerrar(api: FakeApi) {
  await api.close();
  useSession.getState().clear();
}
