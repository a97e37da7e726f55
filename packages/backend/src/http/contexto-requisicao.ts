/**
 * Who is asking, for code far from the request (the audit trail records the author and the request id
 * without every service taking the request). One AsyncLocalStorage store per request, entered in
 * onRequest and again in preValidation: a body is read from the socket's own async context, so the
 * store entered before it is lost by the time the handler runs. The guard fills `usuario` once it has
 * read the session; work outside a request (the Jira/Tempo sync's timer, scheduled jobs) has no store
 * and is recorded as the system.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface ContextoRequisicao {
  requestId: string | null;
  usuario: { id: number; nome: string } | null;
}

const armazenamento = new AsyncLocalStorage<ContextoRequisicao>();
const contextos = new WeakMap<FastifyRequest, ContextoRequisicao>();

/** The current request's context, or undefined outside a request (or inside `comoSistema`). */
export function contextoDaRequisicao(): ContextoRequisicao | undefined {
  return armazenamento.getStore();
}

/** Runs `fn` as the system: what it records has no user, even when a request started it. */
export function comoSistema<T>(fn: () => T): T {
  return armazenamento.exit(fn);
}

/** Sets the signed-in user of the current request (the guard, after reading the session). */
export function definirUsuarioDaRequisicao(request: FastifyRequest, usuario: { id: number; nome: string }): void {
  const contexto = contextos.get(request);
  if (contexto) contexto.usuario = usuario;
}

/** Installs the store on every request. Call before the guard. */
export function installContextoRequisicao(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const contexto: ContextoRequisicao = { requestId: request.id, usuario: null };
    contextos.set(request, contexto);
    armazenamento.run(contexto, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const contexto = contextos.get(request);
    if (contexto) armazenamento.run(contexto, done);
    else done();
  });
}
