import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type HistoricoCustos, type RelatorioComparativoCusto, type ResultadoAnual } from '@financeiro/api';
import { serverError, type FakeApi } from '@financeiro/api/testing';
import { iniciarApi, renderArea } from './testing';
import { buildRows, loadCharts } from '@financeiro/ui';
import { colunasExportacao } from './historico/HistoricoCustos';

let api: FakeApi;

// The charts are a lazy chunk: load it once, before the waits start.
beforeAll(loadCharts);
beforeEach(async () => {
  api = await iniciarApi();
});
afterEach(async () => {
  await api.close();
  useSession.getState().clear();
});

const mes = (m: string, previsto: string, real: string, variacao: string | null, fechado = true) => ({
  mes: m,
  mesLabel: m,
  custoPrevisto: previsto,
  custoReal: real,
  variacao,
  fechado,
});

const CUSTO: RelatorioComparativoCusto = {
  projeto: { id: 10, key: 'ABC', name: 'Projeto ABC' },
  inicio: '2025-12-01',
  fim: '2026-02-28',
  anos: [
    { ano: 2025, meses: [mes('Dez/2025', '1000.00', '700.00', '0.3')], totais: { totalCustoPrevisto: '1000.00', totalCustoReal: '700.00', totalVariacao: '0.3', totalVariacaoAcumuladaFechada: '0.3' } },
    {
      ano: 2026,
      meses: [mes('Jan/2026', '500.00', '600.00', '-0.2'), mes('Fev/2026', '100.00', '50.00', '0.5', false)],
      totais: { totalCustoPrevisto: '600.00', totalCustoReal: '650.00', totalVariacao: '-0.083333', totalVariacaoAcumuladaFechada: '-0.2' },
    },
  ],
  totais: { totalCustoPrevisto: '1600.00', totalCustoReal: '1350.00', totalVariacao: '0.15625', totalVariacaoAcumuladaFechada: '0.133333' },
};

const linhasDe = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')));

