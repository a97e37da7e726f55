import { screen, waitFor } from '@testing-library/react';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { renderRoute } from '@financeiro/ui/testing';
import App from './App';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /fechamento/list', () => ({ body: { result: [] } }));
});
afterEach(() => api.close());

/** Mounted the way the shell mounts it: under /fechamentos/*. */
const renderAt = (path: string) => renderRoute(<App />, { route: '/fechamentos/*', at: path });

describe('mf-fechamentos routes', () => {
  it('renders the list at /fechamentos', async () => {
    renderAt('/fechamentos');
    expect(await screen.findByRole('heading', { name: 'Lista de Fechamentos' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum item para mostrar')).toBeInTheDocument();
  });

  it('renders the new closing form at /fechamentos/new', async () => {
    renderAt('/fechamentos/new');
    expect(await screen.findByRole('heading', { name: 'Novo Fechamento' })).toBeInTheDocument();
  });

  it('sends unknown paths to the area root', async () => {
    const router = renderAt('/fechamentos/nao-existe/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fechamentos'));
    expect(await screen.findByRole('heading', { name: 'Lista de Fechamentos' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum item para mostrar')).toBeInTheDocument();
  });
});
