import path from 'node:path';
import { REPO_ROOT } from './paths';

export { REPO_ROOT };

export const DEFAULT_PGLITE_DIR = path.join(REPO_ROOT, '.data', 'pglite');

/** The shell (3000) and the seven remotes (3001..3007). */
export const DEFAULT_CORS_ORIGINS = Array.from({ length: 8 }, (_, i) => `http://localhost:${3000 + i}`);

export interface Argon2Params {
  /** KiB */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP minimum for argon2id: m=19 MiB, t=2, p=1. */
export const DEFAULT_ARGON2: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Failed password checks (src/modules/contas/service/login-limits.ts): a growing delay, never a lock. */
export interface LoginLimits {
  /** Failures of one account (login name and e-mail together) in the window that cost no wait. */
  freeFailuresPerAccount: number;
  /** Failures from one client address in the window that cost no wait. */
  freeFailuresPerIp: number;
  /** Cap of the wait 2^(n - free) seconds. */
  maxDelaySeconds: number;
  /** Failures older than this no longer count. */
  windowSeconds: number;
  /**
   * Failures of one account from every client in the window after which a client the account does not
   * know (no device token of it, no address it signed in from) gets at most one password check per
   * `accountGuardIntervalSeconds` for that account: a guesser rotating addresses stops costing an
   * argon2 check per guess.
   */
  accountGuardFailures: number;
  accountGuardIntervalSeconds: number;
}

/** Request limits (src/http/rate-limit.ts); 0 turns a limit off. */
export interface RateLimitConfig {
  /** RATE_LIMIT_WINDOW_SECONDS: the window every count below is kept in. */
  windowSeconds: number;
  /** RATE_LIMIT_PER_ADDRESS: requests per window from one client address (all users behind it). */
  perAddress: number;
  /** RATE_LIMIT_PER_USER: requests per window of one signed-in user. */
  perUser: number;
  /** RATE_LIMIT_REPORTS_PER_USER: report and export requests per window of one user. */
  reportsPerUser: number;
  /** REPORT_CONCURRENCY_PER_USER: report requests of one user running at once in one instance. */
  reportConcurrencyPerUser: number;
  /** REPORT_QUEUE_WAIT_MS: how long one more report request waits for a slot before answering 429. */
  reportQueueWaitMs: number;
  /** RATE_LIMIT_FLUSH_MS: PostgreSQL store: hits counted locally are written together at most this often (0 = each hit is written before it is answered). */
  flushMs: number;
  /** REDIS_URL: counts in Redis instead of PostgreSQL. */
  redisUrl?: string;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  windowSeconds: 60,
  perAddress: 3000,
  perUser: 600,
  reportsPerUser: 60,
  reportConcurrencyPerUser: 2,
  reportQueueWaitMs: 2000,
  flushMs: 250,
};

export interface DemoPasswords {
  admin: string;
  financeiro: string;
  rh: string;
}

/** Settings buildApp needs (no I/O settings such as port or database location). */
export interface AppConfig {
  /** HS256 key material; at least 32 characters. */
  jwtSecret: string;
  jwtIssuer: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * A refresh token presented again this soon after its first use (two tabs refreshing at once)
   * gets a pair of the same family instead of revoking it; later reuse still revokes the family.
   */
  refreshReuseGraceSeconds: number;
  corsOrigins: string[];
  /**
   * Audit trail retention (AUDITORIA_RETENCAO_ANOS, default 5): once a day the API removes the entries
   * older than that many years through expurgar_auditoria, the only delete path of the trail.
   */
  auditoriaRetencaoAnos: number;
  /**
   * Cost scenarios read their base and compute its before side in the background when the app is ready
   * and after write requests (CENARIOS_AQUECER, on by default in the server; off in tests unless asked;
   * PostgreSQL only): modules/cenarios/service/aquecimento.ts.
   */
  aquecerCenarios: boolean;
  /** Fastify `trustProxy`: false (default), a hop count or a list of proxy addresses/CIDRs (`true` means one hop: proxyTrust). */
  trustProxy: boolean | number | string;
  argon2: Argon2Params;
  loginLimits: LoginLimits;
  rateLimits: RateLimitConfig;
  logLevel: string;
  /** Exchange-rate service (GET /cotacao). */
  cotacao: CotacaoConfig;
  /** Public address of the shell: base of every link sent by e-mail (never the Host header). */
  appUrl: string;
  /** METRICS_TOKEN: bearer token for /metrics; without it only loopback addresses may read them. */
  metricsToken?: string;
  mail: MailConfig;
  passwordReset: PasswordResetConfig;
  registration: RegistrationConfig;
  /** Google sign-in (OpenID Connect); absent when GOOGLE_CLIENT_ID is not set. */
  google?: GoogleConfig;
  /** The assistant Vee (src/vee): language model gateway, limits. */
  vee: VeeConfig;
  /** JIRA_ABSENCE_PROJECT_KEY: the project whose Tempo plans are vacations (capacity reports); default the demo's. */
  chaveProjetoAusencias: string;
}

/** Key of the demo seed's absence project, and the default of JIRA_ABSENCE_PROJECT_KEY. */
export const DEFAULT_CHAVE_PROJETO_AUSENCIAS = 'AUSENCIA';

/** An OpenAI-compatible chat-completions endpoint (POST <baseUrl>/chat/completions). */
export interface VeeLlmConfig {
  baseUrl: string;
  model: string;
  /** Sent as 'Authorization: Bearer <apiKey>' when set; never logged. */
  apiKey?: string;
}

export interface VeeConfig {
  /** Absent: no model configured (catalogue prompts are answered from the data, nothing else). */
  llm?: VeeLlmConfig;
  /** Time limit of one request to the model. */
  llmTimeoutMs: number;
  /** Time limit of one whole answer (model rounds + tools), below the screen's 5 minutes. */
  answerTimeoutMs: number;
  /** Model rounds with tool calls per answer. */
  maxToolRounds: number;
  /** Messages per user in the window (429 above it). */
  rateLimit: { max: number; windowSeconds: number };
}

export const DEFAULT_VEE: VeeConfig = {
  llmTimeoutMs: 60_000,
  answerTimeoutMs: 240_000,
  maxToolRounds: 5,
  rateLimit: { max: 20, windowSeconds: 60 },
};

export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://...; unset = embedded outbox (table mail_outbox). */
  smtpUrl?: string;
  from: string;
  /** Print the links of outbox messages in the log (MAIL_LOG_LINKS; off unless `pnpm dev` turns it on). */
  logLinks: boolean;
  /**
   * SMTP only: how often the outbox is scanned for messages due again, and the first back-off after a
   * failed send (doubling per attempt up to an hour). MAIL_RETRY_INTERVAL_SECONDS.
   */
  retryIntervalSeconds: number;
}

