/**
 * A store for `@fastify/rate-limit` that keeps the counts in PostgreSQL (or PGlite), so that every
 * API instance on one database shares them (the plugin's own stores are the process's memory or
 * Redis). Table `rate_limit_hits` (0090_rate_limit.sql, UNLOGGED); `sweep` deletes the rows whose
 * window ended.
 *
 * Writing one statement per hit put 1–3 upserts on the API's pool for every request (the load test's
 * pool queue reached 51 waiting). So each instance counts locally: per key it keeps the last shared
 * count and window end it read, plus its own hits not yet written, answers a hit at once from the
 * two, and writes every pending key in ONE statement at most every `flushMs` (RATE_LIMIT_FLUSH_MS),
 * reading back the shared counts. Two instances therefore see each other's hits up to one interval
 * late. `flushMs` 0 writes each hit before answering it (one statement per hit).
 */
import type { Database } from '../db/client';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A key's row is created, counted, or restarted when its window has passed; its remaining time is returned. */
const HIT = `
  INSERT INTO rate_limit_hits AS h (key, hits, reset_at)
  VALUES ($1, 1, clock_timestamp() + $2::int * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN h.reset_at <= clock_timestamp() THEN 1 ELSE h.hits + 1 END,
    reset_at = CASE WHEN h.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE h.reset_at END
  RETURNING hits, greatest(0, ceil(extract(epoch FROM (reset_at - clock_timestamp())) * 1000))::int AS ttl`;

/** The same rule for many keys at once, each with its number of hits (keys are unique in a batch). */
const HITS = `
  INSERT INTO rate_limit_hits AS h (key, hits, reset_at)
  SELECT k, n, clock_timestamp() + w * interval '1 millisecond'
  FROM unnest($1::text[], $2::int[], $3::int[]) AS batch(k, n, w)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN h.reset_at <= clock_timestamp() THEN excluded.hits ELSE h.hits + excluded.hits END,
    reset_at = CASE WHEN h.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE h.reset_at END
  RETURNING key, hits, greatest(0, ceil(extract(epoch FROM (reset_at - clock_timestamp())) * 1000))::int AS ttl`;

interface KeyCount {
  /** The shared count the last write answered (every instance's hits in the window). */
  shared: number;
  /** When the window ends (this process's clock: the answer's ttl added to the time it came). */
  resetAt: number;
  /** This instance's hits not yet sent, and those in the write under way. */
  pending: number;
  sending: number;
  windowMs: number;
}

/** One instance's counts of every key, written to the database in batches. */
export class RateLimitCounter {
  private readonly counts = new Map<string, KeyCount>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  /** The last write's failure, until a write succeeds: hits answer with it (the plugin lets them through). */
  private failure: Error | undefined;
  private closed = false;

  constructor(
    private readonly database: Database,
    readonly flushMs: number,
  ) {}

  incr(rawKey: string, timeWindow: number, callback: Callback): void {
    const key = rawKey.slice(0, 200);
    const windowMs = Math.max(1, Math.trunc(timeWindow));
    if (this.flushMs <= 0) {
      this.database
        .withSession((session) => session.query<{ hits: number; ttl: number }>(HIT, [key, windowMs]))
        .then(([row]) => callback(null, { current: Number(row.hits), ttl: Number(row.ttl) }))
        .catch((error: Error) => callback(error));
      return;
    }
    const now = Date.now();
    let count = this.counts.get(key);
    if (!count) {
      count = { shared: 0, resetAt: now + windowMs, pending: 0, sending: 0, windowMs };
      this.counts.set(key, count);
    } else if (count.resetAt <= now) {
      // The window ended: its hits not yet written no longer count (the database restarts it too).
      count.shared = 0;
      count.pending = 0;
      count.resetAt = now + windowMs;
    }
    count.pending++;
    count.windowMs = windowMs;
    this.schedule();
    if (this.failure) {
      callback(this.failure);
      return;
    }
    callback(null, { current: count.shared + count.sending + count.pending, ttl: count.resetAt - now });
  }

  /** Writes every pending hit in one statement (waits for a write under way first). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    const batch = [...this.counts].filter(([, count]) => count.pending > 0);
    if (batch.length === 0) return;
    for (const [, count] of batch) {
      count.sending = count.pending;
      count.pending = 0;
    }
    this.writing = this.write(batch).finally(() => {
      this.writing = undefined;
      this.schedule();
    });
    await this.writing;
  }

  /** Stops the timer and writes what is pending (the app's onClose). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async write(batch: Array<[string, KeyCount]>): Promise<void> {
    try {
      const rows = await this.database.withSession((session) =>
        session.query<{ key: string; hits: number; ttl: number }>(HITS, [
          batch.map(([key]) => key),
          batch.map(([, count]) => count.sending),
          batch.map(([, count]) => count.windowMs),
        ]),
      );
      const answered = Date.now();
      for (const row of rows) {
        const count = this.counts.get(row.key);
        if (!count) continue;
        count.shared = Number(row.hits);
        count.resetAt = answered + Number(row.ttl);
        count.sending = 0;
      }
      this.failure = undefined;
      for (const [key, count] of this.counts) if (count.pending === 0 && count.sending === 0 && count.resetAt <= answered) this.counts.delete(key);
    } catch (error) {
      // Kept for the next write; meanwhile hits answer with the error (the request passes).
      this.failure = error as Error;
      for (const [, count] of batch) {
        count.pending += count.sending;
        count.sending = 0;
      }
    }
  }

  private schedule(): void {
    if (this.timer || this.writing || this.closed || this.flushMs <= 0) return;
    if (![...this.counts.values()].some((count) => count.pending > 0)) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushMs);
    this.timer.unref();
  }
}

/** The store class the plugin instantiates (`store` option), bound to one instance's counter. */
export function postgresRateLimitStore(counter: RateLimitCounter) {
  return class PostgresRateLimitStore {
    constructor(readonly prefix: unknown = '') {
      if (typeof prefix !== 'string') this.prefix = '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counter.incr(`${this.prefix as string}${key}`, timeWindow, callback);
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
