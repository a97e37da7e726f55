import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { renderWithUi } from '../test-utils';
import { STANDALONE_LOGIN_TEXTS, StandaloneLogin } from './StandaloneLogin';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  useSession.getState().clear();
});
afterEach(async () => {
  useSession.getState().clear();
  await api.close();
});

const user = { name: 'Ana', email: 'ana@x.com', roles: { 'financeiro-api': ['cadastros'] } };

describe('StandaloneLogin (the page of a remote run alone)', () => {
  it('asks for the credentials, shows the API message on a refusal, then shows the remote', async () => {
    api.on('POST /login', ({ body }) => {
      const { usuario, senha } = JSON.parse(Buffer.from((body as { authorization: string }).authorization, 'base64').toString('utf8'));
      return usuario === 'ana' && senha === 'certa'
        ? { body: { token: 't', refresh_token: 'r', user } }
        : { status: 401, body: { errors: [{ errorMessage: 'Usuário ou senha inválidos.' }] } };
    });
    renderWithUi(
      <StandaloneLogin>
        <h1>Área do remoto</h1>
      </StandaloneLogin>,
    );
    expect(screen.getByRole('heading', { name: STANDALONE_LOGIN_TEXTS.titulo })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Área do remoto' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Usuário/), 'ana');
    await userEvent.type(screen.getByLabelText(/Senha/), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos.');

    await userEvent.clear(screen.getByLabelText(/Senha/));
    await userEvent.type(screen.getByLabelText(/Senha/), 'certa');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Área do remoto' })).toBeInTheDocument();
    expect(useSession.getState().token).toBe('t');
  });

  it('shows the remote at once when a session exists', () => {
    useSession.getState().signIn({ token: 't', refresh_token: 'r', user });
    renderWithUi(
      <StandaloneLogin>
        <h1>Área do remoto</h1>
      </StandaloneLogin>,
    );
    expect(screen.getByRole('heading', { name: 'Área do remoto' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
