/**
 * Process entry point: config from the environment, database (PGlite by default, PostgreSQL
 * with DATABASE_URL), migrations, demo seed on an empty database, then listen.
 */
import { buildApp } from './app';
import { garantirPrimeiroAdmin, PasswordHasher, resolverSegredoJwt } from './modules/contas';
import { loadServerConfig, startupWarnings } from './config';
import { createDatabase } from './db/client';
import { migrate } from './db/migrate';
import { createLogger } from './logger';
import { isDatabaseEmpty, seedDemoData } from './seed';
import { gracefulShutdown } from './shutdown';

async function main(): Promise<void> {
  const config = loadServerConfig();
  const jiraConfig = config.jira;
  const logger = createLogger({ level: config.app.logLevel });
  for (const warning of startupWarnings(config)) logger.warn(warning);

  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    statementTimeoutMs: config.statementTimeoutMs,
    connectTimeoutMs: config.connectTimeoutMs,
    onPoolError: (error) => logger.error({ err: error }, 'erro em conexão ociosa do PostgreSQL'),
  });
  logger.info(`Banco de dados: ${database.description}`);

  const migrations = await migrate(database, {
    log: { info: (message) => logger.info(message), warn: (message) => logger.warn(message) },
  });
  logger.info(`Migrações: ${migrations.applied.length} aplicada(s), ${migrations.alreadyApplied.length} já existente(s)`);

  // Without JWT_SECRET loadServerConfig already refused to start, except in development (pnpm dev).
  const jwt = await resolverSegredoJwt(database.db, config.jwtSecret);
  if (jwt.source !== 'env') {
    logger.warn('JWT_SECRET não definido: desenvolvimento (NODE_ENV=development) usando o segredo gerado e guardado em app_settings.');
  }

  const appConfig = { ...config.app, jwtSecret: jwt.secret };

  if (config.seedDemo) {
    const seeded = await seedDemoData(database.db, {
      passwords: config.demoPasswords,
      hasher: new PasswordHasher(appConfig.argon2),
    });
    if (seeded) logger.info('Banco vazio: dados de demonstração criados (usuários admin, financeiro e rh).');
  }
  if (config.firstAdmin) {
    const created = await garantirPrimeiroAdmin(database.db, new PasswordHasher(appConfig.argon2), config.firstAdmin);
    if (created) logger.info('Nenhum usuário: administrador de FIRST_ADMIN_EMAIL criado.');
  } else if (!config.seedDemo && (await isDatabaseEmpty(database.db))) {
    logger.warn(
      'Nenhum usuário cadastrado: crie o primeiro administrador com `pnpm --filter @financeiro/backend admin:create --email ...` ' +
        'ou com FIRST_ADMIN_EMAIL e FIRST_ADMIN_PASSWORD.',
    );
  }

  const app = buildApp({ db: database, config: appConfig, logger, jira: { config: jiraConfig } });

  const shutdown = gracefulShutdown({ app, database, logger, timeoutMs: config.shutdownTimeoutSeconds * 1000 });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (config.host === '::' && (code === 'EAFNOSUPPORT' || code === 'EADDRNOTAVAIL')) {
      logger.warn('IPv6 indisponível: escutando em 0.0.0.0');
      await app.listen({ port: config.port, host: '0.0.0.0' });
    } else {
      throw error;
    }
  }

  // Jira/Tempo: a run shortly after start-up, then every JIRA_SYNC_INTERVAL_MINUTES (only when configured).
  if (jiraConfig) {
    logger.info(`Jira: ${jiraConfig.baseUrl}, sincronização a cada ${jiraConfig.intervalMinutes} min`);
    app.jiraSync.startScheduler();
  } else {
    logger.info('Jira não configurado (JIRA_*/TEMPO_*): projetos vêm dos dados de demonstração.');
  }
}

main().catch((error) => {
  // A configuration error is said in one line (it names the variable); anything else with its stack.
  const configError = error instanceof Error && error.message.startsWith('Configuração inválida');
  console.error('Falha ao iniciar a API:', configError ? error.message : error);
  process.exit(1);
});
