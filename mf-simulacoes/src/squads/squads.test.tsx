import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type Squad, type SquadColab, type SquadFuncaoCatalogo } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { API_NAME } from '@financeiro/domain';
import { exportToXlsx } from '@financeiro/ui';
import { findDialog, renderRoute } from '@financeiro/ui/testing';
import App from '../App';
import { COLUNAS_EXPORTACAO } from './exportacao';

jest.mock('@financeiro/ui', () => ({ ...jest.requireActual('@financeiro/ui'), exportToXlsx: jest.fn() }));

const EMAIL = 'ana@veecode.com.br';
/** 'R$ 1.234,56' as formatted (with the non-breaking space of Intl). */
const brl = (texto: string) => `R$\u00a0${texto}`;

/** One of the user's stored employee cost simulations, as the squad catalogue lists it (id = simulation id). */
function simulacao(id: number, funcao_nome: string, custo_hora: string, custo_total: string): SquadFuncaoCatalogo {
  return {
    id,
    funcao_nome,
    custo_hora_colaborador: custo_hora,
    custo_total,
    regime_sigla: 'CLT',
    filial_label: 'Matriz',
    beneficio_total: '3100.00',
    imposto_total: '500.00',
    dependentes: 1,
    salario_bruto: '5000.00',
    salario_filial: '6400.00',
    salario_liquido: '4100.00',
    custo_hora_colaborador_meio_periodo: '40.00',
    provisao_decimo_terceiro: '500.00',
    provisao_ferias: '600.00',
    provisao_rescisao: '100.00',
  };
}

const DEV = simulacao(11, 'Desenvolvedor', '60.0000', '10000.00');
const QA = simulacao(12, 'Analista QA', '45.0000', '7000.00');
const PO = simulacao(13, 'Product Owner', '80.0000', '12000.00');
const ESTAGIO = simulacao(14, 'Estagiário', '0.0100', '0.10');

const colab = (f: SquadFuncaoCatalogo, sprint: number, quantidade: number): SquadColab => ({ ...f, sprint, quantidade });

let api: FakeApi;
let squads: Squad[];
let catalogo: SquadFuncaoCatalogo[];

beforeEach(async () => {
  (exportToXlsx as jest.Mock).mockClear();
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { name: 'Ana', email: EMAIL, roles: { [API_NAME]: ['simulacoes'] } } });
  squads = [
    { id: 1, nome: 'Alfa', custo_total: '27000.00', quantidade_sprints: 2, squadColab: { '1': [colab(DEV, 1, 2)], '2': [colab(QA, 2, 1)] } },
    { id: 2, nome: 'Beta', custo_total: '12000.00', quantidade_sprints: 1, squadColab: { '1': [colab(PO, 1, 1)] } },
  ];
  api = await startFakeApi();
  const find = (path: string) => squads.find((s) => path.endsWith(`/${s.id}`));
  api.on('GET /squad/:email', () => ({ body: { data: squads } }));
  api.on('GET /squad/:email/:id', ({ path }) => {
    const found = find(path);
    return found ? { body: { data: [{ squad: found }] } } : { status: 404, body: { errors: [{ errorMessage: 'Time não encontrado.' }] } };
  });
  catalogo = [DEV, QA, PO, ESTAGIO];
  api.on('GET /squad-colab/:email/simulacoes', () => ({ body: { data: catalogo } }));
  api.on('POST /squad/create', ({ body }) => {
    const novo: Squad = { id: 9, nome: (body as { nome: string }).nome, custo_total: '0.00', quantidade_sprints: 1, squadColab: { '1': [] } };
    squads.push(novo);
    return { body: { data: novo, message: 'Time criado com sucesso.' } };
  });
  api.on('PATCH /squad/:email/change-active', ({ body }) => {
    squads = squads.filter((s) => s.id !== (body as { id: number }).id);
    return { body: { message: 'Time excluído com sucesso.' } };
  });
  api.on('PUT /squad/:email/:id', ({ body }) => ({ body: { data: { ...squads[0], ...(body as object) }, message: 'ok' } }));
  api.on('POST /squad-colab/create', () => ({ body: { data: squads[0], message: 'Dados da simulação do time atualizados com sucesso!' } }));
  api.on('POST /squad-colab/sprint/remove', () => ({ body: { data: squads[0] } }));
});
afterEach(async () => {
  await api.close();
  useSession.getState().clear();
});

const renderAt = (path: string) => renderRoute(<App />, { route: '/simulacoes/*', at: path });
const reqs = (method: string, path?: string) => api.requests.filter((r) => r.method === method && (!path || r.path === path));

