/**
 * The stages of a sync run, in ETAPAS order, each a page loop (sync-paging.ts) over the Jira or Tempo
 * listing it mirrors; the statements are in queries.ts.
 */
import type { Tx } from '../../../db/client';
import { nextOffset, type JiraUser, type TempoPage, type TempoPlan } from '../api';
import {
  anyProjetoSyncedSince,
  removerAgenda,
  removerDiasDoPlano,
  removerPlanosNaoVistos,
  removerWorklogsNaoVistos,
  inserirDiasDoPlano,
  marcarExcluidosNoJira,
  relinkUsuarios,
  listarIdsDeCategorias,
  listarProjetosExistentes,
  buscarProximoProjetoSincronizado,
  buscarProximoUsuarioComColaborador,
  inserirOuAtualizarDiasDaAgenda,
  inserirOuAtualizarCategoria,
  inserirOuAtualizarProjetos,
  inserirOuAtualizarWorklogs,
  type PlanoRow,
  type WorklogRow,
} from '../queries';
import { chunks, clip, resolverIssues, resolverUsuarios, toId, inserirOuAtualizarIssues, inserirOuAtualizarUsuarios } from './sync-lookups';
import { eachPage, inRunTransaction, type StageContext } from './sync-paging';
import { count, type Etapa, type RunState, type SyncCursor } from './sync-state';

type Stage = (ctx: StageContext, run: RunState) => Promise<void>;

/** JQL date literal (minute precision, UTC). */
const jqlDate = (iso: string) => iso.slice(0, 16).replace('T', ' ');
/** Tempo's updatedFrom of an incremental run (no milliseconds). */
const updatedFrom = (cursor: SyncCursor) => (cursor.tipo === 'incremental' ? cursor.desde!.replace(/\.\d{3}Z$/, 'Z') : undefined);

const categorias: Stage = async (ctx, run) => {
  const categories = await ctx.clients.jira.categories();
  await inRunTransaction(ctx, run, async (tx) => {
    for (const category of categories) {
      const values = { nome: clip(category.name, 120), descricao: category.description ? clip(category.description, 300) : null };
      await inserirOuAtualizarCategoria(tx, toId(category.id), values);
    }
    count(run, 'categorias', categories.length);
  });
};

const projetos: Stage = async (ctx, run) => {
  const categoryIds = await listarIdsDeCategorias(ctx.db);
  await eachPage(ctx, run, {
    fetch: async () => {
      const startAt = run.cursor.projetosStartAt ?? 0;
      return { startAt, page: await ctx.clients.jira.projects(startAt, ctx.pages.projetos) };
    },
    write: async (tx, { page }) => {
      const leads = page.values.map((p) => p.lead).filter((lead): lead is JiraUser => Boolean(lead?.accountId));
      await inserirOuAtualizarUsuarios(tx, leads, run);
      for (const rows of chunks(page.values)) {
        if (!rows.length) continue;
        await inserirOuAtualizarProjetos(
          tx,
          rows.map((p) => ({
            id: toId(p.id),
            chave: clip(p.key, 30),
            nome: clip(p.name, 255),
            categoriaId: p.projectCategory ? (categoryIds.get(toId(p.projectCategory.id)) ?? null) : null,
            leadAccountId: p.lead?.accountId ?? null,
            lastIssueUpdateTime: p.insight?.lastIssueUpdateTime ? new Date(p.insight.lastIssueUpdateTime) : null,
            bloqueado: p.archived === true,
          })),
        );
      }
      count(run, 'projetos', page.values.length);
    },
    advance: ({ startAt, page }) => {
      const last = page.isLast || page.values.length === 0;
      run.cursor.projetosStartAt = last ? undefined : startAt + page.values.length;
      return !last;
    },
    finish: (tx) => marcarProjetosExcluidos(ctx, tx, run),
  });
};

/**
 * Jira lists every project the API user can see on each run, so one the run did not list (not
 * touched since it started) was deleted or hidden: it leaves the list, its history stays. A
 * listing with no project at all (a token that lost its permissions) removes nothing.
 */
