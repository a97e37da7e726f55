/**
 * The state of a sync run: its stages, the cursor stored in sync_execucao.cursor after every committed
 * page, the counts, the messages and errors, and the first cursor of a run (new or resumed).
 */
import type { JiraConfig } from '../../../config';

export const SYNC_MESSAGES = {
  emAndamento: 'Já existe uma sincronização em andamento.',
  naoConfigurado: 'Integração com o Jira não configurada.',
  interrompida: 'Execução interrompida antes do fim (processo encerrado).',
} as const;

export type TipoSync = 'completa' | 'incremental';
export type OrigemSync = 'agendada' | 'manual' | 'partida';
export const ETAPAS = ['categorias', 'projetos', 'issues', 'worklogs', 'planos', 'agendas', 'vinculos'] as const;
export type Etapa = (typeof ETAPAS)[number];

/** Where a run is (stored in sync_execucao.cursor after every committed page). */
export interface SyncCursor {
  etapa: Etapa;
  tipo: TipoSync;
  /** Database time the (first attempt of the) run started: full-run deletions compare with it. */
  marcador: string;
  /** Worklog window [de, ate]; plans and schedules [de, ateFuturo] (yyyy-MM-dd). */
  de: string;
  ate: string;
  ateFuturo: string;
  /** Incremental runs: changes since (ISO instant). */
  desde?: string;
  projetosStartAt?: number;
  /** Full runs: issues of the projects with id > issuesApos are still to read. */
  issuesApos?: number;
  nextPageToken?: string;
  offset?: number;
  planosVistos?: number[];
  /** Worklogs Tempo listed in this complete run (0 at the end: no deletion, see below). */
  worklogsLidos?: number;
  agendaApos?: string;
  retomadaDe?: number;
  /** How many times this run has been resumed. */
  retomadas?: number;
}

/** A failed run is resumed at most this many times in a row (then a fresh complete run starts). */
export const MAX_RETOMADAS = 5;

/** Incremental runs read changes since the last successful start minus this margin. */
const INCREMENTAL_MARGIN_MS = 10 * 60 * 1000;

export type Contagens = Record<string, number>;

/** A run being executed: its id, its cursor (moved page by page) and its counts. */
export interface RunState {
  id: number;
  cursor: SyncCursor;
  counts: Contagens;
}

/** Adds to a count (a zero still shows the count in the run's record). */
export function count(run: RunState, key: string, amount: number): void {
  if (amount) run.counts[key] = (run.counts[key] ?? 0) + amount;
  else run.counts[key] ??= 0;
}

export class SyncBusyError extends Error {
  constructor() {
    super(SYNC_MESSAGES.emAndamento);
  }
}

export class SyncNotConfiguredError extends Error {
  constructor() {
    super(SYNC_MESSAGES.naoConfigurado);
  }
}

const spDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
/** yyyy-MM-dd of an instant in America/Sao_Paulo. */
export const saoPauloDate = (instant: Date) => spDate.format(instant);

/** yyyy-MM-dd moved by whole months (day clamped to the month's length) and days. */
export function shiftDate(isoDate: string, months: number, days = 0): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay) + days);
  return target.toISOString().slice(0, 10);
}

/**
 * Resume a failed run unless it keeps failing at the same point or is too old (Jira's nextPageToken
 * lasts 7 days; the window has moved on). Answers the resumed cursor, or null.
 */
export function resumedCursor(
  config: JiraConfig,
  startedAt: Date,
  last: { id: number; status: string; cursor: unknown } | undefined,
  tipo: TipoSync | undefined,
): SyncCursor | null {
  const failed = last && last.status === 'falha' ? (last.cursor as SyncCursor | null) : null;
  const resumable =
    failed &&
    !tipo &&
    (failed.retomadas ?? 0) < MAX_RETOMADAS &&
    startedAt.getTime() - new Date(failed.marcador).getTime() < config.fullSyncHours * 3_600_000;
  return resumable ? { ...failed, retomadaDe: last!.id, retomadas: (failed.retomadas ?? 0) + 1 } : null;
}

/** The cursor of a new run started at `startedAt` (database time). */
export function newCursor(
  config: JiraConfig,
  startedAt: Date,
  previous: { lastOk?: { iniciadoEm: Date | string }; lastFull?: { iniciadoEm: Date | string } },
  tipoPedido: TipoSync | undefined,
): SyncCursor {
  const { lastOk, lastFull } = previous;
  const fullDue = !lastFull || startedAt.getTime() - new Date(lastFull.iniciadoEm).getTime() >= config.fullSyncHours * 3_600_000;
  // Incremental needs a previous success to start from; without one the run is complete.
  const tipo: TipoSync = !lastOk ? 'completa' : (tipoPedido ?? (fullDue ? 'completa' : 'incremental'));
  const hoje = saoPauloDate(startedAt);
  return {
    etapa: 'categorias',
    tipo,
    marcador: startedAt.toISOString(),
    de: shiftDate(shiftDate(hoje, -config.historyMonths), 0, 1 - Number(hoje.slice(8, 10))),
    ate: shiftDate(hoje, 0, 31),
    ateFuturo: shiftDate(hoje, config.futureMonths),
    ...(tipo === 'incremental' && lastOk
      ? { desde: new Date(new Date(lastOk.iniciadoEm).getTime() - INCREMENTAL_MARGIN_MS).toISOString() }
      : {}),
  };
}
