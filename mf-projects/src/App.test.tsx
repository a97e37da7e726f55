import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@financeiro/ui/src/test-utils';
import App from './App';

/** Mounted the way the shell mounts it: under /projetos/*. */
const renderAt = (path: string) => renderRoute(<App />, { route: '/projetos/*', at: path });

describe('mf-projects routes', () => {
  it.each([
    ['/projetos', 'Lista de Projetos'],
    ['/projetos/meus/relatorios/margem', 'Relatórios'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends unknown paths to the area root', async () => {
    const router = renderAt('/projetos/nao-existe/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projetos'));
    expect(await screen.findByRole('heading', { name: 'Lista de Projetos' })).toBeInTheDocument();
  });
});
