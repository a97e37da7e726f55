/**
 * Calculation of a closing: the engine of @financeiro/domain applied to every employee of the
 * period, persisted as one result row per employee.
 *
 * Design (one transaction per calculation, spec 02 section 4 and DOMAIN.md):
 * - the client calls POST /beneficio/calculate/{id} and POST /imposto/calculate/{id} in
 *   parallel: both only VALIDATE AND PREVIEW (the closing exists, is not blocked, is not already
 *   calculated unless isRecalculate; they run the engine and answer the benefit / tax totals and
 *   the warnings) and write nothing, so they are idempotent and may run in any order;
 * - then POST /fechamento/custo-hh/{id} does the whole calculation in ONE transaction: it locks
 *   the closing row (SELECT ... FOR UPDATE), refuses a blocked closing, loads the inputs, runs the
 *   engine, deletes the closing's previous results, bulk-inserts the new ones and stamps
 *   calculado_em. A second calculation of the same closing started while one runs (in any API
 *   process) is refused with 409 (an advisory lock per closing, taken without waiting): there is
 *   never more than one result set (the primary key (fechamento_id, mat) guarantees it as well).
 */
import {
  calculadoraFechamento,
  FECHAMENTO_MESSAGES,
  resumoFechamento,
  somarResumos,
  type FechamentoColaboradorResultado,
  type OpcoesFechamento,
  type ResumoFechamento,
} from '@financeiro/domain';
import type { Conn, Db } from '../../../db/client';
import { HttpError, notFound } from '../../../http/errors';
import { cedente, turn } from '../../../http/event-loop';
import { registrarAuditoria } from '../../auditoria';
import { carregarDados, montarEntradas, type DadosFechamento, type EntradaColaborador } from './entradas';
import { baseHorasDaEmpresa } from './configuracao';
import {
  apagarResultados,
  inserirLoteResultados,
  buscarFechamento,
  marcarCalculados,
  resumirResultados,
  temResultados,
  travarCalculo,
  travarFechamento,
  type FechamentoRow,
} from '../queries';

/** The 404 of an unknown closing (here and in the reads of fechamentos.ts and resultados.ts). */
export const FECHAMENTO_NAO_ENCONTRADO = 'Fechamento não encontrado.';

export function conflict(message: string): HttpError {
  return new HttpError(409, { errors: [{ errorMessage: message }] });
}

/** One row of fechamento_colaborador, as inserted (column names). */
export type LinhaResultado = Record<string, unknown> & { mat: number };

export interface CalculoColaborador {
  entrada: EntradaColaborador;
  resultado: FechamentoColaboradorResultado;
}

export interface CalculoFechamento {
  colaboradores: CalculoColaborador[];
  avisos: string[];
}

/** Runs the engine on every employee (pure: no I/O). */
export function calcularColaboradores(
  periodo: Pick<FechamentoRow, 'dataInicio' | 'dataFim' | 'diasUteis'>,
  entradas: readonly EntradaColaborador[],
  opcoes: OpcoesFechamento = {},
): CalculoFechamento {
  // One calculator for the whole closing: tax tables and shared benefits are prepared once.
  const calcular = calculadoraFechamento({ dataInicio: periodo.dataInicio, dataFim: periodo.dataFim, diasUteis: periodo.diasUteis }, opcoes);
  const avisos: string[] = [];
  const colaboradores = entradas.map((entrada) => {
    const resultado = calcular({
      colaborador: entrada.colaborador,
      regime: entrada.regime,
      beneficios: entrada.beneficios,
      impostos: entrada.impostos,
    });
    for (const aviso of resultado.detalhamento.avisos) avisos.push(`Matrícula ${entrada.mat}: ${aviso}`);
    return { entrada, resultado };
  });
  return { colaboradores, avisos };
}

/** The fechamento_colaborador rows of a calculation (column names, ready for jsonb_populate_recordset). */
export function linhasResultado(fechamentoId: number, calculo: CalculoFechamento): LinhaResultado[] {
  return calculo.colaboradores.map(({ entrada, resultado }) => ({
    fechamento_id: fechamentoId,
    mat: entrada.mat,
    nome: entrada.nome,
    funcao_cod: entrada.funcaoCod,
    funcao_nome: entrada.funcaoNome,
    departamento_cod: entrada.departamentoCod,
    departamento_sigla: entrada.departamentoSigla,
    departamento_nome: entrada.departamentoNome,
    regime_cod: entrada.regimeCod,
    regime_sigla: entrada.regimeSigla,
    regime_nome: entrada.regimeNome,
    filial_cod: entrada.filialCod,
    filial_label: entrada.filialLabel,
    salario_base: resultado.salarioBase,
    beneficio_total: resultado.beneficioTotal,
    imposto_total: resultado.impostoTotal,
    salario_liquido: resultado.salarioLiquido,
    salario_filial: resultado.salarioFilial,
    provisao_decimo_terceiro: resultado.provisaoDecimoTerceiro,
    provisao_ferias: resultado.provisaoFerias,
    provisao_rescisao: resultado.provisaoRescisao,
    custo_total: resultado.custoTotal,
    custo_hora: resultado.custoHora,
    custo_hora_meio_periodo: resultado.custoHoraMeioPeriodo,
    carga_horaria: resultado.cargaHoraria,
    meio_periodo: resultado.meioPeriodo,
    detalhamento: resultado.detalhamento,
  }));
}

