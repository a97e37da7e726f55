import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useSession } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
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
