import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { errorToText, fechamentosApi, useApi, type AvisosColaborador } from '@financeiro/api';
import {
  FECHAMENTO_MESSAGES,
  fechamentoSchema,
  formatDate,
  resumoAvisos,
  textoAviso,
  type Fechamento,
  type FechamentoForm,
} from '@financeiro/domain';
import { DataTable, EmptyState, ExportButton, HistoricoAlteracoes, notify, pendingLoad, RecordFormPage, useConfirm } from '@financeiro/ui';
import { AvisosFechamento } from './AvisosFechamento';
import { DetalhamentoDialog } from './DetalhamentoDialog';
import { FechamentoFields, toFechamentoForm } from './FechamentoFields';
import { LISTA_FECHAMENTOS } from './FechamentoNovo';
import { RESULTADO_COLUMNS, RESULTADO_EXPORT } from './resultadoColumns';
import { Totais } from './Totais';

/**
 * /fechamentos/:id — the closing (view/edit) and its results: Calcular/Recalcular (spec 02
 * section 4: recalculation asks for the irreversible-discard confirmation; the two checks run in
 * parallel, then the hour cost; buttons read Calculando... / Recalculando...), totals, the
 * per-employee table with Exportar and a row click opening the breakdown. The closing's own
 * actions are disabled while its form is being edited. A calculation whose results carry warnings
 * is not a success: a warning toast and the warning panel (AvisosFechamento), which a reopened
 * closing shows again from the warnings saved with its results (GET /fechamento/avisos/{id}).
 */
export function FechamentoPage() {
  const { id } = useParams();
  const fechamentoId = Number(id);
  const fechamento = useApi(() => fechamentosApi.get(fechamentoId), [fechamentoId]);
  const resultados = useApi(() => fechamentosApi.resultados(fechamentoId), [fechamentoId]);
  const avisosSalvos = useApi(() => fechamentosApi.avisos(fechamentoId), [fechamentoId]);
  // The warnings of the calculation just made (they replace the ones loaded with the page).
  const [avisosCalculo, setAvisosCalculo] = useState<AvisosColaborador[] | null>(null);
  const { confirm, dialog } = useConfirm();
  const [calculando, setCalculando] = useState(false);
  const [detalhe, setDetalhe] = useState<number | null>(null);
  const record = fechamento.data;
  const initialValues = useMemo<FechamentoForm | undefined>(() => (record ? toFechamentoForm(record) : undefined), [record]);

  // After Calcular the closing is reloaded under the open form (keepData); a failure replaces it.
  const pending = pendingLoad(fechamento, { keepData: true });
  if (pending || !record || !initialValues) return pending;

  const rows = resultados.data ?? [];
  const calculado = rows.length > 0;

  const save = async (values: Fechamento) => {
    await fechamentosApi.update(fechamentoId, values);
    return FECHAMENTO_MESSAGES.atualizado;
  };

  const calcular = async () => {
    if (
      calculado &&
      !(await confirm({
        title: 'Recalcular fechamento',
        message: FECHAMENTO_MESSAGES.confirmarRecalculo,
        confirmLabel: 'Recalcular',
        confirmColorPalette: 'red',
      }))
    ) {
      return;
    }
    setCalculando(true);
    // The message is shown once the results under it are the new ones: 'Fechamento recalculado' beside
    // the previous totals would say they are the recalculated ones.
    let avisar: () => void;
    try {
      const resultado = await fechamentosApi.calcular(fechamentoId, calculado);
      const avisos = await fechamentosApi.avisos(fechamentoId).catch(() => null);
      if (avisos) setAvisosCalculo(avisos);
      const comAvisos = calculado ? FECHAMENTO_MESSAGES.recalculadoComAvisos : FECHAMENTO_MESSAGES.calculadoComAvisos;
      if (avisos && avisos.length > 0) avisar = () => notify.warning(comAvisos(resumoAvisos(avisos).texto));
      // Warnings not saved with an employee's result (e.g. a benefit without a value for the branch).
      else if (resultado.avisos.length > 0) avisar = () => notify.warning(comAvisos(resultado.avisos.map(textoAviso).join('\n')));
      else avisar = () => notify.success(calculado ? FECHAMENTO_MESSAGES.recalculado : FECHAMENTO_MESSAGES.calculado);
    } catch (error) {
      avisar = () => notify.error(errorToText(error));
    }
    await Promise.all([resultados.reload(), fechamento.reload()]);
    setCalculando(false);
    avisar();
  };

  const periodo = `${formatDate(record.dataInicio)} a ${formatDate(record.dataFim)}`;
  const arquivo = `fechamento-${record.label.replace(/[^\p{L}\p{N}_-]+/gu, '-')}`;

  return (
    <>
      <RecordFormPage<FechamentoForm, Fechamento>
        title={`Fechamento ${record.label}`}
        isNew={false}
        initialValues={initialValues}
        schema={fechamentoSchema}
        onSave={save}
        listPath={LISTA_FECHAMENTOS}
        extraActions={(editing) => (
          <>
            <Button
              colorPalette="brand"
              variant="solid"
              onClick={calcular}
              loading={calculando}
              loadingText={calculado ? 'Recalculando...' : 'Calculando...'}
              disabled={editing || record.bloqueio || resultados.loading || resultados.error !== null}
              title={record.bloqueio ? 'Fechamento bloqueado: desbloqueie-o para recalcular.' : undefined}
            >
              {calculado ? 'Recalcular' : 'Calcular'}
            </Button>
            <ExportButton
              fileName={arquivo}
              sheetName={`Fechamento ${record.label}`}
              columns={RESULTADO_EXPORT}
              rows={rows}
              disabled={editing || !calculado || calculando}
              onExported={(error) => error && notify.error('Não foi possível exportar a planilha.')}
            />
          </>
        )}
        below={() => (
          <Stack gap="4">
            <Text color="fg.muted">
              Período {periodo} · {record.diasUteis} dias úteis{record.bloqueio ? ' · bloqueado' : ''}
            </Text>
            {pendingLoad(resultados, { keepData: true }) ??
              (calculado ? (
                <>
                  <AvisosFechamento avisos={avisosCalculo ?? avisosSalvos.data ?? []} />
                  <Totais rows={rows} />
                  <Heading as="h2" size="md">
                    Resultados por colaborador
                  </Heading>
                  <DataTable
                    aria-label="Resultados por colaborador"
                    columns={RESULTADO_COLUMNS}
                    data={rows}
                    getRowId={(row) => row.matricula}
                    onRowClick={(row) => setDetalhe(row.matricula)}
                    initialSort={{ key: 'matricula', direction: 'asc' }}
                    pageSize={15}
                  />
                </>
              ) : (
                <EmptyState message="Fechamento ainda não calculado: use Calcular para gerar os resultados." />
              ))}
            <HistoricoAlteracoes entidade="fechamento" chave={fechamentoId} />
          </Stack>
        )}
      >
        {(form, editing) => <FechamentoFields form={form} editing={editing} />}
      </RecordFormPage>
      {dialog}
      {detalhe !== null && <DetalhamentoDialog fechamentoId={fechamentoId} mat={detalhe} onClose={() => setDetalhe(null)} />}
    </>
  );
}
