/**
 * The cells of a table's row actions (edit, delete, save...): pinned to the right edge of the
 * table's scroll box, so on a phone the actions stay in view while the other columns scroll under
 * them (a wide table used to push them off screen). Spread on the column's header and cells; the
 * header passes its own background.
 */
export const ROW_ACTIONS_CELL = {
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  bg: 'bg',
  boxShadow: 'inset 1px 0 0 0 var(--chakra-colors-border)',
} as const;

/** The same for a table whose last column is the row actions: `css` of its Table.Root. */
export const ROW_ACTIONS_LAST_COLUMN = { '& tr > :last-child': ROW_ACTIONS_CELL } as const;
