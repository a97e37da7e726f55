import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type RelatorioMargem } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { API_NAME } from '@financeiro/domain';
import { findDialog, renderRoute } from '@financeiro/ui/testing';
import App from '../App';

const EMAIL = 'ana@veecode.com.br';

function relatorio(id: number, nome: string, projeto: string, mes: string): RelatorioMargem {
  return {
    id,
    nome,
    projeto,
    periodo_inicial: `2026-${mes}-01`,
    periodo_fim: `2026-${mes}-30`,
    receita_bruta: '10000.00',
    impostos: '935.00',
    receita_liquida: '9065.00',
    custo_venda: '2043.00',
    total_custo_indireto: '543.00',
    custo_hora_colaborador: '1500.00',
    resultado_bruto: '7022.00',
    margem_bruta: '0.7746',
    despesas_operacionais: '1241.91',
    rv: '399.00',
    rateio_administrativo: '1096.87',
    resultado_ir_csll: '4284.22',
    imposto_sem_resultado: '1456.63',
    resultado_liquido: '2827.59',
    margem_liquida: '0.2828',
    margem_contribuicao: '0.7746',
    custosIndiretos: [{ id: 1, tipo_custo: 'INFRA_CLOUD', descricao: 'AWS', moeda: 'USD', cotacao: '5.43', valor: '100.00' }],
    ativo: true,
  };
}

let api: FakeApi;
let relatorios: RelatorioMargem[];

beforeEach(async () => {
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { name: 'Ana', email: EMAIL, roles: { [API_NAME]: ['projetos'] } } });
  relatorios = [relatorio(1, 'Setembro ABC', 'ABC', '09'), relatorio(2, 'Junho XYZ', 'XYZ', '06')];
  api = await startFakeApi();
  api.on('GET /jira/projects/margem/:email', () => ({ body: { data: relatorios.filter((item) => item.ativo) } }));
  api.on('GET /jira/projects/margem/:email/:id', ({ path }) => {
    const found = relatorios.find((item) => path.endsWith(`/${item.id}`));
    return found ? { body: { data: found } } : { status: 404, body: { errors: [{ errorMessage: 'Relatório não encontrado.' }] } };
  });
  api.on('GET /jira/projects/margem-name/:name', ({ path }) => ({
    body: { found: relatorios.some((item) => item.nome === decodeURIComponent(path.split('/').pop()!)) },
  }));
  api.on('PATCH /jira/projects/margem/:id', ({ path, body }) => {
    const found = relatorios.find((item) => path.endsWith(`/${item.id}`))!;
    found.nome = (body as { nome: string }).nome;
    return { body: { data: found } };
  });
  api.on('PATCH /jira/projects/margem/:email/change-active', ({ body }) => {
    const { id, ativo } = body as { id: number; ativo: boolean };
    relatorios.find((item) => item.id === id)!.ativo = ativo;
    return { body: { message: 'Relatório excluído com sucesso.' } };
  });
});
afterEach(async () => {
  await api.close();
  useSession.getState().clear();
});

const renderAt = (path: string) => renderRoute(<App />, { route: '/projetos/*', at: path });

