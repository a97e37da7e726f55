import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { toaster } from '@financeiro/ui';
import { findDialog, renderWithUi } from '@financeiro/ui/testing';
import App from '../App';

const clt = {
  provisiona_decimo_terceiro: true,
  provisiona_ferias: true,
  provisiona_terco_ferias: true,
  provisiona_rescisao: true,
  provisiona_fgts: true,
  recesso_remunerado: false,
};
const none = { ...clt, provisiona_decimo_terceiro: false, provisiona_ferias: false, provisiona_terco_ferias: false, provisiona_rescisao: false, provisiona_fgts: false };
const rows = [
  { cod: 3, sigla: 'EST', nome: 'Estagiário', descricao: null, ativo: true, ...none, recesso_remunerado: true },
  { cod: 1, sigla: 'CLT', nome: 'CLT', descricao: 'Consolidação das Leis do Trabalho.', ativo: true, ...clt },
  { cod: 2, sigla: 'PJ', nome: 'Pessoa Jurídica', descricao: null, ativo: false, ...none },
];
const taxes = [
  { cod: 1, sigla: 'INSS', nome: 'INSS do empregado', ativo: true },
  { cod: 2, sigla: 'IRRF', nome: 'Imposto de renda retido na fonte', ativo: true },
  { cod: 3, sigla: 'FGTS', nome: 'Fundo de Garantia', ativo: true },
];
let links: Array<{ id: number; regime_cod: number; imposto_cod: number; sigla: string; nome: string; ativo: boolean }>;

