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
  'cpf',
  'salario',
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
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.stream,
  );
}
