import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type Cliente, type ProjetoItem } from '@financeiro/api';
import { serverError, startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { API_NAME, PROJETO_MESSAGES } from '@financeiro/domain';
import { UNSAVED_CHANGES_MESSAGES } from '@financeiro/ui';
import { findDialog, renderRoute } from '@financeiro/ui/testing';
import App from '../App';

let api: FakeApi;
let clientes: Cliente[];
let projetos: ProjetoItem[];

const projeto = (id: number, key: string): ProjetoItem => ({
  id,
  key,
  name: `Projeto ${key}`,
  category: null,
  lead: null,
  lastIssueUpdateTime: null,
  clients: [],
  blocked: false,
});

/** The fake server keeps the client of each project as the real one does (projeto.cliente_id). */
const vinculo = new Map<string, number>();
const comClientes = () => projetos.map((p) => ({ ...p, clients: clientes.filter((c) => vinculo.get(p.key) === c.id) }));

beforeEach(async () => {
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { name: 'Ana', email: 'ana@veecode.com.br', roles: { [API_NAME]: ['projetos'] } } });
  clientes = [{ id: 1, name: 'Banco Azul', key: 'AZUL' }];
  projetos = [projeto(10, 'ABC'), projeto(11, 'DEF'), projeto(12, 'GHI')];
  vinculo.clear();
  vinculo.set('ABC', 1);
  api = await startFakeApi();
  api.on('GET /cliente', () => ({ body: { data: clientes } }));
  api.on('GET /jira/projects', () => ({ body: { data: comClientes() } }));
  api.on('POST /cliente/createClientWithProjects', ({ body }) => {
    const { cliente, projeto: chaves } = body as { cliente: { name: string; key: string }; projeto: string[] };
    const novo = { id: 2, name: cliente.name, key: cliente.key.toUpperCase() };
    clientes = [...clientes, novo];
    for (const chave of chaves) vinculo.set(chave, novo.id);
    return { body: { data: novo } };
  });
  api.on('PATCH /cliente/:id', ({ path, body }) => {
    const id = Number(path.split('/').pop());
    clientes = clientes.map((c) => (c.id === id ? { ...c, name: (body as { name: string }).name } : c));
    return { body: { data: clientes.find((c) => c.id === id), message: PROJETO_MESSAGES.clienteRenomeado } };
  });
  api.on('POST /cliente/desassociar', ({ body }) => {
    vinculo.delete((body as { chaveProjeto: string }).chaveProjeto);
    return { body: { message: PROJETO_MESSAGES.clienteDesassociado } };
  });
  api.on('POST /cliente/associar', ({ body }) => {
    const { clienteId, chavesProjetos } = body as { clienteId: number; chavesProjetos: string[] };
    for (const chave of chavesProjetos) vinculo.set(chave, clienteId);
    return { body: { message: PROJETO_MESSAGES.clienteAssociado } };
  });
});
afterEach(async () => {
  await api.close();
  useSession.getState().clear();
});

/** Types a whole text at once (one input event, as a paste): the form re-renders once, not per key. */
async function digitar(campo: HTMLElement, texto: string) {
  await userEvent.click(campo);
  await userEvent.paste(texto);
}

const renderAt = () => renderRoute(<App />, { route: '/projetos/*', at: '/projetos/clientes' });
const linha = async (nome: string) => within(await screen.findByRole('table', { name: 'Clientes' })).findByRole('row', { name: nome });

