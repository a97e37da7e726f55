import { Box, Text } from '@chakra-ui/react';
import { Bar, type BarCustomLayerProps, type BarDatum, type BarLayer, type BarTooltipProps } from '@nivo/bar';
import { EmptyState } from '../layout/EmptyState';
import { ChartFigure } from './ChartFigure';
import { CHART_EMPTY_MESSAGE, chartSummary, formatAxisValue, formatChartValue, type ChartValueFormat } from './format';
import { CHART_FONT_SIZE, CHART_THEME, chartColor, chartLayout, tickCount, xLabels } from './layout';

export interface BarChartProps<D extends BarDatum> {
  /** One object per bar group: the index field plus one numeric field per key. */
  data: D[];
  /** The numeric fields drawn as bars (series). */
  keys: string[];
  /** The field naming each group (x axis). */
  indexBy: string;
  /** 'money' (R$), 'number' (pt-BR) or a function. Default 'number'. */
  valueFormat?: ChartValueFormat;
  /** Several keys side by side ('grouped', default) or stacked. */
  groupMode?: 'grouped' | 'stacked';
  layout?: 'vertical' | 'horizontal';
  /** Height in px; default 320. */
  height?: number;
  /**
   * Fixed width in px. Without it the chart fills its container (nivo's responsive wrapper, which
   * draws nothing where the container has no size, as in jsdom).
   */
  width?: number;
  /** Accessible name (role img). */
  ariaLabel: string;
  /** Shown instead of the chart when there is no data. Default 'Não foi possível carregar os dados'. */
  emptyMessage?: string;
  /** Draws the value on each bar; default true for a single series. */
  showLabels?: boolean;
  /** Legend under the chart for several keys; default true when keys > 1. */
  showLegend?: boolean;
  /** Axis titles. */
  axisBottomLegend?: string;
  axisLeftLegend?: string;
  /**
   * A line drawn over the bars (bar plus line chart): one value per group, on its own scale with an
   * axis on the right (e.g. a percentage over money bars).
   */
  line?: BarLineOverlay<D>;
}

export interface BarLineOverlay<D extends BarDatum> {
  /** The field of each group drawn as the line. */
  key: keyof D & string;
  /** Legend and axis title. */
  label: string;
  valueFormat?: ChartValueFormat;
  /** Default '#d62728'. */
  color?: string;
}

/** The overlay's scale: 0 always inside, 10 % of room, 5 ticks (the right axis). */
function lineScale(values: number[]) {
  let min = Math.min(0, ...values);
  let max = Math.max(0, ...values);
  if (min === max) max = min + 1;
  const pad = (max - min) * 0.1;
  min -= min < 0 ? pad : 0;
  max += pad;
  return { min, max, ticks: Array.from({ length: 5 }, (_, i) => min + ((max - min) * i) / 4) };
}

const lineValues = <D extends BarDatum>(line: BarLineOverlay<D>, data: D[]) => data.map((row) => Number(row[line.key])).filter((value) => Number.isFinite(value));

