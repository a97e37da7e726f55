import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SimulacaoCusto } from '@financeiro/api';
import type { FakeApi } from '@financeiro/api/testing';
import { findDialog, renderRoute } from '@financeiro/ui/testing';
import App from '../App';
import { armazenada, calculada, EMAIL, encerrar, iniciar, OPCOES } from '../test/fixtures';

let api: FakeApi;
let salvas: SimulacaoCusto[];

beforeEach(async () => {
  api = await iniciar();
  salvas = [armazenada(5, 4000), armazenada(6, 9000)];
  api.on('GET /simulator/opcoes', () => ({ body: { data: OPCOES } }));
  api.on('POST /simulator/custo-hh', ({ body }) => ({ body: { data: calculada(Number((body as { salario: number }).salario)) } }));
  api.on('GET /simulator/:email', () => ({ body: { data: salvas.filter((item) => item.ativo) } }));
  api.on('GET /simulator/:email/:id', ({ path }) => {
    const found = salvas.find((item) => path.endsWith(`/${item.id}`));
    return found ? { body: { data: [found] } } : { status: 404, body: { errors: [{ errorMessage: 'Simulação não encontrada.' }] } };
  });
  api.on('POST /simulator/create', () => ({ body: { result: true, data: armazenada(7, 5000), message: 'Criado nova simulação' } }));
  api.on('PUT /simulator/:email/:id', () => ({ body: { result: true, data: armazenada(5, 6000), message: 'Dados da simulação atualizados com sucesso!' } }));
  api.on('PATCH /simulator/:email/change-active', ({ body }) => {
    salvas.find((item) => item.id === (body as { id: number }).id)!.ativo = false;
    return { body: { result: true, message: 'Simulação excluída com sucesso.' } };
  });
  api.on('POST /simulator/funcao', ({ body }) => {
    const funcao = { cod: 10, descricao: null, ativo: 2, ...(body as { cbo: string; nome: string }) };
    OPCOES.funcoes.push(funcao);
    return { body: { result: true, data: funcao, message: 'Função cadastrada com sucesso' } };
  });
});
afterEach(async () => {
  await encerrar(api);
  OPCOES.funcoes.splice(2);
});

const renderAt = (path: string) => renderRoute(<App />, { route: '/simulacoes/*', at: path });
const botao = (name: string | RegExp) => screen.getByRole('button', { name });
const posts = (path: string) => api.requests.filter((request) => request.path === path && request.method !== 'GET');

async function preencherSelecoes() {
  await userEvent.selectOptions(screen.getByLabelText('Regime'), 'CLT - Consolidação das Leis do Trabalho');
  await userEvent.selectOptions(screen.getByLabelText('Função'), 'Desenvolvedor - 212405');
  await userEvent.selectOptions(screen.getByLabelText('Filial'), '1 - Matriz');
}

