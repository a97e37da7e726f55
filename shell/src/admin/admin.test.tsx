import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { serverError, startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { useSession } from '@financeiro/api';
import { API_NAME, SECTION_FORBIDDEN_MESSAGE } from '@financeiro/domain';
import { toaster, UNSAVED_CHANGES_MESSAGES } from '@financeiro/ui';
import { renderWithUi } from '@financeiro/ui/testing';
import { loadScreens, routes } from '../App';
import { NAO_SALVO, pendentes } from './AdminUsersPage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async (id: string) => ({ default: () => <h1>{id}</h1> })),
  registerRemotes: jest.fn(),
}));

const users = [
  { id: 1, usuario: 'admin', name: 'Administrador', email: 'admin@x.com', ativo: true, admin: true, secoes: ['dashboard', 'projetos'], googleLinkAllowed: false, googleLinked: false },
  { id: 2, usuario: 'ana', name: 'Ana', email: 'ana@x.com', ativo: true, admin: false, secoes: ['projetos'], googleLinkAllowed: false, googleLinked: false },
];

// Every screen but the login is a lazy route: load their module once, before the waits start.
beforeAll(loadScreens);

let api: FakeApi;
let roles: string[];
beforeEach(async () => {
  api = await startFakeApi();
  roles = ['dashboard', 'projetos', 'admin'];
  api.on('GET /usuario', () => ({ body: { id: 1, usuario: 'admin', name: 'Administrador', email: 'admin@x.com', roles: { [API_NAME]: roles }, observacao: null } }));
  api.on('GET /admin/usuarios', () => ({ body: users }));
  api.on('PUT /admin/usuarios/:id', ({ body, path }) => ({ body: { ...users.find((user) => path.endsWith(`/${user.id}`)), ...(body as object) } }));
  api.on('GET /admin/caixa-de-saida', () => ({
    body: { modo: 'outbox', mensagens: [{ id: 5, para: 'ana@x.com', assunto: 'Recuperação de senha', texto: 'Acesse:\n\nhttp://localhost:3000/recover/abc\n', criadoEm: '2026-01-02T13:00:00Z', situacao: 'caixa', tentativas: 0, ultimoErro: null, proximaTentativa: null }] },
  }));
});
afterEach(async () => {
  toaster.remove();
  useSession.getState().clear();
  await api.close();
});

function signIn(sections: string[]) {
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { id: 1, name: 'Administrador', email: 'admin@x.com', roles: { [API_NAME]: sections } } });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

