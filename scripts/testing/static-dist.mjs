// A build folder like webpack's for the static servers' tests (serve-static, nginx): index, config,
// manifest, remote entry, a hashed chunk, a script with its .gz/.br, a subfolder and a dotfile; and,
// beside it, a sibling folder and a file that must stay unreachable.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const BIG_SCRIPT = `console.log(${JSON.stringify('financeiro '.repeat(400))});\n`;
export const INDEX = '<!doctype html><title>Financeiro</title><div id="root"></div>';

/** `app`: the dist goes to <base>/<app>/dist (nginx's layout) instead of <base>/dist. */
export function makeStaticDist(prefix, config, { app } = {}) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // nginx's worker (another user) must be able to read it.
  fs.chmodSync(base, 0o755);
  const home = app ? path.join(base, app) : base;
  const dist = path.join(home, 'dist');
  fs.mkdirSync(path.join(dist, 'sub'), { recursive: true });
  fs.mkdirSync(path.join(home, 'dist-old'));
  fs.writeFileSync(path.join(home, 'dist-old', 'segredo.txt'), 'SEGREDO-IRMAO');
  fs.writeFileSync(path.join(base, 'fora.txt'), 'SEGREDO-FORA');
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, '.env'), 'SEGREDO-OCULTO');
  fs.writeFileSync(path.join(dist, 'config.json'), JSON.stringify(config));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"mf_projects"}');
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mf_projects;');
  fs.writeFileSync(path.join(dist, '123.0123abcd.js'), 'console.log("chunk");');
  fs.writeFileSync(path.join(dist, 'main.js'), BIG_SCRIPT);
  fs.writeFileSync(path.join(dist, 'main.js.gz'), zlib.gzipSync(BIG_SCRIPT));
  fs.writeFileSync(path.join(dist, 'main.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
  fs.writeFileSync(path.join(dist, 'sub', 'a.txt'), 'dentro');
  return { base, dist };
}

/** A raw request: the path goes out exactly as written (no normalisation of '..' or '%'). */
export function rawRequest(port, rawPath, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
