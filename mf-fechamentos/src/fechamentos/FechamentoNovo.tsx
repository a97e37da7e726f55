import { useMemo } from 'react';
import { fechamentosApi } from '@financeiro/api';
import { defaultFechamentoValues, FECHAMENTO_MESSAGES, fechamentoSchema, type Fechamento, type FechamentoForm } from '@financeiro/domain';
import { RecordFormPage } from '@financeiro/ui';
import { FechamentoFields } from './FechamentoFields';

export const LISTA_FECHAMENTOS = '/fechamentos';

/** /fechamentos/new: the closing form with the spec's defaults (start, end today, 30 dias úteis). */
export function FechamentoNovo() {
  const initialValues = useMemo<FechamentoForm>(() => defaultFechamentoValues(), []);
  const save = async (values: Fechamento) => FECHAMENTO_MESSAGES.criado(await fechamentosApi.create(values));
  return (
    <RecordFormPage<FechamentoForm, Fechamento>
      title="Novo Fechamento"
      isNew
      initialValues={initialValues}
      schema={fechamentoSchema}
      onSave={save}
      listPath={LISTA_FECHAMENTOS}
    >
      {(form, editing) => <FechamentoFields form={form} editing={editing} />}
    </RecordFormPage>
  );
}
