import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { http } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { toaster } from '@financeiro/ui';
import { findDialog, renderWithUi } from '@financeiro/ui/testing';
import App from '../App';

const beneficios = [
  { cod: 3, sigla: 'PS', nome: 'Plano de Saúde', descricao: null, ativo: true },
  { cod: 1, sigla: 'VR', nome: 'Vale Refeição', descricao: 'Cartão refeição', ativo: true },
  { cod: 7, sigla: 'VC', nome: 'Vale Cultura', descricao: null, ativo: false },
];

const filiais = [
  { cod: 1, cnpj: '11222333000181', label: 'São Paulo (Matriz)', ativo: true },
  { cod: 2, cnpj: '11222333000262', label: 'Rio de Janeiro', ativo: true },
  { cod: 3, cnpj: '11222333000343', label: 'Florianópolis', ativo: true },
];

const valorSp = {
  id: 11,
  benefCod: 1,
  filialCod: 1,
  filialLabel: 'São Paulo (Matriz)',
  valor: 45.5,
  periodoValor: 'dia',
  valorDesc: 0,
  aliquotaBenef: 0,
  baseAliqBenef: null,
  aliquotaDesc: 0.2,
  baseAliqDesc: 'beneficio',
  valorFilial: 0,
  aliquotaFilial: 0.8,
  baseAliqFilial: 'beneficio',
};

let api: FakeApi;
let valores: Array<typeof valorSp>;

// Requests still in flight when a test ends (the list reloading after a save, the branches of the
// value form) would hit the closed fake API: afterEach waits for them.
let inFlight = 0;
const settle = <T,>(value: T) => {
  inFlight -= 1;
  return value;
};
const interceptors = {
  request: http.interceptors.request.use((config) => {
    inFlight += 1;
    return config;
  }),
  response: http.interceptors.response.use(settle, (error) => Promise.reject(settle(error))),
};
afterAll(() => {
  http.interceptors.request.eject(interceptors.request);
  http.interceptors.response.eject(interceptors.response);
});

