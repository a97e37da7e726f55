import { screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { BarChart } from './BarChart';
import { LineChart } from './LineChart';
import { PieChart } from './PieChart';

/**
 * The charts at a phone's width (a 318 px box: the Projeção at 390 px) and at a desktop's: where the
 * legend goes, which x labels are drawn, which marker texts, the right axis. jsdom lays out nothing,
 * so positions are read from the SVG: the sum of the translate() of an element's groups.
 */
function position(element: Element): { x: number; y: number } {
  let x = Number(element.getAttribute('x') ?? 0);
  let y = Number(element.getAttribute('y') ?? 0);
  for (let node: Element | null = element; node && node.tagName.toLowerCase() !== 'svg'; node = node.parentElement) {
    const match = /translate\(\s*(-?[\d.]+)[\s,]+(-?[\d.]+)\s*\)/.exec(node.getAttribute('transform') ?? '');
    if (match) {
      x += Number(match[1]);
      y += Number(match[2]);
    }
  }
  return { x, y };
}

/** '#1f77b4' as nivo writes a bar's colour: 'rgba(31, 119, 180, 1)'. */
const rgba = (color: string | null) =>
  color?.startsWith('#') ? `rgba(${[1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)).join(', ')}, 1)` : color;
const texts = (figure: HTMLElement, pattern: RegExp) => [...figure.querySelectorAll('svg text')].filter((text) => pattern.test(text.textContent ?? ''));
const MES = /^\d{2}\/\d{4}$/;

/** The Projeção of AURSUS: 23 months, three lines, a closing step in most months. */
const meses = Array.from({ length: 25 }, (_, i) => `${String(((i + 11) % 12) + 1).padStart(2, '0')}/${2024 + Math.floor((i + 11) / 12)}`).slice(0, 23);
const projecao = ['Previsto acumulado', 'Realizado acumulado', 'Projeção (a)'].map((id, s) => ({
  id,
  data: meses.map((x, i) => ({ x, y: 10_000 * (i + 1) * (1 + s / 10) })),
}));
const fechamentos = meses.slice(1, 19).map((x) => ({ x, legend: `Fechamento ${x}` }));

function drawProjecao(width: number) {
  renderWithUi(<LineChart series={projecao} valueFormat="money" width={width} height={320} ariaLabel="Custo acumulado" markers={fechamentos} />);
  return screen.getByRole('figure', { name: 'Custo acumulado' });
}

describe('a line chart', () => {
  it('narrow: the legend under the x labels, at most 6 x labels kept apart, the marker texts that fit', () => {
    const figure = drawProjecao(318);
    const labels = texts(figure, MES).map(position);
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(labels.length).toBeLessThanOrEqual(6);
    // 'MM/AAAA' is about 45 px wide at 11 px: neighbours' centres at least that far apart.
    for (let i = 1; i < labels.length; i++) expect(labels[i]!.x - labels[i - 1]!.x).toBeGreaterThanOrEqual(45);
    const lowestLabel = Math.max(...labels.map((label) => label.y));
    for (const name of ['Previsto acumulado', 'Realizado acumulado', 'Projeção (a)']) {
      const legend = position(screen.getByText(name));
      expect(legend.y).toBeGreaterThan(lowestLabel);
      expect(legend.x).toBeGreaterThanOrEqual(0);
      expect(legend.x).toBeLessThan(318);
    }
    const markers = texts(figure, /^Fechamento/).map(position);
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.length).toBeLessThan(fechamentos.length);
    for (let i = 1; i < markers.length; i++) expect(markers[i]!.x - markers[i - 1]!.x).toBeGreaterThanOrEqual(22);
  });

  it('wide: every month, the legend beside the plot on the right, every marker text', () => {
    const figure = drawProjecao(1100);
    const labels = texts(figure, MES).map(position);
    expect(labels).toHaveLength(meses.length);
    const rightmostLabel = Math.max(...labels.map((label) => label.x));
    for (const name of ['Previsto acumulado', 'Realizado acumulado', 'Projeção (a)']) {
      expect(position(screen.getByText(name)).x).toBeGreaterThan(rightmostLabel);
      expect(position(screen.getByText(name)).y).toBeLessThan(100);
    }
    expect(texts(figure, /^Fechamento/)).toHaveLength(fechamentos.length);
  });

  it('keeps the last month\'s label, centred on the plot\'s right edge, inside the chart', () => {
    const custoHora = [{ id: 'Custo-hora', data: meses.slice(0, 12).map((x, i) => ({ x, y: 70 + i })) }];
    renderWithUi(<LineChart series={custoHora} valueFormat="money" width={800} ariaLabel="Custo-hora" />);
    const labels = texts(screen.getByRole('figure', { name: 'Custo-hora' }), MES);
    expect(labels).toHaveLength(12);
    const last = labels[labels.length - 1]!;
    expect(position(last).x + ((last.textContent ?? '').length * 6.8) / 2).toBeLessThanOrEqual(800);
  });
});

