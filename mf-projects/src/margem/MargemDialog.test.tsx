import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type DetalheProjeto, type MargemCalculada } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { API_NAME, formatMoney } from '@financeiro/domain';
import { findDialog, renderRoute } from '@financeiro/ui/testing';
import App from '../App';

const EMAIL = 'ana@veecode.com.br';

const detalhe: DetalheProjeto = {
  keys: ['ABC'],
  timeSpentTotal: 36000,
  timeSpentBillable: 36000,
  custoHH: '1500.00',
  custoIndireto: '543.00',
  total: '2043.00',
  estimado: false,
  timeSpentUser: [],
  timesheet: [],
  pages: 0,
};

const margem: MargemCalculada = {
  receitaBruta: '10000.00',
  impostos: '935.00',
  receitaLiquida: '9065.00',
  custoHH: '1500.00',
  totalCustoIndireto: '543.00',
  custoTotalVenda: '2043.00',
  resultadoBruto: '7022.00',
  margemBruta: '0.7746',
  margemContribuicao: '0.7746',
  despesasOperacionais: '1241.91',
  rv: '399.00',
  rateioAdministrativo: '1096.87',
  resultadoAntesIRCSLL: '4284.22',
  impostoSemResultado: '1456.63',
  resultadoLiquido: '2827.59',
  margemLiquida: '0.2828',
};

let api: FakeApi;
let nomesExistentes: string[];

beforeEach(async () => {
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { name: 'Ana', email: EMAIL, roles: { [API_NAME]: ['projetos'] } } });
  nomesExistentes = ['Outubro ABC'];
  api = await startFakeApi();
  api.on('POST /jira/projects/:keys/:start/:end', () => ({ body: detalhe }));
  api.on('GET /custo-projeto/:key/:start/:end', () => ({
    body: {
      data: [
        {
          id: 1,
          email: EMAIL,
          projeto: 'ABC',
          descricao: 'AWS',
          periodo_inicio: '2026-10-01',
          periodo_fim: '2026-10-31',
          tipo_custo: 'INFRA_CLOUD',
          valor: '100.00',
          moeda: 'USD',
          cotacao: '5.43',
          valor_convertido: '543.00',
        },
      ],
    },
  }));
  api.on('POST /jira/projects/margem/simulator', () => ({ body: { data: margem } }));
  api.on('GET /jira/projects/margem-name/:name', ({ path }) => ({
    body: { found: nomesExistentes.includes(decodeURIComponent(path.split('/').pop()!)) },
  }));
  api.on('POST /jira/projects/margem', ({ body }) => ({ body: { data: { id: 9, ...(body as object) } } }));
  api.on('POST /simulacao/margem', ({ body }) => ({ body: { data: { id: 10, ...(body as object) } } }));
});
afterEach(async () => {
  await api.close();
  useSession.getState().clear();
});

