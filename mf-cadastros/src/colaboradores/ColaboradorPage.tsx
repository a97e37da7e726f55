import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Heading, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import { colaboradoresApi, errorToText, useApi, type ColaboradorRecord } from '@financeiro/api';
import {
  CADASTRO_LIMITS,
  CADASTRO_MESSAGES,
  colaboradorSchema,
  DEFAULT_CARGA_HORARIA,
  EMPLOYEE_FORM_ERRORS_MESSAGE,
  FORM_ERRORS_MESSAGE,
  todayInSaoPaulo,
  UF_OPTIONS,
  type Colaborador,
  type ColaboradorForm,
} from '@financeiro/domain';
import {
  FormikDateField,
  FormikIntegerField,
  FormikField,
  FormikMoneyField,
  FormikSelectField,
  FormikTextField,
  HistoricoAlteracoes,
  pendingLoad,
  notify,
  RecordFormPage,
  useConfirm,
} from '@financeiro/ui';
import { BeneficiosColaborador } from './BeneficiosColaborador';
import {
  EMPTY_OPTIONS,
  LIST_PATH,
  loadColaboradorFormOptions,
  toColaboradorForm,
  withCurrent,
  type ColaboradorFormOptions,
} from './colaboradorForm';
import { HistoricoDialog } from './HistoricoDialog';

function ColaboradorFields({
  form,
  editing,
  options,
  record,
}: {
  form: FormikProps<ColaboradorForm>;
  editing: boolean;
  options: ColaboradorFormOptions;
  record: ColaboradorRecord | undefined;
}) {
  const readOnly = !editing;
  const today = todayInSaoPaulo();
  return (
    <Stack gap="6">
      <Heading as="h2" size="md">
        Dados pessoais
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormikTextField form={form} name="nome" label="Nome" required readOnly={readOnly} maxLength={CADASTRO_LIMITS.nome} />
        <FormikTextField form={form} name="sobrenome" label="Sobrenome" required readOnly={readOnly} maxLength={CADASTRO_LIMITS.nome} />
        <FormikTextField
          form={form}
          name="cpf"
          label="CPF"
          required
          readOnly={readOnly}
          maxLength={CADASTRO_LIMITS.cpf}
          inputMode="numeric"
          placeholder="Somente números"
        />
        <FormikTextField form={form} name="email" label="E-mail" required readOnly={readOnly} type="email" maxLength={254} />
        <FormikIntegerField form={form} name="dependentes" label="Dependentes" required readOnly={readOnly} maxLength={2} />
        <FormikTextField form={form} name="cidade" label="Cidade" readOnly={readOnly} maxLength={CADASTRO_LIMITS.cidade} />
        <FormikSelectField form={form} name="uf" label="UF" readOnly={readOnly} options={[...UF_OPTIONS]} placeholder="Selecione" />
        <FormikTextField form={form} name="endereco" label="Endereço" readOnly={readOnly} maxLength={CADASTRO_LIMITS.endereco} />
      </SimpleGrid>

      <Heading as="h2" size="md">
        Contrato
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormikSelectField
          form={form}
          name="filial"
          label="Filial"
          required
          readOnly={readOnly}
          options={withCurrent(options.filiais, record?.filial, record?.filial_nome)}
          placeholder="Selecione"
        />
        <FormikSelectField
          form={form}
          name="departamento"
          label="Departamento"
          required
          readOnly={readOnly}
          options={withCurrent(options.departamentos, record?.departamento, record?.departamento_nome)}
          placeholder="Selecione"
        />
        <FormikSelectField
          form={form}
          name="regime"
          label="Regime"
          required
          readOnly={readOnly}
          options={withCurrent(options.regimes, record?.regime, record?.regime_nome)}
          placeholder="Selecione"
        />
        <FormikSelectField
          form={form}
          name="funcao"
          label="Função"
          required
          readOnly={readOnly}
          options={withCurrent(options.funcoes, record?.funcao, record?.funcao_nome)}
          placeholder="Selecione"
        />
        <FormikSelectField
          form={form}
          name="classificacao"
          label="Classificação"
          readOnly={readOnly}
          options={withCurrent(options.classificacoes, record?.classificacao, record?.classificacao)}
          placeholder="Selecione"
        />
        <FormikMoneyField form={form} name="salario" label="Salário" required readOnly={readOnly} />
        <FormikIntegerField
          form={form}
          name="carga_horaria"
          label="Carga horária diária"
          readOnly={readOnly}
          maxLength={2}
          helperText={`Se vazio, ${DEFAULT_CARGA_HORARIA}h`}
        />
        <FormikDateField form={form} name="admissao" label="Admissão" required readOnly={readOnly} max={today} />
        <FormikDateField form={form} name="demissao" label="Demissão" readOnly={readOnly} max={today} />
        <FormikDateField
          form={form}
          name="data_inicio"
          label="Data de início (vigência)"
          required
          readOnly={readOnly}
          max={today}
          helperText="A partir de quando valem salário, função, departamento, regime, carga e classificação; fica no histórico."
        />
      </SimpleGrid>

      <FormikField form={form} name="observacao" label="Observação" readOnly={readOnly}>
        {(control) => (
          <Textarea
            name="observacao"
            value={(control.value as string | null | undefined) ?? ''}
            onChange={(event) => control.setValue(event.target.value)}
            onBlur={control.onBlur}
            maxLength={CADASTRO_LIMITS.observacao}
            rows={3}
          />
        )}
      </FormikField>
    </Stack>
  );
}

