import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { configureApi, logout, useSession } from '@financeiro/api';
import { FAKE_API_URL, startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { API_NAME, SECTION_FORBIDDEN_MESSAGE } from '@financeiro/domain';
import { renderWithUi } from '@financeiro/ui/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadScreens, routes } from '../App';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

let api: FakeApi;

// Every screen but the login is a lazy route: load their module once, before the clocks start.
beforeAll(loadScreens);

beforeEach(async () => {
  // Each remote module renders its own id, so the test sees which area the shell chose.
  (loadRemote as jest.Mock).mockImplementation(async (id: string) => ({ default: () => <h1>{id}</h1> }));
  api = await startFakeApi();
  // The signed-in layout refreshes the user's sections from the API: it answers what the session holds.
  api.on('GET /usuario', () => {
    const { user } = useSession.getState();
    return { body: { id: 1, usuario: 'ana', name: user?.name, email: user?.email, roles: user?.roles, observacao: null } };
  });
});
afterEach(async () => {
  useSession.getState().clear();
  await api.close();
});

function signInWith(sections: string[]) {
  useSession.getState().signIn({
    token: 't',
    refresh_token: 'r',
    user: { name: 'Ana Souza', email: 'ana@veecode.com.br', roles: { [API_NAME]: sections } },
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

describe('shell guard', () => {
  it('sends visitors without a token to /login', async () => {
    const router = renderAt('/cadastros/funcoes');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends unknown paths to /login and signed-in users away from it', async () => {
    const router = renderAt('/qualquer/coisa');
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(router.state.location.pathname).toBe('/login');

    signInWith(['projetos']);
    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('heading', { name: /Boas-vindas/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/boas-vindas');
  });

  it('opens a granted section through its remote', async () => {
    signInWith(['cadastros', 'dashboard']);
    renderAt('/cadastros/funcoes');
    expect(await screen.findByRole('heading', { name: 'mf_cadastros/App' })).toBeInTheDocument();
  });

  it('says a section is not granted in its place, then shows the dashboard page instead', async () => {
    signInWith(['dashboard', 'projetos']);
    const router = renderAt('/cadastros');
    expect(await screen.findByRole('alert')).toHaveTextContent(SECTION_FORBIDDEN_MESSAGE);
    expect(await screen.findByRole('heading', { name: 'mf_fechamentos/Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cadastros');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });

  it('says so without a dashboard to a user who has none (rh typing /projetos), with the menu intact', async () => {
    signInWith(['fechamentos', 'cadastros']);
    renderAt('/projetos');
    expect(await screen.findByRole('alert')).toHaveTextContent(SECTION_FORBIDDEN_MESSAGE);
    expect(screen.queryByRole('heading', { name: 'mf_fechamentos/Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });

  it('mounts planning inside projetos and Relatórios DP from the payroll remote', async () => {
    signInWith(['projetos', 'relatorios']);
    const router = renderAt('/projetos/previsao/ABC/10');
    expect(await screen.findByRole('heading', { name: 'mf_planning/App' })).toBeInTheDocument();
    await act(() => router.navigate('/relatorios'));
    expect(await screen.findByRole('heading', { name: 'mf_fechamentos/Relatorios' })).toBeInTheDocument();
  });

  it('lists only the granted sections in the side menu, in the spec order', async () => {
    signInWith(['importacoes', 'projetos', 'dashboard']);
    renderAt('/boas-vindas');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const labels = Array.from(menu.querySelectorAll('a')).map((link) => link.textContent);
    expect(labels).toEqual(['Dashboard', 'Projetos', 'Importações']);
  });

  it('shows the current section submenu on top', async () => {
    signInWith(['cadastros']);
    renderAt('/cadastros/funcoes');
    const submenu = await screen.findByRole('navigation', { name: 'Submenu' });
    expect(Array.from(submenu.querySelectorAll('a')).map((link) => link.textContent)).toEqual([
      'Benefícios',
      'Colaboradores',
      'Departamentos',
      'Filial',
      'Funções',
      'Impostos',
      'Regimes de contrato',
    ]);
  });
});

describe('skip link', () => {
  it("the first Tab reaches 'Pular para o conteúdo', which moves the focus past the menus to the page", async () => {
    signInWith(['cadastros']);
    renderAt('/cadastros/funcoes');
    await screen.findByRole('heading', { name: 'mf_cadastros/App' });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab goes into the page, not back into the menus.
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'mf_cadastros/App' }));
  });
});

describe('return to the page asked for', () => {
  const ana = { name: 'Ana Souza', email: 'ana@veecode.com.br', roles: { [API_NAME]: ['projetos'] } };

  async function signInThroughTheForm() {
    api.on('POST /login', () => ({ body: { token: 't', refresh_token: 'r', user: ana } }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Usuário/), 'ana');
    await user.type(screen.getByLabelText(/^Senha/), 'segredo');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
  }

  it('a visitor opening a project is sent to the login with the page in ?retorno=, and signing in returns there', async () => {
    const router = renderAt('/projetos/AUR/10001?aba=custos');
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?retorno=%2Fprojetos%2FAUR%2F10001%3Faba%3Dcustos');

    await signInThroughTheForm();
    expect(await screen.findByRole('heading', { name: 'mf_projects/App' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projetos/AUR/10001');
    expect(router.state.location.search).toBe('?aba=custos');
  });

  it.each([['%2F%2Fevil.com'], ['https%3A%2F%2Fevil.com'], ['%2F%5Cevil.com'], ['%2F%252F%252Fevil.com']])(
    'never follows ?retorno=%s out of the application: the welcome page instead',
    async (retorno) => {
      const router = renderAt(`/login?retorno=${retorno}`);
      await screen.findByRole('heading', { name: 'Entrar' });
      await signInThroughTheForm();
      expect(await screen.findByRole('heading', { name: /Boas-vindas/ })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/boas-vindas');
    },
  );

  it('a logout asked for here goes to the plain login, without a way back and without the expiry message', async () => {
    configureApi({ baseURL: FAKE_API_URL, onSessionExpired: () => {} });
    api.on('POST /login/logout', () => ({ body: {} }));
    signInWith(['projetos']);
    const router = renderAt('/projetos/AUR/10001');
    await screen.findByRole('heading', { name: 'mf_projects/App' });
    await act(() => logout());
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Sessão expirada. Efetue novamente o login')).not.toBeInTheDocument();
  });

  it('a session found dead at a reload: the login says why and signing in returns to the page', async () => {
    signInWith(['projetos']);
    useSession.getState().clear('expired');
    const router = renderAt('/projetos/AUR/10001');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sessão expirada. Efetue novamente o login');
    expect(router.state.location.search).toBe('?retorno=%2Fprojetos%2FAUR%2F10001');
    await signInThroughTheForm();
    expect(await screen.findByRole('heading', { name: 'mf_projects/App' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projetos/AUR/10001');
  });
});
