import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils';
import { EmptyState } from './EmptyState';
import { LoadingState } from './LoadingState';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the title, the actions and a help button', async () => {
    const user = userEvent.setup();
    const onHelp = jest.fn();
    renderWithUi(<PageHeader title="Lista de Projetos" actions={<button type="button">Exportar</button>} onHelp={onHelp} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lista de Projetos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajuda' }));
    expect(onHelp).toHaveBeenCalledTimes(1);
  });

  it('has no help button without onHelp', () => {
    renderWithUi(<PageHeader title="Relatórios" />);
    expect(screen.queryByRole('button', { name: 'Ajuda' })).not.toBeInTheDocument();
  });
});

describe('EmptyState and LoadingState', () => {
  it('use the spec texts by default', () => {
    renderWithUi(
      <>
        <EmptyState />
        <LoadingState />
      </>,
    );
    expect(screen.getByText('Nenhum item para mostrar')).toBeInTheDocument();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
  });

  it('accept other texts', () => {
    renderWithUi(
      <>
        <EmptyState message="Nenhum colaborador encontrado." />
        <LoadingState text="Calculando..." />
      </>,
    );
    expect(screen.getByText('Nenhum colaborador encontrado.')).toBeInTheDocument();
    expect(screen.getByText('Calculando...')).toBeInTheDocument();
  });
});