describe('administration', () => {
  it('shows Administração in the menu of administrators only and the dashboard page to others', async () => {
    roles = ['dashboard'];
    signIn(['dashboard']);
    renderAt('/administracao');
    expect(await screen.findByRole('heading', { name: 'mf_fechamentos/Dashboard' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).queryByText('Administração')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SECTION_FORBIDDEN_MESSAGE);
  });

  it('says the section is refused to a non-administrator without the dashboard (it was a blank page)', async () => {
    roles = ['fechamentos', 'cadastros'];
    signIn(['fechamentos', 'cadastros']);
    renderAt('/administracao/usuarios');
    expect(await screen.findByRole('alert')).toHaveTextContent(SECTION_FORBIDDEN_MESSAGE);
    expect(screen.queryByRole('heading', { name: 'mf_fechamentos/Dashboard' })).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.path.startsWith('/admin/'))).toBe(false);
  });

  it('grants sections to a user and saves them', async () => {
    signIn(['dashboard', 'projetos', 'admin']);
    renderAt('/administracao');
    const table = await screen.findByRole('table', { name: 'Usuários' });
    const row = await within(table).findByRole('row', { name: 'ana' });
    expect(within(screen.getByRole('navigation', { name: 'Menu principal' })).getByText('Administração')).toBeInTheDocument();
    const save = within(row).getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    await userEvent.click(within(row).getByLabelText('Cadastros — ana'));
    await userEvent.click(within(row).getByLabelText('Projetos — ana'));
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(await screen.findByText('Acesso do usuário atualizado.')).toBeInTheDocument();
    const put = api.requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/admin/usuarios/2');
    expect(put.body).toEqual({ secoes: ['cadastros'], ativo: true, googleLinkAllowed: false });
    // The administrator cannot disable the own account.
    expect(within(within(table).getByRole('row', { name: 'admin' })).getByLabelText('Ativo — admin')).toBeDisabled();
  });

  it('warns before leaving with unsaved grants, marks the row and lets the user go after Salvar', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    signIn(['dashboard', 'projetos', 'admin']);
    const router = renderAt('/administracao/usuarios');
    const table = await screen.findByRole('table', { name: 'Usuários' });
    const row = await within(table).findByRole('row', { name: 'ana' });
    // Every section of a user sits in one cell, with its name beside the box.
    expect(within(within(row).getByRole('group', { name: 'Seções — ana' })).getByText('Relatórios Delivery')).toBeInTheDocument();
    await userEvent.click(within(row).getByLabelText('Cadastros — ana'));
    expect(await within(row).findByText(NAO_SALVO)).toBeInTheDocument();
    expect(screen.getByText(pendentes(1))).toBeInTheDocument();

    const admin = screen.getByRole('navigation', { name: 'Administração' });
    await userEvent.click(within(admin).getByRole('link', { name: 'Caixa de saída' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGES.edit));
    expect(router.state.location.pathname).toBe('/administracao/usuarios');
    expect(within(row).getByLabelText('Cadastros — ana')).toBeChecked();
    // Reloading or closing the tab: the browser's own prompt.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(within(row).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Acesso do usuário atualizado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(pendentes(1))).not.toBeInTheDocument());
    confirm.mockClear();
    await userEvent.click(within(admin).getByRole('link', { name: 'Caixa de saída' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administracao/caixa-de-saida'));
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('shows a failed user list with Tentar novamente instead of a spinner, and the retry brings the users', async () => {
    let falhar = true;
    api.on('GET /admin/usuarios', () => (falhar ? serverError() : { body: users }));
    signIn(['admin']);
    renderAt('/administracao/usuarios');
    expect(await screen.findByText('Falha simulada.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    const table = await screen.findByRole('table', { name: 'Usuários' });
    expect(within(table).getByRole('row', { name: 'ana' })).toBeInTheDocument();
    expect(screen.queryByText('Falha simulada.')).not.toBeInTheDocument();
  });

  it('lists the outbox with clickable links', async () => {
    signIn(['admin']);
    renderAt('/administracao/caixa-de-saida');
    const message = await screen.findByRole('article', { name: 'Recuperação de senha' });
    expect(within(message).getByText(/Para ana@x.com/)).toBeInTheDocument();
    expect(within(message).getByRole('link', { name: 'http://localhost:3000/recover/abc' })).toHaveAttribute('href', 'http://localhost:3000/recover/abc');
    // Without SMTP the outbox is the delivery channel, and the page says so.
    expect(
      screen.getByText('Sem servidor de e-mail configurado: as mensagens não são enviadas; entregue os links desta caixa de saída manualmente.'),
    ).toBeInTheDocument();
  });

  it('with SMTP the outbox is a record: masked links are plain text, no delivery banner, a pending send says its error and next attempt', async () => {
    api.on('GET /admin/caixa-de-saida', () => ({
      body: {
        modo: 'smtp',
        mensagens: [
          { id: 7, para: 'rui@x.com', assunto: 'Cadastro aprovado', texto: 'Acesse:\n\nhttp://localhost:3000/login\n', criadoEm: '2026-01-02T14:00:00Z', situacao: 'pendente', tentativas: 2, ultimoErro: 'connect ECONNREFUSED 10.0.0.5:587', proximaTentativa: '2026-01-02T14:04:00Z' },
          { id: 6, para: 'ana@x.com', assunto: 'Recuperação de senha', texto: 'Acesse:\n\nhttp://localhost:3000/recover/…\n', criadoEm: '2026-01-02T13:00:00Z', situacao: 'enviada', tentativas: 1, ultimoErro: null, proximaTentativa: null },
        ],
      },
    }));
    signIn(['admin']);
    renderAt('/administracao/caixa-de-saida');
    const message = await screen.findByRole('article', { name: 'Recuperação de senha' });
    expect(within(message).queryByRole('link', { name: /recover/ })).not.toBeInTheDocument();
    expect(within(message).getByText('Enviada')).toBeInTheDocument();
    expect(screen.getByText(/esta página é o registro de cada mensagem, com os links mascarados/)).toBeInTheDocument();
    // SMTP down: the message waits in the outbox, and the administrator sees why and when it is tried again.
    const pending = screen.getByRole('article', { name: 'Cadastro aprovado' });
    expect(within(pending).getByText('Pendente')).toBeInTheDocument();
    expect(within(pending).getByText('2 tentativas sem sucesso; nova tentativa automática a partir de 02/01/2026, 11:04.')).toBeInTheDocument();
    expect(within(pending).getByText('Último erro: connect ECONNREFUSED 10.0.0.5:587')).toBeInTheDocument();
    expect(screen.queryByText(/Sem servidor de e-mail configurado/)).not.toBeInTheDocument();
  });

  it('the menu follows a grant change when the user moves to another section', async () => {
    roles = ['dashboard', 'projetos', 'cadastros'];
    signIn(['dashboard', 'projetos']);
    renderAt('/projetos');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    await waitFor(() => expect(within(menu).getByText('Cadastros')).toBeInTheDocument());
  });
});
