/**
 * Read side of the closings' results: the per-employee results, averages and the department cost
 * series of the dashboard. Money as decimal strings ('1234.56'); the hour cost with 4 decimals
 * ('85.4321'). Dates 'yyyy-MM-dd'.
 */
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { AvisosColaborador, CustoArea, CustoDepartamento, DetalheFechamento, MediaFechamento, ResultadoColaborador } from '@financeiro/domain';
import type { Conn } from '../../../db/client';
import { fechamento, fechamentoColaborador as fc } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { janelaDaLista, lerPagina, type Janela } from '../../../http/paginacao';
import { buscarFechamento, custoHoraMedio, FECHAMENTO_NAO_ENCONTRADO, lerFechamento, type FechamentoRow } from './fechamentos';

// ------------------------------------------------------------------------- per-employee results


type ResultadoRow = typeof fc.$inferSelect;

function resultadoToApi(row: Partial<ResultadoRow> & Omit<ResultadoRow, 'detalhamento' | 'createdAt' | 'fechamentoId'>): ResultadoColaborador {
  const api: ResultadoColaborador = {
    matricula: row.mat,
    nome: row.nome,
    funcao: row.funcaoNome,
    funcaoCod: row.funcaoCod,
    departamento: row.departamentoNome,
    departamentoCod: row.departamentoCod,
    departamentoSigla: row.departamentoSigla,
    regime: row.regimeNome,
    regimeCod: row.regimeCod,
    regimeSigla: row.regimeSigla,
    filial: row.filialLabel,
    filialCod: row.filialCod,
    salarioBase: row.salarioBase,
    beneficioTotal: row.beneficioTotal,
    impostoTotal: row.impostoTotal,
    salarioLiquido: row.salarioLiquido,
    salarioFilial: row.salarioFilial,
    provisaoDecimoTerceiro: row.provisaoDecimoTerceiro,
    provisaoFerias: row.provisaoFerias,
    provisaoRescisao: row.provisaoRescisao,
    custoTotal: row.custoTotal,
    custoHora: row.custoHora,
    custoHoraMeioPeriodo: row.custoHoraMeioPeriodo,
    cargaHoraria: row.cargaHoraria,
    meioPeriodo: row.meioPeriodo,
  };
  // The jsonb column holds the engine's breakdown as it was calculated.
  if (row.detalhamento) api.detalhamento = row.detalhamento as DetalheFechamento;
  return api;
}

const { detalhamento: _detalhamento, createdAt: _createdAt, ...colunasSemDetalhe } = getTableColumns(fc);

/** The closing's results sorted by matrícula; the breakdown only when asked (it is large). */
/** The most results an unpaged GET /fechamento/custo-hh/:id answers (the closing screen asks for all of them). */
export const MAX_RESULTADOS = 5_000;

/** GET /fechamento/custo-hh/:id: one window of the closing's results by matrícula (`http/paginacao.ts`) and their total. */
export async function listarResultados(
  db: Conn,
  id: number,
  comDetalhamento = false,
  pagina: { pagina?: number; limite?: number } = {},
): Promise<{ itens: ResultadoColaborador[]; total: number }> {
  await buscarFechamento(db, id);
  const ler = async (janela: Janela) => {
    const query = comDetalhamento ? db.select().from(fc) : db.select(colunasSemDetalhe).from(fc);
    const rows = await query.where(eq(fc.fechamentoId, id)).orderBy(asc(fc.mat)).limit(janela.limit).offset(janela.offset);
    return rows.map(resultadoToApi);
  };
  const contar = async () => (await db.select({ total: count() }).from(fc).where(eq(fc.fechamentoId, id)))[0]?.total ?? 0;
  return lerPagina(janelaDaLista(pagina, MAX_RESULTADOS), ler, contar);
}

/**
 * The warnings saved with each employee's result (detalhamento.avisos), employees without any
 * left out, by matrícula: a calculated closing shows them again when reopened.
 */
export async function listarAvisos(db: Conn, id: number): Promise<AvisosColaborador[]> {
  const avisos = sql<string[]>`${fc.detalhamento}->'avisos'`;
  // The closing's existence (404) and its warnings are read together.
  const [, rows] = await Promise.all([
    buscarFechamento(db, id),
    db
      .select({ matricula: fc.mat, nome: fc.nome, avisos })
      .from(fc)
      .where(and(eq(fc.fechamentoId, id), sql`jsonb_array_length(COALESCE(${fc.detalhamento}->'avisos', '[]'::jsonb)) > 0`))
      .orderBy(asc(fc.mat)),
  ]);
  return rows.map((row) => ({ matricula: row.matricula, nome: row.nome, avisos: row.avisos }));
}

