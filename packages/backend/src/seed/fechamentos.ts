/**
 * Demo closings: 18 monthly closings of the demo company, May 2025 to October 2026 (the last
 * complete month before 2026-11-01; fixed, not read from the clock), each calculated with the
 * engine through the same code as POST /fechamento/custo-hh/{id} and persisted. The six oldest are
 * blocked (closed months). diasUteis = Monday to Friday minus the national holidays of the month
 * (the domain's calendar).
 * Runs inside the seed transaction, after the company data.
 */
import { sql } from 'drizzle-orm';
import { diasUteisDoMes } from '@financeiro/domain';
import type { Db } from '../db/client';
import { fechamento } from '../db/schema';
import { recalcularNaTransacao } from '../modules/fechamentos';
import { carregarDados } from '../modules/fechamentos';

type Insert = typeof fechamento.$inferInsert;

/** First and last month of the demo closings ('yyyy-MM'). */
export const DEMO_FECHAMENTOS_INICIO = '2025-05';
export const DEMO_FECHAMENTOS_FIM = '2026-10';
/** How many of the oldest closings are blocked. */
export const DEMO_FECHAMENTOS_BLOQUEADOS = 6;

const MESES = [
  'janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho',
  'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro',
] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The demo closings, oldest first, with fixed ids 1..18. */
export function demoFechamentos(): (Insert & { id: number })[] {
  const [anoInicio, mesInicio] = DEMO_FECHAMENTOS_INICIO.split('-').map(Number) as [number, number];
  const [anoFim, mesFim] = DEMO_FECHAMENTOS_FIM.split('-').map(Number) as [number, number];
  const total = (anoFim - anoInicio) * 12 + (mesFim - mesInicio) + 1;
  return Array.from({ length: total }, (_, index) => {
    const ano = anoInicio + Math.floor((mesInicio - 1 + index) / 12);
    const mes = ((mesInicio - 1 + index) % 12) + 1;
    const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
    return {
      id: index + 1,
      label: `${pad(mes)}/${ano}`,
      dataInicio: `${ano}-${pad(mes)}-01`,
      dataFim: `${ano}-${pad(mes)}-${pad(ultimo)}`,
      diasUteis: diasUteisDoMes(ano, mes),
      descricao: `Fechamento da folha de ${MESES[mes - 1]} de ${ano}.`,
      bloqueio: index < DEMO_FECHAMENTOS_BLOQUEADOS,
    };
  });
}

/** Inserts and calculates the demo closings. Expects the company data (employees, taxes...). */
export async function seedFechamentos(tx: Db): Promise<void> {
  const rows = demoFechamentos();
  const inserted = await tx.insert(fechamento).values(rows).onConflictDoNothing().returning();
  await tx.execute(
    sql.raw(
      "SELECT setval(pg_get_serial_sequence('fechamento', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM fechamento), 1))",
    ),
  );
  if (inserted.length === 0) return;
  // One load of the registrations for all of them, one bulk insert of every result.
  const dados = await carregarDados(tx);
  await recalcularNaTransacao(tx, inserted.sort((a, b) => a.id - b.id), {}, dados);
  // A closing is calculated a few days after its month ends (a fixed, reproducible timestamp).
  await tx.execute(
    sql`UPDATE fechamento SET calculado_em = ((data_fim + 5) + time '09:00') AT TIME ZONE 'America/Sao_Paulo' WHERE id IN (${sql.join(
      inserted.map((row) => sql`${row.id}`),
      sql`, `,
    )})`,
  );
}
