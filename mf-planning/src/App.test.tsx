import { screen, waitFor } from '@testing-library/react';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { renderRoute } from '@financeiro/ui/testing';
import App from './App';
import { funcoesFixture, planoCarregado } from './planejamento/fixtures';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /planejamento/:key', () => ({ body: { data: planoCarregado() } }));
  api.on('GET /planejamento/funcoes', () => ({ body: { data: funcoesFixture } }));
  api.on('GET /cotacao', () => ({ body: { data: [] } }));
});
afterEach(async () => {
  await api.close();
});

describe('mf-planning routes', () => {
  it('renders the planning page of one project, mounted at /projetos/previsao/:key/:id', async () => {
    renderRoute(<App />, { route: '/projetos/previsao/:key/:id/*', at: '/projetos/previsao/ABC/10' });
    expect(await screen.findByRole('heading', { name: /Planejamento Financeiro/ })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/planejamento/ABC')).toBe(true);
  });

  it('unknown paths in the area go back to its root', async () => {
    const router = renderRoute(<App />, { route: '/projetos/previsao/:key/:id/*', at: '/projetos/previsao/ABC/10/qualquer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/projetos/previsao/ABC/10'));
  });
});
