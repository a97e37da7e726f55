/**
 * The Jira Cloud + Tempo sync (see README.md in this folder). One run goes through the stages
 *   categorias -> projetos -> issues -> worklogs -> planos -> agendas -> vinculos
 * writing each page in its own transaction together with the run's cursor, so a run that fails
 * is resumed by the next one from the last committed page. Single-flight: an in-process flag
 * plus a PostgreSQL advisory lock (two API processes never sync together).
 * This file runs the runs (lock, record, resumption, scheduling); the run's state is sync-state.ts,
 * the page loop sync-paging.ts, the stages sync-stages.ts and the statements queries.ts.
 */
import type { Database, Db } from '../../../db/client';
import { soltarTrava, tentarTrava } from '../../../db/travas';
import type { JiraConfig } from '../../../config';
import { comoSistema, contextoDaRequisicao } from '../../../http/contexto-requisicao';
import { registrarAuditoria, type NovaEntradaDeAuditoria } from '../../auditoria';
import { criarClientes, type ConnectorClients } from '../api';
import { systemClock, type Clock } from '../clock';
import { ConnectorHttpError, silentLogger, type Logger } from '../http';
import {
  failRunningRuns,
  finishRunFailed,
  finishRunOk,
  inserirExecucao,
  atualizarCursorDaExecucao,
  buscarAgoraDoBanco,
  buscarUltimaExecucao,
  buscarUltimoSucesso,
} from '../queries';
import { clip } from './sync-lookups';
import { PAGE_DEFAULTS, type PageSizes, type StageContext } from './sync-paging';
import { STAGES } from './sync-stages';
import {
  ETAPAS,
  newCursor,
  resumedCursor,
  SyncBusyError,
  SyncNotConfiguredError,
  SYNC_MESSAGES,
  type Contagens,
  type OrigemSync,
  type RunState,
  type SyncCursor,
  type TipoSync,
} from './sync-state';

export {
  ETAPAS,
  MAX_RETOMADAS,
  saoPauloDate,
  shiftDate,
  SyncBusyError,
  SyncNotConfiguredError,
  SYNC_MESSAGES,
  type Contagens,
  type Etapa,
  type OrigemSync,
  type SyncCursor,
  type TipoSync,
} from './sync-state';

/** Arbitrary constant key of the sync's advisory lock, with the schema (db/travas.ts: one sync per schema, not per database). */
export const SYNC_LOCK_KEY = 724_311_955;

export interface JiraSyncOptions {
  database: Database;
  config?: JiraConfig;
  clock?: Clock;
  fetch?: typeof fetch;
  logger?: Logger;
  /** Page sizes (tests use small ones to exercise pagination). */
  pageSizes?: Partial<PageSizes>;
  /**
   * Runs after every successful run, before it is recorded as finished (the forecast's alerts, issue
   * 38 §3): a run seen 'sucesso' has had its effects. It must not throw (a failure is its own to log).
   */
  aoConcluir?: () => Promise<void>;
}

export class JiraSync {
  readonly config?: JiraConfig;
  private readonly database: Database;
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly clients?: ConnectorClients;
  private readonly pages: PageSizes;
  private readonly aoConcluir?: () => Promise<void>;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(options: JiraSyncOptions) {
    this.database = options.database;
    this.db = options.database.db;
    this.config = options.config;
    this.clock = options.clock ?? systemClock;
    this.logger = options.logger ?? silentLogger;
    this.pages = { ...PAGE_DEFAULTS, ...options.pageSizes };
    this.aoConcluir = options.aoConcluir;
    if (this.config) {
      this.clients = criarClientes(this.config, { clock: this.clock, fetch: options.fetch, logger: this.logger });
    }
  }

  get configured(): boolean {
    return Boolean(this.config);
  }

  get busy(): boolean {
    return this.running !== null;
  }

  /**
   * Starts a run and resolves with its id once recorded (the run goes on in the background;
   * `idle()` waits for it). Throws SyncNotConfiguredError, or SyncBusyError when a run is going
   * on in this process or in another one (advisory lock).
   */
  start(origem: OrigemSync, options: { userId?: number; tipo?: TipoSync } = {}): Promise<number> {
    if (!this.clients) return Promise.reject(new SyncNotConfiguredError());
    if (this.running) return Promise.reject(new SyncBusyError());
    let resolveId!: (id: number) => void;
    let rejectId!: (error: Error) => void;
    const id = new Promise<number>((resolve, reject) => {
      resolveId = resolve;
      rejectId = reject;
    });
    // The run is the system's (issue 37): what it writes and records has no user, even when a
    // request started it; that request's user is named as the requester in the run's audit entry.
    const solicitante = contextoDaRequisicao()?.usuario ?? null;
    const executar = () =>
      this.database.withSession(async (session) => {
        if (!(await tentarTrava(session, SYNC_LOCK_KEY))) throw new SyncBusyError();
        try {
          const prepared = await this.prepare(origem, options);
          resolveId(prepared.id);
          await this.execute(prepared.id, prepared.cursor, { origem, solicitante });
        } finally {
          await soltarTrava(session, SYNC_LOCK_KEY);
        }
      });
    const run = comoSistema(executar)
      .catch((error: Error) => {
        // Before the run was recorded (lock taken elsewhere, database down): the caller hears it.
        rejectId(error);
        if (!(error instanceof SyncBusyError)) this.logger.warn({ err: error }, 'sincronização Jira não iniciada');
      })
      .finally(() => {
        this.running = null;
      });
    this.running = run;
    return id;
  }

