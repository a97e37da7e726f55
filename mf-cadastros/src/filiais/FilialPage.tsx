import { useParams } from 'react-router-dom';
import { Input, SimpleGrid } from '@chakra-ui/react';
import { filiaisApi, useApi } from '@financeiro/api';
import { CADASTRO_LIMITS, CADASTRO_MESSAGES, emptyFilial, filialSchema, formatCnpj, UF_OPTIONS, type Filial, type FilialForm } from '@financeiro/domain';
import { ATIVO_OPTIONS, FormikField, FormikSelectField, FormikTextField, pendingLoad, RecordFormPage } from '@financeiro/ui';

const LIST = '/cadastros/filial';

/** Mask characters are dropped as they are typed or pasted; anything else is left for the schema to refuse. */
const stripCnpjMask = (text: string) => text.replace(/[.\-/\s]/g, '');

export function FilialPage() {
  const { cod } = useParams();
  const isNew = cod === undefined;
  const { data, loading, error, reload } = useApi(async () => (isNew ? undefined : filiaisApi.get(Number(cod))), [cod]);
  const pending = isNew ? null : pendingLoad({ data, loading, error, reload });
  if (pending) return pending;

  const save = async (values: Filial) => {
    if (isNew) return CADASTRO_MESSAGES.filialCriada(await filiaisApi.create(values));
    await filiaisApi.update(Number(cod), values);
    return CADASTRO_MESSAGES.filialAtualizada;
  };

  return (
    <RecordFormPage<FilialForm, Filial>
      title={isNew ? 'Nova Filial' : `Filial ${cod}`}
      isNew={isNew}
      initialValues={data ? { ...emptyFilial, ...data, uf: data.uf ?? '' } : emptyFilial}
      schema={filialSchema}
      onSave={save}
      listPath={LIST}
    >
      {(form, editing) => {
        const cnpj = String(form.values.cnpj ?? '');
        const formatted = formatCnpj(cnpj);
        return (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormikTextField
              form={form}
              name="label"
              label="Identificação"
              required
              readOnly={!editing}
              maxLength={CADASTRO_LIMITS.filialLabel}
            />
            <FormikField
              form={form}
              name="cnpj"
              label="CNPJ"
              required
              readOnly={!editing}
              helperText={formatted !== cnpj ? formatted : 'Somente números (11 a 14 dígitos).'}
            >
              {(control) => (
                <Input
                  name="cnpj"
                  inputMode="numeric"
                  autoComplete="off"
                  value={cnpj}
                  onChange={(event) => control.setValue(stripCnpjMask(event.target.value))}
                  onBlur={control.onBlur}
                />
              )}
            </FormikField>
            <FormikSelectField form={form} name="uf" label="UF" readOnly={!editing} disabled={!editing} options={[...UF_OPTIONS]} placeholder="Selecione" />
            <FormikSelectField form={form} name="ativo" label="Ativo" required readOnly={!editing} disabled={!editing} options={ATIVO_OPTIONS} />
          </SimpleGrid>
        );
      }}
    </RecordFormPage>
  );
}
