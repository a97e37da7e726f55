/**
 * Request limits (issue 35, point 2): nobody with an account, or without one, can slow the API for
 * everyone.
 *
 * - Per client address (`request.ip`: the connection, or the address the last trusted proxy saw —
 *   `TRUST_PROXY`), every route but the infrastructure ones (/health, /ready, /metrics, /docs), before
 *   the session is read: `RATE_LIMIT_PER_ADDRESS` requests per window.
 * - Per signed-in user, after the guard (the user is the token's, checked: a forged token cannot
 *   spend another user's quota): `RATE_LIMIT_PER_USER` per window; the report and export routes
 *   (`isReportRoute`) also count in a smaller budget, `RATE_LIMIT_REPORTS_PER_USER`.
 * - Report routes run at most `REPORT_CONCURRENCY_PER_USER` at a time per user and instance; one more
 *   waits up to `REPORT_QUEUE_WAIT_MS` for a slot, then answers 429.
 *
 * Counts live in PostgreSQL (`rate_limit_hits`, shared by every instance on the database: each
 * instance counts locally and writes its hits in one statement every `RATE_LIMIT_FLUSH_MS`) or in
 * Redis when `REDIS_URL` is set, through `@fastify/rate-limit`'s stores. Above a limit: 429 with
 * `Retry-After` (seconds) and a pt-BR message. A store that fails lets the request through (the
 * database being down answers 503 anyway). A limit of 0 turns that limit off.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config';
import { AUTOR_DESCONHECIDO } from '@financeiro/domain';
import { JANELA_DO_REGISTRO_DE_LIMITE_SEGUNDOS, LimitesRegistrados } from './eventos-de-seguranca';
import { HttpError } from './errors';
import { postgresRateLimitStore, RateLimitCounter, sweepRateLimitHits } from './rate-limit-store';

export const RATE_LIMIT_MESSAGES = {
  tooMany: (seconds: number) => `Muitas requisições. Aguarde ${seconds} segundo(s) e tente novamente.`,
  reports: (seconds: number) => `Muitos relatórios pedidos em pouco tempo. Aguarde ${seconds} segundo(s) e tente novamente.`,
  reportsRunning: 'Há relatórios seus ainda em andamento. Aguarde a conclusão e tente novamente.',
} as const;

/** Routes that read a period's worth of worklogs, closings or plans, and the exports (route patterns). */
const REPORT_ROUTES = [/^\/relatorio\//, /^\/relatorio-dp\//, /^\/custo-projeto\/curto-real\//, /export/i];

export function isReportRoute(url: string | undefined): boolean {
  return url !== undefined && REPORT_ROUTES.some((pattern) => pattern.test(url));
}

/** Routes no limit applies to: probes of the load balancer and the monitoring, the API's own documentation. */
function isInfrastructure(url: string | undefined, docsPrefix: string): boolean {
  return url === '/health' || url === '/ready' || url === '/metrics' || (url !== undefined && (url === docsPrefix || url.startsWith(`${docsPrefix}/`)));
}

function tooManyRequests(message: string, seconds: number): HttpError {
  return new HttpError(429, { errors: [{ errorMessage: message }] }, { 'retry-after': String(seconds) });
}

/** Per-user slots for the report routes of this instance: a short queue, then 429. */
export class ReportSlots {
  private readonly running = new Map<number, number>();
  private readonly waiting = new Map<number, Array<() => void>>();

  constructor(
    private readonly perUser: number,
    private readonly waitMs: number,
  ) {}

  /** Resolves with the slot's release function, or with undefined when no slot freed up in time. */
  acquire(user: number): Promise<(() => void) | undefined> {
    if ((this.running.get(user) ?? 0) < this.perUser) {
      this.running.set(user, (this.running.get(user) ?? 0) + 1);
      return Promise.resolve(this.releaser(user));
    }
    return new Promise((resolve) => {
      const queue = this.waiting.get(user) ?? [];
      this.waiting.set(user, queue);
      const granted = () => {
        clearTimeout(timer);
        resolve(this.releaser(user));
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(granted), 1);
        if (queue.length === 0) this.waiting.delete(user);
        resolve(undefined);
      }, this.waitMs);
      queue.push(granted);
    });
  }

  private releaser(user: number): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.get(user)?.shift();
      if (next) {
        if (this.waiting.get(user)?.length === 0) this.waiting.delete(user);
        next(); // the slot passes to the next request of the same user
        return;
      }
      const count = (this.running.get(user) ?? 1) - 1;
      if (count <= 0) this.running.delete(user);
      else this.running.set(user, count);
    };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Releases this request's report slot (ReportSlots), once. */
    releaseReportSlot: (() => void) | null;
  }
}

