import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findDialog, renderWithUi } from '../test-utils';
import { ModalDialog } from './ModalDialog';

describe('ModalDialog', () => {
  it('shows title, body and footer, and closes on Fechar and Escape', async () => {
    const onClose = jest.fn();
    renderWithUi(
      <ModalDialog open onClose={onClose} title="Nova função" footer={<Button>Cadastrar</Button>}>
        corpo
      </ModalDialog>,
    );
    const dialog = await findDialog('Nova função');
    expect(dialog).toHaveTextContent('corpo');
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores closing while busy', async () => {
    const onClose = jest.fn();
    renderWithUi(
      <ModalDialog open busy onClose={onClose} title="Salvando">
        corpo
      </ModalDialog>,
    );
    await findDialog('Salvando');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
