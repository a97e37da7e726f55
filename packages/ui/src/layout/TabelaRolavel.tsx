import { Table } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

/**
 * The box every screen table sits in (eslint.config.js requires it): on a narrow screen the table scrolls
 * sideways inside it instead of widening the page, and the box takes the keyboard focus, so a table without a
 * link or button of its own can still be scrolled from the keyboard (axe scrollable-region-focusable).
 */
export function TabelaRolavel(props: ComponentProps<typeof Table.ScrollArea>) {
  return <Table.ScrollArea tabIndex={0} {...props} />;
}
