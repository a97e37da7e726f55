import { screen, waitFor } from '@testing-library/react';
import type { FakeApi } from '@financeiro/api/testing';
import { renderRoute } from '@financeiro/ui/testing';
import App from './App';
import { encerrar, iniciar, OPCOES } from './test/fixtures';

/** Mounted the way the shell mounts it: under /simulacoes/*. */
const renderAt = (path: string) => renderRoute(<App />, { route: '/simulacoes/*', at: path });

let api: FakeApi;
beforeEach(async () => {
  api = await iniciar();
  api.on('GET /simulator/opcoes', () => ({ body: { data: OPCOES } }));
  api.on('GET /simulator/:email', () => ({ body: { data: [] } }));
  api.on('GET /simulacao/margem/:email', () => ({ body: { data: [] } }));
});
afterEach(() => encerrar(api));

describe('mf-simulacoes routes', () => {
  it.each([
    ['/simulacoes', 'Simulações'],
    ['/simulacoes/colaboradores', 'Simulações de colaboradores'],
    ['/simulacoes/colaboradores/new', 'Nova simulação'],
    ['/simulacoes/my-teams', 'Lista de simulações de times'],
    ['/simulacoes/results', 'Lista de simulações de resultados'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('the area root links to the three submenu items', async () => {
    renderAt('/simulacoes');
    for (const [name, href] of [
      ['Colaboradores', '/simulacoes/colaboradores'],
      ['Squads', '/simulacoes/my-teams'],
      ['Resultados', '/simulacoes/results'],
    ]) {
      expect((await screen.findByRole('link', { name: new RegExp(name) })).getAttribute('href')).toBe(href);
    }
  });

  it('sends unknown paths to the area root, and unknown simulator paths to the simulator list', async () => {
    const router = renderAt('/simulacoes/nao-existe/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulacoes'));
    expect(await screen.findByRole('heading', { name: 'Simulações' })).toBeInTheDocument();
    const other = renderAt('/simulacoes/colaboradores/abc/def');
    await waitFor(() => expect(other.state.location.pathname).toBe('/simulacoes/colaboradores'));
  });
});
