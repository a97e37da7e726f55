/**
 * Rate limits kept in the database (stateless API processes): at most `max` events per key in
 * the window. Time comes from the process clock so tests can move it.
 */
import type { Db } from '../../../db/client';
import * as q from '../queries';

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
    await q.travarChaveDeTaxa(tx, bucket, safeKey);
    if ((await q.contarEventosDeTaxa(tx, bucket, safeKey, since)) >= rule.max) return false;
    await q.inserirEventoDeTaxa(tx, bucket, safeKey, now);
    await q.removerEventosDeTaxaAntigos(tx, bucket, safeKey, since);
    return true;
  });
}
