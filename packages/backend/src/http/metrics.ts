/**
 * Prometheus metrics at GET /metrics (prom-client): requests and their latency by route, the
 * database pool, Jira sync runs by outcome, closings computed, and the process's own (CPU, memory,
 * event-loop delay). Without METRICS_TOKEN only this machine (loopback, not through a proxy) may read them; with it,
 * any address that sends `Authorization: Bearer <METRICS_TOKEN>`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { publicRoute } from './guard';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { fechamentosCalculados: Counter };
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Without METRICS_TOKEN: a connection from this machine that did not come through a proxy. Decided by
 * the socket, never by a header a client writes (X-Forwarded-For: 127.0.0.1 once read the metrics);
 * a request a proxy forwarded carries X-Forwarded-For or Forwarded and is refused even from loopback.
 */
function directFromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The process's own metrics, collected once per process however many apps it builds (tests). */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'financeiro_' });
  }
  return processRegistry;
}

export function installMetrics(app: FastifyInstance, token: string | undefined): void {
  const registry = new Registry();

  const duration = new Histogram({
    name: 'financeiro_http_request_duration_seconds',
    help: 'Duração das requisições HTTP, por rota (o padrão da rota, não o caminho) e status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // Unknown paths share one label: a scan must not create a series per path.
    const route = request.routeOptions.url ?? 'desconhecida';
    if (route === '/metrics') return;
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'financeiro_db_pool_connections',
    help: 'Conexões do pool do PostgreSQL por estado (total, ociosas, requisições esperando)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  new Gauge({
    name: 'financeiro_jira_sync_runs',
    help: 'Execuções da sincronização Jira/Tempo gravadas no banco, por status (todas as instâncias)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await app.database.withSession((session) =>
        session.query<{ status: string; total: number }>('SELECT status, count(*)::int AS total FROM sync_execucao GROUP BY status'),
      );
      for (const status of ['executando', 'sucesso', 'falha']) {
        this.set({ status }, rows.find((row) => row.status === status)?.total ?? 0);
      }
    },
  });

  app.decorate('metrics', {
    fechamentosCalculados: new Counter({
      name: 'financeiro_fechamentos_calculados_total',
      help: 'Fechamentos calculados ou recalculados por esta instância',
      registers: [registry],
    }),
  });

  app.get(
    '/metrics',
    {
      config: publicRoute,
      logLevel: 'warn',
      schema: {
        tags: ['Sistema'],
        summary: 'Métricas no formato do Prometheus (só da própria máquina, ou com o token METRICS_TOKEN)',
      },
    },
    async (request, reply) => {
      const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const allowed = token ? sent !== undefined && sameToken(sent, token) : directFromThisMachine(request);
      if (!allowed) return reply.code(403).send({ errors: [{ errorMessage: 'Acesso às métricas negado.' }], code: 'FORBIDDEN' });
      const all = Registry.merge([processMetrics(), registry]);
      return reply.type(all.contentType).send(await all.metrics());
    },
  );
}
