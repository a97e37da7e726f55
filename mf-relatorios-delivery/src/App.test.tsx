import { screen, waitFor } from '@testing-library/react';
import { useSession } from '@financeiro/api';
import type { FakeApi } from '@financeiro/api/testing';
import { iniciarApi, renderArea } from './testing';

let api: FakeApi;
beforeEach(async () => {
  api = await iniciarApi();
});
afterEach(async () => {
  await api.close();
  useSession.getState().clear();
});

describe('mf-relatorios-delivery routes', () => {
  it.each([
    ['/relatorios-delivery', 'Relatórios Delivery'],
    ['/relatorios-delivery/relatorio-fluxo-caixa', 'Fluxo de Caixa'],
  ])('renders %s', async (path, heading) => {
    renderArea(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('Fluxo de Caixa keeps its heading', async () => {
    renderArea('/relatorios-delivery/relatorio-fluxo-caixa');
    await screen.findByRole('heading', { name: 'Fluxo de Caixa' });
    expect(screen.queryByText('Esta tela ainda não está disponível.')).not.toBeInTheDocument();
  });

  it('sends unknown paths to the area root', async () => {
    const router = renderArea('/relatorios-delivery/nao-existe/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorios-delivery'));
    expect(await screen.findByRole('heading', { name: 'Relatórios Delivery' })).toBeInTheDocument();
  });

  it('the cost history without its filters goes back to the hub', async () => {
    const router = renderArea('/relatorios-delivery/historico-custos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorios-delivery'));
  });
});
