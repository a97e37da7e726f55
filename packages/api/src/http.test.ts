import { AxiosError } from 'axios';
import { configureApi, http } from './http';
import { errorToText, fieldErrors, NO_RESPONSE_MESSAGE, SESSION_EXPIRED_MESSAGE, UNDEFINED_ERROR_MESSAGE } from './errors';
import { DEVICE_TOKEN_STORAGE_KEY, login, logout, validateStoredSession } from './auth';
import { useSession } from './session';
import { FAKE_API_URL, startFakeApi, type FakeApi } from './testing/fakeApi';

let api: FakeApi;
const expired = jest.fn();

beforeEach(async () => {
  expired.mockReset();
  useSession.getState().clear();
  api = await startFakeApi();
  configureApi({ baseURL: `${FAKE_API_URL}/`, onSessionExpired: expired });
});
afterEach(() => api.close());

const user = { name: 'Ana', email: 'ana@veecode.com.br', roles: { 'financeiro-api': ['projetos'] } };

describe('http client', () => {
  it('sends bearer, access-token and refresh_token headers on every call', async () => {
    useSession.getState().signIn({ token: 'abc', refresh_token: 'r1', user });
    api.on('GET /anything', () => ({ body: { ok: true } }));
    await http.get('/anything');
    expect(api.requests[0].headers.authorization).toBe('Bearer abc');
    expect(api.requests[0].headers['x-access-token']).toBe('abc');
    expect(api.requests[0].headers.refresh_token).toBe('r1');
  });

  it('turns failures into the spec texts', async () => {
    api.on('GET /many', () => ({ status: 400, body: { errors: [{ errorMessage: 'Nome inválido' }, { errorMessage: 'CPF inválido' }] } }));
    api.on('GET /field', () => ({ status: 400, body: { errors: [{ field: 'nome', errorMessage: 'Nome inválido' }] } }));
    api.on('GET /empty', () => ({ status: 500, body: {} }));
    const failure = (path: string) => http.get(path).then(() => undefined, (error: unknown) => error);
    expect(errorToText(await failure('/many'))).toBe('Nome inválido\nCPF inválido');
    expect(errorToText(await failure('/empty'))).toBe(UNDEFINED_ERROR_MESSAGE);
    expect(fieldErrors(await failure('/field'))).toEqual({ nome: 'Nome inválido' });
    // A server that never answers: the request fails as a network error (the fake API's catch-all).
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(errorToText(await failure('http://sem-servidor.teste/x'))).toBe(NO_RESPONSE_MESSAGE);
    jest.mocked(console.error).mockRestore();
    expect(errorToText(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(NO_RESPONSE_MESSAGE);
    expect(errorToText(new Error('boom'))).toBe(UNDEFINED_ERROR_MESSAGE);
  });

  it('renews an expired access token once and retries the call', async () => {
    useSession.getState().signIn({ token: 'old', refresh_token: 'r1', user });
    api.on('POST /login/refresh', ({ body }) => {
      expect(body).toEqual({ refresh_token: 'r1' });
      return { body: { token: 'new', refresh_token: 'r2', user } };
    });
    api.on('GET /data', ({ headers }) =>
      headers.authorization === 'Bearer new'
        ? { body: { value: 42 } }
        : { status: 401, body: { code: 'TOKEN_EXPIRED', errors: [{ errorMessage: SESSION_EXPIRED_MESSAGE }] } },
    );
    const { data } = await http.get('/data');
    expect(data).toEqual({ value: 42 });
    expect(useSession.getState()).toMatchObject({ token: 'new', refresh_token: 'r2' });
    expect(expired).not.toHaveBeenCalled();
  });

  it('clears the session and warns on a 401 that cannot be renewed', async () => {
    useSession.getState().signIn({ token: 'old', refresh_token: 'r1', user });
    api.on('POST /login/refresh', () => ({ status: 401, body: { code: 'UNAUTHORIZED' } }));
    api.on('GET /data', () => ({ status: 401, body: { code: 'TOKEN_EXPIRED' } }));
    await expect(http.get('/data')).rejects.toBeTruthy();
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().ended).toBe('expired');
    expect(expired).toHaveBeenCalledWith('Sessão expirada. Efetue novamente o login');
  });

  it('two requests meeting the ended session (a screen and the header bell) end it once and keep the reason', async () => {
    useSession.getState().signIn({ token: 'old', refresh_token: 'r1', user });
    api.on('POST /login/refresh', () => ({ status: 401, body: { code: 'UNAUTHORIZED' } }));
    api.on('GET /data', () => ({ status: 401, body: { code: 'SESSION_ENDED' } }));
    api.on('GET /alertas', () => ({ status: 401, body: { code: 'SESSION_ENDED' } }));
    await expect(http.get('/data')).rejects.toBeTruthy();
    await expect(http.get('/alertas')).rejects.toBeTruthy();
    expect(useSession.getState().ended).toBe('expired');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('a 401 answered to a visitor (no session) does not say a session expired', async () => {
    api.on('GET /data', () => ({ status: 401, body: { code: 'UNAUTHORIZED' } }));
    await expect(http.get('/data')).rejects.toBeTruthy();
    expect(useSession.getState().ended).toBeNull();
  });
});

describe('auth calls', () => {
  it('signs in with a base64 JSON authorization and stores the session', async () => {
    api.on('POST /login', () => ({ body: { token: 't', refresh_token: 'r', user } }));
    await login('ana', 'sênha');
    const sent = (api.requests[0].body as { authorization: string }).authorization;
    expect(JSON.parse(Buffer.from(sent, 'base64').toString('utf8'))).toEqual({ usuario: 'ana', senha: 'sênha' });
    expect(useSession.getState().user?.email).toBe('ana@veecode.com.br');
    expect(JSON.parse(localStorage.getItem('financeiro-session') ?? '{}').state.token).toBe('t');
  });

  it('keeps the device token of a sign-in beyond logout and sends it back at the next sign-in', async () => {
    localStorage.removeItem(DEVICE_TOKEN_STORAGE_KEY);
    api.on('POST /login', () => ({ body: { token: 't', refresh_token: 'r', user, device_token: 'dispositivo-1' } }));
    api.on('POST /login/logout', () => ({ body: { result: true } }));
    await login('ana', 'sênha');
    expect((api.requests[0].body as { device_token?: string }).device_token).toBeUndefined();
    expect(JSON.parse(localStorage.getItem('financeiro-session') ?? '{}').state).not.toHaveProperty('device_token');
    await logout();
    await login('ana', 'sênha');
    expect((api.requests[2].body as { device_token?: string }).device_token).toBe('dispositivo-1');
  });

  it('signs out even when the logout call fails', async () => {
    useSession.getState().signIn({ token: 't', refresh_token: 'r', user });
    api.on('POST /login/logout', () => ({ status: 500, body: {} }));
    await expect(logout()).rejects.toBeTruthy();
    expect(api.requests[0].path).toBe('/login/logout');
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().ended).toBe('logout');
  });

  it('keeps a stored session only when the token check says ok', async () => {
    useSession.getState().signIn({ token: 't', refresh_token: 'r', user });
    api.on('POST /password/check', () => ({ body: { status: 'ok', errors: [], user: { ...user, name: 'Ana Maria' } } }));
    await expect(validateStoredSession()).resolves.toBe(true);
    expect(useSession.getState().user?.name).toBe('Ana Maria');

    api.on('POST /password/check', () => ({ body: { status: 'invalid', errors: [] } }));
    api.on('POST /login/refresh', () => ({ status: 401, body: {} }));
    await expect(validateStoredSession()).resolves.toBe(false);
    expect(useSession.getState().token).toBeNull();
    // The session died while the page was closed: the login page says why.
    expect(useSession.getState().ended).toBe('expired');
  });

  it('a stored session refused with a 401 at start is an expired one; a new sign-in forgets it', async () => {
    useSession.getState().signIn({ token: 't', refresh_token: 'r', user });
    api.on('POST /password/check', () => ({ status: 401, body: { code: 'UNAUTHORIZED' } }));
    api.on('POST /login/refresh', () => ({ status: 401, body: {} }));
    await expect(validateStoredSession()).resolves.toBe(false);
    expect(useSession.getState().ended).toBe('expired');
    api.on('POST /login', () => ({ body: { token: 't2', refresh_token: 'r2', user } }));
    await login('ana', 'x');
    expect(useSession.getState().ended).toBeNull();
  });
});
