import { Table } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils';
import { EmptyState } from './EmptyState';
import { FigureCard } from './FigureCard';
import { LoadingState } from './LoadingState';
import { PageHeader } from './PageHeader';
import { TabelaRolavel } from './TabelaRolavel';

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

describe('FigureCard', () => {
  it('names its section by the label and keeps the figure on one line', () => {
    renderWithUi(<FigureCard label="Benefícios" value="R$ 149.357,43" detail="Fechamento 10/2026" />);
    const card = screen.getByRole('region', { name: 'Benefícios' });
    const figura = within(card).getByText('R$ 149.357,43');
    expect(getComputedStyle(figura).whiteSpace).toBe('nowrap');
    expect(within(card).getByText('Fechamento 10/2026')).toBeInTheDocument();
  });
});

describe('TabelaRolavel', () => {
  it('is the table’s scroll box and takes the keyboard focus (a table without links or buttons can still be scrolled)', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <TabelaRolavel data-testid="caixa" borderWidth="1px">
        <Table.Root aria-label="Valores">
          <Table.Body>
            <Table.Row>
              <Table.Cell>R$ 45.000,50</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </TabelaRolavel>,
    );
    const caixa = screen.getByTestId('caixa');
    expect(within(caixa).getByRole('table', { name: 'Valores' })).toBeInTheDocument();
    await user.tab();
    expect(caixa).toHaveFocus();
  });
});
