/**
 * Jira users and issues as the sync's stages need them: written when a page brings them, and looked up
 * (fetched from Jira when not stored yet) when a worklog or a plan refers to them.
 */
import type { Tx } from '../../../db/client';
import type { JiraIssue, JiraUser } from '../api';
import { ConnectorHttpError } from '../http';
import {
  listarProjetosExistentes,
  listarProjetosDasIssues,
  listarMatsDeJiraUsuarios,
  inserirOuAtualizarLinhasDeIssues,
  inserirOuAtualizarJiraUsuario,
} from '../queries';
import type { StageContext } from './sync-paging';
import { count, type RunState } from './sync-state';

/** Rows per INSERT statement (bounded parameter count). */
const CHUNK = 500;

export const clip = (text: string | undefined | null, max: number) => (text ?? '').slice(0, max);
export const toId = (value: string | number) => Number(value);
export const chunks = <T>(items: T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Inserts/updates Jira users, matching the employee by e-mail (case-insensitive). */
export async function inserirOuAtualizarUsuarios(tx: Tx, users: JiraUser[], run: RunState): Promise<void> {
  const unique = new Map(users.map((user) => [user.accountId, user]));
  for (const user of unique.values()) {
    const email = user.emailAddress?.trim() ? clip(user.emailAddress.trim(), 254) : null;
    await inserirOuAtualizarJiraUsuario(tx, { accountId: user.accountId, nome: clip(user.displayName || user.accountId, 255), email, ativo: user.active !== false });
  }
  count(run, 'usuarios', unique.size);
}

/** Account id -> employee mat (or null) for the given users; unknown ones are fetched from Jira. */
export async function resolverUsuarios(ctx: StageContext, accountIds: string[], run: RunState): Promise<Map<string, number | null>> {
  const wanted = [...new Set(accountIds.filter(Boolean))];
  const known = new Map<string, number | null>();
  if (!wanted.length) return known;
  for (const row of await listarMatsDeJiraUsuarios(ctx.db, wanted)) known.set(row.accountId, row.mat);
  const missing = wanted.filter((accountId) => !known.has(accountId));
  if (!missing.length) return known;
  const fetched: JiraUser[] = [];
  for (const accountId of missing) {
    try {
      fetched.push(await ctx.clients.jira.user(accountId));
    } catch (error) {
      // A user removed from the site: keep the worklogs under an inactive placeholder.
      if (error instanceof ConnectorHttpError && error.status === 404) {
        fetched.push({ accountId, displayName: accountId, active: false });
      } else throw error;
    }
  }
  await ctx.db.transaction((tx) => inserirOuAtualizarUsuarios(tx, fetched, run));
  for (const row of await listarMatsDeJiraUsuarios(ctx.db, missing)) known.set(row.accountId, row.mat);
  return known;
}

/** Issue id -> project id; issues not synced yet are read from Jira (those of unknown projects stay out). */
export async function resolverIssues(ctx: StageContext, issueIds: number[], run: RunState): Promise<Map<number, number>> {
  const wanted = [...new Set(issueIds.filter((id) => Number.isFinite(id)))];
  const known = new Map<number, number>();
  if (!wanted.length) return known;
  const load = async (ids: number[]) => {
    for (const part of chunks(ids)) {
      for (const row of await listarProjetosDasIssues(ctx.db, part)) known.set(row.id, row.projetoId);
    }
  };
  await load(wanted);
  const missing = wanted.filter((id) => !known.has(id));
  if (!missing.length) return known;
  for (const part of chunks(missing, 100)) {
    let token: string | undefined;
    do {
      const page = await ctx.clients.jira.searchIssues(`id in (${part.join(',')})`, token, 100);
      await ctx.db.transaction((tx) => inserirOuAtualizarIssues(tx, page.issues, run));
      token = page.nextPageToken || undefined;
    } while (token);
  }
  await load(missing);
  return known;
}

/** Inserts/updates issues of stored projects (the others are counted as ignored). */
export async function inserirOuAtualizarIssues(tx: Tx, issues: JiraIssue[], run: RunState): Promise<void> {
  if (!issues.length) return;
  const projectIds = [...new Set(issues.map((i) => toId(i.fields.project?.id ?? NaN)).filter(Number.isFinite))];
  const existing = projectIds.length ? await listarProjetosExistentes(tx, projectIds) : new Set<number>();
  const rows = issues
    .filter((i) => existing.has(toId(i.fields.project?.id ?? NaN)))
    .map((i) => ({
      id: toId(i.id),
      chave: clip(i.key, 60),
      projetoId: toId(i.fields.project!.id),
      resumo: clip(i.fields.summary, 1000),
      updated: i.fields.updated ? new Date(i.fields.updated) : null,
    }));
  for (const part of chunks(rows)) await inserirOuAtualizarLinhasDeIssues(tx, part);
  count(run, 'issues', rows.length);
  count(run, 'issuesIgnoradas', issues.length - rows.length);
}