let api: FakeApi;
beforeEach(async () => {
  links = [
    { id: 11, regime_cod: 1, imposto_cod: 1, sigla: 'INSS', nome: 'INSS do empregado', ativo: true },
    { id: 12, regime_cod: 1, imposto_cod: 2, sigla: 'IRRF', nome: 'Imposto de renda retido na fonte', ativo: false },
  ];
  api = await startFakeApi();
  api.on('GET /regime/list', () => ({ body: { result: rows } }));
  api.on('GET /regime/:cod', ({ path }) => ({ body: { result: rows.find((row) => `/regime/${row.cod}` === path) } }));
  api.on('GET /regime/imposto/:cod', ({ path }) => ({ body: { result: links.filter((link) => `/regime/imposto/${link.regime_cod}` === path) } }));
  api.on('GET /imposto/list', () => ({ body: { result: taxes } }));
  api.on('PUT /regime/update/:cod', () => ({ body: { result: { affectedRows: 1 } } }));
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

describe('regimes de contrato', () => {
  it('lists regimes by code and opens the detail with provisions and linked taxes', async () => {
    const router = renderAt('/cadastros/regime-contrato');
    const table = await screen.findByRole('table', { name: 'Lista de Regimes de Contrato' });
    await within(table).findByText('Pessoa Jurídica');
    expect(bodyCells(table, 0)).toEqual(['1', '2', '3']);
    expect(bodyCells(table, 1)).toEqual(['CLT', 'PJ', 'EST']);
    expect(bodyCells(table, 3)).toEqual(['Sim', 'Não', 'Sim']);
    await userEvent.click(within(table).getAllByText('CLT')[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/regime-contrato/1'));
    expect(await screen.findByRole('heading', { name: 'Regime 1' })).toBeInTheDocument();
    expect(screen.getByLabelText(/13º salário/)).toHaveValue('true');
    expect(screen.getByLabelText(/Recesso remunerado \(estágio\)/)).toHaveValue('false');
    const impostos = await screen.findByRole('table', { name: 'Impostos do regime' });
    await within(impostos).findByText('INSS');
    expect(bodyCells(impostos, 3)).toEqual(['Sim', 'Não']);
  });

  it('is read-only until Editar, applies a provision preset, saves and returns to the list', async () => {
    const router = renderAt('/cadastros/regime-contrato/1');
    const nome = await screen.findByLabelText(/Nome/);
    expect(nome).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/FGTS sobre provisões/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Adic.Imposto' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Padrão Estágio' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText(/FGTS sobre provisões/)).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Padrão Estágio' }));
    expect(screen.getByLabelText(/13º salário/)).toHaveValue('false');
    await userEvent.selectOptions(screen.getByLabelText(/^Férias/), 'Sim');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados do regime atualizados!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/regime-contrato'));
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/regime/update/1');
    expect(put?.body).toEqual({
      sigla: 'CLT',
      nome: 'CLT',
      descricao: 'Consolidação das Leis do Trabalho.',
      ativo: true,
      ...none,
      provisiona_ferias: true,
      recesso_remunerado: true,
    });
  });

  it('links an active tax (Adic.Imposto) only in edit mode and reloads the list', async () => {
    api.on('POST /regime/imposto/:cod', ({ path, body }) => {
      const cod = Number(path.split('/').pop());
      const tax = taxes.find((row) => row.cod === cod)!;
      links.push({ id: 13, regime_cod: (body as { regime_cod: number }).regime_cod, imposto_cod: cod, sigla: tax.sigla, nome: tax.nome, ativo: true });
      return { body: { result: { insertId: 13 } } };
    });
    renderAt('/cadastros/regime-contrato/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adic.Imposto' }));
    const dialog = await findDialog('Vincular imposto');
    const select = within(dialog).getByLabelText(/Imposto/);
    // INSS is already linked and active; IRRF (inactive link) can be linked again.
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Selecione',
      'IRRF - Imposto de renda retido na fonte',
      'FGTS - Fundo de Garantia',
    ]));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Campo obrigatório.')).toBeInTheDocument();
    await userEvent.selectOptions(select, 'FGTS - Fundo de Garantia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados do regime para o imposto atualizados!')).toBeInTheDocument();
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/regime/imposto/3');
    expect(post?.body).toEqual({ regime_cod: 1 });
    const impostos = screen.getByRole('table', { name: 'Impostos do regime' });
    expect(await within(impostos).findByText('FGTS')).toBeInTheDocument();
  });

  it('switches a link off and shows the server message when nothing was saved', async () => {
    let answer: 'ok' | 'fail' = 'ok';
    api.on('PUT /regime/imposto/:cod', () =>
      answer === 'ok'
        ? { body: { result: { affectedRows: 1 } } }
        : { status: 400, body: { errors: [{ errorMessage: 'Dados de regime-imposto não inseridos/atualizados.' }] } },
    );
    renderAt('/cadastros/regime-contrato/1');
    const impostos = await screen.findByRole('table', { name: 'Impostos do regime' });

    // Read-only before Editar.
    await userEvent.click(await within(impostos).findByText('INSS'));
    let dialog = await findDialog('Imposto do regime');
    expect(within(dialog).getByLabelText(/Ativo/)).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.click(within(impostos).getByText('INSS'));
    dialog = await findDialog('Editar vínculo do imposto');
    expect(within(dialog).getByLabelText(/Imposto/)).toHaveValue('INSS - INSS do empregado');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Ativo/), 'Não');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ regime_cod: 1, ativo: false }));
    expect(api.requests.find((request) => request.method === 'PUT')?.path).toBe('/regime/imposto/1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answer = 'fail';
    await userEvent.click(within(impostos).getByText('IRRF'));
    dialog = await findDialog('Editar vínculo do imposto');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Ativo/), 'Sim');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados de regime-imposto não inseridos/atualizados.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar vínculo do imposto' })).toBeInTheDocument();
  });

  it('creates a regime with the CLT provisions by default and guards leaving with added data', async () => {
    api.on('POST /regime/create', () => ({ body: { result: { insertId: 4 } } }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderAt('/cadastros/regime-contrato/new');
    expect(await screen.findByRole('heading', { name: 'Novo Regime de Contrato' })).toBeInTheDocument();
    expect(screen.getByText('Salve o regime para vincular os impostos.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Sigla/), 'TEMP');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(confirm).toHaveBeenLastCalledWith('Foram adicionados dados! Deseja realmente sair e perdê-los?');
    expect(router.state.location.pathname).toBe('/cadastros/regime-contrato/new');
    confirm.mockRestore();

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erros no formulário!')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Nome/), 'Temporário');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Criado novo regime código: 4')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/regime-contrato'));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      sigla: 'TEMP',
      nome: 'Temporário',
      descricao: null,
      ativo: true,
      ...clt,
    });
  });
});