export async function buscarResultado(db: Conn, id: number, mat: number): Promise<ResultadoColaborador> {
  const [row] = await db
    .select()
    .from(fc)
    .where(and(eq(fc.fechamentoId, id), eq(fc.mat, mat)));
  if (!row) throw notFound('Resultado do colaborador não encontrado neste fechamento.');
  return resultadoToApi(row);
}

// ------------------------------------------------------------------------------------- averages


const texto = (expression: ReturnType<typeof sql>) => sql<string | null>`(${expression})::text`;

function mediaSelect() {
  return {
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
  };
}

type MediaRow = Awaited<ReturnType<typeof mediasPorFechamento>> extends Map<number, infer R> ? R : never;

async function mediasPorFechamento(db: Conn, ids: number[]) {
  if (ids.length === 0) return new Map<number, { [K in keyof ReturnType<typeof mediaSelect>]: unknown }>();
  const rows = await db.select(mediaSelect()).from(fc).where(inArray(fc.fechamentoId, ids)).groupBy(fc.fechamentoId);
  return new Map(rows.map((row) => [row.fechamentoId, row]));
}

function mediaToApi(row: FechamentoRow, media: MediaRow | undefined): MediaFechamento {
  const colaboradores = Number(media?.colaboradores ?? 0);
  const calculado = colaboradores > 0;
  const value = (key: keyof MediaRow) => (calculado ? ((media?.[key] as string | null) ?? null) : null);
  const horasDia = calculado ? Number(media?.horasDia ?? 0) : 0;
  const custoTotal = value('custoTotal');
  const totalHoras = horasDia * row.diasUteis;
  const ponderado =
    custoTotal !== null && totalHoras > 0
      ? new Decimal(custoTotal).div(totalHoras).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4)
      : null;
  return {
    fechamentoId: row.id,
    label: row.label,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    calculado,
    colaboradores,
    custoHoraMedio: value('custoHoraMedio'),
    custoHoraPonderado: ponderado,
    custoTotal,
    custoTotalMedio: value('custoTotalMedio'),
    salarioBaseMedio: value('salarioBaseMedio'),
    beneficioTotalMedio: value('beneficioTotalMedio'),
    impostoTotalMedio: value('impostoTotalMedio'),
    salarioLiquidoMedio: value('salarioLiquidoMedio'),
    salarioFilialMedio: value('salarioFilialMedio'),
  };
}

export async function mediaFechamento(db: Conn, id: number): Promise<MediaFechamento> {
  const row = await lerFechamento(db, id);
  if (!row) throw notFound(FECHAMENTO_NAO_ENCONTRADO);
  const medias = await mediasPorFechamento(db, [id]);
  return mediaToApi(row, medias.get(id) as MediaRow | undefined);
}

/** At most 12 closings in the dashboard's averages (spec 02 section 9). */
export const MAX_FECHAMENTOS_DASHBOARD = 12;

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

/** The dashboard's default period (spec 02 section 9): 6 months up to the latest closing. */
export const MESES_DASHBOARD_PADRAO = 6;

/** The dashboard's closings of the period (`fechamentosDaJanela`), each with its averages (null when not calculated). */
export async function fechamentosDoPeriodo(
  db: Conn,
  opcoes: { meses?: number; ate?: string } = {},
): Promise<{ inicio: string | null; fim: string | null; fechamentos: MediaFechamento[] }> {
  const { inicio, fim, fechamentos: rows } = await fechamentosDaJanela(db, {
    meses: opcoes.meses ?? MESES_DASHBOARD_PADRAO,
    maximo: MAX_FECHAMENTOS_DASHBOARD,
    ate: opcoes.ate,
  });
  const medias = await mediasPorFechamento(
    db,
    rows.map((row) => row.id),
  );
  return {
    inicio,
    fim,
    fechamentos: rows.map((row) => mediaToApi(row, medias.get(row.id) as MediaRow | undefined)),
  };
}

// --------------------------------------------------------------------------------- benefits

export interface MediaBeneficio {
  benefCod: number | null;
  sigla: string | null;
  nome: string | null;
  colaboradores: number;
  /** What the company paid in the closing for this benefit. */
  total: string;
  media: string;
  descontoColaborador: string;
}