/**
 * JSON per INSERT. A result row is ~4-5 kB (its `detalhamento`): PGlite, which runs each statement on
 * the event loop's thread, spends ~0,25 ms per kB parsing the batch into jsonb and as much again
 * storing it, so a batch of 500 rows held the loop ~0,6 s + 0,85 s; ~64 kB (a dozen rows) is a few
 * tens of ms. PostgreSQL receives the batches while the next one is computed (gravadorEmLotes).
 */
const LOTE_BYTES = 64 * 1024;

/** Bulk insert: the rows as JSON, in batches of ~LOTE_BYTES, one statement per batch (inserirLoteResultados). */
export async function inserirResultados(db: Conn, linhas: readonly LinhaResultado[]): Promise<void> {
  if (linhas.length === 0) return;
  const colunas = Object.keys(linhas[0]!);
  const inserir = (lote: string[]) => inserirLoteResultados(db, colunas, lote);
  let lote: string[] = [];
  let bytes = 0;
  for (const linha of linhas) {
    const json = JSON.stringify(linha);
    if (lote.length > 0 && bytes + json.length > LOTE_BYTES) {
      await inserir(lote);
      lote = [];
      bytes = 0;
    }
    lote.push(json);
    bytes += json.length;
  }
  await inserir(lote);
}

export interface ResultadoCalculo {
  fechamentoId: number;
  colaboradores: number;
  totais: ResumoFechamento;
  avisos: string[];
  /** Milliseconds spent in each phase. */
  tempos: { carregar: number; calcular: number; gravar: number; total: number };
}

export function totaisDe(calculo: CalculoFechamento): ResumoFechamento {
  return resumoFechamento(calculo.colaboradores.map((item) => item.resultado));
}

/**
 * Employees per engine batch: each batch's insert runs while the next batch is computed, and a
 * batch's results are dropped once turned into rows and totals (objects that die young are cheap
 * for the garbage collector; keeping every result of a large closing alive is not).
 */
export const LOTE_CALCULO = 500;

/**
 * Writes batches of result rows one INSERT at a time, without waiting: the caller computes the
 * next batch while the database stores the previous one (on PostgreSQL the two run in parallel;
 * on PGlite they simply alternate). The first failure is kept and thrown by `flush`.
 */
function gravadorEmLotes(tx: Conn) {
  let pendente: Promise<void> = Promise.resolve();
  let falha: unknown = null;
  return {
    async enviar(linhas: LinhaResultado[]): Promise<void> {
      await pendente;
      if (falha) throw falha;
      pendente = inserirResultados(tx, linhas).catch((error: unknown) => {
        falha ??= error;
      });
      // Lets the socket take the statement before the next batch is computed.
      await turn();
    },
    async flush(): Promise<void> {
      await pendente;
      if (falha) throw falha;
    },
  };
}

/**
 * Calculates closings whose rows the caller already holds locked inside its transaction `tx`:
 * replaces all of their results. `dados` (optional) are rows loaded once for all of them (the
 * demo seed); otherwise each closing loads its own period. Used by the route (below) and by the
 * demo seed. Phases in `tempos`: carregar (queries), calcular (engine), gravar (what the writes
 * added beyond the computation they overlap with).
 */
