/**
 * A real HTTP server inside a jest test, answering the routes a screen calls, so component tests
 * exercise the real axios client (headers, error normalisation) without the backend.
 * Test helper only: import it from '@financeiro/api/src/testing/fakeApi'.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from '../http';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: IncomingMessage['headers'];
}

export type FakeReply = { status?: number; body?: unknown } | undefined;
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  /** Register a handler for 'GET /departamento/list' or a pattern like 'GET /departamento/:cod'. */
  on(route: string, handler: FakeHandler): void;
  requests: FakeRequest[];
  close(): Promise<void>;
}

function matches(pattern: string, method: string, path: string): boolean {
  const [patternMethod, patternPath] = pattern.split(' ');
  if (patternMethod !== method) return false;
  const a = patternPath.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
}

export async function startFakeApi(): Promise<FakeApi> {
  const handlers: Array<[string, FakeHandler]> = [];
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, refresh_token, x-access-token, content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    res.setHeader('Connection', 'close');
    if (req.method === 'OPTIONS') return void res.end();
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: raw ? JSON.parse(raw) : undefined,
        headers: req.headers,
      };
      requests.push(request);
      // The latest registration wins; a literal path beats a pattern ('/x/list' before '/x/:cod').
      const candidates = [...handlers].reverse().filter(([route]) => matches(route, request.method, request.path));
      const handler = (candidates.find(([route]) => !route.includes(':')) ?? candidates[0])?.[1];
      const reply = handler ? await handler(request) : { status: 404, body: { errors: [{ errorMessage: 'Recurso não encontrado.' }] } };
      res.writeHead(reply?.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply?.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, onSessionExpired: () => undefined });
  return {
    on: (route, handler) => void handlers.push([route, handler]),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
