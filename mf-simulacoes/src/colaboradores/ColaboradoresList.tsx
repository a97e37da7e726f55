import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { simuladorApi, useApi, useEmail, type SimulacaoCusto } from '@financeiro/api';
import {
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  ExportButton,
  pendingLoad,
  ModalDialog,
  notify,
  PageHeader,
  useExclusao,
} from '@financeiro/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROTAS } from '../shared/rotas';
import { CAMPOS_SIMULACAO, textoCampo } from './campos';

export const TITULO_LISTA = 'Simulações de colaboradores';

/** The user's employee cost simulations (spec 03 section 2.3): table, Exportar, row click → detail with Editar and Excluir. */
export function ColaboradoresList() {
  const email = useEmail();
  const navigate = useNavigate();
  const simulacoes = useApi(() => (email ? simuladorApi.listar(email) : Promise.resolve([])), [email]);
  const [detalhe, setDetalhe] = useState<SimulacaoCusto | null>(null);

  const colunas: DataTableColumn<SimulacaoCusto>[] = CAMPOS_SIMULACAO.map((campo) => ({
    key: campo.key,
    header: campo.label,
    accessor: (row) => (campo.dinheiro ? Number(row[campo.key]) : row[campo.key]),
    render: (row) => textoCampo(row, campo),
    align: campo.dinheiro || campo.key === 'dependentes' || campo.key === 'id' ? 'end' : 'start',
  }));

  const exclusao = useExclusao(
    (item: SimulacaoCusto) => simuladorApi.alterarAtivo(email, item.id, false),
    () => {
      setDetalhe(null);
      return simulacoes.reload();
    },
  );

  return (
    <Stack gap="4">
      <PageHeader
        title={TITULO_LISTA}
        actions={
          <>
            <ExportButton
              fileName="simulacoes-colaboradores"
              sheetName="Simulações"
              columns={CAMPOS_SIMULACAO.map((campo) => ({
                header: campo.label,
                value: (row: SimulacaoCusto) => (campo.dinheiro ? Number(row[campo.key]) : row[campo.key]),
              }))}
              rows={simulacoes.data ?? []}
              disabled={!simulacoes.data?.length}
              onExported={(error) => error && notify.error('Não foi possível exportar.')}
            />
            <Button colorPalette="brand" onClick={() => navigate(ROTAS.novaSimulacao)}>
              Nova simulação
            </Button>
          </>
        }
      />
      {pendingLoad(simulacoes, { keepData: true }) ?? (
        <DataTable
          aria-label={TITULO_LISTA}
          columns={colunas}
          data={simulacoes.data ?? []}
          getRowId={(row) => row.id}
          onRowClick={setDetalhe}
          initialSort={{ key: 'id', direction: 'desc' }}
        />
      )}

      <ModalDialog
        open={Boolean(detalhe)}
        onClose={() => setDetalhe(null)}
        size="lg"
        title={<>Simulação {detalhe?.id}</>}
        footer={
          <>
            <Button variant="outline" colorPalette="red" onClick={() => exclusao.pedir(detalhe)}>
              Excluir
            </Button>
            <Button colorPalette="brand" onClick={() => detalhe && navigate(ROTAS.simulacao(detalhe.id))}>
              Editar
            </Button>
          </>
        }
      >
        {detalhe && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="1" data-testid="detalhe-simulacao">
            {CAMPOS_SIMULACAO.map((campo) => (
              <Stack key={campo.key} direction="row" justify="space-between">
                <Text color="fg.muted">{campo.label}</Text>
                <Text fontWeight="medium">{textoCampo(detalhe, campo)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </ModalDialog>

      <ConfirmDialog
        open={Boolean(exclusao.aConfirmar)}
        message={`Tem certeza que deseja excluir a simulação: ${exclusao.aConfirmar?.funcao_nome ?? ''} (${exclusao.aConfirmar?.id ?? ''}) ?`}
        confirmColorPalette="red"
        loading={exclusao.excluindo}
        onConfirm={() => void exclusao.confirmar()}
        onCancel={exclusao.cancelar}
      />
    </Stack>
  );
}