  /** Runs a sync to its end; resolves with the run id (its status says how it ended). */
  async run(origem: OrigemSync, options: { userId?: number; tipo?: TipoSync } = {}): Promise<number> {
    const id = await this.start(origem, options);
    await this.idle();
    return id;
  }

  /** Waits for the current run (if any). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Runs a sync at start-up (after `initialDelayMs`) and then every `intervalMinutes`. */
  startScheduler(initialDelayMs = 10_000): void {
    if (!this.config || this.config.intervalMinutes <= 0 || this.timer || this.stopped) return;
    const tick = (origem: OrigemSync) => {
      this.start(origem).catch((error: Error) => {
        if (error instanceof SyncBusyError) this.logger.info({}, 'sincronização Jira já em andamento; ciclo ignorado');
        else this.logger.warn({ err: error }, 'sincronização Jira agendada não iniciou');
      });
    };
    const schedule = (delay: number, origem: OrigemSync) => {
      this.timer = setTimeout(() => {
        tick(origem);
        if (!this.stopped) schedule(this.config!.intervalMinutes * 60_000, 'agendada');
      }, delay);
      this.timer.unref();
    };
    schedule(initialDelayMs, 'partida');
  }

  /** Stops the scheduler and waits for a run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.idle();
  }

  // ------------------------------------------------------------------------------ run record

  private async prepare(origem: OrigemSync, options: { userId?: number; tipo?: TipoSync }) {
    const config = this.config!;
    // We hold the lock: a run still 'executando' belongs to a process that died.
    await failRunningRuns(this.db, SYNC_MESSAGES.interrompida);
    const last = await buscarUltimaExecucao(this.db);
    const startedAt = await buscarAgoraDoBanco(this.db);
    const cursor =
      resumedCursor(config, startedAt, last, options.tipo) ??
      newCursor(
        config,
        startedAt,
        { lastOk: await buscarUltimoSucesso(this.db), lastFull: await buscarUltimoSucesso(this.db, 'completa') },
        options.tipo,
      );
    const id = await inserirExecucao(this.db, { origem, cursor, iniciadoPor: options.userId ?? null });
    this.logger.info(
      { execucao: id, tipo: cursor.tipo, origem, etapa: cursor.etapa, retomadaDe: cursor.retomadaDe },
      'sincronização Jira iniciada',
    );
    return { id, cursor };
  }

  private async execute(id: number, start: SyncCursor, quem: { origem: OrigemSync; solicitante: { id: number; nome: string } | null }): Promise<void> {
    const cursor: SyncCursor = { ...start };
    const counts: Contagens = {};
    const run: RunState = { id, cursor, counts };
    const context: StageContext = {
      db: this.db,
      clients: this.clients!,
      pages: this.pages,
      logger: this.logger,
      // Between pages: a stopping process ends the run as interrupted (the next run resumes it).
      checkStop: () => {
        if (this.stopped) throw new Error(SYNC_MESSAGES.interrompida);
      },
    };
    try {
      for (let i = ETAPAS.indexOf(cursor.etapa); i < ETAPAS.length; i++) {
        if (cursor.etapa !== ETAPAS[i]) {
          cursor.etapa = ETAPAS[i];
          await atualizarCursorDaExecucao(this.db, id, cursor);
        }
        await STAGES[ETAPAS[i]](context, run);
      }
      await this.aoConcluir?.();
      await this.db.transaction(async (tx) => {
        await finishRunOk(tx, id, counts);
        await registrarAuditoria(tx, entradaDaExecucao(id, cursor, quem, counts, 'sucesso'));
      });
      this.logger.info({ execucao: id, contagens: counts }, 'sincronização Jira concluída');
    } catch (error) {
      const message =
        error instanceof ConnectorHttpError ? error.message : `Falha na etapa ${cursor.etapa}: ${(error as Error).message}`;
      this.logger.warn({ execucao: id, etapa: cursor.etapa, erro: message }, 'sincronização Jira falhou');
      // The cursor column keeps the last committed page (saved inside each page's transaction).
      await this.db.transaction(async (tx) => {
        await finishRunFailed(tx, id, counts, clip(message, 2000));
        await registrarAuditoria(tx, entradaDaExecucao(id, cursor, quem, counts, 'falha', clip(message, 500)));
      });
    }
  }
}

/** The audit entry of a finished run (one per run, with its counts), recorded as the system. */
function entradaDaExecucao(
  id: number,
  cursor: SyncCursor,
  quem: { origem: OrigemSync; solicitante: { id: number; nome: string } | null },
  contagens: Contagens,
  situacao: 'sucesso' | 'falha',
  erro?: string,
): NovaEntradaDeAuditoria {
  const detalhes: Record<string, unknown> = { situacao, tipo: cursor.tipo, origem: quem.origem, contagens };
  if (quem.solicitante) detalhes.solicitante = quem.solicitante;
  if (erro) detalhes.erro = erro;
  return { acao: 'sincronizar', entidade: 'sincronizacao_jira', chave: id, detalhes };
}
