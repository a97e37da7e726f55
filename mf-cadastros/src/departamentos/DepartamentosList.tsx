import { departamentosApi, type DepartamentoRecord } from '@financeiro/api';
import { simNao, type DataTableColumn } from '@financeiro/ui';
import { CadastroList } from '../shared/CadastroList';

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
  return <CadastroList title="Lista de Departamentos" columns={columns} help={help} load={() => departamentosApi.list()} />;
}