beforeEach(async () => {
  valores = [valorSp];
  api = await startFakeApi();
  api.on('GET /beneficio/list', () => ({ body: { result: beneficios } }));
  api.on('GET /beneficio/:cod', ({ path }) => {
    const row = beneficios.find((item) => `/beneficio/${item.cod}` === path);
    return row ? { body: { result: { ...row, valores: valores.filter((valor) => valor.benefCod === row.cod) } } } : { status: 404 };
  });
  api.on('GET /beneficio/filial/:cod', () => ({ body: { result: valores } }));
  api.on('GET /filial/list', () => ({ body: { result: filiais } }));
});
afterEach(async () => {
  await waitFor(() => expect(inFlight).toBe(0));
  // The toaster is a page-wide singleton (at most 5 visible): start each test without toasts.
  act(() => toaster.remove());
  await api.close();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/cadastros/*', element: <App /> }], { initialEntries: [path] });
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

const cellTexts = (table: HTMLElement, column: number) =>
  within(table)
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell')[column]?.textContent)
    .filter((text): text is string => Boolean(text));

describe('benefícios', () => {
  it('lists the benefits by code with Benefício Ativo as Sim/Não and opens the detail on row click', async () => {
    const router = renderAt('/cadastros/beneficios');
    expect(await screen.findByRole('heading', { name: 'Lista de Benefícios' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Lista de Benefícios' });
    await within(table).findByText('Vale Refeição');
    expect(within(table).getByRole('columnheader', { name: /Benefício Ativo/ })).toBeInTheDocument();
    expect(cellTexts(table, 0)).toEqual(['1', '3', '7']);
    expect(cellTexts(table, 3)).toEqual(['Sim', 'Sim', 'Não']);
    expect(screen.getByRole('button', { name: 'Novo' })).toBeInTheDocument();

    await userEvent.click(within(table).getByText('Vale Refeição'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/beneficios/1'));
    expect(await screen.findByRole('heading', { name: 'Benefício 1' })).toBeInTheDocument();
  });

  it('shows the values per branch read-only in view mode: Adic.Filial disabled, the row opens without Salvar', async () => {
    renderAt('/cadastros/beneficios/1');
    expect(await screen.findByLabelText(/Nome/)).toHaveAttribute('readonly');
    const section = screen.getByRole('region', { name: 'Valor por Filial' });
    expect(within(section).getByRole('button', { name: 'Adic.Filial' })).toBeDisabled();
    expect(within(section).getByText('São Paulo (Matriz)')).toBeInTheDocument();
    expect(within(section).getByText(/R\$\s45,50 \/ dia/)).toBeInTheDocument();

    await userEvent.click(within(section).getByText('São Paulo (Matriz)'));
    const dialog = await findDialog('Valor da filial São Paulo (Matriz)');
    expect(within(dialog).getByLabelText(/Valor do benefício/)).toHaveValue('45,50');
    expect(within(dialog).getByLabelText(/Valor do benefício/)).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/Alíquota de desconto/)).toHaveValue('20,00');
    expect(within(dialog).getByLabelText(/Alíquota da empresa/)).toHaveValue('80,00');
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Editar -> Adic.Filial -> validates, saves the new value in the modal and reloads the list', async () => {
    api.on('POST /valor-beneficio/create', ({ body }) => {
      valores = [...valores, { ...(body as typeof valorSp), id: 12, filialLabel: 'Rio de Janeiro' }];
      return { body: { result: { insertId: 12 } } };
    });
    renderAt('/cadastros/beneficios/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const section = screen.getByRole('region', { name: 'Valor por Filial' });
    const add = within(section).getByRole('button', { name: 'Adic.Filial' });
    expect(add).toBeEnabled();
    await userEvent.click(add);

    const dialog = await findDialog('Novo valor por filial');
    // Only active branches are offered, and not the one that already has a value.
    expect(api.requests.find((request) => request.path === '/filial/list')?.query.get('ativo')).toBe('true');
    const filial = within(dialog).getByLabelText(/Filial/);
    expect(within(filial).queryByRole('option', { name: 'São Paulo (Matriz)' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erros no formulário!')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe a base de desconto da empresa')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Umas das opções deve ser informada.').length).toBe(1);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.selectOptions(filial, 'Rio de Janeiro');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Período/), 'Mês');
    await userEvent.type(within(dialog).getByLabelText(/Valor do benefício/), '1234,56');
    await userEvent.type(within(dialog).getByLabelText(/Alíquota do benefício/), '10');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Base da alíquota da empresa/), 'Salário');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Base da alíquota deve ser informada')).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText(/Base da alíquota do benefício/), 'Salário');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Valores do benefício criados/atualizados!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/valor-beneficio/create');
    expect(post?.body).toEqual({
      benefCod: 1,
      filialCod: 2,
      valor: 1234.56,
      periodoValor: 'mes',
      valorDesc: 0,
      aliquotaBenef: 0.1,
      baseAliqBenef: 'salario',
      aliquotaDesc: 0,
      baseAliqDesc: null,
      valorFilial: 0,
      aliquotaFilial: 0,
      baseAliqFilial: 'salario',
    });
    expect(await within(section).findByText('Rio de Janeiro')).toBeInTheDocument();
    expect(within(section).getByText(/R\$\s1\.234,56 \/ mês/)).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'GET' && request.path === '/beneficio/filial/1')).toBe(true);
    // The benefit itself is still being edited.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });

  it('updates an existing value with PUT and shows a server field error on the field', async () => {
    let attempt = 0;
    api.on('PUT /valor-beneficio/update/:id', () =>
      ++attempt === 1
        ? { status: 400, body: { errors: [{ field: 'filialCod', errorMessage: 'Já existe valor deste benefício para a filial São Paulo (Matriz).' }] } }
        : { body: { result: { affectedRows: 1 } } },
    );
    renderAt('/cadastros/beneficios/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const section = screen.getByRole('region', { name: 'Valor por Filial' });
    await userEvent.click(within(section).getByText('São Paulo (Matriz)'));
    const dialog = await findDialog('Editar valor da filial São Paulo (Matriz)');
    const valor = within(dialog).getByLabelText(/Valor do benefício/);
    await userEvent.clear(valor);
    await userEvent.type(valor, '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Já existe valor deste benefício para a filial São Paulo (Matriz).')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Valores do benefício criados/atualizados!')).toBeInTheDocument();
    const puts = api.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.path)).toEqual(['/valor-beneficio/update/11', '/valor-beneficio/update/11']);
    expect(puts[1].body).toMatchObject({ benefCod: 1, filialCod: 1, valor: 50, periodoValor: 'dia', aliquotaDesc: 0.2, baseAliqFilial: 'beneficio' });
  });

  it('saves the benefit with Dados do benefício atualizados! and returns to the list', async () => {
    api.on('PUT /beneficio/update/:cod', () => ({ body: { result: { affectedRows: 1 } } }));
    const router = renderAt('/cadastros/beneficios/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const nome = screen.getByLabelText(/Nome/);
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Vale Refeição Flex');
    await userEvent.selectOptions(screen.getByLabelText(/Benefício Ativo/), 'Não');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados do benefício atualizados!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/beneficios'));
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/beneficio/update/1');
    expect(put?.body).toEqual({ sigla: 'VR', nome: 'Vale Refeição Flex', descricao: 'Cartão refeição', ativo: false });
  });

  it('creates a new benefit (Novo Benefício) after validating it, without the values table', async () => {
    api.on('POST /beneficio/create', () => ({ body: { result: { insertId: 8 } } }));
    const router = renderAt('/cadastros/beneficios/new');
    expect(await screen.findByRole('heading', { name: 'Novo Benefício' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Valor por Filial' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erros no formulário!')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/Sigla/), 'GYM');
    await userEvent.type(screen.getByLabelText(/Nome/), 'Auxílio Academia');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Criado novo benefício código: 8')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/beneficios'));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      sigla: 'GYM',
      nome: 'Auxílio Academia',
      descricao: null,
      ativo: true,
    });
  });

  it('asks before leaving a benefit with unsaved changes', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    renderAt('/cadastros/beneficios/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const sigla = screen.getByLabelText(/Sigla/);
    await userEvent.type(sigla, 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(confirm).toHaveBeenLastCalledWith('Foram feitas alterações! Deseja realmente sair e perdê-las?');
    expect(sigla).toHaveValue('PSX');
    confirm.mockRestore();
  });
});
