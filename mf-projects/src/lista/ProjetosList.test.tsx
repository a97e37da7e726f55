import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type SyncExecucao } from '@financeiro/api';
import { serverError, startFakeApi, type FakeApi, type FakeRequest } from '@financeiro/api/testing';
import { ADMIN_ROLE, API_NAME } from '@financeiro/domain';
import { renderRoute, renderWithUi } from '@financeiro/ui/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import App from '../App';
import { PROJETOS, projeto } from './fixtures';
import { useListaProjetos } from './ProjetosList';

// SheetJS is a dependency of the ui package, read from there to check the written file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const XLSX = require(require.resolve('xlsx', { paths: [path.dirname(require.resolve('@financeiro/ui/package.json'))] })) as {
  readFile: (file: string, options: { cellDates: true; cellNF: true }) => { SheetNames: string[]; Sheets: Record<string, Record<string, { t: string }>> };
  utils: { sheet_to_json: (sheet: unknown, options: { header: 1; raw: false }) => unknown[][] };
};
/** The sheet as the spreadsheet shows it (formats applied), and its cells. */
function readSheet(file: string): unknown[][] {
  return XLSX.utils.sheet_to_json(readCells(file), { header: 1, raw: false });
}
function readCells(file: string) {
  const workbook = XLSX.readFile(file, { cellDates: true, cellNF: true });
  return workbook.Sheets[workbook.SheetNames[0]]!;
}

let api: FakeApi;
const listRequests = () => api.requests.filter((request) => /^\/jira\/projects\/\d+$/.test(request.path));
const lastList = (): FakeRequest => listRequests()[listRequests().length - 1];

function signIn(sections: string[]) {
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { name: 'Ana', email: 'ana@veecode.com.br', roles: { [API_NAME]: sections } } });
}

beforeEach(async () => {
  useListaProjetos.getState().reset();
  signIn(['projetos']);
  api = await startFakeApi();
  api.on('GET /cliente', () => ({ body: { data: [{ id: 1, name: 'ACME', key: 'ACM' }, { id: 2, name: 'Sem Projetos', key: 'SEM' }] } }));
  api.on('GET /jira/projects/categories', () => ({ body: { data: [{ id: 1, name: 'Desenvolvimento' }, { id: 2, name: 'Sustentação' }] } }));
  api.on('GET /jira/projects/lideres', () => ({ body: { data: [{ accountId: 'acc-1', displayName: 'Ana Souza', email: null }] } }));
  api.on('GET /jira/projects/anos', () => ({ body: { data: [2026, 2025, 2024] } }));
  api.on('GET /jira/projects/:page', ({ path, query }) => {
    const page = Number(path.split('/').pop());
    let rows = PROJETOS;
    if (query.get('cliente') === '2') rows = [];
    if (query.get('texto')) rows = rows.filter((row) => row.key.includes(query.get('texto')!.toUpperCase()));
    if (query.get('direcao') === 'desc') rows = [...rows].reverse();
    return { body: { pages: Math.ceil(rows.length / 10), total: rows.length, data: rows.slice((page - 1) * 10, page * 10) } };
  });
});
afterEach(async () => {
  await api.close();
  useSession.getState().clear();
});

const renderList = () => renderRoute(<App />, { route: '/projetos/*', at: '/projetos' });
const table = () => screen.getByRole('table', { name: 'Lista de Projetos' });
const keysShown = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent);

