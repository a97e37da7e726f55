import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from './db/client';

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Database;
  logger: Logger;
  /** Past this, the process exits with 1 even if a request or the Jira sync still holds it. */
  timeoutMs: number;
  exit?: (code: number) => void;
}

/**
 * SIGTERM/SIGINT: /ready starts failing, the server stops accepting connections, requests in
 * flight finish (a new request on a kept-alive connection gets 503), a running Jira sync stops at
 * its next page and releases its lock (onClose), the mail queue drains, then the database closes.
 * Called again (a second signal), it returns the same shutdown.
 */
export function gracefulShutdown({ app, database, logger, timeoutMs, exit = (code) => process.exit(code) }: ShutdownOptions) {
  let shutdown: Promise<void> | undefined;
  return (signal: string): Promise<void> =>
    (shutdown ??= (async () => {
      app.draining = true;
      logger.info(`${signal} recebido: encerrando (as requisições em andamento terminam)`);
      const deadline = setTimeout(() => {
        logger.error(`encerramento passou de ${timeoutMs} ms: saindo assim mesmo`);
        exit(1);
      }, timeoutMs);
      deadline.unref();
      try {
        await app.close();
        await database.close();
        logger.info('encerrado');
        exit(0);
      } catch (error) {
        logger.error({ err: error }, 'falha ao encerrar');
        exit(1);
      } finally {
        clearTimeout(deadline);
      }
    })());
}
