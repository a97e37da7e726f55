// node --test scripts/serve-static.test.mjs
// The static server of the shell and the remotes (packages/mf-build/src/serve-static.cjs), run in
// its own process over a temporary dist/ on a free port and probed with real HTTP requests.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { root } from './lib.mjs';
import { BIG_SCRIPT, makeStaticDist, rawRequest as request } from './testing/static-dist.mjs';

const require = createRequire(import.meta.url);
const SERVE = path.join(root, 'packages/mf-build/src/serve-static.cjs');
const { contentSecurityPolicy } = require('../packages/mf-build/src/security-headers.cjs');
const { defaultRuntimeConfig } = require('../packages/mf-build/src/apps.cjs');

const SHELL = 'http://localhost:3000';
const CONFIG = {
  apiUrl: 'https://api.exemplo.com.br',
  veeChatUrl: 'https://vee.exemplo.com.br/chat',
  remotes: [
    { name: 'mf_projects', entry: 'https://projetos.exemplo.com.br/mf-manifest.json' },
    { name: 'mf_cadastros', entry: 'https://cadastros.exemplo.com.br:8443/v2/mf-manifest.json' },
  ],
};

const makeDist = () => makeStaticDist('serve-static-', CONFIG);

/** Starts the server in a child process (as `pnpm start` and the e2e stack do); resolves with its port. */
function startServer(dist) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(SERVE)}).startStaticServer(${JSON.stringify(dist)}, { port: 0, host: '127.0.0.1', corsOrigins: [${JSON.stringify(SHELL)}] })` +
        '.then(({ address }) => console.log("PORTA " + new URL(address).port))',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /PORTA (\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`servidor saiu (código ${code}): ${stderr}`)));
  });
}


function directives(csp) {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

describe('servidor estático (serve-static.cjs)', () => {
  let server;
  let tmp;

  before(async () => {
    tmp = makeDist();
    server = await startServer(tmp.dist);
  });
  after(() => {
    server?.child.kill('SIGTERM');
    fs.rmSync(tmp.base, { recursive: true, force: true });
  });

  it('answers a malformed percent-encoding with 400 and keeps running', async () => {
    for (const bad of ['/%E0%A4%A', '/%', '/projetos/%E0%A4%A', '/%C0%AF']) {
      const response = await request(server.port, bad);
      assert.equal(response.status, 400, bad);
    }
    assert.equal(server.child.exitCode, null, 'o processo terminou');
    const next = await request(server.port, '/');
    assert.equal(next.status, 200);
  });

  it('never serves a file outside dist/ (sibling folder, .., encoded variants)', async () => {
    const probes = [
      '/../dist-old/segredo.txt',
      '/./../dist-old/segredo.txt',
      '/%2e%2e/dist-old/segredo.txt',
      '/%2E%2E%2Fdist-old%2Fsegredo.txt',
      '/..%2fdist-old%2fsegredo.txt',
      '/..%5cdist-old%5csegredo.txt',
      '/sub/../../dist-old/segredo.txt',
      '/../fora.txt',
      '/%2e%2e%2ffora.txt',
      '/sub/%2e%2e/%2e%2e/fora.txt',
      '/..%00/fora.txt',
    ];
    for (const probe of probes) {
      const response = await request(server.port, probe);
      const text = response.body.toString();
      assert.ok(!text.includes('SEGREDO'), `${probe} vazou: ${response.status}`);
      assert.notEqual(response.status, 200, probe);
    }
    assert.equal((await request(server.port, '/sub/a.txt')).body.toString(), 'dentro');
  });

  it('answers the shell routes with index.html and a missing asset with 404', async () => {
    for (const route of ['/', '/login', '/projetos/previsao/ABC/12', '/register/abcDEF_-123', '/cadastros/funcoes?x=1']) {
      const response = await request(server.port, route);
      assert.equal(response.status, 200, route);
      assert.match(response.body.toString(), /<div id="root">/, route);
      assert.equal(response.headers['cache-control'], 'no-cache', route);
    }
    assert.equal((await request(server.port, '/nao-existe.js')).status, 404);
    assert.equal((await request(server.port, '/login', { method: 'POST' })).status, 405);
  });

  it('caches content-hashed chunks for a year and everything else never without revalidation', async () => {
    assert.equal((await request(server.port, '/123.0123abcd.js')).headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const file of ['/index.html', '/config.json', '/mf-manifest.json', '/remoteEntry.js', '/main.js']) {
      const response = await request(server.port, file);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers['cache-control'], 'no-cache', file);
    }
    assert.match((await request(server.port, '/config.json')).headers['content-type'], /^application\/json/);
  });

  it('sends the pre-compressed file to a browser that accepts it', async () => {
    const gzip = await request(server.port, '/main.js', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.match(gzip.headers['content-type'], /javascript/);
    assert.equal(zlib.gunzipSync(gzip.body).toString(), BIG_SCRIPT);
    const br = await request(server.port, '/main.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(br.body).toString(), BIG_SCRIPT);
    const plain = await request(server.port, '/main.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), BIG_SCRIPT);
  });

  it('sends the security headers on pages, files, 404s and 400s', async () => {
    for (const probe of ['/', '/projetos', '/main.js', '/config.json', '/nao-existe.js', '/%E0%A4%A', '/../fora.txt']) {
      const { headers } = await request(server.port, probe);
      const csp = directives(headers['content-security-policy'] ?? '');
      assert.deepEqual(csp.get('script-src'), ["'self'", 'https://projetos.exemplo.com.br', 'https://cadastros.exemplo.com.br:8443'], probe);
      assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], probe);
      assert.deepEqual(csp.get('object-src'), ["'none'"], probe);
      assert.deepEqual(csp.get('base-uri'), ["'none'"], probe);
      assert.deepEqual(csp.get('require-trusted-types-for'), ["'script'"], probe);
      assert.deepEqual(
        csp.get('connect-src'),
        ["'self'", 'https://api.exemplo.com.br', 'https://vee.exemplo.com.br', 'https://projetos.exemplo.com.br', 'https://cadastros.exemplo.com.br:8443'],
        probe,
      );
      assert.equal(headers['x-frame-options'], 'DENY', probe);
      assert.equal(headers['x-content-type-options'], 'nosniff', probe);
      assert.equal(headers['referrer-policy'], 'no-referrer', probe);
      const all = headers['content-security-policy'];
      assert.ok(!all.includes('unsafe-eval'), probe);
      assert.ok(!csp.get('script-src').includes("'unsafe-inline'"), probe);
      assert.ok(!csp.get('default-src').includes("'unsafe-inline'"), probe);
    }
  });

  it('lets only the shell origin read files across origins (never *)', async () => {
    const fromShell = await request(server.port, '/mf-manifest.json', { headers: { origin: SHELL } });
    assert.equal(fromShell.headers['access-control-allow-origin'], SHELL);
    assert.match(fromShell.headers.vary, /Origin/);
    for (const origin of ['https://atacante.example', 'http://localhost:3000.atacante.example', 'null', 'http://localhost:3001']) {
      const other = await request(server.port, '/mf-manifest.json', { headers: { origin } });
      assert.equal(other.headers['access-control-allow-origin'], undefined, origin);
    }
    assert.equal((await request(server.port, '/main.js')).headers['access-control-allow-origin'], undefined);
    const preflight = await request(server.port, '/mf-manifest.json', {
      method: 'OPTIONS',
      headers: { origin: SHELL, 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], SHELL);
    const evilPreflight = await request(server.port, '/mf-manifest.json', {
      method: 'OPTIONS',
      headers: { origin: 'https://atacante.example', 'access-control-request-method': 'GET' },
    });
    assert.equal(evilPreflight.headers['access-control-allow-origin'], undefined);
  });

  it('follows an edited config.json without a restart', async () => {
    const edited = { ...CONFIG, remotes: [{ name: 'mf_projects', entry: 'https://novo.exemplo.com.br/mf-manifest.json' }] };
    const file = path.join(tmp.dist, 'config.json');
    fs.writeFileSync(file, JSON.stringify(edited));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const csp = directives((await request(server.port, '/')).headers['content-security-policy']);
    assert.deepEqual(csp.get('script-src'), ["'self'", 'https://novo.exemplo.com.br']);
  });
});

describe('contentSecurityPolicy (security-headers.cjs)', () => {
  it('takes the remotes and the API from the runtime configuration built from REMOTES_HOST and API_URL', () => {
    const saved = { REMOTES_HOST: process.env.REMOTES_HOST, API_URL: process.env.API_URL };
    process.env.REMOTES_HOST = 'https://apps.exemplo.com.br';
    process.env.API_URL = 'https://api.exemplo.com.br/v1';
    try {
      const csp = directives(contentSecurityPolicy(defaultRuntimeConfig()));
      assert.deepEqual(csp.get('script-src'), ["'self'", ...[3001, 3002, 3003, 3004, 3005, 3006, 3007].map((port) => `https://apps.exemplo.com.br:${port}`)]);
      assert.equal(csp.get('connect-src')[1], 'https://api.exemplo.com.br');
      assert.deepEqual(csp.get('style-src'), ["'self'", "'unsafe-inline'"]);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('ignores relative and non-http URLs (a relative API is the page origin) and can require Trusted Types', () => {
    const csp = directives(
      contentSecurityPolicy(
        { apiUrl: '/api', veeChatUrl: 'javascript:alert(1)', remotes: [{ entry: 'data:text/javascript,alert(1)' }, { entry: '/remotes/x/mf-manifest.json' }] },
        { trustedTypes: true },
      ),
    );
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
    assert.deepEqual(csp.get('connect-src'), ["'self'"]);
    assert.deepEqual(csp.get('require-trusted-types-for'), ["'script'"]);
  });
});
