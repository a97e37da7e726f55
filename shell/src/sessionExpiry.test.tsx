import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { configureApi, SESSION_STORAGE_KEY, syncSessionAcrossTabs, useSession, type SessionData } from '@financeiro/api';
import { FAKE_API_URL, startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { API_NAME } from '@financeiro/domain';
import { renderWithUi } from '@financeiro/ui/testing';
import { loadScreens, routes } from './App';
import { sessionExpiredHandler } from './sessionExpiry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async (id: string) => ({ default: () => <h1>{id}</h1> })),
  registerRemotes: jest.fn(),
}));

const ana: SessionData = { token: 't', refresh_token: 'r', user: { id: 1, name: 'Ana Souza', email: 'ana@veecode.com.br', roles: { [API_NAME]: ['projetos'] } } };

// Every screen but the login is a lazy route: load their module once, before the waits start.
beforeAll(loadScreens);

let api: FakeApi;
let stop: () => void;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /usuario', () => ({ body: { id: 1, usuario: 'ana', name: 'Ana Souza', email: 'ana@veecode.com.br', roles: ana.user.roles, observacao: null } }));
});
afterEach(async () => {
  stop();
  useSession.getState().clear();
  await api.close();
});

/** The shell as bootstrap.tsx starts it, in a memory router. */
function startShellAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  configureApi({ baseURL: FAKE_API_URL, onSessionExpired: sessionExpiredHandler(router) });
  stop = syncSessionAcrossTabs();
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

/** Another tab writes the stored session; the browser tells this tab with a storage event. */
function otherTabWrites(session: SessionData | null) {
  const oldValue = localStorage.getItem(SESSION_STORAGE_KEY);
  const newValue = JSON.stringify({ state: session ?? { token: null, refresh_token: null, user: null }, version: 0 });
  localStorage.setItem(SESSION_STORAGE_KEY, newValue);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, oldValue, newValue, storageArea: localStorage }));
  });
}

describe('session across tabs (shell)', () => {
  it('a logout in another tab signs this tab out with the session-expired alert and goes to the login', async () => {
    useSession.getState().signIn(ana);
    const router = startShellAt('/boas-vindas');
    expect(await screen.findByRole('heading', { name: /Boas-vindas/ })).toBeInTheDocument();

    otherTabWrites(null);
    expect(await screen.findByText('Sessão expirada. Efetue novamente o login')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useSession.getState().token).toBeNull();
  });

  it('from a project page: the login says why, keeps the page in ?retorno=, and signing in again returns there', async () => {
    useSession.getState().signIn(ana);
    const router = startShellAt('/projetos/AUR/10001');
    expect(await screen.findByRole('heading', { name: 'mf_projects/App' })).toBeInTheDocument();

    otherTabWrites(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sessão expirada. Efetue novamente o login');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?retorno=%2Fprojetos%2FAUR%2F10001');

    api.on('POST /login', () => ({ body: ana }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Usuário/), 'ana');
    await user.type(screen.getByLabelText(/^Senha/), 'segredo');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'mf_projects/App' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projetos/AUR/10001');
    expect(screen.queryByText('Sessão expirada. Efetue novamente o login')).not.toBeInTheDocument();
  });

  it('a sign-in in another tab takes this tab from the login page into the application', async () => {
    const router = startShellAt('/login');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();

    otherTabWrites(ana);
    expect(await screen.findByRole('heading', { name: /Boas-vindas/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/boas-vindas');
    expect(useSession.getState().user?.name).toBe('Ana Souza');
  });
});