describe('Lista de simulações de times', () => {
  it("lists the user's teams with sortable and filterable columns", async () => {
    renderAt('/simulacoes/my-teams');
    expect(await screen.findByRole('heading', { name: 'Lista de simulações de times' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Times' });
    await within(table).findByText('Alfa');
    expect(reqs('GET', `/squad/${encodeURIComponent(EMAIL)}`)).toHaveLength(1);
    expect(within(table).getByText('R$ 27.000,00')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Custo total' }));
    let rows = within(table).getAllByRole('row').slice(2);
    expect(rows[0]).toHaveTextContent('Beta');
    await userEvent.click(within(table).getByRole('button', { name: 'Custo total' }));
    rows = within(table).getAllByRole('row').slice(2);
    expect(rows[0]).toHaveTextContent('Alfa');
    await userEvent.type(within(table).getByLabelText('Filtrar Nome'), 'bet');
    expect(within(table).queryByText('Alfa')).not.toBeInTheDocument();
    expect(within(table).getByText('Beta')).toBeInTheDocument();
  });

  it('row click: per-sprint accordion, Exportar with the export columns, Excluir after the confirmation (soft delete)', async () => {
    renderAt('/simulacoes/my-teams');
    const table = await screen.findByRole('table', { name: 'Times' });
    await userEvent.click(await within(table).findByText('Alfa'));
    const dialog = await findDialog();
    expect(await within(dialog).findByText('Sprint 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Sprint 2')).toBeInTheDocument();
    expect(await within(dialog).findByRole('table', { name: 'Colaboradores da Sprint 1' })).toHaveTextContent('Desenvolvedor');
    await userEvent.click(within(dialog).getByText('Sprint 2'));
    expect(await within(dialog).findByRole('table', { name: 'Colaboradores da Sprint 2' })).toHaveTextContent('Analista QA');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(exportToXlsx).toHaveBeenCalledTimes(1);
    const spec = (exportToXlsx as jest.Mock).mock.calls[0][0];
    expect(spec.fileName).toBe('time-Alfa');
    expect(spec.columns).toBe(COLUNAS_EXPORTACAO);
    expect(spec.columns.map((c: { header: string }) => c.header)).toEqual([
      'Sprint', 'Função', 'Quantidade', 'Regime', 'Filial', 'Benefício total', 'Imposto total', 'Dependentes', 'Salário bruto',
      'Salário filial', 'Salário líquido', 'Custo total', 'Custo hora', 'Custo hora meio período', 'Provisão 13º salário', 'Provisão férias', 'Provisão rescisão',
    ]);
    expect(spec.rows.map((r: SquadColab) => [r.sprint, r.funcao_nome, r.quantidade])).toEqual([[1, 'Desenvolvedor', 2], [2, 'Analista QA', 1]]);
    expect(spec.columns.map((c: { value: (r: SquadColab) => unknown }) => c.value(spec.rows[0]))).toEqual([
      1, 'Desenvolvedor', 2, 'CLT', 'Matriz', 3100, 500, 1, 5000, 6400, 4100, 10000, 60, 40, 500, 600, 100,
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const confirm = await findDialog(undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('Tem certeza que deseja excluir o time: Alfa ?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(reqs('PATCH')).toHaveLength(0);
    await userEvent.click(within(await findDialog()).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(await findDialog(undefined, 'alertdialog')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(within(table).queryByText('Alfa')).not.toBeInTheDocument());
    expect(reqs('PATCH')[0].path).toBe(`/squad/${encodeURIComponent(EMAIL)}/change-active`);
    expect(reqs('PATCH')[0].body).toEqual({ id: 1, ativo: false });
  });

  it("'Novo time' asks the name (required, at most 10 characters) and opens the new team", async () => {
    const router = renderAt('/simulacoes/my-teams');
    await userEvent.click(await screen.findByRole('button', { name: 'Novo time' }));
    const dialog = await findDialog();
    const nome = within(dialog).getByLabelText('Nome do time');
    expect(nome).toHaveAttribute('maxLength', '10');
    // The limit and a counter under the field: a name is never cut without a word (issue 34 point 7).
    expect(nome).toHaveAccessibleDescription('Até 10 caracteres (0/10)');
    await userEvent.type(nome, 'Squad Alfa Beta');
    expect(nome).toHaveValue('Squad Alfa');
    expect(nome).toHaveAccessibleDescription('Limite de 10 caracteres atingido (10/10)');
    await userEvent.clear(nome);
    expect(nome).toHaveAccessibleDescription('Até 10 caracteres (0/10)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('Nome do time não pode ser vazio.')).toBeInTheDocument();
    expect(reqs('POST')).toHaveLength(0);
    await userEvent.type(nome, 'Gama');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulacoes/my-teams/9'));
    expect(reqs('POST', '/squad/create')[0].body).toEqual({ nome: 'Gama', email: EMAIL });
    expect(await screen.findByRole('heading', { name: 'Montagem de Squad' })).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: 'Funções' })).findByText('Product Owner')).toBeInTheDocument();
  });
});

/** The value a style rule of the page gives `propriedade` of `element`, layers included (jsdom's getComputedStyle skips @layer). */
function regraDe(element: Element, propriedade: string): string {
  const procurar = (regras: CSSRuleList): string => {
    for (const regra of Array.from(regras)) {
      if (regra instanceof CSSStyleRule) {
        const valor = regra.style.getPropertyValue(propriedade);
        if (valor && regra.selectorText.split(',').some((seletor) => !seletor.includes('::') && element.matches(seletor))) return valor;
      } else if ('cssRules' in regra && !(regra instanceof CSSMediaRule)) {
        const achado = procurar((regra as CSSGroupingRule).cssRules);
        if (achado) return achado;
      }
    }
    return '';
  };
  for (const folha of Array.from(document.styleSheets)) {
    const achado = procurar(folha.cssRules);
    if (achado) return achado;
  }
  return '';
}

describe('Montagem de Squad', () => {
  async function abrir(id = 1) {
    const router = renderAt(`/simulacoes/my-teams/${id}`);
    expect(await screen.findByRole('heading', { name: 'Montagem de Squad' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Sprint 1' });
    await within(screen.getByRole('table', { name: 'Funções' })).findByText('Product Owner');
    return router;
  }

  it('starts in view mode: read-only name and total, no sprint or quantity controls; Cancelar goes back', async () => {
    const router = await abrir();
    expect(screen.getByLabelText('Nome do time')).toBeDisabled();
    expect(screen.getByLabelText('Nome do time')).toHaveValue('Alfa');
    expect(screen.getByTestId('custo-total')).toHaveValue(brl('27.000,00'));
    expect(screen.getByTestId('custo-total')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Adicionar Sprint' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar Desenvolvedor' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Quantidade Desenvolvedor')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Sprint 1', 'Sprint 2']);
    // the catalogue filters by function
    await userEvent.type(screen.getByLabelText('Filtrar por função'), 'analista');
    const catalogo = screen.getByRole('table', { name: 'Funções' });
    expect(within(catalogo).queryByText('Product Owner')).not.toBeInTheDocument();
    expect(within(catalogo).getByText('Analista QA')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulacoes/my-teams'));
    expect(await within(await screen.findByRole('table', { name: 'Times' })).findByText('Beta')).toBeInTheDocument();
  });

  it('each table scrolls sideways in its own box with the row actions pinned to its right edge (390 px)', async () => {
    await abrir(1);
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const adicionar = within(screen.getByRole('table', { name: 'Funções' })).getAllByRole('button', { name: /^Adicionar / })[0]!;
    const remover = within(screen.getByRole('table', { name: 'Sprint 1' })).getAllByRole('button', { name: /^Remover / })[0]!;
    for (const [tabela, botao] of [['Funções', adicionar], ['Sprint 1', remover]] as const) {
      const table = screen.getByRole('table', { name: tabela });
      expect(regraDe(table.parentElement!, 'overflow')).toBe('auto');
      const celula = botao.closest('td')!;
      expect(getComputedStyle(celula).position).toBe('sticky');
      const cabecalho = within(table).getAllByRole('columnheader').at(-1)!;
      expect(getComputedStyle(cabecalho).position).toBe('sticky');
    }
  });

  it('edit mode: sprints from 1 up to 5, the last removed only while more than one exists', async () => {
    await abrir(2);
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const adicionar = screen.getByRole('button', { name: 'Adicionar Sprint' });
    const remover = screen.getByRole('button', { name: 'Remover Sprint' });
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(remover).toBeDisabled();
    for (let i = 0; i < 4; i += 1) await userEvent.click(adicionar);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Sprint 1', 'Sprint 2', 'Sprint 3', 'Sprint 4', 'Sprint 5']);
    expect(adicionar).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Sprint 5' })).toHaveAttribute('aria-selected', 'true');
    for (let i = 0; i < 4; i += 1) await userEvent.click(remover);
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(remover).toBeDisabled();
    expect(adicionar).toBeEnabled();
  });

  it('builds sprints from the catalogue, recomputes the total and saves with the /squad-colab calls', async () => {
    const router = await abrir();
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Product Owner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Desenvolvedor' }));
    const quantidade = screen.getByLabelText('Quantidade Desenvolvedor');
    expect(quantidade).toHaveValue('3');
    await userEvent.clear(quantidade);
    await userEvent.type(quantidade, '4');
    expect(screen.getByTestId('total-sprint')).toHaveTextContent('R$ 52.000,00');
    expect(screen.getByTestId('custo-total')).toHaveValue(brl('59.000,00'));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Sprint' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Analista QA' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Sprint 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover Analista QA' }));
    expect(screen.getByRole('table', { name: 'Sprint 2' })).toHaveTextContent('Nenhum colaborador nesta sprint.');
    await userEvent.click(screen.getByRole('button', { name: 'Remover Sprint' }));
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    await userEvent.clear(screen.getByLabelText('Nome do time'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nome do time não pode estar vazio')).toBeInTheDocument();
    expect(reqs('POST')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Nome do time'), 'Alfa 2');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulacoes/my-teams'));
    expect(await screen.findByText('Dados da simulação do time atualizados com sucesso!')).toBeInTheDocument();
    expect(await within(await screen.findByRole('table', { name: 'Times' })).findByText('Beta')).toBeInTheDocument();
    expect(reqs('PUT')[0].body).toEqual({ nome: 'Alfa 2' });
    expect(reqs('POST', '/squad-colab/create')[0].body).toEqual({
      email: EMAIL,
      squadId: 1,
      sprints: [
        { sprint: 1, colabs: [{ id: DEV.id, quantidade: 4 }, { id: PO.id, quantidade: 1 }] },
        // QA went to the added Sprint 3, which was removed again; Sprint 2 was emptied
        { sprint: 2, colabs: [] },
      ],
    });
    expect(reqs('POST', '/squad-colab/sprint/remove')).toHaveLength(0);
  });

  it('removing sprints on save sends /squad-colab/sprint/remove with the emptied indexes', async () => {
    await abrir();
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover Sprint' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(await screen.findByRole('table', { name: 'Times' })).findByText('Beta')).toBeInTheDocument();
    expect(reqs('POST', '/squad-colab/sprint/remove')).toHaveLength(1);
    expect(reqs('POST', '/squad-colab/sprint/remove')[0].body).toEqual({ email: EMAIL, squadId: 1, sprints: [2] });
    expect(reqs('POST', '/squad-colab/create')[0].body).toMatchObject({ sprints: [{ sprint: 1, colabs: [{ id: DEV.id, quantidade: 2 }] }] });
    expect(reqs('PUT')).toHaveLength(0);
  });

  it('a total below 0,20 after a removal is shown as 0,00', async () => {
    await abrir(2);
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Estagiário' }));
    expect(screen.getByTestId('custo-total')).toHaveValue(brl('12.000,10'));
    await userEvent.click(screen.getByRole('button', { name: 'Remover Product Owner' }));
    expect(screen.getByTestId('custo-total')).toHaveValue(brl('0,00'));
  });

  it('Cancelar in edit mode asks before dropping the changes, then returns to view mode', async () => {
    await abrir();
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Product Owner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    let confirm = await findDialog(undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('Foram feitas alterações! Deseja realmente sair e perdê-las?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sprint 1' })).toHaveTextContent('Product Owner');

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    confirm = await findDialog(undefined, 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sprint 1' })).not.toHaveTextContent('Product Owner');
    expect(screen.getByTestId('custo-total')).toHaveValue(brl('27.000,00'));
    expect(reqs('POST')).toHaveLength(0);
  });

  it("'Adicionar colaborador' lists the user's simulations (function, hourly cost, total cost), filtered by function", async () => {
    await abrir();
    expect(reqs('GET', `/squad-colab/${encodeURIComponent(EMAIL)}/simulacoes`)).toHaveLength(1);
    const lista = screen.getByRole('table', { name: 'Funções' });
    const linha = within(lista).getByText('Desenvolvedor').closest('tr')!;
    expect(within(linha).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Desenvolvedor', brl('60,00'), brl('10.000,00')]);
    await userEvent.type(screen.getByLabelText('Filtrar por função'), 'zzz');
    expect(within(lista).getByText('Nenhuma simulação encontrada.')).toBeInTheDocument();
  });

  it('with no saved simulation the catalogue says where to create them', async () => {
    catalogo = [];
    const router = renderAt('/simulacoes/my-teams/1');
    const vazio = await screen.findByTestId('catalogo-vazio');
    expect(vazio).toHaveTextContent('Você ainda não tem simulações de custo salvas. Cadastre-as em Simulações > Colaboradores para montar o time.');
    await userEvent.click(within(vazio).getByRole('button', { name: 'Simulações > Colaboradores' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulacoes/colaboradores'));
  });

  it('a malformed id asks nothing and says the team was not found', async () => {
    renderAt('/simulacoes/my-teams/abc');
    expect(await screen.findByText('Time não encontrado.')).toBeInTheDocument();
    expect(reqs('GET').filter((r) => r.path.startsWith('/squad/'))).toHaveLength(0);
  });

  it("another user's or a missing team shows the server's message", async () => {
    renderAt('/simulacoes/my-teams/77');
    expect(await screen.findByText('Time não encontrado.')).toBeInTheDocument();
    expect(reqs('GET', `/squad/${encodeURIComponent(EMAIL)}/77`)).toHaveLength(1);
  });
});
