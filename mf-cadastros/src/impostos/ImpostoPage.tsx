import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { errorToText, filiaisApi, impostosApi, regimesApi, useApi, type ImpostoDetail } from '@financeiro/api';
import {
  CADASTRO_LIMITS,
  CADASTRO_MESSAGES,
  emptyImposto,
  impostoSchema,
  SIGLA_FIELD_MAX,
  type Imposto,
  type ImpostoForm,
} from '@financeiro/domain';
import { ATIVO_OPTIONS, FormikSelectField, FormikTextField, HistoricoAlteracoes, pendingLoad, notify, RecordFormPage } from '@financeiro/ui';
import { FaixasImposto } from './FaixasImposto';
import { ImpostoRegimes } from './ImpostoRegimes';
import { ValoresImposto } from './ValoresImposto';

const LIST = '/cadastros/impostos';

type Lists = Pick<ImpostoDetail, 'valores' | 'regimes' | 'faixas'>;

/** The income tax: its detail shows the simplified-deduction note. */
export const isIrrf = (sigla: string | null | undefined) => (sigla ?? '').trim().toUpperCase() === 'IRRF';

export function ImpostoPage() {
  const { cod } = useParams();
  const isNew = cod === undefined;
  const { data, loading, error, reload } = useApi(async () => (isNew ? undefined : impostosApi.detail(Number(cod))), [cod]);
  const filiais = useApi(async () => (isNew ? [] : filiaisApi.list()), [isNew]);
  const regimes = useApi(async () => (isNew ? [] : regimesApi.list()), [isNew]);
  // After a modal save only the related lists are replaced (from a fresh GET /imposto/{cod}), so
  // the tax form keeps its edit state and unsaved changes.
  const [reloaded, setReloaded] = useState<{ cod: string; lists: Lists }>();

  const pending = isNew ? null : pendingLoad({ data, loading, error, reload });
  if (pending) return pending;

  const lists: Lists | undefined = reloaded && reloaded.cod === cod ? reloaded.lists : data;

  const save = async (values: Imposto) => {
    if (isNew) return CADASTRO_MESSAGES.impostoCriado(await impostosApi.create(values));
    await impostosApi.update(Number(cod), values);
    return CADASTRO_MESSAGES.impostoAtualizado;
  };

  const reloadLists = async () => {
    try {
      const detail = await impostosApi.detail(Number(cod));
      setReloaded({ cod: cod as string, lists: { valores: detail.valores, regimes: detail.regimes, faixas: detail.faixas } });
    } catch (failure) {
      notify.error(errorToText(failure));
    }
  };

  const initialValues: ImpostoForm = data
    ? { sigla: data.sigla, nome: data.nome, descricao: data.descricao ?? '', ativo: data.ativo }
    : emptyImposto;
  const impostoCod = Number(cod);

  return (
    <RecordFormPage<ImpostoForm, Imposto>
      title={isNew ? 'Novo Imposto' : `Imposto ${cod}`}
      isNew={isNew}
      initialValues={initialValues}
      schema={impostoSchema}
      onSave={save}
      listPath={LIST}
      below={(editing) =>
        isNew || !lists ? (
          <Text color="fg.muted">
            Depois de salvar o imposto, abra-o e use Editar para informar os valores por filial, os regimes de contrato e as faixas.
          </Text>
        ) : (
          <Stack gap="4">
            {[filiais.error, regimes.error].filter(Boolean).map((message) => (
              <Text key={message} role="alert" color="red.600">
                {message}
              </Text>
            ))}
            <ValoresImposto
              impostoCod={impostoCod}
              rows={lists.valores}
              filiais={filiais.data ?? []}
              editable={editing}
              onChanged={() => void reloadLists()}
            />
            <ImpostoRegimes
              impostoCod={impostoCod}
              rows={lists.regimes}
              regimes={regimes.data ?? []}
              editable={editing}
              onChanged={() => void reloadLists()}
            />
            {isIrrf(data?.sigla) && (
              <Text role="note" fontWeight="medium" bg="bg.muted" rounded="md" px="4" py="2">
                {CADASTRO_MESSAGES.notaIrrf}
              </Text>
            )}
            <FaixasImposto impostoCod={impostoCod} rows={lists.faixas} editable={editing} onChanged={() => void reloadLists()} />
            <HistoricoAlteracoes entidade="imposto" chave={impostoCod} />
          </Stack>
        )
      }
    >
      {(form, editing) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormikTextField form={form} name="sigla" label="Sigla" required readOnly={!editing} maxLength={SIGLA_FIELD_MAX} />
          <FormikTextField form={form} name="nome" label="Nome" required readOnly={!editing} maxLength={CADASTRO_LIMITS.nome} />
          <FormikTextField form={form} name="descricao" label="Descrição" readOnly={!editing} maxLength={CADASTRO_LIMITS.descricao} />
          <FormikSelectField form={form} name="ativo" label="Ativo" required readOnly={!editing} options={ATIVO_OPTIONS} />
        </SimpleGrid>
      )}
    </RecordFormPage>
  );
}