/** The line overlay: its own linear scale (0 always inside), right axis, points with a title. */
function lineLayer<D extends BarDatum>(line: BarLineOverlay<D>, data: D[], indexBy: string) {
  const color = line.color ?? chartColor(3);
  function LineLayer({ bars, innerWidth, innerHeight }: BarCustomLayerProps<D>) {
    const centros = new Map<string, { min: number; max: number }>();
    for (const bar of bars) {
      const key = String(bar.data.indexValue);
      const atual = centros.get(key);
      centros.set(key, { min: Math.min(atual?.min ?? bar.x, bar.x), max: Math.max(atual?.max ?? bar.x + bar.width, bar.x + bar.width) });
    }
    const pontos = data
      .map((row) => ({ index: String(row[indexBy]), value: Number(row[line.key]) }))
      .filter((ponto) => Number.isFinite(ponto.value) && centros.has(ponto.index));
    if (pontos.length === 0) return null;
    const { min, max, ticks } = lineScale(pontos.map((ponto) => ponto.value));
    const y = (value: number) => innerHeight - ((value - min) / (max - min)) * innerHeight;
    const x = (index: string) => {
      const centro = centros.get(index)!;
      return (centro.min + centro.max) / 2;
    };
    return (
      <g data-testid="bar-line-overlay">
        <line x1={innerWidth} x2={innerWidth} y1={0} y2={innerHeight} stroke="#999" />
        {ticks.map((tick) => (
          <text key={tick} x={innerWidth + 6} y={y(tick)} dominantBaseline="middle" style={CHART_THEME.axis.ticks.text}>
            {formatAxisValue(tick, line.valueFormat ?? 'number')}
          </text>
        ))}
        <line x1={0} x2={innerWidth} y1={y(0)} y2={y(0)} stroke={color} strokeOpacity={0.25} strokeDasharray="4 4" />
        <polyline fill="none" stroke={color} strokeWidth={2} points={pontos.map((ponto) => `${x(ponto.index)},${y(ponto.value)}`).join(' ')} />
        {pontos.map((ponto) => (
          <circle key={ponto.index} cx={x(ponto.index)} cy={y(ponto.value)} r={4} fill={color}>
            <title>{`${ponto.index} · ${line.label}: ${formatChartValue(ponto.value, line.valueFormat ?? 'number')}`}</title>
          </circle>
        ))}
      </g>
    );
  }
  return LineLayer;
}

const hasValues = <D extends BarDatum>(data: D[], keys: string[]) =>
  data.some((row) => keys.some((key) => typeof row[key] === 'number' && Number.isFinite(row[key] as number)));

