import { Box } from '@chakra-ui/react';
import { ResponsiveWrapper } from '@nivo/core';
import type { ReactNode } from 'react';

/**
 * The box of every chart: a figure named by the chart's title, holding one `role="img"` whose
 * `aria-label` is the chart's text alternative (title and every value, see chartSummary). The SVG
 * nivo draws inside is presentation: a screen reader reads the summary instead of an unnamed
 * picture (axe `svg-img-alt`).
 *
 * The chart is drawn for its own width: the fixed `width` (jsdom tests), else the box's measured
 * width (nivo's ResponsiveWrapper, which draws nothing while the box has no size) — the layout
 * (legend place, labels shown) follows the chart's width, not the viewport's.
 */
export function ChartFigure({
  title,
  summary,
  height,
  width,
  children,
}: {
  title: string;
  summary: string;
  height: number;
  width?: number;
  children: (width: number) => ReactNode;
}) {
  return (
    <Box as="figure" role="figure" aria-label={title} h={`${height}px`} w={width ? `${width}px` : '100%'} m="0">
      <Box role="img" aria-label={summary} h="full" w="full">
        {width ? children(width) : <ResponsiveWrapper>{({ width: measured }) => <>{measured > 0 ? children(measured) : null}</>}</ResponsiveWrapper>}
      </Box>
    </Box>
  );
}