describe('employee cost simulation: calculate before save', () => {
  it('new: defaults, option texts, Calcular → Recalcular, a change requires recalculating, then saves and returns to the list', async () => {
    const router = renderAt('/simulacoes/colaboradores/new');
    expect(await screen.findByRole('heading', { name: 'Nova simulação' })).toBeInTheDocument();
    expect(screen.getByLabelText('Salário')).toHaveValue('0,00');
    expect(screen.getByLabelText('Benefício')).toHaveValue('3.100,00');
    expect(screen.getByLabelText('Dependentes')).toHaveValue('0');
    expect(within(screen.getByLabelText('Função')).getByRole('option', { name: 'Arquiteto - Simulação' })).toBeInTheDocument();
    expect(botao('Salvar')).toBeDisabled();

    // Invalid form: the spec's message and the fields' messages, nothing sent.
    await userEvent.click(botao('Calcular'));
    expect(await screen.findByText('Formulário possui erros')).toBeInTheDocument();
    expect(screen.getAllByText('Preencher com uma das opções.')).toHaveLength(3);
    expect(posts('/simulator/custo-hh')).toHaveLength(0);

    await preencherSelecoes();
    await userEvent.type(screen.getByLabelText('Salário'), '5000');
    await userEvent.click(botao('Calcular'));
    expect(await screen.findByRole('button', { name: 'Recalcular' })).toBeInTheDocument();
    expect(posts('/simulator/custo-hh')[0]!.body).toEqual({ salario: 5000, beneficio: 3100, dependentes: 0, regime: 1, funcao: 3, filial: 1 });
    const painel = screen.getByTestId('resultado-simulacao');
    expect(within(painel).getAllByTestId(/^resultado-/)).toHaveLength(12);
    expect(within(painel).getByTestId('resultado-salarioBruto')).toHaveTextContent('5.000,00');
    expect(within(painel).getByTestId('resultado-funcao')).toHaveTextContent('Desenvolvedor');
    expect(botao('Salvar')).toBeEnabled();

    // Any field change clears the calculated state.
    await userEvent.type(screen.getByLabelText('Dependentes'), '2');
    expect(botao('Calcular')).toBeInTheDocument();
    await userEvent.click(botao('Salvar'));
    expect(await screen.findByText('É necessário recalcular antes de salvar')).toBeInTheDocument();
    expect(posts('/simulator/create')).toHaveLength(0);

    await userEvent.click(botao('Calcular'));
    await screen.findByRole('button', { name: 'Recalcular' });
    await userEvent.click(botao('Salvar'));
    expect(await screen.findByText('Criado nova simulação')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulacoes/colaboradores'));
    expect(posts('/simulator/create')[0]!.body).toMatchObject({ email: EMAIL, salario: 5000, dependentes: 2, regime: 1, funcao: 3, filial: 1, custoTotal: '11600.00' });
  });

  it('edit: shows the stored figures; saving needs Recalcular first, then PUT', async () => {
    const router = renderAt('/simulacoes/colaboradores/5');
    expect(await screen.findByRole('heading', { name: 'Simulação 5' })).toBeInTheDocument();
    expect(screen.getByLabelText('Salário')).toHaveValue('4.000,00');
    expect(screen.getByTestId('resultado-custoTotal')).toHaveTextContent('9.900,00');
    await userEvent.click(botao('Salvar'));
    expect(await screen.findByText('É necessário recalcular antes de salvar')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Salário'));
    await userEvent.type(screen.getByLabelText('Salário'), '6000');
    await userEvent.click(botao('Calcular'));
    await screen.findByRole('button', { name: 'Recalcular' });
    await userEvent.click(botao('Salvar'));
    expect(await screen.findByText('Dados da simulação atualizados com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulacoes/colaboradores'));
    const put = api.requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe(`/simulator/${encodeURIComponent(EMAIL)}/5`);
    expect(put.body).toMatchObject({ salario: 6000, email: EMAIL });
  });

  it('asks before leaving with unsaved data', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderAt('/simulacoes/colaboradores/new');
    await screen.findByRole('heading', { name: 'Nova simulação' });
    await userEvent.type(screen.getByLabelText('Dependentes'), '3');
    await userEvent.click(botao('Cancelar'));
    expect(confirm).toHaveBeenCalledWith('Foram adicionados dados! Deseja realmente sair e perdê-los?');
    expect(router.state.location.pathname).toBe('/simulacoes/colaboradores/new');
    confirm.mockReturnValue(true);
    await userEvent.click(botao('Cancelar'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulacoes/colaboradores'));
    confirm.mockRestore();
  });

  it('Função: registers a simulation function with 7 random CBO digits and selects it', async () => {
    renderAt('/simulacoes/colaboradores/new');
    await screen.findByRole('heading', { name: 'Nova simulação' });
    await userEvent.click(botao('Função'));
    const dialog = await findDialog();
    const cbo = within(dialog).getByLabelText('CBO');
    expect((cbo as HTMLInputElement).value).toMatch(/^\d{7}$/);
    await userEvent.clear(cbo);
    await userEvent.type(cbo, '12a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findByText('CBO deve conter apenas números')).toBeInTheDocument();
    expect(within(dialog).getByText('Nome não pode ser vazio')).toBeInTheDocument();
    await userEvent.clear(cbo);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findByText('CBO não pode ser vazio')).toBeInTheDocument();
    await userEvent.type(cbo, '7654321');
    await userEvent.type(within(dialog).getByLabelText('Nome da função'), 'Cientista de dados');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Função cadastrada com sucesso')).toBeInTheDocument();
    expect(posts('/simulator/funcao')[0]!.body).toMatchObject({ cbo: '7654321', nome: 'Cientista de dados' });
    await waitFor(() => expect(screen.getByLabelText('Função')).toHaveDisplayValue('Cientista de dados - Simulação'));
  });
});

describe('employee cost simulation list', () => {
  it('lists the stored columns, opens the detail, edits and soft-deletes', async () => {
    const router = renderAt('/simulacoes/colaboradores');
    const table = await screen.findByRole('table', { name: 'Simulações de colaboradores' });
    await within(table).findByText('9.000,00', { exact: false });
    for (const header of ['Função', 'Regime', 'Filial', 'Dependentes', 'Salário bruto', 'Custo total', 'Custo HH', 'Provisão rescisão']) {
      expect(within(table).getByRole('button', { name: header })).toBeInTheDocument();
    }
    expect(botao('Exportar')).toBeEnabled();
    await userEvent.click(within(table).getAllByText('Desenvolvedor')[0]!);
    const dialog = await findDialog();
    expect(within(dialog).getByText('Simulação 6')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const confirm = await findDialog(undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('Tem certeza que deseja excluir a simulação: Desenvolvedor (6) ?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Simulação excluída com sucesso.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PATCH')!.body).toEqual({ id: 6, ativo: false });
    await waitFor(() => expect(within(table).queryByText('9.000,00', { exact: false })).not.toBeInTheDocument());

    await userEvent.click(within(table).getByText('Desenvolvedor'));
    await userEvent.click(within(await findDialog()).getByRole('button', { name: 'Editar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulacoes/colaboradores/5'));
  });
});
