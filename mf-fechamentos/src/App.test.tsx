import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@financeiro/ui/src/test-utils';
import App from './App';

/** Mounted the way the shell mounts it: under /fechamentos/*. */
const renderAt = (path: string) => renderRoute(<App />, { route: '/fechamentos/*', at: path });

describe('mf-fechamentos routes', () => {
  it.each([
    ['/fechamentos', 'Fechamentos'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends unknown paths to the area root', async () => {
    const router = renderAt('/fechamentos/nao-existe/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fechamentos'));
    expect(await screen.findByRole('heading', { name: 'Fechamentos' })).toBeInTheDocument();
  });
});
