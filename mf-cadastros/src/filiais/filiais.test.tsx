import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { toaster } from '@financeiro/ui';
import { renderWithUi } from '@financeiro/ui/testing';
import App from '../App';

const rows = [
  { cod: 2, cnpj: '11222333000262', label: 'Rio de Janeiro', ativo: true },
  { cod: 1, cnpj: '11222333000181', label: 'São Paulo (Matriz)', ativo: true },
  { cod: 10, cnpj: '12345678901', label: 'Escritório', ativo: false },
];

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /filial/list', () => ({ body: { result: rows } }));
  api.on('GET /filial/:cod', ({ path }) => ({ body: { result: rows.find((row) => `/filial/${row.cod}` === path) } }));
});
afterEach(async () => {
  // The toaster is a page-wide singleton (max 5 visible): start each test without old alerts.
  toaster.remove();
  await api.close();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/cadastros/*', element: <App /> }], { initialEntries: [path] });
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

const bodyCells = (table: HTMLElement, column: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[column]?.textContent)
    .filter(Boolean);

describe('filiais', () => {
  it('lists branches by code with the CNPJ formatted, filters by CNPJ and opens the detail', async () => {
    const router = renderAt('/cadastros/filial');
    const table = await screen.findByRole('table', { name: 'Lista de Filiais' });
    await within(table).findByText('Rio de Janeiro');
    expect(bodyCells(table, 0)).toEqual(['1', '2', '10']);
    expect(bodyCells(table, 1)).toEqual(['11.222.333/0001-81', '11.222.333/0002-62', '12345678901']);
    expect(bodyCells(table, 4)).toEqual(['Sim', 'Sim', 'Não']);
    expect(within(table).getByRole('columnheader', { name: /Identificação/ })).toBeInTheDocument();

    await userEvent.type(within(table).getByRole('textbox', { name: /CNPJ/ }), '0002-62');
    await waitFor(() => expect(bodyCells(table, 0)).toEqual(['2']));

    await userEvent.click(within(table).getByText('Rio de Janeiro'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/filial/2'));
    expect(await screen.findByRole('heading', { name: 'Filial 2' })).toBeInTheDocument();
  });

  it('is read-only until Editar, drops the CNPJ mask as typed, saves and returns to the list', async () => {
    api.on('PUT /filial/update/:cod', () => ({ body: { result: { affectedRows: 1 } } }));
    const router = renderAt('/cadastros/filial/1');
    const cnpj = await screen.findByLabelText(/CNPJ/);
    expect(cnpj).toHaveAttribute('readonly');
    expect(screen.getByText('11.222.333/0001-81')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(cnpj).not.toHaveAttribute('readonly');
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '11.222.333/0004-24');
    expect(cnpj).toHaveValue('11222333000424');
    await userEvent.clear(screen.getByLabelText(/Identificação/));
    await userEvent.type(screen.getByLabelText(/Identificação/), 'Belo Horizonte');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados da filial atualizados!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/filial'));
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/filial/update/1');
    expect(put?.body).toEqual({ label: 'Belo Horizonte', cnpj: '11222333000424', uf: null, ativo: true });
  });

  it('asks before leaving an edited branch and stays when refused', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const router = renderAt('/cadastros/filial/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const label = screen.getByLabelText(/Identificação/);
    await userEvent.type(label, ' RJ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(confirm).toHaveBeenLastCalledWith('Foram feitas alterações! Deseja realmente sair e perdê-las?');
    expect(label).toHaveValue('Rio de Janeiro RJ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Identificação/)).toHaveValue('Rio de Janeiro');
    expect(router.state.location.pathname).toBe('/cadastros/filial/2');
    confirm.mockRestore();
  });

  it('validates a new branch with the schema messages, then creates it', async () => {
    api.on('POST /filial/create', () => ({ body: { result: { insertId: 11 } } }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderAt('/cadastros/filial/new');
    expect(await screen.findByRole('heading', { name: 'Nova Filial' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/CNPJ/), '11222333000182');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erros no formulário!')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('CNPJ inválido.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    // Leaving a new record with data asks with the 'new' text.
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(confirm).toHaveBeenLastCalledWith('Foram adicionados dados! Deseja realmente sair e perdê-los?');
    expect(router.state.location.pathname).toBe('/cadastros/filial/new');
    confirm.mockRestore();

    const cnpj = screen.getByLabelText(/CNPJ/);
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '11222333000424');
    await userEvent.type(screen.getByLabelText(/Identificação/), 'Belo Horizonte');
    const uf = screen.getByRole('combobox', { name: 'UF' });
    expect(within(uf).getAllByRole('option')).toHaveLength(28);
    await userEvent.selectOptions(uf, 'MG — Minas Gerais');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Criado nova filial código: 11')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/filial'));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ label: 'Belo Horizonte', cnpj: '11222333000424', uf: 'MG', ativo: true });
  });

  it('shows the server field error on the CNPJ', async () => {
    api.on('POST /filial/create', () => ({ status: 400, body: { errors: [{ field: 'cnpj', errorMessage: 'CNPJ já cadastrado em outra filial ativa.' }] } }));
    renderAt('/cadastros/filial/new');
    await userEvent.type(await screen.findByLabelText(/Identificação/), 'Cópia');
    await userEvent.type(screen.getByLabelText(/CNPJ/), '11222333000181');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText('CNPJ já cadastrado em outra filial ativa.')).length).toBeGreaterThanOrEqual(1);
  });
});
