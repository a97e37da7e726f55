import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HStack } from '@chakra-ui/react';
import { colaboradoresApi, departamentosApi, funcoesApi, useApi, type ColaboradorRecord } from '@financeiro/api';
import { formatCpf } from '@financeiro/domain';
import { ExportButton, notify, RecordListPage, SelectField, type DataTableColumn } from '@financeiro/ui';
import { COLABORADORES_EXPORT_COLUMNS, COLABORADORES_EXPORT_FILE, COLABORADORES_EXPORT_SHEET } from './exportColaboradores';

const columns: DataTableColumn<ColaboradorRecord>[] = [
  { key: 'mat', header: 'Matrícula', width: '120px' },
  {
    key: 'cpf',
    header: 'CPF',
    render: (row) => formatCpf(row.cpf),
    // Typed with or without the punctuation.
    filterText: (row) => `${row.cpf} ${formatCpf(row.cpf)}`,
  },
  { key: 'nome', header: 'Nome' },
  { key: 'sobrenome', header: 'Sobrenome' },
  { key: 'email', header: 'E-mail' },
];

const help = [
  {
    title: 'Colaboradores',
    content:
      'Aqui ficam os colaboradores ativos com o salário, o regime, a função e o departamento usados no cálculo dos fechamentos e do custo HH.',
  },
  {
    title: 'Filtrar, ordenar e exportar',
    content:
      'Escolha um departamento ou uma função para restringir a lista, digite abaixo do título de uma coluna para filtrar e clique no título para ordenar. Exportar gera a planilha com as linhas listadas.',
  },
  {
    title: 'Novo e detalhes',
    content:
      'Use Novo para admitir um colaborador; clique numa linha para ver os dados, o histórico de alterações salariais e os benefícios, editar ou excluir.',
  },
];

export function ColaboradoresList() {
  const navigate = useNavigate();
  const [departamento, setDepartamento] = useState('');
  const [funcao, setFuncao] = useState('');
  const [visible, setVisible] = useState<ColaboradorRecord[]>([]);
  const { data, loading, error, reload } = useApi(() => colaboradoresApi.list({ departamento, funcao }), [departamento, funcao]);
  const filters = useApi(async () => {
    const [departamentos, funcoes] = await Promise.all([departamentosApi.list(true), funcoesApi.list(true)]);
    return {
      departamentos: departamentos.map((row) => ({ value: row.cod, label: row.nome })),
      funcoes: funcoes.map((row) => ({ value: row.cod, label: row.nome })),
    };
  }, []);

  return (
    <RecordListPage
      title="Lista de Colaboradores"
      columns={columns}
      rows={data}
      loading={loading}
      error={error}
      onRetry={reload}
      getRowId={(row) => row.mat}
      onRowClick={(row) => navigate(String(row.mat))}
      onNew={() => navigate('new')}
      help={help}
      onVisibleRowsChange={setVisible}
      actions={
        <ExportButton
          fileName={COLABORADORES_EXPORT_FILE}
          sheetName={COLABORADORES_EXPORT_SHEET}
          columns={COLABORADORES_EXPORT_COLUMNS}
          rows={visible}
          disabled={visible.length === 0}
          onExported={(failure) => failure && notify.error('Não foi possível gerar a planilha.')}
        />
      }
      toolbar={
        <HStack gap="4" mb="4" align="end" wrap="wrap">
          <SelectField label="Departamento" maxW="xs" size="sm" placeholder="Todos" value={departamento} options={filters.data?.departamentos ?? []} onChange={setDepartamento} />
          <SelectField label="Função" maxW="xs" size="sm" placeholder="Todos" value={funcao} options={filters.data?.funcoes ?? []} onChange={setFuncao} />
        </HStack>
      }
    />
  );
}
