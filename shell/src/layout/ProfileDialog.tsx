import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { Button, Checkbox, CloseButton, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { accountsApi, alertasApi, errorToText, fieldErrors, usePermittedSections, useSession } from '@financeiro/api';
import { PASSWORD_HINT, PROFILE_OBSERVACAO_MAX, profileSchema, type ProfileForm } from '@financeiro/domain';
import { FormikTextField, fieldError, notify } from '@financeiro/ui';

export const PROFILE_SAVED = 'Dados atualizados com sucesso!';
export const PROFILE_INVALID = 'Erros no formulário!';
export const ALERTAS_EMAIL_LABEL = 'Receber por e-mail os alertas dos projetos';

/**
 * Issue 38 §3: the user's choice of receiving the projects' alerts by e-mail (section projetos only;
 * the project's leader always receives them). Saved as soon as it changes.
 */
function PreferenciaAlertasEmail() {
  const [receber, setReceber] = useState<boolean | null>(null);
  const [salvando, setSalvando] = useState(false);
  useEffect(() => {
    let active = true;
    alertasApi
      .preferencia()
      .then((preferencia) => active && setReceber(preferencia.receberEmail))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  if (receber === null) return null;
  const alterar = async (valor: boolean) => {
    setSalvando(true);
    try {
      const salvo = await alertasApi.salvarPreferencia({ receberEmail: valor });
      setReceber(salvo.data.receberEmail);
      notify.success(salvo.message);
    } catch (error) {
      notify.error(errorToText(error));
    } finally {
      setSalvando(false);
    }
  };
  return (
    <Field.Root>
      <Checkbox.Root checked={receber} disabled={salvando} onCheckedChange={(details) => void alterar(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{ALERTAS_EMAIL_LABEL}</Checkbox.Label>
      </Checkbox.Root>
      <Field.HelperText>
        Margem no término abaixo da meta, custo acima do previsto e orçamento que se esgota antes do fim do plano. A escolha é salva na hora.
      </Field.HelperText>
    </Field.Root>
  );
}

const emptyForm: ProfileForm = { name: '', email: '', observacao: '', altera: false, senhaAtual: '', novaSenha: '', confirma: '' };

/**
 * 'Dados de Usuário' (spec 03 sections 2.8, 4 and 5): view mode; Editar turns on Salvar and
 * Cancelar. A successful save returns to view mode and closes; Cancelar resets and closes.
 */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useSession((state) => state.user);
  const updateUser = useSession((state) => state.updateUser);
  const [editing, setEditing] = useState(false);
  const [initial, setInitial] = useState<ProfileForm>(emptyForm);
  const [code, setCode] = useState<number | undefined>(user?.id);
  const projetos = usePermittedSections().includes('projetos');

  const form = useFormik<ProfileForm>({
    initialValues: initial,
    enableReinitialize: true,
    validationSchema: profileSchema,
    validateOnMount: false,
    onSubmit: async (values) => {
      try {
        // The current password goes with a new one (the server checks it); never without.
        const saved = await accountsApi.updateProfile(
          values.altera ? values : { ...values, altera: false, senhaAtual: '', novaSenha: '', confirma: '' },
        );
        updateUser(saved);
        notify.success(PROFILE_SAVED);
        setEditing(false);
        onClose();
      } catch (error) {
        const byField = fieldErrors(error);
        if (byField.senhaAtual) form.setFieldError('senhaAtual', byField.senhaAtual);
        // The server's reason for a refused new password (e.g. a common one: its list is not in the browser).
        if (byField.novaSenha) form.setFieldError('novaSenha', byField.novaSenha);
        notify.error(errorToText(error));
      }
    },
  });

  useEffect(() => {
    if (!open) return;
    setEditing(false);
    const fromSession = { ...emptyForm, name: user?.name ?? '', email: user?.email ?? '' };
    setInitial(fromSession);
    let active = true;
    accountsApi
      .profile()
      .then((profile) => {
        if (!active) return;
        setCode(profile.id);
        setInitial({ ...emptyForm, name: profile.name, email: profile.email, observacao: profile.observacao ?? '' });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
    // Loaded each time the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const cancel = () => {
    form.resetForm();
    setEditing(false);
    onClose();
  };

  const save = async () => {
    const errors = await form.validateForm();
    form.setTouched(Object.fromEntries(Object.keys(form.values).map((key) => [key, true])));
    if (Object.keys(errors).length > 0) {
      notify.error(PROFILE_INVALID);
      return;
    }
    await form.submitForm();
  };

  const observacaoError = fieldError(form, 'observacao');
  const readOnly = !editing;

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && cancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Dados de Usuário</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void save();
                }}
                id="perfil-form"
              >
                <Stack gap={3}>
                  {code ? (
                    <Field.Root readOnly>
                      <Field.Label>Id</Field.Label>
                      <Input value={String(code)} readOnly />
                    </Field.Root>
                  ) : null}
                  <FormikTextField form={form} name="name" label="Nome" readOnly={readOnly} />
                  <FormikTextField form={form} name="email" label="E-mail" readOnly />
                  {editing && (
                    <Checkbox.Root
                      checked={form.values.altera}
                      onCheckedChange={(details) => void form.setFieldValue('altera', details.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>Alterar senha?</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                  {editing && form.values.altera && (
                    <>
                      <FormikTextField form={form} name="senhaAtual" label="Senha atual" type="password" autoComplete="current-password" />
                      <FormikTextField
                        form={form}
                        name="novaSenha"
                        label="Nova senha"
                        type="password"
                        autoComplete="new-password"
                        helperText={PASSWORD_HINT}
                      />
                      <FormikTextField form={form} name="confirma" label="Confirmar senha" type="password" autoComplete="new-password" />
                    </>
                  )}
                  <Field.Root invalid={Boolean(observacaoError)} readOnly={readOnly}>
                    <Field.Label>Observações</Field.Label>
                    <Textarea
                      name="observacao"
                      value={form.values.observacao ?? ''}
                      onChange={form.handleChange}
                      onBlur={form.handleBlur}
                      readOnly={readOnly}
                      rows={3}
                    />
                    <Field.HelperText>
                      {(form.values.observacao ?? '').length}/{PROFILE_OBSERVACAO_MAX}
                    </Field.HelperText>
                    <Field.ErrorText>{observacaoError}</Field.ErrorText>
                  </Field.Root>
                  {projetos && open && <PreferenciaAlertasEmail />}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              {editing ? (
                <>
                  <Button variant="outline" onClick={cancel}>
                    Cancelar
                  </Button>
                  <Button colorPalette="blue" type="submit" form="perfil-form" loading={form.isSubmitting}>
                    Salvar
                  </Button>
                </>
              ) : (
                <Button colorPalette="blue" onClick={() => setEditing(true)}>
                  Editar
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