describe('Lista de Projetos', () => {
  it('lists the first page with its columns, sorts on click and pages with numbers', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Lista de Projetos' })).toBeInTheDocument();
    await within(table()).findByText('P01');
    expect(keysShown()).toEqual(['P01', 'P02', 'P03', 'P04', 'P05', 'P06', 'P07', 'P08', 'P09', 'P10']);
    const header = within(table()).getAllByRole('row')[0];
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼]/g, ''))).toEqual([
      '',
      'Key',
      'Nome',
      'Categoria',
      'Líder',
      'Última atualização',
    ]);
    expect(within(table()).getAllByText('05/10/2026').length).toBe(10);

    await userEvent.click(within(table()).getByRole('button', { name: /Key/ }));
    await within(table()).findByText('P25');
    expect(lastList().query.get('ordem')).toBe('key');
    expect(lastList().query.get('direcao')).toBe('desc');
    expect(within(table()).getByTestId('sort-arrow')).toHaveTextContent('▼');
    await userEvent.click(within(table()).getByRole('button', { name: /Nome/ }));
    await waitFor(() => expect(lastList().query.get('ordem')).toBe('name'));
    expect(lastList().query.get('direcao')).toBe('asc');

    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await within(table()).findByText('P21');
    expect(lastList().path).toBe('/jira/projects/3');
  });

  it('shows a failed list with Tentar novamente instead of a spinner, and the retry brings the projects', async () => {
    let falhar = true;
    api.on('GET /jira/projects/:page', () => (falhar ? serverError() : { body: { pages: 1, total: 1, data: PROJETOS.slice(0, 1) } }));
    renderList();
    expect(await screen.findByText('Falha simulada.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(table()).findByText('P01')).toBeInTheDocument();
    expect(screen.queryByText('Falha simulada.')).not.toBeInTheDocument();
  });

  it('sends every filter to the server and clears them', async () => {
    renderList();
    await within(table()).findByText('P01');
    // The years the server says have projects, in its order, ticked with a tap each (no Ctrl-click).
    const anos = screen.getByRole('group', { name: /^Anos/ });
    await within(anos).findByRole('checkbox', { name: '2026' });
    expect(within(anos).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['2026', '2025', '2024']);
    await userEvent.click(within(anos).getByRole('checkbox', { name: '2025' }));
    await userEvent.click(within(anos).getByRole('checkbox', { name: '2026' }));
    await waitFor(() => expect(lastList().query.get('anos')).toBe('2026,2025'));
    await userEvent.selectOptions(screen.getByLabelText('Líder'), 'acc-1');
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), '2');
    await userEvent.type(screen.getByLabelText('Buscar por nome ou key'), 'p2');
    await waitFor(() => expect(lastList().query.get('texto')).toBe('p2'));
    expect(lastList().query.get('lider')).toBe('acc-1');
    expect(lastList().query.get('categoria')).toBe('2');
    await within(table()).findByText('P25');
    expect(keysShown()).toEqual(['P20', 'P21', 'P22', 'P23', 'P24', 'P25']);

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    await within(table()).findByText('P01');
    const query = lastList().query;
    expect([...query.keys()].sort()).toEqual(['direcao', 'ordem']);
    expect(screen.getByLabelText('Buscar por nome ou key')).toHaveValue('');
  });

  it('is busy from the keystroke of a search until its rows arrive, keeping the previous rows meanwhile (issue 33)', async () => {
    renderList();
    await within(table()).findByText('P01');
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    // The search's answer waits for the test: the previous rows stay, and the table says they are about to go.
    const pending: Array<() => void> = [];
    api.on('GET /jira/projects/:page', () => new Promise((resolve) => pending.push(() => resolve({ body: { pages: 1, total: 1, data: [projeto(25, 'P25')] } }))));
    const answer = () => pending.splice(0).forEach((resolve) => resolve());
    await userEvent.type(screen.getByLabelText('Buscar por nome ou key'), 'p25');
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(keysShown()[0]).toBe('P01');
    await waitFor(() => expect(lastList().query.get('texto')).toBe('p25'));
    act(() => answer());
    await within(table()).findByText('P25');
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    expect(keysShown()).toEqual(['P25']);
  });

  it('shows the client message when the client has no projects, and the empty text otherwise', async () => {
    renderList();
    await within(table()).findByText('P01');
    await userEvent.selectOptions(screen.getByLabelText('Cliente'), '2');
    expect(await within(table()).findByText('Nenhum projeto encontrado para esse cliente.')).toBeInTheDocument();
    expect(lastList().query.get('cliente')).toBe('2');
    await userEvent.selectOptions(screen.getByLabelText('Cliente'), '');
    await within(table()).findByText('P01');
    await userEvent.type(screen.getByLabelText('Buscar por nome ou key'), 'zzz');
    expect(await within(table()).findByText('Nenhum item para mostrar')).toBeInTheDocument();
  });

  it('keeps the selection across pages and filters, and enables the actions by count', async () => {
    const router = renderList();
    await within(table()).findByText('P01');
    const resultados = screen.getByRole('button', { name: 'Resultados' });
    const planejamento = screen.getByRole('button', { name: 'Planejamento' });
    const comparar = screen.getByRole('button', { name: 'Comparar Projetos' });
    expect(resultados).toBeDisabled();
    expect(planejamento).toBeDisabled();
    expect(comparar).toBeDisabled();
    expect(screen.getByTestId('banner-selecao')).toHaveTextContent('0 projetos selecionados');

    await userEvent.click(screen.getByLabelText('Selecionar P03'));
    expect(screen.getByTestId('banner-selecao')).toHaveTextContent('1 projeto selecionado');
    expect(resultados).toBeEnabled();
    expect(planejamento).toBeEnabled();
    expect(comparar).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await within(table()).findByText('P11');
    expect(screen.getByLabelText('Selecionar P11')).not.toBeChecked();
    await userEvent.click(screen.getByLabelText('Selecionar P12'));
    expect(screen.getByTestId('banner-selecao')).toHaveTextContent('2 projetos selecionados');
    expect(planejamento).toBeDisabled();
    expect(comparar).toBeEnabled();

    // A filter that hides the selected rows keeps them selected.
    await userEvent.type(screen.getByLabelText('Buscar por nome ou key'), 'p2');
    await within(table()).findByText('P25');
    expect(screen.getByTestId('banner-selecao')).toHaveTextContent('2 projetos selecionados');

    // Select-all acts on the rows of the current view only.
    await userEvent.click(screen.getByLabelText('Selecionar todos da página'));
    expect(screen.getByTestId('banner-selecao')).toHaveTextContent('8 projetos selecionados');
    await userEvent.click(screen.getByLabelText('Selecionar todos da página'));
    expect(screen.getByTestId('banner-selecao')).toHaveTextContent('2 projetos selecionados');

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    await within(table()).findByText('P01');
    expect(screen.getByLabelText('Selecionar P03')).toBeChecked();

    await userEvent.click(comparar);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projetos/compare/P03,P12/3,12'));
  });

  it('opens Resultados and Planejamento with the selected keys and ids', async () => {
    // As in the shell: the planning page is another remote's route.
    const router = createMemoryRouter(
      [
        { path: '/projetos/previsao/:key/:id', element: <p>Planejamento do projeto</p> },
        { path: '/projetos/*', element: <App /> },
      ],
      { initialEntries: ['/projetos'] },
    );
    renderWithUi(<RouterProvider router={router} />);
    await within(table()).findByText('P01');
    await userEvent.click(screen.getByLabelText('Selecionar P05'));
    await userEvent.click(screen.getByRole('button', { name: 'Planejamento' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projetos/previsao/P05/5'));
    await act(() => router.navigate('/projetos'));
    await within(table()).findByText('P01');
    await userEvent.click(screen.getByLabelText('Selecionar P01'));
    await userEvent.click(screen.getByRole('button', { name: 'Resultados' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projetos/P05,P01/5,1'));
  });

  it('has a 3-step help dialog', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Ajuda' }));
    expect(await screen.findByText('Passo 1 de 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByText('Passo 3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  });

  it('exports every listed project (GET /jira/projects with the filters) when none is selected', async () => {
    api.on('GET /jira/projects', () => ({ body: { data: [projeto(1, 'P01'), projeto(2, 'P02', { category: null, lead: null, lastIssueUpdateTime: null })] } }));
    // The file is written to the working directory: use a throwaway one and read the file back.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-projects-export-'));
    const cwd = process.cwd();
    process.chdir(dir);
    renderList();
    await within(table()).findByText('P01');
    await userEvent.type(screen.getByLabelText('Buscar por nome ou key'), 'p0');
    await within(table()).findByText('P09');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(api.requests.some((request) => request.path === '/jira/projects')).toBe(true));
    const exportCall = api.requests.find((request) => request.path === '/jira/projects')!;
    expect(exportCall.query.get('texto')).toBe('p0');
    expect(exportCall.query.get('tamanho')).toBeNull();
    const file = path.join(dir, 'projetos.xlsx');
    await waitFor(() => expect(fs.existsSync(file)).toBe(true));
    process.chdir(cwd);
    expect(readSheet(file)).toEqual([
      ['Key', 'Nome', 'Categoria', 'Líder', 'Última atualização'],
      ['P01', 'Projeto P01', 'Desenvolvimento', 'Ana Souza', '05/10/2026'],
      ['P02', 'Projeto P02', '', '', ''],
    ]);
    // The last update is a date cell, not text.
    expect(readCells(file).E2!.t).toBe('d');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('exports only the selected projects when some are selected', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-projects-export-'));
    const cwd = process.cwd();
    process.chdir(dir);
    renderList();
    await within(table()).findByText('P01');
    await userEvent.click(screen.getByLabelText('Selecionar P02'));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    const file = path.join(dir, 'projetos.xlsx');
    await waitFor(() => expect(fs.existsSync(file)).toBe(true));
    process.chdir(cwd);
    expect(readSheet(file)).toEqual([
      ['Key', 'Nome', 'Categoria', 'Líder', 'Última atualização'],
      ['P02', 'Projeto P02', 'Desenvolvimento', 'Ana Souza', '05/10/2026'],
    ]);
    expect(api.requests.some((request) => request.path === '/jira/projects')).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('does not show the sync to users who are not administrators', async () => {
    renderList();
    await within(table()).findByText('P01');
    expect(screen.queryByRole('button', { name: 'Sincronizar agora' })).not.toBeInTheDocument();
  });

  it('administrators without Jira settings see that the data is the demo and cannot sync', async () => {
    signIn(['projetos', ADMIN_ROLE]);
    api.on('GET /jira/sync/execucoes', () => ({ body: { data: [], configurado: false, emAndamento: false } }));
    renderList();
    expect(await screen.findByText(/Integração com o Jira não configurada/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sincronizar agora' })).toBeDisabled();
  });

  it('administrators see a failed sync with its error; Sincronizar agora stays available', async () => {
    signIn(['projetos', ADMIN_ROLE]);
    const erro = 'Tempo não respondeu em GET /4/worklogs: terminated';
    api.on('GET /jira/sync/execucoes', () => ({
      body: {
        data: [{ id: 7, tipo: 'completa', origem: 'agendada', status: 'falha', iniciadoEm: '2026-11-23T10:00:00Z', terminadoEm: '2026-11-23T10:02:00Z', contagens: { worklogs: 1000 }, erro }],
        configurado: true,
        emAndamento: false,
      },
    }));
    renderList();
    const painel = await screen.findByTestId('sync-ultima');
    await waitFor(() => expect(painel).toHaveTextContent(`Última sincronização (completa, agendada): com falha`));
    expect(painel).toHaveTextContent(erro);
    expect(screen.getByRole('button', { name: 'Sincronizar agora' })).toBeEnabled();
  });

  it('administrators: Sincronizar agora calls POST /jira/sync', async () => {
    signIn(['projetos', ADMIN_ROLE]);
    let runs: SyncExecucao[] = [
      { id: 1, tipo: 'incremental', origem: 'agendada', status: 'sucesso', iniciadoEm: '2026-11-23T10:00:00Z', terminadoEm: '2026-11-23T10:01:00Z', contagens: {}, erro: null },
    ];
    api.on('GET /jira/sync/execucoes', () => ({ body: { data: runs, configurado: true, emAndamento: runs[0].status === 'executando' } }));
    api.on('POST /jira/sync', () => {
      runs = [{ ...runs[0], id: 2, origem: 'manual', status: 'executando', terminadoEm: null }, ...runs];
      return { body: { data: { id: 2 } } };
    });
    renderList();
    expect(await screen.findByText(/Última sincronização \(incremental, agendada\): concluída/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sincronizar agora' }));
    expect(await screen.findByText('Sincronização iniciada.')).toBeInTheDocument();
    expect(await screen.findByText(/Última sincronização \(incremental, manual\): em execução/)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST' && request.path === '/jira/sync')).toHaveLength(1);
  });
});
