// node --test scripts/nginx-conf.test.mjs
// deploy/nginx.conf is what scripts/nginx-conf.mjs renders (the policy has one source,
// security-headers.cjs), and the rendered conf, run by a real nginx (Debian's, installed by
// `scripts/setup.sh --browser`) over a temporary dist/ on a free port, answers as serve-static.cjs does.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { COMMITTED, renderFromArgs } from './nginx-conf.mjs';
import { freePort } from './testing/free-port.mjs';
import { BIG_SCRIPT, INDEX, makeStaticDist, rawRequest as request } from './testing/static-dist.mjs';

const require = createRequire(import.meta.url);
const { renderNginxConf, BROTLI_MODULE } = require('../packages/mf-build/src/nginx-conf.cjs');
const { contentSecurityPolicy } = require('../packages/mf-build/src/security-headers.cjs');

const NGINX = process.env.NGINX || '/usr/sbin/nginx';
const HAS_NGINX = fs.existsSync(NGINX);
const SHELL = 'https://financeiro.exemplo.com.br';
const CONFIG = {
  apiUrl: 'https://api.exemplo.com.br',
  veeChatUrl: 'https://vee.exemplo.com.br/chat',
  remotes: [{ name: 'mf_projects', entry: 'https://projetos.exemplo.com.br/mf-manifest.json' }],
};

