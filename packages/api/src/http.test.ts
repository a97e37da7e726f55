import http_, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxiosError } from 'axios';
import { configureApi, http } from './http';
import { errorToText, fieldErrors, NO_RESPONSE_MESSAGE, SESSION_EXPIRED_MESSAGE, UNDEFINED_ERROR_MESSAGE } from './errors';
import { login, logout, validateStoredSession } from './auth';
import { useSession } from './session';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let handler: Handler = (_req, _body, res) => res.end();
const seen: Array<{ method?: string; url?: string; headers: IncomingMessage['headers']; body: string }> = [];
let server: http_.Server;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http_.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Connection', 'close');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, refresh_token, x-access-token, content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    if (req.method === 'OPTIONS') return res.end();
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const expired = jest.fn();

beforeEach(() => {
  seen.length = 0;
  expired.mockReset();
  useSession.getState().clear();
  const { port } = server.address() as AddressInfo;
  configureApi({ baseURL: `http://127.0.0.1:${port}/`, onSessionExpired: expired });
});

const user = { name: 'Ana', email: 'ana@veecode.com.br', roles: { 'financeiro-api': ['projetos'] } };

describe('http client', () => {
  it('sends bearer, access-token and refresh_token headers on every call', async () => {
    useSession.getState().signIn({ token: 'abc', refresh_token: 'r1', user });
    handler = (_req, _body, res) => json(res, 200, { ok: true });
    await http.get('/anything');
    expect(seen[0].headers.authorization).toBe('Bearer abc');
    expect(seen[0].headers['x-access-token']).toBe('abc');
    expect(seen[0].headers.refresh_token).toBe('r1');
  });

  it('turns failures into the spec texts', async () => {
    handler = (req, _body, res) => {
      if (req.url === '/many') return json(res, 400, { errors: [{ errorMessage: 'Nome inválido' }, { errorMessage: 'CPF inválido' }] });
      if (req.url === '/field') return json(res, 400, { errors: [{ field: 'nome', errorMessage: 'Nome inválido' }] });
      return json(res, 500, {});
    };
    const failure = (path: string) => http.get(path).then(() => undefined, (error: unknown) => error);
    expect(errorToText(await failure('/many'))).toBe('Nome inválido\nCPF inválido');
    expect(errorToText(await failure('/empty'))).toBe(UNDEFINED_ERROR_MESSAGE);
    expect(fieldErrors(await failure('/field'))).toEqual({ nome: 'Nome inválido' });
    // jsdom keeps a handle open after a real dropped connection, so the no-response case is built.
    expect(errorToText(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(NO_RESPONSE_MESSAGE);
    expect(errorToText(new Error('boom'))).toBe(UNDEFINED_ERROR_MESSAGE);
  });

  it('renews an expired access token once and retries the call', async () => {
    useSession.getState().signIn({ token: 'old', refresh_token: 'r1', user });
    handler = (req, body, res) => {
      if (req.url === '/login/refresh') {
        expect(JSON.parse(body)).toEqual({ refresh_token: 'r1' });
        return json(res, 200, { token: 'new', refresh_token: 'r2', user });
      }
      if (req.headers.authorization === 'Bearer new') return json(res, 200, { value: 42 });
      return json(res, 401, { code: 'TOKEN_EXPIRED', errors: [{ errorMessage: SESSION_EXPIRED_MESSAGE }] });
    };
    const { data } = await http.get('/data');
    expect(data).toEqual({ value: 42 });
    expect(useSession.getState()).toMatchObject({ token: 'new', refresh_token: 'r2' });
    expect(expired).not.toHaveBeenCalled();
  });

  it('clears the session and warns on a 401 that cannot be renewed', async () => {
    useSession.getState().signIn({ token: 'old', refresh_token: 'r1', user });
    handler = (req, _body, res) =>
      req.url === '/login/refresh' ? json(res, 401, { code: 'UNAUTHORIZED' }) : json(res, 401, { code: 'TOKEN_EXPIRED' });
    await expect(http.get('/data')).rejects.toBeTruthy();
    expect(useSession.getState().token).toBeNull();
    expect(expired).toHaveBeenCalledWith('Sessão expirada. Efetue novamente o login');
  });
});

describe('auth calls', () => {
  it('signs in with a base64 JSON authorization and stores the session', async () => {
    handler = (_req, _body, res) => json(res, 200, { token: 't', refresh_token: 'r', user });
    await login('ana', 'sênha');
    const sent = JSON.parse(seen[0].body).authorization as string;
    expect(JSON.parse(Buffer.from(sent, 'base64').toString('utf8'))).toEqual({ usuario: 'ana', senha: 'sênha' });
    expect(useSession.getState().user?.email).toBe('ana@veecode.com.br');
    expect(JSON.parse(localStorage.getItem('financeiro-session') ?? '{}').state.token).toBe('t');
  });

  it('signs out even when the logout call fails', async () => {
    useSession.getState().signIn({ token: 't', refresh_token: 'r', user });
    handler = (_req, _body, res) => json(res, 500, {});
    await expect(logout()).rejects.toBeTruthy();
    expect(seen[0].url).toBe('/login/logout');
    expect(useSession.getState().token).toBeNull();
  });

  it('keeps a stored session only when the token check says ok', async () => {
    useSession.getState().signIn({ token: 't', refresh_token: 'r', user });
    handler = (_req, _body, res) => json(res, 200, { status: 'ok', errors: [], user: { ...user, name: 'Ana Maria' } });
    await expect(validateStoredSession()).resolves.toBe(true);
    expect(useSession.getState().user?.name).toBe('Ana Maria');

    handler = (_req, _body, res) =>
      _req.url === '/login/refresh' ? json(res, 401, {}) : json(res, 200, { status: 'invalid', errors: [] });
    await expect(validateStoredSession()).resolves.toBe(false);
    expect(useSession.getState().token).toBeNull();
  });
});
