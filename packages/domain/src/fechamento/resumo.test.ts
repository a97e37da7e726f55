import { calcularFechamentoColaborador } from './calcular';
import { resumoFechamento, somarResumos } from './resumo';
import { simularCustoColaborador } from './simulacao';
import { ENCARGOS_PATRONAIS, IMPOSTOS_CLT } from './testFixtures';

const JUNHO_2025 = { dataInicio: '2025-06-01', dataFim: '2025-06-30' };

// Source: spec 02 section 3 (per-employee closing results) — a closing's totals are the sums of
// the reported figures, so the total row equals the sum of the lines.
describe('resumoFechamento', () => {
  it('sums the cent-rounded figures of the results', () => {
    const a = calcularFechamentoColaborador({ colaborador: { salario: '3000.00' }, impostos: ENCARGOS_PATRONAIS, fechamento: JUNHO_2025 });
    const b = calcularFechamentoColaborador({
      colaborador: { salario: '2000.00', cargaHoraria: 4 },
      regime: { provisionaDecimoTerceiro: false, provisionaFerias: false, provisionaRescisao: false },
      fechamento: JUNHO_2025,
    });
    const resumo = resumoFechamento([a, a, b]);
    // 2 x 4.980,83 + 2.000,00 (the unrounded 4.980,8333 twice would be 9.961,67)
    expect(resumo.custoTotal).toBe('11961.66');
    expect(resumo.salarioBase).toBe('8000.00');
    expect(resumo.provisaoFerias).toBe('905.34'); // 2 x 452,67
    expect(resumo.colaboradores).toBe(3);
    expect(resumo.meioPeriodo).toBe(1);
    // The same totals from batches (the calculation totals each batch of employees).
    expect(somarResumos([resumoFechamento([a]), resumoFechamento([a, b]), resumoFechamento([])])).toEqual(resumo);
  });

  it('accepts stored rows (numbers or strings) and an empty closing', () => {
    const vazio = resumoFechamento([]);
    expect(vazio.custoTotal).toBe('0.00');
    expect(vazio.colaboradores).toBe(0);
    const linhas = [
      { salarioBase: 1000.1, beneficioTotal: '0', impostoTotal: '0', salarioLiquido: '0', salarioFilial: '0', provisaoDecimoTerceiro: '0', provisaoFerias: '0', provisaoRescisao: '0', custoTotal: '10.005', meioPeriodo: true },
      { salarioBase: '0.2', beneficioTotal: '0', impostoTotal: '0', salarioLiquido: '0', salarioFilial: '0', provisaoDecimoTerceiro: '0', provisaoFerias: '0', provisaoRescisao: '0', custoTotal: '0' },
    ];
    const resumo = resumoFechamento(linhas);
    expect(resumo.salarioBase).toBe('1000.30');
    expect(resumo.custoTotal).toBe('10.01');
  });
});

// Source: spec 03 section 3 (Simulation result: funcao, beneficioTotal, custoHH, custoHHMeioPeriodo,
// custoTotal, impostoTotal, provisions, salarioBruto, salarioFilial, salarioLiquido) — the same
// engine as the closing; DOMAIN.md reference for the 3.000,00 figures.
describe('simularCustoColaborador', () => {
  it('3.000,00 + benefit 3.100,00 in June 2025 -> 4.980,83 + 3.100,00', () => {
    const simulacao = simularCustoColaborador({ salario: '3000.00', beneficio: '3100', impostos: IMPOSTOS_CLT, data: '2025-06-10' });
    expect(simulacao).toMatchObject({
      salarioBruto: '3000.00',
      beneficioTotal: '3100.00',
      impostoTotal: '253.41',
      salarioLiquido: '2746.59',
      salarioFilial: '4074.00',
      provisaoDecimoTerceiro: '339.50',
      provisaoFerias: '452.67',
      provisaoRescisao: '114.67',
      custoTotal: '8080.83',
      custoHH: '33.6701', // 8.080,83 / 240 = 33,670125
      custoHHMeioPeriodo: '67.3403', // 8.080,83 / 120 = 67,34025
    });
    expect(simulacao.fechamento.detalhamento.dataInicio).toBe('2025-06-01');
    expect(simulacao.fechamento.detalhamento.dataFim).toBe('2025-06-30');
  });

  it('dependents reach the IRRF (5.000,00, 2 dependents, 2025 -> 249,53)', () => {
    const simulacao = simularCustoColaborador({ salario: 5000, dependentes: 2, impostos: IMPOSTOS_CLT, data: '2025-08-01' });
    expect(simulacao.impostoTotal).toBe('759.13');
    expect(simulacao.beneficioTotal).toBe('0.00');
  });
});
