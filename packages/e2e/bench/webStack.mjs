// The built application served for measurements: every app's dist/ through the project's static
// server, behind a front that compresses (gzip on the fly, as production's pre-compressed files
// would arrive) and rewrites the shell's config.json, plus the API on a fresh embedded database.
// Every port is a free one picked at start, so it runs beside `pnpm start` or the e2e suite.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const { apps } = require('@financeiro/mf-build/apps');
const { createStaticServer } = require('@financeiro/mf-build/serve');

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where the builds are read from: WEB_ROOT=<another checkout> measures that checkout's dist/ folders. */
const WEB_ROOT = path.resolve(process.env.WEB_ROOT || REPO_ROOT);
export { apps };

/** Debian's Chromium, the browser people use, with the flags that keep it off the (closed) network (support/chromium.cjs). */
export const CHROMIUM = require('../support/chromium.cjs').navegador;

const COMPRESSIBLE = /^(application\/(javascript|json)|text\/|image\/svg)/;

function listen(server, port = 0) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server.address().port));
  });
}

async function freePort() {
  const server = net.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A front for one static server: gzip when the browser accepts it; `override` answers some paths itself. */
function compressingFront(innerPort, override) {
  return http.createServer((req, res) => {
    const own = override?.(req);
    if (own) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
      return res.end(own);
    }
    const upstream = http.request({ host: '127.0.0.1', port: innerPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      const headers = { ...answer.headers };
      // The apps' CSP and CORS name the ports of `pnpm start`; the bench runs on free ports and
      // measures weight and time, not the policy (tested in tests/seguranca.spec.ts).
      delete headers['content-security-policy'];
      headers['access-control-allow-origin'] = '*';
      // Pre-compressed by the static server (production builds write .br/.gz): passed through as it is.
      const gzip =
        !headers['content-encoding'] &&
        /\bgzip\b/.test(String(req.headers['accept-encoding'] || '')) &&
        COMPRESSIBLE.test(String(headers['content-type'] || ''));
      if (!gzip) {
        res.writeHead(answer.statusCode, headers);
        return answer.pipe(res);
      }
      delete headers['content-length'];
      res.writeHead(answer.statusCode, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
      answer.pipe(zlib.createGzip()).pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} não respondeu em ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts the API (fresh PGlite database, demo seed) and every app. Resolves with the shell's URL,
 * the origin of each app and `stop()`.
 */
export async function startWebStack({ log = () => {} } = {}) {
  for (const app of apps) {
    if (!fs.existsSync(path.join(WEB_ROOT, app.dir, 'dist', 'index.html'))) throw new Error(`Sem build de ${app.dir}: rode 'pnpm build' antes.`);
  }
  const servers = [];
  const origins = {};
  const fronts = [];
  for (const app of apps) {
    // The project's static server (a Fastify instance); the front below serves the bench's config.json.
    const inner = createStaticServer(path.join(WEB_ROOT, app.dir, 'dist'));
    await inner.listen({ port: 0, host: '127.0.0.1' });
    servers.push({ close: (done) => inner.close().then(done) });
    fronts.push({ app, innerPort: inner.server.address().port });
  }
  // Ports first: the shell's config.json names the remotes' and the API's.
  const apiPort = await freePort();
  const frontServers = fronts.map(({ app, innerPort }) => {
    const server = compressingFront(innerPort, (req) => (app.host && req.url.split('?')[0] === '/config.json' ? configJson() : undefined));
    servers.push(server);
    return { app, server };
  });
  for (const { app, server } of frontServers) origins[app.dir] = `http://localhost:${await listen(server)}`;
  const shellOrigin = origins[apps.find((app) => app.host).dir];
  const shellConfig = JSON.parse(fs.readFileSync(path.join(WEB_ROOT, 'shell/dist/config.json'), 'utf8'));
  function configJson() {
    return JSON.stringify({
      ...shellConfig,
      apiUrl: `http://localhost:${apiPort}`,
      veeChatUrl: undefined,
      remotes: apps.filter((app) => !app.host).map((app) => ({ name: app.name, entry: `${origins[app.dir]}/mf-manifest.json` })),
    });
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'financeiro-bench-db-'));
  log(`API na porta ${apiPort} (banco novo em ${dataDir}, semeando...)`);
  const backend = spawn('pnpm', ['--filter', '@financeiro/backend', 'start'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(apiPort),
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      CORS_ORIGINS: shellOrigin.replace('localhost', '127.0.0.1') + ',' + shellOrigin,
      VEE_LLM_BASE_URL: '',
    },
  });
  const stop = async () => {
    try {
      process.kill(-backend.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve()))));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://localhost:${apiPort}/health`, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { shellUrl: shellOrigin, origins, apiUrl: `http://localhost:${apiPort}`, stop };
}

/**
 * The first screen of each remote after sign-in (mf-fechamentos exposes three areas: its
 * list is the one measured). The planning route needs a project: the demo's ABC/10.
 */
export const FIRST_SCREENS = [
  { app: 'mf-projects', path: '/projetos', heading: 'Lista de Projetos' },
  { app: 'mf-planning', path: '/projetos/previsao/ABC/10', heading: 'Planejamento financeiro' },
  { app: 'mf-cadastros', path: '/cadastros', heading: 'Cadastros' },
  { app: 'mf-fechamentos', path: '/fechamentos', heading: undefined },
  { app: 'mf-importacoes', path: '/importacoes', heading: undefined },
  { app: 'mf-simulacoes', path: '/simulacoes', heading: undefined },
  { app: 'mf-relatorios-delivery', path: '/relatorios-delivery', heading: 'Relatórios Delivery' },
];

/** The demo administrator the benchmarks sign in as (bench/visitaFria.cjs). */
export const { DEMO_USER } = require('./visitaFria.cjs');
