// node --test scripts/nginx-api-conf.test.mjs
// deploy/nginx-api.conf, run by a real nginx on free ports in front of two stand-in API processes:
// requests go to both, the address nginx saw is the LAST X-Forwarded-For entry (what the API reads
// with TRUST_PROXY=1; a client's own entries stay to the left), and /metrics is not reachable
// through it (issue 35, point 3).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { root } from './lib.mjs';
import { freePort } from './testing/free-port.mjs';

const NGINX = process.env.NGINX || '/usr/sbin/nginx';
const HAS_NGINX = fs.existsSync(NGINX);
const CONF = path.join(root, 'deploy/nginx-api.conf');

/** A stand-in API process: answers who it is and the forwarding headers it got. */
function upstream(name) {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ name, url: request.url, xff: request.headers['x-forwarded-for'] ?? null, proto: request.headers['x-forwarded-proto'] ?? null }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function get(port, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('error', reject);
  });
}

describe('deploy/nginx-api.conf', { skip: !HAS_NGINX && `sem ${NGINX} (scripts/setup.sh --browser instala)` }, () => {
  let tmp;
  let nginx;
  let port;
  let apis;

  before(async () => {
    apis = [await upstream('api-1'), await upstream('api-2')];
    port = await freePort();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-api-'));
    // The committed conf with this test's ports: the same directives, nothing else changed.
    // Both upstreams in one pass, each a whole port: replaced one after the other, a first port starting with
    // 3334 (33343) was itself taken for the second one ('127.0.0.1:349493', nginx refused the conf).
    const upstreams = { 3333: apis[0].address().port, 3334: apis[1].address().port };
    const included = fs
      .readFileSync(CONF, 'utf8')
      .replace(/127\.0\.0\.1:(3333|3334)\b/g, (_, committed) => `127.0.0.1:${upstreams[committed]}`)
      .replace('listen 8080;', `listen 127.0.0.1:${port};`);
    fs.writeFileSync(path.join(tmp, 'api.conf'), included);
    const user = process.getuid() === 0 ? 'user root;\n' : '';
    fs.writeFileSync(
      path.join(tmp, 'nginx.conf'),
      `${user}worker_processes 1;\nerror_log ${tmp}/error.log;\nevents { worker_connections 64; }\n` +
        `http {\n  access_log off;\n  client_body_temp_path ${tmp}/body;\n  proxy_temp_path ${tmp}/proxy;\n  fastcgi_temp_path ${tmp}/fastcgi;\n` +
        `  uwsgi_temp_path ${tmp}/uwsgi;\n  scgi_temp_path ${tmp}/scgi;\n  include ${tmp}/api.conf;\n}\n`,
    );
    nginx = spawn(NGINX, ['-p', tmp, '-c', path.join(tmp, 'nginx.conf'), '-g', `daemon off; pid ${tmp}/nginx.pid;`], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    nginx.stderr.on('data', (chunk) => (stderr += chunk));
    for (let attempt = 0; ; attempt += 1) {
      if (nginx.exitCode !== null) throw new Error(`nginx saiu (código ${nginx.exitCode}): ${stderr}`);
      try {
        await get(port, '/health');
        break;
      } catch (error) {
        if (attempt > 100) throw new Error(`nginx não respondeu na porta ${port}: ${stderr} ${error}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  after(async () => {
    nginx?.kill('SIGTERM');
    for (const api of apis ?? []) await new Promise((resolve) => api.close(resolve));
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('spreads the requests over both API processes', async () => {
    const names = new Set();
    for (let i = 0; i < 6; i += 1) names.add(JSON.parse((await get(port, '/health')).body).name);
    assert.deepEqual([...names].sort(), ['api-1', 'api-2']);
  });

  it("appends the address it saw: the client's own X-Forwarded-For stays to the left, where one trusted hop never reads", async () => {
    const plain = JSON.parse((await get(port, '/usuario')).body);
    assert.equal(plain.xff, '127.0.0.1');
    assert.equal(plain.proto, 'http');
    const spoofed = JSON.parse((await get(port, '/login', { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' })).body);
    assert.equal(spoofed.xff, '1.2.3.4, 198.51.100.7, 127.0.0.1');
    assert.equal(spoofed.xff.split(',').at(-1).trim(), '127.0.0.1', 'the last entry is the one nginx wrote');
  });

  it('does not expose /metrics through the public entry point', async () => {
    const metrics = await get(port, '/metrics', { 'x-forwarded-for': '127.0.0.1' });
    assert.equal(metrics.status, 404);
  });
});
