import { useNavigate } from 'react-router-dom';
import { departamentosApi, useApi, type DepartamentoRecord } from '@financeiro/api';
import { RecordListPage, simNao, type DataTableColumn } from '@financeiro/ui';

const columns: DataTableColumn<DepartamentoRecord>[] = [
  { key: 'cod', header: 'Cod.', width: '100px' },
  { key: 'sigla', header: 'Sigla' },
  { key: 'nome', header: 'Nome' },
  { key: 'ativo', header: 'Ativo', accessor: (row) => simNao(row.ativo) },
];

const help = [
  { title: 'Departamentos', content: 'Aqui ficam os departamentos (áreas) da empresa, usados nos colaboradores, nos fechamentos e nos relatórios de capacidade.' },
  { title: 'Filtrar e ordenar', content: 'Clique no título de uma coluna para ordenar; digite no campo abaixo do título para filtrar.' },
  { title: 'Novo e detalhes', content: 'Use Novo para cadastrar; clique numa linha para ver o departamento e editá-lo.' },
];

export function DepartamentosList() {
  const navigate = useNavigate();
  const { data, loading, error } = useApi(() => departamentosApi.list(), []);
  return (
    <RecordListPage
      title="Lista de Departamentos"
      columns={columns}
      rows={data}
      loading={loading}
      error={error}
      getRowId={(row) => row.cod}
      onRowClick={(row) => navigate(String(row.cod))}
      onNew={() => navigate('new')}
      help={help}
    />
  );
}
