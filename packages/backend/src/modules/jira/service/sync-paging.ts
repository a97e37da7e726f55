/**
 * The page loop every stage of the sync runs on: read the page at the cursor, write it and the moved
 * cursor (with the counts) in one transaction, so a failed run resumes from its last committed page.
 */
import type { Db, Tx } from '../../../db/client';
import type { ConnectorClients } from '../api';
import type { Logger } from '../http';
import { atualizarCursorDaExecucao } from '../queries';
import type { RunState } from './sync-state';

export const PAGE_DEFAULTS = { projetos: 50, issues: 100, worklogs: 1000, planos: 500 };
export type PageSizes = typeof PAGE_DEFAULTS;

/** What a stage works with. */
export interface StageContext {
  db: Db;
  clients: ConnectorClients;
  pages: PageSizes;
  logger: Logger;
  /** Between pages: throws when the process is stopping (the next run resumes the cursor). */
  checkStop(): void;
}

/** Writes in one transaction that also saves the run's cursor and counts. */
export function inRunTransaction(ctx: StageContext, run: RunState, write: (tx: Tx) => Promise<void>): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    await write(tx);
    await atualizarCursorDaExecucao(tx, run.id, run.cursor, run.counts);
  });
}

export interface PageStep<P> {
  /** Reads the page at the cursor (and what writing it needs); null when nothing is left. */
  fetch(): Promise<P | null>;
  /** Writes the page (inside the page's transaction). */
  write(tx: Tx, page: P): Promise<void>;
  /** Moves the cursor past the page; false when it was the last page. */
  advance(page: P): boolean;
  /** After the last page, in its transaction (e.g. deleting what the run did not see). */
  finish?(tx: Tx): Promise<void>;
}

/** Runs `step` page by page from the cursor until the last page (or a null fetch). */
export async function eachPage<P>(ctx: StageContext, run: RunState, step: PageStep<P>): Promise<void> {
  for (;;) {
    ctx.checkStop();
    const page = await step.fetch();
    if (page === null) return;
    let more = false;
    await inRunTransaction(ctx, run, async (tx) => {
      await step.write(tx, page);
      more = step.advance(page);
      if (!more && step.finish) await step.finish(tx);
    });
    if (!more) return;
  }
}
