/**
 * HTTP client for Jira Cloud and Tempo (Node's fetch): authorization header from configuration,
 * a timeout per request, 429 honoured with Retry-After, 5xx and network failures retried with
 * backoff, an optional rate limiter. Waits go through the injected Clock. Logs carry the
 * method, path and status only (never headers, so never a token).
 */
import type { Clock } from './clock';
import type { RateLimiter } from './rate-limiter';

export interface Logger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {} };

/** A failed call: the status (0 for a network failure or timeout), method and path. */
export class ConnectorHttpError extends Error {
  constructor(
    readonly service: string,
    readonly status: number,
    readonly method: string,
    readonly path: string,
    detail: string,
  ) {
    super(
      status === 0
        ? `${service} não respondeu em ${method} ${path}: ${detail}`
        : `${service} respondeu ${status} em ${method} ${path}${detail ? `: ${detail}` : ''}`,
    );
    this.name = 'ConnectorHttpError';
  }
}

export interface ServiceClientOptions {
  /** 'Jira' or 'Tempo' (in messages and logs). */
  service: string;
  baseUrl: string;
  /** The Authorization header value. */
  authorization: string;
  clock: Clock;
  timeoutMs: number;
  /** Waits before each retry of a 5xx / network failure (length = number of retries). */
  retryDelaysMs: number[];
  /** 429 answers honoured before giving up. */
  max429Retries?: number;
  /** Wait for a 429 without (or with an unreadable) Retry-After. */
  default429DelayMs?: number;
  limiter?: RateLimiter;
  fetch?: typeof fetch;
  logger?: Logger;
}

type Query = Record<string, string | number | boolean | undefined | Array<string | number>>;

/** Seconds (`120`) or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** Short text of an error body (Jira `errorMessages`/`errors`, Tempo `errors[].message`). */
function errorDetail(text: string): string {
  try {
    const body = JSON.parse(text) as {
      errorMessages?: string[];
      errors?: Record<string, string> | Array<{ message?: string }>;
      message?: string;
    };
    const parts: string[] = [];
    if (Array.isArray(body.errorMessages)) parts.push(...body.errorMessages);
    if (Array.isArray(body.errors)) parts.push(...body.errors.map((item) => item.message ?? '').filter(Boolean));
    else if (body.errors && typeof body.errors === 'object') parts.push(...Object.values(body.errors).map(String));
    if (body.message) parts.push(body.message);
    return parts.join('; ').slice(0, 300);
  } catch {
    return text.slice(0, 200);
  }
}

export class ServiceClient {
  private readonly base: URL;
  private readonly fetchImpl: typeof fetch;
  private readonly logger: Logger;

  constructor(private readonly options: ServiceClientOptions) {
    this.base = new URL(options.baseUrl.replace(/\/+$/, '') + '/');
    this.fetchImpl = options.fetch ?? fetch;
    this.logger = options.logger ?? silentLogger;
  }

  /** Resolves a path below the base URL, or an absolute URL (pagination links) on the same base. */
  url(pathOrUrl: string, query: Query = {}): URL {
    const url = /^https?:\/\//i.test(pathOrUrl)
      ? new URL(pathOrUrl)
      : new URL(pathOrUrl.replace(/^\/+/, ''), this.base);
    // The credentials go only to the configured service.
    if (url.origin !== this.base.origin || !url.pathname.startsWith(this.base.pathname)) {
      throw new Error(`${this.options.service}: endereço fora da URL configurada (${url.origin}${url.pathname}).`);
    }
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined) continue;
      url.searchParams.delete(name);
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(name, String(item));
      else url.searchParams.set(name, String(value));
    }
    return url;
  }

  get<T>(pathOrUrl: string, query?: Query): Promise<T> {
    return this.request<T>('GET', this.url(pathOrUrl, query));
  }

  post<T>(path: string, body: unknown, query?: Query): Promise<T> {
    return this.request<T>('POST', this.url(path, query), body);
  }

  private async request<T>(method: string, url: URL, body?: unknown): Promise<T> {
    const { service, clock, retryDelaysMs } = this.options;
    const max429 = this.options.max429Retries ?? 5;
    const path = url.pathname;
    let failures = 0;
    let throttled = 0;
    for (;;) {
      if (this.options.limiter) await this.options.limiter.acquire();
      let response: Response;
      let text: string;
      try {
        response = await this.fetchImpl(url, {
          method,
          headers: {
            authorization: this.options.authorization,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.options.timeoutMs),
          redirect: 'error',
        });
        // The body belongs to the answer: a connection dropped or stalled in the middle of a page is a
        // network failure too (retried), not a half-read page.
        text = await response.text();
      } catch (error) {
        const detail =
          (error as Error).name === 'TimeoutError'
            ? `tempo esgotado (${Math.round(this.options.timeoutMs / 1000)} s)`
            : (error as Error).message;
        if (failures < retryDelaysMs.length) {
          const wait = retryDelaysMs[failures++];
          this.logger.warn({ servico: service, metodo: method, caminho: path, espera_ms: wait }, `${service}: falha de rede, nova tentativa`);
          await clock.sleep(wait);
          continue;
        }
        throw new ConnectorHttpError(service, 0, method, path, detail);
      }

      this.logger.debug({ servico: service, metodo: method, caminho: path, status: response.status }, `${service} ${method} ${path}`);
      if (response.ok) {
        if (response.status === 204) return undefined as T;
        return JSON.parse(text) as T;
      }
      if (response.status === 429 && throttled < max429) {
        throttled++;
        const wait =
          parseRetryAfter(response.headers.get('retry-after'), clock.now()) ?? this.options.default429DelayMs ?? 5_000;
        this.logger.warn({ servico: service, metodo: method, caminho: path, espera_ms: wait }, `${service}: 429, aguardando Retry-After`);
        await clock.sleep(wait);
        continue;
      }
      if (response.status >= 500 && failures < retryDelaysMs.length) {
        const wait = retryDelaysMs[failures++];
        this.logger.warn(
          { servico: service, metodo: method, caminho: path, status: response.status, espera_ms: wait },
          `${service}: erro ${response.status}, nova tentativa`,
        );
        await clock.sleep(wait);
        continue;
      }
      throw new ConnectorHttpError(service, response.status, method, path, errorDetail(text));
    }
  }
}

export function basicAuth(email: string, token: string): string {
  return `Basic ${Buffer.from(`${email}:${token}`, 'utf8').toString('base64')}`;
}

export function bearerAuth(token: string): string {
  return `Bearer ${token}`;
}
