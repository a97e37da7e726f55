import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { findDialog, renderWithUi } from '../test-utils';
import { ConfirmDialog } from './ConfirmDialog';
import { useConfirm, type ConfirmOptions } from './useConfirm';

function Harness({ options, onAnswer }: { options: ConfirmOptions; onAnswer: (answer: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={async () => onAnswer(await confirm(options))}>
        Excluir
      </button>
      {dialog}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('renders title, message and the default buttons', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithUi(
      <ConfirmDialog open title="Excluir custo" message={'Linha 1\nLinha 2'} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = await findDialog('Excluir custo', 'alertdialog');
    expect(dialog).toHaveTextContent('Linha 1');
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is not rendered while closed', () => {
    renderWithUi(<ConfirmDialog open={false} message="x" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels on Escape', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          message="Sair?"
          onConfirm={jest.fn()}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
        />
      );
    }
    renderWithUi(<Controlled />);
    await findDialog(undefined, 'alertdialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('useConfirm', () => {
  it('resolves true when confirmed', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    renderWithUi(
      <Harness options={{ message: 'Tem certeza que deseja excluir esse colaborador?', confirmLabel: 'Excluir' }} onAnswer={onAnswer} />,
    );
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Tem certeza que deseja excluir esse colaborador?')).toBeInTheDocument();
    const dialog = await findDialog(undefined, 'alertdialog');
    await user.click(dialog.querySelector('button:last-of-type') as HTMLElement);
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false when cancelled', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    renderWithUi(<Harness options={{ title: 'Sair', message: 'Deseja sair?' }} onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await findDialog('Sair', 'alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });
});
