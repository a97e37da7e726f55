import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The box of every chart: a figure named by the chart's title, holding one `role="img"` whose
 * `aria-label` is the chart's text alternative (title and every value, see chartSummary). The SVG
 * nivo draws inside is presentation: a screen reader reads the summary instead of an unnamed
 * picture (axe `svg-img-alt`).
 */
export function ChartFigure({ title, summary, height, width, children }: { title: string; summary: string; height: number; width?: number; children: ReactNode }) {
  return (
    <Box as="figure" role="figure" aria-label={title} h={`${height}px`} w={width ? `${width}px` : '100%'} m="0">
      <Box role="img" aria-label={summary} h="full" w="full">
        {children}
      </Box>
    </Box>
  );
}