export interface PasswordResetConfig {
  ttlSeconds: number;
  maxPerAccount: number;
  maxPerIp: number;
  windowSeconds: number;
}

export interface RegistrationConfig {
  /** How long a confirmed request waits for an administrator's decision. */
  ttlSeconds: number;
  /** How long the link that proves the requester owns the e-mail stays valid (single use). */
  confirmTtlSeconds: number;
  /** Confirmation messages per address per window (over it nothing is sent; same reply). */
  maxPerEmail: number;
  maxPerIp: number;
  windowSeconds: number;
}

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The callback registered with Google: the shell's /login/google page. */
  redirectUri: string;
  /** Accept plain-http issuers (local test provider only). */
  allowInsecure?: boolean;
}

/** The public last-quote service read by GET /cotacao (USD-BRL and EUR-BRL, field `bid`). */
export interface CotacaoConfig {
  url: string;
  /** How long a quote read from the service is served without asking again. */
  cacheSeconds: number;
  /** Time limit of one request to the service. */
  timeoutMs: number;
}

export const DEFAULT_COTACAO: CotacaoConfig = {
  url: 'https://economia.awesomeapi.com.br/json/last/USD-BRL,EUR-BRL',
  cacheSeconds: 300,
  timeoutMs: 3000,
};

export interface JiraConfig {
  /** https://<site>.atlassian.net (no trailing slash). */
  baseUrl: string;
  email: string;
  apiToken: string;
  /** https://api.tempo.io/4 (no trailing slash). */
  tempoUrl: string;
  tempoToken: string;
  /** Incremental sync period; 0 turns the scheduler off (manual runs only). */
  intervalMinutes: number;
  /** A complete run (full window re-read, deletions) when the last one is older than this. */
  fullSyncHours: number;
  /** Months of history a complete run reads (worklogs, plans, schedules). */
  historyMonths: number;
  /** Months ahead read for plans and schedules. */
  futureMonths: number;
  /** Jira key of the project whose Tempo plans are absences (vacations) in the capacity reports. */
  absenceProjectKey?: string;
  /** Per-request timeout. */
  requestTimeoutMs: number;
  /** Tempo's limit: requests per second. */
  tempoRequestsPerSecond: number;
  /** Waits before the 1st, 2nd and 3rd retry of a 5xx / network failure. */
  retryDelaysMs: number[];
}