describe('Projetos › Clientes', () => {
  it('lists the clients with their projects', async () => {
    renderAt();
    const azul = await linha('Banco Azul');
    expect(within(azul).getByText('AZUL')).toBeInTheDocument();
    expect(within(within(azul).getByRole('list', { name: 'Projetos de Banco Azul' })).getByText('ABC')).toBeInTheDocument();
  });

  it('validates the new client in pt-BR, creates it with two projects and warns before closing with data', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderAt();
    await linha('Banco Azul');
    await userEvent.click(screen.getByRole('button', { name: 'Novo cliente' }));
    let dialog = await findDialog('Novo cliente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(PROJETO_MESSAGES.nomeCliente)).toBeInTheDocument();
    expect(within(dialog).getByText(PROJETO_MESSAGES.chaveCliente)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await digitar(within(dialog).getByLabelText(/Nome/), 'Loja Verde');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGES.new);
    dialog = await findDialog('Novo cliente');

    await digitar(within(dialog).getByLabelText(/Chave/), 'verde');
    // One tap per project (no Ctrl-click): the shared multi-select.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^DEF/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^GHI/ }));
    expect(within(dialog).getByRole('group', { name: /^Projetos/ })).toHaveAccessibleName('Projetos (2 selecionados)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const verde = await linha('Loja Verde');
    expect(within(verde).getByText('DEF')).toBeInTheDocument();
    expect(within(verde).getByText('GHI')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/cliente/createClientWithProjects')!.body).toEqual({
      cliente: { name: 'Loja Verde', key: 'verde' },
      projeto: ['DEF', 'GHI'],
    });
    expect(await screen.findByText("Cliente 'Loja Verde' criado com sucesso.")).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('shows the API error in the dialog', async () => {
    api.on('POST /cliente/createClientWithProjects', () => ({ status: 400, body: { errors: [{ errorMessage: PROJETO_MESSAGES.clienteDuplicado }] } }));
    renderAt();
    await linha('Banco Azul');
    await userEvent.click(screen.getByRole('button', { name: 'Novo cliente' }));
    const dialog = await findDialog('Novo cliente');
    await digitar(within(dialog).getByLabelText(/Nome/), 'Banco Azul');
    await digitar(within(dialog).getByLabelText(/Chave/), 'AZ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(PROJETO_MESSAGES.clienteDuplicado)).toBeInTheDocument();
  });

  it('renames a client', async () => {
    renderAt();
    await userEvent.click(within(await linha('Banco Azul')).getByRole('button', { name: 'Renomear' }));
    const dialog = await findDialog('Renomear cliente AZUL');
    const nome = within(dialog).getByLabelText(/Nome/);
    await userEvent.clear(nome);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(PROJETO_MESSAGES.nomeCliente)).toBeInTheDocument();
    await digitar(nome, 'Banco Celeste');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await linha('Banco Celeste');
    expect(api.requests.find((r) => r.method === 'PATCH')).toMatchObject({ path: '/cliente/1', body: { name: 'Banco Celeste' } });
  });

  it('associates projects and dissociates one only after the confirmation', async () => {
    renderAt();
    await userEvent.click(within(await linha('Banco Azul')).getByRole('button', { name: 'Associar projetos' }));
    const dialog = await findDialog('Associar projetos ao cliente Banco Azul');
    expect(within(dialog).queryByRole('checkbox', { name: /^ABC/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^DEF/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Associar' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Clientes' })).getByText('DEF')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Desassociar ABC de Banco Azul' }));
    let confirmacao = await findDialog(undefined, 'alertdialog');
    expect(confirmacao).toHaveTextContent('Tem certeza que deseja desassociar o projeto ABC do cliente Banco Azul?');
    await userEvent.click(within(confirmacao).getByRole('button', { name: 'Cancelar' }));
    expect(api.requests.some((r) => r.path === '/cliente/desassociar')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Desassociar ABC de Banco Azul' }));
    confirmacao = await findDialog(undefined, 'alertdialog');
    await userEvent.click(within(confirmacao).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(PROJETO_MESSAGES.clienteDesassociado)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Desassociar ABC de Banco Azul' })).not.toBeInTheDocument());
    expect(api.requests.find((r) => r.path === '/cliente/desassociar')!.body).toEqual({ clienteId: 1, chaveProjeto: 'ABC' });
  });

  it('shows the load error with a retry', async () => {
    api.on('GET /cliente', () => serverError('Falha ao listar clientes.'));
    renderAt();
    expect(await screen.findByText(/Falha ao listar clientes/)).toBeInTheDocument();
  });
});
