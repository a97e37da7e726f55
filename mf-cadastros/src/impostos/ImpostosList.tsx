import { impostosApi, type ImpostoRecord } from '@financeiro/api';
import { simNao, type DataTableColumn } from '@financeiro/ui';
import { CadastroList } from '../shared/CadastroList';

const columns: DataTableColumn<ImpostoRecord>[] = [
  { key: 'cod', header: 'Cod.', width: '100px' },
  { key: 'sigla', header: 'Sigla' },
  { key: 'nome', header: 'Nome' },
  { key: 'ativo', header: 'Ativo', accessor: (row) => simNao(row.ativo) },
];

const help = [
  {
    title: 'Impostos e encargos',
    content:
      'Aqui ficam os impostos e encargos sobre a folha (INSS, IRRF, FGTS, contribuição patronal...). O fechamento mensal usa estes cadastros para calcular o custo de cada colaborador.',
  },
  {
    title: 'Filtrar e ordenar',
    content: 'Clique no título de uma coluna para ordenar; digite no campo abaixo do título para filtrar.',
  },
  {
    title: 'Novo imposto e detalhes',
    content:
      'Use Novo para cadastrar; clique numa linha para ver o imposto. Em Editar é possível informar as alíquotas por filial (Adic.Filial), vincular os regimes de contrato sobre os quais ele incide e manter as faixas de cada tabela com a sua vigência (Adic.Faixa).',
  },
];

export function ImpostosList() {
  return <CadastroList title="Lista de Impostos" columns={columns} help={help} load={() => impostosApi.list()} />;
}
