export { DataTable, EMPTY_TABLE_MESSAGE, type DataTableProps } from './DataTable';
export { DataTablePagination } from './DataTablePagination';
export { pageList, pageCount, type PageListItem } from './pagination';
export { sortRows, filterRows, compareValues, nextSort, toggleViewSelection, cellValue } from './model';
export type { DataTableColumn, RowId, SortDirection, SortState } from './types';
export { SelectCheckbox } from './SelectCheckbox';
export { ROW_ACTIONS_CELL, ROW_ACTIONS_LAST_COLUMN } from './rowActions';
