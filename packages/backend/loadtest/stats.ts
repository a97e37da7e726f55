/**
 * Per-route figures of the load test (pure; tested in stats.test.ts): every response's latency and
 * status, summarised as requests, req/s, p50/p95/p99/max and errors by status.
 */

export type Tipo = 'leitura' | 'escrita' | 'login';

/** A status code, or 'rede' when no answer came (connection refused, reset, timeout). */
export type Status = number | 'rede';

interface Route {
  tipo: Tipo;
  latencias: number[];
  status: Map<Status, number>;
}

/** Nearest-rank percentile of values sorted ascending (p in 0..100); NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const isError = (status: Status) => status === 'rede' || status >= 400;

export interface RouteSummary {
  route: string;
  tipo: Tipo;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Errors by status ('rede', 4xx, 5xx), sorted. */
  errors: [Status, number][];
}

export class Recorder {
  private readonly routes = new Map<string, Route>();
  /** Read latencies since the last `takeWindow()` (the per-sample p99: does the tail drift over a soak?). */
  private window: number[] = [];

  record(route: string, tipo: Tipo, ms: number, status: Status): void {
    if (tipo === 'leitura') this.window.push(ms);
    let entry = this.routes.get(route);
    if (!entry) {
      entry = { tipo, latencias: [], status: new Map() };
      this.routes.set(route, entry);
    }
    entry.latencias.push(ms);
    entry.status.set(status, (entry.status.get(status) ?? 0) + 1);
  }

  /** The p99 of the reads recorded since the previous call (NaN for none), and starts a new window. */
  takeWindow(): { reads: number; p99: number } {
    const values = this.window.sort((a, b) => a - b);
    this.window = [];
    return { reads: values.length, p99: percentile(values, 99) };
  }

  get total(): number {
    let total = 0;
    for (const entry of this.routes.values()) total += entry.latencias.length;
    return total;
  }

  get errors(): number {
    let total = 0;
    for (const entry of this.routes.values()) for (const [status, count] of entry.status) if (isError(status)) total += count;
    return total;
  }

  /** One line per route, reads first, then by route; `seconds` is the measured duration. */
  summary(seconds: number): RouteSummary[] {
    const order: Record<Tipo, number> = { leitura: 0, escrita: 1, login: 2 };
    return [...this.routes.entries()]
      .map(([route, entry]) => {
        const sorted = [...entry.latencias].sort((a, b) => a - b);
        return {
          route,
          tipo: entry.tipo,
          requests: sorted.length,
          perSecond: sorted.length / seconds,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          max: sorted[sorted.length - 1] ?? Number.NaN,
          errors: [...entry.status.entries()]
            .filter(([status]) => isError(status))
            .sort(([a], [b]) => String(a).localeCompare(String(b))),
        };
      })
      .sort((a, b) => order[a.tipo] - order[b.tipo] || a.route.localeCompare(b.route));
  }

  /** The p99 of every response of one kind together. */
  percentileOf(tipo: Tipo, p: number): number {
    const all: number[] = [];
    for (const entry of this.routes.values()) if (entry.tipo === tipo) all.push(...entry.latencias);
    return percentile(all.sort((a, b) => a - b), p);
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`);

/** The per-route table, in pt-BR. */
export function formatSummary(rows: readonly RouteSummary[]): string {
  const width = Math.max(4, ...rows.map((row) => row.route.length));
  const header = `${'rota'.padEnd(width)}  tipo      requisições   req/s      p50      p95      p99      máx  erros`;
  const lines = rows.map((row) => {
    const errors = row.errors.length ? row.errors.map(([status, count]) => `${status}: ${count}`).join(', ') : '0';
    return (
      `${row.route.padEnd(width)}  ${row.tipo.padEnd(8)}  ${String(row.requests).padStart(11)}  ${row.perSecond.toFixed(2).replace('.', ',').padStart(6)}` +
      `  ${ms(row.p50).padStart(7)}  ${ms(row.p95).padStart(7)}  ${ms(row.p99).padStart(7)}  ${ms(row.max).padStart(7)}  ${errors}`
    );
  });
  return [header, ...lines].join('\n');
}
