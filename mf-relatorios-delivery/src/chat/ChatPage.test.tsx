import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, useSession } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { renderRoute } from '@financeiro/ui/testing';
import App from '../App';
import { CHAT_TEXTS, SESSION_ID, WELCOME_BUBBLE_MS } from './ChatPage';
import { configureVee } from './veeApi';

const GRUPOS = [
  { nome: 'Margens', descricao: 'Margens dos relatórios salvos.', prompts: ['Quais são as margens dos meus relatórios de margem salvos?'] },
  { nome: 'Capacidade', descricao: 'Ocupação da equipe.', prompts: ['Qual a ocupação da equipe no mês atual?', 'Qual foi a ocupação da equipe no mês passado?'] },
];

const RESPOSTA = [
  'Aqui está:',
  '',
  '| Projeto | Custo |',
  '|---|---|',
  '| ATLAS | R$ 1.234,56 |',
  '',
  '```sql',
  'select 1;',
  '```',
  '',
  '![grafico](https://exemplo.invalid/rastreador.png)',
].join('\n');

let api: FakeApi;
let reply: (body: Record<string, unknown>) => Promise<{ status?: number; body?: unknown }>;

beforeEach(async () => {
  api = await startFakeApi();
  configureVee({});
  useSession.getState().signIn({ token: 'token-do-usuario', refresh_token: 'refresh', user: { name: 'Fin', email: 'fin@x' } as never });
  reply = async () => ({ body: [{ output: RESPOSTA }] });
  api.on('POST /vee/chat', async ({ body }) => {
    const payload = body as Record<string, unknown>;
    if (payload.funcoes === true) return { body: [{ funcionalidades: GRUPOS }] };
    return reply(payload);
  });
});
afterEach(async () => {
  useSession.getState().clear();
  await api.close();
});

/** The chat is a lazy route: resolves once its page has rendered. */
const renderChat = async () => {
  renderRoute(<App />, { route: '/relatorios-delivery/*', at: '/relatorios-delivery/chat-bot' });
  await screen.findByRole('heading', { name: 'VeeCode Chat' });
};
const messageBox = () => screen.getByRole('textbox', { name: 'Mensagem' });
const sendButton = () => screen.getByRole('button', { name: 'Enviar' });

