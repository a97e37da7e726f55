import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { LinhaCapacidadeArea, LinhaCapacidadeProjeto, RespostaCapacidadeProjeto } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { figurasDaLinha } from '@financeiro/domain';
import { exportSheetToXlsx } from '@financeiro/ui';
import { renderWithUi } from '@financeiro/ui/testing';
import App from '../App';

jest.mock('@financeiro/ui', () => ({ ...jest.requireActual('@financeiro/ui'), exportSheetToXlsx: jest.fn() }));

const exportar = exportSheetToXlsx as jest.MockedFunction<typeof exportSheetToXlsx>;

function render(path: string, state?: unknown) {
  const router = createMemoryRouter([{ path: '/relatorios-delivery/*', element: <App /> }], {
    initialEntries: [{ pathname: path, state }],
  });
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

function area(
  mat: number,
  nome: string,
  f: { obrig: number; plan: number; ferias?: number; real: number; fat: number; dep?: [number, string]; reg?: [number, string]; demissao?: string },
): LinhaCapacidadeArea {
  const ferias = f.ferias ?? 0;
  return {
    colaborador: {
      mat,
      nome,
      sobrenome: 'Teste',
      demissao: f.demissao ?? null,
      departamento: { cod: f.dep?.[0] ?? 5, nome: f.dep?.[1] ?? 'Delivery' },
      regime: { cod: f.reg?.[0] ?? 1, nome: f.reg?.[1] ?? 'CLT' },
      funcao: { nome: { nome: 'Desenvolvedor Pleno' } },
    },
    perfil: 'Desenvolvimento',
    infoMaiorAlocacao: { categoria: 'Sustentação' },
    horasPorDia: 8,
    totalHorasObrigatorias: f.obrig,
    totalHorasPlanejadas: f.plan,
    ferias,
    horasLivres: f.obrig - ferias - f.plan,
    horasRealizadas: f.real,
    horasFaturaveis: f.fat,
    ...figurasDaLinha({ obrigatorias: f.obrig, planejadas: f.plan, realizadas: f.real, faturaveis: f.fat }),
  };
}

const LINHAS_AREA = [
  area(3, 'Carla', { obrig: 32, plan: 0, real: 8, fat: 0, dep: [1, 'Administrativo'], reg: [2, 'Pessoa Jurídica'], demissao: '2026-11-06' }),
  area(1, 'Ana', { obrig: 152, plan: 56, ferias: 24, real: 40, fat: 35 }),
  area(2, 'Bruno', { obrig: 60, plan: 72, real: 0, fat: 0, dep: [16, 'ENGESOL'], reg: [3, 'Estagiário'] }),
];

const ESTADO_AREA = { dataInicio: '2026-11-01', dataFim: '2026-11-30' };

/** The body rows of a table (without the totals row), each as its cells' texts. */
function linhasDe(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') && row.getAttribute('data-testid') !== 'totais');
}
const nomes = (table: HTMLElement) => linhasDe(table).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const totais = (table: HTMLElement) => within(table).getByTestId('totais');

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  exportar.mockReset();
});
afterEach(async () => {
  await api.close();
});