/** The Fluxo de Caixa: revenue and cost bars, the running total on a right axis. */
const fluxo = meses.slice(0, 12).map((mes, i) => ({ mes, Receita: 300_000 + i * 1000, Custo: 250_000 + i * 2000, acumulado: 50_000 * i - 40_000 }));

function drawFluxo(width: number) {
  renderWithUi(
    <BarChart
      data={fluxo}
      keys={['Receita', 'Custo']}
      indexBy="mes"
      valueFormat="money"
      width={width}
      ariaLabel="Fluxo"
      line={{ key: 'acumulado', label: 'Acumulado (R$)', valueFormat: 'money' }}
    />,
  );
  const figure = screen.getByRole('figure', { name: 'Fluxo' });
  const rightAxis: Element[] = [...screen.getByTestId('bar-line-overlay').querySelectorAll('text')];
  const legendSymbol = (name: string) => screen.getByText(name).parentElement!.querySelector('rect:not([fill="transparent"])')!;
  return { figure, rightAxis, legendSymbol };
}

describe('a bar chart with a line on a right axis', () => {
  it('narrow: bars drawn, legend under the plot in the bars\' colours, x labels kept apart', () => {
    const { figure, rightAxis, legendSymbol } = drawFluxo(318);
    const bars = [...figure.querySelectorAll('svg rect')].filter((rect) => rect.getAttribute('fill') !== 'transparent' && Number(rect.getAttribute('width')) > 0 && Number(rect.getAttribute('height')) > 20);
    expect(bars.length).toBe(24);
    const receita = bars[0]!.getAttribute('fill');
    const custo = bars[12]!.getAttribute('fill');
    expect(receita).not.toBe(custo);
    expect(rgba(legendSymbol('Receita').getAttribute('fill'))).toBe(receita);
    expect(rgba(legendSymbol('Custo').getAttribute('fill'))).toBe(custo);
    const lowestBar = Math.max(...bars.map((bar) => position(bar).y + Number(bar.getAttribute('height'))));
    for (const name of ['Receita', 'Custo', 'Acumulado (R$)']) expect(position(screen.getByText(name)).y).toBeGreaterThan(lowestBar + 20);
    const labels = texts(figure, MES).map(position);
    expect(labels.length).toBeLessThanOrEqual(6);
    for (let i = 1; i < labels.length; i++) expect(labels[i]!.x - labels[i - 1]!.x).toBeGreaterThanOrEqual(45);
    // The right axis' labels end inside the chart.
    for (const text of rightAxis) expect(position(text).x + (text.textContent ?? '').length * 6.8).toBeLessThanOrEqual(318);
  });

  it('wide: the legend right of the right axis\' labels, which have the left axis\' font size', () => {
    const { figure, rightAxis, legendSymbol } = drawFluxo(1100);
    const widestRight = Math.max(...rightAxis.map((text) => position(text).x + (text.textContent ?? '').length * 6.8));
    for (const name of ['Receita', 'Custo', 'Acumulado (R$)']) {
      expect(position(legendSymbol(name)).x).toBeGreaterThan(widestRight);
      expect(position(screen.getByText(name)).y).toBeLessThan(100);
    }
    expect(texts(figure, MES)).toHaveLength(12);
    const leftTick = texts(figure, /^R\$.*mil$/).find((text) => !rightAxis.includes(text))!;
    const fontSize = (text: Element) => text.getAttribute('font-size') ?? (text as SVGElement).style.fontSize.replace('px', '');
    expect(fontSize(rightAxis[0]!)).toBe(fontSize(leftTick));
  });
});

describe('a pie', () => {
  const fatias = ['Delivery', 'ENGESOL', 'Infraestrutura', 'Comercial'].map((id, i) => ({ id, value: 100 * (i + 1) }));

  it('narrow: the slice names in a legend under the pie, no lines out to labels', () => {
    renderWithUi(<PieChart data={fatias} width={318} ariaLabel="Áreas" />);
    const figure = screen.getByRole('figure', { name: 'Áreas' });
    const arcs = [...figure.querySelectorAll('svg path')].map(position);
    const centre = arcs[0]!.y;
    for (const { id } of fatias) {
      const legend = screen.getByText(id);
      expect(position(legend).y).toBeGreaterThan(centre + 60);
      expect(legend.parentElement!.querySelector('rect')).not.toBeNull();
    }
  });

  it('wide: the slice names beside their slices, without a legend', () => {
    renderWithUi(<PieChart data={fatias} width={700} ariaLabel="Áreas" />);
    for (const { id } of fatias) expect(screen.getByText(id).parentElement!.querySelector('rect')).toBeNull();
  });
});