describe('comparativo de custo', () => {
  it('shows a failed load with Tentar novamente instead of a spinner, and the retry brings the report', async () => {
    // The failure is still logged (spec 03 section 8).
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let falhar = true;
    api.on('GET /relatorio/comparativo-custo/periodo/:key/:id/:inicio/:fim', () => (falhar ? serverError() : { body: { data: CUSTO } }));
    renderArea('/relatorios-delivery/comparativo-custo/ABC/10/2025-12-01/2026-02-28');
    expect(await screen.findByText('Falha simulada.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    // Logged by an effect after the failure is on screen: wait for it, do not assume it came first.
    await waitFor(() => expect(log).toHaveBeenCalledWith('[relatorios-delivery] comparativo custo', 'Falha simulada.'));
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Custo Previsto x Realizado 2026' })).toBeInTheDocument();
    expect(screen.queryByText('Falha simulada.')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('shows the latest year, the totals with the accumulated variation, the year selector and the chart', async () => {
    api.on('GET /relatorio/comparativo-custo/periodo/:key/:id/:inicio/:fim', () => ({ body: { data: CUSTO } }));
    renderArea('/relatorios-delivery/comparativo-custo/ABC/10/2025-12-01/2026-02-28');
    const table = await screen.findByRole('table', { name: 'Custo Previsto x Realizado 2026' });
    expect(api.requests.some((r) => r.path === '/relatorio/comparativo-custo/periodo/ABC/10/2025-12-01/2026-02-28')).toBe(true);
    expect(linhasDe(table)).toEqual([
      ['Jan/2026', 'R$ 500,00', 'R$ 600,00', '-20,00%'],
      ['Fev/2026 (em aberto)', 'R$ 100,00', 'R$ 50,00', '50,00%'],
      ['Total 2026', 'R$ 600,00', 'R$ 650,00', '-8,33%'],
      ['Variação acumulada (meses encerrados)', '-20,00%'],
    ]);
    // A negative variation is red, a positive one green (spec 03 section 9).
    expect(within(table).getAllByText('-20,00%').map((item) => item.getAttribute('data-cor'))).toEqual(['red', 'red']);
    expect(within(table).getByText('50,00%')).toHaveAttribute('data-cor', 'green');
    expect(screen.getByText('Projeto ABC', { exact: false })).toHaveTextContent('ABC - Projeto ABC · 01/12/2025 a 28/02/2026');
    expect(linhasDe(screen.getByRole('table', { name: 'Totais do período' }))).toEqual([['01/12/2025 a 28/02/2026', 'R$ 1.600,00', 'R$ 1.350,00', '15,63%', '13,33%']]);
    expect(await screen.findByRole('figure', { name: 'Gráfico Custo Previsto x Realizado 2026' })).toBeInTheDocument();
    expect(await screen.findByTestId('bar-line-overlay')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ano' }), '2025');
    expect(linhasDe(await screen.findByRole('table', { name: 'Custo Previsto x Realizado 2025' }))).toEqual([
      ['Dez/2025', 'R$ 1.000,00', 'R$ 700,00', '30,00%'],
      ['Total 2025', 'R$ 1.000,00', 'R$ 700,00', '30,00%'],
      ['Variação acumulada (meses encerrados)', '30,00%'],
    ]);
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled();
  });

  it("shows 'sem previsto' with the difference for a month without a plan, never 0,00 %", async () => {
    const semPlano: RelatorioComparativoCusto = {
      ...CUSTO,
      anos: [
        {
          ano: 2026,
          meses: [mes('Out/2026', '0.00', '2400.00', null), mes('Nov/2026', '1000.00', '1100.00', '-0.1')],
          totais: { totalCustoPrevisto: '1000.00', totalCustoReal: '3500.00', totalVariacao: '-2.5', totalVariacaoAcumuladaFechada: null },
        },
      ],
      totais: { totalCustoPrevisto: '1000.00', totalCustoReal: '3500.00', totalVariacao: '-2.5', totalVariacaoAcumuladaFechada: null },
    };
    api.on('GET /relatorio/comparativo-custo/periodo/:key/:id/:inicio/:fim', () => ({ body: { data: semPlano } }));
    renderArea('/relatorios-delivery/comparativo-custo/ABC/10/2026-10-01/2026-11-30');
    const table = await screen.findByRole('table', { name: 'Custo Previsto x Realizado 2026' });
    expect(linhasDe(table)).toEqual([
      ['Out/2026', 'R$ 0,00', 'R$ 2.400,00', 'sem previsto (+R$ 2.400,00)'],
      ['Nov/2026', 'R$ 1.000,00', 'R$ 1.100,00', '-10,00%'],
      ['Total 2026', 'R$ 1.000,00', 'R$ 3.500,00', '-250,00%'],
      ['Variação acumulada (meses encerrados)', 'sem previsto'],
    ]);
  });

  it('revenue: below plan is red, a month with no realized revenue says so instead of R$ 0,00', async () => {
    const fat = (m: string, previsto: string, real: string, variacao: string) => ({ mes: m, mesLabel: m, faturamentoPrevisto: previsto, faturamentoReal: real, variacao, fechado: true });
    const totais = { totalFaturamentoPrevisto: '3000.00', totalFaturamentoReal: '1200.00', totalVariacao: '0.6', totalVariacaoAcumuladaFechada: '0.6' };
    api.on('GET /relatorio/comparativo-faturamento/periodo/:key/:inicio/:fim', () => ({
      body: {
        data: {
          projeto: { id: 10, key: 'ABC', name: 'Projeto ABC' },
          inicio: '2026-01-01',
          fim: '2026-03-31',
          anos: [{ ano: 2026, meses: [fat('Jan/2026', '1000.00', '0.00', '1'), fat('Fev/2026', '1000.00', '1200.00', '-0.2'), fat('Mar/2026', '1000.00', '0.00', '1')], totais }],
          totais,
        },
      },
    }));
    renderArea('/relatorios-delivery/comparativo-faturamento/ABC/10/2026-01-01/2026-03-31');
    const table = await screen.findByRole('table', { name: 'Faturamento Previsto x Realizado 2026' });
    expect(linhasDe(table).slice(0, 2)).toEqual([
      ['Jan/2026', 'R$ 1.000,00', 'Sem faturamento realizado', '100,00%'],
      ['Fev/2026', 'R$ 1.000,00', 'R$ 1.200,00', '-20,00%'],
    ]);
    expect(within(table).getAllByText('100,00%').map((item) => item.getAttribute('data-cor'))).toEqual(['red', 'red']);
    expect(within(table).getByText('-20,00%')).toHaveAttribute('data-cor', 'green');
    expect(within(table).getAllByText('60,00%').map((item) => item.getAttribute('data-cor'))).toEqual(['red', 'red']);
  });

  it("'all' calls the whole-period route; an empty report shows the spec message; Voltar goes to the hub", async () => {
    api.on('GET /relatorio/comparativo-faturamento/todos/:key', () => ({ body: { data: { ...CUSTO, anos: [], inicio: null, fim: null } } }));
    const router = renderArea('/relatorios-delivery/comparativo-faturamento/ABC/10/all/all');
    expect(await screen.findByText('Não existe dados para o período selecionado.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Faturamento Previsto x Realizado' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/relatorio/comparativo-faturamento/todos/ABC')).toBe(true);
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorios-delivery'));
  });
});

describe('resultado anual', () => {
  const linha = (id: number, periodo: string, bruta: string, liquido: string) => ({
    id,
    nome: periodo,
    periodo_inicial: periodo,
    receita_bruta: bruta,
    receita_liquida: bruta,
    custo_venda: '100.00',
    resultado_bruto: '0.00',
    despesas_operacionais: '10.00',
    imposto_sem_resultado: '5.00',
    resultado_liquido: liquido,
    margem_contribuicao: '0.5',
    margem_liquida: '0.25',
  });
  const totais = { faturamentoBrutoRealTotal: '3000.00', faturamentoLiquidoRealTotal: '3000.00', custoTotalRealTotal: '200.00', resultadoLiquidoTotal: '750.00', margemLiquidaMensalTotal: '0.25', margemContribuicaoMensalTotal: '0.5' };
  const RESULTADO: ResultadoAnual = {
    projeto: { id: 10, key: 'ABC', name: 'Projeto ABC' },
    ano: 'total',
    resultados: [linha(1, '2025-12-01', '1000.00', '250.00'), linha(2, '2026-01-01', '2000.00', '500.00')],
    totaisGerais: totais,
    totaisPorAno: [
      { ano: 2025, ...totais, faturamentoBrutoRealTotal: '1000.00' },
      { ano: 2026, ...totais, faturamentoBrutoRealTotal: '2000.00' },
    ],
    margem_custo_projeto: '0.3',
  };

  it('rows by month, totals per year and overall, the planned margin', async () => {
    api.on('GET /relatorio/resultado-anual/:key/:id/:ano', () => ({ body: { data: RESULTADO } }));
    renderArea('/relatorios-delivery/resultado-anual/ABC/10/total');
    const table = await screen.findByRole('table', { name: 'Resultado Anual' });
    expect(screen.getByRole('heading', { name: 'Resultado Anual - Total' })).toBeInTheDocument();
    expect(screen.getByText('Margem Prevista: 30,00%')).toBeInTheDocument();
    const linhas = linhasDe(table);
    expect(linhas.map((row) => row![0])).toEqual(['12/2025', 'Total 2025', '01/2026', 'Total 2026', 'Total geral']);
    expect(linhas[0]).toEqual(['12/2025', 'R$ 1.000,00', 'R$ 1.000,00', 'R$ 100,00', 'R$ 10,00', 'R$ 5,00', 'R$ 250,00', '50,00%', '25,00%']);
    expect(linhas[4]).toEqual(['Total geral', 'R$ 3.000,00', 'R$ 3.000,00', 'R$ 200,00', '—', '—', 'R$ 750,00', '50,00%', '25,00%']);
  });

  it("a margin over a zero revenue reads 'sem receita', never 0 %", async () => {
    const semReceita = { ...linha(3, '2026-02-01', '0.00', '-100.00'), margem_contribuicao: '0', margem_liquida: '0' };
    api.on('GET /relatorio/resultado-anual/:key/:id/:ano', () => ({ body: { data: { ...RESULTADO, resultados: [...RESULTADO.resultados, semReceita] } } }));
    renderArea('/relatorios-delivery/resultado-anual/ABC/10/total');
    const linhas = linhasDe(await screen.findByRole('table', { name: 'Resultado Anual' }));
    expect(linhas.find((row) => row![0] === '02/2026')!.slice(7)).toEqual(['sem receita', 'sem receita']);
  });

  it('no saved report: the empty message', async () => {
    api.on('GET /relatorio/resultado-anual/:key/:id/:ano', () => ({ body: { data: { ...RESULTADO, ano: 2024, resultados: [], totaisPorAno: [], margem_custo_projeto: null } } }));
    renderArea('/relatorios-delivery/resultado-anual/ABC/10/2024');
    expect(await screen.findByText('Não existe dados para o período selecionado.')).toBeInTheDocument();
    expect(screen.getByText('Margem Prevista: —')).toBeInTheDocument();
  });
});

describe('histórico de custos', () => {
  const HISTORICO: HistoricoCustos = {
    periodoInicial: '2026-01-01',
    periodoFinal: '2026-01-31',
    tipoCusto: 'TOTAL',
    custos: [
      { projeto: 'ABC', periodo_inicio: '2026-01-01', periodo_fim: '2026-01-31', valor: '100.00', moeda: 'USD', cotacao: '5.5', cotacao_data: '2026-01-02', tipo_custo: 'INFRA_CLOUD', descricao: 'AWS', valor_convertido: '550.00' },
      { projeto: 'ABC', periodo_inicio: '2026-01-01', periodo_fim: '2026-01-31', valor: '1000.00', moeda: 'BRL', cotacao: '0', cotacao_data: null, tipo_custo: 'VALOR_HH', descricao: 'Custo HH', valor_convertido: '1000.00' },
      { projeto: 'XYZ', periodo_inicio: '2026-01-01', periodo_fim: '2026-01-31', valor: '200.00', moeda: 'BRL', cotacao: '1', cotacao_data: null, tipo_custo: 'OUTROS', descricao: null, valor_convertido: '200.00' },
    ],
    projetos: [
      { id: 10, key: 'ABC', name: 'Projeto ABC', category: null, lead: { accountId: 'a', displayName: 'Ana' }, cliente: { clienteId: 1 } },
      { id: 11, key: 'XYZ', name: 'Projeto XYZ', category: null, lead: { accountId: 'a', displayName: 'Ana' }, cliente: { clienteId: null } },
    ],
    clientes: [{ id: 1, nome: 'Cliente 1' }],
    categorias: [],
  };
  const estado = { tipoFiltro: 'cliente', projetos: ['ABC', 'XYZ'], dataInicio: '2026-01-01', dataFim: '2026-01-31', tipoCusto: 'TOTAL' };

  it('sends the filters and groups by client, project or leader with totals per type', async () => {
    api.on('POST /relatorio/historico-custos', () => ({ body: { data: HISTORICO } }));
    renderArea('/relatorios-delivery/historico-custos', estado);
    const totais = await screen.findByRole('table', { name: 'Totais por tipo de custo' });
    expect(api.requests.find((r) => r.path === '/relatorio/historico-custos')?.body).toEqual({ tipoCusto: 'TOTAL', periodoInicial: '2026-01-01', periodoFinal: '2026-01-31', KeysDoProjeto: ['ABC', 'XYZ'] });
    expect(within(totais).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Cliente', 'Infraestrutura em Cloud', 'Outros', 'Valor HH', 'Total']);
    expect(linhasDe(totais)).toEqual([
      ['Cliente 1', 'R$ 550,00', 'R$ 0,00', 'R$ 1.000,00', 'R$ 1.550,00'],
      ['Sem cliente', 'R$ 0,00', 'R$ 200,00', 'R$ 0,00', 'R$ 200,00'],
      ['Total', 'R$ 550,00', 'R$ 200,00', 'R$ 1.000,00', 'R$ 1.750,00'],
    ]);
    expect(linhasDe(screen.getByRole('table', { name: 'Custos de Cliente 1' }))[0]).toEqual([
      'ABC - Projeto ABC',
      '01/01/2026 a 31/01/2026',
      'Infraestrutura em Cloud',
      'AWS',
      'US$ 100,00',
      '5,5000 de 02/01/2026',
      'R$ 550,00',
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Agrupar por' }), 'lider');
    expect(linhasDe(screen.getByRole('table', { name: 'Totais por tipo de custo' })).map((row) => row![0])).toEqual(['Ana', 'Total']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Agrupar por' }), 'projeto');
    expect(linhasDe(screen.getByRole('table', { name: 'Totais por tipo de custo' })).map((row) => row![0])).toEqual(['ABC - Projeto ABC', 'XYZ - Projeto XYZ', 'Total']);
  });

  it('exports each column once (Projeto was twice when grouping by project), with the currency, rate and its date', () => {
    for (const agrupar of ['cliente', 'projeto', 'lider'] as const) {
      const headers = colunasExportacao(agrupar).map((coluna) => coluna.header);
      expect(new Set(headers).size).toBe(headers.length);
    }
    expect(colunasExportacao('projeto').map((coluna) => coluna.header)).toEqual([
      'Projeto',
      'Período Inicial',
      'Período Final',
      'Tipo de custo',
      'Descrição',
      'Moeda',
      'Valor',
      'Cotação',
      'Data da cotação',
      'Valor (R$)',
    ]);
    expect(colunasExportacao('cliente')[0]!.header).toBe('Cliente');
    const [usd] = HISTORICO.custos;
    const linha = { ...usd!, projetoNome: 'Projeto ABC', grupo: 'Cliente 1' };
    expect(buildRows(colunasExportacao('projeto'), [linha])[1]).toEqual([
      'ABC - Projeto ABC',
      expect.anything(),
      expect.anything(),
      'Infraestrutura em Cloud',
      'AWS',
      'USD',
      100,
      5.5,
      expect.anything(),
      550,
    ]);
  });

  it('no cost: the spec message', async () => {
    api.on('POST /relatorio/historico-custos', () => ({ body: { data: { ...HISTORICO, custos: [] } } }));
    renderArea('/relatorios-delivery/historico-custos', estado);
    expect(await screen.findByText('Não existe dados de custos para os filtros selecionados')).toBeInTheDocument();
  });
});