describe('deploy/nginx.conf', () => {
  it('is the rendering of scripts/nginx-conf.mjs (run `node scripts/nginx-conf.mjs --write` after changing the policy)', () => {
    assert.equal(fs.readFileSync(COMMITTED, 'utf8'), renderFromArgs([]));
  });

  it('carries the CSP of security-headers.cjs for the given origins, and CORS only for the shell', () => {
    const conf = renderFromArgs(['--app-url', SHELL, '--remotes-host', 'https://remotos.exemplo.com.br', '--api-url', CONFIG.apiUrl]);
    assert.match(conf, /script-src 'self' https:\/\/remotos\.exemplo\.com\.br:3001 /);
    assert.match(conf, /connect-src 'self' https:\/\/api\.exemplo\.com\.br /);
    assert.match(conf, /require-trusted-types-for 'script'/);
    assert.match(conf, new RegExp(`"${SHELL.replace(/\./g, '\\.')}" \\$http_origin;`));
    assert.doesNotMatch(conf, /Access-Control-Allow-Origin "?\*/);
  });
});

const makeDist = () => makeStaticDist('nginx-conf-', CONFIG, { app: 'shell' });


/** Starts a private nginx on the rendered conf; resolves once it answers (bounded attempts). */
async function startNginx(base, port) {
  const runtimeDir = path.join(base, 'nginx');
  fs.mkdirSync(runtimeDir);
  const conf = path.join(runtimeDir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderNginxConf({
      root: base,
      apps: [{ dir: 'shell', port }],
      runtimeConfig: CONFIG,
      shellOrigin: SHELL,
      brotli: fs.existsSync(BROTLI_MODULE),
      ipv6: false,
      runtimeDir,
      user: process.getuid() === 0 ? 'root' : undefined,
    }),
  );
  const child = spawn(NGINX, ['-p', runtimeDir, '-c', conf, '-g', `daemon off; pid ${runtimeDir}/nginx.pid;`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx saiu (código ${child.exitCode}): ${stderr}`);
    try {
      await request(port, '/');
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`nginx não respondeu na porta ${port}: ${stderr}`);
}

describe('nginx com a configuração gerada', { skip: !HAS_NGINX && `sem ${NGINX} (scripts/setup.sh --browser instala)` }, () => {
  let tmp;
  let nginx;
  let port;

  before(async () => {
    tmp = makeDist();
    port = await freePort();
    nginx = await startNginx(tmp.base, port);
  });
  after(() => {
    nginx?.kill('SIGTERM');
    fs.rmSync(tmp.base, { recursive: true, force: true });
  });

  it('sends the security headers of security-headers.cjs on every answer, errors included', async () => {
    const csp = contentSecurityPolicy(CONFIG, { trustedTypes: true });
    for (const [probe, status] of [['/', 200], ['/main.js', 200], ['/123.0123abcd.js', 200], ['/nada.js', 404], ['/config.json', 200]]) {
      const response = await request(port, probe);
      assert.equal(response.status, status, probe);
      assert.equal(response.headers['content-security-policy'], csp, probe);
      assert.equal(response.headers['x-frame-options'], 'DENY', probe);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', probe);
      assert.equal(response.headers['referrer-policy'], 'no-referrer', probe);
      assert.equal(response.headers['cross-origin-opener-policy'], 'same-origin', probe);
      assert.equal(response.headers.server, 'nginx', `${probe}: versão do nginx exposta`);
    }
  });

  it('caches content-hashed chunks for a year and revalidates everything else', async () => {
    assert.equal((await request(port, '/123.0123abcd.js')).headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const probe of ['/', '/index.html', '/config.json', '/mf-manifest.json', '/remoteEntry.js', '/main.js', '/projetos/42', '/0123abcd.js']) {
      assert.equal((await request(port, probe)).headers['cache-control'], 'no-cache', probe);
    }
  });

  it('sends the .br / .gz beside an asset to a browser that accepts them', async () => {
    const brotli = fs.existsSync(BROTLI_MODULE);
    const br = await request(port, '/main.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], brotli ? 'br' : 'gzip');
    const decoded = brotli ? zlib.brotliDecompressSync(br.body) : zlib.gunzipSync(br.body);
    assert.equal(decoded.toString(), BIG_SCRIPT);
    assert.match(br.headers['content-type'], /javascript/);
    const gz = await request(port, '/main.js', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gz.body).toString(), BIG_SCRIPT);
    const raw = await request(port, '/main.js');
    assert.equal(raw.headers['content-encoding'], undefined);
    assert.equal(raw.body.toString(), BIG_SCRIPT);
    assert.match(raw.headers.vary, /Accept-Encoding/);
  });

  it("answers index.html for the shell's deep links and 404 for a missing file", async () => {
    for (const probe of ['/', '/cadastros/colaboradores', '/projetos/42/detalhes?aba=custos']) {
      const response = await request(port, probe);
      assert.equal(response.status, 200, probe);
      assert.equal(response.body.toString(), INDEX, probe);
      assert.match(response.headers['content-type'], /^text\/html/, probe);
    }
    assert.equal((await request(port, '/sub/a.txt')).body.toString(), 'dentro');
    for (const probe of ['/nada.js', '/cadastros/nada.json', '/.env']) {
      const response = await request(port, probe);
      assert.equal(response.status, 404, probe);
      assert.ok(!response.body.toString().includes('SEGREDO'), probe);
    }
  });

  it('never serves a file outside dist/ (sibling folder, .., encoded variants)', async () => {
    const probes = [
      '/../dist-old/segredo.txt',
      '/%2e%2e/dist-old/segredo.txt',
      '/%2E%2E%2Fdist-old%2Fsegredo.txt',
      '/..%2fdist-old%2fsegredo.txt',
      '/sub/../../dist-old/segredo.txt',
      '/../../fora.txt',
      '/sub/%2e%2e/%2e%2e/%2e%2e/fora.txt',
    ];
    for (const probe of probes) {
      const response = await request(port, probe);
      assert.ok(!response.body.toString().includes('SEGREDO'), `${probe} vazou: ${response.status}`);
      assert.notEqual(response.status, 200, probe);
    }
  });

  it("allows cross-origin reads only from the shell's origin, preflight included", async () => {
    const shell = await request(port, '/mf-manifest.json', { headers: { origin: SHELL } });
    assert.equal(shell.headers['access-control-allow-origin'], SHELL);
    assert.match(shell.headers.vary, /Origin/);
    assert.equal(shell.headers['access-control-allow-methods'], undefined);
    const other = await request(port, '/mf-manifest.json', { headers: { origin: 'https://intruso.exemplo.com' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
    const preflight = await request(port, '/mf-manifest.json', {
      method: 'OPTIONS',
      headers: { origin: SHELL, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-trace' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], SHELL);
    assert.equal(preflight.headers['access-control-allow-methods'], 'GET, HEAD');
    assert.equal(preflight.headers['access-control-allow-headers'], 'x-trace');
    assert.ok(preflight.headers['content-security-policy']);
    const refused = await request(port, '/mf-manifest.json', { method: 'OPTIONS', headers: { origin: 'https://intruso.exemplo.com' } });
    assert.equal(refused.headers['access-control-allow-origin'], undefined);
    assert.equal(refused.headers['access-control-allow-methods'], undefined);
  });

  it('refuses writes with 405, with the headers', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await request(port, '/config.json', { method });
      assert.equal(response.status, 405, method);
      assert.ok(response.headers['content-security-policy'], method);
    }
  });
});
