import { Box, Text } from '@chakra-ui/react';
import { Pie } from '@nivo/pie';
import { EmptyState } from '../layout/EmptyState';
import { ChartFigure } from './ChartFigure';
import { CHART_EMPTY_MESSAGE, chartSummary, formatChartValue, type ChartValueFormat } from './format';
import { CHART_THEME, chartColor, legendBelowOnly } from './layout';

/** Below this width the slices' names go into a legend under the pie. */
const PIE_LINK_LABELS_MIN_WIDTH = 480;

export interface PieChartDatum {
  id: string;
  label?: string;
  value: number;
}

export interface PieChartProps {
  data: PieChartDatum[];
  /** Default 'number'. */
  valueFormat?: ChartValueFormat;
  /** Height in px; default 320. */
  height?: number;
  /** Fixed width in px; without it the chart fills its container (nothing is drawn where it has no size). */
  width?: number;
  ariaLabel: string;
  /** Default 'Não foi possível carregar os dados'. */
  emptyMessage?: string;
  /** Hole in the middle, 0..0.95; default 0.5. */
  innerRadius?: number;
}

/** A nivo pie (donut) in pt-BR, with the empty state of the spec; slices with no value are left out. */
export function PieChart({
  data,
  valueFormat = 'number',
  height = 320,
  width,
  ariaLabel,
  emptyMessage = CHART_EMPTY_MESSAGE,
  innerRadius = 0.5,
}: PieChartProps) {
  const slices = data.filter((item) => Number.isFinite(item.value) && item.value > 0);
  if (slices.length === 0) return <EmptyState message={emptyMessage} />;
  const summary = chartSummary(ariaLabel, slices.map((slice) => ({ label: slice.label ?? slice.id, values: [{ value: slice.value }] })), valueFormat);
  const legendItems = slices.map((slice, i) => ({ id: slice.id, label: slice.label ?? slice.id, color: chartColor(i) }));
  const draw = (chartWidth: number) => {
    // The slice names beside the pie need 120 px on each side; a narrower pie names them in a legend below.
    const narrow = chartWidth < PIE_LINK_LABELS_MIN_WIDTH;
    const below = narrow ? legendBelowOnly(legendItems, chartWidth, height, 16) : undefined;
    return {
      data: slices,
      height,
      animate: false,
      role: 'presentation',
      width: chartWidth,
      theme: CHART_THEME,
      margin: below ? below.margin : { top: 24, right: 120, bottom: 24, left: 120 },
      enableArcLinkLabels: !narrow,
      legends: below ? below.legends : [],
      innerRadius,
      padAngle: 0.7,
      cornerRadius: 3,
      colors: (slice: { id: string | number }) => chartColor(slices.findIndex((item) => item.id === slice.id)),
      valueFormat: (value: number) => formatChartValue(value, valueFormat),
      arcLinkLabelsSkipAngle: 8,
      arcLabelsSkipAngle: 14,
      enableArcLabels: false,
      tooltip: ({ datum }: { datum: { id: string | number; label: string | number; value: number; color: string } }) => (
        <Box bg="bg" px="2" py="1" borderWidth="1px" rounded="sm" boxShadow="sm" fontSize="sm">
          <Text>
            <Box as="span" display="inline-block" w="2" h="2" mr="1" bg={datum.color} />
            {String(datum.label)}: <strong>{formatChartValue(datum.value, valueFormat)}</strong>
          </Text>
        </Box>
      ),
    };
  };
  return (
    <ChartFigure title={ariaLabel} summary={summary} height={height} width={width}>
      {(chartWidth) => <Pie {...draw(chartWidth)} />}
    </ChartFigure>
  );
}
