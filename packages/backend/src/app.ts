import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream, Logger } from 'pino';
import usuarioRoutes, { bearerToken, PasswordHasher, sessionOfAuthorization, TokenService } from './modules/contas';
import { proxyTrust, type AppConfig } from './config';
import { ehPglite, type Database, type Db } from './db/client';
import { installErrorHandling } from './http/error-handler';
import { clientErrorHandler, collectAllowedMethods, frameworkErrorHandler, SECURITY_HEADERS } from './http/framework-errors';
import { installGuard, type RegisteredRoute } from './http/guard';
import { installContextoRequisicao } from './http/contexto-requisicao';
import { buildValidator, installInputChecks } from './http/input';
import { buildSerializer } from './http/serializers';
import { installBodyRules } from './http/validacao';
import { installMetrics } from './http/metrics';
import { installRateLimits } from './http/rate-limit';
import { registerSharedSchemas } from './http/schemas';
import { createLogger } from './logger';
import authRoutes from './modules/auth';
import healthRoutes from './modules/health';
import passwordRoutes from './modules/recuperacao-de-senha';
import registrationRoutes from './modules/cadastro-de-acesso';
import adminRoutes from './modules/admin';
import auditoriaRoutes, { IndexadorDaTrilha, registrarEvento, RetencaoDaTrilha } from './modules/auditoria';
import { Mailer } from './mail/mailer';
import estruturaRoutes from './modules/estrutura';
import beneficiosRoutes from './modules/beneficios';
import impostosRoutes from './modules/impostos';
import colaboradoresRoutes from './modules/colaboradores';
import fechamentosRoutes from './modules/fechamentos';
import importacoesRoutes from './modules/importacoes';
import jiraSyncRoutes, { JiraSync, type JiraSyncOptions } from './modules/jira';
import alertasRoutes, { AvaliadorDeAlertas, contextoDeAlertas, reavaliarAlertas } from './modules/alertas';
import planejamentoRoutes from './modules/planejamento';
import projetosRoutes from './modules/projetos';
import margensRoutes from './modules/margens';
import custosProjetoRoutes from './modules/custos-projeto';
import clientesRoutes from './modules/clientes';
import relatoriosDpRoutes from './modules/relatorios-dp';
import capacidadeRoutes from './modules/capacidade';
import squadsRoutes from './modules/squads';
import relatoriosDeliveryRoutes from './modules/relatorios-delivery';
import veeRoutes from './modules/vee';
import simulacoesRoutes from './modules/simulacoes';
import cenariosRoutes, { AquecedorDeCenarios } from './modules/cenarios';
import projecaoRoutes from './modules/projecao';

/** Longest path parameter the router accepts (about 1,000 project keys or ids with their commas). */
export const MAX_PATH_PARAM_LENGTH = 12_000;

export const DOCS_PREFIX = '/docs';

/** Strict-Transport-Security of answers served over HTTPS (one year). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers the browser may send (spec 01 section 7: bearer, refresh_token and access token headers). */
export const CORS_ALLOWED_HEADERS = ['authorization', 'refresh_token', 'x-access-token', 'content-type', 'accept', 'x-api-key'];

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle query layer. */
    db: Db;
    /** Driver handle (raw sessions, driver name). */
    database: Database;
    config: AppConfig;
    tokens: TokenService;
    passwords: PasswordHasher;
    mailer: Mailer;
    /** The forecast alerts' evaluator (modules/alertas/avaliador.ts): evaluates after the actions that ask for it. */
    avaliadorDeAlertas: AvaliadorDeAlertas;
    /** The scenarios' warm-up (modules/cenarios/service/aquecimento.ts); absent when off (config.aquecerCenarios, PGlite). */
    aquecedorDeCenarios?: AquecedorDeCenarios;
    /** Daily purge of audit entries past the retention (AUDITORIA_RETENCAO_ANOS), stopped on close. */
    retencaoAuditoria: RetencaoDaTrilha;
    /** Writes the audit entries' search words after their commit (modules/auditoria/indexacao.ts), stopped on close. */
    indexadorAuditoria: IndexadorDaTrilha;
    /** Every route registered so far, with its access declaration. */
    routeRegistry: RegisteredRoute[];
    /** Jira Cloud + Tempo connector (src/jira); `configured` is false without JIRA_* settings. */
    jiraSync: JiraSync;
    /** Set by a graceful shutdown (src/shutdown.ts): /ready fails so the load balancer stops sending traffic. */
    draining: boolean;
  }
}

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** A ready logger; otherwise one is created with config.logLevel writing to logStream/stdout. */
  logger?: Logger;
  logStream?: DestinationStream;
  /** Jira/Tempo connector settings (src/config.ts); without `config` nothing syncs. */
  jira?: Omit<JiraSyncOptions, 'database' | 'logger'>;
}

