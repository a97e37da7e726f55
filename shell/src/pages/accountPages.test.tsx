import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { useSession } from '@financeiro/api';
import { API_NAME } from '@financeiro/domain';
import { toaster } from '@financeiro/ui';
import { renderWithUi } from '@financeiro/ui/testing';
import { loadScreens, routes } from '../App';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async (id: string) => ({ default: () => <h1>{id}</h1> })),
  registerRemotes: jest.fn(),
}));

const fromBase64 = (value: string) => Buffer.from(value, 'base64').toString('utf8');
const TOKEN = 'A'.repeat(43);

// Every screen but the login is a lazy route: load their module once, before the waits start.
beforeAll(loadScreens);

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /usuario', () => ({ body: { id: 1, usuario: 'ana', name: 'Ana', email: 'a@b.c', roles: { [API_NAME]: ['projetos'] }, observacao: null } }));
});
afterEach(async () => {
  toaster.remove();
  useSession.getState().clear();
  await api.close();
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

describe('login area', () => {
  it('links the login to /esqueci and /cadastrar', async () => {
    const router = renderAt('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
    expect(router.state.location.pathname).toBe('/esqueci');
    await userEvent.click(await screen.findByRole('link', { name: 'Voltar para o login' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Solicitar cadastro' }));
    expect(router.state.location.pathname).toBe('/cadastrar');
  });

  it('forgot password: validates the e-mail, then asks the server and says a message was sent', async () => {
    api.on('POST /password/forgot', () => ({ body: { result: true } }));
    renderAt('/esqueci');
    const email = await screen.findByLabelText(/E-mail/);
    await userEvent.type(email, 'nao-e-email');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Digite um e-mail válido')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    await userEvent.clear(email);
    await userEvent.type(email, 'ana@empresa.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('você receberá em instantes um link');
    expect(api.requests[0]!.body).toEqual({ email: 'ana@empresa.com' });
  });

  it('forgot password: a failure shows the spec message', async () => {
    api.on('POST /password/forgot', () => ({ status: 429, body: { errors: [{ errorMessage: 'Muitas requisições.' }] } }));
    renderAt('/esqueci');
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'ana@empresa.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Problema com ao validar o e-mail inserido.')).toBeInTheDocument();
  });

  it('recovery: checks the token on load, sends the new password in base64 and shows success', async () => {
    api.on('POST /password/check', () => ({ body: { status: 'ok', errors: [] } }));
    api.on('POST /password/reset', () => ({ body: { result: true } }));
    renderAt(`/recover/${TOKEN}`);
    const senha = await screen.findByLabelText(/Nova senha/);
    expect(api.requests[0]!.body).toEqual({ token: TOKEN, isRecovery: true });
    await userEvent.type(senha, '12345');
    await userEvent.type(screen.getByLabelText(/Confirmar senha/), '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Senha deve possuir no mínimo 12 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Senha não confere.')).toBeInTheDocument();
    await userEvent.clear(senha);
    await userEvent.type(senha, 'ipê roxo na calçada');
    await userEvent.clear(screen.getByLabelText(/Confirmar senha/));
    await userEvent.type(screen.getByLabelText(/Confirmar senha/), 'ipê roxo na calçada');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sucesso' })).toBeInTheDocument();
    const reset = api.requests.find((request) => request.path === '/password/reset')!.body as Record<string, string>;
    expect(reset.token).toBe(TOKEN);
    expect(fromBase64(reset.senha!)).toBe('ipê roxo na calçada');
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toBeInTheDocument();
  });

  it('recovery: a password the server refuses keeps the form and shows its reason under the field', async () => {
    const personal = 'Senha não pode conter o seu nome, usuário ou e-mail.';
    api.on('POST /password/check', () => ({ body: { status: 'ok', errors: [] } }));
    api.on('POST /password/reset', () => ({ status: 400, body: { errors: [{ field: 'senha', errorMessage: personal }] } }));
    renderAt(`/recover/${TOKEN}`);
    const senha = await screen.findByLabelText(/Nova senha/);
    expect(screen.getByText(/Mínimo de 12 caracteres\./)).toBeInTheDocument();
    await userEvent.type(senha, 'ana-souza-2026');
    await userEvent.type(screen.getByLabelText(/Confirmar senha/), 'ana-souza-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(personal)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar nova senha' })).toBeInTheDocument();
    expect(screen.queryByText('Erro na tentativa de registrar nova senha.')).not.toBeInTheDocument();
  });

  it('recovery: an invalid token shows the failure icon', async () => {
    api.on('POST /password/check', () => ({ body: { status: 'invalid', errors: [{ errorMessage: 'x' }] } }));
    renderAt(`/recover/${TOKEN}`);
    expect(await screen.findByText('Problema com ao validar requisição para nova senha.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Falha' })).toBeInTheDocument();
  });

  it('recovery: redirects to login when signed in', async () => {
    useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { name: 'Ana', email: 'a@b.c', roles: { [API_NAME]: ['projetos'] } } });
    const router = renderAt(`/recover/${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/boas-vindas'));
  });

  it('registration: validates with the spec rules and sends the form as base64 JSON', async () => {
    api.on('POST /login/request-access', () => ({ body: { result: true } }));
    renderAt('/cadastrar');
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar' }));
    expect(await screen.findAllByText('Campo obrigatório.')).not.toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Nome/), 'Nova');
    await userEvent.type(screen.getByLabelText(/Sobrenome/), 'Pessoa');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'Nova@Empresa.com');
    await userEvent.type(screen.getByLabelText(/^Senha/), '123');
    await userEvent.type(screen.getByLabelText(/Confirmar senha/), '124');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText('Senha deve possuir no mínimo 12 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Senha não confere.')).toBeInTheDocument();
    // The requester's own name is refused on the screen already.
    await userEvent.clear(screen.getByLabelText(/^Senha/));
    await userEvent.type(screen.getByLabelText(/^Senha/), 'pessoa-legal-2026');
    expect(await screen.findByText('Senha não pode conter o seu nome, usuário ou e-mail.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Senha/));
    await userEvent.type(screen.getByLabelText(/^Senha/), 'café com pão de queijo');
    await userEvent.clear(screen.getByLabelText(/Confirmar senha/));
    await userEvent.type(screen.getByLabelText(/Confirmar senha/), 'café com pão de queijo');
    await userEvent.type(screen.getByLabelText(/Mensagem/), 'Olá');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText(/Solicitação registrada! Enviamos um link de confirmação para o seu e-mail/)).toBeInTheDocument();
    const sent = JSON.parse(fromBase64((api.requests[0]!.body as { form: string }).form));
    expect(sent).toEqual({ nome: 'Nova', sobrenome: 'Pessoa', email: 'nova@empresa.com', senha: 'café com pão de queijo', confirma: 'café com pão de queijo', mensagem: 'Olá' });
  });

  it('registration: a server failure shows the spec message, and the server’s reason for a refused password under the field', async () => {
    const common = 'Senha muito comum ou fácil de adivinhar. Escolha outra.';
    api.on('POST /login/request-access', () => ({ status: 400, body: { errors: [{ field: 'senha', errorMessage: common }] } }));
    renderAt('/cadastrar');
    await userEvent.type(await screen.findByLabelText(/^Nome/), 'Nova');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'nova@empresa.com');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'password1234');
    await userEvent.type(screen.getByLabelText(/Confirmar senha/), 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText('Problema com ao validar dados enviados.')).toBeInTheDocument();
    expect(await screen.findByText(common)).toBeInTheDocument();
  });
});

describe('e-mail confirmation of a registration request (/cadastrar/:token)', () => {
  it('confirms only when the person clicks, then says the request went to the administrators', async () => {
    api.on('POST /login/confirm-email', () => ({ body: { result: true } }));
    renderAt(`/cadastrar/${TOKEN}`);
    expect(await screen.findByText('Confirme que este e-mail é seu para enviar a sua solicitação de cadastro aos administradores.')).toBeInTheDocument();
    // Opening the link alone (a mail scanner) confirms nothing.
    expect(api.requests).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'E-mail confirmado! A sua solicitação foi enviada aos administradores. Você receberá um e-mail quando ela for analisada.',
    );
    expect(api.requests.map((request) => [request.path, request.body])).toEqual([['/login/confirm-email', { token: TOKEN }]]);
  });

  it('an expired or unknown link says so and offers a new request', async () => {
    api.on('POST /login/confirm-email', () => ({ status: 400, body: { errors: [{ errorMessage: 'Link de confirmação inválido ou expirado.' }] } }));
    const router = renderAt(`/cadastrar/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar e-mail' }));
    expect(await screen.findByText('Link de confirmação inválido ou expirado.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Solicitar cadastro novamente' }));
    expect(router.state.location.pathname).toBe('/cadastrar');
  });

  it('a link already used says so', async () => {
    api.on('POST /login/confirm-email', () => ({ status: 400, body: { errors: [{ errorMessage: 'Este link já foi usado.' }] } }));
    renderAt(`/cadastrar/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar e-mail' }));
    expect(await screen.findByText('Este link já foi usado.')).toBeInTheDocument();
  });

  it('another failure keeps the button and shows a message', async () => {
    api.on('POST /login/confirm-email', () => ({ status: 500, body: { errors: [{ errorMessage: 'Erro interno.' }] } }));
    renderAt(`/cadastrar/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar e-mail' }));
    expect(await screen.findByText('Problema ao validar dados enviados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar e-mail' })).toBeEnabled();
  });
});

