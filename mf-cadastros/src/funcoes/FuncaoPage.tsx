import { useParams } from 'react-router-dom';
import { Input, SimpleGrid } from '@chakra-ui/react';
import { funcoesApi, useApi } from '@financeiro/api';
import { CADASTRO_LIMITS, CADASTRO_MESSAGES, emptyFuncao, FUNCAO_ATIVO, funcaoSchema, type Funcao, type FuncaoForm } from '@financeiro/domain';
import { FormikField, FormikSelectField, FormikTextField, pendingLoad, RecordFormPage } from '@financeiro/ui';
import { FUNCAO_ATIVO_OPTIONS } from './funcaoAtivo';

const LIST = '/cadastros/funcoes';

export function FuncaoPage() {
  const { cod } = useParams();
  const isNew = cod === undefined;
  const { data, loading, error, reload } = useApi(async () => (isNew ? undefined : funcoesApi.get(Number(cod))), [cod]);
  const pending = isNew ? null : pendingLoad({ data, loading, error, reload });
  if (pending) return pending;

  const save = async (values: Funcao) => {
    if (isNew) return CADASTRO_MESSAGES.funcaoCriada(await funcoesApi.create(values));
    await funcoesApi.update(Number(cod), values);
    return CADASTRO_MESSAGES.funcaoAtualizada;
  };
  const simulada = data?.ativo === FUNCAO_ATIVO.simulador;

  return (
    <RecordFormPage<FuncaoForm, Funcao>
      title={isNew ? 'Nova Função' : `Função ${cod}`}
      isNew={isNew}
      initialValues={data ? { ...emptyFuncao, ...data, descricao: data.descricao ?? '' } : emptyFuncao}
      schema={funcaoSchema}
      onSave={save}
      listPath={LIST}
    >
      {(form, editing) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormikTextField
            form={form}
            name="cbo"
            label="CBO"
            required
            readOnly={!editing}
            inputMode="numeric"
            maxLength={CADASTRO_LIMITS.cbo}
          />
          <FormikTextField form={form} name="nome" label="Nome" required readOnly={!editing} maxLength={CADASTRO_LIMITS.nome} />
          <FormikTextField form={form} name="descricao" label="Descrição" readOnly={!editing} maxLength={CADASTRO_LIMITS.descricao} />
          {simulada ? (
            // Created by the cost simulator: the situation is kept as it is.
            <FormikField form={form} name="ativo" label="Ativo" readOnly helperText="Função criada pelo simulador de custos.">
              {() => <Input name="ativo" value="Simulação" readOnly />}
            </FormikField>
          ) : (
            <FormikSelectField form={form} name="ativo" label="Ativo" required readOnly={!editing} disabled={!editing} options={FUNCAO_ATIVO_OPTIONS} />
          )}
        </SimpleGrid>
      )}
    </RecordFormPage>
  );
}
