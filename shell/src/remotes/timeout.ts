import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../runtimeConfig';

/**
 * The module-federation runtime fetches a remote's mf-manifest.json without a time limit: a remote
 * server that accepts the connection and never answers left its section on the spinner for good,
 * with no 'Tentar novamente'. Past this limit the fetch is aborted, the load fails like a server
 * that is down, and the area shows the error (the runtime forgets a failed manifest, so the retry
 * fetches it again). The remoteEntry.js script has the runtime's own limit (20 s).
 */
export const DEFAULT_REMOTE_TIMEOUT_MS = 15_000;

/** config.json's `remoteTimeoutMs` when it is a positive number, the default otherwise. */
export function remoteTimeoutMs(config: Pick<RuntimeConfig, 'remoteTimeoutMs'>): number {
  const value = config.remoteTimeoutMs;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_REMOTE_TIMEOUT_MS;
}

export function installRemoteTimeout(timeoutMs: number): void {
  registerPlugins([
    {
      name: 'financeiro-remote-timeout',
      fetch(url: string, init: RequestInit) {
        return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      },
    },
  ]);
}
