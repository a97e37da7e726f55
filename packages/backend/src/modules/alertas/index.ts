/** Forecast alerts (issue 38 §3): contract in README.md. */
import type { FastifyInstance } from 'fastify';
import { todayInSaoPaulo, type OrigemAlerta } from '@financeiro/domain';
import { alertasRoutes } from './routes';
import { reavaliar, type ContextoAlertas } from './service';

export { avaliarAlertasDosProjetos, type ContextoAlertas, type ResultadoAvaliacao } from './service';

/** The alerts' context of the application (its database, outbox and APP_URL). */
export function contextoDeAlertas(app: FastifyInstance): ContextoAlertas {
  return { db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log.child({ modulo: 'alertas' }) };
}

/**
 * Re-evaluates the alerts of the projects (every project of the portfolio without `chaves`) after a
 * sync, a closing calculation or a plan save. Never throws: a failure is logged.
 */
export function reavaliarAlertas(app: FastifyInstance, origem: OrigemAlerta, chaves?: readonly string[]): Promise<void> {
  return reavaliar(contextoDeAlertas(app), chaves ? { chaves } : {}, origem, todayInSaoPaulo());
}

export default alertasRoutes;
