/**
 * Retention of the audit trail (issue 37 §2): once a day the API removes the entries older than
 * AUDITORIA_RETENCAO_ANOS years (expurgar_auditoria, the trail's only delete path). The timer starts
 * when the app is ready and stops on close, like the mail retries; the first run is a minute after
 * start, so a restart loop does not purge over and over, then every 24 hours.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { expurgarTrilha } from './service';

export interface OpcoesDaRetencao {
  anos: number;
  /** Default one minute. */
  primeiraEmMs?: number;
  /** Default 24 hours. */
  intervaloMs?: number;
}

export class RetencaoDaTrilha {
  private timer: NodeJS.Timeout | undefined;
  private ciclo: Promise<void> | undefined;
  private parada = false;

  constructor(
    private readonly db: Db,
    private readonly opcoes: OpcoesDaRetencao,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One purge: the entries older than the retention; how many left. */
  async expurgar(agora = new Date()): Promise<number> {
    const removidas = await expurgarTrilha(this.db, this.opcoes.anos, agora);
    if (removidas > 0) this.log.info({ removidas, anos: this.opcoes.anos }, 'entradas antigas da auditoria removidas (retenção)');
    return removidas;
  }

  iniciar(): void {
    if (this.timer || this.parada) return;
    const agendar = (espera: number) => {
      this.timer = setTimeout(() => {
        this.ciclo = this.expurgar()
          .then(
            () => undefined,
            (error: unknown) => this.log.error({ err: error }, 'falha ao aplicar a retenção da auditoria'),
          )
          .finally(() => {
            this.ciclo = undefined;
            if (!this.parada) agendar(this.opcoes.intervaloMs ?? 24 * 3600 * 1000);
          });
      }, espera);
      this.timer.unref();
    };
    agendar(this.opcoes.primeiraEmMs ?? 60_000);
  }

  /** Cancels the next run and waits for the current one (graceful shutdown). */
  async parar(): Promise<void> {
    this.parada = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.ciclo;
  }

  /** Whether a run is scheduled (tests). */
  get agendada(): boolean {
    return this.timer !== undefined;
  }
}
