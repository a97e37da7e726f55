/**
 * Pings GET /health (or another path) from a worker thread every `intervalMs` while the main thread
 * works: the worker has its own event loop, so its clock runs while the server's loop is blocked, and
 * a ping's latency (from send to answer) shows how long the server kept it waiting.
 */
import { Worker } from 'node:worker_threads';

export interface PingFigures {
  /** Latency of each answered ping, ms, in sending order. */
  latencies: number[];
  /** When each answered ping's answer arrived (ms since the epoch, the same clock in every thread), in order. */
  answeredAt: number[];
  /** Pings that did not answer 200 (status or error text). */
  failures: string[];
}

export interface HealthPinger {
  /** Stops sending, waits for the pings in flight and answers the figures. */
  stop(): Promise<PingFigures>;
}

// Plain JavaScript (eval): the worker needs no TypeScript loader. One ping at a time on one kept-alive
// connection, like a load balancer's health check: a slow answer delays the next ping instead of
// opening more connections, whose own accept and set-up would then be measured too.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies = [];
const answeredAt = [];
const failures = [];
let stopped = false;
const ping = () =>
  new Promise((resolve) => {
    const sent = performance.now();
    const request = http.get(workerData.url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) {
          latencies.push(performance.now() - sent);
          answeredAt.push(performance.timeOrigin + performance.now());
        } else failures.push('HTTP ' + response.statusCode);
        resolve();
      });
    });
    request.on('error', (error) => {
      failures.push(error.message);
      resolve();
    });
  });
const running = (async () => {
  while (!stopped) {
    const started = performance.now();
    await ping();
    const wait = workerData.intervalMs - (performance.now() - started);
    if (wait > 0 && !stopped) await new Promise((resolve) => setTimeout(resolve, wait));
  }
})();
parentPort.on('message', async () => {
  stopped = true;
  await running;
  agent.destroy();
  parentPort.postMessage({ latencies, answeredAt, failures });
});
`;

export function startHealthPinger(baseUrl: string, intervalMs = 20, path = '/health'): HealthPinger {
  const worker = new Worker(WORKER, { eval: true, workerData: { url: `${baseUrl}${path}`, intervalMs } });
  return {
    async stop() {
      const figures = new Promise<PingFigures>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage('stop');
      const result = await figures;
      await worker.terminate();
      return result;
    },
  };
}

// A server that answers every request at once, in a worker thread of its own: nothing the main thread does holds it.
const CONTROL_SERVER = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const server = http.createServer((request, response) => response.end('ok'));
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

/**
 * The same pinger against a server of its own, in another worker thread, that the main thread's work never holds:
 * how many pings this machine lets a free event loop answer meanwhile. On a quiet machine about one per interval; on
 * a starved one far fewer (issue 33: one core shared by ~15 busy processes, 2.8 pings a second instead of 50), and a
 * server that keeps turning is then held to a share of that, not of the wall clock.
 */
export async function startControlPinger(intervalMs = 20): Promise<HealthPinger> {
  const server = new Worker(CONTROL_SERVER, { eval: true });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('message', resolve);
    server.once('error', reject);
  });
  const pinger = startHealthPinger(`http://127.0.0.1:${port}`, intervalMs, '/');
  return {
    async stop() {
      try {
        return await pinger.stop();
      } finally {
        await server.terminate();
      }
    },
  };
}

/** The value below which `fraction` of the sorted values fall (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}
