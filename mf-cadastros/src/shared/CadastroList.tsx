import { useNavigate } from 'react-router-dom';
import { useApi } from '@financeiro/api';
import { RecordListPage, type DataTableColumn, type HelpTourStep } from '@financeiro/ui';

export interface CadastroListProps<T extends { cod: number }> {
  title: string;
  columns: DataTableColumn<T>[];
  help: HelpTourStep[];
  load: () => Promise<T[]>;
}

/** A registration list keyed by `cod`: Novo opens ./new, a row opens ./{cod}. */
export function CadastroList<T extends { cod: number }>({ title, columns, help, load }: CadastroListProps<T>) {
  const navigate = useNavigate();
  const { data, loading, error, reload } = useApi(load, []);
  return (
    <RecordListPage
      title={title}
      columns={columns}
      rows={data}
      loading={loading}
      error={error}
      onRetry={reload}
      getRowId={(row) => row.cod}
      onRowClick={(row) => navigate(String(row.cod))}
      onNew={() => navigate('new')}
      help={help}
    />
  );
}
