import { screen, waitFor } from '@testing-library/react';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { renderRoute } from '@financeiro/ui/testing';
import App from './App';

/** Mounted the way the shell mounts it: under /projetos/*. */
const renderAt = (path: string) => renderRoute(<App />, { route: '/projetos/*', at: path });

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /jira/projects/:page', () => ({ body: { pages: 0, total: 0, data: [] } }));
  api.on('GET /cliente', () => ({ body: { data: [] } }));
  api.on('GET /jira/projects/categories', () => ({ body: { data: [] } }));
  api.on('GET /jira/projects/lideres', () => ({ body: { data: [] } }));
  api.on('GET /jira/projects/anos', () => ({ body: { data: [] } }));
  api.on('GET /jira/projects/margem/:email', () => ({ body: { data: [] } }));
});
afterEach(() => api.close());

describe('mf-projects routes', () => {
  it.each([
    ['/projetos', 'Lista de Projetos'],
    ['/projetos/meus/relatorios/margem', 'Relatórios'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it.each(['/projetos/nao-existe/1', '/projetos/a/b/c/d', '/projetos/ABC/x'])('sends %s to the area root', async (path) => {
    const router = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projetos'));
    expect(await screen.findByRole('heading', { name: 'Lista de Projetos' })).toBeInTheDocument();
  });
});
