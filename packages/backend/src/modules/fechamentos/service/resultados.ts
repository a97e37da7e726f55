/**
 * The reads of a closing's results the routes serve: the per-employee results and warnings, the
 * averages of the dashboard, the benefit means and the department costs. The statements answer rows
 * (queries/resultados.ts); here the 404 of an unknown closing is decided and the rows are shaped.
 * Money as decimal strings ('1234.56'); the hour cost with 4 decimals ('85.4321'). Dates 'yyyy-MM-dd'.
 */
import Decimal from 'decimal.js';
import type { AvisosColaborador, CustoArea, CustoDepartamento, DetalheFechamento, MediaFechamento, ResultadoColaborador } from '@financeiro/domain';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { janelaDaLista, lerPagina, type Janela } from '../../../http/paginacao';
import * as q from '../queries';
import type { FechamentoRow, MediaRow, ResultadoRow } from '../queries';
import { FECHAMENTO_NAO_ENCONTRADO } from './calculo';
import { listarFechamentos, normalizarAte } from './fechamentos';

// ------------------------------------------------------------------------- per-employee results

function resultadoParaApi(row: Partial<ResultadoRow> & Omit<ResultadoRow, 'detalhamento' | 'createdAt' | 'fechamentoId'>): ResultadoColaborador {
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

/** The closing row, or the 404 of an unknown closing. */
async function fechamentoExistente(db: Db, id: number): Promise<FechamentoRow> {
  const row = await q.buscarFechamento(db, id);
  if (!row) throw notFound(FECHAMENTO_NAO_ENCONTRADO);
  return row;
}

/** The most results an unpaged GET /fechamento/custo-hh/:id answers (the closing screen asks for all of them). */
export const MAX_RESULTADOS = 5_000;

/** GET /fechamento/custo-hh/:id: one window of the closing's results by matrícula (`http/paginacao.ts`) and their total. */
export async function listarResultados(
  db: Db,
  id: number,
  comDetalhamento = false,
  pagina: { pagina?: number; limite?: number } = {},
): Promise<{ itens: ResultadoColaborador[]; total: number }> {
  await fechamentoExistente(db, id);
  const ler = async (janela: Janela) => (await q.listarResultados(db, id, comDetalhamento, janela)).map(resultadoParaApi);
  return lerPagina(janelaDaLista(pagina, MAX_RESULTADOS), ler, () => q.contarResultados(db, id));
}

/**
 * GET /fechamento/avisos/:id: the warnings saved with each employee's result, employees without any
 * left out, by matrícula: a calculated closing shows them again when reopened.
 */
export async function listarAvisos(db: Db, id: number): Promise<AvisosColaborador[]> {
  // The closing's existence (404) and its warnings are read together.
  const [, rows] = await Promise.all([fechamentoExistente(db, id), q.listarAvisos(db, id)]);
  return rows.map((row) => ({ matricula: row.matricula, nome: row.nome, avisos: row.avisos }));
}

/** GET /fechamento/custo-hh/:id/:mat: one employee's result with its breakdown. */
export async function buscarResultado(db: Db, id: number, mat: number): Promise<ResultadoColaborador> {
  const row = await q.buscarResultado(db, id, mat);
  if (!row) throw notFound('Resultado do colaborador não encontrado neste fechamento.');
  return resultadoParaApi(row);
}

// ------------------------------------------------------------------------------------- averages

async function mediasPorFechamento(db: Db, ids: number[]): Promise<Map<number, MediaRow>> {
  if (ids.length === 0) return new Map();
  const rows = await q.listarMediasPorFechamento(db, ids);
  return new Map(rows.map((row) => [row.fechamentoId, row]));
}

function mediaParaApi(row: FechamentoRow, media: MediaRow | undefined): MediaFechamento {
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

/** GET /fechamento/custo-hh/media/:id: the averages of one closing (null when not calculated). */
export async function mediaFechamento(db: Db, id: number): Promise<MediaFechamento> {
  const row = await fechamentoExistente(db, id);
  const medias = await mediasPorFechamento(db, [id]);
  return mediaParaApi(row, medias.get(id));
}

/** At most 12 closings in the dashboard's averages (spec 02 section 9). */
export const MAX_FECHAMENTOS_DASHBOARD = 12;

/** The dashboard's default period (spec 02 section 9): 6 months up to the latest closing. */
export const MESES_DASHBOARD_PADRAO = 6;

/** The dashboard's closings of the period (`fechamentosDaJanela`), each with its averages (null when not calculated). */
export async function fechamentosDoPeriodo(
  db: Db,
  opcoes: { meses?: number; ate?: string } = {},
): Promise<{ inicio: string | null; fim: string | null; fechamentos: MediaFechamento[] }> {
  const { inicio, fim, fechamentos: rows } = await q.fechamentosDaJanela(db, {
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
    fechamentos: rows.map((row) => mediaParaApi(row, medias.get(row.id))),
  };
}

/** GET /fechamento/dashboard: the period's closings with their averages, and every active closing to choose from. */
export async function dashboard(db: Db, meses: number | undefined, ate: string | undefined) {
  const [periodo, todos] = await Promise.all([fechamentosDoPeriodo(db, { meses, ate: normalizarAte(ate) }), listarFechamentos(db, true)]);
  return {
    ...periodo,
    disponiveis: todos.map(({ id, label, dataInicio, dataFim, calculado }) => ({ id, label, dataInicio, dataFim, calculado })),
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
export async function mediaBeneficios(db: Db, id: number) {
  const [row, geral, linhas] = await Promise.all([fechamentoExistente(db, id), q.buscarTotaisDeBeneficios(db, id), q.listarTotaisPorBeneficio(db, id)]);
  const beneficios: MediaBeneficio[] = linhas.map((linha) => ({
    benefCod: linha.benef_cod === null ? null : Number(linha.benef_cod),
    sigla: linha.sigla,
    nome: linha.nome,
    colaboradores: Number(linha.colaboradores),
    total: linha.total,
    media: linha.media,
    descontoColaborador: linha.desconto,
  }));
  const colaboradores = Number(geral?.colaboradores ?? 0);
  return {
    fechamentoId: id,
    label: row.label,
    calculado: colaboradores > 0,
    colaboradores,
    beneficioTotal: geral?.total ?? '0.00',
    beneficioMedio: geral?.media ?? '0.00',
    beneficios,
  };
}

// ------------------------------------------------------------------------ department costs

/**
 * GET /fechamento/custo/todosDepartamentoArea/{id}: gross total cost per department (area) of one
 * closing; id 0 = the latest calculated closing. Empty when the closing has no results.
 */
export async function custoPorArea(db: Db, id: number): Promise<CustoArea[]> {
  const row = id === 0 ? await q.buscarUltimoCalculado(db) : await fechamentoExistente(db, id);
  if (!row) return [];
  const rows = await q.listarCustosPorArea(db, row.id);
  return rows.map((r) => ({
    name: r.nome ?? `Departamento ${r.departamentoCod ?? '-'}`,
    label: row.label,
    custo: r.custo ?? '0.00',
    departamentoCod: r.departamentoCod,
    sigla: r.sigla,
    fechamentoId: row.id,
  }));
}

/**
 * GET /fechamento/custo/departamentos: the total cost of each department in each calculated closing
 * of the period (see fechamentosDoPeriodo; default the 12 months up to the latest closing), oldest
 * closing first.
 */
export async function custoPorDepartamento(db: Db, opcoes: { meses?: number; ate?: string } = {}): Promise<CustoDepartamento[]> {
  // The dashboard's window; a closing not calculated has no result rows, so it has no group below.
  const { fechamentos } = await q.fechamentosDaJanela(db, { meses: opcoes.meses ?? MAX_FECHAMENTOS_DASHBOARD, maximo: MAX_FECHAMENTOS_DASHBOARD, ate: opcoes.ate });
  if (fechamentos.length === 0) return [];
  const porId = new Map(fechamentos.map((item) => [item.id, item]));
  const rows = await q.listarCustosPorDepartamento(db, [...porId.keys()]);
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
    .sort(
      (a, b) =>
        a.dataInicio.localeCompare(b.dataInicio) ||
        a.fechamentoId - b.fechamentoId ||
        a.nome.localeCompare(b.nome) ||
        (a.departamentoCod ?? 0) - (b.departamentoCod ?? 0),
    );
}
