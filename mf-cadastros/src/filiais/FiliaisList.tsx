import { filiaisApi, type FilialRecord } from '@financeiro/api';
import { formatCnpj } from '@financeiro/domain';
import { simNao, type DataTableColumn } from '@financeiro/ui';
import { CadastroList } from '../shared/CadastroList';

const columns: DataTableColumn<FilialRecord>[] = [
  { key: 'cod', header: 'Cod.', width: '100px' },
  {
    key: 'cnpj',
    header: 'CNPJ',
    render: (row) => formatCnpj(row.cnpj),
    // Typed with or without the mask, the filter finds the branch.
    filterText: (row) => `${formatCnpj(row.cnpj)} ${row.cnpj}`,
  },
  { key: 'label', header: 'Identificação' },
  { key: 'uf', header: 'UF', width: '80px', accessor: (row) => row.uf ?? '' },
  { key: 'ativo', header: 'Ativo', accessor: (row) => simNao(row.ativo) },
];

const help = [
  {
    title: 'Filiais',
    content:
      'Cada filial é um estabelecimento da empresa com o seu CNPJ. A filial do colaborador define os valores de benefícios e de impostos usados no fechamento da folha.',
  },
  {
    title: 'Filtrar e ordenar',
    content: 'Clique no título de uma coluna para ordenar; digite no campo abaixo do título para filtrar (o CNPJ pode ser digitado com ou sem pontuação).',
  },
  {
    title: 'Nova filial e detalhes',
    content: 'Use Novo para cadastrar uma filial; clique numa linha para ver os dados e editá-los. Uma filial não é excluída: marque Ativo = Não para desativá-la.',
  },
];

export function FiliaisList() {
  return <CadastroList title="Lista de Filiais" columns={columns} help={help} load={() => filiaisApi.list()} />;
}
