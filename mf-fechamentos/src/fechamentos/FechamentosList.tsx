import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@chakra-ui/react';
import { fechamentosApi, useApi, type FechamentoRecord } from '@financeiro/api';
import { formatDate } from '@financeiro/domain';
import { RecordListPage, simNao, type DataTableColumn } from '@financeiro/ui';
import { BaseCustoHoraDialog } from './BaseCustoHoraDialog';

const columns: DataTableColumn<FechamentoRecord>[] = [
  { key: 'label', header: 'Label' },
  { key: 'dataInicio', header: 'Início', render: (row) => formatDate(row.dataInicio), filterText: (row) => formatDate(row.dataInicio) },
  { key: 'dataFim', header: 'Fim', render: (row) => formatDate(row.dataFim), filterText: (row) => formatDate(row.dataFim) },
  { key: 'diasUteis', header: 'Dias úteis', align: 'end', width: '110px' },
  { key: 'bloqueio', header: 'Bloqueado', accessor: (row) => simNao(row.bloqueio), width: '120px' },
  { key: 'calculado', header: 'Calculado', accessor: (row) => simNao(row.calculado), width: '120px' },
];

const help = [
  {
    title: 'Fechamentos',
    content:
      'Cada fechamento é um período da folha (em geral um mês). Calculado, ele guarda o custo de cada colaborador: salário, benefícios, impostos, provisões e o custo-hora (HH).',
  },
  { title: 'Filtrar e ordenar', content: 'Clique no título de uma coluna para ordenar; digite no campo abaixo do título para filtrar.' },
  {
    title: 'Novo e resultados',
    content: 'Use Novo para abrir um período; clique numa linha para ver os resultados, calcular ou recalcular e exportar.',
  },
  { title: 'Bloqueio', content: 'Um fechamento bloqueado não pode ser recalculado: desbloqueie-o antes, se necessário.' },
  {
    title: 'Base do custo-hora',
    content:
      'O botão Base do custo-hora define como as horas do mês são contadas: pela carga horária diária de cada colaborador ou 8 horas por dia para todos.',
  },
];

export function FechamentosList() {
  const navigate = useNavigate();
  const { data, loading, error, reload } = useApi(() => fechamentosApi.list(), []);
  const [baseAberta, setBaseAberta] = useState(false);
  return (
    <>
    <RecordListPage
      title="Lista de Fechamentos"
      columns={columns}
      rows={data}
      loading={loading}
      error={error}
      onRetry={reload}
      getRowId={(row) => row.id}
      onRowClick={(row) => navigate(String(row.id))}
      onNew={() => navigate('new')}
      help={help}
      initialSort={{ key: 'dataInicio', direction: 'desc' }}
      actions={
        <Button variant="outline" onClick={() => setBaseAberta(true)}>
          Base do custo-hora
        </Button>
      }
    />
    <BaseCustoHoraDialog open={baseAberta} onClose={() => setBaseAberta(false)} />
    </>
  );
}