export const DEFAULT_TEMPO_URL = 'https://api.tempo.io/4';

export const JIRA_DEFAULTS = {
  intervalMinutes: 30,
  fullSyncHours: 24,
  historyMonths: 24,
  futureMonths: 12,
  requestTimeoutMs: 30_000,
  tempoRequestsPerSecond: 5,
  retryDelaysMs: [5_000, 10_000, 15_000],
} as const;

/** Settings of the process (main.ts). */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  pgliteDir: string;
  statementTimeoutMs: number;
  connectTimeoutMs: number;
  /**
   * JWT_SECRET as given. Required, except in development (NODE_ENV=development, which `pnpm dev`
   * sets): there a generated secret is kept in app_settings.
   */
  jwtSecret?: string;
  /** NODE_ENV=production: no demo unless DEMO_SEED=true, APP_URL and JWT_SECRET required, no mail links in logs. */
  production: boolean;
  seedDemo: boolean;
  demoPasswords: DemoPasswords;
  /** FIRST_ADMIN_EMAIL / FIRST_ADMIN_PASSWORD: the administrator created on an empty user table. */
  firstAdmin?: { email: string; password: string; name?: string };
  /** SIGTERM: how long requests in flight and a running Jira sync may take before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  app: Omit<AppConfig, 'jwtSecret'>;
  /** Jira Cloud + Tempo connector (the JIRA_* and TEMPO_* variables); undefined when not configured. */
  jira?: JiraConfig;
}

export const DEFAULT_DEMO_PASSWORDS: DemoPasswords = {
  admin: 'admin123',
  financeiro: 'financeiro123',
  rh: 'rh123456',
};

export function defaultAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    jwtSecret: '',
    jwtIssuer: 'financeiro-backend',
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 7 * 24 * 60 * 60,
    refreshReuseGraceSeconds: 10,
    corsOrigins: DEFAULT_CORS_ORIGINS,
    trustProxy: false,
    argon2: DEFAULT_ARGON2,
    loginLimits: {
      freeFailuresPerAccount: 5,
      freeFailuresPerIp: 20,
      maxDelaySeconds: 300,
      windowSeconds: 3600,
      accountGuardFailures: 20,
      accountGuardIntervalSeconds: 1,
    },
    rateLimits: DEFAULT_RATE_LIMITS,
    logLevel: 'info',
    cotacao: DEFAULT_COTACAO,
    appUrl: 'http://localhost:3000',
    mail: { from: 'Financeiro <nao-responda@localhost>', logLinks: false, retryIntervalSeconds: 60 },
    auditoriaRetencaoAnos: 5,
    aquecerCenarios: false,
    passwordReset: { ttlSeconds: 30 * 60, maxPerAccount: 3, maxPerIp: 30, windowSeconds: 3600 },
    registration: { ttlSeconds: 7 * 24 * 3600, confirmTtlSeconds: 24 * 3600, maxPerEmail: 3, maxPerIp: 10, windowSeconds: 3600 },
    vee: DEFAULT_VEE,
    chaveProjetoAusencias: DEFAULT_CHAVE_PROJETO_AUSENCIAS,
    ...overrides,
  };
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`Configuração inválida: ${name} deve ser um número inteiro >= ${min} (recebido '${raw}').`);
  }
  return value;
}

function boolFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'sim', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'nao', 'não', 'off'].includes(raw)) return false;
  throw new Error(`Configuração inválida: ${name} deve ser true ou false (recebido '${raw}').`);
}

