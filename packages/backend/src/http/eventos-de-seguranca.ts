/**
 * The seam through which the HTTP layer (the guard's refused section, the request limits) records its
 * security events in the audit trail without importing the audit module (whose routes import this
 * layer): app.ts decorates the instance with the module's `registrarEvento` bound to the database.
 */
import type { AcaoAuditoria, EntidadeAuditoria } from '@financeiro/domain';

export interface EventoDeSeguranca {
  acao: AcaoAuditoria;
  entidade: EntidadeAuditoria;
  chave: string | number;
  detalhes?: Record<string, unknown>;
}

export type RegistrarEventoDeSeguranca = (evento: EventoDeSeguranca, autor?: { id: number | null; nome: string }) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    registrarEventoDeSeguranca: RegistrarEventoDeSeguranca;
  }
}

/**
 * How often one limit hit of one subject is recorded: the first hit in a window of this many seconds
 * (per process). A flood of refusals (429 or a silent limit) becomes one entry per (subject, limit,
 * minute) at most, not one per refusal. The request limits and the login guard record once per wait
 * instead (their wait is known); the rest — the report slots, the `takeRate` limits — use this window.
 */
export const JANELA_DO_REGISTRO_DE_LIMITE_SEGUNDOS = 60;

/**
 * Which keys had their limit hit recorded, until when (this process). A key over its limit stays
 * over until its wait ends: the first hit of the wait is recorded, the rest of the flood is not.
 */
export class LimitesRegistrados {
  private readonly ate = new Map<string, number>();

  /** True (and remembered until now + segundos) when `chave` has no recorded hit still running. */
  primeiroNaJanela(chave: string, segundos: number, agora = Date.now()): boolean {
    if ((this.ate.get(chave) ?? 0) > agora) return false;
    if (this.ate.size > 10_000) for (const [antiga, fim] of this.ate) if (fim <= agora) this.ate.delete(antiga);
    this.ate.set(chave, agora + Math.max(1, segundos) * 1000);
    return true;
  }
}
