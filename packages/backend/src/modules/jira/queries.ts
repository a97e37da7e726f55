import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syncExecucao } from '../../db/schema';

/** The most recent sync runs, newest first. (The sync's own statements are in sync.ts.) */
export function selectRecentRuns(db: Db, limit: number) {
  return db.select().from(syncExecucao).orderBy(desc(syncExecucao.id)).limit(limit);
}
