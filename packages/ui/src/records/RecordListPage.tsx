import { useState, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { DataTable, type DataTableColumn, type RowId, type SortState } from '../data-table';
import { HelpTour, type HelpTourStep } from '../dialogs/HelpTour';
import { pendingLoad } from '../layout/LoadState';
import { PageHeader } from '../layout/PageHeader';

export interface RecordListPageProps<T> {
  title: string;
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  loading: boolean;
  /** A failed load: shown with 'Tentar novamente' (calls `onRetry`) in the table's place. */
  error?: string | null;
  onRetry: () => unknown;
  getRowId: (row: T) => RowId;
  onRowClick: (row: T) => void;
  onNew?: () => void;
  help: HelpTourStep[];
  /** Default: the first column, ascending (lists sort by code by default). */
  initialSort?: SortState;
  /** Extra buttons before Novo (Exportar, ...). */
  actions?: ReactNode;
  /** Extra filters above the table. */
  toolbar?: ReactNode;
  onVisibleRowsChange?: (rows: T[]) => void;
}

/** A registration list: title, help tour, Novo, and the sortable, filterable table. */
export function RecordListPage<T>({
  title,
  columns,
  rows,
  loading,
  error = null,
  onRetry,
  getRowId,
  onRowClick,
  onNew,
  help,
  initialSort,
  actions,
  toolbar,
  onVisibleRowsChange,
}: RecordListPageProps<T>) {
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <>
      <PageHeader
        title={title}
        onHelp={() => setHelpOpen(true)}
        actions={
          <>
            {actions}
            {onNew && (
              <Button colorPalette="brand" onClick={onNew}>
                Novo
              </Button>
            )}
          </>
        }
      />
      {toolbar}
      {pendingLoad({ data: rows, loading, error, reload: onRetry }, { keepData: true }) ?? (
        <DataTable
          aria-label={title}
          columns={columns}
          data={rows ?? []}
          getRowId={getRowId}
          onRowClick={onRowClick}
          initialSort={initialSort ?? { key: columns[0].key, direction: 'asc' }}
          onVisibleRowsChange={onVisibleRowsChange}
        />
      )}
      <HelpTour open={helpOpen} onClose={() => setHelpOpen(false)} title={title} steps={help} />
    </>
  );
}
