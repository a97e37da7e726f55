import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type ItemComparacao } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { API_NAME } from '@financeiro/domain';
import { findDialog, renderRoute } from '@financeiro/ui/testing';
import App from '../App';
import { adicionarGrupo, gruposIniciais, itensDosGrupos, moverProjeto, podeRemoverGrupo, removerGrupo } from './grupos';
import { loadCharts } from '@financeiro/ui';

const item = (key: string, custoTotal: string, hours: number): ItemComparacao => ({
  name: key,
  keys: [key],
  timeSpentTotal: hours * 3600,
  timeSpentBillable: hours * 1800,
  custoHH: custoTotal,
  custoTotal,
  checked: true,
});

describe('Separar Projetos model', () => {
  it('starts with one group per project, caps at 12 and removes only while more than 2 remain', () => {
    const keys = Array.from({ length: 14 }, (_, index) => `P${index + 1}`);
    const grupos = gruposIniciais(keys);
    expect(grupos).toHaveLength(12);
    expect(grupos[11].keys).toEqual(['P12', 'P13', 'P14']);
    expect(adicionarGrupo(grupos)).toHaveLength(12);

    let tres = gruposIniciais(['A', 'B', 'C']);
    expect(podeRemoverGrupo(tres)).toBe(true);
    tres = removerGrupo(tres, 1);
    expect(tres.map((grupo) => grupo.keys)).toEqual([['A', 'B'], ['C']]);
    expect(podeRemoverGrupo(tres)).toBe(false);
    expect(removerGrupo(tres, 0)).toHaveLength(2);
  });

  it('sums the projects of each group', () => {
    const grupos = moverProjeto(adicionarGrupo(gruposIniciais(['A', 'B', 'C'])), 'A', 3);
    const itens = itensDosGrupos(grupos, [item('A', '10.00', 1), item('B', '20.00', 2), item('C', '30.05', 3)]);
    expect(itens.map((value) => [value.name, value.custoTotal, value.timeSpentTotal])).toEqual([
      ['B', '20.00', 7200],
      ['C', '30.05', 10800],
      ['Grupo 4', '10.00', 3600],
    ]);
  });
});

let api: FakeApi;

// The charts are a lazy chunk: load it once, before the waits start.
beforeAll(loadCharts);
beforeEach(async () => {
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { name: 'Ana', email: 'ana@veecode.com.br', roles: { [API_NAME]: ['projetos'] } } });
  api = await startFakeApi();
  api.on('GET /jira/projects/times/:pares/:start/:end', () => ({
    body: { data: [item('ABC', '1000.00', 10), item('DEF', '500.00', 20), item('GHI', '250.00', 5)] },
  }));
});
afterEach(async () => {
  await api.close();
  useSession.getState().clear();
});

const renderCompare = () => renderRoute(<App />, { route: '/projetos/*', at: '/projetos/compare/ABC,DEF,GHI/1,2,3' });
const lastTimes = () => api.requests.filter((request) => request.path.startsWith('/jira/projects/times/')).pop()!;

