import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@financeiro/ui/src/test-utils';
import App from './App';

/** Mounted the way the shell mounts it: under /relatorios-delivery/*. */
const renderAt = (path: string) => renderRoute(<App />, { route: '/relatorios-delivery/*', at: path });

describe('mf-relatorios-delivery routes', () => {
  it.each([
    ['/relatorios-delivery', 'Relatórios Delivery'],
    ['/relatorios-delivery/relatorio-fluxo-caixa', 'Fluxo de Caixa'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends unknown paths to the area root', async () => {
    const router = renderAt('/relatorios-delivery/nao-existe/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorios-delivery'));
    expect(await screen.findByRole('heading', { name: 'Relatórios Delivery' })).toBeInTheDocument();
  });
});
