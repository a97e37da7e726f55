import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverError, startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { useSession, type AlertasDoUsuario } from '@financeiro/api';
import type { AlertaAberto } from '@financeiro/domain';
import { toaster } from '@financeiro/ui';
import { renderRoute } from '@financeiro/ui/testing';
import { AlertasBell, ERRO_ALERTAS, SEM_ALERTAS } from './AlertasBell';

/** The header's bell (issue 38 §3): the open alerts GET /alertas returns, marking read, empty and failed reads. */
const alerta = (id: number, chave: string, lido: boolean): AlertaAberto => ({
  id,
  projeto: { id: 100 + id, chave, nome: `Projeto ${chave}` },
  tipo: 'custo',
  titulo: 'Custo realizado acima do previsto',
  detalhe: 'Realizado até out/2026 sobre o previsto: +25,00%; limite 10,00%.',
  causa: `+R$ 12.345,67 por pessoas fora do plano em ${chave}`,
  origem: 'sincronizacao',
  abertoEm: '2026-11-20T13:00:00Z',
  atualizadoEm: '2026-11-20T13:00:00Z',
  lido,
});

let api: FakeApi;
let resposta: AlertasDoUsuario;
beforeEach(async () => {
  api = await startFakeApi();
  resposta = { alertas: [alerta(1, 'AUR', false), alerta(2, 'SMECOM', true)], naoLidos: 1 };
  api.on('GET /alertas', () => ({ body: { data: resposta } }));
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { id: 1, name: 'Ana', email: 'ana@x.com', roles: {} } });
});
afterEach(async () => {
  toaster.remove();
  useSession.getState().clear();
  await api.close();
});

const renderBell = () => renderRoute(<AlertasBell />, { route: '*', at: '/boas-vindas' });
const posts = () => api.requests.filter((request) => request.method === 'POST');

async function abrir(rotulo: string | RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: rotulo }));
  return screen.findByRole('list', { name: 'Alertas abertos' });
}

describe('AlertasBell', () => {
  it('lists the open alerts with project, title, detail, cause and origin, the unread count in its name', async () => {
    renderBell();
    const lista = await abrir('Alertas dos projetos: 1 não lido');
    const itens = within(lista).getAllByRole('listitem');
    expect(itens).toHaveLength(2);
    expect(itens[0]).toHaveTextContent('AUR — Projeto AUR');
    expect(itens[0]).toHaveTextContent('Custo realizado acima do previsto');
    expect(itens[0]).toHaveTextContent('Realizado até out/2026 sobre o previsto: +25,00%; limite 10,00%.');
    expect(itens[0]).toHaveTextContent('Causa: +R$ 12.345,67 por pessoas fora do plano em AUR');
    expect(itens[0]).toHaveTextContent('após sincronização Jira/Tempo.');
    expect(within(itens[0]!).getByText('novo')).toBeInTheDocument();
    // A read alert: no 'novo', no 'Marcar como lido'.
    expect(within(itens[1]!).queryByText('novo')).not.toBeInTheDocument();
    expect(within(itens[1]!).queryByRole('button', { name: 'Marcar como lido' })).not.toBeInTheDocument();
  });

  it('marks one alert read (POST /alertas/:id/lido) and shows the answer: no unread left', async () => {
    api.on('POST /alertas/:id/lido', () => ({ body: { data: { alertas: [alerta(1, 'AUR', true), alerta(2, 'SMECOM', true)], naoLidos: 0 } } }));
    renderBell();
    const lista = await abrir('Alertas dos projetos: 1 não lido');
    const [aur] = within(lista).getAllByRole('listitem');
    await userEvent.click(within(aur!).getByRole('button', { name: 'Marcar como lido' }));
    await waitFor(() => expect(within(aur!).queryByRole('button', { name: 'Marcar como lido' })).not.toBeInTheDocument());
    expect(posts().map((request) => request.path)).toEqual(['/alertas/1/lido']);
    expect(screen.getByRole('button', { name: 'Alertas dos projetos' })).toBeInTheDocument();
  });

  it("'Marcar todos como lidos' posts /alertas/lidos", async () => {
    resposta = { alertas: [alerta(1, 'AUR', false), alerta(2, 'SMECOM', false)], naoLidos: 2 };
    api.on('POST /alertas/lidos', () => ({ body: { data: { alertas: [alerta(1, 'AUR', true), alerta(2, 'SMECOM', true)], naoLidos: 0 } } }));
    renderBell();
    await abrir('Alertas dos projetos: 2 não lidos');
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todos como lidos' }));
    expect(await screen.findByRole('button', { name: 'Alertas dos projetos' })).toBeInTheDocument();
    expect(posts().map((request) => request.path)).toEqual(['/alertas/lidos']);
  });

  it("a refused 'mark read' shows the server's message and reads the list again", async () => {
    api.on('POST /alertas/:id/lido', () => ({ status: 404, body: { errors: [{ errorMessage: 'Alerta não encontrado ou já encerrado.' }] } }));
    renderBell();
    const lista = await abrir('Alertas dos projetos: 1 não lido');
    const leiturasAntes = api.requests.filter((request) => request.method === 'GET').length;
    await userEvent.click(within(within(lista).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Marcar como lido' }));
    expect(await screen.findByText('Alerta não encontrado ou já encerrado.')).toBeInTheDocument();
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'GET').length).toBe(leiturasAntes + 1));
  });

  it('says there is no open alert when the list is empty', async () => {
    resposta = { alertas: [], naoLidos: 0 };
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Alertas dos projetos' }));
    expect(await screen.findByText(SEM_ALERTAS)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Alertas abertos' })).not.toBeInTheDocument();
  });

  it("a failed read says so in the list, never 'no alerts'", async () => {
    api.on('GET /alertas', () => serverError('Banco de dados indisponível.'));
    renderBell();
    await waitFor(() => expect(api.requests.some((request) => request.path === '/alertas')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Alertas dos projetos' }));
    expect(await screen.findByText(`${ERRO_ALERTAS}: Banco de dados indisponível.`)).toBeInTheDocument();
    expect(screen.queryByText(SEM_ALERTAS)).not.toBeInTheDocument();
  });

  it("'Ver projeção' opens the planning's Projeção of the project and marks the alert read", async () => {
    api.on('POST /alertas/:id/lido', () => ({ body: { data: { alertas: [alerta(1, 'AUR', true)], naoLidos: 0 } } }));
    const router = renderBell();
    const lista = await abrir('Alertas dos projetos: 1 não lido');
    await userEvent.click(within(within(lista).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Ver projeção' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projetos/previsao/AUR/101/projecao'));
    await waitFor(() => expect(posts().map((request) => request.path)).toEqual(['/alertas/1/lido']));
  });
});
