/** Forecast alerts (issue 38 §3): contract in README.md. */
import type { FastifyInstance } from 'fastify';
import type { OrigemAlerta } from '@financeiro/domain';
import { alertasRoutes } from './routes';
import type { ContextoAlertas } from './service';

export { avaliarAlertasDosProjetos, type ContextoAlertas, type ResultadoAvaliacao } from './service';
export { AvaliadorDeAlertas, AVALIADOR_LOCK_KEY, type OpcoesDoAvaliador } from './avaliador';

/** The alerts' context of the application (its database, outbox and APP_URL). */
export function contextoDeAlertas(app: FastifyInstance): ContextoAlertas {
  return { db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log.child({ modulo: 'alertas' }) };
}

/**
 * Asks for the evaluation of the projects' alerts (every project of the portfolio without `chaves`)
 * after a sync, a closing calculation or a plan save: recorded now, evaluated after the answer by the
 * app's evaluator (avaliador.ts). Never throws: a failure is logged.
 */
export function reavaliarAlertas(app: FastifyInstance, origem: OrigemAlerta, chaves?: readonly string[]): Promise<void> {
  return app.avaliadorDeAlertas.pedir(origem, chaves);
}

export default alertasRoutes;
