import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { beneficiosApi, errorToText, filiaisApi, useApi, type ValorBeneficioRecord } from '@financeiro/api';
import { beneficioSchema, CADASTRO_MESSAGES, emptyBeneficio, SIGLA_FIELD_MAX, type Beneficio, type BeneficioForm } from '@financeiro/domain';
import { ATIVO_OPTIONS, FormikSelectField, FormikTextField, pendingLoad, notify, RecordFormPage } from '@financeiro/ui';
import { ValoresPorFilial } from './ValoresPorFilial';

const LIST = '/cadastros/beneficios';

export function BeneficioPage() {
  const { cod } = useParams();
  const isNew = cod === undefined;
  const { data, loading, error, reload } = useApi(async () => (isNew ? undefined : beneficiosApi.get(Number(cod))), [cod]);
  // Branches offered in the value form: the active ones.
  const filiais = useApi(async () => (isNew ? [] : filiaisApi.list(true)), [isNew]);
  // After a modal save only the values are reloaded (GET /beneficio/filial/{cod}), so the
  // benefit form keeps its edit state; until then the detail's `valores` are shown.
  const [reloaded, setReloaded] = useState<{ cod: string; rows: ValorBeneficioRecord[] }>();
  const valores = (reloaded && reloaded.cod === cod ? reloaded.rows : data?.valores) ?? [];

  const pending = isNew ? null : pendingLoad({ data, loading, error, reload });
  if (pending) return pending;

  const save = async (values: Beneficio) => {
    if (isNew) return CADASTRO_MESSAGES.beneficioCriado(await beneficiosApi.create(values));
    await beneficiosApi.update(Number(cod), values);
    return CADASTRO_MESSAGES.beneficioAtualizado;
  };

  const reloadValores = async () => {
    try {
      setReloaded({ cod: cod as string, rows: await beneficiosApi.valoresPorFilial(Number(cod)) });
    } catch (failure) {
      notify.error(errorToText(failure));
    }
  };

  const initialValues: BeneficioForm = data
    ? { sigla: data.sigla, nome: data.nome, descricao: data.descricao ?? '', ativo: data.ativo }
    : emptyBeneficio;

  return (
    <RecordFormPage<BeneficioForm, Beneficio>
      title={isNew ? 'Novo Benefício' : `Benefício ${cod}`}
      isNew={isNew}
      initialValues={initialValues}
      schema={beneficioSchema}
      onSave={save}
      listPath={LIST}
      below={(editing) =>
        isNew ? (
          <Text color="fg.muted">Depois de salvar o benefício, abra-o e use Editar para informar os valores por filial.</Text>
        ) : (
          <>
            {filiais.error && (
              <Text role="alert" color="red.600">
                {filiais.error}
              </Text>
            )}
            <ValoresPorFilial
              benefCod={Number(cod)}
              rows={valores}
              filiais={filiais.data ?? []}
              editable={editing}
              onChanged={() => void reloadValores()}
            />
          </>
        )
      }
    >
      {(form, editing) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormikTextField form={form} name="sigla" label="Sigla" required readOnly={!editing} maxLength={SIGLA_FIELD_MAX} />
          <FormikTextField form={form} name="nome" label="Nome" required readOnly={!editing} maxLength={60} />
          <FormikTextField form={form} name="descricao" label="Descrição" readOnly={!editing} maxLength={300} />
          <FormikSelectField form={form} name="ativo" label="Benefício Ativo" required readOnly={!editing} options={ATIVO_OPTIONS} />
        </SimpleGrid>
      )}
    </RecordFormPage>
  );
}
