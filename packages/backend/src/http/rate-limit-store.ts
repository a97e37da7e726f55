/**
 * A store for `@fastify/rate-limit` that keeps the counts in PostgreSQL (or PGlite), so that every
 * API instance on one database shares them (the plugin's own stores are the process's memory or
 * Redis). One statement per hit: the key's row is created, counted, or restarted when its window
 * has passed, and its remaining time returned. Table `rate_limit_hits` (0090_rate_limit.sql,
 * UNLOGGED); `sweep` deletes the rows whose window ended.
 */
import type { Database } from '../db/client';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const HIT = `
  INSERT INTO rate_limit_hits AS h (key, hits, reset_at)
  VALUES ($1, 1, clock_timestamp() + $2::int * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN h.reset_at <= clock_timestamp() THEN 1 ELSE h.hits + 1 END,
    reset_at = CASE WHEN h.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE h.reset_at END
  RETURNING hits, greatest(0, ceil(extract(epoch FROM (reset_at - clock_timestamp())) * 1000))::int AS ttl`;

/** The store class the plugin instantiates (`store` option), bound to the app's database. */
export function postgresRateLimitStore(database: Database) {
  return class PostgresRateLimitStore {
    constructor(readonly prefix: unknown = '') {
      if (typeof prefix !== 'string') this.prefix = '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      database
        .withSession((session) => session.query<{ hits: number; ttl: number }>(HIT, [`${this.prefix as string}${key}`.slice(0, 200), Math.max(1, Math.trunc(timeWindow))]))
        .then(([row]) => callback(null, { current: Number(row.hits), ttl: Number(row.ttl) }))
        .catch((error: Error) => callback(error));
    }

    child(): PostgresRateLimitStore {
      // Keys carry their own scope (address, user, reports: src/http/rate-limit.ts).
      return new PostgresRateLimitStore(this.prefix);
    }
  };
}

/** Deletes the rows whose window ended (any instance may run it; the next hit of a key recreates its row). */
export async function sweepRateLimitHits(database: Database): Promise<number> {
  const rows = await database.withSession((session) =>
    session.query<{ key: string }>('DELETE FROM rate_limit_hits WHERE reset_at < clock_timestamp() RETURNING key'),
  );
  return rows.length;
}
