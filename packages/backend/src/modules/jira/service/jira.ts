/**
 * Sync administration (admin only):
 *   POST /jira/sync             { tipo? }  -> { data: { id } }  starts a run now (409 when one is running)
 *   GET  /jira/sync/execucoes   ?limite    -> { data: SyncExecucao[], configurado }
 * The connector itself (JiraSync: runs, cursor, pages, persistence) is sync.ts.
 */
import type { SyncExecucao } from '@financeiro/domain';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { listarExecucoesRecentes } from '../queries';
import { SyncBusyError, SyncNotConfiguredError, type JiraSync, type TipoSync } from './sync';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Starts a run now; 409 while one runs, 503 without the JIRA_* settings. */
export async function startSync(jiraSync: JiraSync, userId: number, tipo: TipoSync | undefined): Promise<{ data: { id: number } }> {
  try {
    const id = await jiraSync.start('manual', { userId, tipo });
    return { data: { id } };
  } catch (error) {
    if (error instanceof SyncBusyError) throw new HttpError(409, { errors: [{ errorMessage: error.message }] });
    if (error instanceof SyncNotConfiguredError) throw new HttpError(503, { errors: [{ errorMessage: error.message }] });
    throw error;
  }
}

export async function listarExecucoes(db: Db, jiraSync: JiraSync, limite: number) {
  const rows = await listarExecucoesRecentes(db, limite);
  const data: SyncExecucao[] = rows.map((row) => ({
    id: row.id,
    tipo: row.tipo,
    origem: row.origem,
    status: row.status,
    iniciadoEm: iso(row.iniciadoEm)!,
    terminadoEm: iso(row.terminadoEm),
    contagens: row.contagens as Record<string, number>,
    erro: row.erro,
  }));
  return { data, configurado: jiraSync.configured, emAndamento: jiraSync.busy };
}
