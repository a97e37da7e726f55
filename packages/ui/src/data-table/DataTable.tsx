import { Box, chakra, Input, Stack, Table } from '@chakra-ui/react';
import { formatDate } from '@financeiro/domain';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DataTablePagination } from './DataTablePagination';
import { cellValue, filterRows, nextSort, sortRows, toggleViewSelection } from './model';
import { pageCount } from './pagination';
import { ROW_ACTIONS_CELL } from './rowActions';
import { SelectCheckbox } from './SelectCheckbox';
import type { DataTableColumn, RowId, SortDirection, SortState } from './types';
import { TabelaRolavel } from '../layout/TabelaRolavel';

export const EMPTY_TABLE_MESSAGE = 'Nenhum item para mostrar';

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  data: readonly T[];
  getRowId: (row: T) => RowId;
  onRowClick?: (row: T) => void;
  /** Rows per page; default 10. */
  pageSize?: number;
  initialSort?: SortState;
  /** Direction of the first click on a column; default 'asc'. */
  firstSortDirection?: SortDirection;
  /** Shows a checkbox column. Selection survives page changes, sorting and filters. */
  selectable?: boolean;
  /** Controlled selection (uncontrolled when omitted). */
  selectedIds?: RowId[];
  onSelectionChange?: (ids: RowId[]) => void;
  /** Default 'Nenhum item para mostrar'. */
  emptyMessage?: ReactNode;
  /** Shows per-column filter inputs under the headers; default true. */
  showFilters?: boolean;
  /** Called with every row that passes the filters, sorted (all pages), e.g. for exports. */
  onVisibleRowsChange?: (rows: T[]) => void;
  /** Accessible name of the table. */
  'aria-label'?: string;
}

const ARROWS: Record<SortDirection, string> = { asc: '▲', desc: '▼' };
const ARIA_SORT: Record<SortDirection, 'ascending' | 'descending'> = { asc: 'ascending', desc: 'descending' };

function headerText(column: DataTableColumn<unknown>): string {
  return typeof column.header === 'string' ? column.header : column.key;
}

function sameRows<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((row, index) => row === b[index]);
}

