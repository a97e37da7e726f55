/**
 * The reports' closings: the list with each one's number of stored results, the closing before one,
 * and the closings of a report's period.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { FECHAMENTO_MESSAGES, MAX_MESES_RELATORIO_DP, MESES_RELATORIO_DP_PADRAO, type FechamentoRelatorio } from '@financeiro/domain';
import type { Conn } from '../../../db/client';
import { fechamento } from '../../../db/schema';
import { fechamentosDaJanela, type FechamentoRow } from '../../fechamentos';
import { linhas, lista } from './comum';

/** Number of stored results of each closing. */
export async function contagens(db: Conn, ids?: readonly number[]): Promise<Map<number, number>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await linhas<{ fechamento_id: number; total: number }>(
    db,
    sql`SELECT fechamento_id, count(*)::int AS total FROM fechamento_colaborador
         ${ids ? sql`WHERE fechamento_id IN (${lista(ids)})` : sql``}
         GROUP BY fechamento_id`,
  );
  return new Map(rows.map((row) => [Number(row.fechamento_id), Number(row.total)]));
}

export function paraRelatorio(row: FechamentoRow, colaboradores: number): FechamentoRelatorio {
  const calculado = colaboradores > 0;
  return {
    id: row.id,
    label: row.label,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    bloqueio: row.bloqueio,
    calculado,
    colaboradores,
    mensagem: calculado ? null : FECHAMENTO_MESSAGES.semCalculo,
  };
}

/** GET /relatorio-dp/fechamentos: the active closings, the latest period first. */
export async function fechamentosRelatorio(db: Conn): Promise<FechamentoRelatorio[]> {
  const rows = await db
    .select()
    .from(fechamento)
    .where(eq(fechamento.ativo, true))
    .orderBy(desc(fechamento.dataInicio), desc(fechamento.id));
  const counts = await contagens(db);
  return rows.map((row) => paraRelatorio(row, counts.get(row.id) ?? 0));
}

/** The active closing just before `row` (the latest start date before its start). */
export async function fechamentoAnterior(db: Conn, row: FechamentoRow): Promise<FechamentoRow | undefined> {
  const [anterior] = await db
    .select()
    .from(fechamento)
    .where(and(eq(fechamento.ativo, true), lt(fechamento.dataInicio, row.dataInicio)))
    .orderBy(desc(fechamento.dataInicio), desc(fechamento.id))
    .limit(1);
  return anterior;
}

export interface PeriodoRelatorio {
  meses?: number;
  /** 'yyyy-MM-01': the last month of the period; default the month of the latest active closing. */
  ate?: string;
}

/** The report's closings: the fechamentos module's period window, 12 months by default, at most 24. */
export const fechamentosDoPeriodo = (db: Conn, opcoes: PeriodoRelatorio = {}) =>
  fechamentosDaJanela(db, { meses: opcoes.meses ?? MESES_RELATORIO_DP_PADRAO, maximo: MAX_MESES_RELATORIO_DP, ate: opcoes.ate });
