import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';

export interface FigureCardProps {
  label: string;
  /** The figure, already formatted ('R$ 149.357,43', '112'): it never breaks across lines. */
  value: ReactNode;
  /** A line under the figure ('Fechamento 05/2026'). */
  detail?: ReactNode;
  size?: 'md' | 'lg';
  /** data-testid of the figure (tests that read one card among many). */
  testId?: string;
}

/**
 * A labelled figure in a card (a closing's totals, the dashboard's averages). The figure keeps to
 * one line: a money value wrapped mid-number ('R$ 149.357,4 / 3') reads as two numbers.
 */
export function FigureCard({ label, value, detail, size = 'md', testId }: FigureCardProps) {
  return (
    <Box as="section" aria-label={label} borderWidth="1px" rounded="md" p={size === 'lg' ? 4 : 3} bg="bg" minW={0}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize={size === 'lg' ? '2xl' : 'lg'} fontWeight={size === 'lg' ? 'bold' : 'semibold'} whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {value}
      </Text>
      {detail ? <Text fontSize="sm">{detail}</Text> : null}
    </Box>
  );
}

/** Figure cards side by side, as many per row as fit at least `minWidth` each. */
export function FigureGrid({ children, minWidth = '190px' }: { children: ReactNode; minWidth?: string }) {
  return (
    <SimpleGrid minChildWidth={minWidth} gap="3">
      {children}
    </SimpleGrid>
  );
}