async function abrirMargem(inicio: string) {
  renderRoute(<App />, { route: '/projetos/*', at: '/projetos/ABC/10' });
  await screen.findByTestId('resumo-Custo Total');
  const campo = screen.getByLabelText('Data inicial');
  await userEvent.clear(campo);
  await userEvent.type(campo, inicio.replace(/\//g, ''));
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
  await waitFor(() => expect(api.requests.some((request) => request.path.includes(encodeURIComponent(inicio)))).toBe(true));
  await userEvent.click(screen.getByRole('button', { name: 'Margem do Projeto' }));
  return findDialog();
}

describe('Cálculo de Margem do Projeto', () => {
  it('shows the read-only hour cost, the default rates, the indirect costs, and calculates', async () => {
    const dialog = await abrirMargem('01/10/2026');
    expect(within(dialog).getByRole('heading', { name: 'Cálculo de Margem do Projeto' })).toBeInTheDocument();
    const custoHora = within(dialog).getByLabelText('Custo hora colaborador');
    expect(custoHora).toHaveAttribute('readonly');
    expect(custoHora).toHaveValue(formatMoney('1500'));
    // The spec's label stays; the help says the figure is the period's total, not a rate (issue 34 point 6).
    expect(custoHora).toHaveAccessibleDescription('Total do período: horas trabalhadas × custo-hora de cada colaborador (o Custo Total HH do projeto).');
    expect(formatMoney('1500')).toMatch(/^R\$\s1\.500,00$/);
    expect(within(dialog).getByLabelText('Imposto sobre a receita bruta')).toHaveValue('9,35');
    expect(within(dialog).getByLabelText('Imposto sobre o resultado (IR/CSLL)')).toHaveValue('34,00');
    expect(within(dialog).getByLabelText('Comissão de vendas (RV)')).toHaveValue('3,99');
    expect(within(dialog).getByLabelText('Rateio administrativo')).toHaveValue('12,10');
    // Spec 01 section 9: fixed at 13,70 % of net revenue, shown read-only.
    expect(within(dialog).getByLabelText('Despesas operacionais')).toHaveValue('13,70%');
    expect(within(dialog).getByLabelText('Despesas operacionais')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Receita bruta')).toHaveValue('0,00');
    expect(within(dialog).getByText('AWS')).toBeInTheDocument();

    // Typed into the pre-filled 0,00 without clearing it: whole reais, wherever the click put the caret.
    await userEvent.type(within(dialog).getByLabelText('Receita bruta'), '10000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Calcular' }));
    expect(await within(dialog).findByText('Executive Summary')).toBeInTheDocument();
    expect(within(dialog).getByTestId('resumo-resultadoLiquido')).toHaveTextContent('R$ 2.827,59');
    expect(within(dialog).getByTestId('resumo-margemLiquida')).toHaveTextContent('28,28%');
    const simulator = api.requests.find((request) => request.path === '/jira/projects/margem/simulator')!;
    expect(simulator.body).toEqual({
      keys: ['ABC'],
      periodoInicio: '2026-10-01',
      periodoFim: '2026-10-31',
      receitaBruta: '10000.00',
      taxaImposto: '0.0935',
      taxaImpostoResultado: '0.34',
      taxaRv: '0.0399',
      taxaRateio: '0.121',
      taxaDespesas: '0.137',
      custosIndiretos: [{ id: 1, tipo_custo: 'INFRA_CLOUD', descricao: 'AWS', valor: '100.00', moeda: 'USD', cotacao: '5.43' }],
    });
  });

  it('saves a report for one project over a whole month: name required and unique', async () => {
    const dialog = await abrirMargem('01/10/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Calcular' }));
    await within(dialog).findByText('Executive Summary');
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o nome do relatório')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Nome do relatório'), 'Outubro ABC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Já existe um relatório com este nome.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST' && request.path === '/jira/projects/margem')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Nome do relatório'));
    await userEvent.type(within(dialog).getByLabelText('Nome do relatório'), 'Outubro ABC v2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText("Relatório 'Outubro ABC v2' de margem de projeto salvo com sucesso")).toBeInTheDocument();
    const post = api.requests.find((request) => request.method === 'POST' && request.path === '/jira/projects/margem')!;
    expect(post.body).toMatchObject({
      ...margem,
      email: EMAIL,
      nomeRelatorio: 'Outubro ABC v2',
      projeto: 'ABC',
      periodoInicio: '2026-10-01',
      periodoFim: '2026-10-31',
      taxaImposto: '0.0935',
    });
  });

  it('offers only a simulation when the period is not a whole calendar month', async () => {
    const dialog = await abrirMargem('10/10/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Calcular' }));
    await within(dialog).findByText('Executive Summary');
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent('crie uma simulação');
    await userEvent.type(within(dialog).getByLabelText('Nome do relatório'), 'Simulação meio de mês');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar simulação' }));
    expect(await screen.findByText("Simulação 'Simulação meio de mês' de margem de projeto salvo com sucesso")).toBeInTheDocument();
    const post = api.requests.find((request) => request.method === 'POST' && request.path === '/simulacao/margem')!;
    expect(post.body).toMatchObject({ periodoInicio: '2026-10-10', periodoFim: '2026-10-31', projeto: 'ABC' });
  });

  it('shows the spec texts when the calculation or the save fails', async () => {
    api.on('POST /jira/projects/margem/simulator', () => ({ status: 500, body: {} }));
    const dialog = await abrirMargem('01/10/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByText('Erro ao calcular a margem do projeto.')).toBeInTheDocument();
    api.on('POST /jira/projects/margem/simulator', () => ({ body: { data: margem } }));
    api.on('POST /jira/projects/margem', () => ({ status: 400, body: { errors: [{ errorMessage: 'x' }] } }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Calcular' }));
    await within(dialog).findByText('Executive Summary');
    await userEvent.type(within(dialog).getByLabelText('Nome do relatório'), 'Novo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar a margem do projeto.')).toBeInTheDocument();
  });

  it('is draggable by its title bar', async () => {
    const dialog = await abrirMargem('01/10/2026');
    const header = within(dialog).getByTitle('Arraste para mover');
    fireEvent.pointerDown(header, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(header, { clientX: 160, clientY: 130, pointerId: 1 });
    fireEvent.pointerUp(header, { pointerId: 1 });
    expect(screen.getByTestId('margem-dialog').style.transform).toBe('translate(60px, 30px)');
  });
});
