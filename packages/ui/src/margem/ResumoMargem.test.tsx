import type { RelatorioMargem } from '@financeiro/domain';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { ResumoMargem, ResumoRelatorio } from './ResumoMargem';

describe('ResumoRelatorio', () => {
  it('shows the project, the period and the saved figures under Resumo', () => {
    const relatorio: RelatorioMargem = {
      id: 1,
      nome: 'Outubro',
      projeto: 'ABC',
      periodo_inicial: '2025-10-01',
      periodo_fim: '2025-10-31',
      receita_bruta: '1000.00',
      impostos: '100.00',
      receita_liquida: '900.00',
      custo_venda: '400.00',
      total_custo_indireto: '100.00',
      custo_hora_colaborador: '300.00',
      resultado_bruto: '500.00',
      margem_bruta: '0.5',
      despesas_operacionais: '10.00',
      rv: '0.00',
      rateio_administrativo: '0.00',
      resultado_ir_csll: '490.00',
      imposto_sem_resultado: '0.00',
      resultado_liquido: '490.00',
      margem_liquida: '0.49',
      margem_contribuicao: '0.5',
      custosIndiretos: [],
      ativo: true,
    };
    renderWithUi(<ResumoRelatorio relatorio={relatorio} />);
    expect(screen.getByText('ABC · 01/10/2025 - 31/10/2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resumo' })).toBeInTheDocument();
    expect(screen.getByTestId('resumo-receitaBruta')).toHaveTextContent('1.000,00');
  });
});

describe('ResumoMargem', () => {
  it("writes 'sem receita' for a margin over a zero revenue instead of 0,00 % (issue 34 point 5)", () => {
    const zero = {
      receitaBruta: '0.00',
      impostos: '0.00',
      receitaLiquida: '0.00',
      custoHH: '71194.71',
      totalCustoIndireto: '0.00',
      custoTotalVenda: '71194.71',
      resultadoBruto: '-71194.71',
      margemBruta: '0',
      margemContribuicao: '0',
      despesasOperacionais: '0.00',
      rv: '0.00',
      rateioAdministrativo: '0.00',
      resultadoAntesIRCSLL: '-71194.71',
      impostoSemResultado: '0.00',
      resultadoLiquido: '-71194.71',
      margemLiquida: '0',
    };
    renderWithUi(<ResumoMargem margem={zero} />);
    for (const key of ['margemBruta', 'margemContribuicao', 'margemLiquida']) expect(screen.getByTestId(`resumo-${key}`)).toHaveTextContent('sem receita');
  });
});
