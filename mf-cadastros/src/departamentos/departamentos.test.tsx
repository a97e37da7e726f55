import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { renderWithUi } from '@financeiro/ui/testing';
import App from '../App';

const rows = [
  { cod: 5, sigla: 'DEL', nome: 'Delivery', descricao: 'Entrega de projetos', ativo: true },
  { cod: 1, sigla: 'ADM', nome: 'Administrativo', descricao: null, ativo: true },
  { cod: 16, sigla: 'ENG', nome: 'ENGESOL', descricao: null, ativo: false },
];

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /departamento/list', () => ({ body: { result: rows } }));
  api.on('GET /departamento/:cod', ({ path }) => ({ body: { result: rows.find((row) => `/departamento/${row.cod}` === path) } }));
});
afterEach(() => api.close());

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/cadastros/*', element: <App /> }], { initialEntries: [path] });
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

describe('departamentos', () => {
  it('lists departments sorted by code and opens the detail on row click', async () => {
    const router = renderAt('/cadastros/departamentos');
    const table = await screen.findByRole('table', { name: 'Lista de Departamentos' });
    await within(table).findByText('Delivery');
    const codes = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).queryAllByRole('cell')[0]?.textContent)
      .filter(Boolean);
    expect(codes).toEqual(['1', '5', '16']);
    await userEvent.click(within(table).getByText('Delivery'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/departamentos/5'));
    expect(await screen.findByRole('heading', { name: 'Departamento 5' })).toBeInTheDocument();
  });

  it('is read-only until Editar, then saves the change and returns to the list', async () => {
    api.on('PUT /departamento/update/:cod', () => ({ body: { result: { affectedRows: 1 } } }));
    const router = renderAt('/cadastros/departamentos/5');
    const nome = await screen.findByLabelText(/Nome/);
    expect(nome).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Ativo/)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(nome).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Ativo/)).toBeEnabled();
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Delivery Brasil');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados do departamento atualizados com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/departamentos'));
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/departamento/update/5');
    expect(put?.body).toEqual({ sigla: 'DEL', nome: 'Delivery Brasil', descricao: 'Entrega de projetos', ativo: true });
  });

  it('asks before discarding changes on Cancelar and keeps editing when refused', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt('/cadastros/departamentos/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const sigla = screen.getByLabelText(/Sigla/);
    await userEvent.type(sigla, 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(confirm).toHaveBeenLastCalledWith('Foram feitas alterações! Deseja realmente sair e perdê-las?');
    expect(sigla).toHaveValue('ADMX');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Sigla/)).toHaveValue('ADM');
    confirm.mockRestore();
  });

  it('validates a new department with the schema messages before calling the server', async () => {
    api.on('POST /departamento/create', () => ({ body: { result: { insertId: 17 } } }));
    const router = renderAt('/cadastros/departamentos/new');
    expect(await screen.findByRole('heading', { name: 'Novo Departamento' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erros no formulário!')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obrigatório.').length).toBeGreaterThanOrEqual(2);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/Sigla/), 'QA');
    await userEvent.type(screen.getByLabelText(/Nome/), 'Qualidade');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Criado novo departamento código: 17')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/departamentos'));
  });

  it('shows the server field errors on the form', async () => {
    api.on('POST /departamento/create', () => ({ status: 400, body: { errors: [{ field: 'nome', errorMessage: 'Nome já cadastrado.' }] } }));
    renderAt('/cadastros/departamentos/new');
    await userEvent.type(await screen.findByLabelText(/Sigla/), 'QA');
    await userEvent.type(screen.getByLabelText(/Nome/), 'Qualidade');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText('Nome já cadastrado.')).length).toBeGreaterThanOrEqual(1);
  });
});