describe('Projeto Dashboard', () => {
  it('loads the comparison with key:id pairs and dd/MM/yyyy dates, and draws the default metric', async () => {
    renderCompare();
    expect(await screen.findByRole('heading', { name: 'Projeto Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Valor faturado por projeto (pizza)' })).toBeInTheDocument();
    expect(lastTimes().path).toMatch(/^\/jira\/projects\/times\/ABC%3A1%2CDEF%3A2%2CGHI%3A3\/01%2F\d\d%2F\d{4}\/\d\d%2F\d\d%2F\d{4}$/);
    expect(screen.getByLabelText('Métrica')).toHaveValue('custoTotal');

    await userEvent.selectOptions(screen.getByLabelText('Tipo de gráfico'), 'barras');
    expect(await screen.findByRole('figure', { name: 'Valor faturado por projeto (barras)' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Métrica'), 'timeSpentTotal');
    expect(await screen.findByRole('figure', { name: 'Tempo total por projeto (barras)' })).toBeInTheDocument();
    // The three dashboard options of spec 01 section 2.3.
    expect(within(screen.getByLabelText('Métrica')).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['custoTotal', 'custoHH', 'timeSpentTotal']);
    await userEvent.selectOptions(screen.getByLabelText('Métrica'), 'custoHH');
    expect(await screen.findByRole('figure', { name: 'Custo HH por projeto (barras)' })).toBeInTheDocument();
  });

  it('fills the end date for a start on the 1st without an end date and filters', async () => {
    renderCompare();
    await screen.findByRole('figure', { name: 'Valor faturado por projeto (pizza)' });
    await userEvent.clear(screen.getByLabelText('Data final'));
    const inicio = screen.getByLabelText('Data inicial');
    await userEvent.clear(inicio);
    await userEvent.type(inicio, '01022024');
    expect(screen.getByLabelText('Data final')).toHaveValue('29/02/2024');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(lastTimes().path).toBe('/jira/projects/times/ABC%3A1%2CDEF%3A2%2CGHI%3A3/01%2F02%2F2024/29%2F02%2F2024'));

    await userEvent.clear(screen.getByLabelText('Data final'));
    await userEvent.clear(inicio);
    await userEvent.type(inicio, '15022024');
    expect(screen.getByLabelText('Data final')).toHaveValue('');
    // Filtrar stays enabled and says why it does not filter (issue 34 point 3).
    const pedidos = api.requests.length;
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Preencha todos os campos antes de prosseguir.')).toBeInTheDocument();
    expect(api.requests.length).toBe(pedidos);

    await userEvent.type(screen.getByLabelText('Data final'), '1/2/2024');
    expect(await screen.findByText('Período Inicial menor que Período Final.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Data final'));
    await userEvent.type(screen.getByLabelText('Data final'), '31/02/2024');
    expect(screen.getByText('Data inválida.')).toBeInTheDocument();
    expect(screen.getByText('Preencha todos os campos antes de prosseguir.')).toBeInTheDocument();
  });

  it('groups projects with Separar Projetos and shows the sums', async () => {
    renderCompare();
    await screen.findByRole('figure', { name: 'Valor faturado por projeto (pizza)' });
    await userEvent.click(screen.getByRole('button', { name: 'Separar Projetos' }));
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover grupo 3' }));
    expect(within(dialog).getByRole('button', { name: 'Remover grupo 1' })).toBeDisabled();
    const nome = within(dialog).getByLabelText('Nome do grupo 1');
    await userEvent.clear(nome);
    await userEvent.type(nome, 'ABC + GHI');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    const tabela = await screen.findByRole('table', { name: 'Projetos comparados' });
    await within(tabela).findByText('ABC + GHI');
    const linha = within(tabela).getByText('ABC + GHI').closest('tr')!;
    expect(linha).toHaveTextContent('1.250,00');
    expect(linha).toHaveTextContent('15,00');
  });

  it('shows the data error text when the comparison fails', async () => {
    api.on('GET /jira/projects/times/:pares/:start/:end', () => ({ status: 500, body: {} }));
    renderCompare();
    expect(await screen.findByText('Não foi possível carregar os dados')).toBeInTheDocument();
  });

  it('shows the chart error text when no group is left in the chart', async () => {
    renderCompare();
    await screen.findByRole('figure', { name: 'Valor faturado por projeto (pizza)' });
    for (const key of ['ABC', 'DEF', 'GHI']) await userEvent.click(screen.getByLabelText(`Mostrar ${key} no gráfico`));
    expect(await screen.findByText('Não foi possível construir o gráfico...')).toBeInTheDocument();
  });

  it('sends a comparison of fewer than two projects back to the list', async () => {
    api.on('GET /jira/projects/:page', () => ({ body: { pages: 0, total: 0, data: [] } }));
    api.on('GET /cliente', () => ({ body: { data: [] } }));
    api.on('GET /jira/projects/categories', () => ({ body: { data: [] } }));
    api.on('GET /jira/projects/lideres', () => ({ body: { data: [] } }));
    api.on('GET /jira/projects/anos', () => ({ body: { data: [] } }));
    const router = renderRoute(<App />, { route: '/projetos/*', at: '/projetos/compare/ABC/1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/projetos'));
  });
});
