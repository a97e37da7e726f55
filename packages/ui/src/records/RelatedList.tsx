import { useState, type ReactNode } from 'react';
import { Box, Button, CloseButton, Dialog, Flex, Heading, Portal } from '@chakra-ui/react';
import { useFormik, type FormikErrors, type FormikProps, type FormikTouched, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { errorToText, fieldErrors } from '@financeiro/api';
import { FORM_ERRORS_MESSAGE } from '@financeiro/domain';
import { DataTable, type DataTableColumn, type RowId } from '../data-table';
import { useConfirm } from '../dialogs/useConfirm';
import { ErrorState } from '../layout/ErrorState';
import { notify } from '../toaster/notify';

export interface RelatedListProps<T, V extends FormikValues, S = V> {
  title: string;
  /** Add button label ('Adic.Filial', 'Adic.Beneficio'...); enabled only while `editable`. */
  addLabel: string;
  /** The parent record is in edit mode: rows can be added, changed and removed. */
  editable: boolean;
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => RowId;
  /** Modal title for a new row and for an existing one (view or edit). */
  modalTitle: (row: T | null, editable: boolean) => string;
  schema: AnySchema;
  /** Initial form values for a new row (null) or an existing one. */
  toForm: (row: T | null) => V;
  fields: (form: FormikProps<V>, editable: boolean, row: T | null) => ReactNode;
  /** Saves (insert when row is null) and returns the success message. */
  onSave: (values: S, row: T | null) => Promise<string>;
  /** Optional removal with a confirmation; returns the success message. */
  onRemove?: (row: T) => Promise<string>;
  removeConfirmation?: string;
  /** Called after a successful save or removal (reload the parent). */
  onChanged: () => void;
  emptyMessage?: string;
  /** The rows failed to load: the error state (with 'Tentar novamente' calling `onRetry`) replaces the table. */
  error?: string | null;
  onRetry?: () => unknown;
}

/**
 * A list that belongs to a record (values per branch, brackets, an employee's benefits): a row
 * opens its form in a modal, read-only unless the parent record is being edited.
 */
export function RelatedList<T, V extends FormikValues, S = V>(props: RelatedListProps<T, V, S>) {
  const { title, addLabel, editable, columns, rows, getRowId, emptyMessage, error, onRetry } = props;
  const failed = Boolean(error && onRetry);
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<T | null>(null);
  const openRow = (row: T | null) => {
    setCurrent(row);
    setOpen(true);
  };
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="md" p="4" bg="bg">
      <Flex justify="space-between" align="center" mb="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Button size="sm" onClick={() => openRow(null)} disabled={!editable || failed}>
          {addLabel}
        </Button>
      </Flex>
      {error && onRetry ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : (
        <DataTable
          aria-label={title}
          columns={columns}
          data={rows}
          getRowId={getRowId}
          onRowClick={openRow}
          showFilters={false}
          pageSize={10}
          emptyMessage={emptyMessage}
        />
      )}
      {open && <RelatedRowDialog {...props} row={current} onClose={() => setOpen(false)} />}
    </Box>
  );
}

function RelatedRowDialog<T, V extends FormikValues, S>({
  row,
  editable,
  modalTitle,
  schema,
  toForm,
  fields,
  onSave,
  onRemove,
  removeConfirmation,
  onChanged,
  onClose,
}: RelatedListProps<T, V, S> & { row: T | null; onClose: () => void }) {
  const { confirm, dialog } = useConfirm();
  const form = useFormik<V>({
    initialValues: toForm(row),
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      try {
        notify.success(await onSave(schema.cast(values, { stripUnknown: true }) as S, row));
        onChanged();
        onClose();
      } catch (error) {
        helpers.setErrors(fieldErrors(error) as FormikErrors<V>);
        notify.error(errorToText(error));
      }
    },
  });
  const save = async () => {
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      form.setTouched(Object.fromEntries(Object.keys(errors).map((key) => [key, true])) as FormikTouched<V>, false);
      notify.error(FORM_ERRORS_MESSAGE);
      return;
    }
    await form.submitForm();
  };
  const remove = async () => {
    if (!row || !onRemove) return;
    if (!(await confirm({ message: removeConfirmation ?? 'Confirma a exclusão?' }))) return;
    try {
      notify.success(await onRemove(row));
      onChanged();
      onClose();
    } catch (error) {
      notify.error(errorToText(error));
    }
  };
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{modalTitle(row, editable)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void save();
                }}
              >
                {fields(form, editable, row)}
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              {editable && row && onRemove && (
                <Button variant="outline" colorPalette="red" onClick={remove} mr="auto">
                  Excluir
                </Button>
              )}
              <Button variant="outline" onClick={onClose}>
                {editable ? 'Cancelar' : 'Fechar'}
              </Button>
              {editable && (
                <Button colorPalette="brand" onClick={save} loading={form.isSubmitting} loadingText="Salvando...">
                  Salvar
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {dialog}
    </Dialog.Root>
  );
}
