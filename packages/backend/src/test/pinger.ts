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

/** The value below which `fraction` of the sorted values fall (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}
