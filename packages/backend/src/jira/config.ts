/**
 * Jira Cloud + Tempo connector settings (environment). Without JIRA_BASE_URL, JIRA_EMAIL,
 * JIRA_API_TOKEN and TEMPO_API_TOKEN the connector is off: nothing syncs and the demo seed's
 * tables are what the screens read.
 */

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

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`Configuração inválida: ${name} deve ser um número inteiro >= ${min} (recebido '${raw}').`);
  }
  return value;
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
 * Reads the JIRA_* / TEMPO_* variables. Returns undefined when the connector is not configured
 * (none of the four credentials set); throws when only some of them are set.
 */
export function loadJiraConfig(env: NodeJS.ProcessEnv = process.env): JiraConfig | undefined {
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
    intervalMinutes: int(env, 'JIRA_SYNC_INTERVAL_MINUTES', JIRA_DEFAULTS.intervalMinutes, 0),
    fullSyncHours: int(env, 'JIRA_FULL_SYNC_HOURS', JIRA_DEFAULTS.fullSyncHours, 1),
    historyMonths: int(env, 'JIRA_SYNC_HISTORY_MONTHS', JIRA_DEFAULTS.historyMonths, 1),
    futureMonths: int(env, 'JIRA_SYNC_FUTURE_MONTHS', JIRA_DEFAULTS.futureMonths, 0),
    absenceProjectKey: env.JIRA_ABSENCE_PROJECT_KEY?.trim() || undefined,
    requestTimeoutMs: int(env, 'JIRA_REQUEST_TIMEOUT_SECONDS', JIRA_DEFAULTS.requestTimeoutMs / 1000, 1) * 1000,
    tempoRequestsPerSecond: JIRA_DEFAULTS.tempoRequestsPerSecond,
    retryDelaysMs: [...JIRA_DEFAULTS.retryDelaysMs],
  };
}
