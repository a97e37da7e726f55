#!/usr/bin/env node
'use strict';
/**
 * Serves one app's production build (its dist/ folder) on its fixed port with Fastify and
 * @fastify/static (path resolution, traversal refusal, ranges, ETag, pre-compressed files):
 *
 * - only files inside dist/ (`..`, encoded `..`, a sibling such as dist-old/: 403/404); a
 *   malformed percent-encoding answers 400 (Fastify), never an exception that ends the process;
 * - deep links: a GET for a path without an extension that is not a file answers index.html
 *   (the shell's client-side routes); a missing asset (a path with an extension) is 404;
 * - caching: content-hashed chunks (name.0123abcd.js) for a year, immutable; everything else
 *   (index.html, config.json, mf-manifest.json, remoteEntry.js, main.js) `no-cache`;
 * - `<file>.br` / `<file>.gz` written by the build are sent when the browser accepts them;
 * - security headers on every answer (security-headers.cjs: CSP from dist/config.json,
 *   frame-ancestors/X-Frame-Options, nosniff, Referrer-Policy);
 * - CORS: Access-Control-Allow-Origin only for the shell's origin (the shell reads a remote's
 *   mf-manifest.json and chunks across origins), never `*`.
 *
 *   mf-serve --app mf-cadastros [--port 3003] [--build]
 */
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const { appByDir, shellOrigin } = require('./apps.cjs');
const { securityHeaders } = require('./security-headers.cjs');

/** Chunks whose name carries the content hash (output.chunkFilename in index.cjs). */
const HASHED = /\.[0-9a-f]{8}\.js$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The app's config.json (re-read when the file changes, so an edited deployment needs no restart). */
function runtimeConfigReader(rootDir) {
  const file = path.join(rootDir, 'config.json');
  let cached = { mtimeMs: -1, config: {} };
  return () => {
    let mtimeMs = 0;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      mtimeMs = 0;
    }
    if (mtimeMs !== cached.mtimeMs) {
      let config = {};
      try {
        config = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch {
        config = {};
      }
      cached = { mtimeMs, config };
    }
    return cached.config;
  };
}

/**
 * @param {string} root the folder to serve (an app's dist/)
 * @param {object} [options]
 * @param {string[]} [options.corsOrigins] origins allowed to read the files across origins
 *   (default: the shell's origin, apps.cjs shellOrigin)
 * @param {boolean} [options.trustedTypes] require Trusted Types for scripts in the CSP (default on:
 *   webpack's chunk loading and the shell's module-federation loader use policies, see README)
 * @returns {import('fastify').FastifyInstance} not listening yet
 */
function createStaticServer(root, { corsOrigins = [shellOrigin()], trustedTypes = true } = {}) {
  const rootDir = path.resolve(root);
  const readConfig = runtimeConfigReader(rootDir);
  const allowed = new Set(corsOrigins);
  const applyHeaders = (request, reply) => {
    reply.headers(securityHeaders(readConfig(), { trustedTypes }));
    reply.header('vary', 'Origin, Accept-Encoding');
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) reply.header('access-control-allow-origin', origin);
  };
  const app = Fastify({
    logger: false,
    // A URL Fastify cannot decode (`/%E0%A4%A`) or route: 400 with the same headers, before any hook.
    frameworkErrors: (error, request, reply) => {
      applyHeaders(request, reply);
      reply.code(400).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Requisição inválida.');
    },
  });

  app.addHook('onRequest', async (request, reply) => applyHeaders(request, reply));

  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) {
      const pathname = request.url.split('?')[0];
      reply.header('cache-control', reply.statusCode < 400 && HASHED.test(pathname) ? IMMUTABLE : 'no-cache');
    }
    return payload;
  });

  app.register(fastifyStatic, {
    root: rootDir,
    preCompressed: true,
    // Caching is decided above, from the requested path (a .gz/.br file stands for the original).
    cacheControl: false,
    dotfiles: 'deny',
    index: ['index.html'],
    redirect: false,
  });

  // Preflight of a cross-origin read (only the shell's origin gets the allow headers).
  app.options('/*', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) {
      reply.header('access-control-allow-methods', 'GET, HEAD');
      const requested = request.headers['access-control-request-headers'];
      if (requested) reply.header('access-control-allow-headers', requested);
      reply.header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  });

  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (_request, reply) => reply.code(405).header('allow', 'GET, HEAD, OPTIONS').send(),
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    // Any path without an extension is a client-side route of the single-page app.
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.posix.extname(pathname)) {
      return reply.code(200).sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Não encontrado.');
  });

  app.setErrorHandler((error, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    reply.code(status).type('text/plain; charset=utf-8').send(status === 403 ? 'Acesso negado.' : status >= 500 ? 'Erro interno.' : 'Requisição inválida.');
  });

  return app;
}

/** Builds the server for `dist` and listens on `port` (0: any free port). Resolves with the address. */
async function startStaticServer(dist, { port, host, ...options }) {
  const app = createStaticServer(dist, options);
  const address = await app.listen({ port, host: host || '::' }).catch((error) => {
    // No IPv6 on the machine: the IPv4 wildcard.
    if (host || (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL')) throw error;
    return app.listen({ port, host: '0.0.0.0' });
  });
  return { app, address };
}

function parseArgs(argv) {
  const args = { build: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--build') args.build = true;
    else if (argv[i] === '--app') args.app = argv[++i];
    else if (argv[i] === '--port') args.port = Number(argv[++i]);
    else if (argv[i] === '--dir') args.dir = argv[++i];
  }
  return args;
}

if (require.main === module) {
  const args = parseArgs(process.argv.slice(2));
  const appDir = args.dir ? path.resolve(args.dir) : process.cwd();
  const app = appByDir(args.app || path.basename(appDir));
  if (args.build) {
    const result = spawnSync('webpack', ['--mode', 'production'], { cwd: appDir, stdio: 'inherit', shell: true });
    if (result.status !== 0) process.exit(result.status || 1);
  }
  const dist = path.join(appDir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`${app.dir}: sem build em ${dist}; rode 'pnpm build' antes.`);
    process.exit(1);
  }
  const port = args.port || app.port;
  startStaticServer(dist, { port, host: process.env.HOST || undefined }).then(
    () => console.log(`${app.dir} servido em http://localhost:${port}`),
    (error) => {
      console.error(`${app.dir}: não foi possível escutar na porta ${port}: ${error.message}`);
      process.exit(1);
    },
  );
}

module.exports = { createStaticServer, startStaticServer };
