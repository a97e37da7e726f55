import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import type { FaixaImpostoRecord, ImpostoDetail } from '@financeiro/api';
import { toaster } from '@financeiro/ui';
import { findDialog, renderWithUi } from '@financeiro/ui/testing';
import App from '../App';

const taxes = [
  { cod: 2, sigla: 'IRRF', nome: 'Imposto de Renda Retido na Fonte', descricao: null, ativo: true },
  { cod: 1, sigla: 'INSS', nome: 'INSS do empregado', descricao: 'Previdência', ativo: true },
  { cod: 7, sigla: 'ISS', nome: 'ISS antigo', descricao: null, ativo: false },
];

const faixa = (id: number, inicio: number, fim: number | null, aliq: number, deducao: number, vigencia: string, vigenciaFim: string | null = null): FaixaImpostoRecord => ({
  id,
  imposto_cod: 1,
  compara_inicio: '>=',
  valor_faixa_inicio: inicio,
  compara_fim: fim === null ? null : '<=',
  valor_faixa_fim: fim,
  aliq_faixa: aliq,
  base_aliq_faixa: 'salario',
  valor_faixa: null,
  valor_deducao: deducao,
  observacao: null,
  vigencia_inicio: vigencia,
  vigencia_fim: vigenciaFim,
  ativo: true,
});

function inssDetail(): ImpostoDetail {
  return {
    ...taxes[1],
    valores: [
      {
        id: 11,
        imposto_cod: 1,
        filial_cod: 1,
        filial_label: 'Matriz SP',
        tipo_imposto: 'percentual',
        valor_fixo: 0,
        periodo_valor: 'mes',
        valor_desc: 0,
        aliquota_desc: 0.075,
        base_aliq_desc: 'salario',
        valor_filial: 0,
        aliquota_filial: 0,
        base_aliq_filial: null,
      },
    ],
    regimes: [{ id: 21, regime_cod: 1, imposto_cod: 1, sigla: 'CLT', nome: 'Consolidação das Leis do Trabalho', ativo: true }],
    faixas: [faixa(31, 0, 1621, 0.075, 0, '2026-01-01'), faixa(32, 0, 1518, 0.075, 0, '2025-01-01', '2025-12-31')],
  };
}

