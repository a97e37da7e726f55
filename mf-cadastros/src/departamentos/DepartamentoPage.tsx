import { useParams } from 'react-router-dom';
import { SimpleGrid } from '@chakra-ui/react';
import { departamentosApi, useApi } from '@financeiro/api';
import { CADASTRO_MESSAGES, departamentoSchema, emptyDepartamento, SIGLA_FIELD_MAX, type Departamento } from '@financeiro/domain';
import { ATIVO_OPTIONS, FormikSelectField, FormikTextField, pendingLoad, RecordFormPage } from '@financeiro/ui';

const LIST = '/cadastros/departamentos';

export function DepartamentoPage() {
  const { cod } = useParams();
  const isNew = cod === undefined;
  const { data, loading, error, reload } = useApi(async () => (isNew ? undefined : departamentosApi.get(Number(cod))), [cod]);
  const pending = isNew ? null : pendingLoad({ data, loading, error, reload });
  if (pending) return pending;

  const save = async (values: Departamento) => {
    if (isNew) return CADASTRO_MESSAGES.departamentoCriado(await departamentosApi.create(values));
    await departamentosApi.update(Number(cod), values);
    return CADASTRO_MESSAGES.departamentoAtualizado;
  };

  return (
    <RecordFormPage
      title={isNew ? 'Novo Departamento' : `Departamento ${cod}`}
      isNew={isNew}
      initialValues={data ? { ...emptyDepartamento, ...data, descricao: data.descricao ?? '' } : emptyDepartamento}
      schema={departamentoSchema}
      onSave={save}
      listPath={LIST}
    >
      {(form, editing) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormikTextField form={form} name="sigla" label="Sigla" required readOnly={!editing} maxLength={SIGLA_FIELD_MAX} />
          <FormikTextField form={form} name="nome" label="Nome" required readOnly={!editing} maxLength={60} />
          <FormikTextField form={form} name="descricao" label="Descrição" readOnly={!editing} maxLength={300} />
          <FormikSelectField form={form} name="ativo" label="Ativo" required readOnly={!editing} options={ATIVO_OPTIONS} />
        </SimpleGrid>
      )}
    </RecordFormPage>
  );
}
