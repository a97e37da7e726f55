import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@financeiro/ui/testing';
import App from './App';

/** Mounted the way the shell mounts it: under /importacoes/*. */
const renderAt = (path: string) => renderRoute(<App />, { route: '/importacoes/*', at: path });

describe('mf-importacoes routes', () => {
  it.each([
    ['/importacoes', 'Importações'],
    ['/importacoes/colaboradores', 'Novos colaboradores'],
    ['/importacoes/beneficios-colaborador', 'Benefícios de colaboradores'],
    ['/importacoes/atualizar-colaboradores', 'Atualizar colaboradores'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends unknown paths to the area root', async () => {
    const router = renderAt('/importacoes/nao-existe/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/importacoes'));
    expect(await screen.findByRole('heading', { name: 'Importações' })).toBeInTheDocument();
  });
});
