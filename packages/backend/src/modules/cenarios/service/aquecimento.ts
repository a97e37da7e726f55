/**
 * The scenarios' warm-up: the first computation over a base reads it (thousands of rows) and runs the
 * engine for both sides; the next ones over the same base run it for the after side only (the base and
 * the before side kept: calculo.ts). So the API reads ahead, in the background, what that first request
 * would: when the app is ready (a restart keeps nothing) and after a write request (a write to the base
 * bumps its version, migration 0105), for the closings and start months of the active scenarios changed
 * last (BASES_GUARDADAS closings, ANTES_GUARDADOS months each). A request arriving meanwhile waits for the
 * same base (one read per closing and version) and fills the same before side.
 *
 * - Writes in a row (an import, a form saved twice) are looked at once, `esperaMs` after the last one;
 *   nothing is read again while the version and the targets are those warmed last.
 * - One pass at a time; a request during a pass makes another after it.
 * - The computation yields between batches (the loop stays free); a failure is logged, never answered.
 * - PostgreSQL only (app.ts): on PGlite a background statement would run inside a request's transaction.
 *
 * `ocioso()` resolves once nothing asked for is left (tests, benches); `parar()` ends between two
 * batches (app close).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import * as q from '../queries';
import { aquecerBase, ANTES_GUARDADOS, BASES_GUARDADAS } from './calculo';

/** Active scenarios looked at for their closings and months (the latest changed). */
const CENARIOS_OLHADOS = 20;

/** The closings to warm (at most BASES_GUARDADAS) with their months (at most ANTES_GUARDADOS), in the order of the scenarios changed last. */
export function alvosDoAquecimento(recentes: ReadonlyArray<{ fechamentoId: number; mesInicio: string }>): Array<{ fechamentoId: number; meses: string[] }> {
  const alvos: Array<{ fechamentoId: number; meses: string[] }> = [];
  for (const { fechamentoId, mesInicio } of recentes) {
    let alvo = alvos.find((item) => item.fechamentoId === fechamentoId);
    if (!alvo) {
      if (alvos.length === BASES_GUARDADAS) continue;
      alvos.push((alvo = { fechamentoId, meses: [] }));
    }
    if (alvo.meses.length < ANTES_GUARDADOS && !alvo.meses.includes(mesInicio)) alvo.meses.push(mesInicio);
  }
  return alvos;
}

export class AquecedorDeCenarios {
  private timer: NodeJS.Timeout | undefined;
  private passe: Promise<void> | undefined;
  private outraVez = false;
  private parado = false;
  /** The version and targets warmed last: the same again reads nothing. */
  private feito: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly esperaMs = 500,
  ) {}

  /** A pass now (the app is ready). */
  iniciar(): void {
    this.pedir(0);
  }

  /** A pass `espera` ms after the last call (a write request answered). Never throws. */
  pedir(espera = this.esperaMs): void {
    if (this.parado) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.rodar();
    }, espera);
    this.timer.unref();
  }

  private rodar(): void {
    if (this.passe) {
      this.outraVez = true;
      return;
    }
    this.passe = this.aquecer()
      .catch((error: unknown) => this.log.error({ err: error }, 'falha ao preparar a base dos cenários'))
      .finally(() => {
        this.passe = undefined;
        if (this.outraVez && !this.parado) {
          this.outraVez = false;
          this.rodar();
        }
      });
  }

  private async aquecer(): Promise<void> {
    // Before the base, as a request reads it: a write committed meanwhile leaves this pass behind.
    const versao = await q.versaoDaBase(this.db);
    const alvos = alvosDoAquecimento(await q.cenariosRecentes(this.db, CENARIOS_OLHADOS));
    const chave = JSON.stringify([versao, alvos]);
    if (chave === this.feito) return;
    for (const { fechamentoId, meses } of alvos) {
      const fechamento = await q.fechamentoAtivo(this.db, fechamentoId);
      if (!fechamento) continue;
      await aquecerBase(this.db, fechamento, versao, meses, () => this.parado);
      if (this.parado) return;
    }
    this.feito = chave;
  }

  /** Resolves once no pass is asked for or running. */
  async ocioso(): Promise<void> {
    for (;;) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = undefined;
        this.rodar();
      }
      if (!this.passe) return;
      await this.passe;
    }
  }

  /** No pass from now on; the running one ends between two batches. */
  async parar(): Promise<void> {
    this.parado = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.passe;
  }
}
