import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findDialog, renderWithUi } from '../test-utils';
import { HelpTour } from './HelpTour';

const steps = [
  { title: 'Filtros', content: 'Use os filtros para encontrar projetos.' },
  { title: 'Seleção', content: 'Selecione projetos na tabela.' },
  { title: 'Ações', content: 'Use Resultados, Planejamento ou Comparar Projetos.' },
];

describe('HelpTour', () => {
  it('navigates with Voltar and Próximo and closes with Fechar', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithUi(<HelpTour open onClose={onClose} title="Ajuda - Lista de Projetos" steps={steps} />);

    await findDialog('Ajuda - Lista de Projetos');
    const voltar = screen.getByRole('button', { name: 'Voltar' });
    const proximo = screen.getByRole('button', { name: 'Próximo' });
    expect(screen.getByTestId('help-step-title')).toHaveTextContent('Filtros');
    expect(screen.getByText('Passo 1 de 3')).toBeInTheDocument();
    expect(voltar).toBeDisabled();
    expect(proximo).toBeEnabled();

    await user.click(proximo);
    expect(screen.getByTestId('help-step-title')).toHaveTextContent('Seleção');
    expect(voltar).toBeEnabled();

    await user.click(proximo);
    expect(screen.getByTestId('help-step-title')).toHaveTextContent('Ações');
    expect(screen.getByText('Passo 3 de 3')).toBeInTheDocument();
    expect(proximo).toBeDisabled();

    await user.click(voltar);
    expect(screen.getByTestId('help-step-title')).toHaveTextContent('Seleção');

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts again at the first step when reopened', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithUi(<HelpTour open onClose={jest.fn()} title="Ajuda" steps={steps} />);
    await user.click(await screen.findByRole('button', { name: 'Próximo' }));
    expect(screen.getByTestId('help-step-title')).toHaveTextContent('Seleção');
    rerender(<HelpTour open={false} onClose={jest.fn()} title="Ajuda" steps={steps} />);
    rerender(<HelpTour open onClose={jest.fn()} title="Ajuda" steps={steps} />);
    expect(await screen.findByText('Passo 1 de 3')).toBeInTheDocument();
    expect(screen.getByTestId('help-step-title')).toHaveTextContent('Filtros');
  });
});
