/**
 * The API as the screens' tests see it: Mock Service Worker intercepts the real axios client's
 * requests (and fetch) inside the test process, so headers, error normalisation and session
 * handling run for real while no socket, server or Node-side timer is left behind.
 * Test helper only: import it from '@financeiro/api/testing'.
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi } from '../http';

/** Base URL of the fake API; nothing listens there, msw answers before any connection. */
export const FAKE_API_URL = 'http://api.teste';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** Lower-case header names, as Node gives them. */
  headers: Record<string, string | undefined>;
}

/** `headers`: answer headers (e.g. x-total-count of a paged list). */
export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> } | undefined;
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

/** A server failure as the API answers it (status 500 with one errorMessage), for error-state tests. */
export function serverError(errorMessage = 'Falha simulada.'): FakeReply {
  return { status: 500, body: { errors: [{ errorMessage }] } };
}

const NOT_FOUND: FakeReply = { status: 404, body: { errors: [{ errorMessage: 'Recurso não encontrado.' }] } };

// One interceptor per test file: the fake API's handlers come and go, the interception stays, and
// its last handler answers every request no test registered with a network error, at once.
const server = setupServer(
  mock.all('*', ({ request }) => {
    console.error(`Requisição sem resposta registrada no teste: ${request.method} ${request.url}`);
    return HttpResponse.error();
  }),
);
let intercepting = false;

/**
 * From here on no request of the test file reaches the network: the fake API answers what a test
 * registered, and any other request fails at once with msw's error naming it (instead of a real
 * connection whose Node-side timeout would outlive the test). The shared Jest setup calls it.
 */
export function interceptRequests(): void {
  if (intercepting) return;
  // Every request matches the catch-all above, so msw's own unhandled-request policy never applies.
  server.listen();
  intercepting = true;
}

export function stopIntercepting(): void {
  if (!intercepting) return;
  server.close();
  intercepting = false;
}

export async function startFakeApi(): Promise<FakeApi> {
  const handlers: Array<[string, FakeHandler]> = [];
  const requests: FakeRequest[] = [];
  interceptRequests();
  server.use(
    mock.all(`${FAKE_API_URL}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const raw = await request.text();
      const fake: FakeRequest = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: raw ? JSON.parse(raw) : undefined,
        headers: Object.fromEntries(request.headers),
      };
      requests.push(fake);
      // The latest registration wins; a literal path beats a pattern ('/x/list' before '/x/:cod').
      const candidates = [...handlers].reverse().filter(([route]) => matches(route, fake.method, fake.path));
      const handler = (candidates.find(([route]) => !route.includes(':')) ?? candidates[0])?.[1];
      const reply = handler ? await handler(fake) : NOT_FOUND;
      return HttpResponse.json((reply?.body ?? {}) as never, { status: reply?.status ?? 200, headers: reply?.headers });
    }),
  );
  configureApi({ baseURL: FAKE_API_URL, onSessionExpired: () => undefined });
  return {
    on: (route, handler) => void handlers.push([route, handler]),
    requests,
    close: async () => server.resetHandlers(),
  };
}
