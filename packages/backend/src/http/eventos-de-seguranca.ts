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