/** /colaboradores/new and /colaboradores/{mat}: the employee form, history, deletion and benefits. */
export function ColaboradorPage() {
  const { mat } = useParams();
  const isNew = mat === undefined;
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { data, loading, error, reload } = useApi(async () => (isNew ? undefined : colaboradoresApi.get(Number(mat))), [mat]);
  const options = useApi(loadColaboradorFormOptions, []);
  const pending = isNew ? null : pendingLoad({ data, loading, error, reload });
  if (pending) return pending;

  const save = async (values: Colaborador) => {
    if (isNew) return CADASTRO_MESSAGES.colaboradorCriado(await colaboradoresApi.create(values));
    await colaboradoresApi.update(Number(mat), values);
    return CADASTRO_MESSAGES.colaboradorAtualizado;
  };

  const remove = async () => {
    if (!data) return;
    const confirmed = await confirm({
      title: 'Excluir colaborador',
      message: CADASTRO_MESSAGES.confirmarExclusaoColaborador,
      confirmColorPalette: 'red',
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await colaboradoresApi.changeActive(data.mat, false);
      notify.success(CADASTRO_MESSAGES.colaboradorExcluido);
      navigate(LIST_PATH);
    } catch (failure) {
      notify.error(errorToText(failure));
      setDeleting(false);
    }
  };

  const title = isNew
    ? 'Novo Colaborador'
    : `Colaborador ${data!.mat} - ${data!.nome} ${data!.sobrenome}${data!.ativo ? '' : ' (inativo)'}`;

  return (
    <>
      <RecordFormPage<ColaboradorForm, Colaborador>
        title={title}
        isNew={isNew}
        initialValues={toColaboradorForm(data)}
        schema={colaboradorSchema}
        onSave={save}
        listPath={LIST_PATH}
        invalidMessage={isNew ? EMPLOYEE_FORM_ERRORS_MESSAGE : FORM_ERRORS_MESSAGE}
        extraActions={(editing) =>
          !isNew && (
            <>
              <Button variant="outline" onClick={() => setHistoryOpen(true)}>
                Histórico
              </Button>
              {data?.ativo && (
                <Button variant="outline" colorPalette="red" onClick={remove} disabled={editing} loading={deleting}>
                  Excluir
                </Button>
              )}
            </>
          )
        }
        below={(editing) =>
          !isNew && data ? (
            <Stack gap={4}>
              <BeneficiosColaborador mat={data.mat} filial={data.filial} editable={editing} />
              <HistoricoAlteracoes entidade="colaborador" chave={data.mat} tambem={['beneficio_colaborador']} />
            </Stack>
          ) : null
        }
      >
        {(form, editing) => <ColaboradorFields form={form} editing={editing} options={options.data ?? EMPTY_OPTIONS} record={data} />}
      </RecordFormPage>
      {historyOpen && data && <HistoricoDialog mat={data.mat} onClose={() => setHistoryOpen(false)} />}
      {dialog}
    </>
  );
}
