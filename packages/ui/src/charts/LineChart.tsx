import { Box, Text } from '@chakra-ui/react';
import { Line, ResponsiveLine, type LineSeries, type PointTooltipProps } from '@nivo/line';
import { EmptyState } from '../layout/EmptyState';
import { ChartFigure } from './ChartFigure';
import { CHART_EMPTY_MESSAGE, chartSummary, formatAxisValue, formatChartValue, type ChartValueFormat } from './format';

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
  const points = Math.max(...series.map((item) => item.data.length));
  const props = {
    data: series as unknown as LineSeries[],
    height,
    animate: false,
    role: 'presentation',
    margin: { top: 24, right: legend ? 150 : 32, bottom: 56, left: 88 },
    xScale: { type: 'point' as const },
    yScale: { type: 'linear' as const, min: 'auto' as const, max: 'auto' as const },
    colors: { scheme: 'category10' as const },
    pointSize: 8,
    useMesh: true,
    yFormat: (value: unknown) => formatChartValue(Number(value), valueFormat),
    axisLeft: {
      format: (value: number) => formatAxisValue(value, valueFormat),
      tickValues: 5,
      legend: axisLeftLegend,
      legendOffset: -70,
      legendPosition: 'middle' as const,
    },
    axisBottom: { tickRotation: points > 8 ? -35 : 0, legend: axisBottomLegend, legendOffset: 44, legendPosition: 'middle' as const },
    markers: markers.map((marker) => ({
      axis: 'x' as const,
      value: marker.x,
      legend: marker.legend,
      legendOrientation: 'vertical' as const,
      lineStyle: { stroke: '#d97706', strokeWidth: 1, strokeDasharray: '4 4' },
      textStyle: { fill: '#b45309', fontSize: 11 },
    })),
    tooltip: ({ point }: PointTooltipProps<LineSeries>) => (
      <Box bg="bg" px="2" py="1" borderWidth="1px" rounded="sm" boxShadow="sm" fontSize="sm">
        <Text>
          <Box as="span" display="inline-block" w="2" h="2" mr="1" bg={point.seriesColor} />
          {legend ? `${String(point.data.x)} · ${String(point.seriesId)}` : String(point.data.x)}: <strong>{point.data.yFormatted}</strong>
        </Text>
      </Box>
    ),
    legends: legend
      ? [
          {
            anchor: 'right' as const,
            direction: 'column' as const,
            translateX: 140,
            itemWidth: 130,
            itemHeight: 18,
            itemsSpacing: 2,
            symbolSize: 12,
          },
        ]
      : [],
  };
  return (
    <ChartFigure title={ariaLabel} summary={summary} height={height} width={width}>
      {width ? <Line {...props} width={width} /> : <ResponsiveLine {...props} />}
    </ChartFigure>
  );
}
