import {
  agregarResultadoAnual,
  agruparHistorico,
  compararPorAno,
  comparativoCusto,
  corVariacao,
  mesFechado,
  projetosDaSelecao,
  rotaComparativo,
  tiposDoFiltro,
  validarFiltroCapacidadeProjeto,
  validarFiltroComparativo,
  validarFiltroHistorico,
  variacao,
  type LinhaResultadoAnual,
} from './index';

describe('variação previsto x real (spec 03 section 9)', () => {
  it('is (planned - real) / planned as a fraction', () => {
    expect(variacao('1000.00', '900.00')).toBe('0.1');
    expect(variacao('1000.00', '1250.00')).toBe('-0.25');
    // 300 planned, 400 real: -1/3 -> -0.333333 (6 places)
    expect(variacao('300', '400')).toBe('-0.333333');
  });
  it('has no percentage (null, never 0) when nothing was planned', () => {
    expect(variacao('0', '500')).toBeNull();
    expect(variacao('0', '0')).toBeNull();
    expect(variacao('500', '500')).toBe('0');
  });
  it('is red when negative, green otherwise', () => {
    expect(corVariacao('-0.01')).toBe('red');
    expect(corVariacao('0')).toBe('green');
    expect(corVariacao('0.2')).toBe('green');
  });
  it('for revenue, below plan is red (a full shortfall is +100 %) and above plan is green', () => {
    expect(corVariacao(variacao('1000.00', '0'), 'faturamento')).toBe('red');
    expect(corVariacao(variacao('1000.00', '900.00'), 'faturamento')).toBe('red');
    expect(corVariacao(variacao('1000.00', '1250.00'), 'faturamento')).toBe('green');
    expect(corVariacao('0', 'faturamento')).toBe('green');
  });
});

describe('meses fechados', () => {
  it('a month is closed once it has ended', () => {
    expect(mesFechado('2026-10', '2026-11-24')).toBe(true);
    expect(mesFechado('2026-11', '2026-11-24')).toBe(false);
    expect(mesFechado('2026-12', '2026-11-24')).toBe(false);
    expect(mesFechado('2025-12', '2026-01-01')).toBe(true);
  });
});

describe('compararPorAno', () => {
  const hoje = '2026-02-15';
  const figuras = [
    { mes: '2026-02', previsto: '100.00', real: '50.00' }, // open month
    { mes: '2025-11', previsto: '1000.00', real: '1100.00' },
    { mes: '2025-12', previsto: '1000.00', real: '700.00' },
    { mes: '2026-01', previsto: '500.00', real: '600.00' },
  ];

  it('groups months by year, in order, with per-month variation', () => {
    const { anos } = compararPorAno(figuras, hoje);
    expect(anos.map((ano) => ano.ano)).toEqual([2025, 2026]);
    expect(anos[0]!.meses.map((m) => [m.mes, m.mesLabel, m.variacao, m.fechado])).toEqual([
      ['2025-11', 'Nov/2025', '-0.1', true],
      ['2025-12', 'Dez/2025', '0.3', true],
    ]);
    expect(anos[1]!.meses.map((m) => [m.mes, m.variacao, m.fechado])).toEqual([
      ['2026-01', '-0.2', true],
      ['2026-02', '0.5', false],
    ]);
  });

  it('totals: sums, variation of the sums, accumulated variation over closed months only', () => {
    const { anos, totais } = compararPorAno(figuras, hoje);
    // 2025: 2000 planned, 1800 real -> 0.1; both months closed -> 0.1
    expect(anos[0]!.totais).toMatchObject({ previsto: '2000.00', real: '1800.00', variacao: '0.1', variacaoAcumuladaFechada: '0.1' });
    // 2026: 600 planned, 650 real -> -50/600 = -0.083333; closed only Jan: 500 vs 600 -> -0.2
    expect(anos[1]!.totais).toMatchObject({ previsto: '600.00', real: '650.00', variacao: '-0.083333', variacaoAcumuladaFechada: '-0.2' });
    // all: 2600 vs 2450 -> 150/2600 = 0.057692; closed: 2500 vs 2400 -> 0.04
    expect(totais).toMatchObject({ previsto: '2600.00', real: '2450.00', variacao: '0.057692', variacaoAcumuladaFechada: '0.04', previstoFechado: '2500.00', realFechado: '2400.00' });
  });

  it('accumulated variation has no percentage (null) without closed months', () => {
    expect(compararPorAno([{ mes: '2026-02', previsto: '10', real: '5' }], hoje).totais.variacaoAcumuladaFechada).toBeNull();
  });

  it('has no years when every month is zero (the empty message)', () => {
    expect(compararPorAno([{ mes: '2026-01', previsto: null, real: '0' }], hoje).anos).toEqual([]);
    expect(compararPorAno([], hoje).anos).toEqual([]);
  });

  it('names the cost fields of spec 03 section 3', () => {
    const relatorio = comparativoCusto({ projeto: { id: 1, key: 'A', name: 'A' }, inicio: null, fim: null }, figuras, hoje);
    expect(relatorio.anos[0]!.meses[0]).toEqual({ mes: '2025-11', mesLabel: 'Nov/2025', custoPrevisto: '1000.00', custoReal: '1100.00', variacao: '-0.1', fechado: true });
    expect(relatorio.totais).toEqual({ totalCustoPrevisto: '2600.00', totalCustoReal: '2450.00', totalVariacao: '0.057692', totalVariacaoAcumuladaFechada: '0.04' });
  });
});

