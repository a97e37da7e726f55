import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../test-utils';
import { DataTable } from './DataTable';
import type { DataTableColumn, RowId } from './types';

interface Project {
  id: number;
  key: string;
  nome: string;
  horas: number;
}

const NAMES = ['Órion', 'alfa', 'Beta', 'São Paulo', 'gama', 'Delta', 'épsilon', 'Zeta', 'eta', 'Teta', 'Iota', 'Capa'];

function projects(count: number): Project[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    key: `P${String(index + 1).padStart(2, '0')}`,
    nome: NAMES[index % NAMES.length] + (index >= NAMES.length ? ` ${index + 1}` : ''),
    horas: (index * 7) % 13,
  }));
}

const columns: DataTableColumn<Project>[] = [
  { key: 'key', header: 'Key' },
  { key: 'nome', header: 'Nome' },
  { key: 'horas', header: 'Horas', align: 'end', filterable: false },
];

function bodyRows(): HTMLElement[] {
  return Array.from(document.querySelectorAll('tbody tr'));
}

function column(index: number): string[] {
  return bodyRows().map((row) => row.querySelectorAll('td')[index]?.textContent ?? '');
}

function pageButtons(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Paginação' });
  return Array.from(nav.querySelectorAll('button[aria-label^="Página "]:not([aria-label="Página anterior"]), [data-testid="pagination-ellipsis"]')).map(
    (element) => element.textContent ?? '',
  );
}

function Selectable({ data, pageSize = 5, onChange }: { data: Project[]; pageSize?: number; onChange?: (ids: RowId[]) => void }) {
  const [ids, setIds] = useState<RowId[]>([]);
  return (
    <>
      <p data-testid="selected">{[...ids].sort((a, b) => Number(a) - Number(b)).join(',')}</p>
      <DataTable
        columns={columns}
        data={data}
        getRowId={(row) => row.id}
        pageSize={pageSize}
        selectable
        selectedIds={ids}
        onSelectionChange={(next) => {
          setIds(next);
          onChange?.(next);
        }}
      />
    </>
  );
}

