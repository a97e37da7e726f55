import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { findDialog, renderWithUi } from '@financeiro/ui/testing';
import App from '../App';

const base = {
  dependentes: 0,
  endereco: null,
  cidade: null,
  filial: 1,
  regime: 1,
  admissao: '2022-03-01',
  demissao: null,
  classificacao: 'Desenvolvimento',
  carga_horaria: 8,
  observacao: null,
  ativo: true,
  filial_nome: 'São Paulo (Matriz)',
  regime_nome: 'CLT',
};

const rows = [
  {
    ...base,
    mat: 7,
    nome: 'Ana',
    sobrenome: 'Souza',
    cpf: '52998224725',
    email: 'ana.souza@veecode.com.br',
    dependentes: 1,
    endereco: 'Rua das Flores, 10',
    cidade: 'São Paulo',
    departamento: 5,
    departamento_nome: 'Delivery',
    funcao: 2,
    funcao_nome: 'Desenvolvedor Pleno',
    salario: 8500,
    data_inicio: '2024-01-01',
  },
  {
    ...base,
    mat: 3,
    nome: 'Bruno',
    sobrenome: 'Lima',
    cpf: '11144477735',
    email: 'bruno.lima@veecode.com.br',
    departamento: 8,
    departamento_nome: 'Qualidade',
    funcao: 14,
    funcao_nome: 'Analista de Testes',
    salario: 6000,
    data_inicio: '2023-05-02',
  },
  {
    ...base,
    mat: 12,
    nome: 'Carla',
    sobrenome: 'Dias',
    cpf: '39053344705',
    email: 'carla.dias@veecode.com.br',
    departamento: 5,
    departamento_nome: 'Delivery',
    funcao: 14,
    funcao_nome: 'Analista de Testes',
    salario: 7000,
    data_inicio: '2024-02-01',
  },
];

const beneficioVr = {
  id: 31,
  rolMat: 7,
  benefCod: 1,
  filialCod: 1,
  sigla: 'VR',
  nome: 'Vale-refeição',
  valor: 45,
  periodoValor: 'dia',
  valorDesc: 0,
  aliquotaDesc: 0.01,
  baseAliqDesc: 'beneficio',
  valorBenefAdic: 0,
  aliqBenefAdic: 0,
  valorBenefSubtrai: 0,
  aliqBenefSubtrai: 0,
  valorDescAdic: 0,
  aliqDescAdic: 0,
  valorDescSubtrai: 0,
  aliqDescSubtrai: 0,
  ativo: true,
};

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /employee', ({ query }) => ({
    body: {
      result: rows.filter(
        (row) =>
          (!query.get('departamento') || String(row.departamento) === query.get('departamento')) &&
          (!query.get('funcao') || String(row.funcao) === query.get('funcao')),
      ),
    },
  }));
  api.on('GET /employee/:mat', ({ path }) => {
    const row = rows.find((item) => `/employee/${item.mat}` === path);
    return row ? { body: { result: row } } : { status: 404, body: { errors: [{ errorMessage: 'Recurso não encontrado.' }] } };
  });
  api.on('GET /departamento/list', () => ({
    body: {
      result: [
        { cod: 5, sigla: 'DLV', nome: 'Delivery', ativo: true },
        { cod: 8, sigla: 'QA', nome: 'Qualidade', ativo: true },
      ],
    },
  }));
  api.on('GET /funcao/list', () => ({
    body: {
      result: [
        { cod: 2, cbo: '212405', nome: 'Desenvolvedor Pleno', ativo: 1 },
        { cod: 14, cbo: '212405', nome: 'Analista de Testes', ativo: 1 },
      ],
    },
  }));
  api.on('GET /filial/list', () => ({ body: { result: [{ cod: 1, cnpj: '11222333000181', label: 'São Paulo (Matriz)', ativo: true }] } }));
  api.on('GET /regime/list', () => ({ body: { result: [{ cod: 1, sigla: 'CLT', nome: 'CLT', ativo: true }] } }));
  api.on('GET /colaborador/classificacoes', () => ({ body: { result: ['Alocação', 'Desenvolvimento', 'Sustentação'] } }));
  api.on('GET /beneficio/list', () => ({
    body: {
      result: [
        { cod: 1, sigla: 'VR', nome: 'Vale-refeição', ativo: true },
        { cod: 2, sigla: 'VA', nome: 'Vale-alimentação', ativo: true },
      ],
    },
  }));
  api.on('GET /beneficio/colab/:mat', () => ({ body: { result: [beneficioVr] } }));
});
afterEach(() => api.close());

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/cadastros/*', element: <App /> }], { initialEntries: [path] });
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent)
    .filter(Boolean);

/** The detail of Ana (7), with its selects and benefits loaded. */
async function openDetail() {
  const router = renderAt('/cadastros/colaboradores/7');
  expect(await screen.findByRole('heading', { name: /^Colaborador 7 - Ana Souza/ })).toBeInTheDocument();
  await detailSettled();
  return router;
}