export async function recalcularNaTransacao(
  tx: Conn,
  rows: FechamentoRow | readonly FechamentoRow[],
  opcoes: OpcoesFechamento = {},
  dados?: DadosFechamento,
): Promise<ResultadoCalculo[]> {
  const lista = Array.isArray(rows) ? (rows as readonly FechamentoRow[]) : [rows as FechamentoRow];
  if (lista.length === 0) return [];
  const inicio = performance.now();
  const ids = lista.map((row) => row.id);
  await apagarResultados(tx, ids);
  const gravador = gravadorEmLotes(tx);
  // Between two steps of a batch (engine, totals, the insert's JSON) other requests get a turn.
  const ceder = cedente();
  const resultados: ResultadoCalculo[] = [];
  let carregarTotal = 0;
  let calcularTotal = 0;
  let buffer: LinhaResultado[] = [];
  for (const row of lista) {
    const t0 = performance.now();
    const entradas = montarEntradas(dados ?? (await carregarDados(tx, row)), row);
    const carregar = performance.now() - t0;
    let calcular = 0;
    const totais: ResumoFechamento[] = [];
    const avisos: string[] = [];
    for (let i = 0; i < entradas.colaboradores.length; i += LOTE_CALCULO) {
      const t1 = performance.now();
      const parte = calcularColaboradores(row, entradas.colaboradores.slice(i, i + LOTE_CALCULO), opcoes);
      calcular += performance.now() - t1;
      await ceder();
      const t2 = performance.now();
      totais.push(totaisDe(parte));
      avisos.push(...parte.avisos);
      buffer.push(...linhasResultado(row.id, parte));
      calcular += performance.now() - t2;
      if (buffer.length >= LOTE_CALCULO) {
        await gravador.enviar(buffer);
        buffer = [];
      }
    }
    carregarTotal += carregar;
    calcularTotal += calcular;
    resultados.push({
      fechamentoId: row.id,
      colaboradores: entradas.colaboradores.length,
      totais: somarResumos(totais),
      avisos: [...entradas.avisos, ...avisos],
      tempos: { carregar: Math.round(carregar), calcular: Math.round(calcular), gravar: 0, total: 0 },
    });
  }
  if (buffer.length > 0) await gravador.enviar(buffer);
  await gravador.flush();
  const agora = new Date();
  await marcarCalculados(tx, ids, agora);
  const total = performance.now() - inicio;
  const gravar = Math.max(0, total - carregarTotal - calcularTotal);
  for (const resultado of resultados) {
    resultado.tempos.gravar = Math.round(gravar);
    resultado.tempos.total = Math.round(lista.length === 1 ? total : resultado.tempos.carregar + resultado.tempos.calcular + gravar);
  }
  return resultados;
}

/**
 * The whole calculation of a closing in one transaction, under a row lock on the closing. A
 * calculation of the same closing already running (in this process or another one) is refused with
 * 409 rather than queued behind it: its user would only redo the same work.
 */
export async function calcularFechamento(db: Db, id: number, opcoes: OpcoesFechamento = {}): Promise<ResultadoCalculo> {
  return db.transaction(async (tx) => {
    if (!(await travarCalculo(tx, id))) throw conflict(FECHAMENTO_MESSAGES.emCalculo);
    const row = await travarFechamento(tx, id);
    if (!row || !row.ativo) throw notFound(FECHAMENTO_NAO_ENCONTRADO);
    if (row.bloqueio) throw conflict(FECHAMENTO_MESSAGES.bloqueado);
    const baseHoras = opcoes.baseHoras ?? (await baseHorasDaEmpresa(tx));
    const antes = await resumirResultados(tx, id);
    const [resultado] = await recalcularNaTransacao(tx, row, { ...opcoes, baseHoras });
    // The company's totals before → after (an aggregate); per-employee values are not recorded.
    await registrarAuditoria(tx, {
      acao: antes.colaboradores > 0 ? 'recalcular' : 'calcular',
      entidade: 'fechamento',
      chave: id,
      detalhes: {
        fechamento: row.label,
        custoTotal: { antes: antes.colaboradores > 0 ? antes.custoTotal : null, depois: resultado!.totais.custoTotal },
        colaboradores: { antes: antes.colaboradores, depois: resultado!.colaboradores },
      },
    });
    return resultado!;
  });
}

/**
 * Employees per batch of a preview: the batch is computed, totalled and handed to the route between
 * two turns of the event loop, and its results dropped (a preview writes nothing).
 */
const LOTE_PREVIA = 100;

export interface PreviaCalculo {
  fechamentoId: number;
  colaboradores: number;
  totais: ResumoFechamento;
  avisos: string[];
}

/**
 * The checks and the preview of the two preparatory calls (no writes): 404 unknown closing,
 * 409 blocked, 409 already calculated unless `isRecalculate`. `acumular` receives each batch of
 * results, in the employees' order (the route sums what it shows).
 */
export async function previaFechamento(
  db: Db,
  id: number,
  isRecalculate: boolean,
  acumular: (parte: CalculoFechamento) => void,
): Promise<PreviaCalculo> {
  const row = await buscarFechamento(db, id);
  if (!row || !row.ativo) throw notFound(FECHAMENTO_NAO_ENCONTRADO);
  if (row.bloqueio) throw conflict(FECHAMENTO_MESSAGES.bloqueado);
  if (!isRecalculate && (await temResultados(db, id))) throw conflict(FECHAMENTO_MESSAGES.jaCalculado);
  const entradas = montarEntradas(await carregarDados(db, row), row);
  const opcoes = { baseHoras: await baseHorasDaEmpresa(db) };
  const ceder = cedente();
  const totais: ResumoFechamento[] = [];
  const avisos: string[] = [];
  for (let i = 0; i < entradas.colaboradores.length; i += LOTE_PREVIA) {
    await ceder();
    const parte = calcularColaboradores(row, entradas.colaboradores.slice(i, i + LOTE_PREVIA), opcoes);
    totais.push(totaisDe(parte));
    avisos.push(...parte.avisos);
    acumular(parte);
  }
  return {
    fechamentoId: id,
    colaboradores: entradas.colaboradores.length,
    totais: somarResumos(totais),
    avisos: [...entradas.avisos, ...avisos],
  };
}
