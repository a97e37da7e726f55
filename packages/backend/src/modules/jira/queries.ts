/**
 * Every statement of the Jira module: the run record (sync_execucao) and what the sync's stages write
 * (categories, projects, Jira users, issues, worklogs, plans, schedules). `Tx` is a page's transaction.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
import { categoriaProjeto, issue, jiraUsuario, plano, projeto, syncExecucao, worklog } from '../../db/schema';
import type { Contagens, SyncCursor, TipoSync, OrigemSync } from './service/sync-state';

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];
/** A bigint[] literal for `= ANY(...)`. */
const bigintArray = (ids: number[]) => `{${ids.join(',')}}`;

// ------------------------------------------------------------------------------ run record

/** The most recent sync runs, newest first. */
export function listarExecucoesRecentes(db: Conn, limit: number) {
  return db.select().from(syncExecucao).orderBy(desc(syncExecucao.id)).limit(limit);
}

/** Runs still 'executando' (their process died) become failures with `erro`. */
export async function failRunningRuns(db: Conn, erro: string): Promise<void> {
  await db.update(syncExecucao).set({ status: 'falha', terminadoEm: sql`now()`, erro }).where(eq(syncExecucao.status, 'executando'));
}

export async function buscarUltimaExecucao(db: Conn) {
  const [last] = await db.select().from(syncExecucao).orderBy(sql`${syncExecucao.id} DESC`).limit(1);
  return last;
}

export async function buscarAgoraDoBanco(db: Conn): Promise<Date> {
  const [{ now }] = rowsOf<{ now: string | Date }>(await db.execute(sql`SELECT now() AS now`));
  return new Date(now);
}

/** The last successful run (of any type, or of `tipo`). */
export async function buscarUltimoSucesso(db: Conn, tipo?: TipoSync) {
  const [row] = await db
    .select({ iniciadoEm: syncExecucao.iniciadoEm, tipo: syncExecucao.tipo })
    .from(syncExecucao)
    .where(tipo ? and(eq(syncExecucao.status, 'sucesso'), eq(syncExecucao.tipo, tipo)) : eq(syncExecucao.status, 'sucesso'))
    .orderBy(sql`${syncExecucao.id} DESC`)
    .limit(1);
  return row;
}

export async function inserirExecucao(db: Conn, values: { origem: OrigemSync; cursor: SyncCursor; iniciadoPor: number | null }): Promise<number> {
  const [row] = await db
    .insert(syncExecucao)
    .values({ tipo: values.cursor.tipo, origem: values.origem, status: 'executando', cursor: values.cursor, iniciadoPor: values.iniciadoPor })
    .returning({ id: syncExecucao.id });
  return row.id;
}

/** Saves the run's cursor (and counts), in a page's transaction or on its own. */
export async function atualizarCursorDaExecucao(db: Conn, id: number, cursor: SyncCursor, counts?: Contagens): Promise<void> {
  await db
    .update(syncExecucao)
    .set(counts ? { cursor: { ...cursor }, contagens: { ...counts } } : { cursor: { ...cursor } })
    .where(eq(syncExecucao.id, id));
}

export async function finishRunOk(db: Conn, id: number, counts: Contagens): Promise<void> {
  await db
    .update(syncExecucao)
    .set({ status: 'sucesso', terminadoEm: sql`now()`, contagens: counts, cursor: null, erro: null })
    .where(eq(syncExecucao.id, id));
}

/** The cursor column keeps the last committed page. */
export async function finishRunFailed(db: Conn, id: number, counts: Contagens, erro: string): Promise<void> {
  await db.update(syncExecucao).set({ status: 'falha', terminadoEm: sql`now()`, contagens: counts, erro }).where(eq(syncExecucao.id, id));
}

// ------------------------------------------------------------------------------ categories