/** Waits for the detail's own calls (selects, benefits) so no request is left open at the end. */
async function detailSettled() {
  await screen.findByRole('option', { name: 'CLT - CLT' });
  await within(await screen.findByRole('region', { name: 'Benefícios' })).findByText(/Vale-refei/);
}

/** Back on the list: waits for its rows and filter options. */
async function listSettled() {
  const table = await screen.findByRole('table', { name: 'Lista de Colaboradores' });
  await within(table).findByText('Ana');
  await screen.findByRole('option', { name: 'Qualidade' });
}

describe('colaboradores list', () => {
  it('lists by matrícula with the CPF formatted and filters by department on the server', async () => {
    const router = renderAt('/cadastros/colaboradores');
    const table = await screen.findByRole('table', { name: 'Lista de Colaboradores' });
    await within(table).findByText('Ana');
    expect(firstCells(table)).toEqual(['3', '7', '12']);
    expect(within(table).getByText('529.982.247-25')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Qualidade' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Departamento' }), '8');
    await waitFor(() => expect(within(table).queryByText('Ana')).not.toBeInTheDocument());
    expect(firstCells(table)).toEqual(['3']);
    expect(api.requests.some((request) => request.path === '/employee' && request.query.get('departamento') === '8')).toBe(true);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Departamento' }), '');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Função' }), '14');
    await waitFor(() => expect(firstCells(table)).toEqual(['3', '12']));

    await userEvent.click(within(table).getByText('Carla'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/colaboradores/12'));
    expect(await screen.findByRole('heading', { name: /^Colaborador 12 - Carla Dias/ })).toBeInTheDocument();
    await detailSettled();
  });

  it('filters a column by the CPF typed with or without punctuation', async () => {
    renderAt('/cadastros/colaboradores');
    const table = await screen.findByRole('table', { name: 'Lista de Colaboradores' });
    await within(table).findByText('Ana');
    const filters = within(table).getAllByRole('textbox');
    await userEvent.type(filters[1], '111.444');
    await waitFor(() => expect(firstCells(table)).toEqual(['3']));
    await userEvent.clear(filters[1]);
    await userEvent.type(filters[1], '39053');
    await waitFor(() => expect(firstCells(table)).toEqual(['12']));
    await screen.findByRole('option', { name: 'Qualidade' });
  });
});