describe('chat Vee (/relatorios-delivery/chat-bot)', () => {
  it('greets as Vee, shows the empty state and loads the suggestions first', async () => {
    await renderChat();
    expect(screen.getByRole('heading', { name: 'VeeCode Chat' })).toBeInTheDocument();
    expect(screen.getByText(/assistente virtual da VeeCode/)).toHaveTextContent('Olá! Eu sou a Vee, a assistente virtual da VeeCode. Do que você precisa hoje?');
    expect(messageBox()).toHaveAttribute('placeholder', 'Pergunte-me o que você precisa...');
    const painel = screen.getByRole('complementary', { name: 'Sugestões' });
    expect(await within(painel).findByText('Margens')).toHaveAttribute('title', 'Margens dos relatórios salvos.');
    expect(within(painel).getByText('Capacidade')).toHaveAttribute('title', 'Ocupação da equipe.');
    expect(api.requests[0]!.body).toEqual({ funcoes: true });
  });

  it('disables send when blank and while Vee is typing, then renders the Markdown reply', async () => {
    let release: () => void = () => undefined;
    reply = () => new Promise((resolve) => (release = () => resolve({ body: [{ output: RESPOSTA }] })));
    await renderChat();
    expect(sendButton()).toBeDisabled();
    await userEvent.type(messageBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await userEvent.clear(messageBox());
    await userEvent.type(messageBox(), 'Qual o custo do ATLAS?');
    expect(sendButton()).toBeEnabled();
    await userEvent.click(sendButton());

    expect(await screen.findByText('Vee está digitando...')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    await userEvent.type(messageBox(), 'outra');
    expect(sendButton()).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'VeeCode Chat' })).not.toBeInTheDocument();

    await waitFor(() => expect(api.requests.some((r) => (r.body as { mensagem?: string }).mensagem)).toBe(true));
    const request = api.requests.find((r) => (r.body as { mensagem?: string }).mensagem)!;
    expect(request.body).toEqual({ sessionId: SESSION_ID, mensagem: 'Qual o custo do ATLAS?' });
    expect(request.headers.authorization).toBe('Bearer token-do-usuario');
    act(() => release());

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Projeto' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'R$ 1.234,56' })).toBeInTheDocument();
    expect(screen.getByText('select 1;').closest('pre')).not.toBeNull();
    // Remote images are never loaded: only the alt text shows.
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('[grafico]')).toBeInTheDocument();
    expect(screen.queryByText('Vee está digitando...')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('renders a hostile reply inertly: no HTML, no script, no event handler, no dangerous link', async () => {
    const hostil = [
      'Resposta <img src=x onerror="window.__veeXss = 1"> com HTML cru.',
      '',
      '<script>window.__veeXss = 2</script>',
      '',
      '<a href="javascript:window.__veeXss = 3">cru</a> <iframe src="https://atacante.example"></iframe> <div onclick="window.__veeXss = 4">div</div>',
      '',
      '[js](javascript:window.__veeXss=5) [tab](jav&#x09;ascript:alert(1)) [maiusculas](JaVaScRiPt:alert(1))',
      '[dados](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [vb](vbscript:msgbox) [irc](irc://atacante.example/canal)',
      '[seguro](https://exemplo.com.br/doc) [email](mailto:ajuda@exemplo.com.br)',
      '',
      '![x" onerror="window.__veeXss=6](https://exemplo.invalid/x.png)',
    ].join('\n');
    reply = async () => ({ body: [{ output: hostil }] });
    renderChat();
    await userEvent.type(messageBox(), 'Mostre algo perigoso');
    await userEvent.click(sendButton());
    const seguro = await screen.findByRole('link', { name: 'seguro' });
    const answer = seguro.closest('.vee-markdown')!;
    expect(answer).not.toBeNull();

    expect(answer.querySelector('img, script, iframe, object, embed, svg, style, form, input')).toBeNull();
    for (const element of Array.from(answer.querySelectorAll('*'))) {
      expect(element.getAttributeNames().filter((name) => name.startsWith('on') || name === 'style' || name === 'srcdoc')).toEqual([]);
    }
    // Raw HTML is dropped, not turned into elements; the text around it stays.
    expect(answer).toHaveTextContent('Resposta com HTML cru.');
    const hrefs = Object.fromEntries(Array.from(answer.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]));
    expect(hrefs).toEqual({
      js: '',
      tab: '',
      maiusculas: '',
      dados: '',
      vb: '',
      irc: '',
      seguro: 'https://exemplo.com.br/doc',
      email: 'mailto:ajuda@exemplo.com.br',
    });
    expect(seguro).toHaveAttribute('target', '_blank');
    expect(seguro).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect((window as { __veeXss?: unknown }).__veeXss).toBeUndefined();
  });

  it('fills the input when a suggestion is clicked, and the panel closes', async () => {
    await renderChat();
    const painel = screen.getByRole('complementary', { name: 'Sugestões' });
    await userEvent.click(await within(painel).findByRole('button', { name: 'Qual foi a ocupação da equipe no mês passado?' }));
    expect(messageBox()).toHaveValue('Qual foi a ocupação da equipe no mês passado?');
    await userEvent.click(within(painel).getByRole('button', { name: 'Fechar sugestões' }));
    expect(screen.queryByRole('complementary', { name: 'Sugestões' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sugestões' }));
    expect(await screen.findByRole('complementary', { name: 'Sugestões' })).toBeInTheDocument();
  });

  it('shows the connection-failure message when the webhook fails', async () => {
    reply = async () => ({ status: 500, body: { errors: [{ errorMessage: 'x' }] } });
    await renderChat();
    await userEvent.type(messageBox(), 'Oi');
    await userEvent.click(sendButton());
    expect(await screen.findByText(CHAT_TEXTS.falha)).toBeInTheDocument();
    expect(screen.queryByText('Vee está digitando...')).not.toBeInTheDocument();
  });

  it('collapses to the floating Vee logo with a hover message and expands again', async () => {
    await renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'Minimizar chat' }));
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).not.toBeInTheDocument();
    const logo = screen.getByRole('button', { name: 'Abrir chat com a Vee' });
    await userEvent.hover(logo);
    expect(screen.getByRole('tooltip')).toHaveTextContent(CHAT_TEXTS.hoverLogo);
    await userEvent.click(logo);
    expect(messageBox()).toBeInTheDocument();
  });

  it('hides the welcome bubble after 2 seconds', async () => {
    const setTimeoutSpy = jest.spyOn(window, 'setTimeout');
    try {
      await renderChat();
      expect(screen.getByRole('status')).toHaveTextContent(CHAT_TEXTS.boasVindas);
      const call = setTimeoutSpy.mock.calls.find(([, ms]) => ms === WELCOME_BUBBLE_MS);
      expect(call).toBeDefined();
      expect(WELCOME_BUBBLE_MS).toBe(2000);
      act(() => (call![0] as () => void)());
      expect(screen.queryByText(CHAT_TEXTS.boasVindas)).not.toBeInTheDocument();
    } finally {
      setTimeoutSpy.mockRestore();
    }
    await screen.findByText('Margens');
  });

  it('sends only the API key (never the user tokens) to an external webhook URL', async () => {
    api.on('POST /externo/webhook', ({ body }) =>
      (body as { funcoes?: boolean }).funcoes ? { body: [{ funcionalidades: GRUPOS }] } : { body: [{ output: 'resposta externa' }] },
    );
    configureVee({ url: `${http.defaults.baseURL}/externo/webhook`, apiKey: 'chave-do-webhook' });
    await renderChat();
    await userEvent.type(messageBox(), 'Oi');
    await userEvent.click(sendButton());
    expect(await screen.findByText('resposta externa')).toBeInTheDocument();
    const externas = api.requests.filter((r) => r.path === '/externo/webhook');
    expect(externas.map((r) => r.body)).toEqual([{ funcoes: true }, { sessionId: SESSION_ID, mensagem: 'Oi' }]);
    for (const request of externas) {
      expect(request.headers['x-api-key']).toBe('chave-do-webhook');
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers.refresh_token).toBeUndefined();
      expect(request.headers['x-access-token']).toBeUndefined();
    }
  });
});