/**
 * `app.close()` resolves once the server stops listening, while a request may still be in its
 * handler: the process would exit (or close the database) under it. The counting hooks go in before
 * the routes (a route takes the hooks that exist when its plugin loads); `waitOnClose` is called
 * last, so that its onClose hook runs first (Fastify runs them in reverse): the Jira sync and the
 * mailer close only once the requests that were in flight have been answered.
 *
 * A request is over when its connection's part is over (the response's 'close': answered, or the
 * client went away) and its handler has finished (onSend: an answer, an error, or a refused body).
 * Neither onResponse nor onRequestAbort alone says so: a POST whose body was read and whose client
 * then left gets neither, and the close waited for it for ever; a GET's client leaving fires
 * onRequestAbort while its handler still runs, writing to the database.
 */
function trackRequestsInFlight(app: FastifyInstance): { waitOnClose(): void } {
  let inFlight = 0;
  let closing = false;
  let settled: (() => void) | undefined;
  /** What each request still waits for; a part may be reported twice (onSend of an error answer), it counts once. */
  const pending = new WeakMap<object, Set<'conexão' | 'handler'>>();
  const partDone = (request: object, part: 'conexão' | 'handler') => {
    const parts = pending.get(request);
    if (!parts?.delete(part) || parts.size > 0) return;
    inFlight--;
    if (inFlight === 0) settled?.();
  };
  app.addHook('onRequest', async (request, reply) => {
    inFlight++;
    pending.set(request, new Set(['conexão', 'handler']));
    reply.raw.once('close', () => partDone(request, 'conexão'));
  });
  app.addHook('onSend', async (request, reply) => {
    // A kept-alive connection would hold the server open until its idle timeout: answers given while
    // closing end their connection.
    if (closing) reply.header('connection', 'close');
    partDone(request, 'handler');
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  return {
    waitOnClose() {
      app.addHook('onClose', async () => {
        // This hook runs before Fastify's own closing of the server: stop taking connections first.
        if (app.server.listening) app.server.close();
        if (inFlight > 0) await new Promise<void>((resolve) => (settled = resolve));
        app.server.closeIdleConnections();
      });
    },
  };
}

/** The API as a Fastify instance (not listening). Call `await app.ready()` or `app.listen()`. */
export function buildApp({ db, config, logger, logStream, jira }: BuildAppOptions): FastifyInstance {
  const tokens = new TokenService({
    secret: config.jwtSecret,
    issuer: config.jwtIssuer,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
  });

  const app = Fastify({
    // pino 10 logger typed as Fastify's base logger interface (Fastify bundles pino 9 types).
    loggerInstance: (logger ?? createLogger({ level: config.logLevel, stream: logStream })) as FastifyBaseLogger,
    // Hops or proxy addresses, never every hop (config.ts, proxyTrust).
    trustProxy: proxyTrust(config.trustProxy),
    // A selection of every project of the company travels in one path segment (spec paths such as
    // /relatorio/capacidade-projeto/:inicio/:fim/:projetos): the router's default 100 characters
    // answered 404 past ~16 projects. Node's 16 KiB header limit bounds the whole request line.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAM_LENGTH },
    // Bodies without array coercion, params and query with it (http/input.ts).
    // Answer serializers shared by identical schemas across the apps of one process (http/serializers.ts).
    schemaController: { compilersFactory: { buildValidator: buildValidator(), buildSerializer: buildSerializer() } },
    // The framework's own refusals (a path that does not decode, a request the parser cannot read)
    // answer in the API's shape with its headers (http/framework-errors.ts).
    frameworkErrors: frameworkErrorHandler(config.corsOrigins),
    clientErrorHandler,
  });

  const requestsInFlight = trackRequestsInFlight(app);
  app.decorate('db', db.db);
  app.decorate('database', db);
  app.decorate('draining', false);
  app.decorate('config', config);
  app.decorate('tokens', tokens);
  app.decorate('passwords', new PasswordHasher(config.argon2));
  app.decorate(
    'jiraSync',
    new JiraSync({
      ...jira,
      database: db,
      logger: app.log.child({ modulo: 'jira' }),
      // Issue 38 §3: every successful sync asks for the forecast's alerts to be re-evaluated (in the background).
      aoConcluir: jira?.aoConcluir ?? (() => reavaliarAlertas(app, 'sincronizacao')),
    }),
  );
  app.addHook('onClose', () => app.jiraSync.stop());
  const mailer = new Mailer(db.db, config.mail, app.log);
  app.decorate('mailer', mailer);
  app.decorate('registrarEventoDeSeguranca', (evento, autor) => registrarEvento(db.db, evento, autor));
  // SMTP: messages whose send failed are retried from the outbox while the app runs.
  app.addHook('onReady', async () => mailer.startRetries());
  app.addHook('onClose', async () => {
    await mailer.stopRetries();
    await mailer.idle();
    mailer.close();
  });

  // Forecast alerts (issue 38 §3): evaluated in the background after the actions that ask for it; on
  // close the running pass ends before the mailer closes (Fastify runs onClose hooks in reverse).
  const avaliador = new AvaliadorDeAlertas(db, contextoDeAlertas(app));
  app.decorate('avaliadorDeAlertas', avaliador);
  app.addHook('onReady', async () => avaliador.iniciar());
  app.addHook('onClose', async () => avaliador.parar());

  // Cost scenarios (issue 39 §3): the base of the latest scenarios read and its before side computed in
  // the background when the app is ready and after a write request (a write to the base bumps its version).
  if (config.aquecerCenarios && !ehPglite(db.db)) {
    const aquecedor = new AquecedorDeCenarios(db.db, app.log.child({ modulo: 'cenarios' }));
    app.decorate('aquecedorDeCenarios', aquecedor);
    app.addHook('onReady', async () => aquecedor.iniciar());
    app.addHook('onClose', async () => aquecedor.parar());
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && reply.statusCode < 400) aquecedor.pedir();
    });
  }

  // Audit trail retention: a daily purge of the entries older than AUDITORIA_RETENCAO_ANOS.
  const retencao = new RetencaoDaTrilha(db.db, { anos: config.auditoriaRetencaoAnos }, app.log.child({ modulo: 'auditoria' }));
  app.decorate('retencaoAuditoria', retencao);
  app.addHook('onReady', async () => retencao.iniciar());
  app.addHook('onClose', () => retencao.parar());
  const indexador = new IndexadorDaTrilha(db.db, {}, app.log.child({ modulo: 'auditoria' }));
  app.decorate('indexadorAuditoria', indexador);
  app.addHook('onReady', async () => indexador.iniciar());
  app.addHook('onClose', () => indexador.parar());

  registerSharedSchemas(app);
  installContextoRequisicao(app);
  app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: ['content-disposition', 'retry-after', 'x-total-count', 'x-total-excede'],
    maxAge: 600,
  });

  // The guard answers 401/403 from its onRequest hook: it is installed once CORS's own onRequest hook
  // is in (when that plugin has loaded), so those answers carry the CORS headers like any other
  // (without them the browser reports a network error and the client never sees the 401).
  // Per address before the session is read; per user once the guard has read it (http/rate-limit.ts).
  const rateLimits = installRateLimits(app, config.rateLimits, {
    docsPrefix: DOCS_PREFIX,
    userOfToken: async (header) => {
      const token = bearerToken(header);
      return token ? tokens.verifyAccess(token).then((claims) => claims.userId, () => undefined) : undefined;
    },
  });
  app.after(() => {
    app.decorate('routeRegistry', installGuard(app, { docsPrefix: DOCS_PREFIX, session: (header) => sessionOfAuthorization(db.db, tokens, header) }));
    rateLimits.afterGuard();
  });
  installErrorHandling(app, collectAllowedMethods(app));
  installInputChecks(app);
  installBodyRules(app);
  installMetrics(app, config.metricsToken);

  // A POST/PUT/PATCH without a body validates as an empty object (field errors instead of a type error).
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && ['POST', 'PUT', 'PATCH'].includes(request.method)) request.body = {};
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', SECURITY_HEADERS['x-content-type-options']);
    reply.header('referrer-policy', SECURITY_HEADERS['referrer-policy']);
    // Answers carry sessions, tokens, salaries and CPFs: no browser or proxy cache keeps them. Every
    // answer of the API (authenticated or not, errors included), except the /docs pages and assets.
    if (!request.url.startsWith(`${DOCS_PREFIX}/`) && request.url !== DOCS_PREFIX) reply.header('cache-control', SECURITY_HEADERS['cache-control']);
    // Over HTTPS (the connection, or X-Forwarded-Proto from a proxy trusted by TRUST_PROXY): browsers
    // keep to HTTPS for a year. Never over plain HTTP, where the header would be meaningless.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });

  app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'API Financeiro',
        description:
          'API da aplicação de finanças e custos de projetos. Rotas protegidas exigem ' +
          "'Authorization: Bearer <token>'; o acesso a cada seção vem dos papéis do usuário.",
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: [
        { name: 'Autenticação', description: 'Login, renovação e encerramento de sessão' },
        { name: 'Usuário', description: 'Perfil do usuário autenticado' },
        { name: 'Administração', description: 'Usuários, seções concedidas e caixa de saída de e-mails' },
        { name: 'Sistema', description: 'Saúde do serviço' },
        { name: 'Cadastros', description: 'Colaboradores, benefícios, departamentos, filiais, funções, impostos e regimes' },
        { name: 'Fechamentos', description: 'Fechamentos da folha: cadastro, cálculo (custo-hora) e resultados por colaborador' },
        { name: 'Dashboard', description: 'Médias de custo-hora e custos por departamento dos fechamentos' },
        { name: 'Importações', description: 'Importação em massa de colaboradores e benefícios de colaboradores' },
        { name: 'Jira', description: 'Sincronização com o Jira Cloud e o Tempo (administração)' },
        { name: 'Planejamento', description: 'Planejamento financeiro por projeto: meses, funções, custos indiretos, previsto x real' },
        { name: 'Projetos', description: 'Projetos do Jira/Tempo: lista, resultados, comparação e realizado por mês' },
        { name: 'Margem de projetos', description: 'Cálculo de margem, relatórios de margem e simulações' },
        { name: 'Custos de projetos', description: 'Custos extras (indiretos) de projetos e cotações de moedas' },
        { name: 'Clientes', description: 'Clientes e sua associação aos projetos' },
        { name: 'Relatórios DP', description: 'Relatórios da folha a partir dos resultados gravados dos fechamentos' },
        { name: 'Simulações de times', description: 'Squads: catálogo de custos por função, times e sprints' },
        { name: 'Assistente Vee', description: 'Chat com a assistente Vee (ferramentas somente leitura com o token do usuário)' },
        { name: 'Simulações', description: 'Simulações de custo de colaboradores (motor do fechamento), por usuário' },
      ],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
  });
  app.register(swaggerUi, { routePrefix: DOCS_PREFIX });

  app.register(healthRoutes);
  app.register(authRoutes);
  app.register(usuarioRoutes);
  app.register(passwordRoutes);
  app.register(registrationRoutes);
  app.register(adminRoutes);
  app.register(auditoriaRoutes);
  app.register(estruturaRoutes);
  app.register(beneficiosRoutes);
  app.register(impostosRoutes);
  app.register(colaboradoresRoutes);
  app.register(fechamentosRoutes);
  app.register(importacoesRoutes);
  app.register(jiraSyncRoutes);
  app.register(planejamentoRoutes);
  app.register(projetosRoutes);
  app.register(margensRoutes);
  app.register(custosProjetoRoutes);
  app.register(clientesRoutes);
  app.register(relatoriosDpRoutes);
  app.register(capacidadeRoutes);
  app.register(projecaoRoutes);
  app.register(alertasRoutes);
  app.register(squadsRoutes);
  app.register(relatoriosDeliveryRoutes);
  app.register(veeRoutes);
  app.register(simulacoesRoutes);
  app.register(cenariosRoutes);

  requestsInFlight.waitOnClose();
  return app;
}
