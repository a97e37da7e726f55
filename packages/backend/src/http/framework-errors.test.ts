/**
 * Every answer of the API, the framework's own refusals included, has the API's error shape in pt-BR
 * and the security headers (issue 35, point 9): `GET /departamento/%E0%A4%A` answered Fastify's
 * `{"code":"FST_ERR_BAD_URL","message":"... is not a valid url component"}` without Cache-Control,
 * nosniff or Referrer-Policy. Read over real HTTP (a raw socket for what the HTTP parser refuses).
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestContext } from '../test/support';

interface Case {
  what: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  status: number;
  message: string;
  allow?: string;
}

const BIG = JSON.stringify({ usuario: 'x'.repeat(2 * 1024 * 1024), senha: 'y' });

const CASES: Case[] = [
  { what: 'bad percent-encoding in the path', method: 'GET', path: '/departamento/%E0%A4%A', status: 400, message: 'Endereço inválido.' },
  { what: 'bad percent-encoding, unauthenticated route', method: 'GET', path: '/health/%E0%A4%A', status: 400, message: 'Endereço inválido.' },
  {
    what: 'malformed JSON',
    method: 'POST',
    path: '/login',
    headers: { 'content-type': 'application/json' },
    body: '{"usuario":',
    status: 400,
    message: 'Corpo da requisição inválido.',
  },
  {
    what: 'empty JSON body',
    method: 'POST',
    path: '/login',
    headers: { 'content-type': 'application/json' },
    body: '',
    status: 400,
    message: 'Corpo da requisição inválido.',
  },
  {
    what: 'body beyond the limit',
    method: 'POST',
    path: '/login',
    headers: { 'content-type': 'application/json' },
    body: BIG,
    status: 413,
    message: 'Corpo da requisição excede o tamanho permitido.',
  },
  {
    what: 'unsupported media type',
    method: 'POST',
    path: '/login',
    headers: { 'content-type': 'application/xml' },
    body: '<login/>',
    status: 415,
    message: 'Tipo de conteúdo não suportado.',
  },
  { what: 'unknown path', method: 'GET', path: '/nao-existe', status: 404, message: 'Recurso não encontrado.' },
  { what: 'method the path does not take', method: 'DELETE', path: '/health', status: 405, message: 'Método não permitido neste endereço.', allow: 'GET, HEAD' },
  { what: 'method the path does not take (with parameters)', method: 'PATCH', path: '/departamento/1', status: 405, message: 'Método não permitido neste endereço.' },
  { what: 'unknown method', method: 'PROPFIND', path: '/health', status: 405, message: 'Método não permitido neste endereço.' },
];

function assertApiAnswer(what: string, status: number, headers: Headers | Record<string, string | undefined>, body: string, expected: { status: number; message: string }) {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : (headers[name] ?? null));
  assert.equal(status, expected.status, `${what}: ${status} ${body.slice(0, 200)}`);
  assert.deepEqual(JSON.parse(body), { errors: [{ errorMessage: expected.message }] }, what);
  assert.match(get('content-type') ?? '', /^application\/json/, `${what}: content-type`);
  assert.equal(get('cache-control'), 'no-store', `${what}: cache-control`);
  assert.equal(get('x-content-type-options'), 'nosniff', `${what}: nosniff`);
  assert.equal(get('referrer-policy'), 'no-referrer', `${what}: referrer-policy`);
}

/** One raw HTTP/1.1 exchange (what fetch refuses to send, or what the parser refuses). */
function raw(port: number, text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = received.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

describe('framework errors answer in the API shape, with the security headers', () => {
  let ctx: TestContext;
  let base: string;
  let port: number;

  before(async () => {
    ctx = await createTestApp();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(base).port);
  });
  after(async () => {
    await ctx.close();
  });

  for (const item of CASES) {
    it(`${item.what}: ${item.method} ${item.path.slice(0, 40)} → ${item.status}`, async () => {
      const body = item.body === undefined ? '' : item.body;
      const headers = item.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)), ...item.headers };
      const request =
        `${item.method} ${item.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:3000\r\nConnection: close\r\n` +
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        `\r\n${body}`;
      const answer = await raw(port, request);
      assertApiAnswer(item.what, answer.status, answer.headers, answer.body, item);
      if (item.allow) assert.equal(answer.headers.allow, item.allow, `${item.what}: Allow`);
      // The shell reads the answer only with CORS headers (otherwise it sees a network error).
      assert.equal(answer.headers['access-control-allow-origin'], 'http://localhost:3000', `${item.what}: CORS`);
    });
  }

  it('headers beyond the parser limit: 431 in the API shape', async () => {
    const answer = await raw(port, `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    assertApiAnswer('header overflow', answer.status, answer.headers, answer.body, { status: 431, message: 'Cabeçalhos da requisição excedem o tamanho permitido.' });
  });

  it('a request the HTTP parser cannot read: 400 in the API shape', async () => {
    const answer = await raw(port, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n');
    assertApiAnswer('bad request line', answer.status, answer.headers, answer.body, { status: 400, message: 'Requisição inválida.' });
  });

  it('answers through fetch keep the shape too (the client the screens use)', async () => {
    const response = await fetch(`${base}/departamento/%E0%A4%A`);
    assertApiAnswer('fetch bad url', response.status, response.headers, await response.text(), { status: 400, message: 'Endereço inválido.' });
  });
});