/** Updates the category of `jiraId`, else adopts one of the same name without a Jira id, else inserts it. */
export async function inserirOuAtualizarCategoria(tx: Tx, jiraId: number, values: { nome: string; descricao: string | null }): Promise<void> {
  const updated = await tx
    .update(categoriaProjeto)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(categoriaProjeto.jiraId, jiraId))
    .returning({ id: categoriaProjeto.id });
  if (updated.length) return;
  // A category of the same name created here (or by the demo seed) is adopted.
  const adopted = await tx
    .update(categoriaProjeto)
    .set({ jiraId, updatedAt: sql`now()` })
    .where(sql`lower(${categoriaProjeto.nome}) = lower(${values.nome}) AND ${categoriaProjeto.jiraId} IS NULL`)
    .returning({ id: categoriaProjeto.id });
  if (!adopted.length) await tx.insert(categoriaProjeto).values({ ...values, jiraId });
}

/** Jira category id -> our category id. */
export async function listarIdsDeCategorias(db: Conn): Promise<Map<number, number>> {
  return new Map(
    (await db.select({ id: categoriaProjeto.id, jiraId: categoriaProjeto.jiraId }).from(categoriaProjeto))
      .filter((row) => row.jiraId !== null)
      .map((row) => [row.jiraId!, row.id]),
  );
}

// -------------------------------------------------------------------------------- projects

export interface ProjetoRow {
  id: number;
  chave: string;
  nome: string;
  categoriaId: number | null;
  leadAccountId: string | null;
  lastIssueUpdateTime: Date | null;
  bloqueado: boolean;
}

