import { useNavigate } from 'react-router-dom';
import { beneficiosApi, useApi, type BeneficioRecord } from '@financeiro/api';
import { RecordListPage, simNao, type DataTableColumn } from '@financeiro/ui';

const columns: DataTableColumn<BeneficioRecord>[] = [
  { key: 'cod', header: 'Cod.', width: '100px' },
  { key: 'sigla', header: 'Sigla' },
  { key: 'nome', header: 'Nome' },
  { key: 'ativo', header: 'Benefício Ativo', accessor: (row) => simNao(row.ativo) },
];

const help = [
  {
    title: 'Benefícios',
    content:
      'Aqui ficam os benefícios oferecidos aos colaboradores (vale-refeição, vale-transporte, plano de saúde...). Cada benefício tem um valor por filial, usado no cálculo do custo dos fechamentos.',
  },
  {
    title: 'Filtrar e ordenar',
    content:
      'Clique no título de uma coluna para ordenar (clique de novo para inverter); digite no campo abaixo do título para filtrar. Em "Benefício Ativo", filtre por Sim ou Não.',
  },
  {
    title: 'Novo e detalhes',
    content:
      'Use Novo para cadastrar um benefício. Clique numa linha para ver o benefício; em Editar você altera os dados e, em "Valor por Filial", o valor, os descontos e a parte paga pela empresa em cada filial.',
  },
];

export function BeneficiosList() {
  const navigate = useNavigate();
  const { data, loading, error } = useApi(() => beneficiosApi.list(), []);
  return (
    <RecordListPage
      title="Lista de Benefícios"
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