async function marcarProjetosExcluidos(ctx: StageContext, tx: Tx, run: RunState): Promise<void> {
  if (!(await anyProjetoSyncedSince(tx, run.cursor.marcador))) {
    ctx.logger.warn({ execucao: run.id }, 'Jira não listou nenhum projeto: exclusão de projetos suspensa');
    count(run, 'remocaoSuspensa', 1);
    return;
  }
  count(run, 'projetosExcluidos', await marcarExcluidosNoJira(tx, run.cursor.marcador));
}

/** The pages of one JQL search from the cursor's nextPageToken; `onLast` runs when the last one is read. */
const issuePages = (ctx: StageContext, run: RunState, jql: string, onLast?: () => void) =>
  eachPage(ctx, run, {
    fetch: () => ctx.clients.jira.searchIssues(jql, run.cursor.nextPageToken, ctx.pages.issues),
    write: (tx, page) => inserirOuAtualizarIssues(tx, page.issues, run),
    advance: (page) => {
      run.cursor.nextPageToken = page.nextPageToken || undefined;
      if (!run.cursor.nextPageToken) onLast?.();
      return Boolean(run.cursor.nextPageToken);
    },
  });

const issues: Stage = async (ctx, run) => {
  if (run.cursor.tipo === 'incremental') {
    // One query for what changed (margin of a day: JQL dates are in the Jira user's time zone).
    const since = new Date(new Date(run.cursor.desde!).getTime() - 24 * 3_600_000).toISOString();
    await issuePages(ctx, run, `updated >= "${jqlDate(since)}" ORDER BY id ASC`);
    return;
  }
  // Complete: every issue, project by project (a bounded JQL per project), projects seen in this run.
  for (;;) {
    ctx.checkStop();
    const projetoId = await buscarProximoProjetoSincronizado(ctx.db, run.cursor.issuesApos ?? 0, run.cursor.marcador);
    if (projetoId === undefined) return;
    await issuePages(ctx, run, `project = ${projetoId} ORDER BY id ASC`, () => {
      run.cursor.issuesApos = projetoId;
    });
  }
};

/** A Tempo page with the rows it becomes and the offset of the next page (undefined: the last). */
interface TempoRows<T, R> {
  page: TempoPage<T>;
  rows: R[];
  next: number | undefined;
}

/** Moves a Tempo listing's cursor to the next page's offset; false after the last page. */
function advanceOffset(cursor: SyncCursor, next: number | undefined): boolean {
  cursor.offset = next;
  return next !== undefined;
}

const worklogs: Stage = async (ctx, run) => {
  const { cursor } = run;
  await eachPage<TempoRows<unknown, WorklogRow>>(ctx, run, {
    fetch: async () => {
      const offset = cursor.offset ?? 0;
      const page = await ctx.clients.tempo.worklogs({ from: cursor.de, to: cursor.ate, updatedFrom: updatedFrom(cursor), offset, limit: ctx.pages.worklogs });
      const issueProject = await resolverIssues(ctx, page.results.map((w) => toId(w.issue.id)), run);
      const users = await resolverUsuarios(ctx, page.results.map((w) => w.author.accountId), run);
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
      return { page, rows, next: nextOffset(page, offset) };
    },
    write: async (tx, { page, rows }) => {
      for (const part of chunks(rows)) await inserirOuAtualizarWorklogs(tx, part);
      count(run, 'worklogs', rows.length);
      count(run, 'worklogsIgnorados', page.results.length - rows.length);
      if (cursor.tipo === 'completa') cursor.worklogsLidos = (cursor.worklogsLidos ?? 0) + page.results.length;
    },
    advance: ({ next }) => advanceOffset(cursor, next),
    finish: async (tx) => {
      if (cursor.tipo !== 'completa') return;
      if (!cursor.worklogsLidos) {
        // An empty window (a token that lost its permissions answers 200 with nothing) never
        // wipes the stored worklogs.
        ctx.logger.warn({ execucao: run.id }, 'Tempo não listou nenhum worklog na janela: remoção suspensa');
        count(run, 'remocaoSuspensa', 1);
        return;
      }
      // Tempo does not list deletions: a complete run re-reads the whole window, so a worklog
      // of the window it did not see (not touched since the run started) was deleted.
      count(run, 'worklogsRemovidos', await removerWorklogsNaoVistos(tx, cursor.de, cursor.ate, cursor.marcador));
    },
  });
};

