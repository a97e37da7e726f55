/**
 * HTTP to the API under load (undici Pool, keep-alive, one connection per virtual user at most):
 * every call is timed from the request to the last byte of the body and recorded under its route.
 */
import { Pool } from 'undici';
import type { Recorder, Status, Tipo } from './stats';

export interface Answer<T = unknown> {
  status: Status;
  body?: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Parse and return the JSON body (otherwise it is read and dropped). */
  json?: boolean;
  /** The client's address, sent as X-Forwarded-For (the API trusts one proxy hop: the load client stands in for it). */
  address?: string;
}

export class ApiClient {
  readonly pool: Pool;
  /** Set when the run ends: calls still answering are not recorded. */
  stopped = false;

  constructor(
    readonly origin: string,
    /** Where the calls are recorded (switched after the sign-ins: they are measured apart). */
    public recorder: Recorder,
    connections: number,
  ) {
    this.pool = new Pool(origin, { connections, pipelining: 1, headersTimeout: 120_000, bodyTimeout: 120_000, keepAliveTimeout: 30_000 });
  }

  /** The address of each virtual user, by token (Session.take): each user comes from an address of its own, as behind a proxy. */
  readonly addresses = new Map<string, string>();

  async call<T = unknown>(route: string, tipo: Tipo, method: 'GET' | 'POST' | 'PUT', path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const address = options.address ?? (options.token ? this.addresses.get(options.token) : undefined);
    if (address) headers['x-forwarded-for'] = address;
    let payload: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    // The recorder of the phase the call started in (warm-up or load).
    const recorder = this.recorder;
    const started = performance.now();
    let status: Status;
    let body: T | undefined;
    try {
      const response = await this.pool.request({ method, path, headers, body: payload });
      status = response.statusCode;
      if (options.json || status >= 400) {
        const text = await response.body.text();
        if (options.json && status < 400) body = JSON.parse(text) as T;
        else if (status >= 400 && !this.stopped) this.noteError(route, status, text);
      } else {
        // Read to the end (the time of the whole body counts, as for a browser).
        for await (const _chunk of response.body) void _chunk;
      }
    } catch (error) {
      status = 'rede';
      if (!this.stopped) this.noteError(route, status, (error as Error).message);
    }
    if (!this.stopped) recorder.record(route, tipo, performance.now() - started, status);
    return { status, body };
  }

  /** The first few error bodies of each route and status, to say why in the report. */
  readonly errorSamples = new Map<string, string>();
  private noteError(route: string, status: Status, text: string) {
    const key = `${route} → ${status}`;
    if (!this.errorSamples.has(key)) this.errorSamples.set(key, text.slice(0, 300));
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