describe('resultado anual', () => {
  const linha = (periodo: string, bruta: string, liquida: string, custo: string, resultadoBruto: string, liquido: string): LinhaResultadoAnual => ({
    id: Number(periodo.replace(/-/g, '')),
    nome: periodo,
    periodo_inicial: periodo,
    receita_bruta: bruta,
    receita_liquida: liquida,
    custo_venda: custo,
    resultado_bruto: resultadoBruto,
    despesas_operacionais: '0.00',
    imposto_sem_resultado: '0.00',
    resultado_liquido: liquido,
    margem_contribuicao: '0',
    margem_liquida: '0',
  });

  it('sums per year and overall; margins of the sums', () => {
    const r = agregarResultadoAnual([
      linha('2026-02-01', '2000.00', '1800.00', '900.00', '900.00', '300.00'),
      linha('2025-12-01', '1000.00', '900.00', '600.00', '300.00', '100.00'),
      linha('2026-01-01', '1000.00', '900.00', '450.00', '450.00', '200.00'),
    ]);
    expect(r.resultados.map((x) => x.periodo_inicial)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
    // 2026: bruta 3000, liquida 2700, custo 1350, resultado bruto 1350 (0.5), liquido 500 (1/6)
    expect(r.totaisPorAno).toEqual([
      { ano: 2025, faturamentoBrutoRealTotal: '1000.00', faturamentoLiquidoRealTotal: '900.00', custoTotalRealTotal: '600.00', resultadoLiquidoTotal: '100.00', margemLiquidaMensalTotal: '0.100000', margemContribuicaoMensalTotal: '0.333333' },
      { ano: 2026, faturamentoBrutoRealTotal: '3000.00', faturamentoLiquidoRealTotal: '2700.00', custoTotalRealTotal: '1350.00', resultadoLiquidoTotal: '500.00', margemLiquidaMensalTotal: '0.166667', margemContribuicaoMensalTotal: '0.500000' },
    ]);
    // all: bruta 4000, liquida 3600, custo 1950, resultado bruto 1650 -> 0.458333, liquido 600 -> 0.15
    expect(r.totaisGerais).toEqual({ faturamentoBrutoRealTotal: '4000.00', faturamentoLiquidoRealTotal: '3600.00', custoTotalRealTotal: '1950.00', resultadoLiquidoTotal: '600.00', margemLiquidaMensalTotal: '0.150000', margemContribuicaoMensalTotal: '0.458333' });
  });

  it('gives zero margins without revenue', () => {
    expect(agregarResultadoAnual([]).totaisGerais).toMatchObject({ margemLiquidaMensalTotal: '0', margemContribuicaoMensalTotal: '0', custoTotalRealTotal: '0.00' });
  });
});

describe('histórico de custos', () => {
  const projetos = [
    { id: 1, key: 'A', name: 'Alfa', category: null, lead: { accountId: 'u1', displayName: 'Ana' }, cliente: { clienteId: 7 } },
    { id: 2, key: 'B', name: 'Beta', category: null, lead: { accountId: 'u1', displayName: 'Ana' }, cliente: { clienteId: null } },
  ];
  const base = { moeda: 'BRL' as const, cotacao: '0', cotacao_data: null, descricao: null };
  const custos = [
    { ...base, projeto: 'A', periodo_inicio: '2026-01-01', periodo_fim: '2026-01-31', valor: '100.00', tipo_custo: 'INFRA_CLOUD' as const, valor_convertido: '100.00' },
    { ...base, projeto: 'A', periodo_inicio: '2026-01-01', periodo_fim: '2026-01-31', valor: '1000.00', tipo_custo: 'VALOR_HH' as const, valor_convertido: '1000.00' },
    { ...base, projeto: 'B', periodo_inicio: '2026-02-01', periodo_fim: '2026-02-28', valor: '10.00', moeda: 'USD' as const, cotacao: '5.5', cotacao_data: '2026-02-01', tipo_custo: 'OUTROS' as const, valor_convertido: '55.00' },
  ];
  const historico = { custos, projetos, clientes: [{ id: 7, nome: 'Cliente Sete' }] };

  it('TOTAL selects every type and VALOR_HH', () => {
    expect(tiposDoFiltro('TOTAL')).toEqual(['INFRA_CLOUD', 'OUTROS_SOFTWARES', 'HORAS_EXTRAS', 'FORNECEDORES_TERCEIROS', 'OUTROS', 'VALOR_HH']);
    expect(tiposDoFiltro('VALOR_HH')).toEqual(['VALOR_HH']);
  });

  it('groups by client with totals per type (BRL)', () => {
    const r = agruparHistorico(historico, 'cliente');
    expect(r.grupos.map((g) => [g.nome, g.total, g.porTipo])).toEqual([
      ['Cliente Sete', '1100.00', { INFRA_CLOUD: '100.00', VALOR_HH: '1000.00' }],
      ['Sem cliente', '55.00', { OUTROS: '55.00' }],
    ]);
    expect(r.total).toBe('1155.00');
  });

  it('groups by project and by leader', () => {
    expect(agruparHistorico(historico, 'projeto').grupos.map((g) => [g.nome, g.total])).toEqual([
      ['A - Alfa', '1100.00'],
      ['B - Beta', '55.00'],
    ]);
    expect(agruparHistorico(historico, 'lider').grupos.map((g) => [g.nome, g.total, g.linhas.length])).toEqual([['Ana', '1155.00', 3]]);
  });
});

describe('filtros do hub (spec 03 section 5)', () => {
  it('planned-vs-real: project and both dates, or the whole period', () => {
    const projeto = { id: 10, key: 'ABC' };
    expect(validarFiltroComparativo({ projeto: null, todoPeriodo: true, dataInicio: '', dataFim: '' })).toBe('Preencha todos os campos* antes de prosseguir.');
    expect(validarFiltroComparativo({ projeto, todoPeriodo: false, dataInicio: '2026-01-01', dataFim: '' })).toBe('Preencha todos os campos* antes de prosseguir.');
    expect(validarFiltroComparativo({ projeto, todoPeriodo: false, dataInicio: '2026-03-01', dataFim: '2026-01-31' })).toBe('Período Inicial menor que Período Final.');
    expect(validarFiltroComparativo({ projeto, todoPeriodo: true, dataInicio: '', dataFim: '' })).toBeNull();
    expect(rotaComparativo('custo', { projeto, todoPeriodo: true, dataInicio: '', dataFim: '' })).toBe('comparativo-custo/ABC/10/all/all');
    expect(rotaComparativo('faturamento', { projeto, todoPeriodo: false, dataInicio: '2026-01-01', dataFim: '2026-03-31' })).toBe('comparativo-faturamento/ABC/10/2026-01-01/2026-03-31');
  });

  it('cost history requires projects, type of filter, dates and cost type', () => {
    const ok = { tipoFiltro: 'cliente' as const, projetos: ['A'], dataInicio: '2026-01-01', dataFim: '2026-01-31', tipoCusto: 'TOTAL' as const };
    expect(validarFiltroHistorico(ok)).toBeNull();
    expect(validarFiltroHistorico({ ...ok, projetos: [] })).toBe('Preencha todos os campos* antes de prosseguir.');
    expect(validarFiltroHistorico({ ...ok, tipoCusto: '' })).toBe('Preencha todos os campos* antes de prosseguir.');
    expect(validarFiltroHistorico({ ...ok, dataInicio: '2026-02-01' })).toBe('Período Inicial menor que Período Final.');
  });

  it('capacity by project: the client is required with the client radio', () => {
    const ok = { dataInicio: '2026-01-01', dataFim: '2026-03-31', projetos: [{ id: 1 }], radio: 'cliente', cliente: 'X' };
    expect(validarFiltroCapacidadeProjeto(ok)).toBeNull();
    expect(validarFiltroCapacidadeProjeto({ ...ok, cliente: '' })).toBe('Preencha todos os campos antes de prosseguir.');
    expect(validarFiltroCapacidadeProjeto({ ...ok, projetos: [] })).toBe('Preencha todos os campos antes de prosseguir.');
  });

  it('special selections: TODOS, NAO-INT-1000, INT-1000', () => {
    const projetos = [{ name: 'Alfa' }, { name: 'INT-1000 Interno' }, { name: 'Beta' }];
    expect(projetosDaSelecao('TODOS', projetos)).toHaveLength(3);
    expect(projetosDaSelecao('NAO-INT-1000', projetos).map((p) => p.name)).toEqual(['Alfa', 'Beta']);
  });
});
