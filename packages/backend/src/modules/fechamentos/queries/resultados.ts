/**
 * Read side of the closings' results: the per-employee results, averages and the department cost
 * series of the dashboard, as rows (the service decides the 404 and shapes the answers). Money as decimal strings ('1234.56'); the hour cost with 4 decimals
 * ('85.4321'). Dates 'yyyy-MM-dd'.
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Conn } from '../../../db/client';
import { fechamento, fechamentoColaborador as fc } from '../../../db/schema';
import type { Janela } from '../../../http/paginacao';
import { custoHoraMedio, type FechamentoRow } from './fechamentos';

// ------------------------------------------------------------------------- per-employee results


export type ResultadoRow = typeof fc.$inferSelect;

const { detalhamento: _detalhamento, createdAt: _createdAt, ...colunasSemDetalhe } = getTableColumns(fc);

/** One window of the closing's result rows by matrícula; the breakdown only when asked (it is large). */
export function listarResultados(db: Conn, id: number, comDetalhamento: boolean, janela: Janela) {
  const query = comDetalhamento ? db.select().from(fc) : db.select(colunasSemDetalhe).from(fc);
  return query.where(eq(fc.fechamentoId, id)).orderBy(asc(fc.mat)).limit(janela.limit).offset(janela.offset);
}

export async function contarResultados(db: Conn, id: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(fc).where(eq(fc.fechamentoId, id));
  return row?.total ?? 0;
}

/** The warnings saved with each employee's result (detalhamento.avisos), employees without any left out, by matrícula. */
export function listarAvisos(db: Conn, id: number): Promise<{ matricula: number; nome: string; avisos: string[] }[]> {
  const avisos = sql<string[]>`${fc.detalhamento}->'avisos'`;
  return db
    .select({ matricula: fc.mat, nome: fc.nome, avisos })
    .from(fc)
    .where(and(eq(fc.fechamentoId, id), sql`jsonb_array_length(COALESCE(${fc.detalhamento}->'avisos', '[]'::jsonb)) > 0`))
    .orderBy(asc(fc.mat));
}

/** One employee's result row in the closing (undefined when there is none). */
export async function buscarResultado(db: Conn, id: number, mat: number): Promise<ResultadoRow | undefined> {
  const [row] = await db
    .select()
    .from(fc)
    .where(and(eq(fc.fechamentoId, id), eq(fc.mat, mat)));
  return row;
}

// ------------------------------------------------------------------------------------- averages


const texto = (expression: ReturnType<typeof sql>) => sql<string | null>`(${expression})::text`;

/** The averages of the results of each closing of `ids` (closings without results have no row). */
export function listarMediasPorFechamento(db: Conn, ids: number[]) {
  return db
    .select({
      fechamentoId: fc.fechamentoId,
      colaboradores: sql<number>`count(*)::int`,
      custoHoraMedio: texto(custoHoraMedio(fc.custoHora)),
      horasDia: sql<number>`sum(${fc.cargaHoraria})::int`,
      custoTotal: texto(sql`sum(${fc.custoTotal})`),
      custoTotalMedio: texto(sql`round(avg(${fc.custoTotal}), 2)`),
      salarioBaseMedio: texto(sql`round(avg(${fc.salarioBase}), 2)`),
      beneficioTotalMedio: texto(sql`round(avg(${fc.beneficioTotal}), 2)`),
      impostoTotalMedio: texto(sql`round(avg(${fc.impostoTotal}), 2)`),
      salarioLiquidoMedio: texto(sql`round(avg(${fc.salarioLiquido}), 2)`),
      salarioFilialMedio: texto(sql`round(avg(${fc.salarioFilial}), 2)`),
    })
    .from(fc)
    .where(inArray(fc.fechamentoId, ids))
    .groupBy(fc.fechamentoId);
}

export type MediaRow = Awaited<ReturnType<typeof listarMediasPorFechamento>>[number];

/**
 * The active closings whose period starts in the `meses` months (clamped to 1..`maximo`) ending with
 * the month of `ate` ('yyyy-MM-dd'; default: the month of the latest active closing), oldest first.
 * The one period window of the dashboard and the Relatórios DP (each caller states its defaults).
 */
