/**
 * The Jira Cloud + Tempo sync (see README.md in this folder). One run goes through the stages
 *   categorias -> projetos -> issues -> worklogs -> planos -> agendas -> vinculos
 * writing each page in its own transaction together with the run's cursor, so a run that fails
 * is resumed by the next one from the last committed page. Single-flight: an in-process flag
 * plus a PostgreSQL advisory lock (two API processes never sync together).
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { categoriaProjeto, issue, jiraUsuario, plano, projeto, syncExecucao, worklog } from '../../db/schema';
import {
  createClients,
  nextOffset,
  type ConnectorClients,
  type JiraIssue,
  type JiraUser,
  type TempoPlan,
} from './api';
import { systemClock, type Clock } from './clock';
import type { JiraConfig } from '../../config';
import { ConnectorHttpError, silentLogger, type Logger } from './http';

export const SYNC_LOCK_KEY = 724_311_955;

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

export type Contagens = Record<string, number>;

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

export interface JiraSyncOptions {
  database: Database;
  config?: JiraConfig;
  clock?: Clock;
  fetch?: typeof fetch;
  logger?: Logger;
  /** Page sizes (tests use small ones to exercise pagination). */
  pageSizes?: Partial<{ projetos: number; issues: number; worklogs: number; planos: number }>;
}

const PAGE_DEFAULTS = { projetos: 50, issues: 100, worklogs: 1000, planos: 500 };
/** Rows per INSERT statement (bounded parameter count). */
const CHUNK = 500;
/** Incremental runs read changes since the last successful start minus this margin. */
const INCREMENTAL_MARGIN_MS = 10 * 60 * 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

