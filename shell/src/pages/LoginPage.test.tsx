import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { configureApi, useSession } from '@financeiro/api';
import { FAKE_API_URL, startFakeApi, type FakeApi } from '@financeiro/api/testing';

/**
 * The login page is the first download of the application: it must not need Chakra nor
 * @financeiro/ui (shared singletons that load with the next screen). Rendered here with no
 * UiProvider at all, as bootstrap.tsx renders it on a cold start.
 */

const loaded: string[] = [];
jest.mock('@chakra-ui/react', () => {
  loaded.push('@chakra-ui/react');
  return jest.requireActual('@chakra-ui/react');
});
jest.mock('@financeiro/ui', () => {
  loaded.push('@financeiro/ui');
  return jest.requireActual('@financeiro/ui');
});
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  configureApi({ baseURL: FAKE_API_URL, onSessionExpired: () => {} });
});
afterEach(async () => {
  useSession.getState().clear();
  await api.close();
});

async function renderLogin() {
  const { routes } = await import('../App');
  const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
  render(<RouterProvider router={router} />);
  return router;
}

it('the routes module and the login page load neither Chakra nor @financeiro/ui', async () => {
  await renderLogin();
  expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/esqueci');
  expect(loaded).toEqual([]);
});

it('validates like the login schema, then shows the server message in the card', async () => {
  api.on('POST /login', () => ({ status: 401, body: { errors: [{ errorMessage: 'Usuário ou senha inválidos.' }] } }));
  const user = userEvent.setup();
  await renderLogin();
  await user.click(await screen.findByRole('button', { name: 'Entrar' }));
  expect(screen.getAllByText('Campo obrigatório.')).toHaveLength(2);
  expect(screen.getByLabelText(/^Usuário/)).toHaveAttribute('aria-invalid', 'true');
  await user.type(screen.getByLabelText(/^Usuário/), 'admin');
  await user.type(screen.getByLabelText(/^Senha/), 'errada');
  expect(screen.queryByText('Campo obrigatório.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos.');
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
});
