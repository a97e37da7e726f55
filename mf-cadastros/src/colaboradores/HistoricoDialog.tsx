import { useEffect, useState } from 'react';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { colaboradoresApi, type ColaboradorHistorico } from '@financeiro/api';
import { CADASTRO_MESSAGES, formatDate, formatMoney } from '@financeiro/domain';
import { DataTable, LoadingState, type DataTableColumn } from '@financeiro/ui';

type Row = ColaboradorHistorico & { index: number };

const columns: DataTableColumn<Row>[] = [
  { key: 'data_inicio', header: 'Data início', render: (row) => formatDate(row.data_inicio) },
  { key: 'departamento', header: 'Departamento', accessor: (row) => row.departamento.nome },
  { key: 'regime', header: 'Regime', accessor: (row) => row.regime_contrato.sigla },
  { key: 'funcao', header: 'Função', accessor: (row) => row.funcao.nome },
  { key: 'carga_horaria', header: 'Carga horária', align: 'end' },
  { key: 'salario', header: 'Salário', accessor: (row) => row.salario, render: (row) => formatMoney(row.salario), align: 'end' },
  { key: 'classificacao', header: 'Classificação' },
];

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: Row[] };

/** The employee's history (GET /colaborador/{mat}), newest first. */
export function HistoricoDialog({ mat, onClose }: { mat: number; onClose: () => void }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    colaboradoresApi.historico(mat).then(
      (rows) => alive && setState({ status: 'ready', rows: rows.map((row, index) => ({ ...row, index })) }),
      () => alive && setState({ status: 'error' }),
    );
    return () => {
      alive = false;
    };
  }, [mat]);

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="xl">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Histórico do colaborador {mat}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {state.status === 'loading' && <LoadingState />}
              {state.status === 'error' && (
                <Text role="alert" color="fg.error">
                  {CADASTRO_MESSAGES.historicoErro}
                </Text>
              )}
              {state.status === 'ready' &&
                (state.rows.length === 0 ? (
                  <Text>{CADASTRO_MESSAGES.historicoVazio}</Text>
                ) : (
                  <DataTable
                    aria-label="Histórico do colaborador"
                    columns={columns}
                    data={state.rows}
                    getRowId={(row) => row.index}
                    showFilters={false}
                    initialSort={{ key: 'data_inicio', direction: 'desc' }}
                  />
                ))}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Fechar
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
