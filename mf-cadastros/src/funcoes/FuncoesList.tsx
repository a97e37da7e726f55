import { funcoesApi, type FuncaoRecord } from '@financeiro/api';
import type { DataTableColumn } from '@financeiro/ui';
import { CadastroList } from '../shared/CadastroList';
import { funcaoAtivoLabel } from './funcaoAtivo';

const columns: DataTableColumn<FuncaoRecord>[] = [
  { key: 'cod', header: 'Cod.', width: '100px' },
  { key: 'cbo', header: 'CBO', width: '140px' },
  { key: 'nome', header: 'Nome' },
  { key: 'ativo', header: 'Ativo', accessor: (row) => funcaoAtivoLabel(row.ativo) },
];

const help = [
  {
    title: 'Funções',
    content:
      'Aqui ficam os cargos (funções) com o código CBO. A função é usada no cadastro do colaborador, no planejamento de horas dos projetos e no simulador de custos.',
  },
  {
    title: 'Filtrar e ordenar',
    content:
      'Clique no título de uma coluna para ordenar; digite no campo abaixo do título para filtrar. Ativo = Simulação indica uma função criada pelo simulador de custos.',
  },
  {
    title: 'Nova função e detalhes',
    content:
      'Use Novo para cadastrar; clique numa linha para ver a função e editá-la. O mesmo CBO pode ser usado por mais de uma função. Para desativar, marque Ativo = Não.',
  },
];

export function FuncoesList() {
  return <CadastroList title="Lista de Funções" columns={columns} help={help} load={() => funcoesApi.list()} />;
}