describe('colaborador detail', () => {
  it('is read-only until Editar, then sends the changed salary and start date and returns to the list', async () => {
    api.on('PUT /employee/update/:mat', () => ({ body: { result: { affectedRows: 1 } } }));
    const router = await openDetail();
    const salario = screen.getByRole('textbox', { name: /Salário/ });
    expect(salario).toHaveAttribute('readonly');
    expect(salario).toHaveValue('8.500,00');
    expect(screen.getByText('Se vazio, 8h')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(salario).not.toHaveAttribute('readonly');
    await userEvent.clear(salario);
    await userEvent.type(salario, '9123,45');
    expect(salario).toHaveValue('9.123,45');
    const inicio = screen.getByRole('textbox', { name: /Data de início/ });
    await userEvent.clear(inicio);
    await userEvent.type(inicio, '01022025');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Dados do colaborador atualizados!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/colaboradores'));
    await listSettled();
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/employee/update/7');
    expect(put?.body).toEqual({
      nome: 'Ana',
      sobrenome: 'Souza',
      email: 'ana.souza@veecode.com.br',
      cpf: '52998224725',
      dependentes: 1,
      endereco: 'Rua das Flores, 10',
      cidade: 'São Paulo',
      uf: null,
      filial: 1,
      departamento: 5,
      regime: 1,
      funcao: 2,
      admissao: '2022-03-01',
      demissao: null,
      salario: 9123.45,
      carga_horaria: 8,
      classificacao: 'Desenvolvimento',
      data_inicio: '2025-02-01',
      observacao: null,
    });
  });

  it('Histórico shows the empty message, the rows, or the failure message', async () => {
    let reply: { status?: number; body: unknown } = { body: { result: [] } };
    api.on('GET /colaborador/:mat', () => reply);
    await openDetail();

    await userEvent.click(screen.getByRole('button', { name: 'Histórico' }));
    let dialog = await findDialog('Histórico do colaborador 7');
    expect(await within(dialog).findByText('Não há dados de histórico para este colaborador.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    reply = {
      body: {
        result: [
          {
            data_inicio: '2025-01-01',
            departamento: { cod: 5, nome: 'Delivery' },
            regime_contrato: { cod: 1, sigla: 'CLT', nome: 'CLT' },
            carga_horaria: 8,
            funcao: { cod: 2, nome: 'Desenvolvedor Pleno' },
            salario: 9350,
            classificacao: 'Desenvolvimento',
          },
        ],
      },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Histórico' }));
    dialog = await findDialog('Histórico do colaborador 7');
    expect(await within(dialog).findByText('01/01/2025')).toBeInTheDocument();
    expect(within(dialog).getByText(/9\.350,00/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    reply = { status: 500, body: { errors: [{ errorMessage: 'Erro interno do servidor.' }] } };
    await userEvent.click(screen.getByRole('button', { name: 'Histórico' }));
    dialog = await findDialog('Histórico do colaborador 7');
    expect(await within(dialog).findByText('Erro ao carregar o histórico. Tente novamente mais tarde.')).toBeInTheDocument();
  });

  it('Excluir asks for confirmation, then switches the employee off and returns to the list', async () => {
    api.on('PATCH /employee/change-active', () => ({ body: { result: { affectedRows: 1 } } }));
    const router = await openDetail();

    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Tem certeza que deseja excluir esse colaborador?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText('Tem certeza que deseja excluir esse colaborador?')).not.toBeInTheDocument());
    expect(api.requests.some((request) => request.method === 'PATCH')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await screen.findByText('Tem certeza que deseja excluir esse colaborador?');
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Colaborador deletado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/colaboradores'));
    await listSettled();
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe('/employee/change-active');
    expect(patch?.body).toEqual({ mat: 7, ativo: false });
  });

  it('Adic.Beneficio (edit mode only) opens the modal and inserts the benefit for the employee', async () => {
    let inserted = false;
    api.on('POST /beneficio/colab/:mat/:benefCod', () => {
      inserted = true;
      return { body: { result: { insertId: 99 } } };
    });
    api.on('GET /beneficio/colab/:mat', () => ({
      body: { result: inserted ? [beneficioVr, { ...beneficioVr, id: 99, benefCod: 2, sigla: 'VA', nome: 'Vale-alimentação' }] : [beneficioVr] },
    }));
    await openDetail();
    const beneficios = await screen.findByRole('region', { name: 'Benefícios' });
    await within(beneficios).findByText('Vale-refeição');
    expect(within(beneficios).getByRole('button', { name: 'Adic.Beneficio' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.click(within(beneficios).getByRole('button', { name: 'Adic.Beneficio' }));
    const dialog = await findDialog('Novo benefício do colaborador');
    const select = within(dialog).getByRole('combobox', { name: /Benefício/ });
    // VR is already the employee's: only VA is offered.
    expect(within(select).queryByRole('option', { name: 'VR - Vale-refeição' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, '2');
    const adicional = within(dialog).getByRole('textbox', { name: /^Valor adicional/ });
    await userEvent.clear(adicional);
    await userEvent.type(adicional, '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Benefício inserido para colaborador!')).toBeInTheDocument();
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/beneficio/colab/7/2');
    expect(post?.body).toEqual({
      rolMat: 7,
      benefCod: 2,
      filialCod: 1,
      valorBenefAdic: 50,
      aliqBenefAdic: 0,
      valorBenefSubtrai: 0,
      aliqBenefSubtrai: 0,
      valorDescAdic: 0,
      aliqDescAdic: 0,
      valorDescSubtrai: 0,
      aliqDescSubtrai: 0,
    });
    // The list is reloaded after the save.
    expect(await within(beneficios).findByText('Vale-alimentação')).toBeInTheDocument();
  });

  it("removes an employee's benefit after the confirmation and warns that closings must be recalculated", async () => {
    let removed = false;
    api.on('DELETE /beneficio/:mat/:benefCod/:filialCod', () => {
      removed = true;
      return { body: { result: { affectedRows: 1 } } };
    });
    api.on('GET /beneficio/colab/:mat', () => ({ body: { result: removed ? [] : [beneficioVr] } }));
    await openDetail();
    const beneficios = await screen.findByRole('region', { name: 'Benefícios' });
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.click(await within(beneficios).findByText('Vale-refeição'));
    const dialog = await findDialog('Editar benefício VR do colaborador');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Confirma a exclusão de benefício do colaborador?')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(/Os fechamentos já calculados precisam ser recalculados\./)).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'DELETE')?.path).toBe('/beneficio/7/1/1');
    expect(await within(beneficios).findByText('Nenhum benefício cadastrado para este colaborador.')).toBeInTheDocument();
  });
});

describe('novo colaborador', () => {
  it("refuses an invalid form with 'Formulário possui erros', then creates and shows the matrícula", async () => {
    api.on('POST /employee/create', () => ({ body: { result: { insertId: 200 } } }));
    const router = renderAt('/cadastros/colaboradores/new');
    expect(await screen.findByRole('heading', { name: 'Novo Colaborador' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Formulário possui erros')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    const type = async (name: RegExp, text: string) => userEvent.type(screen.getByRole('textbox', { name }), text);
    await type(/^Nome/, 'Diana');
    await type(/^Sobrenome/, 'Prado');
    await type(/^CPF/, '52998224725');
    await type(/^E-mail/, 'diana.prado@veecode.com.br');
    await type(/^Salário/, '7000');
    await type(/^Admissão/, '01032024');
    await type(/^Data de início/, '01032024');
    await screen.findByRole('option', { name: 'CLT - CLT' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Filial/ }), '1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Departamento/ }), '8');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Regime/ }), '1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Função/ }), '14');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Classificação/ }), 'Sustentação');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Cadastrado novo colaborador com MATRÍCULA: 200')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/colaboradores'));
    await listSettled();
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      nome: 'Diana',
      cpf: '52998224725',
      departamento: 8,
      funcao: 14,
      salario: 7000,
      carga_horaria: 8,
      classificacao: 'Sustentação',
      admissao: '2024-03-01',
      data_inicio: '2024-03-01',
    });
  });
});