const clip = (text: string | undefined | null, max: number) => (text ?? '').slice(0, max);
const toId = (value: string | number) => Number(value);
const chunks = <T>(items: T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];
/** JQL date literal (minute precision, UTC). */
const jqlDate = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export class JiraSync {
  readonly config?: JiraConfig;
  private readonly database: Database;
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly clients?: ConnectorClients;
  private readonly pages: typeof PAGE_DEFAULTS;
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
    if (this.config) {
      this.clients = createClients(this.config, { clock: this.clock, fetch: options.fetch, logger: this.logger });
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
    const run = this.database
      .withSession(async (session) => {
        const [lock] = await session.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [SYNC_LOCK_KEY]);
        if (!lock?.ok) throw new SyncBusyError();
        try {
          const prepared = await this.prepare(origem, options);
          resolveId(prepared.id);
          await this.execute(prepared.id, prepared.cursor);
        } finally {
          await session.query('SELECT pg_advisory_unlock($1)', [SYNC_LOCK_KEY]);
        }
      })
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
    await this.db
      .update(syncExecucao)
      .set({ status: 'falha', terminadoEm: sql`now()`, erro: SYNC_MESSAGES.interrompida })
      .where(eq(syncExecucao.status, 'executando'));

    const [last] = await this.db.select().from(syncExecucao).orderBy(sql`${syncExecucao.id} DESC`).limit(1);
    const [{ now }] = rowsOf<{ now: string | Date }>(await this.db.execute(sql`SELECT now() AS now`));
    const startedAt = new Date(now);

    let cursor: SyncCursor;
    const failed = last && last.status === 'falha' ? (last.cursor as SyncCursor | null) : null;
    // Resume a failed run unless it keeps failing at the same point or is too old (Jira's
    // nextPageToken lasts 7 days; the window has moved on).
    const resumable =
      failed &&
      !options.tipo &&
      (failed.retomadas ?? 0) < MAX_RETOMADAS &&
      startedAt.getTime() - new Date(failed.marcador).getTime() < config.fullSyncHours * 3_600_000;
    if (resumable) {
      cursor = { ...failed, retomadaDe: last!.id, retomadas: (failed.retomadas ?? 0) + 1 };
    } else {
      const [lastOk] = await this.db
        .select({ iniciadoEm: syncExecucao.iniciadoEm, tipo: syncExecucao.tipo })
        .from(syncExecucao)
        .where(eq(syncExecucao.status, 'sucesso'))
        .orderBy(sql`${syncExecucao.id} DESC`)
        .limit(1);
      const [lastFull] = await this.db
        .select({ iniciadoEm: syncExecucao.iniciadoEm })
        .from(syncExecucao)
        .where(and(eq(syncExecucao.status, 'sucesso'), eq(syncExecucao.tipo, 'completa')))
        .orderBy(sql`${syncExecucao.id} DESC`)
        .limit(1);
      const fullDue =
        !lastFull || startedAt.getTime() - new Date(lastFull.iniciadoEm).getTime() >= config.fullSyncHours * 3_600_000;
      // Incremental needs a previous success to start from; without one the run is complete.
      const tipo: TipoSync = !lastOk ? 'completa' : (options.tipo ?? (fullDue ? 'completa' : 'incremental'));
      const hoje = saoPauloDate(startedAt);
      cursor = {
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
    const [row] = await this.db
      .insert(syncExecucao)
      .values({ tipo: cursor.tipo, origem, status: 'executando', cursor, iniciadoPor: options.userId ?? null })
      .returning({ id: syncExecucao.id });
    this.logger.info(
      { execucao: row.id, tipo: cursor.tipo, origem, etapa: cursor.etapa, retomadaDe: cursor.retomadaDe },
      'sincronização Jira iniciada',
    );
    return { id: row.id, cursor };
  }

  private async execute(id: number, start: SyncCursor): Promise<void> {
    const cursor: SyncCursor = { ...start };
    const counts: Contagens = {};
    const run: RunState = { id, cursor, counts };
    try {
      for (let i = ETAPAS.indexOf(cursor.etapa); i < ETAPAS.length; i++) {
        if (cursor.etapa !== ETAPAS[i]) {
          cursor.etapa = ETAPAS[i];
          await this.db.update(syncExecucao).set({ cursor: { ...cursor } }).where(eq(syncExecucao.id, id));
        }
        await this.stages[ETAPAS[i]](run);
      }
      await this.db
        .update(syncExecucao)
        .set({ status: 'sucesso', terminadoEm: sql`now()`, contagens: counts, cursor: null, erro: null })
        .where(eq(syncExecucao.id, id));
      this.logger.info({ execucao: id, contagens: counts }, 'sincronização Jira concluída');
    } catch (error) {
      const message =
        error instanceof ConnectorHttpError ? error.message : `Falha na etapa ${cursor.etapa}: ${(error as Error).message}`;
      this.logger.warn({ execucao: id, etapa: cursor.etapa, erro: message }, 'sincronização Jira falhou');
      // The cursor column keeps the last committed page (saved inside each page's transaction).
      await this.db
        .update(syncExecucao)
        .set({ status: 'falha', terminadoEm: sql`now()`, contagens: counts, erro: clip(message, 2000) })
        .where(eq(syncExecucao.id, id));
    }
  }

  /** Between pages: a stopping process ends the run as interrupted (the next run resumes it). */
  private checkStop(): void {
    if (this.stopped) throw new Error(SYNC_MESSAGES.interrompida);
  }

  /** Saves cursor and counts inside the page's transaction. */
  private async commit(tx: Tx, run: RunState): Promise<void> {
    await tx
      .update(syncExecucao)
      .set({ cursor: { ...run.cursor }, contagens: { ...run.counts } })
      .where(eq(syncExecucao.id, run.id));
  }

  private readonly stages: Record<Etapa, (run: RunState) => Promise<void>> = {
    categorias: (run) => this.syncCategorias(run),
    projetos: (run) => this.syncProjetos(run),
    issues: (run) => this.syncIssues(run),
    worklogs: (run) => this.syncWorklogs(run),
    planos: (run) => this.syncPlanos(run),
    agendas: (run) => this.syncAgendas(run),
    vinculos: (run) => this.syncVinculos(run),
  };

  // -------------------------------------------------------------------------------- stages

  private async syncCategorias(run: RunState): Promise<void> {
    const categories = await this.clients!.jira.categories();
    await this.db.transaction(async (tx) => {
      for (const category of categories) {
        const jiraId = toId(category.id);
        const values = { nome: clip(category.name, 120), descricao: category.description ? clip(category.description, 300) : null };
        const updated = await tx
          .update(categoriaProjeto)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(categoriaProjeto.jiraId, jiraId))
          .returning({ id: categoriaProjeto.id });
        if (updated.length) continue;
        // A category of the same name created here (or by the demo seed) is adopted.
        const adopted = await tx
          .update(categoriaProjeto)
          .set({ jiraId, updatedAt: sql`now()` })
          .where(sql`lower(${categoriaProjeto.nome}) = lower(${values.nome}) AND ${categoriaProjeto.jiraId} IS NULL`)
          .returning({ id: categoriaProjeto.id });
        if (!adopted.length) await tx.insert(categoriaProjeto).values({ ...values, jiraId });
      }
      count(run, 'categorias', categories.length);
      await this.commit(tx, run);
    });
  }

  private async syncProjetos(run: RunState): Promise<void> {
    const categoryIds = new Map(
      (await this.db.select({ id: categoriaProjeto.id, jiraId: categoriaProjeto.jiraId }).from(categoriaProjeto))
        .filter((row) => row.jiraId !== null)
        .map((row) => [row.jiraId!, row.id]),
    );
    for (;;) {
      this.checkStop();
      const startAt = run.cursor.projetosStartAt ?? 0;
      const page = await this.clients!.jira.projects(startAt, this.pages.projetos);
      const leads = page.values.map((p) => p.lead).filter((lead): lead is JiraUser => Boolean(lead?.accountId));
      await this.db.transaction(async (tx) => {
        await this.upsertUsers(tx, leads, run);
        for (const rows of chunks(page.values)) {
          if (!rows.length) continue;
          await tx
            .insert(projeto)
            .values(
              rows.map((p) => ({
                id: toId(p.id),
                chave: clip(p.key, 30),
                nome: clip(p.name, 255),
                categoriaId: p.projectCategory ? (categoryIds.get(toId(p.projectCategory.id)) ?? null) : null,
                leadAccountId: p.lead?.accountId ?? null,
                lastIssueUpdateTime: p.insight?.lastIssueUpdateTime ? new Date(p.insight.lastIssueUpdateTime) : null,
                bloqueado: p.archived === true,
              })),
            )
            .onConflictDoUpdate({
              target: projeto.id,
              set: {
                chave: sql`excluded.chave`,
                nome: sql`excluded.nome`,
                categoriaId: sql`excluded.categoria_id`,
                leadAccountId: sql`excluded.lead_account_id`,
                lastIssueUpdateTime: sql`excluded.last_issue_update_time`,
                bloqueado: sql`excluded.bloqueado`,
                excluidoNoJira: false,
                syncedAt: sql`now()`,
              },
            });
        }
        count(run, 'projetos', page.values.length);
        const last = page.isLast || page.values.length === 0;
        run.cursor.projetosStartAt = last ? undefined : startAt + page.values.length;
        if (last) await this.marcarProjetosExcluidos(tx, run);
        await this.commit(tx, run);
      });
      if (run.cursor.projetosStartAt === undefined) return;
    }
  }

  /**
   * Jira lists every project the API user can see on each run, so one the run did not list (not
   * touched since it started) was deleted or hidden: it leaves the list, its history stays. A
   * listing with no project at all (a token that lost its permissions) removes nothing.
   */
  private async marcarProjetosExcluidos(tx: Tx, run: RunState): Promise<void> {
    const [visto] = await tx.select({ id: projeto.id }).from(projeto).where(sql`${projeto.syncedAt} >= ${run.cursor.marcador}`).limit(1);
    if (!visto) {
      this.logger.warn({ execucao: run.id }, 'Jira não listou nenhum projeto: exclusão de projetos suspensa');
      count(run, 'remocaoSuspensa', 1);
      return;
    }
    const excluidos = await tx
      .update(projeto)
      .set({ excluidoNoJira: true })
      .where(sql`${projeto.syncedAt} < ${run.cursor.marcador} AND NOT ${projeto.excluidoNoJira}`)
      .returning({ id: projeto.id });
    count(run, 'projetosExcluidos', excluidos.length);
  }

  private async syncIssues(run: RunState): Promise<void> {
    const jira = this.clients!.jira;
    if (run.cursor.tipo === 'incremental') {
      // One query for what changed (margin of a day: JQL dates are in the Jira user's time zone).
      const since = new Date(new Date(run.cursor.desde!).getTime() - 24 * 3_600_000).toISOString();
      const jql = `updated >= "${jqlDate(since)}" ORDER BY id ASC`;
      for (;;) {
        this.checkStop();
        const page = await jira.searchIssues(jql, run.cursor.nextPageToken, this.pages.issues);
        await this.db.transaction(async (tx) => {
          await this.upsertIssues(tx, page.issues, run);
          run.cursor.nextPageToken = page.nextPageToken || undefined;
          await this.commit(tx, run);
        });
        if (!run.cursor.nextPageToken) return;
      }
    }
    // Complete: every issue, project by project (a bounded JQL per project), projects seen in this run.
    for (;;) {
      this.checkStop();
      const apos = run.cursor.issuesApos ?? 0;
      const [next] = await this.db
        .select({ id: projeto.id })
        .from(projeto)
        .where(and(gt(projeto.id, apos), sql`${projeto.syncedAt} >= ${run.cursor.marcador}`))
        .orderBy(projeto.id)
        .limit(1);
      if (!next) return;
      for (;;) {
        this.checkStop();
        const page = await jira.searchIssues(`project = ${next.id} ORDER BY id ASC`, run.cursor.nextPageToken, this.pages.issues);
        const token = page.nextPageToken || undefined;
        await this.db.transaction(async (tx) => {
          await this.upsertIssues(tx, page.issues, run);
          run.cursor.nextPageToken = token;
          if (!token) run.cursor.issuesApos = next.id;
          await this.commit(tx, run);
        });
        if (!token) break;
      }
    }
  }

  private async syncWorklogs(run: RunState): Promise<void> {
    const { cursor } = run;
    for (;;) {
      this.checkStop();
      const offset = cursor.offset ?? 0;
      const page = await this.clients!.tempo.worklogs({
        from: cursor.de,
        to: cursor.ate,
        updatedFrom: cursor.tipo === 'incremental' ? cursor.desde!.replace(/\.\d{3}Z$/, 'Z') : undefined,
        offset,
        limit: this.pages.worklogs,
      });
      const issueProject = await this.resolveIssues(page.results.map((w) => toId(w.issue.id)), run);
      const users = await this.resolveUsers(page.results.map((w) => w.author.accountId), run);
      const rows = page.results.flatMap((w) => {
        const projetoId = issueProject.get(toId(w.issue.id));
        if (projetoId === undefined || !users.has(w.author.accountId)) return [];
        return [
          {
            id: w.tempoWorklogId,
            issueId: toId(w.issue.id),
            projetoId,
            authorAccountId: w.author.accountId,
            colaboradorMat: users.get(w.author.accountId) ?? null,
            data: w.startDate.slice(0, 10),
            timeSpentSeconds: Math.max(0, Math.round(w.timeSpentSeconds)),
            billableSeconds: Math.max(0, Math.round(w.billableSeconds ?? 0)),
            descricao: w.description ? clip(w.description, 1000) : null,
          },
        ];
      });
      const next = nextOffset(page, offset);
      await this.db.transaction(async (tx) => {
        for (const part of chunks(rows)) {
          await tx
            .insert(worklog)
            .values(part)
            .onConflictDoUpdate({
              target: worklog.id,
              set: {
                issueId: sql`excluded.issue_id`,
                projetoId: sql`excluded.projeto_id`,
                authorAccountId: sql`excluded.author_account_id`,
                colaboradorMat: sql`excluded.colaborador_mat`,
                data: sql`excluded.data`,
                timeSpentSeconds: sql`excluded.time_spent_seconds`,
                billableSeconds: sql`excluded.billable_seconds`,
                descricao: sql`excluded.descricao`,
                // Also the "seen by this run" mark the complete run's deletion relies on.
                updatedAt: sql`now()`,
              },
            });
        }
        count(run, 'worklogs', rows.length);
        count(run, 'worklogsIgnorados', page.results.length - rows.length);
        cursor.offset = next;
        if (cursor.tipo === 'completa') cursor.worklogsLidos = (cursor.worklogsLidos ?? 0) + page.results.length;
        if (next === undefined && cursor.tipo === 'completa' && !cursor.worklogsLidos) {
          // An empty window (a token that lost its permissions answers 200 with nothing) never
          // wipes the stored worklogs.
          this.logger.warn({ execucao: run.id }, 'Tempo não listou nenhum worklog na janela: remoção suspensa');
          count(run, 'remocaoSuspensa', 1);
        } else if (next === undefined && cursor.tipo === 'completa') {
          // Tempo does not list deletions: a complete run re-reads the whole window, so a worklog
          // of the window it did not see (not touched since the run started) was deleted.
          const removed = await tx
            .delete(worklog)
            .where(sql`${worklog.data} BETWEEN ${cursor.de} AND ${cursor.ate} AND ${worklog.updatedAt} < ${cursor.marcador}`)
            .returning({ id: worklog.id });
          count(run, 'worklogsRemovidos', removed.length);
        }
        await this.commit(tx, run);
      });
      if (next === undefined) return;
    }
  }

  private async syncPlanos(run: RunState): Promise<void> {
    const { cursor } = run;
    for (;;) {
      this.checkStop();
      const offset = cursor.offset ?? 0;
      const page = await this.clients!.tempo.plans({
        from: cursor.de,
        to: cursor.ateFuturo,
        updatedFrom: cursor.tipo === 'incremental' ? cursor.desde!.replace(/\.\d{3}Z$/, 'Z') : undefined,
        offset,
        limit: this.pages.planos,
      });
      const userPlans = page.results.filter((plan) => plan.assignee?.type === 'USER' && plan.assignee.id);
      const issueIds = userPlans.filter((p) => p.planItem.type === 'ISSUE').map((p) => toId(p.planItem.id));
      const issueProject = await this.resolveIssues(issueIds, run);
      const users = await this.resolveUsers(userPlans.map((p) => p.assignee.id), run);
      const projectIds = new Set(
        (
          await this.db
            .select({ id: projeto.id })
            .from(projeto)
            .where(inArray(projeto.id, [0, ...userPlans.filter((p) => p.planItem.type === 'PROJECT').map((p) => toId(p.planItem.id))]))
        ).map((row) => row.id),
      );
      const rows = userPlans.flatMap((plan: TempoPlan) => {
        if (!users.has(plan.assignee.id)) return [];
        const itemId = toId(plan.planItem.id);
        const isIssue = plan.planItem.type === 'ISSUE';
        const projetoId = isIssue ? (issueProject.get(itemId) ?? null) : projectIds.has(itemId) ? itemId : null;
        const days = plan.plannedTime?.days?.values ?? plan.dates?.values ?? [];
        return days
          .filter((day) => day.date >= cursor.de && day.date <= cursor.ateFuturo)
          .map((day) => ({
            planoId: plan.id,
            data: day.date.slice(0, 10),
            assigneeAccountId: plan.assignee.id,
            colaboradorMat: users.get(plan.assignee.id) ?? null,
            projetoId,
            issueId: isIssue ? itemId : null,
            plannedSeconds: Math.max(0, Math.round(day.plannedSeconds)),
          }));
      });
      const next = nextOffset(page, offset);
      await this.db.transaction(async (tx) => {
        const planIds = userPlans.map((plan) => plan.id);
        if (planIds.length) {
          // A plan's days are replaced (a shortened plan loses the days it no longer has).
          await tx
            .delete(plano)
            .where(and(inArray(plano.planoId, planIds), sql`${plano.data} BETWEEN ${cursor.de} AND ${cursor.ateFuturo}`));
        }
        for (const part of chunks(rows)) {
          await tx.insert(plano).values(part).onConflictDoNothing();
        }
        count(run, 'planos', userPlans.length);
        count(run, 'planoDias', rows.length);
        count(run, 'planosIgnorados', page.results.length - userPlans.length);
        if (cursor.tipo === 'completa') cursor.planosVistos = [...(cursor.planosVistos ?? []), ...planIds];
        cursor.offset = next;
        if (next === undefined && cursor.tipo === 'completa' && !cursor.planosVistos?.length) {
          this.logger.warn({ execucao: run.id }, 'Tempo não listou nenhum plano na janela: remoção suspensa');
          count(run, 'remocaoSuspensa', 1);
        } else if (next === undefined && cursor.tipo === 'completa') {
          const seen = cursor.planosVistos ?? [];
          const removed = await tx
            .delete(plano)
            .where(
              sql`${plano.data} BETWEEN ${cursor.de} AND ${cursor.ateFuturo} AND NOT (${plano.planoId} = ANY(${`{${seen.join(',')}}`}::bigint[]))`,
            )
            .returning({ id: plano.planoId });
          count(run, 'planosRemovidos', new Set(removed.map((row) => row.id)).size);
          cursor.planosVistos = undefined;
        }
        await this.commit(tx, run);
      });
      if (next === undefined) return;
    }
  }

  /** Schedules of the users matched to an employee (complete runs only). */
  private async syncAgendas(run: RunState): Promise<void> {
    const { cursor } = run;
    if (cursor.tipo !== 'completa') return;
    for (;;) {
      this.checkStop();
      const [user] = await this.db
        .select({ accountId: jiraUsuario.accountId })
        .from(jiraUsuario)
        .where(
          and(
            sql`${jiraUsuario.colaboradorMat} IS NOT NULL`,
            eq(jiraUsuario.ativo, true),
            gt(jiraUsuario.accountId, cursor.agendaApos ?? ''),
          ),
        )
        .orderBy(jiraUsuario.accountId)
        .limit(1);
      if (!user) return;
      const page = await this.clients!.tempo.userSchedule(user.accountId, cursor.de, cursor.ateFuturo);
      const rows = (page.results ?? []).map((day) => ({
        accountId: user.accountId,
        data: day.date.slice(0, 10),
        requiredSeconds: Math.max(0, Math.round(day.requiredSeconds)),
      }));
      await this.db.transaction(async (tx) => {
        await tx.execute(
          sql`DELETE FROM agenda_usuario WHERE account_id = ${user.accountId} AND data BETWEEN ${cursor.de} AND ${cursor.ateFuturo}`,
        );
        for (const part of chunks(rows)) {
          await tx.execute(
            sql`INSERT INTO agenda_usuario (account_id, data, required_seconds) VALUES ${sql.join(
              part.map((row) => sql`(${row.accountId}, ${row.data}, ${row.requiredSeconds})`),
              sql`, `,
            )} ON CONFLICT (account_id, data) DO UPDATE SET required_seconds = excluded.required_seconds`,
          );
        }
        count(run, 'agendas', 1);
        count(run, 'agendaDias', rows.length);
        cursor.agendaApos = user.accountId;
        await this.commit(tx, run);
      });
    }
  }

  /**
   * Re-matches Jira users to employees by e-mail (an employee registered after the user was
   * synced, or an e-mail corrected) and carries the change to their worklogs and plans.
   */
  private async syncVinculos(run: RunState): Promise<void> {
    await this.db.transaction(async (tx) => {
      const changed = rowsOf<{ account_id: string; colaborador_mat: number | null }>(
        await tx.execute(sql`
          UPDATE jira_usuario ju SET colaborador_mat = m.mat, updated_at = now()
          FROM (
            SELECT u.account_id,
                   (SELECT c.mat FROM colaborador c WHERE lower(c.email) = lower(u.email) ORDER BY c.ativo DESC, c.mat DESC LIMIT 1) AS mat
            FROM jira_usuario u WHERE u.email IS NOT NULL
          ) m
          WHERE ju.account_id = m.account_id AND ju.colaborador_mat IS DISTINCT FROM m.mat
          RETURNING ju.account_id, ju.colaborador_mat`),
      );
      for (const user of changed) {
        await tx.update(worklog).set({ colaboradorMat: user.colaborador_mat }).where(eq(worklog.authorAccountId, user.account_id));
        await tx.update(plano).set({ colaboradorMat: user.colaborador_mat }).where(eq(plano.assigneeAccountId, user.account_id));
      }
      count(run, 'vinculosAlterados', changed.length);
      await this.commit(tx, run);
    });
  }

  // ------------------------------------------------------------------------------ helpers

  /** Inserts/updates Jira users, matching the employee by e-mail (case-insensitive). */
  private async upsertUsers(tx: Tx, users: JiraUser[], run: RunState): Promise<void> {
    const unique = new Map(users.map((user) => [user.accountId, user]));
    for (const user of unique.values()) {
      const email = user.emailAddress?.trim() ? clip(user.emailAddress.trim(), 254) : null;
      await tx.execute(sql`
        INSERT INTO jira_usuario (account_id, nome, email, ativo, colaborador_mat, updated_at)
        VALUES (${user.accountId}, ${clip(user.displayName || user.accountId, 255)}, ${email}, ${user.active !== false},
                (SELECT c.mat FROM colaborador c WHERE lower(c.email) = lower(${email}) ORDER BY c.ativo DESC, c.mat DESC LIMIT 1),
                now())
        ON CONFLICT (account_id) DO UPDATE SET
          nome = excluded.nome,
          email = COALESCE(excluded.email, jira_usuario.email),
          ativo = excluded.ativo,
          colaborador_mat = CASE WHEN excluded.email IS NULL THEN jira_usuario.colaborador_mat ELSE excluded.colaborador_mat END,
          updated_at = now()`);
    }
    count(run, 'usuarios', unique.size);
  }

  /** Account id -> employee mat (or null) for the given users; unknown ones are fetched from Jira. */
  private async resolveUsers(accountIds: string[], run: RunState): Promise<Map<string, number | null>> {
    const wanted = [...new Set(accountIds.filter(Boolean))];
    const known = new Map<string, number | null>();
    if (!wanted.length) return known;
    for (const row of await this.db
      .select({ accountId: jiraUsuario.accountId, mat: jiraUsuario.colaboradorMat })
      .from(jiraUsuario)
      .where(inArray(jiraUsuario.accountId, wanted))) {
      known.set(row.accountId, row.mat);
    }
    const missing = wanted.filter((accountId) => !known.has(accountId));
    if (!missing.length) return known;
    const fetched: JiraUser[] = [];
    for (const accountId of missing) {
      try {
        fetched.push(await this.clients!.jira.user(accountId));
      } catch (error) {
        // A user removed from the site: keep the worklogs under an inactive placeholder.
        if (error instanceof ConnectorHttpError && error.status === 404) {
          fetched.push({ accountId, displayName: accountId, active: false });
        } else throw error;
      }
    }
    await this.db.transaction((tx) => this.upsertUsers(tx, fetched, run));
    for (const row of await this.db
      .select({ accountId: jiraUsuario.accountId, mat: jiraUsuario.colaboradorMat })
      .from(jiraUsuario)
      .where(inArray(jiraUsuario.accountId, missing))) {
      known.set(row.accountId, row.mat);
    }
    return known;
  }

  /** Issue id -> project id; issues not synced yet are read from Jira (those of unknown projects stay out). */
  private async resolveIssues(issueIds: number[], run: RunState): Promise<Map<number, number>> {
    const wanted = [...new Set(issueIds.filter((id) => Number.isFinite(id)))];
    const known = new Map<number, number>();
    if (!wanted.length) return known;
    const load = async (ids: number[]) => {
      for (const part of chunks(ids)) {
        for (const row of await this.db
          .select({ id: issue.id, projetoId: issue.projetoId })
          .from(issue)
          .where(inArray(issue.id, part))) {
          known.set(row.id, row.projetoId);
        }
      }
    };
    await load(wanted);
    const missing = wanted.filter((id) => !known.has(id));
    if (!missing.length) return known;
    for (const part of chunks(missing, 100)) {
      let token: string | undefined;
      do {
        const page = await this.clients!.jira.searchIssues(`id in (${part.join(',')})`, token, 100);
        await this.db.transaction((tx) => this.upsertIssues(tx, page.issues, run));
        token = page.nextPageToken || undefined;
      } while (token);
    }
    await load(missing);
    return known;
  }

  private async upsertIssues(tx: Tx, issues: JiraIssue[], run: RunState): Promise<void> {
    if (!issues.length) return;
    const projectIds = [...new Set(issues.map((i) => toId(i.fields.project?.id ?? NaN)).filter(Number.isFinite))];
    const existing = new Set(
      projectIds.length
        ? (await tx.select({ id: projeto.id }).from(projeto).where(inArray(projeto.id, projectIds))).map((row) => row.id)
        : [],
    );
    const rows = issues
      .filter((i) => existing.has(toId(i.fields.project?.id ?? NaN)))
      .map((i) => ({
        id: toId(i.id),
        chave: clip(i.key, 60),
        projetoId: toId(i.fields.project!.id),
        resumo: clip(i.fields.summary, 1000),
        updated: i.fields.updated ? new Date(i.fields.updated) : null,
      }));
    for (const part of chunks(rows)) {
      // An issue moved to another project changes key; a stale row holding the key gives it up.
      await tx
        .update(issue)
        .set({ chave: sql`left(${issue.chave}, 40) || '~' || ${issue.id}` })
        .where(
          and(
            inArray(
              issue.chave,
              part.map((row) => row.chave),
            ),
            sql`NOT (${issue.id} = ANY(${`{${part.map((row) => row.id).join(',')}}`}::bigint[]))`,
          ),
        );
      await tx
        .insert(issue)
        .values(part)
        .onConflictDoUpdate({
          target: issue.id,
          set: {
            chave: sql`excluded.chave`,
            projetoId: sql`excluded.projeto_id`,
            resumo: sql`excluded.resumo`,
            updated: sql`excluded.updated`,
          },
        });
    }
    count(run, 'issues', rows.length);
    count(run, 'issuesIgnoradas', issues.length - rows.length);
  }
}

interface RunState {
  id: number;
  cursor: SyncCursor;
  counts: Contagens;
}

function count(run: RunState, key: string, amount: number): void {
  if (amount) run.counts[key] = (run.counts[key] ?? 0) + amount;
  else run.counts[key] ??= 0;
}

export type { Tx };