/**
 * TRUST_PROXY: 'false' | 'true' (one proxy) | hop count | comma-separated proxy addresses/CIDRs. Never
 * "trust every hop": Fastify would take the leftmost X-Forwarded-For entry, which the client writes
 * (rotating it defeated the login limit). The client address is the one the last trusted proxy saw.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string {
  const value = raw?.trim();
  if (!value || value.toLowerCase() === 'false' || value === '0') return false;
  if (value.toLowerCase() === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .join(',');
}

/** The `trustProxy` Fastify gets: `true` (trust every hop, the client's own header included) becomes one hop. */
export function proxyTrust(value: boolean | number | string): false | number | string {
  return value === true ? 1 : value;
}

export function parseCorsOrigins(raw: string | undefined): string[] {
  if (!raw?.trim()) return DEFAULT_CORS_ORIGINS;
  return raw
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

export const MIN_JWT_SECRET_LENGTH = 32;

/** A statement running longer is cancelled by PostgreSQL (the request answers 503); 0 turns it off. */
export const DEFAULT_DB_STATEMENT_TIMEOUT_MS = 15_000;
/** Longest wait for a pool connection (a free one, or a new one to the server) before the request answers 503. */
export const DEFAULT_DB_CONNECT_TIMEOUT_MS = 10_000;

export interface DatabaseConfig {
  databaseUrl?: string;
  pgliteDir: string;
  /** PostgreSQL only (PGlite has no statement timeout). */
  statementTimeoutMs: number;
  /** PostgreSQL only. */
  connectTimeoutMs: number;
}

/** Where the data lives: DATABASE_URL, else the embedded PGlite of PGLITE_DIR. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    pgliteDir: env.PGLITE_DIR?.trim() ? path.resolve(env.PGLITE_DIR.trim()) : DEFAULT_PGLITE_DIR,
    statementTimeoutMs: intFromEnv(env, 'DB_STATEMENT_TIMEOUT_MS', DEFAULT_DB_STATEMENT_TIMEOUT_MS, 0),
    connectTimeoutMs: intFromEnv(env, 'DB_CONNECT_TIMEOUT_MS', DEFAULT_DB_CONNECT_TIMEOUT_MS, 1),
  };
}

function firstAdminFromEnv(env: NodeJS.ProcessEnv): ServerConfig['firstAdmin'] {
  const email = env.FIRST_ADMIN_EMAIL?.trim();
  const password = env.FIRST_ADMIN_PASSWORD;
  if (!email && !password) return undefined;
  if (!email || !password) {
    throw new Error('Configuração inválida: FIRST_ADMIN_EMAIL e FIRST_ADMIN_PASSWORD vão juntos (defina os dois ou nenhum).');
  }
  return { email, password, name: env.FIRST_ADMIN_NAME?.trim() || undefined };
}

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const jwtSecret = env.JWT_SECRET?.trim() || undefined;
  if (jwtSecret && jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`Configuração inválida: JWT_SECRET deve ter pelo menos ${MIN_JWT_SECRET_LENGTH} caracteres.`);
  }
  const defaults = defaultAppConfig();
  const production = env.NODE_ENV === 'production';
  const missing = production ? ['APP_URL', 'JWT_SECRET'].filter((name) => !env[name]?.trim()) : [];
  if (missing.length > 0) {
    throw new Error(
      `Configuração inválida: em produção (NODE_ENV=production) defina ${missing.join(' e ')}. ` +
        'APP_URL é o endereço público da shell (base dos links enviados por e-mail); JWT_SECRET, pelo menos 32 caracteres ' +
        "aleatórios (por exemplo, a saída de 'openssl rand -base64 48'), o mesmo em todos os processos da API.",
    );
  }
  const appUrl = (env.APP_URL?.trim() || defaults.appUrl).replace(/\/+$/, '');
  if (!/^https?:$/.test(URL.parse(appUrl)?.protocol ?? '')) {
    throw new Error(`Configuração inválida: APP_URL deve ser um endereço http(s) completo (recebido '${appUrl}').`);
  }
  const logLinks = boolFromEnv(env, 'MAIL_LOG_LINKS', false);
  if (production && logLinks) {
    throw new Error('Configuração inválida: MAIL_LOG_LINKS não pode ser ligado em produção (os links de recuperação de senha dão acesso às contas).');
  }
  const config: ServerConfig = {
    port: intFromEnv(env, 'PORT', 3333, 0),
    host: env.HOST?.trim() || '::',
    ...loadDatabaseConfig(env),
    jwtSecret,
    production,
    seedDemo: boolFromEnv(env, 'DEMO_SEED', !production),
    firstAdmin: firstAdminFromEnv(env),
    shutdownTimeoutSeconds: intFromEnv(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25, 1),
    demoPasswords: {
      admin: env.DEMO_ADMIN_PASSWORD || DEFAULT_DEMO_PASSWORDS.admin,
      financeiro: env.DEMO_FINANCEIRO_PASSWORD || DEFAULT_DEMO_PASSWORDS.financeiro,
      rh: env.DEMO_RH_PASSWORD || DEFAULT_DEMO_PASSWORDS.rh,
    },
    app: {
      jwtIssuer: env.JWT_ISSUER?.trim() || defaults.jwtIssuer,
      accessTokenTtlSeconds: intFromEnv(env, 'ACCESS_TOKEN_TTL_SECONDS', defaults.accessTokenTtlSeconds, 1),
      refreshTokenTtlSeconds: intFromEnv(env, 'REFRESH_TOKEN_TTL_SECONDS', defaults.refreshTokenTtlSeconds, 1),
      refreshReuseGraceSeconds: intFromEnv(env, 'REFRESH_REUSE_GRACE_SECONDS', defaults.refreshReuseGraceSeconds, 0),
      // In production the shell's own origin; the remotes' standalone pages (development) are not served.
      corsOrigins: production && !env.CORS_ORIGINS?.trim() ? [new URL(appUrl).origin] : parseCorsOrigins(env.CORS_ORIGINS),
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      argon2: defaults.argon2,
      loginLimits: {
        freeFailuresPerAccount: intFromEnv(env, 'LOGIN_FREE_FAILURES_PER_ACCOUNT', defaults.loginLimits.freeFailuresPerAccount, 1),
        freeFailuresPerIp: intFromEnv(env, 'LOGIN_FREE_FAILURES_PER_IP', defaults.loginLimits.freeFailuresPerIp, 1),
        maxDelaySeconds: intFromEnv(env, 'LOGIN_MAX_DELAY_SECONDS', defaults.loginLimits.maxDelaySeconds, 1),
        windowSeconds: intFromEnv(env, 'LOGIN_FAILURE_WINDOW_SECONDS', defaults.loginLimits.windowSeconds, 1),
        accountGuardFailures: intFromEnv(env, 'LOGIN_ACCOUNT_GUARD_FAILURES', defaults.loginLimits.accountGuardFailures, 1),
        accountGuardIntervalSeconds: intFromEnv(env, 'LOGIN_ACCOUNT_GUARD_INTERVAL_SECONDS', defaults.loginLimits.accountGuardIntervalSeconds, 1),
      },
      rateLimits: rateLimitsFromEnv(env),
      logLevel: env.LOG_LEVEL?.trim() || defaults.logLevel,
      auditoriaRetencaoAnos: intFromEnv(env, 'AUDITORIA_RETENCAO_ANOS', defaults.auditoriaRetencaoAnos, 1),
      aquecerCenarios: boolFromEnv(env, 'CENARIOS_AQUECER', true),
      cotacao: {
        url: env.COTACAO_URL?.trim() || DEFAULT_COTACAO.url,
        cacheSeconds: intFromEnv(env, 'COTACAO_CACHE_SECONDS', DEFAULT_COTACAO.cacheSeconds, 0),
        timeoutMs: intFromEnv(env, 'COTACAO_TIMEOUT_MS', DEFAULT_COTACAO.timeoutMs, 1),
      },
      appUrl,
      metricsToken: env.METRICS_TOKEN?.trim() || undefined,
      chaveProjetoAusencias: env.JIRA_ABSENCE_PROJECT_KEY?.trim() || DEFAULT_CHAVE_PROJETO_AUSENCIAS,
      mail: {
        smtpUrl: env.MAIL_SMTP_URL?.trim() || undefined,
        from: env.MAIL_FROM?.trim() || defaults.mail.from,
        // Off by default: only `pnpm dev` (the backend's dev script) turns it on.
        logLinks,
        retryIntervalSeconds: intFromEnv(env, 'MAIL_RETRY_INTERVAL_SECONDS', defaults.mail.retryIntervalSeconds, 1),
      },
      passwordReset: {
        ...defaults.passwordReset,
        maxPerAccount: intFromEnv(env, 'PASSWORD_RESET_MAX_PER_ACCOUNT', defaults.passwordReset.maxPerAccount, 1),
        maxPerIp: intFromEnv(env, 'PASSWORD_RESET_MAX_PER_IP', defaults.passwordReset.maxPerIp, 1),
      },
      registration: {
        ...defaults.registration,
        maxPerIp: intFromEnv(env, 'REGISTRATION_MAX_PER_IP', defaults.registration.maxPerIp, 1),
        confirmTtlSeconds: intFromEnv(env, 'REGISTRATION_CONFIRM_TTL_SECONDS', defaults.registration.confirmTtlSeconds, 60),
      },
      google: googleFromEnv(env),
      vee: veeFromEnv(env),
    },
    jira: jiraFromEnv(env),
  };
  if (!jwtSecret && env.NODE_ENV !== 'development') {
    throw new Error(
      'Configuração inválida: JWT_SECRET não definido. Defina JWT_SECRET com pelo menos 32 caracteres aleatórios ' +
        "(por exemplo, a saída de 'openssl rand -base64 48'), o mesmo em todos os processos da API. Só o 'pnpm dev' " +
        '(NODE_ENV=development) gera e guarda um segredo de desenvolvimento; o `pnpm start` da raiz gera um em .data/.',
    );
  }
  return config;
}

/** RATE_LIMIT_* / REPORT_* / REDIS_URL (src/http/rate-limit.ts). */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimitConfig {
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new Error(`Configuração inválida: REDIS_URL deve começar com redis:// ou rediss://.`);
  }
  return {
    windowSeconds: intFromEnv(env, 'RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMITS.windowSeconds, 1),
    perAddress: intFromEnv(env, 'RATE_LIMIT_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress, 0),
    perUser: intFromEnv(env, 'RATE_LIMIT_PER_USER', DEFAULT_RATE_LIMITS.perUser, 0),
    reportsPerUser: intFromEnv(env, 'RATE_LIMIT_REPORTS_PER_USER', DEFAULT_RATE_LIMITS.reportsPerUser, 0),
    reportConcurrencyPerUser: intFromEnv(env, 'REPORT_CONCURRENCY_PER_USER', DEFAULT_RATE_LIMITS.reportConcurrencyPerUser, 0),
    reportQueueWaitMs: intFromEnv(env, 'REPORT_QUEUE_WAIT_MS', DEFAULT_RATE_LIMITS.reportQueueWaitMs, 0),
    flushMs: intFromEnv(env, 'RATE_LIMIT_FLUSH_MS', DEFAULT_RATE_LIMITS.flushMs, 0),
    redisUrl,
  };
}

/** VEE_LLM_BASE_URL + VEE_LLM_MODEL (+ VEE_LLM_API_KEY) turn the language model on. */
export function veeFromEnv(env: NodeJS.ProcessEnv): VeeConfig {
  const baseUrl = env.VEE_LLM_BASE_URL?.trim().replace(/\/+$/, '');
  const model = env.VEE_LLM_MODEL?.trim();
  if (Boolean(baseUrl) !== Boolean(model)) {
    throw new Error('Configuração inválida: VEE_LLM_BASE_URL e VEE_LLM_MODEL devem ser definidas juntas.');
  }
  if (baseUrl && !/^https?:\/\//i.test(baseUrl)) {
    throw new Error(`Configuração inválida: VEE_LLM_BASE_URL deve começar com http:// ou https:// (recebido '${baseUrl}').`);
  }
  return {
    llm: baseUrl && model ? { baseUrl, model, apiKey: env.VEE_LLM_API_KEY?.trim() || undefined } : undefined,
    llmTimeoutMs: intFromEnv(env, 'VEE_LLM_TIMEOUT_MS', DEFAULT_VEE.llmTimeoutMs, 1),
    answerTimeoutMs: intFromEnv(env, 'VEE_ANSWER_TIMEOUT_MS', DEFAULT_VEE.answerTimeoutMs, 1),
    maxToolRounds: intFromEnv(env, 'VEE_MAX_TOOL_ROUNDS', DEFAULT_VEE.maxToolRounds, 1),
    rateLimit: {
      max: intFromEnv(env, 'VEE_RATE_LIMIT_MAX', DEFAULT_VEE.rateLimit.max, 1),
      windowSeconds: intFromEnv(env, 'VEE_RATE_LIMIT_WINDOW_SECONDS', DEFAULT_VEE.rateLimit.windowSeconds, 1),
    },
  };
}

function httpUrl(name: string, raw: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`Configuração inválida: ${name} deve ser uma URL http(s).`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Configuração inválida: ${name} deve ser uma URL http(s).`);
  }
  return raw.replace(/\/+$/, '');
}

/**
 * The Jira Cloud + Tempo connector (src/jira): the JIRA_* / TEMPO_* variables. Undefined when the
 * connector is not configured (none of the four credentials set: nothing syncs and the demo seed's
 * tables are what the screens read); throws when only some of them are set.
 */
export function jiraFromEnv(env: NodeJS.ProcessEnv): JiraConfig | undefined {
  const required = {
    JIRA_BASE_URL: env.JIRA_BASE_URL?.trim() ?? '',
    JIRA_EMAIL: env.JIRA_EMAIL?.trim() ?? '',
    JIRA_API_TOKEN: env.JIRA_API_TOKEN?.trim() ?? '',
    TEMPO_API_TOKEN: env.TEMPO_API_TOKEN?.trim() ?? '',
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length === 4) return undefined;
  if (missing.length > 0) {
    throw new Error(`Configuração incompleta do Jira: defina também ${missing.join(', ')}.`);
  }
  return {
    baseUrl: httpUrl('JIRA_BASE_URL', required.JIRA_BASE_URL),
    email: required.JIRA_EMAIL,
    apiToken: required.JIRA_API_TOKEN,
    tempoUrl: httpUrl('TEMPO_API_URL', env.TEMPO_API_URL?.trim() || DEFAULT_TEMPO_URL),
    tempoToken: required.TEMPO_API_TOKEN,
    intervalMinutes: intFromEnv(env, 'JIRA_SYNC_INTERVAL_MINUTES', JIRA_DEFAULTS.intervalMinutes, 0),
    fullSyncHours: intFromEnv(env, 'JIRA_FULL_SYNC_HOURS', JIRA_DEFAULTS.fullSyncHours, 1),
    historyMonths: intFromEnv(env, 'JIRA_SYNC_HISTORY_MONTHS', JIRA_DEFAULTS.historyMonths, 1),
    futureMonths: intFromEnv(env, 'JIRA_SYNC_FUTURE_MONTHS', JIRA_DEFAULTS.futureMonths, 0),
    absenceProjectKey: env.JIRA_ABSENCE_PROJECT_KEY?.trim() || undefined,
    requestTimeoutMs: intFromEnv(env, 'JIRA_REQUEST_TIMEOUT_SECONDS', JIRA_DEFAULTS.requestTimeoutMs / 1000, 1) * 1000,
    tempoRequestsPerSecond: JIRA_DEFAULTS.tempoRequestsPerSecond,
    retryDelaysMs: [...JIRA_DEFAULTS.retryDelaysMs],
  };
}

function googleFromEnv(env: NodeJS.ProcessEnv): GoogleConfig | undefined {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  if (!clientId) return undefined;
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (!clientSecret) throw new Error('Configuração inválida: GOOGLE_CLIENT_SECRET é obrigatório com GOOGLE_CLIENT_ID.');
  const appUrl = (env.APP_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
  return {
    issuer: env.GOOGLE_ISSUER?.trim() || 'https://accounts.google.com',
    clientId,
    clientSecret,
    redirectUri: env.GOOGLE_REDIRECT_URI?.trim() || `${appUrl}/login/google`,
  };
}

/** Warnings main.ts logs at start-up (a configuration that works but should not be used as is). */
export function startupWarnings(config: ServerConfig): string[] {
  const warnings: string[] = [];
  const { production } = config;
  if (production && !config.databaseUrl) {
    warnings.push('DATABASE_URL não definido em produção: o banco embutido (PGlite) atende um processo só e fica no disco desta máquina.');
  }
  if (production && config.seedDemo) {
    warnings.push('DEMO_SEED ligado em produção: um banco vazio recebe a empresa fictícia de demonstração, com usuários de senhas conhecidas.');
  }
  if (production && !config.app.mail.smtpUrl) {
    warnings.push(
      'MAIL_SMTP_URL não definido em produção: nenhum e-mail é enviado; os links de recuperação e de cadastro ficam ' +
        'só na caixa de saída dos administradores, que precisam entregá-los manualmente.',
    );
  }
  return warnings;
}
