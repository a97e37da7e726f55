import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { findDialog, renderWithUi } from '../test-utils';
import { FormikTextField } from '../inputs/FormikField';
import { RelatedList } from './RelatedList';

interface Valor {
  id: number;
  filial: string;
  valor: number;
}

const schema = yup.object({ filial: yup.string().required('Campo obrigatório.'), valor: yup.number().required('Campo obrigatório.') });

function setup(editable: boolean, failure?: { error: string; onRetry: () => void }) {
  const onSave = jest.fn(async () => 'Valores do benefício criados/atualizados!');
  const onRemove = jest.fn(async () => 'Removido.');
  const onChanged = jest.fn();
  renderWithUi(
    <RelatedList<Valor, { filial: string; valor: number | '' }, { filial: string; valor: number }>
      title="Valor por Filial"
      addLabel="Adic.Filial"
      editable={editable}
      columns={[
        { key: 'filial', header: 'Filial' },
        { key: 'valor', header: 'Valor' },
      ]}
      rows={[{ id: 1, filial: 'Matriz', valor: 45 }]}
      getRowId={(row) => row.id}
      modalTitle={(row, canEdit) => (row ? (canEdit ? 'Editar valor' : 'Detalhes do valor') : 'Novo valor')}
      schema={schema}
      toForm={(row) => ({ filial: row?.filial ?? '', valor: row?.valor ?? '' })}
      fields={(form, canEdit) => (
        <>
          <FormikTextField form={form} name="filial" label="Filial" readOnly={!canEdit} />
          <FormikTextField form={form} name="valor" label="Valor" readOnly={!canEdit} />
        </>
      )}
      onSave={onSave}
      onRemove={onRemove}
      removeConfirmation="Confirma a exclusão do valor?"
      onChanged={onChanged}
      error={failure?.error}
      onRetry={failure?.onRetry}
    />,
  );
  return { onSave, onRemove, onChanged };
}

describe('RelatedList', () => {
  it('shows a failed load with Tentar novamente in the table\'s place', async () => {
    const onRetry = jest.fn();
    setup(true, { error: 'Falha simulada.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Falha simulada.');
    expect(screen.queryByText('Matriz')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adic.Filial' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is read-only while the parent record is not being edited', async () => {
    const { onSave } = setup(false);
    expect(screen.getByRole('button', { name: 'Adic.Filial' })).toBeDisabled();
    await userEvent.click(screen.getByText('Matriz'));
    const dialog = await findDialog('Detalhes do valor');
    expect(within(dialog).getByLabelText('Filial')).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('validates, saves a new row with the cast values and reloads the parent', async () => {
    const { onSave, onChanged } = setup(true);
    await userEvent.click(screen.getByRole('button', { name: 'Adic.Filial' }));
    const dialog = await findDialog('Novo valor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erros no formulário!')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Filial'), 'Filial SP');
    await userEvent.type(within(dialog).getByLabelText('Valor'), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ filial: 'Filial SP', valor: 50 }, null));
    expect(await screen.findByText('Valores do benefício criados/atualizados!')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
  });

  it('removes a row only after the confirmation', async () => {
    const { onRemove, onChanged } = setup(true);
    await userEvent.click(screen.getByText('Matriz'));
    const dialog = await findDialog('Editar valor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const confirmacao = await findDialog('Confirmação', 'alertdialog');
    expect(confirmacao).toHaveTextContent('Confirma a exclusão do valor?');
    await userEvent.click(within(confirmacao).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith({ id: 1, filial: 'Matriz', valor: 45 }));
    expect(onChanged).toHaveBeenCalled();
  });
});
