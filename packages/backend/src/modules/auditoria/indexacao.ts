/**
 * The audit screen's search words, written after the commit (migration 0108): recording an entry does not
 * build its search vector (to_tsvector and the GIN index's insertions were about half of what an import's
 * 10.001 entries cost the database, inside the import's transaction). This writes them in the background of
 * the API process, in batches of `lote` entries until none is left: `aposGravarMs` after this process records
 * entries (registrarAuditoria calls it before its commit, so a pass that finds nothing looks again once), and
 * every `intervaloMs` in any case (entries of a process stopped before its indexer ran). One indexer at a
 * time over every process (an advisory lock; a process that finds it taken leaves the work to the holder).
 * Until an entry is indexed the search computes its words on the spot (queries.ts, vetorDaEntrada), so a
 * search never misses an entry; the indexer only makes it fast again. Started when the app is ready, stopped
 * (the running batch finished) on close, like the retention.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import * as q from './queries';
import { quandoGravar } from './service';

export interface OpcoesDoIndexador {
  /** From this process's recording to the pass. Default one second. */
  aposGravarMs?: number;
  /** Between two looks for entries without search words when this process records nothing. Default one minute. */
  intervaloMs?: number;
  /** Entries per transaction. Default 2.000. */
  lote?: number;
}

export class IndexadorDaTrilha {
  private timer: NodeJS.Timeout | undefined;
  private proxima = 0;
  private ciclo: Promise<number> | undefined;
  private parado = false;
  private cancelarAviso: (() => void) | undefined;
  private olharDeNovo = 0;

  constructor(
    private readonly db: Db,
    private readonly opcoes: OpcoesDoIndexador,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Indexes every entry recorded so far (batch after batch); how many. Waits for a pass already running in
   * this process rather than starting a second one beside it.
   */
  async indexar(): Promise<number> {
    while (this.ciclo) await this.ciclo.catch(() => 0);
    this.ciclo = this.passar();
    try {
      return await this.ciclo;
    } finally {
      this.ciclo = undefined;
    }
  }

  private async passar(): Promise<number> {
    const [pendente] = await rows<{ ha: boolean }>(
      this.db,
      sql`SELECT EXISTS (SELECT 1 FROM auditoria WHERE id > (SELECT coalesce(max(id), 0) FROM auditoria_busca)) AS ha`,
    );
    if (!pendente?.ha) return 0;
    let total = 0;
    for (;;) {
      const indexadas = await q.indexarPendentes(this.db, this.opcoes.lote ?? 2_000);
      total += indexadas;
      if (indexadas === 0 || this.parado) return total;
    }
  }

  iniciar(): void {
    if (this.parado || this.cancelarAviso) return;
    this.cancelarAviso = quandoGravar(() => {
      this.olharDeNovo = 2;
      this.agendar(this.opcoes.aposGravarMs ?? 1_000);
    });
    this.agendar(this.opcoes.intervaloMs ?? 60_000);
  }

  /** The next pass in `espera` ms, unless one is due sooner. */
  private agendar(espera: number): void {
    if (this.parado) return;
    const quando = Date.now() + espera;
    if (this.timer && this.proxima <= quando) return;
    clearTimeout(this.timer);
    this.proxima = quando;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.indexar()
        .then((indexadas) => {
          // The recording that called may not have committed yet when its pass ran: one more look.
          if (indexadas > 0) this.olharDeNovo = 0;
          else if (this.olharDeNovo > 0 && --this.olharDeNovo > 0) this.agendar(this.opcoes.aposGravarMs ?? 1_000);
        })
        .catch((error: unknown) => this.log.error({ err: error }, 'falha ao indexar a busca da auditoria'))
        .finally(() => this.agendar(this.opcoes.intervaloMs ?? 60_000));
    }, espera);
    this.timer.unref();
  }

  /** Cancels the next pass and waits for the current one (graceful shutdown). */
  async parar(): Promise<void> {
    this.parado = true;
    this.cancelarAviso?.();
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.ciclo?.catch(() => 0);
  }
}
