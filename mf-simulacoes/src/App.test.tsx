import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@financeiro/ui/src/test-utils';
import App from './App';

/** Mounted the way the shell mounts it: under /simulacoes/*. */
const renderAt = (path: string) => renderRoute(<App />, { route: '/simulacoes/*', at: path });

describe('mf-simulacoes routes', () => {
  it.each([
    ['/simulacoes', 'Simulações'],
    ['/simulacoes/colaboradores', 'Simulações de colaboradores'],
    ['/simulacoes/my-teams', 'Lista de simulações de times'],
    ['/simulacoes/results', 'Lista de simulações de resultados'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends unknown paths to the area root', async () => {
    const router = renderAt('/simulacoes/nao-existe/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulacoes'));
    expect(await screen.findByRole('heading', { name: 'Simulações' })).toBeInTheDocument();
  });
});
