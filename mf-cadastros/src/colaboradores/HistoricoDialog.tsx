import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { colaboradoresApi, useApi, type ColaboradorHistorico } from '@financeiro/api';
import { CADASTRO_MESSAGES, formatDate, formatMoney } from '@financeiro/domain';
import { DataTable, LoadState, type DataTableColumn } from '@financeiro/ui';

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

/** The employee's history (GET /colaborador/{mat}), newest first; a failure shows the spec's text with retry. */
export function HistoricoDialog({ mat, onClose }: { mat: number; onClose: () => void }) {
  const historico = useApi(async (): Promise<Row[]> => (await colaboradoresApi.historico(mat)).map((row, index) => ({ ...row, index })), [mat]);

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
              <LoadState state={{ ...historico, error: historico.error === null ? null : CADASTRO_MESSAGES.historicoErro }}>
                {(rows) =>
                  rows.length === 0 ? (
                    <Text>{CADASTRO_MESSAGES.historicoVazio}</Text>
                  ) : (
                    <DataTable
                      aria-label="Histórico do colaborador"
                      columns={columns}
                      data={rows}
                      getRowId={(row) => row.index}
                      showFilters={false}
                      initialSort={{ key: 'data_inicio', direction: 'desc' }}
                    />
                  )
                }
              </LoadState>
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
