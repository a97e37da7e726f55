import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';
export type RowId = string | number;

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface DataTableColumn<T> {
  /** Unique column key; also the row property read when there is no accessor. */
  key: string;
  /** Header text (a string keeps the filter input's label readable). */
  header: ReactNode;
  /** Value used to sort and filter (default: row[key]). Return numbers/Dates/ISO dates for numeric sorting. */
  accessor?: (row: T) => unknown;
  /** Cell content (default: the accessor value as text). */
  render?: (row: T) => ReactNode;
  /** Text matched by the column filter (default: the accessor value as text, numbers also in pt-BR). */
  filterText?: (row: T) => string;
  /** Default true. */
  sortable?: boolean;
  /** Default true. */
  filterable?: boolean;
  /** Direction of the first click on this column (overrides the table's firstSortDirection). */
  firstSortDirection?: SortDirection;
  align?: 'start' | 'center' | 'end';
  width?: string | number;
  /** The row actions column: pinned to the table's right edge (stays in view on a phone). */
  rowActions?: boolean;
}