/** A nivo bar chart in pt-BR (money or number formatting), with the empty state of the spec. */
export function BarChart<D extends BarDatum>({
  data,
  keys,
  indexBy,
  valueFormat = 'number',
  groupMode = 'grouped',
  layout = 'vertical',
  height = 320,
  width,
  ariaLabel,
  emptyMessage = CHART_EMPTY_MESSAGE,
  showLabels,
  showLegend,
  axisBottomLegend,
  axisLeftLegend,
  line,
}: BarChartProps<D>) {
  if (data.length === 0 || keys.length === 0 || !hasValues(data, keys)) return <EmptyState message={emptyMessage} />;
  const legend = showLegend ?? keys.length > 1;
  const labels = showLabels ?? keys.length === 1;
  const horizontal = layout === 'horizontal';
  const summary = chartSummary(
    ariaLabel,
    data.map((row) => ({
      label: String(row[indexBy]),
      values: [
        ...keys.map((key) => ({ name: keys.length > 1 ? key : undefined, value: row[key] as number })),
        ...(line ? [{ name: line.label, value: Number(row[line.key]), format: line.valueFormat }] : []),
      ],
    })),
    valueFormat,
  );
  const indexValues = data.map((row) => row[indexBy] as string | number);
  const indexTexts = indexValues.map(String);
  const values = data.flatMap((row) => keys.map((key) => row[key])).filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  const valueTexts = [Math.min(0, ...values), Math.max(0, ...values)].map((value) => formatAxisValue(value, valueFormat));
  const overlay = line && !horizontal ? line : undefined;
  const lineColor = line?.color ?? chartColor(3);
  const legendItems = legend
    ? [
        ...keys.map((key, i) => ({ id: key, label: key, color: chartColor(i) })),
        ...(overlay ? [{ id: overlay.key, label: overlay.label, color: lineColor }] : []),
      ]
    : [];
  const rightTexts = overlay ? lineScale(lineValues(overlay, data)).ticks.map((tick) => formatAxisValue(tick, overlay.valueFormat ?? 'number')) : undefined;
  const draw = (chartWidth: number) => {
    // Horizontal bars: the categories on the left (cut to 45 % of the width), the values at the bottom.
    const indexWidthCap = chartWidth * 0.45;
    const indexChars = Math.max(4, Math.floor(indexWidthCap / (CHART_FONT_SIZE * 0.62)));
    const leftTexts = horizontal ? indexTexts.map((text) => (text.length > indexChars ? text.slice(0, indexChars) + '...' : text)) : valueTexts;
    const box = chartLayout(
      { width: chartWidth, height, valueTexts: leftTexts, rightTexts, legend: legendItems, axisLeftLegend: !!axisLeftLegend, axisBottomLegend: !!axisBottomLegend },
      (plotWidth) => (horizontal ? xLabels(valueTexts, valueTexts, Number.POSITIVE_INFINITY) : xLabels(indexValues, indexTexts, plotWidth / (data.length + 0.25))),
    );
    const bottom = horizontal ? xLabels(valueTexts, valueTexts, Number.POSITIVE_INFINITY) : xLabels(indexValues, indexTexts, box.plotWidth / (data.length + 0.25));
    const valueAxisLeft = {
      format: (value: number) => formatAxisValue(value, valueFormat),
      tickValues: 5,
      legend: axisLeftLegend,
      legendOffset: box.leftLegendOffset,
      legendPosition: 'middle' as const,
    };
    const valueAxisBottom = {
      format: (value: number) => formatAxisValue(value, valueFormat),
      tickValues: tickCount(box.plotWidth, valueTexts),
      legend: axisBottomLegend,
      legendOffset: Math.ceil(bottom.height + 14),
      legendPosition: 'middle' as const,
    };
    const indexAxisBottom = {
      tickValues: bottom.tickValues,
      tickRotation: bottom.rotation,
      legend: axisBottomLegend,
      legendOffset: Math.ceil(bottom.height + 14),
      legendPosition: 'middle' as const,
    };
    // One category label per line of text on the left: every k-th where the bars are thinner than a line.
    const everyK = Math.ceil((CHART_FONT_SIZE + 3) / Math.max(box.plotHeight / data.length, 0.1));
    const indexAxisLeft = {
      tickValues: indexValues.filter((_, i) => i % everyK === 0),
      truncateTickAt: indexChars,
      legend: axisLeftLegend,
      legendOffset: box.leftLegendOffset,
      legendPosition: 'middle' as const,
    };
    return {
      data,
      keys,
      indexBy,
      groupMode,
      layout,
      width: chartWidth,
      height,
      animate: false,
      role: 'presentation',
      theme: CHART_THEME,
      margin: box.margin,
      layers: (overlay
        ? ['grid', 'axes', 'bars', 'markers', 'legends', 'annotations', lineLayer(overlay, data, indexBy)]
        : ['grid', 'axes', 'bars', 'markers', 'legends', 'annotations']) as BarLayer<D>[],
      padding: 0.25,
      innerPadding: groupMode === 'grouped' && keys.length > 1 ? 2 : 0,
      colors: (bar: { id: string | number }) => chartColor(keys.indexOf(String(bar.id))),
      valueFormat: (value: number) => formatChartValue(value, valueFormat),
      enableLabel: labels,
      labelTextColor: '#ffffff',
      labelSkipWidth: 84,
      labelSkipHeight: 14,
      axisBottom: horizontal ? valueAxisBottom : indexAxisBottom,
      axisLeft: horizontal ? indexAxisLeft : valueAxisLeft,
      tooltip: ({ id, value, indexValue, color }: BarTooltipProps<D>) => (
        <Box bg="bg" px="2" py="1" borderWidth="1px" rounded="sm" boxShadow="sm" fontSize="sm">
          <Text>
            <Box as="span" display="inline-block" w="2" h="2" mr="1" bg={color} />
            {keys.length > 1 ? `${String(indexValue)} · ${String(id)}` : String(indexValue)}: <strong>{formatChartValue(value, valueFormat)}</strong>
          </Text>
        </Box>
      ),
      legends: box.legends.map((placed) => ({ ...placed, dataFrom: 'keys' as const })),
    };
  };
  return (
    <ChartFigure title={ariaLabel} summary={summary} height={height} width={width}>
      {(chartWidth) => <Bar<D> {...draw(chartWidth)} />}
    </ChartFigure>
  );
}
