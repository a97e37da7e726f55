import { Box, Text } from '@chakra-ui/react';
import { Bar, ResponsiveBar, type BarDatum, type BarTooltipProps } from '@nivo/bar';
import { EmptyState } from '../layout/EmptyState';
import { CHART_EMPTY_MESSAGE, formatAxisValue, formatChartValue, type ChartValueFormat } from './format';

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
}: BarChartProps<D>) {
  if (data.length === 0 || keys.length === 0 || !hasValues(data, keys)) return <EmptyState message={emptyMessage} />;
  const legend = showLegend ?? keys.length > 1;
  const labels = showLabels ?? keys.length === 1;
  const horizontal = layout === 'horizontal';
  const valueAxis = {
    format: (value: number) => formatAxisValue(value, valueFormat),
    tickValues: 5,
    legend: axisLeftLegend,
    legendOffset: -70,
    legendPosition: 'middle' as const,
  };
  const indexAxis = { tickRotation: horizontal ? 0 : data.length > 8 ? -35 : 0, legend: axisBottomLegend, legendOffset: 40, legendPosition: 'middle' as const };
  const props = {
    data,
    keys,
    indexBy,
    groupMode,
    layout,
    height,
    animate: false,
    role: 'img',
    ariaLabel,
    margin: { top: 16, right: legend ? 140 : 24, bottom: 56, left: horizontal ? 150 : 88 },
    padding: 0.25,
    innerPadding: groupMode === 'grouped' && keys.length > 1 ? 2 : 0,
    colors: { scheme: 'category10' as const },
    valueFormat: (value: number) => formatChartValue(value, valueFormat),
    enableLabel: labels,
    labelTextColor: '#ffffff',
    labelSkipWidth: 84,
    labelSkipHeight: 14,
    axisBottom: horizontal ? valueAxis : indexAxis,
    axisLeft: horizontal ? { ...indexAxis, tickRotation: 0 } : valueAxis,
    tooltip: ({ id, value, indexValue, color }: BarTooltipProps<D>) => (
      <Box bg="bg" px="2" py="1" borderWidth="1px" rounded="sm" boxShadow="sm" fontSize="sm">
        <Text>
          <Box as="span" display="inline-block" w="2" h="2" mr="1" bg={color} />
          {keys.length > 1 ? `${String(indexValue)} · ${String(id)}` : String(indexValue)}: <strong>{formatChartValue(value, valueFormat)}</strong>
        </Text>
      </Box>
    ),
    legends: legend
      ? [
          {
            dataFrom: 'keys' as const,
            anchor: 'right' as const,
            direction: 'column' as const,
            translateX: 130,
            itemWidth: 120,
            itemHeight: 18,
            itemsSpacing: 2,
            symbolSize: 12,
          },
        ]
      : [],
  };
  return (
    <Box as="figure" role="figure" aria-label={ariaLabel} h={`${height}px`} w={width ? `${width}px` : '100%'} m="0">
      {width ? <Bar<D> {...props} width={width} /> : <ResponsiveBar<D> {...props} />}
    </Box>
  );
}
