import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { BarChart } from './BarChart';
import { LineChart } from './LineChart';
import { PieChart } from './PieChart';
import { CHART_EMPTY_MESSAGE, chartNumber, chartSummary, formatAxisValue, formatChartValue } from './format';

const NBSP = '\u00a0';

describe('chart formatting', () => {
  it('formats values in pt-BR money or numbers', () => {
    expect(formatChartValue(1234.5, 'money')).toBe(`R$${NBSP}1.234,50`);
    expect(formatChartValue(1234.5)).toBe('1.234,50');
    expect(formatChartValue(2, (value) => `${value} h`)).toBe('2 h');
    expect(formatChartValue(Number.NaN, 'money')).toBe('');
  });

  it('compacts axis ticks', () => {
    expect(formatAxisValue(1_250_000, 'money')).toBe('R$ 1,3 mi');
    expect(formatAxisValue(85_000, 'money')).toBe('R$ 85 mil');
    expect(formatAxisValue(950, 'money')).toBe(`R$${NBSP}950,00`);
    expect(formatAxisValue(12.5)).toBe('12,50');
  });

  it('reads decimal strings for drawing', () => {
    expect(chartNumber('1234.567')).toBe(1234.57);
    expect(chartNumber(null)).toBe(0);
  });
});

describe('BarChart', () => {
  const data = [
    { mes: '09/2026', custo: 1500.5 },
    { mes: '10/2026', custo: 1720 },
  ];

  it('draws a line over the bars on its own scale (bar plus line chart)', () => {
    const rows = [
      { mes: 'Jan/2026', previsto: 1000, real: 1200, variacao: -20 },
      { mes: 'Fev/2026', previsto: 1000, real: 700, variacao: 30 },
    ];
    renderWithUi(
      <BarChart data={rows} keys={['previsto', 'real']} indexBy="mes" width={700} ariaLabel="Previsto e real" line={{ key: 'variacao', label: 'Variação', valueFormat: (v) => `${v}%` }} />,
    );
    const overlay = screen.getByTestId('bar-line-overlay');
    const pontos = overlay.querySelectorAll('circle');
    expect([...pontos].map((ponto) => ponto.textContent)).toEqual(['Jan/2026 · Variação: -20%', 'Fev/2026 · Variação: 30%']);
    // The negative point is drawn below the positive one (SVG y grows downwards).
    expect(Number(pontos[0]!.getAttribute('cy'))).toBeGreaterThan(Number(pontos[1]!.getAttribute('cy')));
    expect(overlay.querySelector('polyline')).not.toBeNull();
  });

  it('draws one bar per value with a fixed width, labelled in pt-BR', () => {
    renderWithUi(<BarChart data={data} keys={['custo']} indexBy="mes" valueFormat="money" width={600} height={300} ariaLabel="Custo por mês" />);
    const chart = screen.getByRole('figure', { name: 'Custo por mês' });
    expect(chart.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(2);
    expect(within(chart).getByText('09/2026')).toBeInTheDocument();
    // Testing Library collapses the no-break space after R$ when matching.
    expect(within(chart).getByText('R$ 1.720,00')).toBeInTheDocument();
  });

  it('shows the empty message without data', () => {
    renderWithUi(<BarChart data={[]} keys={['custo']} indexBy="mes" width={600} ariaLabel="Vazio" />);
    expect(screen.getByText(CHART_EMPTY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Vazio' })).not.toBeInTheDocument();
  });

  it('draws grouped series with a legend', () => {
    const rows = [
      { mes: '09/2026', Delivery: 100, ENGESOL: 80 },
      { mes: '10/2026', Delivery: 120, ENGESOL: 90 },
    ];
    renderWithUi(<BarChart data={rows} keys={['Delivery', 'ENGESOL']} indexBy="mes" width={700} ariaLabel="Departamentos" />);
    const chart = screen.getByRole('figure', { name: 'Departamentos' });
    expect(within(chart).getByText('ENGESOL')).toBeInTheDocument();
  });
});

describe('LineChart', () => {
  const series = [
    {
      id: 'Custo total',
      data: [
        { x: '08/2026', y: 1500.5 },
        { x: '09/2026', y: null },
        { x: '10/2026', y: 1720 },
      ],
    },
  ];

  it('draws the line with the months and the markers of the changed months', () => {
    renderWithUi(
      <LineChart series={series} valueFormat="money" width={600} height={300} ariaLabel="Evolução" markers={[{ x: '10/2026', legend: 'Mudança' }]} />,
    );
    const chart = screen.getByRole('figure', { name: 'Evolução' });
    expect(chart.querySelectorAll('svg path').length).toBeGreaterThanOrEqual(1);
    expect(within(chart).getByText('08/2026')).toBeInTheDocument();
    expect(within(chart).getByText('Mudança')).toBeInTheDocument();
  });

  it('shows the empty message without values', () => {
    renderWithUi(<LineChart series={[{ id: 'a', data: [{ x: '08/2026', y: null }] }]} ariaLabel="Vazio" emptyMessage="Sem dados" />);
    expect(screen.getByText('Sem dados')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

describe('PieChart', () => {
  it('draws the slices with their labels', () => {
    renderWithUi(
      <PieChart
        data={[
          { id: 'Delivery', value: 600 },
          { id: 'ENGESOL', value: 400 },
          { id: 'Vazio', value: 0 },
        ]}
        valueFormat="money"
        width={600}
        height={300}
        ariaLabel="Custo por área"
      />,
    );
    const chart = screen.getByRole('figure', { name: 'Custo por área' });
    expect(within(chart).getByText('Delivery')).toBeInTheDocument();
    expect(within(chart).queryByText('Vazio')).not.toBeInTheDocument();
  });

  it('shows the empty message when every value is zero', () => {
    renderWithUi(<PieChart data={[{ id: 'A', value: 0 }]} width={400} ariaLabel="Pizza" />);
    expect(screen.getByText(CHART_EMPTY_MESSAGE)).toBeInTheDocument();
  });
});

describe('text alternative (axe svg-img-alt)', () => {
  /** Every SVG a chart draws: none may be an unnamed image; the chart is one named image. */
  function expectOneNamedImage(container: HTMLElement, name: string) {
    for (const svg of container.querySelectorAll('svg')) {
      if (svg.getAttribute('role') === 'img') expect(svg).toHaveAttribute('aria-label');
    }
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  }

  it('a bar chart says its title and every value, bars and line', () => {
    const rows = [
      { mes: 'Jan/2026', previsto: 1000, real: 1200, variacao: -20 },
      { mes: 'Fev/2026', previsto: 1000, real: 700, variacao: 30 },
    ];
    const { container } = renderWithUi(
      <BarChart data={rows} keys={['previsto', 'real']} indexBy="mes" valueFormat="money" width={700} ariaLabel="Previsto e real" line={{ key: 'variacao', label: 'Variação', valueFormat: (v) => `${v}%` }} />,
    );
    expectOneNamedImage(
      container,
      `Previsto e real. Jan/2026: previsto R$${NBSP}1.000,00, real R$${NBSP}1.200,00, Variação -20%; Fev/2026: previsto R$${NBSP}1.000,00, real R$${NBSP}700,00, Variação 30%`,
    );
  });

  it('a pie says each slice; a line chart each x with each line, leaving gaps out', () => {
    const pie = renderWithUi(<PieChart data={[{ id: 'Delivery', value: 600 }, { id: 'ENGESOL', value: 400 }]} valueFormat="money" width={600} ariaLabel="Custo por área" />);
    expectOneNamedImage(pie.container, `Custo por área. Delivery: R$${NBSP}600,00; ENGESOL: R$${NBSP}400,00`);
    pie.unmount();
    const line = renderWithUi(
      <LineChart
        series={[
          { id: 'Salário', data: [{ x: '08/2026', y: 10 }, { x: '09/2026', y: null }] },
          { id: 'Custo', data: [{ x: '08/2026', y: 20 }, { x: '09/2026', y: 25 }] },
        ]}
        width={600}
        ariaLabel="Evolução"
      />,
    );
    expectOneNamedImage(line.container, 'Evolução. 08/2026: Salário 10,00, Custo 20,00; 09/2026: Custo 25,00');
  });

  it('a long series is cut with an ellipsis', () => {
    const entries = Array.from({ length: 45 }, (_, i) => ({ label: String(i), values: [{ value: i }] }));
    const text = chartSummary('Muitos', entries);
    expect(text.endsWith('39: 39,00; …')).toBe(true);
  });
});

describe('exported (lazy) charts', () => {
  it('load nivo on first render', async () => {
    const { BarChart: LazyBar, PieChart: LazyPie } = await import('./index');
    renderWithUi(
      <>
        <LazyBar data={[{ mes: '10/2026', custo: 10 }]} keys={['custo']} indexBy="mes" width={400} ariaLabel="Barras" />
        <LazyPie data={[{ id: 'A', value: 1 }]} width={400} ariaLabel="Pizza" />
      </>,
    );
    expect(await screen.findByRole('figure', { name: 'Barras' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Pizza' })).toBeInTheDocument();
  });
});
