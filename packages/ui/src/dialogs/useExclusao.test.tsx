import { UNDEFINED_ERROR_MESSAGE } from '@financeiro/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findDialog, renderWithUi } from '../test-utils';
import { toaster } from '../toaster/notify';
import { ConfirmDialog } from './ConfirmDialog';
import { useExclusao } from './useExclusao';

interface Linha {
  id: number;
  nome: string;
}

function Lista({ excluir, depois }: { excluir: (item: Linha) => Promise<string>; depois: () => Promise<unknown> | void }) {
  const exclusao = useExclusao(excluir, depois);
  return (
    <>
      <button type="button" onClick={() => exclusao.pedir({ id: 7, nome: 'Alfa' })}>
        Excluir Alfa
      </button>
      <ConfirmDialog
        open={Boolean(exclusao.aConfirmar)}
        message={`Excluir ${exclusao.aConfirmar?.nome ?? ''}?`}
        loading={exclusao.excluindo}
        onConfirm={() => void exclusao.confirmar()}
        onCancel={exclusao.cancelar}
      />
    </>
  );
}

const toasts = () => toaster.getVisibleToasts().map((toast) => [toast.type, toast.description]);

describe('useExclusao', () => {
  it('deletes the confirmed row, shows the server message, closes and runs `depois`', async () => {
    const user = userEvent.setup();
    const excluir = jest.fn().mockResolvedValue('Excluído com sucesso.');
    const depois = jest.fn();
    renderWithUi(<Lista excluir={excluir} depois={depois} />);
    await user.click(screen.getByRole('button', { name: 'Excluir Alfa' }));
    expect(await findDialog(undefined, 'alertdialog')).toHaveTextContent('Excluir Alfa?');
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(depois).toHaveBeenCalledTimes(1));
    expect(excluir).toHaveBeenCalledWith({ id: 7, nome: 'Alfa' });
    expect(toasts()).toEqual([['success', 'Excluído com sucesso.']]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('on failure shows the error text, closes and does not run `depois`', async () => {
    const user = userEvent.setup();
    const depois = jest.fn();
    renderWithUi(<Lista excluir={() => Promise.reject(new Error('boom'))} depois={depois} />);
    await user.click(screen.getByRole('button', { name: 'Excluir Alfa' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(toasts()).toEqual([['error', UNDEFINED_ERROR_MESSAGE]]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(depois).not.toHaveBeenCalled();
  });

  it('cancel closes without calling the server', async () => {
    const user = userEvent.setup();
    const excluir = jest.fn();
    renderWithUi(<Lista excluir={excluir} depois={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Excluir Alfa' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(excluir).not.toHaveBeenCalled();
  });
});