describe('registration confirmation', () => {
  beforeEach(() => {
    api.on('POST /login/verify-solicitation', ({ body }) =>
      (body as { token: string }).token === TOKEN
        ? { body: { nome: 'Nova', sobrenome: 'Pessoa', email: 'nova@empresa.com', mensagem: 'Sou do time.' } }
        : { status: 400, body: { errors: [{ errorMessage: 'inválida' }] } },
    );
    api.on('POST /login/authenticate-register', ({ body }) => {
      const { usuario, senha } = JSON.parse(fromBase64((body as { authorization: string }).authorization));
      return usuario === 'chefe' && senha === 'certa' ? { body: { token: 'admin-token' } } : { status: 400, body: { errors: [{ errorMessage: 'x' }] } };
    });
    api.on('POST /login/confirm-register', () => ({ body: { result: true, status: 'aprovada' } }));
  });

  it('shows the request, authenticates the fixed administrator and approves with the chosen sections', async () => {
    renderAt(`/register/${TOKEN}?usuario=chefe`);
    expect(await screen.findByText('Nova Pessoa')).toBeInTheDocument();
    expect(screen.getByText('nova@empresa.com')).toBeInTheDocument();
    expect(screen.getByText('Sou do time.')).toBeInTheDocument();
    expect(screen.getByLabelText('Usuário')).toHaveValue('chefe');
    expect(screen.getByLabelText('Usuário')).toHaveAttribute('readonly');

    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Autenticar' }));
    expect(await screen.findByText('Erro ao validar usuário.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Senha'));
    await userEvent.type(screen.getByLabelText('Senha'), 'certa');
    await userEvent.click(screen.getByRole('button', { name: 'Autenticar' }));

    await userEvent.click(await screen.findByText('Projetos'));
    await userEvent.click(screen.getByText('Cadastros'));
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText(/Cadastro aprovado/)).toBeInTheDocument();
    const confirm = api.requests.find((request) => request.path === '/login/confirm-register')!;
    expect(confirm.body).toEqual({ confirmation: true, token: TOKEN, secoes: ['projetos', 'cadastros'] });
    expect(confirm.headers.authorization).toBe('Bearer admin-token');
    expect(confirm.headers['x-access-token']).toBe('admin-token');
  });

  it('rejects', async () => {
    renderAt(`/register/${TOKEN}`);
    expect(await screen.findByLabelText('Usuário')).toHaveValue('admin');
    api.on('POST /login/authenticate-register', () => ({ body: { token: 'admin-token' } }));
    await userEvent.type(screen.getByLabelText('Senha'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Autenticar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText(/Solicitação rejeitada/)).toBeInTheDocument();
    expect(api.requests.find((request) => request.path === '/login/confirm-register')!.body).toEqual({ confirmation: false, token: TOKEN, secoes: [] });
  });

  it('an unknown request shows the failure', async () => {
    renderAt(`/register/${'B'.repeat(43)}`);
    expect(await screen.findByText('Problema ao validar dados enviados.')).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('a link already used (request decided) says so', async () => {
    api.on('POST /login/verify-solicitation', () => ({ status: 400, body: { errors: [{ errorMessage: 'Este link já foi usado.' }] } }));
    renderAt(`/register/${TOKEN}`);
    expect(await screen.findByText('Este link já foi usado.')).toBeInTheDocument();
    expect(screen.queryByText('Problema ao validar dados enviados.')).not.toBeInTheDocument();
  });
});

describe('Google sign-in', () => {
  it('finishes the callback with code, state, iss and the stored flow, then goes to /boas-vindas', async () => {
    sessionStorage.setItem('financeiro-google-flow', 'fluxo-assinado');
    const ana = { id: 3, usuario: 'ana', name: 'Ana', email: 'ana@x.com', roles: { [API_NAME]: ['projetos'] } };
    api.on('POST /login/google', () => ({ body: { token: 't', refresh_token: 'r', user: ana } }));
    // The layout behind /boas-vindas refreshes the profile: the same account, whenever that answer lands.
    api.on('GET /usuario', () => ({ body: { ...ana, observacao: null } }));
    const router = renderAt('/login/google?code=abc&state=xyz&iss=https%3A%2F%2Faccounts.google.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/boas-vindas'));
    expect(api.requests.find((request) => request.path === '/login/google')!.body).toEqual({
      code: 'abc',
      state: 'xyz',
      iss: 'https://accounts.google.com',
      flow: 'fluxo-assinado',
    });
    expect(useSession.getState().token).toBe('t');
    expect(useSession.getState().user?.email).toBe('ana@x.com');
    expect(sessionStorage.getItem('financeiro-google-flow')).toBeNull();
  });

  it("a failure shows 'Erro ao autenticar com o Google.' and the address reverts to /login", async () => {
    api.on('POST /login/google', () => ({ status: 400, body: { errors: [{ errorMessage: 'Erro ao autenticar com o Google.' }] } }));
    const router = renderAt('/login/google?code=abc&state=xyz');
    expect(await screen.findByText('Erro ao autenticar com o Google.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useSession.getState().token).toBeNull();
  });

  it('an unknown Google person is told a sign-up request was sent', async () => {
    const message = 'Sua conta Google ainda não tem acesso: uma solicitação de cadastro foi enviada aos administradores.';
    api.on('POST /login/google', () => ({ status: 403, body: { errors: [{ errorMessage: message }], code: 'REGISTRATION_REQUESTED' } }));
    const router = renderAt('/login/google?code=abc&state=xyz');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps the page asked for across the Google redirect (this tab only) and returns there', async () => {
    api.on('GET /login/google/url', () => ({ body: { url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1', flow: 'fluxo' } }));
    renderAt('/login?retorno=%2Fprojetos%2FAUR%2F10001');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    // The page then leaves for Google (jsdom does not navigate).
    await waitFor(() => expect(api.requests.some((request) => request.path === '/login/google/url')).toBe(true));
    expect(sessionStorage.getItem('financeiro-google-retorno')).toBe('/projetos/AUR/10001');
    cleanup();

    const ana = { id: 3, usuario: 'ana', name: 'Ana', email: 'ana@x.com', roles: { [API_NAME]: ['projetos'] } };
    api.on('POST /login/google', () => ({ body: { token: 't', refresh_token: 'r', user: ana } }));
    api.on('GET /usuario', () => ({ body: { ...ana, observacao: null } }));
    const router = renderAt('/login/google?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projetos/AUR/10001'));
  });

  it('a kept path that is not of the application is not followed after Google', async () => {
    sessionStorage.setItem('financeiro-google-retorno', '//evil.com/x');
    const ana = { id: 3, usuario: 'ana', name: 'Ana', email: 'ana@x.com', roles: { [API_NAME]: ['projetos'] } };
    api.on('POST /login/google', () => ({ body: { token: 't', refresh_token: 'r', user: ana } }));
    api.on('GET /usuario', () => ({ body: { ...ana, observacao: null } }));
    const router = renderAt('/login/google?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/boas-vindas'));
  });

  it('the login button fails with the spec message when Google is not configured', async () => {
    api.on('GET /login/google/url', () => ({ status: 503, body: { errors: [{ errorMessage: 'Login com Google não configurado' }] } }));
    renderAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    expect(await screen.findByText('Erro ao autenticar com o Google.')).toBeInTheDocument();
  });
});