const planos: Stage = async (ctx, run) => {
  const { cursor } = run;
  await eachPage<TempoRows<TempoPlan, PlanoRow> & { userPlans: TempoPlan[] }>(ctx, run, {
    fetch: async () => {
      const offset = cursor.offset ?? 0;
      const page = await ctx.clients.tempo.plans({ from: cursor.de, to: cursor.ateFuturo, updatedFrom: updatedFrom(cursor), offset, limit: ctx.pages.planos });
      const userPlans = page.results.filter((plan) => plan.assignee?.type === 'USER' && plan.assignee.id);
      const issueIds = userPlans.filter((p) => p.planItem.type === 'ISSUE').map((p) => toId(p.planItem.id));
      const issueProject = await resolverIssues(ctx, issueIds, run);
      const users = await resolverUsuarios(ctx, userPlans.map((p) => p.assignee.id), run);
      const projectIds = await listarProjetosExistentes(ctx.db, [
        0,
        ...userPlans.filter((p) => p.planItem.type === 'PROJECT').map((p) => toId(p.planItem.id)),
      ]);
      const rows = userPlans.flatMap((plan) => {
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
      return { page, rows, userPlans, next: nextOffset(page, offset) };
    },
    write: async (tx, { page, rows, userPlans }) => {
      const planIds = userPlans.map((plan) => plan.id);
      // A plan's days are replaced (a shortened plan loses the days it no longer has).
      if (planIds.length) await removerDiasDoPlano(tx, planIds, cursor.de, cursor.ateFuturo);
      for (const part of chunks(rows)) await inserirDiasDoPlano(tx, part);
      count(run, 'planos', userPlans.length);
      count(run, 'planoDias', rows.length);
      count(run, 'planosIgnorados', page.results.length - userPlans.length);
      if (cursor.tipo === 'completa') cursor.planosVistos = [...(cursor.planosVistos ?? []), ...planIds];
    },
    advance: ({ next }) => advanceOffset(cursor, next),
    finish: async (tx) => {
      if (cursor.tipo !== 'completa') return;
      if (!cursor.planosVistos?.length) {
        ctx.logger.warn({ execucao: run.id }, 'Tempo não listou nenhum plano na janela: remoção suspensa');
        count(run, 'remocaoSuspensa', 1);
        return;
      }
      count(run, 'planosRemovidos', await removerPlanosNaoVistos(tx, cursor.de, cursor.ateFuturo, cursor.planosVistos));
      cursor.planosVistos = undefined;
    },
  });
};

/** Schedules of the users matched to an employee (complete runs only). */
const agendas: Stage = async (ctx, run) => {
  const { cursor } = run;
  if (cursor.tipo !== 'completa') return;
  await eachPage(ctx, run, {
    fetch: async () => {
      const accountId = await buscarProximoUsuarioComColaborador(ctx.db, cursor.agendaApos ?? '');
      if (accountId === undefined) return null;
      const page = await ctx.clients.tempo.userSchedule(accountId, cursor.de, cursor.ateFuturo);
      const rows = (page.results ?? []).map((day) => ({
        accountId,
        data: day.date.slice(0, 10),
        requiredSeconds: Math.max(0, Math.round(day.requiredSeconds)),
      }));
      return { accountId, rows };
    },
    write: async (tx, { accountId, rows }) => {
      await removerAgenda(tx, accountId, cursor.de, cursor.ateFuturo);
      for (const part of chunks(rows)) await inserirOuAtualizarDiasDaAgenda(tx, part);
      count(run, 'agendas', 1);
      count(run, 'agendaDias', rows.length);
    },
    advance: ({ accountId }) => {
      cursor.agendaApos = accountId;
      return true;
    },
  });
};

/**
 * Re-matches Jira users to employees by e-mail (an employee registered after the user was
 * synced, or an e-mail corrected) and carries the change to their worklogs and plans.
 */
const vinculos: Stage = (ctx, run) =>
  inRunTransaction(ctx, run, async (tx) => {
    count(run, 'vinculosAlterados', await relinkUsuarios(tx));
  });

export const STAGES: Record<Etapa, Stage> = { categorias, projetos, issues, worklogs, planos, agendas, vinculos };