export async function fechamentosDaJanela(
  db: Conn,
  janela: { meses: number; maximo: number; ate?: string },
): Promise<{ inicio: string | null; fim: string | null; fechamentos: FechamentoRow[] }> {
  const meses = Math.min(Math.max(janela.meses, 1), janela.maximo);
  let ate = janela.ate;
  if (!ate) {
    const [ultimo] = await db
      .select({ dataInicio: fechamento.dataInicio })
      .from(fechamento)
      .where(eq(fechamento.ativo, true))
      .orderBy(desc(fechamento.dataInicio))
      .limit(1);
    if (!ultimo) return { inicio: null, fim: null, fechamentos: [] };
    ate = ultimo.dataInicio;
  }
  const [ano, mes] = ate.split('-').map(Number) as [number, number];
  const fim = new Date(Date.UTC(ano, mes, 0)).toISOString().slice(0, 10);
  const inicio = new Date(Date.UTC(ano, mes - meses, 1)).toISOString().slice(0, 10);
  const rows = await db
    .select()
    .from(fechamento)
    .where(and(eq(fechamento.ativo, true), sql`${fechamento.dataInicio} >= ${inicio}`, lte(fechamento.dataInicio, fim)))
    .orderBy(asc(fechamento.dataInicio), asc(fechamento.id));
  return { inicio, fim, fechamentos: rows };
}

// --------------------------------------------------------------------------------- benefits

/** The count, total and mean of the benefits of a closing's results. */
export async function buscarTotaisDeBeneficios(db: Conn, id: number) {
  const [row] = await db
    .select({
      colaboradores: sql<number>`count(*)::int`,
      total: texto(sql`round(coalesce(sum(${fc.beneficioTotal}), 0), 2)`),
      media: texto(sql`round(coalesce(avg(${fc.beneficioTotal}), 0), 2)`),
    })
    .from(fc)
    .where(eq(fc.fechamentoId, id));
  return row;
}

export type LinhaBeneficio = {
  benef_cod: number | null;
  sigla: string | null;
  nome: string | null;
  colaboradores: number;
  total: string;
  media: string;
  desconto: string;
};

/** Each benefit of the closing's breakdowns: employees, company total, mean and the employees' discount. */
export async function listarTotaisPorBeneficio(db: Conn, id: number): Promise<LinhaBeneficio[]> {
  const porBeneficio = await db.execute(sql`
    SELECT (b->>'benefCod')::int AS benef_cod, b->>'sigla' AS sigla, b->>'nome' AS nome,
           count(*)::int AS colaboradores,
           round(sum((b->>'valorEmpresa')::numeric), 2)::text AS total,
           round(avg((b->>'valorEmpresa')::numeric), 2)::text AS media,
           round(sum((b->>'descontoColaborador')::numeric), 2)::text AS desconto
      FROM fechamento_colaborador r, jsonb_array_elements(r.detalhamento->'beneficios') AS b
     WHERE r.fechamento_id = ${id}
     GROUP BY 1, 2, 3
     ORDER BY 1`);
  // Both drivers answer { rows } (PGlite Results, node-postgres QueryResult).
  return (porBeneficio as unknown as { rows: LinhaBeneficio[] }).rows;
}

// ------------------------------------------------------------------------ department costs


/** The latest calculated closing (for id 0). */
export async function buscarUltimoCalculado(db: Conn): Promise<FechamentoRow | undefined> {
  const [row] = await db
    .select()
    .from(fechamento)
    .where(and(eq(fechamento.ativo, true), isNotNull(fechamento.calculadoEm), sql`exists (select 1 from fechamento_colaborador r where r.fechamento_id = ${fechamento.id})`))
    .orderBy(desc(fechamento.dataInicio), desc(fechamento.id))
    .limit(1);
  return row;
}

/** The gross total cost per department of one closing's results, by department name. */
export function listarCustosPorArea(db: Conn, fechamentoId: number) {
  return db
    .select({
      departamentoCod: fc.departamentoCod,
      nome: fc.departamentoNome,
      sigla: fc.departamentoSigla,
      custo: texto(sql`sum(${fc.custoTotal})`),
    })
    .from(fc)
    .where(eq(fc.fechamentoId, fechamentoId))
    .groupBy(fc.departamentoCod, fc.departamentoNome, fc.departamentoSigla)
    .orderBy(asc(fc.departamentoNome), asc(fc.departamentoCod));
}

/** The total cost of each department in each closing of `ids` (a closing without results has no row). */
export function listarCustosPorDepartamento(db: Conn, ids: number[]) {
  return db
    .select({
      fechamentoId: fc.fechamentoId,
      departamentoCod: fc.departamentoCod,
      nome: fc.departamentoNome,
      sigla: fc.departamentoSigla,
      custo: texto(sql`sum(${fc.custoTotal})`),
    })
    .from(fc)
    .where(inArray(fc.fechamentoId, ids))
    .groupBy(fc.fechamentoId, fc.departamentoCod, fc.departamentoNome, fc.departamentoSigla);
}
