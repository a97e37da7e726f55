/**
 * Rate limits kept in the database (stateless API processes): at most `max` events per key in
 * the window. Time comes from the process clock so tests can move it.
 */
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateEvents } from '../../db/schema';

export interface RateRule {
  max: number;
  windowSeconds: number;
}

/**
 * Counts the event and answers whether it is within the limit (an over-limit event is not recorded).
 * Count and insert run under a transaction lock on (bucket, key): concurrent events of one key
 * (five forgot-password requests at once, or two API processes) cannot all see room for one more.
 */
export async function takeRate(db: Db, bucket: string, key: string, rule: RateRule, now: Date = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const safeKey = key.slice(0, 254);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}), hashtext(${safeKey}))`);
    const [row] = await tx
      .select({ total: count() })
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, safeKey), gt(rateEvents.createdAt, since)));
    if ((row?.total ?? 0) >= rule.max) return false;
    await tx.insert(rateEvents).values({ bucket, key: safeKey, createdAt: now });
    await tx.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, safeKey), lt(rateEvents.createdAt, since)));
    return true;
  });
}