describe('Relatórios de margem', () => {
  it("lists the user's reports, filters locally on any column and opens the summary on a row click", async () => {
    renderAt('/projetos/meus/relatorios/margem');
    const table = await screen.findByRole('table', { name: 'Relatórios' });
    await within(table).findByText('Setembro ABC');
    expect(api.requests.some((request) => request.path === `/jira/projects/margem/${encodeURIComponent(EMAIL)}`)).toBe(true);
    for (const header of ['Nome', 'Projeto', 'Período Inicial', 'Período Final']) {
      expect(within(table).getByRole('button', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByText('01/09/2026')).toBeInTheDocument();
    const listCalls = api.requests.length;
    await userEvent.type(screen.getByLabelText('Buscar'), 'xyz');
    expect(within(table).queryByText('Setembro ABC')).not.toBeInTheDocument();
    expect(within(table).getByText('Junho XYZ')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Buscar'));
    await userEvent.type(screen.getByLabelText('Buscar'), '01/09');
    expect(within(table).getByText('Setembro ABC')).toBeInTheDocument();
    expect(within(table).queryByText('Junho XYZ')).not.toBeInTheDocument();
    expect(api.requests.length).toBe(listCalls);

    await userEvent.click(within(table).getByText('Setembro ABC'));
    const dialog = await findDialog();
    expect(within(dialog).getByTestId('resumo-resultadoLiquido')).toHaveTextContent('2.827,59');
  });

  it('renames with the uniqueness rule of the name lookup', async () => {
    renderAt('/projetos/meus/relatorios/margem');
    const table = await screen.findByRole('table', { name: 'Relatórios' });
    await within(table).findByText('Setembro ABC');
    await userEvent.click(within(table).getByRole('button', { name: 'Renomear Setembro ABC' }));
    const dialog = await findDialog();
    const nome = within(dialog).getByLabelText('Nome do relatório');
    expect(nome).toHaveValue('Setembro ABC');
    await userEvent.clear(nome);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o nome do relatório')).toBeInTheDocument();
    await userEvent.type(nome, 'Junho XYZ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Já existe um relatório com este nome.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PATCH')).toBe(false);
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Setembro ABC final');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(table).findByText('Setembro ABC final')).toBeInTheDocument();
    const patch = api.requests.find((request) => request.method === 'PATCH')!;
    expect(patch.path).toBe('/jira/projects/margem/1');
    expect(patch.body).toEqual({ nome: 'Setembro ABC final' });
  });

  it('says when the rename fails', async () => {
    api.on('PATCH /jira/projects/margem/:id', () => ({ status: 500, body: {} }));
    renderAt('/projetos/meus/relatorios/margem');
    const table = await screen.findByRole('table', { name: 'Relatórios' });
    await within(table).findByText('Setembro ABC');
    await userEvent.click(within(table).getByRole('button', { name: 'Renomear Setembro ABC' }));
    const dialog = await findDialog();
    await userEvent.type(within(dialog).getByLabelText('Nome do relatório'), ' 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não foi possível alterar o nome do relatório.')).toBeInTheDocument();
  });

  it('soft-deletes a report after confirmation and shows the server message', async () => {
    renderAt('/projetos/meus/relatorios/margem');
    const table = await screen.findByRole('table', { name: 'Relatórios' });
    await within(table).findByText('Junho XYZ');
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir Junho XYZ' }));
    const confirm = await findDialog(undefined, 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Relatório excluído com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Junho XYZ')).not.toBeInTheDocument());
    const patch = api.requests.find((request) => request.method === 'PATCH')!;
    expect(patch.path).toBe(`/jira/projects/margem/${encodeURIComponent(EMAIL)}/change-active`);
    expect(patch.body).toEqual({ id: 2, ativo: false });
  });

  it('opens a report from the view icon at Relatório - :id', async () => {
    const router = renderAt('/projetos/meus/relatorios/margem');
    const table = await screen.findByRole('table', { name: 'Relatórios' });
    await within(table).findByText('Setembro ABC');
    await userEvent.click(within(table).getByRole('button', { name: 'Visualizar Setembro ABC' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projetos/meus/relatorios/margem/1'));
    expect(await screen.findByRole('heading', { name: 'Relatório - 1' })).toBeInTheDocument();
    expect(await screen.findByTestId('resumo-margemLiquida')).toHaveTextContent('28,28%');
    expect(screen.getByRole('table', { name: 'Custos indiretos do relatório' })).toHaveTextContent('AWS');
  });

  it('has a help dialog', async () => {
    renderAt('/projetos/meus/relatorios/margem');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajuda' }));
    expect(await screen.findByText('Passo 1 de 3')).toBeInTheDocument();
  });
});
