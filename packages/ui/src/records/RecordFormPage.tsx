import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormik, type FormikErrors, type FormikProps, type FormikTouched, type FormikValues } from 'formik';
import { Button, Stack } from '@chakra-ui/react';
import type { AnySchema } from 'yup';
import { errorToText, fieldErrors } from '@financeiro/api';
import { FORM_ERRORS_MESSAGE } from '@financeiro/domain';
import { confirmLeave } from '../guard/unsavedChanges';
import { useUnsavedChangesGuard } from '../guard/UnsavedChangesGuard';
import { PageHeader } from '../layout/PageHeader';
import { notify } from '../toaster/notify';

/** V: the form's values (may hold '' in empty inputs); S: what the schema casts them to. */
export interface RecordFormPageProps<V extends FormikValues, S = V> {
  title: ReactNode;
  /** A new record starts in edit mode; an existing one is read-only until Editar. */
  isNew: boolean;
  initialValues: V;
  schema: AnySchema;
  /** Saves and returns the success message; an API failure is shown and keeps the form. */
  onSave: (values: S) => Promise<string>;
  /** Where Voltar, Cancelar (new record) and a successful save go. */
  listPath: string;
  /** Toast for an invalid form (spec 02: 'Erros no formulário!'; employee creation differs). */
  invalidMessage?: string;
  /** The fields: read-only unless `editing`. */
  children: (form: FormikProps<V>, editing: boolean) => ReactNode;
  /** Extra header actions shown beside the form's own (Histórico, Excluir...). */
  extraActions?: (editing: boolean) => ReactNode;
  /** Content below the form (related lists), with the edit flag. */
  below?: (editing: boolean) => ReactNode;
}

/**
 * View -> Editar -> Salvar/Cancelar for one registration record (spec 02 section 4, Record
 * forms): the yup schema validates before sending, the server's field errors come back onto the
 * fields, leaving with unsaved changes asks first, and a successful save returns to the list.
 */
export function RecordFormPage<V extends FormikValues, S = V>({
  title,
  isNew,
  initialValues,
  schema,
  onSave,
  listPath,
  invalidMessage = FORM_ERRORS_MESSAGE,
  children,
  extraActions,
  below,
}: RecordFormPageProps<V, S>) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(isNew);
  const form = useFormik<V>({
    initialValues,
    validationSchema: schema,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      try {
        const message = await onSave(schema.cast(values, { stripUnknown: true }) as S);
        notify.success(message);
        guard.allowNextNavigation();
        navigate(listPath);
      } catch (error) {
        helpers.setErrors(fieldErrors(error) as FormikErrors<V>);
        notify.error(errorToText(error));
      }
    },
  });
  const guard = useUnsavedChangesGuard(editing && form.dirty, isNew ? 'new' : 'edit');

  const save = async () => {
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      form.setTouched(touchAll(errors) as FormikTouched<V>, false);
      notify.error(invalidMessage);
      return;
    }
    await form.submitForm();
  };

  const cancel = () => {
    if (isNew) {
      navigate(listPath);
      return;
    }
    if (form.dirty && !confirmLeave('edit')) return;
    form.resetForm();
    setEditing(false);
  };

  return (
    <Stack gap="4" as="section">
      <PageHeader
        title={title}
        actions={
          <>
            {extraActions?.(editing)}
            {editing ? (
              <>
                <Button colorPalette="brand" onClick={save} loading={form.isSubmitting} loadingText="Salvando...">
                  Salvar
                </Button>
                <Button variant="outline" onClick={cancel} disabled={form.isSubmitting}>
                  Cancelar
                </Button>
              </>
            ) : (
              <>
                <Button colorPalette="brand" onClick={() => setEditing(true)}>
                  Editar
                </Button>
                <Button variant="outline" onClick={() => navigate(listPath)}>
                  Voltar
                </Button>
              </>
            )}
          </>
        }
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {children(form, editing)}
      </form>
      {below?.(editing)}
    </Stack>
  );
}

function touchAll(errors: object): Record<string, boolean> {
  return Object.fromEntries(Object.keys(errors).map((key) => [key, true]));
}
