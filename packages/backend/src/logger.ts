import { pino, type DestinationStream, type Logger } from 'pino';

/** Keys whose values never reach the logs, wherever they appear (up to three levels deep). */
export const SENSITIVE_KEYS = [
  'authorization',
  'refresh_token',
  'refreshToken',
  'x-access-token',
  'access_token',
  'accessToken',
  'token',
  'cookie',
  'set-cookie',
  'senha',
  'password',
  'novaSenha',
  'confirma',
  'password_hash',
  'passwordHash',
  'jwtSecret',
  'senhaAtual',
  'form',
  'link',
  'flow',
  'apiKey',
  'x-api-key',
  'smtpUrl',
  'cpf',
  'salario',
  'params',
] as const;

function accessor(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`;
}

export function redactPaths(): string[] {
  const paths: string[] = [];
  for (const key of SENSITIVE_KEYS) {
    const access = accessor(key);
    paths.push(access.startsWith('.') ? access.slice(1) : access);
    paths.push(`*${access}`);
    paths.push(`*.*${access}`);
  }
  return paths;
}

export const REDACTED = '[REDACTED]';

/** Values that must never reach a log line even inside free text (error messages, stacks). */
const TEXT_SECRETS: Array<[RegExp, string]> = [
  [/eyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[JWT]'],
  [/(\/(?:recover|register|cadastrar)\/)[A-Za-z0-9_-]{16,}/g, '$1…'],
  [/\bBearer\s+\S+/gi, 'Bearer [REDACTED]'],
  [/\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g, '[CPF]'],
  [/(?<![\d.,])\d{11}(?![\d])/g, '[CPF]'],
];

export function scrubText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of TEXT_SECRETS) result = result.replace(pattern, replacement);
  return result;
}

/** Fields of a PostgreSQL driver error (pg, PGlite) that name things, never values. */
const DB_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

function isDbError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && ('severity' in error || 'routine' in error);
}

/**
 * A driver error's message with every quoted literal that is not one of its own identifiers
 * (constraint, table, column, type) replaced: 'invalid input syntax for type integer: "abc"' keeps
 * no value, 'violates check constraint "x"' keeps the constraint.
 */
function dbMessage(error: Record<string, unknown>): string {
  const names = new Set(DB_ERROR_FIELDS.map((key) => error[key]).filter((value): value is string => typeof value === 'string'));
  return scrubText(String(error.message ?? '')).replace(/"([^"]*)"/g, (whole, inner: string) => (names.has(inner) ? whole : '"…"'));
}

/**
 * The `err` serializer: type, message, stack frames and, for database errors, SQLSTATE code,
 * constraint, table and column — never the query's parameters (Drizzle's DrizzleQueryError puts
 * the query text and its parameters in its message; the driver error's `detail` repeats the row).
 * Causes are followed three levels down.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { type: typeof error, message: scrubText(String(error)) };
  const source = error as Record<string, unknown>;
  const type = (error as Error).constructor?.name || String(source.name ?? 'Error');
  const database = isDbError(source);
  // Drizzle's DrizzleQueryError (and PGlite's errors) carry `query` and `params`; never copied.
  const queryError = typeof source.query === 'string' && 'params' in source;
  const message = database ? dbMessage(source) : queryError ? 'Failed query (texto e parâmetros omitidos)' : scrubText(String(source.message ?? ''));
  const out: Record<string, unknown> = { type, message };
  if (database) {
    for (const key of DB_ERROR_FIELDS) if (typeof source[key] === 'string') out[key] = source[key];
  } else {
    if (typeof source.code === 'string') out.code = source.code;
    if (typeof source.statusCode === 'number') out.statusCode = source.statusCode;
  }
  if (typeof source.stack === 'string') {
    const frames = source.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames.map(scrubText)].join('\n');
  }
  if (source.cause !== undefined && depth < 3) out.cause = serializeError(source.cause, depth + 1);
  return out;
}

export interface LoggerOptions {
  level?: string;
  /** Defaults to stdout; tests pass a stream to capture the lines. */
  stream?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'financeiro-api' },
      redact: { paths: redactPaths(), censor: REDACTED },
      serializers: { err: serializeError, error: serializeError },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.stream,
  );
}
