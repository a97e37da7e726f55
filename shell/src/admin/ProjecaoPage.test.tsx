import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverError, startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { useSession } from '@financeiro/api';
import { PROJECAO_MESSAGES, type LimitesCarteira } from '@financeiro/domain';
import { toaster } from '@financeiro/ui';
import { renderWithUi } from '@financeiro/ui/testing';
import { ProjecaoPage } from './ProjecaoPage';

/**
 * Administração › 'Projeção e alertas' (issue 38 §2 and §3): the portfolio thresholds and the global alert
 * rules, each loaded from and saved to the API; typed values reach the API as fraction strings.
 */
const LIMITES: LimitesCarteira = { margemAtencao: '0.2', margemRisco: '0.1', desvioAtencao: '0.05', desvioRisco: '0.15' };

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /admin/projecao/limites', () => ({ body: { data: LIMITES } }));
  api.on('GET /admin/projecao/regras-alerta', () => ({ body: { data: { margemMinima: '0.15', desvioMaximo: '0.1', semanasAntecedencia: 4 } } }));
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { id: 1, name: 'Administrador', email: 'admin@x.com', roles: {} } });
});
afterEach(async () => {
  toaster.remove();
  useSession.getState().clear();
  await api.close();
});

const puts = () => api.requests.filter((request) => request.method === 'PUT');

async function abrirLimites() {
  renderWithUi(<ProjecaoPage />);
  expect(screen.getByRole('heading', { name: 'Projeção e alertas' })).toBeInTheDocument();
  const limites = await screen.findByRole('region', { name: 'Limites da carteira' });
  await waitFor(() => expect(within(limites).getByLabelText('Atenção: margem no término abaixo de')).toHaveValue('20,00'));
  return limites;
}

async function digitar(campo: HTMLElement, texto: string) {
  await userEvent.clear(campo);
  await userEvent.type(campo, texto);
}

describe('ProjecaoPage (Projeção e alertas)', () => {
  it('shows the thresholds and the global rules, both loaded', async () => {
    const limites = await abrirLimites();
    expect(within(limites).getByLabelText('Em risco: margem no término abaixo de')).toHaveValue('10,00');
    expect(within(limites).getByLabelText('Atenção: custo acima do previsto em mais de')).toHaveValue('5,00');
    expect(within(limites).getByLabelText('Em risco: custo acima do previsto em mais de')).toHaveValue('15,00');
    const regras = await screen.findByRole('region', { name: 'Regras de alerta' });
    expect(within(regras).getByRole('checkbox', { name: 'Margem no término abaixo de' })).toBeChecked();
    expect(within(regras).getByRole('button', { name: 'Salvar regras de alerta' })).toBeInTheDocument();
  });

  it("saves the thresholds typed key by key ('27,5' is 0.275) with PUT /admin/projecao/limites", async () => {
    api.on('PUT /admin/projecao/limites', ({ body }) => ({ body: { data: body, message: 'Limites da carteira salvos com sucesso!' } }));
    const limites = await abrirLimites();
    await digitar(within(limites).getByLabelText('Atenção: margem no término abaixo de'), '27,5');
    await digitar(within(limites).getByLabelText('Em risco: custo acima do previsto em mais de'), '32,25');
    await userEvent.click(within(limites).getByRole('button', { name: 'Salvar limites da carteira' }));
    expect(await screen.findByText('Limites da carteira salvos com sucesso!')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.path).toBe('/admin/projecao/limites');
    expect(puts()[0]!.body).toEqual({ margemAtencao: '0.275', margemRisco: '0.1', desvioAtencao: '0.05', desvioRisco: '0.3225' });
  });

  it('a risk margin above the attention margin shows the message on the field and sends nothing', async () => {
    const limites = await abrirLimites();
    await digitar(within(limites).getByLabelText('Em risco: margem no término abaixo de'), '25');
    await userEvent.click(within(limites).getByRole('button', { name: 'Salvar limites da carteira' }));
    expect(await screen.findByText('Erros no formulário!')).toBeInTheDocument();
    expect(within(limites).getByText(PROJECAO_MESSAGES.margemOrdem)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('a failed load of the thresholds shows the error with a retry; the rules still load', async () => {
    api.on('GET /admin/projecao/limites', () => serverError('Banco de dados indisponível.'));
    renderWithUi(<ProjecaoPage />);
    expect(await screen.findByText('Banco de dados indisponível.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Limites da carteira' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Regras de alerta' })).toBeInTheDocument();
  });
});
