import { beneficiosApi, type BeneficioRecord } from '@financeiro/api';
import { simNao, type DataTableColumn } from '@financeiro/ui';
import { CadastroList } from '../shared/CadastroList';

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
  return <CadastroList title="Lista de Benefícios" columns={columns} help={help} load={() => beneficiosApi.list()} />;
}
