import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { serverError, startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { toaster } from '@financeiro/ui';
import { renderWithUi } from '@financeiro/ui/testing';
import App from '../App';

const rows = [
  { cod: 3, cbo: '212405', nome: 'Desenvolvedor Sênior', descricao: 'Analista de desenvolvimento de sistemas.', ativo: 1 },
  { cod: 1, cbo: '317110', nome: 'Desenvolvedor Júnior', descricao: null, ativo: 1 },
  { cod: 20, cbo: '252105', nome: 'Função simulada', descricao: null, ativo: 2 },
  { cod: 15, cbo: '212405', nome: 'Analista antigo', descricao: null, ativo: 0 },
];

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /funcao/list', () => ({ body: { result: rows } }));
  api.on('GET /funcao/:cod', ({ path }) => ({ body: { result: rows.find((row) => `/funcao/${row.cod}` === path) } }));
  api.on('PUT /funcao/update/:cod', () => ({ body: { result: { affectedRows: 1 } } }));
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

describe('funções', () => {
  it('lists functions by code with Sim/Não/Simulação, sorts by a header and opens the detail', async () => {
    const router = renderAt('/cadastros/funcoes');
    const table = await screen.findByRole('table', { name: 'Lista de Funções' });
    await within(table).findByText('Desenvolvedor Júnior');
    expect(bodyCells(table, 0)).toEqual(['1', '3', '15', '20']);
    expect(bodyCells(table, 3)).toEqual(['Sim', 'Sim', 'Não', 'Simulação']);
    await userEvent.click(within(table).getByRole('button', { name: /Nome/ }));
    await waitFor(() => expect(bodyCells(table, 2)[0]).toBe('Analista antigo'));
    await userEvent.click(within(table).getByText('Desenvolvedor Sênior'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/funcoes/3'));
    expect(await screen.findByRole('heading', { name: 'Função 3' })).toBeInTheDocument();
  });

  it('shows a failed load with Tentar novamente instead of a spinner, and the retry brings the record', async () => {
    let falhar = true;
    api.on('GET /funcao/:cod', () => (falhar ? serverError() : { body: { result: rows[1] } }));
    renderAt('/cadastros/funcoes/1');
    expect(await screen.findByText('Falha simulada.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText(/Nome/)).toHaveValue('Desenvolvedor Júnior');
    expect(screen.queryByText('Falha simulada.')).not.toBeInTheDocument();
  });

  it('shows a failed list with Tentar novamente in the table\'s place', async () => {
    let falhar = true;
    api.on('GET /funcao/list', () => (falhar ? serverError() : { body: { result: rows } }));
    renderAt('/cadastros/funcoes');
    expect(await screen.findByText('Falha simulada.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    const table = await screen.findByRole('table', { name: 'Lista de Funções' });
    expect(await within(table).findByText('Desenvolvedor Júnior')).toBeInTheDocument();
  });

  it('is read-only until Editar, saves ativo as 0/1 and returns to the list', async () => {
    const router = renderAt('/cadastros/funcoes/1');
    const nome = await screen.findByLabelText(/Nome/);
    expect(nome).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Ativo/)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Programador Júnior');
    await userEvent.selectOptions(screen.getByLabelText(/Ativo/), 'Não');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados da função atualizados!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/funcoes'));
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/funcao/update/1');
    expect(put?.body).toEqual({ cbo: '317110', nome: 'Programador Júnior', descricao: null, ativo: 0 });
  });

  it('shows a simulator function as Simulação, read-only even in edit mode, and keeps ativo 2', async () => {
    renderAt('/cadastros/funcoes/20');
    const ativo = await screen.findByLabelText(/Ativo/);
    expect(ativo).toHaveValue('Simulação');
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText(/Ativo/)).toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText(/Descrição/), 'Criada no simulador');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ ativo: 2, descricao: 'Criada no simulador' }));
  });

  it('asks before leaving with unsaved changes through a link-like navigation', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const router = renderAt('/cadastros/funcoes/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    await userEvent.type(screen.getByLabelText(/CBO/), '9');
    await act(() => router.navigate('/cadastros/departamentos'));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenLastCalledWith('Foram feitas alterações! Deseja realmente sair e perdê-las?');
    expect(router.state.location.pathname).toBe('/cadastros/funcoes/3');
    expect(screen.getByLabelText(/CBO/)).toHaveValue('2124059');
    await act(() => router.navigate('/cadastros/departamentos'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/departamentos'));
    expect(confirm).toHaveBeenCalledTimes(2);
    confirm.mockRestore();
  });

  it('validates a new function (CBO digits only) before creating it', async () => {
    api.on('POST /funcao/create', () => ({ body: { result: { insertId: 21 } } }));
    const router = renderAt('/cadastros/funcoes/new');
    expect(await screen.findByRole('heading', { name: 'Nova Função' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/CBO/), '2124-05');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erros no formulário!')).toBeInTheDocument();
    expect(screen.getByText('Deve conter apenas números')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByLabelText(/CBO/));
    await userEvent.type(screen.getByLabelText(/CBO/), '212405');
    await userEvent.type(screen.getByLabelText(/Nome/), 'Desenvolvedor Mobile');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Criado nova função código: 21')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/funcoes'));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      cbo: '212405',
      nome: 'Desenvolvedor Mobile',
      descricao: null,
      ativo: 1,
    });
  });
});