function defaultCell(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Sortable, filterable, paginated table with optional row selection (spec 01 section 2.1). */
export function DataTable<T>({
  columns,
  data,
  getRowId,
  onRowClick,
  pageSize = 10,
  initialSort,
  firstSortDirection = 'asc',
  selectable = false,
  selectedIds,
  onSelectionChange,
  emptyMessage = EMPTY_TABLE_MESSAGE,
  showFilters = true,
  onVisibleRowsChange,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const [ownSelection, setOwnSelection] = useState<RowId[]>([]);
  const selection = selectedIds ?? ownSelection;

  const visibleRows = useMemo(() => sortRows(filterRows(data, columns, filters), columns, sort), [data, columns, filters, sort]);
  const totalPages = pageCount(visibleRows.length, pageSize);
  const currentPage = Math.min(page, Math.max(1, totalPages));
  const pageRows = visibleRows.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  // Reported only when the rows really change (inline `columns` or callbacks must not loop).
  const reportedRows = useRef<readonly T[] | null>(null);
  const reportVisibleRows = useRef(onVisibleRowsChange);
  useEffect(() => {
    reportVisibleRows.current = onVisibleRowsChange;
  });
  useEffect(() => {
    const previous = reportedRows.current;
    if (previous && sameRows(previous, visibleRows)) return;
    reportedRows.current = visibleRows;
    reportVisibleRows.current?.(visibleRows);
  }, [visibleRows]);

  const setSelection = (ids: RowId[]) => {
    if (selectedIds === undefined) setOwnSelection(ids);
    onSelectionChange?.(ids);
  };

  const selectedSet = new Set(selection);
  const viewIds = pageRows.map(getRowId);
  const selectedInView = viewIds.filter((id) => selectedSet.has(id)).length;
  const headerChecked: boolean | 'indeterminate' =
    viewIds.length > 0 && selectedInView === viewIds.length ? true : selectedInView > 0 ? 'indeterminate' : false;

  const toggleRow = (id: RowId, checked: boolean) => {
    setSelection(checked ? (selectedSet.has(id) ? selection : [...selection, id]) : selection.filter((item) => item !== id));
  };

  const onSortClick = (column: DataTableColumn<T>) => {
    setSort((current) => nextSort(current, column.key, column.firstSortDirection ?? firstSortDirection));
  };

  const onFilterChange = (key: string, text: string) => {
    setFilters((current) => ({ ...current, [key]: text }));
    setPage(1);
  };

  const anyFilterable = showFilters && columns.some((column) => column.filterable !== false);
  const columnCount = columns.length + (selectable ? 1 : 0);

  return (
    <Stack gap="3" width="full">
      <TabelaRolavel borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm" interactive={Boolean(onRowClick)} aria-label={ariaLabel}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {selectable && (
                <Table.ColumnHeader width="1%">
                  <SelectCheckbox
                    label="Selecionar todos da página"
                    checked={headerChecked}
                    onChange={() => setSelection(toggleViewSelection(selection, viewIds))}
                  />
                </Table.ColumnHeader>
              )}
              {columns.map((column) => {
                const sortable = column.sortable !== false;
                const active = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    textAlign={column.align}
                    width={column.width}
                    {...(column.rowActions ? { ...ROW_ACTIONS_CELL, bg: 'bg.muted' } : {})}
                    aria-sort={sortable ? (active ? ARIA_SORT[active] : 'none') : undefined}
                  >
                    {sortable ? (
                      <chakra.button
                        type="button"
                        display="inline-flex"
                        alignItems="center"
                        gap="1"
                        fontWeight="semibold"
                        cursor="pointer"
                        onClick={() => onSortClick(column)}
                      >
                        {column.header}
                        {active && (
                          <chakra.span aria-hidden="true" fontSize="xs" data-testid="sort-arrow">
                            {ARROWS[active]}
                          </chakra.span>
                        )}
                      </chakra.button>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
            {anyFilterable && (
              <Table.Row>
                {selectable && <Table.ColumnHeader />}
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.key} py="1" {...(column.rowActions ? ROW_ACTIONS_CELL : {})}>
                    {column.filterable !== false && (
                      <Input
                        size="xs"
                        bg="bg"
                        placeholder="Filtrar"
                        aria-label={`Filtrar ${headerText(column as DataTableColumn<unknown>)}`}
                        value={filters[column.key] ?? ''}
                        onChange={(event) => onFilterChange(column.key, event.target.value)}
                      />
                    )}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            )}
          </Table.Header>
          <Table.Body>
            {pageRows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount} textAlign="center" color="fg.muted" py="6">
                  {emptyMessage}
                </Table.Cell>
              </Table.Row>
            ) : (
              pageRows.map((row) => {
                const id = getRowId(row);
                const selected = selectedSet.has(id);
                return (
                  <Table.Row
                    key={id}
                    data-selected={selected ? '' : undefined}
                    aria-selected={selectable ? selected : undefined}
                    cursor={onRowClick ? 'pointer' : undefined}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                  >
                    {selectable && (
                      <Table.Cell onClick={(event) => event.stopPropagation()}>
                        <SelectCheckbox label={`Selecionar linha ${id}`} checked={selected} onChange={(checked) => toggleRow(id, checked)} />
                      </Table.Cell>
                    )}
                    {columns.map((column) => (
                      <Table.Cell key={column.key} textAlign={column.align} {...(column.rowActions ? ROW_ACTIONS_CELL : {})}>
                        {column.render ? column.render(row) : defaultCell(cellValue(column, row))}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })
            )}
          </Table.Body>
        </Table.Root>
      </TabelaRolavel>
      <Box>
        <DataTablePagination page={currentPage} totalPages={totalPages} onPageChange={setPage} />
      </Box>
    </Stack>
  );
}
