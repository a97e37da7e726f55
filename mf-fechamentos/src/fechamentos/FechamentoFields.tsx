import { useEffect, useRef } from 'react';
import type { FormikProps } from 'formik';
import { SimpleGrid } from '@chakra-ui/react';
import { autoDataFim, FECHAMENTO_LIMITS, type FechamentoForm } from '@financeiro/domain';
import { FormikDateField, FormikIntegerField, FormikSelectField, FormikTextField } from '@financeiro/ui';

export const BLOQUEIO_OPTIONS = [
  { value: 'true', label: 'Sim (bloquear)' },
  { value: 'false', label: 'Não' },
];

/**
 * The closing's fields (spec 02 sections 2, 4 and 5). Auto-fill: when dataInicio becomes the first
 * day of a month while dataFim is empty, dataFim becomes the last day of that month.
 */
export function FechamentoFields({ form, editing }: { form: FormikProps<FechamentoForm>; editing: boolean }) {
  const inicio = form.values.dataInicio as string;
  const previous = useRef(inicio);
  useEffect(() => {
    if (previous.current === inicio) return;
    previous.current = inicio;
    const fim = autoDataFim(inicio, form.values.dataFim as string);
    if (fim !== (form.values.dataFim ?? '')) void form.setFieldValue('dataFim', fim);
  }, [inicio, form]);

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormikTextField form={form} name="label" label="Label" required readOnly={!editing} maxLength={FECHAMENTO_LIMITS.labelField} />
      <FormikSelectField
        form={form}
        name="bloqueio"
        label="Bloqueado"
        required
        readOnly={!editing}
        options={BLOQUEIO_OPTIONS}
        placeholder="Selecione"
      />
      <FormikDateField form={form} name="dataInicio" label="Data início" required readOnly={!editing} />
      <FormikDateField form={form} name="dataFim" label="Data fim" required readOnly={!editing} />
      <FormikIntegerField form={form} name="diasUteis" label="Dias úteis" required readOnly={!editing} maxLength={2} />
      <FormikTextField
        form={form}
        name="descricao"
        label="Descrição"
        readOnly={!editing}
        maxLength={FECHAMENTO_LIMITS.descricaoField}
      />
    </SimpleGrid>
  );
}

/** A closing as form values (empty texts ''). */
export function toFechamentoForm(record: {
  label: string;
  dataInicio: string;
  dataFim: string;
  diasUteis: number;
  descricao: string | null;
  bloqueio: boolean;
}): FechamentoForm {
  return {
    label: record.label,
    dataInicio: record.dataInicio,
    dataFim: record.dataFim,
    diasUteis: record.diasUteis,
    descricao: record.descricao ?? '',
    bloqueio: record.bloqueio,
  };
}
