import { Box, Text } from '@chakra-ui/react';
import { Line, type LineSeries, type PointTooltipProps } from '@nivo/line';
import { EmptyState } from '../layout/EmptyState';
import { ChartFigure } from './ChartFigure';
import { CHART_EMPTY_MESSAGE, chartSummary, formatAxisValue, formatChartValue, type ChartValueFormat } from './format';
import { CHART_FONT_SIZE, CHART_THEME, chartColor, chartLayout, MARKER_TEXT_ROOM, markerTextsShown, textWidth, xLabels } from './layout';

/** One line: its name and one point per x value (y null = no value in that x: a gap). */
export interface LineChartSeries {
  id: string;
  data: ReadonlyArray<{ x: string; y: number | null }>;
}

export interface LineChartProps {
  series: LineChartSeries[];
  /** 'money' (R$), 'number' (pt-BR) or a function. Default 'number'. */
  valueFormat?: ChartValueFormat;
  /** Height in px; default 320. */
  height?: number;
  /** Fixed width in px; without it the chart fills its container (nothing drawn where it has no size, as in jsdom). */
  width?: number;
  /** Accessible name (role img). */
  ariaLabel: string;
  /** Shown instead of the chart when there is no value. Default 'Não foi possível carregar os dados'. */
  emptyMessage?: string;
  /** Vertical dashed lines on some x values (e.g. the months where something changed), with a short legend. */
  markers?: ReadonlyArray<{ x: string; legend: string }>;
  axisBottomLegend?: string;
  axisLeftLegend?: string;
}

const hasValues = (series: LineChartSeries[]) => series.some((item) => item.data.some((point) => typeof point.y === 'number' && Number.isFinite(point.y)));

/** A nivo line chart in pt-BR (money or number formatting), with the empty state of the spec. */
export function LineChart({
  series,
  valueFormat = 'number',
  height = 320,
  width,
  ariaLabel,
  emptyMessage = CHART_EMPTY_MESSAGE,
  markers = [],
  axisBottomLegend,
  axisLeftLegend,
}: LineChartProps) {
  if (series.length === 0 || !hasValues(series)) return <EmptyState message={emptyMessage} />;
  const legend = series.length > 1;
  // One entry per x value, with each line's value there (the order the chart reads left to right).
  const xs = [...new Set(series.flatMap((item) => item.data.map((point) => point.x)))];
  const summary = chartSummary(
    ariaLabel,
    xs.map((x) => ({
      label: x,
      values: series.map((item) => ({ name: legend ? item.id : undefined, value: item.data.find((point) => point.x === x)?.y })),
    })),
    valueFormat,
  );
  const values = series.flatMap((item) => item.data.map((point) => point.y)).filter((y): y is number => typeof y === 'number' && Number.isFinite(y));
  const valueTexts = [Math.min(...values), Math.max(...values)].map((value) => formatAxisValue(value, valueFormat));
  const legendItems = legend ? series.map((item, i) => ({ id: item.id, label: item.id, color: chartColor(i) })) : [];
  // A point scale: the first and last x on the plot's edges.
  const stepOf = (plotWidth: number) => (xs.length > 1 ? plotWidth / (xs.length - 1) : plotWidth);
  const draw = (chartWidth: number) => {
    const layout = chartLayout(
      { width: chartWidth, height, valueTexts, legend: legendItems, axisLeftLegend: !!axisLeftLegend, axisBottomLegend: !!axisBottomLegend, top: 24, rightMin: markers.length > 0 ? MARKER_TEXT_ROOM : 16 },
      // A point scale puts the last x on the plot's right edge: a flat label there reaches half its width beyond.
      (plotWidth) => {
        const axis = xLabels(xs, xs, stepOf(plotWidth));
        const last = axis.tickValues[axis.tickValues.length - 1];
        return { ...axis, rightReach: axis.rotation === 0 && last === xs[xs.length - 1] ? textWidth(last ?? '') / 2 : 0 };
      },
    );
    const labels = xLabels(xs, xs, stepOf(layout.plotWidth));
    const markerX = markers.map((marker) => (xs.includes(marker.x) ? xs.indexOf(marker.x) * stepOf(layout.plotWidth) : Number.NaN));
    const shown = markerTextsShown(
      markerX,
      markers.map((marker) => marker.legend),
      layout.plotWidth,
      layout.plotHeight,
    );
    return {
      data: series as unknown as LineSeries[],
      width: chartWidth,
      height,
      animate: false,
      role: 'presentation',
      theme: CHART_THEME,
      margin: layout.margin,
      xScale: { type: 'point' as const },
      yScale: { type: 'linear' as const, min: 'auto' as const, max: 'auto' as const },
      colors: (item: { id: string | number }) => chartColor(series.findIndex((serie) => serie.id === item.id)),
      pointSize: layout.plotWidth / Math.max(xs.length, 1) < 12 ? 4 : 8,
      useMesh: true,
      yFormat: (value: unknown) => formatChartValue(Number(value), valueFormat),
      axisLeft: {
        format: (value: number) => formatAxisValue(value, valueFormat),
        tickValues: 5,
        legend: axisLeftLegend,
        legendOffset: layout.leftLegendOffset,
        legendPosition: 'middle' as const,
      },
      axisBottom: {
        tickValues: labels.tickValues,
        tickRotation: labels.rotation,
        legend: axisBottomLegend,
        legendOffset: Math.ceil(labels.height + 14),
        legendPosition: 'middle' as const,
      },
      markers: markers.map((marker, i) => ({
        axis: 'x' as const,
        value: marker.x,
        // The line stays; its text only where it does not run into the previous one (the closing steps are also listed as text).
        legend: shown[i] ? marker.legend : undefined,
        legendOrientation: 'vertical' as const,
        lineStyle: { stroke: '#d97706', strokeWidth: 1, strokeDasharray: '4 4' },
        textStyle: { fill: '#b45309', fontSize: CHART_FONT_SIZE, fontFamily: 'sans-serif' },
      })),
      tooltip: ({ point }: PointTooltipProps<LineSeries>) => (
        <Box bg="bg" px="2" py="1" borderWidth="1px" rounded="sm" boxShadow="sm" fontSize="sm">
          <Text>
            <Box as="span" display="inline-block" w="2" h="2" mr="1" bg={point.seriesColor} />
            {legend ? `${String(point.data.x)} · ${String(point.seriesId)}` : String(point.data.x)}: <strong>{point.data.yFormatted}</strong>
          </Text>
        </Box>
      ),
      legends: layout.legends,
    };
  };
  return (
    <ChartFigure title={ariaLabel} summary={summary} height={height} width={width}>
      {(chartWidth) => <Line {...draw(chartWidth)} />}
    </ChartFigure>
  );
}