/** GET /beneficio/calculate/average/{id}: benefit totals and means of a calculated closing. */
export async function mediaBeneficios(db: Conn, id: number) {
  const fechamentoApi = await buscarFechamento(db, id);
  const [geral] = await db
    .select({
      colaboradores: sql<number>`count(*)::int`,
      total: texto(sql`round(coalesce(sum(${fc.beneficioTotal}), 0), 2)`),
      media: texto(sql`round(coalesce(avg(${fc.beneficioTotal}), 0), 2)`),
    })
    .from(fc)
    .where(eq(fc.fechamentoId, id));
  type LinhaBeneficio = {
    benef_cod: number | null;
    sigla: string | null;
    nome: string | null;
    colaboradores: number;
    total: string;
    media: string;
    desconto: string;
  };
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
  const linhas = (porBeneficio as unknown as { rows: LinhaBeneficio[] }).rows;
  const beneficios: MediaBeneficio[] = linhas.map((row) => ({
    benefCod: row.benef_cod === null ? null : Number(row.benef_cod),
    sigla: row.sigla,
    nome: row.nome,
    colaboradores: Number(row.colaboradores),
    total: row.total,
    media: row.media,
    descontoColaborador: row.desconto,
  }));
  const colaboradores = Number(geral?.colaboradores ?? 0);
  return {
    fechamentoId: id,
    label: fechamentoApi.label,
    calculado: colaboradores > 0,
    colaboradores,
    beneficioTotal: geral?.total ?? '0.00',
    beneficioMedio: geral?.media ?? '0.00',
    beneficios,
  };
}

// ------------------------------------------------------------------------ department costs


/** The latest calculated closing (for id 0). */
async function ultimoCalculado(db: Conn): Promise<FechamentoRow | undefined> {
  const [row] = await db
    .select()
    .from(fechamento)
    .where(and(eq(fechamento.ativo, true), isNotNull(fechamento.calculadoEm), sql`exists (select 1 from fechamento_colaborador r where r.fechamento_id = ${fechamento.id})`))
    .orderBy(desc(fechamento.dataInicio), desc(fechamento.id))
    .limit(1);
  return row;
}

/**
 * GET /fechamento/custo/todosDepartamentoArea/{id}: gross total cost per department (area) of one
 * closing; id 0 = the latest calculated closing. Empty when the closing has no results.
 */
export async function custoPorArea(db: Conn, id: number): Promise<CustoArea[]> {
  let row: FechamentoRow | undefined;
  if (id === 0) row = await ultimoCalculado(db);
  else {
    row = await lerFechamento(db, id);
    if (!row) throw notFound(FECHAMENTO_NAO_ENCONTRADO);
  }
  if (!row) return [];
  const label = row.label;
  const fechamentoId = row.id;
  const rows = await db
    .select({
      departamentoCod: fc.departamentoCod,
      nome: fc.departamentoNome,
      sigla: fc.departamentoSigla,
      custo: texto(sql`sum(${fc.custoTotal})`),
    })
    .from(fc)
    .where(eq(fc.fechamentoId, fechamentoId))
    .groupBy(fc.departamentoCod, fc.departamentoNome, fc.departamentoSigla)
    .orderBy(asc(fc.departamentoNome));
  return rows.map((r) => ({
    name: r.nome ?? `Departamento ${r.departamentoCod ?? '-'}`,
    label,
    custo: r.custo ?? '0.00',
    departamentoCod: r.departamentoCod,
    sigla: r.sigla,
    fechamentoId,
  }));
}


/**
 * GET /fechamento/custo/departamentos: the total cost of each department in each calculated closing
 * of the period (see fechamentosDoPeriodo; default the 12 months up to the latest closing), oldest
 * closing first.
 */
export async function custoPorDepartamento(db: Conn, opcoes: { meses?: number; ate?: string } = {}): Promise<CustoDepartamento[]> {
  // The dashboard's window; a closing not calculated has no result rows, so it has no group below.
  const { fechamentos } = await fechamentosDaJanela(db, { meses: opcoes.meses ?? MAX_FECHAMENTOS_DASHBOARD, maximo: MAX_FECHAMENTOS_DASHBOARD, ate: opcoes.ate });
  if (fechamentos.length === 0) return [];
  const porId = new Map(fechamentos.map((item) => [item.id, item]));
  const rows = await db
    .select({
      fechamentoId: fc.fechamentoId,
      departamentoCod: fc.departamentoCod,
      nome: fc.departamentoNome,
      sigla: fc.departamentoSigla,
      custo: texto(sql`sum(${fc.custoTotal})`),
    })
    .from(fc)
    .where(inArray(fc.fechamentoId, [...porId.keys()]))
    .groupBy(fc.fechamentoId, fc.departamentoCod, fc.departamentoNome, fc.departamentoSigla);
  return rows
    .map((r) => {
      const item = porId.get(r.fechamentoId)!;
      return {
        nome: r.nome ?? `Departamento ${r.departamentoCod ?? '-'}`,
        label: item.label,
        custo: r.custo ?? '0.00',
        departamentoCod: r.departamentoCod,
        sigla: r.sigla,
        fechamentoId: r.fechamentoId,
        dataInicio: item.dataInicio,
      };
    })
    .sort((a, b) => a.dataInicio.localeCompare(b.dataInicio) || a.fechamentoId - b.fechamentoId || a.nome.localeCompare(b.nome));
}