describe('Capacidade por Área', () => {
  beforeEach(() => api.on('GET /relatorio/capacidade-area/:inicio/:fim', () => ({ body: LINHAS_AREA })));

  it('without the hub state shows the message and goes back to the hub', async () => {
    const router = render('/relatorios-delivery/relatorio-capacidade-area');
    expect(await screen.findByText('Informe o período do relatório no hub de Relatórios Delivery.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorios-delivery'));
    // No capacity call without a period (the hub itself loads its own lists).
    expect(api.requests.filter((request) => request.path.startsWith('/relatorio/capacidade'))).toHaveLength(0);
  });

  it('loads the period, shows Carregando..., the rows by name, row rules and the totals row', async () => {
    render('/relatorios-delivery/relatorio-capacidade-area', ESTADO_AREA);
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Capacidade por colaborador' });
    expect(api.requests[0]!.path).toBe('/relatorio/capacidade-area/2026-11-01/2026-11-30');
    expect(screen.getByText('01/11/2026')).toBeInTheDocument();
    expect(screen.getByText('30/11/2026')).toBeInTheDocument();
    expect(nomes(table)).toEqual(['Ana Teste', 'Bruno Teste', 'Carla Teste']);

    const [ana, bruno, carla] = linhasDe(table);
    expect(carla).toHaveStyle({ textDecoration: 'line-through' });
    expect(ana).not.toHaveStyle({ textDecoration: 'line-through' });
    const celulasCarla = within(carla!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(celulasCarla[11]).toBe('--'); // planned occupancy of a dismissed collaborator
    expect(celulasCarla[16]).toBe('-'); // no planned hours: no variation
    const livresBruno = within(bruno!).getAllByRole('cell')[10]!;
    expect(livresBruno).toHaveTextContent('-12,00');
    expect(livresBruno).toHaveStyle({ color: '#c53030' });
    expect(within(ana!).getAllByRole('cell')[10]).not.toHaveStyle({ color: '#c53030' });
    expect(within(ana!).getAllByRole('cell')[16]).toHaveTextContent('37,50%');

    // 244 mandatory, 128 planned, 24 vacation, 92 free, 48 realised, 35 billable.
    const celulas = within(totais(table)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(celulas).toEqual(['Total: 3 colaboradores', '', '244', '128', '24', '92', '52%', '48', '20%', '35', '14%', '73%']);
  });

  it('sorts descending on the first click and toggles on the next', async () => {
    render('/relatorios-delivery/relatorio-capacidade-area', ESTADO_AREA);
    const table = await screen.findByRole('table', { name: 'Capacidade por colaborador' });
    const botao = () => within(table).getByRole('button', { name: /Total Horas Obrigatórias/ });
    await userEvent.click(botao());
    expect(botao().closest('th')).toHaveAttribute('aria-sort', 'descending');
    expect(nomes(table)).toEqual(['Ana Teste', 'Bruno Teste', 'Carla Teste']);
    await userEvent.click(botao());
    expect(botao().closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(nomes(table)).toEqual(['Carla Teste', 'Bruno Teste', 'Ana Teste']);
    // Another column starts descending again.
    const livres = within(table).getByRole('button', { name: /Horas Livres Planejadas/ });
    await userEvent.click(livres);
    expect(nomes(table)).toEqual(['Ana Teste', 'Carla Teste', 'Bruno Teste']);
    expect(totais(table)).toHaveTextContent('Total: 3 colaboradores');
  });

  it('filters by department code (Overhead matches none) and regime code', async () => {
    render('/relatorios-delivery/relatorio-capacidade-area', ESTADO_AREA);
    const table = await screen.findByRole('table', { name: 'Capacidade por colaborador' });
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'ENGESOL');
    expect(nomes(table)).toEqual(['Bruno Teste']);
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'Overhead');
    expect(nomes(table)).toEqual([]);
    expect(totais(table)).toHaveTextContent('Total: 0 colaboradores');
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'Todos');
    await userEvent.selectOptions(screen.getByLabelText('Regime de Contrato'), 'CLT');
    expect(nomes(table)).toEqual(['Ana Teste']);
  });

  it('exports with the title and the area sheet (status, plain numbers)', async () => {
    render('/relatorios-delivery/relatorio-capacidade-area', ESTADO_AREA);
    await screen.findByRole('table', { name: 'Capacidade por colaborador' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(exportar).toHaveBeenCalledTimes(1);
    const spec = exportar.mock.calls[0]![0];
    expect(spec.title).toBe('Relatório Capacidade: 01/11/2026 - 30/11/2026');
    expect(spec.rows[1]!.slice(0, 2)).toEqual(['Ana Teste', 'Ativo']);
    expect(spec.rows[3]!.slice(0, 2)).toEqual(['Carla Teste', 'Inativo']);
    expect(spec.rows[1]![8]).toBe(152);
  });
});

function proj(nome: string, f: { obrig: number; plan: number; real: number; fat: number; regime?: string | null; dep?: string; mat?: number | null }): LinhaCapacidadeProjeto {
  return {
    colaborador: {
      mat: f.mat === undefined ? nome.charCodeAt(0) : f.mat,
      accountId: f.mat === null ? `conta-${nome}` : null,
      nome,
      sobrenome: '',
      demissao: null,
      departamento: f.dep ?? 'Delivery',
      regime: f.regime === undefined ? 'CLT' : f.regime,
      funcao: { nome: 'Tech Lead' },
    },
    perfil: null,
    horasPorDia: 8,
    totalHorasObrigatorias: f.obrig,
    horasPlanejadas: f.plan,
    horasRealizadas: f.real,
    horasFaturaveis: f.fat,
    ...figurasDaLinha({ obrigatorias: f.obrig, planejadas: f.plan, realizadas: f.real, faturaveis: f.fat }),
  };
}

const RESPOSTA_PROJETO: RespostaCapacidadeProjeto = {
  projetos: [
    {
      projeto: { id: 11, key: 'AUR', label: 'AUR - Aurora', categoria: 'Desenvolvimento' },
      colaboradores: [
        proj('Bia', { obrig: 152, plan: 40, real: 30, fat: 25 }),
        proj('Ana', { obrig: 120, plan: 80, real: 60, fat: 60, dep: 'ENGESOL', regime: 'Estagiário' }),
        proj('Externo', { obrig: 0, plan: 0, real: 5, fat: 5, regime: null, dep: '', mat: null }),
      ],
    },
    {
      projeto: { id: 12, key: 'VKP', label: 'VKP - Vale', categoria: null },
      colaboradores: [proj('Caio', { obrig: 152, plan: 10, real: 10, fat: 10 }), proj('Ana', { obrig: 120, plan: 20, real: 20, fat: 0, dep: 'ENGESOL', regime: 'Estagiário' })],
    },
  ],
};

const ESTADO_PROJETO = {
  dataInicio: '2026-11-01',
  dataFim: '2026-11-30',
  projetos: [
    { id: 11, key: 'AUR', label: 'AUR - Aurora' },
    { id: 12, key: 'VKP', label: 'VKP - Vale' },
  ],
  radio: 'cliente' as const,
  cliente: 'Banco Aurora S.A.',
};

describe('Capacidade por Projeto', () => {
  it('without projects in the state shows the message', async () => {
    render('/relatorios-delivery/relatorio-capacidade-projeto', { dataInicio: '2026-11-01', dataFim: '2026-11-30', projetos: [] });
    expect(await screen.findByText('Informe o período do relatório no hub de Relatórios Delivery.')).toBeInTheDocument();
  });

  it('shows the client line, the overall totals, one block per project, N/A and the totals rows', async () => {
    api.on('GET /relatorio/capacidade-projeto/:inicio/:fim/:projetos', () => ({ body: RESPOSTA_PROJETO }));
    render('/relatorios-delivery/relatorio-capacidade-projeto', ESTADO_PROJETO);
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    const aurora = await screen.findByRole('table', { name: 'Colaboradores de AUR - Aurora' });
    expect(api.requests[0]!.path).toBe('/relatorio/capacidade-projeto/2026-11-01/2026-11-30/11,12');
    expect(screen.getByText('Banco Aurora S.A.')).toBeInTheDocument();
    expect(screen.getByText('Categoria: Desenvolvimento')).toBeInTheDocument();
    expect(nomes(aurora)).toEqual(['Ana', 'Bia', 'Externo']);
    expect(within(linhasDe(aurora)[2]!).getAllByRole('cell')[2]).toHaveTextContent('N/A');
    // A Jira user without a registration has no mandatory hours: no occupancy over zero (issue 34 point 5).
    expect(within(linhasDe(aurora)[2]!).getAllByText('sem horas obrigatórias')).toHaveLength(3);
    expect(within(linhasDe(aurora)[2]!).queryByText('0,00%')).not.toBeInTheDocument();
    expect(within(totais(aurora)).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Total: 3 colaboradores', '', '272', '120', '44%', '95', '35%', '90', '33%', '25%',
    ]);
    // Overall: Ana counted once (152 + 120 + 0 + 152 = 424 mandatory); billable 100 -> 24 %.
    const gerais = screen.getByRole('table', { name: 'Totais gerais' });
    expect(within(gerais).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['424', '150', '125', '100', '24%']);
  });

  it('sorts each project on its own, ascending on the first click', async () => {
    api.on('GET /relatorio/capacidade-projeto/:inicio/:fim/:projetos', () => ({ body: RESPOSTA_PROJETO }));
    render('/relatorios-delivery/relatorio-capacidade-projeto', ESTADO_PROJETO);
    const aurora = await screen.findByRole('table', { name: 'Colaboradores de AUR - Aurora' });
    const vale = screen.getByRole('table', { name: 'Colaboradores de VKP - Vale' });
    const botao = () => within(aurora).getByRole('button', { name: /Total Horas Planejadas/ });
    await userEvent.click(botao());
    expect(botao().closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(nomes(aurora)).toEqual(['Externo', 'Bia', 'Ana']);
    expect(nomes(vale)).toEqual(['Ana', 'Caio']);
    expect(within(vale).getByRole('button', { name: /Total Horas Planejadas/ }).closest('th')).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(botao());
    expect(nomes(aurora)).toEqual(['Ana', 'Bia', 'Externo']);
    await userEvent.click(within(vale).getByRole('button', { name: /Total Horas Planejadas/ }));
    expect(nomes(vale)).toEqual(['Caio', 'Ana']);
  });

  it('filters by text (case-insensitive) and shows Nenhum colaborador encontrado. when nothing is left', async () => {
    api.on('GET /relatorio/capacidade-projeto/:inicio/:fim/:projetos', () => ({ body: RESPOSTA_PROJETO }));
    render('/relatorios-delivery/relatorio-capacidade-projeto', { ...ESTADO_PROJETO, radio: 'projeto' });
    const aurora = await screen.findByRole('table', { name: 'Colaboradores de AUR - Aurora' });
    expect(screen.queryByText('Banco Aurora S.A.')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Regime de Contrato'), 'Estagiário');
    expect(nomes(aurora)).toEqual(['Ana']);
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'Overhead');
    expect(screen.getByText('Nenhum colaborador encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends the TODOS selection and shows the empty message for an empty answer', async () => {
    api.on('GET /relatorio/capacidade-projeto/:inicio/:fim/:projetos', () => ({ body: { projetos: [] } }));
    render('/relatorios-delivery/relatorio-capacidade-projeto', { ...ESTADO_PROJETO, projetos: [{ id: 0, key: 'TODOS', label: 'Todos' }] });
    expect(await screen.findByText('Nenhum colaborador encontrado.')).toBeInTheDocument();
    expect(api.requests[0]!.path).toBe('/relatorio/capacidade-projeto/2026-11-01/2026-11-30/TODOS');
  });

  it('exports the project sheet with the title, rounded values and suffixes', async () => {
    api.on('GET /relatorio/capacidade-projeto/:inicio/:fim/:projetos', () => ({ body: RESPOSTA_PROJETO }));
    render('/relatorios-delivery/relatorio-capacidade-projeto', ESTADO_PROJETO);
    await screen.findByRole('table', { name: 'Colaboradores de AUR - Aurora' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    const spec = exportar.mock.calls[0]![0];
    expect(spec.title).toBe('Relatório Capacidade: 01/11/2026 - 30/11/2026');
    expect(spec.rows[1]).toEqual(['424h', '150h', '125h', '100h', '24%']);
    expect(spec.rows[3]).toEqual(['AUR - Aurora (Desenvolvimento)']);
    const externo = spec.rows.find((row) => row[0] === 'Externo')!;
    expect([externo[8], externo[10], externo[12]]).toEqual(['sem horas obrigatórias', 'sem horas obrigatórias', 'sem horas obrigatórias']);
  });
});