let api: FakeApi;
let inss: ImpostoDetail;
beforeEach(async () => {
  inss = inssDetail();
  api = await startFakeApi();
  api.on('GET /imposto/list', () => ({ body: { result: taxes } }));
  api.on('GET /imposto/:cod', ({ path }) => {
    if (path === '/imposto/1') return { body: { result: inss } };
    const tax = taxes.find((row) => `/imposto/${row.cod}` === path);
    return tax ? { body: { result: { ...tax, valores: [], regimes: [], faixas: [] } } } : { status: 404, body: { errors: [{ errorMessage: 'Recurso não encontrado.' }] } };
  });
  api.on('GET /filial/list', () => ({
    body: {
      result: [
        { cod: 1, cnpj: '11222333000181', label: 'Matriz SP', ativo: true },
        { cod: 2, cnpj: '11444777000161', label: 'Filial RJ', ativo: true },
      ],
    },
  }));
  api.on('GET /regime/list', () => ({
    body: {
      result: [
        { cod: 1, sigla: 'CLT', nome: 'Consolidação das Leis do Trabalho', descricao: null, ativo: true },
        { cod: 2, sigla: 'EST', nome: 'Estágio', descricao: null, ativo: true },
      ],
    },
  }));
});
afterEach(async () => {
  // The toaster is a page-wide singleton (at most 5 visible): start each test without toasts.
  act(() => toaster.remove());
  await api.close();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/cadastros/*', element: <App /> }], { initialEntries: [path] });
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

/** Waits until the detail's option lists (branches, regimes) were requested and the lists rendered. */
async function settle() {
  await waitFor(() => expect(api.requests.map((request) => request.path)).toEqual(expect.arrayContaining(['/filial/list', '/regime/list'])));
  expect(await screen.findByRole('region', { name: 'Faixas' })).toBeInTheDocument();
}

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 1);

describe('impostos', () => {
  it('lists the taxes sorted by code with Sim/Não and opens the detail on row click', async () => {
    const router = renderAt('/cadastros/impostos');
    const table = await screen.findByRole('table', { name: 'Lista de Impostos' });
    await within(table).findByText('INSS do empregado');
    expect(within(table).getByRole('columnheader', { name: /Cod\./ })).toBeInTheDocument();
    const rows = bodyRows(table).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['1', 'INSS', 'INSS do empregado', 'Sim'],
      ['2', 'IRRF', 'Imposto de Renda Retido na Fonte', 'Sim'],
      ['7', 'ISS', 'ISS antigo', 'Não'],
    ]);
    await userEvent.click(within(table).getByText('INSS do empregado'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/impostos/1'));
    expect(await screen.findByRole('heading', { name: 'Imposto 1' })).toBeInTheDocument();
    await settle();
  });

  it('shows the detail read-only; in edit mode a bracket is added in the modal and the list reloads', async () => {
    api.on('POST /imposto/faixa/:cod', ({ body }) => {
      inss = { ...inss, faixas: [...inss.faixas, { ...(body as FaixaImpostoRecord), id: 33, imposto_cod: 1, ativo: true }] };
      return { body: { result: { insertId: 33 } } };
    });
    renderAt('/cadastros/impostos/1');
    await settle();
    expect(screen.getByLabelText(/^Nome/)).toHaveAttribute('readonly');

    const valores = screen.getByRole('region', { name: 'Valor por Filial' });
    expect(within(valores).getByText('Matriz SP')).toBeInTheDocument();
    expect(within(valores).getByText('7,50%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Regimes de contrato' })).getByText('CLT')).toBeInTheDocument();
    const faixas = screen.getByRole('region', { name: 'Faixas' });
    expect(within(faixas).getByText('a partir de 01/01/2026')).toBeInTheDocument();
    expect(within(faixas).getByText('01/01/2025 a 31/12/2025')).toBeInTheDocument();
    expect(within(faixas).getByRole('button', { name: 'Adic.Faixa' })).toBeDisabled();
    expect(within(valores).getByRole('button', { name: 'Adic.Filial' })).toBeDisabled();
    expect(screen.queryByText('Nota: dedução simplificada R$ 607,20.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.click(within(faixas).getByRole('button', { name: 'Adic.Faixa' }));
    const dialog = await findDialog('Nova faixa');
    // A new bracket starts in the vigência of the newest table.
    expect(within(dialog).getByLabelText(/Início da vigência/)).toHaveValue('01/01/2026');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erros no formulário!')).toBeInTheDocument();
    expect(within(dialog).getByText('Valor de início da faixa deve ser informado')).toBeInTheDocument();
    expect(within(dialog).getByText('Campo obrigatório.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Valor de início/), '1621,01');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Comparador de fim/), '<=');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Valor de fim da faixa deve ser informado')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Valor de fim/), '2902,84');
    await userEvent.type(within(dialog).getByLabelText(/^Alíquota/), '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Base da alíquota deve ser informada')).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText(/Base da alíquota/), 'salario');
    await userEvent.type(within(dialog).getByLabelText(/Parcela a deduzir/), '24,32');
    await userEvent.type(within(dialog).getByLabelText(/Observação/), 'Portaria 2026');
    const detailLoads = api.requests.filter((request) => request.path === '/imposto/1').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Faixa de imposto criado/atualizado!')).toBeInTheDocument();
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/imposto/faixa/1');
    expect(post?.body).toEqual({
      imposto_cod: 1,
      compara_inicio: '>=',
      valor_faixa_inicio: 1621.01,
      compara_fim: '<=',
      valor_faixa_fim: 2902.84,
      aliq_faixa: 0.09,
      base_aliq_faixa: 'salario',
      valor_faixa: null,
      valor_deducao: 24.32,
      observacao: 'Portaria 2026',
      vigencia_inicio: '2026-01-01',
      vigencia_fim: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova faixa' })).not.toBeInTheDocument());
    await waitFor(() => expect(api.requests.filter((request) => request.path === '/imposto/1').length).toBe(detailLoads + 1));
    expect(await within(faixas).findByText('≥ R$ 1.621,01')).toBeInTheDocument();
    expect(within(faixas).getByText('R$ 24,32')).toBeInTheDocument();
    // The tax stays in edit mode.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });

  it('shows a server refusal of an overlapping bracket on the field and keeps the modal open', async () => {
    const message = 'A faixa se sobrepõe a outra faixa ativa deste imposto na mesma vigência (>= R$ 0,00 e <= R$ 1.621,00, vigência a partir de 01/01/2026). Ajuste os valores ou a vigência.';
    api.on('POST /imposto/faixa/:cod', () => ({ status: 400, body: { errors: [{ field: 'valor_faixa_inicio', errorMessage: message }] } }));
    renderAt('/cadastros/impostos/1');
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adic.Faixa' }));
    const dialog = await findDialog('Nova faixa');
    await userEvent.type(within(dialog).getByLabelText(/Valor de início/), '1000');
    await userEvent.type(within(dialog).getByLabelText(/^Alíquota/), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThanOrEqual(1);
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nova faixa' })).toBeInTheDocument();
  });

  it('links a regime from the tax side through /regime/imposto/{cod}', async () => {
    api.on('POST /regime/imposto/:cod', () => {
      inss = { ...inss, regimes: [...inss.regimes, { id: 22, regime_cod: 2, imposto_cod: 1, sigla: 'EST', nome: 'Estágio', ativo: true }] };
      return { body: { result: { insertId: 22 } } };
    });
    renderAt('/cadastros/impostos/1');
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const regimes = screen.getByRole('region', { name: 'Regimes de contrato' });
    await userEvent.click(within(regimes).getByRole('button', { name: 'Adic.Regime' }));
    const dialog = await findDialog('Vincular regime');
    const select = within(dialog).getByLabelText(/Regime/);
    expect(within(select).queryByRole('option', { name: /^CLT/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados do regime para o imposto atualizados!')).toBeInTheDocument();
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/regime/imposto/1');
    expect(post?.body).toEqual({ regime_cod: 2 });
    expect(await within(regimes).findByText('Estágio')).toBeInTheDocument();
  });

  it('adds a value per branch, offering only branches without one', async () => {
    api.on('POST /valor-imposto/create', () => ({ body: { result: { insertId: 12 } } }));
    renderAt('/cadastros/impostos/1');
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adic.Filial' }));
    const dialog = await findDialog('Novos valores por filial');
    const filial = within(dialog).getByLabelText(/^Filial/);
    expect(within(filial).queryByRole('option', { name: 'Matriz SP' })).not.toBeInTheDocument();
    await userEvent.selectOptions(filial, '2');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Tipo/), 'percentual');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Período/), 'mes');
    await userEvent.type(within(dialog).getByLabelText(/^Alíquota empresa/), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Base da alíquota deve ser informada')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Base da alíquota da empresa/), 'salario');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Valores do imposto criados/atualizados!')).toBeInTheDocument();
    // The related lists are reloaded from the detail.
    await waitFor(() => expect(api.requests.filter((request) => request.path === '/imposto/1')).toHaveLength(2));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      imposto_cod: 1,
      filial_cod: 2,
      tipo_imposto: 'percentual',
      periodo_valor: 'mes',
      valor_fixo: 0,
      valor_desc: 0,
      aliquota_desc: 0,
      base_aliq_desc: null,
      valor_filial: 0,
      aliquota_filial: 0.2,
      base_aliq_filial: 'salario',
    });
  });

  it('shows the simplified-deduction note on the income tax (IRRF) only', async () => {
    renderAt('/cadastros/impostos/2');
    expect(await screen.findByRole('heading', { name: 'Imposto 2' })).toBeInTheDocument();
    expect(await screen.findByText('Nota: dedução simplificada R$ 607,20.')).toBeInTheDocument();
    await settle();
  });

  it('creates a tax and returns to the list', async () => {
    api.on('POST /imposto/create', () => ({ body: { result: { insertId: 8 } } }));
    const router = renderAt('/cadastros/impostos/new');
    expect(await screen.findByRole('heading', { name: 'Novo Imposto' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Faixas' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erros no formulário!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Sigla/), 'ISS');
    await userEvent.type(screen.getByLabelText(/^Nome/), 'Imposto sobre Serviços');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Criado novo imposto código: 8')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/impostos'));
    expect(await screen.findByText('INSS do empregado')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      sigla: 'ISS',
      nome: 'Imposto sobre Serviços',
      descricao: null,
      ativo: true,
    });
  });
});
