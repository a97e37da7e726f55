#!/usr/bin/env node
'use strict';
/**
 * Serves one app's production build (a folder of static files) on its fixed port, with CORS so
 * the shell on another origin can read a remote's mf-manifest.json and chunks, and with the
 * SPA fallback to index.html for deep links.
 *
 *   mf-serve --app mf-cadastros [--port 3003] [--build]
 */
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { appByDir } = require('./apps.cjs');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

function createStaticServer(root) {
  const rootDir = path.resolve(root);
  return http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405);
      return res.end();
    }
    const urlPath = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    let file = path.resolve(rootDir, `.${urlPath}`);
    if (!file.startsWith(rootDir)) {
      res.writeHead(403);
      return res.end();
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // Assets that do not exist are 404; any other path is a client-side route.
      if (path.extname(urlPath)) {
        res.writeHead(404);
        return res.end();
      }
      file = path.join(rootDir, 'index.html');
    }
    const type = TYPES[path.extname(file)] || 'application/octet-stream';
    const immutable = /\.[0-9a-f]{8}\.js$/.test(file);
    res.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  });
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
  createStaticServer(dist).listen(port, process.env.HOST || undefined, () => {
    console.log(`${app.dir} servido em http://localhost:${port}`);
  });
}

module.exports = { createStaticServer };