type Limiter = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;

/**
 * Registers the limits. Call before the routes; `afterGuard` runs once the guard's onRequest hook is
 * in (the per-user limits need `request.user`).
 */
export function installRateLimits(
  app: FastifyInstance,
  config: RateLimitConfig,
  options: {
    docsPrefix: string;
    /**
     * The user id of the request's access token when its signature is valid, read without the database
     * (undefined otherwise): a user already over a limit is answered before the guard's session lookup.
     */
    userOfToken?: (authorization: string | string[] | undefined) => Promise<number | undefined>;
  },
) {
  const windowMs = config.windowSeconds * 1000;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }) : undefined;
  redis?.on('error', (error) => app.log.warn({ causa: error.message }, 'Redis dos limites de requisições indisponível'));
  const counter = redis ? undefined : new RateLimitCounter(app.database, config.flushMs);
  app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'financeiro-limite:' } : { store: postgresRateLimitStore(counter!) }),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  // The hits counted since the last write reach the database before it is closed.
  if (counter) app.addHook('onClose', async () => counter.close());

  // Rows whose window ended are deleted now and then (the PostgreSQL store; any instance may do it).
  if (!redis) {
    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweeper = setInterval(() => sweepRateLimitHits(app.database).catch(() => undefined), Math.max(windowMs, 60_000));
      sweeper.unref();
    });
    app.addHook('onClose', async () => clearInterval(sweeper));
  }

  const slots = new ReportSlots(config.reportConcurrencyPerUser, config.reportQueueWaitMs);
  const slotsRegistrados = new LimitesRegistrados();
  app.decorateRequest('releaseReportSlot', null);

  const keys = {
    address: (request: FastifyRequest) => `ip:${normalizeIP(request.ip)}`,
    user: (request: FastifyRequest) => `u:${request.user!.id}`,
    reports: (request: FastifyRequest) => `r:${request.user!.id}`,
  };
  let perAddress: Limiter | undefined;
  let perUser: Limiter | undefined;
  let perUserReports: Limiter | undefined;
  app.after(() => {
    const create = (max: number, key: (request: FastifyRequest) => string): Limiter | undefined =>
      max > 0 ? (app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key }) as unknown as Limiter) : undefined;
    perAddress = create(config.perAddress, keys.address);
    perUser = create(config.perUser, keys.user);
    perUserReports = create(config.reportsPerUser, keys.reports);
  });

  // A key over its limit stays over until its window ends: this instance answers the rest of a flood
  // without asking the store again (a count only grows within a window).
  const blockedUntil = new Map<string, number>();
  const check = async (limiter: Limiter | undefined, key: string, request: FastifyRequest, message: (seconds: number) => string) => {
    if (!limiter) return;
    const now = Date.now();
    let until = blockedUntil.get(key) ?? 0;
    if (until <= now) {
      blockedUntil.delete(key);
      const result = await limiter(request);
      if (!result.isExceeded) return;
      until = now + Math.max(1, result.ttlInSeconds ?? 1) * 1000;
      if (blockedUntil.size > 10_000) for (const [stale, end] of blockedUntil) if (end <= now) blockedUntil.delete(stale);
      blockedUntil.set(key, until);
      await registrarLimite(request, key, Math.ceil((until - now) / 1000));
    }
    const seconds = Math.max(1, Math.ceil((until - now) / 1000));
    request.log.info({ statusCode: 429 }, 'limite de requisições atingido');
    throw tooManyRequests(message(seconds), seconds);
  };

  /**
   * The audit trail's 'limite_atingido' (issue 37), once per key per window and instance: only the
   * 429 that starts a key's block is recorded; the rest of the flood is answered from `blockedUntil`
   * without a write (a flood must not become a write flood). Per address the author is unknown (the
   * session is not read yet); per user it is the request's user.
   */
  const LIMITES = { ip: 'requisições por endereço', u: 'requisições por usuário', r: 'relatórios por usuário', s: 'relatórios simultâneos por usuário' } as const;
  const registrarLimite = async (request: FastifyRequest, key: string, seconds: number) => {
    const tipo = key.slice(0, key.indexOf(':')) as keyof typeof LIMITES;
    const porEndereco = tipo === 'ip';
    const entrada = {
      acao: 'limite_atingido',
      entidade: 'sessao',
      chave: porEndereco ? key.slice(3) : String(request.user?.id ?? key),
      detalhes: { limite: LIMITES[tipo], ip: normalizeIP(request.ip), rota: `${request.method} ${request.routeOptions.url ?? request.url}`, esperaSegundos: seconds },
    } as const;
    await app.registrarEventoDeSeguranca(entrada, porEndereco ? { id: null, nome: AUTOR_DESCONHECIDO } : undefined).catch((error: unknown) =>
      request.log.error({ err: error }, 'falha ao registrar o limite atingido na auditoria'),
    );
  };

  // A user this instance already answers 429 (`blockedUntil`) is answered again before the guard
  // reads the session from the database: a flood past its limit costs a signature check, not a query.
  const usersBlocked = () => {
    for (const key of blockedUntil.keys()) if (key.startsWith('u:') || key.startsWith('r:')) return true;
    return false;
  };
  const refuseBlockedUser = async (request: FastifyRequest) => {
    if (!options.userOfToken || !request.headers.authorization || !usersBlocked()) return;
    const user = await options.userOfToken(request.headers.authorization);
    if (user === undefined) return;
    const now = Date.now();
    const blocked = (key: string, message: (seconds: number) => string) => {
      const until = blockedUntil.get(key) ?? 0;
      if (until <= now) return;
      const seconds = Math.max(1, Math.ceil((until - now) / 1000));
      request.log.info({ statusCode: 429 }, 'limite de requisições atingido');
      throw tooManyRequests(message(seconds), seconds);
    };
    blocked(`u:${user}`, RATE_LIMIT_MESSAGES.tooMany);
    if (isReportRoute(request.routeOptions.url)) blocked(`r:${user}`, RATE_LIMIT_MESSAGES.reports);
  };

  // Per address: before the session is read (a flood of invalid tokens costs one count each).
  app.addHook('onRequest', async (request) => {
    if (isInfrastructure(request.routeOptions.url, options.docsPrefix) || request.method === 'OPTIONS') return;
    await check(perAddress, keys.address(request), request, RATE_LIMIT_MESSAGES.tooMany);
    await refuseBlockedUser(request);
  });

  const release = async (request: FastifyRequest) => request.releaseReportSlot?.();
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  return {
    /** The per-user hook; install it after the guard's (it reads `request.user`). */
    afterGuard() {
      app.addHook('onRequest', async (request) => {
        if (!request.user || isInfrastructure(request.routeOptions.url, options.docsPrefix)) return;
        await check(perUser, keys.user(request), request, RATE_LIMIT_MESSAGES.tooMany);
        if (!isReportRoute(request.routeOptions.url)) return;
        await check(perUserReports, keys.reports(request), request, RATE_LIMIT_MESSAGES.reports);
        if (config.reportConcurrencyPerUser <= 0) return;
        const releaseSlot = await slots.acquire(request.user.id);
        if (!releaseSlot) {
          // Answered 'retry in 1 s': recorded once per user per minute (JANELA_DO_REGISTRO_DE_LIMITE_SEGUNDOS), not per 429.
          const key = `s:${request.user.id}`;
          if (slotsRegistrados.primeiroNaJanela(key, JANELA_DO_REGISTRO_DE_LIMITE_SEGUNDOS)) await registrarLimite(request, key, 1);
          throw tooManyRequests(RATE_LIMIT_MESSAGES.reportsRunning, 1);
        }
        request.releaseReportSlot = releaseSlot;
      });
    },
  };
}