describe('DataTable', () => {
  it('shows 10 rows per page by default', () => {
    renderWithUi(<DataTable columns={columns} data={projects(25)} getRowId={(row) => row.id} />);
    expect(bodyRows()).toHaveLength(10);
    expect(column(0)[0]).toBe('P01');
    expect(pageButtons()).toEqual(['1', '2', '3']);
  });

  it('sorts on header click, toggling the order and the arrow', async () => {
    const user = userEvent.setup();
    renderWithUi(<DataTable columns={columns} data={projects(6)} getRowId={(row) => row.id} />);
    const header = screen.getByRole('columnheader', { name: /Nome/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.queryByTestId('sort-arrow')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Nome/ }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(within(header).getByTestId('sort-arrow')).toHaveTextContent('▲');
    expect(column(1)).toEqual(['alfa', 'Beta', 'Delta', 'gama', 'Órion', 'São Paulo']);

    await user.click(screen.getByRole('button', { name: /Nome/ }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(within(header).getByTestId('sort-arrow')).toHaveTextContent('▼');
    expect(column(1)).toEqual(['São Paulo', 'Órion', 'gama', 'Delta', 'Beta', 'alfa']);
  });

  it('sorts numbers numerically, honours initialSort and firstSortDirection', async () => {
    const user = userEvent.setup();
    const data = [
      { id: 1, key: 'A', nome: 'a', horas: 9 },
      { id: 2, key: 'B', nome: 'b', horas: 100 },
      { id: 3, key: 'C', nome: 'c', horas: 20 },
    ];
    renderWithUi(
      <DataTable
        columns={columns}
        data={data}
        getRowId={(row) => row.id}
        initialSort={{ key: 'horas', direction: 'asc' }}
        firstSortDirection="desc"
      />,
    );
    expect(column(2)).toEqual(['9', '20', '100']);
    await user.click(screen.getByRole('button', { name: /Key/ }));
    expect(column(0)).toEqual(['C', 'B', 'A']);
  });

  it('filters rows per column, ignoring case and accents, and resets to page 1', async () => {
    const user = userEvent.setup();
    renderWithUi(<DataTable columns={columns} data={projects(30)} getRowId={(row) => row.id} pageSize={5} />);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(column(0)[0]).toBe('P11');

    await user.type(screen.getByRole('textbox', { name: 'Filtrar Nome' }), 'SAO');
    expect(column(1)).toEqual(['São Paulo', 'São Paulo 16', 'São Paulo 28']);
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Filtrar Nome' }));
    await user.type(screen.getByRole('textbox', { name: 'Filtrar Nome' }), 'epsilon');
    expect(column(1)).toEqual(['épsilon', 'épsilon 19']);
    expect(screen.queryByRole('textbox', { name: 'Filtrar Horas' })).not.toBeInTheDocument();
  });

  it('paginates with numbers, previous/next and 1 neighbour on each side', async () => {
    const user = userEvent.setup();
    renderWithUi(<DataTable columns={columns} data={projects(26)} getRowId={(row) => row.id} pageSize={2} />);
    expect(pageButtons()).toEqual(['1', '2', '…', '13']);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    expect(pageButtons()).toEqual(['1', '…', '4', '5', '6', '…', '13']);
    expect(column(0)).toEqual(['P09', 'P10']);

    await user.click(screen.getByRole('button', { name: 'Página 13' }));
    expect(pageButtons()).toEqual(['1', '…', '12', '13']);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(column(0)).toEqual(['P25', 'P26']);
  });

  it('select-all acts on the current view only and the selection survives pages and filters', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithUi(<Selectable data={projects(12)} onChange={onChange} />);
    const selectAll = () => screen.getByRole('checkbox', { name: 'Selecionar todos da página' });

    await user.click(selectAll());
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3, 4, 5]);
    expect(screen.getByTestId('selected')).toHaveTextContent('1,2,3,4,5');
    expect(selectAll()).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(selectAll()).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar linha 7' }));
    expect(screen.getByTestId('selected')).toHaveTextContent('1,2,3,4,5,7');

    await user.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(screen.getByRole('checkbox', { name: 'Selecionar linha 3' })).toBeChecked();
    expect(selectAll()).toBeChecked();

    // filtered view: only the rows that pass the filter on the current page
    await user.type(screen.getByRole('textbox', { name: 'Filtrar Nome' }), 'eta');
    expect(column(2).length).toBe(4); // Beta, Zeta, eta, Teta
    expect(selectAll()).not.toBeChecked();
    await user.click(selectAll());
    expect(screen.getByTestId('selected')).toHaveTextContent('1,2,3,4,5,7,8,9,10');

    // unselect the current view only
    await user.click(selectAll());
    expect(screen.getByTestId('selected')).toHaveTextContent('1,2,4,5');
    await user.clear(screen.getByRole('textbox', { name: 'Filtrar Nome' }));
    expect(screen.getByRole('checkbox', { name: 'Selecionar linha 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Selecionar linha 3' })).not.toBeChecked();
  });

  it('calls onRowClick but not when the checkbox is clicked', async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    renderWithUi(
      <DataTable columns={columns} data={projects(3)} getRowId={(row) => row.id} onRowClick={onRowClick} selectable />,
    );
    await user.click(screen.getByText('Beta'));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ key: 'P03' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar linha 1' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'Selecionar linha 1' })).toBeChecked();
  });

  it('shows the empty message', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithUi(<DataTable columns={columns} data={[]} getRowId={(row) => row.id} />);
    expect(screen.getByText('Nenhum item para mostrar')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    unmount();

    renderWithUi(
      <DataTable
        columns={columns}
        data={projects(3)}
        getRowId={(row) => row.id}
        emptyMessage="Nenhum projeto encontrado para esse cliente."
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Filtrar Key' }), 'zzz');
    expect(screen.getByText('Nenhum projeto encontrado para esse cliente.')).toBeInTheDocument();
  });

  it('does not loop when the parent stores the reported rows with inline columns', async () => {
    const onReport = jest.fn();
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <>
          <p data-testid="count">{count}</p>
          <DataTable
            columns={[...columns]}
            data={projects(3)}
            getRowId={(row) => row.id}
            onVisibleRowsChange={(rows) => {
              onReport(rows);
              setCount(rows.length);
            }}
          />
        </>
      );
    }
    renderWithUi(<Parent />);
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(onReport.mock.calls.length).toBeLessThan(5);
  });

  it('reports the filtered, sorted rows of every page', async () => {
    const user = userEvent.setup();
    const onVisibleRowsChange = jest.fn();
    renderWithUi(
      <DataTable columns={columns} data={projects(24)} getRowId={(row) => row.id} onVisibleRowsChange={onVisibleRowsChange} />,
    );
    expect(onVisibleRowsChange).toHaveBeenLastCalledWith(expect.arrayContaining([expect.objectContaining({ id: 24 })]));
    await user.type(screen.getByRole('textbox', { name: 'Filtrar Nome' }), 'alfa');
    const last = onVisibleRowsChange.mock.calls.at(-1)[0] as Project[];
    expect(last.map((row) => row.id)).toEqual([2, 14]);
  });
});
