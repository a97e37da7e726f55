import { Button, Stack } from '@chakra-ui/react';
import { simulacaoMargemApi, useApi, useEmail, type RelatorioMargem } from '@financeiro/api';
import { formatDate } from '@financeiro/domain';
import {
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  pendingLoad,
  ModalDialog,
  PageHeader,
  ResumoRelatorio,
  useExclusao,
} from '@financeiro/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROTAS } from '../shared/rotas';

export const TITULO_RESULTADOS = 'Lista de simulações de resultados';

const colunas: DataTableColumn<RelatorioMargem>[] = [
  { key: 'nome', header: 'Nome' },
  { key: 'projeto', header: 'Projeto' },
  { key: 'periodo_inicial', header: 'Período inicial', render: (row) => formatDate(row.periodo_inicial), filterText: (row) => formatDate(row.periodo_inicial) },
  { key: 'periodo_fim', header: 'Período final', render: (row) => formatDate(row.periodo_fim), filterText: (row) => formatDate(row.periodo_fim) },
];

/** /simulacoes/results (spec 03 section 2.5): the user's saved margin simulations. */
export function ResultadosList() {
  const email = useEmail();
  const navigate = useNavigate();
  const lista = useApi(() => (email ? simulacaoMargemApi.listar(email) : Promise.resolve([])), [email]);
  const [resumo, setResumo] = useState<RelatorioMargem | null>(null);

  const exclusao = useExclusao(
    (item: RelatorioMargem) => simulacaoMargemApi.alterarAtivo(email, item.id, false),
    () => {
      setResumo(null);
      return lista.reload();
    },
  );

  return (
    <Stack gap="4">
      <PageHeader title={TITULO_RESULTADOS} />
      {pendingLoad(lista, { keepData: true }) ?? (
        <DataTable aria-label={TITULO_RESULTADOS} columns={colunas} data={lista.data ?? []} getRowId={(row) => row.id} onRowClick={setResumo} />
      )}

      <ModalDialog
        open={Boolean(resumo)}
        onClose={() => setResumo(null)}
        size="lg"
        title={resumo?.nome}
        footer={
          <>
            <Button variant="outline" colorPalette="red" onClick={() => exclusao.pedir(resumo)}>
              Excluir
            </Button>
            <Button colorPalette="brand" onClick={() => resumo && navigate(ROTAS.resultado(resumo.id), { state: { editar: true } })}>
              Editar
            </Button>
          </>
        }
      >
        {resumo && <ResumoRelatorio relatorio={resumo} />}
      </ModalDialog>

      <ConfirmDialog
        open={Boolean(exclusao.aConfirmar)}
        message={`Tem certeza que deseja excluir a simulação: ${exclusao.aConfirmar?.nome ?? ''} ?`}
        confirmColorPalette="red"
        loading={exclusao.excluindo}
        onConfirm={() => void exclusao.confirmar()}
        onCancel={exclusao.cancelar}
      />
    </Stack>
  );
}
