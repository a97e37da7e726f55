/**
 * The answers Fastify and Node give on their own, before any route or hook of ours (issue 35, point
 * 9), in the API's shape `{ errors: [{ errorMessage }] }` (pt-BR) with the headers every answer
 * carries (`securityHeaders`): a path whose percent-encoding does not decode (Fastify's
 * `frameworkErrors`, whose reply skips the app's hooks), a request the HTTP parser refuses (headers
 * too large, a bad Content-Length: `clientErrorHandler`, a raw socket), and a method a path does not
 * take (405 with Allow instead of the router's 404).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { MESSAGES } from './errors';

export const FRAMEWORK_MESSAGES = {
  badUrl: 'Endereço inválido.',
  methodNotAllowed: 'Método não permitido neste endereço.',
  headersTooLarge: 'Cabeçalhos da requisição excedem o tamanho permitido.',
  badRequest: 'Requisição inválida.',
  timeout: 'Tempo esgotado à espera da requisição.',
} as const;

/** Headers of every answer of the API except the /docs pages (no cache, no sniffing, no referrer). */
export const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/** CORS headers for an answer given outside the CORS plugin's hooks: only an allowed origin is echoed. */
export function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!origin || !allowed.includes(origin)) return { vary: 'Origin' };
  return { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'content-disposition, retry-after', vary: 'Origin' };
}

const errorBody = (message: string) => JSON.stringify({ errors: [{ errorMessage: message }] });

/** Fastify's `frameworkErrors`: a path that does not decode answers 400 like any refused request. */
export function frameworkErrorHandler(corsOrigins: readonly string[]) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const badUrl = error.code === 'FST_ERR_BAD_URL';
    request.log.info({ code: error.code, statusCode: 400 }, 'requisição recusada');
    return reply
      .code(badUrl ? 400 : 500)
      .headers({ ...SECURITY_HEADERS, ...corsHeaders(request.headers.origin, corsOrigins), 'content-type': 'application/json; charset=utf-8' })
      .send(errorBody(badUrl ? FRAMEWORK_MESSAGES.badUrl : MESSAGES.internal));
  };
}

/** Node's 'clientError' (the request could not be parsed): the same shape, written on the socket. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, FRAMEWORK_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, FRAMEWORK_MESSAGES.timeout]
        : [400, FRAMEWORK_MESSAGES.badRequest];
  const body = errorBody(message);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...SECURITY_HEADERS,
  };
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      `\r\n${body}`,
  );
}

/** A route pattern ('/departamento/:id', '/docs/*') as a regular expression of the paths it takes. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * The methods each route pattern takes, collected as routes are registered: the not-found handler
 * asks it whether a path exists with other methods (405 + Allow) or not at all (404).
 */
export function collectAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({ pattern: patternOf(route.url), methods: methods.map((method) => method.toUpperCase()) });
  });
  return (path: string) => {
    const found = new Set<string>();
    for (const route of routes) if (route.pattern.test(path)) route.methods.forEach((method) => found.add(method));
    return [...found].filter((method) => method !== 'OPTIONS').sort((a, b) => (a === 'GET' ? -1 : b === 'GET' ? 1 : a.localeCompare(b)));
  };
}