export async function inserirOuAtualizarProjetos(tx: Tx, rows: ProjetoRow[]): Promise<void> {
  await tx
    .insert(projeto)
    .values(rows)
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

/** Whether any project was listed (synced) since `marcador`. */
export async function anyProjetoSyncedSince(tx: Tx, marcador: string): Promise<boolean> {
  const [visto] = await tx.select({ id: projeto.id }).from(projeto).where(sql`${projeto.syncedAt} >= ${marcador}`).limit(1);
  return Boolean(visto);
}

/** Flags the projects not listed since `marcador` as deleted in Jira; answers how many. */
export async function marcarExcluidosNoJira(tx: Tx, marcador: string): Promise<number> {
  const excluidos = await tx
    .update(projeto)
    .set({ excluidoNoJira: true })
    .where(sql`${projeto.syncedAt} < ${marcador} AND NOT ${projeto.excluidoNoJira}`)
    .returning({ id: projeto.id });
  return excluidos.length;
}

/** The first project after `apos` (by id) listed since `marcador`. */
export async function buscarProximoProjetoSincronizado(db: Conn, apos: number, marcador: string): Promise<number | undefined> {
  const [next] = await db
    .select({ id: projeto.id })
    .from(projeto)
    .where(and(gt(projeto.id, apos), sql`${projeto.syncedAt} >= ${marcador}`))
    .orderBy(projeto.id)
    .limit(1);
  return next?.id;
}

/** Which of `ids` are stored projects. */
export async function listarProjetosExistentes(db: Conn, ids: number[]): Promise<Set<number>> {
  return new Set((await db.select({ id: projeto.id }).from(projeto).where(inArray(projeto.id, ids))).map((row) => row.id));
}

// ---------------------------------------------------------------------------- Jira users

/** Inserts/updates a Jira user, matching the employee by e-mail (case-insensitive). */
export async function inserirOuAtualizarJiraUsuario(tx: Tx, user: { accountId: string; nome: string; email: string | null; ativo: boolean }): Promise<void> {
  await tx.execute(sql`
        INSERT INTO jira_usuario (account_id, nome, email, ativo, colaborador_mat, updated_at)
        VALUES (${user.accountId}, ${user.nome}, ${user.email}, ${user.ativo},
                (SELECT c.mat FROM colaborador c WHERE lower(c.email) = lower(${user.email}) ORDER BY c.ativo DESC, c.mat DESC LIMIT 1),
                now())
        ON CONFLICT (account_id) DO UPDATE SET
          nome = excluded.nome,
          email = COALESCE(excluded.email, jira_usuario.email),
          ativo = excluded.ativo,
          colaborador_mat = CASE WHEN excluded.email IS NULL THEN jira_usuario.colaborador_mat ELSE excluded.colaborador_mat END,
          updated_at = now()`);
}

/** Account id and employee mat of the stored Jira users among `accountIds`. */
export function listarMatsDeJiraUsuarios(db: Conn, accountIds: string[]) {
  return db
    .select({ accountId: jiraUsuario.accountId, mat: jiraUsuario.colaboradorMat })
    .from(jiraUsuario)
    .where(inArray(jiraUsuario.accountId, accountIds));
}

/** The first active Jira user matched to an employee after `apos` (by account id). */
export async function buscarProximoUsuarioComColaborador(db: Conn, apos: string): Promise<string | undefined> {
  const [user] = await db
    .select({ accountId: jiraUsuario.accountId })
    .from(jiraUsuario)
    .where(and(sql`${jiraUsuario.colaboradorMat} IS NOT NULL`, eq(jiraUsuario.ativo, true), gt(jiraUsuario.accountId, apos)))
    .orderBy(jiraUsuario.accountId)
    .limit(1);
  return user?.accountId;
}

/**
 * Re-matches Jira users to employees by e-mail and carries the change to their worklogs and plans;
 * answers how many users changed.
 */
export async function relinkUsuarios(tx: Tx): Promise<number> {
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
  return changed.length;
}

// ---------------------------------------------------------------------------------- issues

export function listarProjetosDasIssues(db: Conn, ids: number[]) {
  return db.select({ id: issue.id, projetoId: issue.projetoId }).from(issue).where(inArray(issue.id, ids));
}

export interface IssueRow {
  id: number;
  chave: string;
  projetoId: number;
  resumo: string;
  updated: Date | null;
}

export async function inserirOuAtualizarLinhasDeIssues(tx: Tx, part: IssueRow[]): Promise<void> {
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
        sql`NOT (${issue.id} = ANY(${bigintArray(part.map((row) => row.id))}::bigint[]))`,
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

// -------------------------------------------------------------------------------- worklogs

export type WorklogRow = typeof worklog.$inferInsert;

export async function inserirOuAtualizarWorklogs(tx: Tx, part: WorklogRow[]): Promise<void> {
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

/** Deletes the worklogs of [de, ate] not touched since `marcador`; answers how many. */
export async function removerWorklogsNaoVistos(tx: Tx, de: string, ate: string, marcador: string): Promise<number> {
  const removed = await tx
    .delete(worklog)
    .where(sql`${worklog.data} BETWEEN ${de} AND ${ate} AND ${worklog.updatedAt} < ${marcador}`)
    .returning({ id: worklog.id });
  return removed.length;
}

// ---------------------------------------------------------------------------------- plans

export type PlanoRow = typeof plano.$inferInsert;

/** Deletes the days of the plans `planIds` in [de, ate] (a plan's days are replaced). */
export async function removerDiasDoPlano(tx: Tx, planIds: number[], de: string, ate: string): Promise<void> {
  await tx.delete(plano).where(and(inArray(plano.planoId, planIds), sql`${plano.data} BETWEEN ${de} AND ${ate}`));
}

export async function inserirDiasDoPlano(tx: Tx, part: PlanoRow[]): Promise<void> {
  await tx.insert(plano).values(part).onConflictDoNothing();
}

/** Deletes the plan days of [de, ate] of plans not in `seen`; answers how many plans lost days. */
export async function removerPlanosNaoVistos(tx: Tx, de: string, ate: string, seen: number[]): Promise<number> {
  const removed = await tx
    .delete(plano)
    .where(sql`${plano.data} BETWEEN ${de} AND ${ate} AND NOT (${plano.planoId} = ANY(${bigintArray(seen)}::bigint[]))`)
    .returning({ id: plano.planoId });
  return new Set(removed.map((row) => row.id)).size;
}

// ------------------------------------------------------------------------------- schedules

export async function removerAgenda(tx: Tx, accountId: string, de: string, ate: string): Promise<void> {
  await tx.execute(sql`DELETE FROM agenda_usuario WHERE account_id = ${accountId} AND data BETWEEN ${de} AND ${ate}`);
}

export async function inserirOuAtualizarDiasDaAgenda(tx: Tx, part: { accountId: string; data: string; requiredSeconds: number }[]): Promise<void> {
  await tx.execute(
    sql`INSERT INTO agenda_usuario (account_id, data, required_seconds) VALUES ${sql.join(
      part.map((row) => sql`(${row.accountId}, ${row.data}, ${row.requiredSeconds})`),
      sql`, `,
    )} ON CONFLICT (account_id, data) DO UPDATE SET required_seconds = excluded.required_seconds`,
  );
}
