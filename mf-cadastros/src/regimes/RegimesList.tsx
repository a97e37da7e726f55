import { regimesApi, type RegimeRecord } from '@financeiro/api';
import { simNao, type DataTableColumn } from '@financeiro/ui';
import { CadastroList } from '../shared/CadastroList';

const columns: DataTableColumn<RegimeRecord>[] = [
  { key: 'cod', header: 'Cod.', width: '100px' },
  { key: 'sigla', header: 'Sigla' },
  { key: 'nome', header: 'Nome' },
  { key: 'ativo', header: 'Ativo', accessor: (row) => simNao(row.ativo) },
];

const help = [
  {
    title: 'Regimes de contrato',
    content:
      'O regime de contrato (CLT, PJ, estágio...) define quais impostos incidem sobre o salário e quais provisões (13º, férias, rescisão) entram no custo do colaborador no fechamento.',
  },
  {
    title: 'Filtrar e ordenar',
    content: 'Clique no título de uma coluna para ordenar; digite no campo abaixo do título para filtrar.',
  },
  {
    title: 'Novo regime e detalhes',
    content:
      'Use Novo para cadastrar; clique numa linha para ver o regime, as provisões e os impostos vinculados. Em Editar é possível vincular impostos (Adic.Imposto) e ativar ou desativar cada vínculo.',
  },
];

export function RegimesList() {
  return <CadastroList title="Lista de Regimes de Contrato" columns={columns} help={help} load={() => regimesApi.list()} />;
}
