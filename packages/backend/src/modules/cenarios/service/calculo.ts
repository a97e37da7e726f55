/**
 * A scenario computed in a month: the domain's `calcularLinhasDoCenario` (the closing engine) over the
 * closing's inputs (`base.ts`) in batches that yield the event loop, summarised to the answer's lines,
 * the totals and the function rates — kept for the next requests of the same month while neither the
 * scenario nor its base changes (the result screen asks for the totals and for pages of the lines).
 */
import {
  calculadoraDoCenario,
  herdeiroDoAntes,
  somadorDoCenario,
  taxasPorFuncao,
  type AntesDoCenario,
  type BaseCenario,
  type Cenario,
  type ColaboradorCenarioResultado,
  type FechamentoColaboradorResultado,
  type LinhaCenario,
  type OpcoesCalculoCenario,
  type ResultadoCenario,
  type ResultadoDoCenario,
  type TaxaFuncaoCenario,
} from '@financeiro/domain';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { cedente } from '../../../http/event-loop';
import * as q from '../queries';
import { carregarBase } from './base';
import { linhaDoUsuario, MENSAGENS_CENARIO } from './definicao';

/**
 * Employees per batch of the domain's scenario calculator: each batch is synchronous (two engine runs
 * per employee); between two batches the event loop gets a turn when its slice is over (`cedente`, as
 * the closing's calculation yields between its batches).
 */
export const LOTE_CENARIO = 50;

/**
 * The domain's `calculadoraDoCenario` (prepared once for the month) over the base in batches of
 * LOTE_CENARIO employees, yielding between them; then the hires. The totals are the domain's, summed a
 * batch at a time (`somadorDoCenario`). Same result as one calcularCenario (tested).
 */
export async function calcularCedendo(cenario: Cenario, mes: string, { guardarAntes = true }: { guardarAntes?: boolean } = {}): Promise<ResultadoCenario> {
  const ceder = cedente();
  const { colaboradores } = cenario.base;
  const antes = antesDoMes(cenario.base, mes, guardarAntes);
  preenchendo.set(antes, (preenchendo.get(antes) ?? 0) + 1);
  try {
    const calculadora = calculadoraDoCenario(cenario, mes, { antes, herdar: herdeiro(cenario.base, mes) });
    const somador = somadorDoCenario();
    const linhas: ColaboradorCenarioResultado[] = [];
    const juntar = (parte: ColaboradorCenarioResultado[]) => {
      somador.somar(parte);
      for (const linha of parte) linhas.push(linha);
    };
    for (let i = 0; i < colaboradores.length; i += LOTE_CENARIO) {
      juntar(calculadora.colaboradores(colaboradores.slice(i, i + LOTE_CENARIO)));
      await ceder();
    }
    juntar(calculadora.admissoes());
    await ceder();
    const { mes: mesCalculado, periodo, baseHoras } = calculadora;
    return { mes: mesCalculado, periodo, baseHoras, colaboradores: linhas, totais: somador.totais(cenario.base) };
  } finally {
    const restantes = preenchendo.get(antes)! - 1;
    if (restantes) preenchendo.set(antes, restantes);
    else preenchendo.delete(antes);
  }
}

/**
 * The before sides a computation is filling now (how many computations): the warm-up leaves such a
 * month to it, instead of computing the same employees beside it (both would run the engine for the
 * employees neither had reached: +25 to +45 % of the CPU of a request asked right after a base change).
 */
const preenchendo = new Map<AntesDoCenario, number>();

/**
 * The 'before' side (the domain's AntesDoCenario: the base without changes through the engine) of the
 * ANTES_GUARDADOS months computed last of each base object, while the base is kept (BASES_GUARDADAS):
 * it is the same for every definition over that base, so a scenario computed anew — a raise changed,
 * another scenario of the closing — runs the engine for the 'after' side only. A changed base is
 * another object (its version), with nothing kept. About 13 MB a month at 5.000 employees (the engine's
 * whole results): at most BASES_GUARDADAS × ANTES_GUARDADOS of them.
 */
export const ANTES_GUARDADOS = 2;
const antesGuardados = new WeakMap<BaseCenario, Map<string, AntesDoCenario>>();

function antesDoMes(base: BaseCenario, mes: string, guardar = true): AntesDoCenario {
  let porMes = antesGuardados.get(base);
  if (!porMes) antesGuardados.set(base, (porMes = new Map()));
  let antes = porMes.get(mes);
  if (antes) porMes.delete(mes);
  else if (!guardar) return new Map();
  else antes = new Map();
  porMes.set(mes, antes);
  while (porMes.size > ANTES_GUARDADOS) porMes.delete(porMes.keys().next().value!);
  return antes;
}

/**
 * The base of the same closing read before this one (another version), while it is still kept
 * (a WeakRef: this never keeps an old base alive): after a write, the first computation over the new
 * base takes from its before side every employee whose engine input the write left as it was (the
 * domain's `herdarAntes`, which proves it by content), and runs the engine for the others only.
 */
const basesAnteriores = new WeakMap<BaseCenario, WeakRef<BaseCenario>>();
/** The base read last of each closing (key without the version), per database. */
const ultimaBase = new WeakMap<Db, Map<string, WeakRef<BaseCenario>>>();

/** What the previous base of `base`'s closing computed in `mes`, taken where the input is the same (checked as each batch reaches an employee). */
function herdeiro(base: BaseCenario, mes: string): OpcoesCalculoCenario['herdar'] {
  const anterior = basesAnteriores.get(base)?.deref();
  const antes = anterior && antesGuardados.get(anterior)?.get(mes);
  return anterior && antes ? herdeiroDoAntes({ base: anterior, antes }, base) : null;
}

/**
 * The warm-up's work (service/aquecimento.ts): the base of `fechamento` at `versao` read and kept as a
 * request would keep it (BASES_GUARDADAS), and its before side computed for each of `meses` into the
 * kept AntesDoCenario (the scenario without changes: the after side is the before one, the engine runs
 * once per employee), in batches that yield. A request over the same base and month then runs the
 * engine for its after side only. `parar` is asked between batches (a closing app stops there).
 */
export async function aquecerBase(db: Db, fechamento: q.FechamentoBase, versao: number, meses: readonly string[], parar: () => boolean): Promise<void> {
  await semPedidos();
  if (parar()) return;
  const base = await baseGuardada(db, fechamento, versao);
  const ceder = cedente();
  for (const mes of meses.slice(0, ANTES_GUARDADOS)) {
    const antes = antesDoMes(base, mes);
    const calculadora = calculadoraDoCenario({ nome: '', base, mesInicio: mes, alteracoes: [] }, mes, { antes, herdar: herdeiro(base, mes) });
    // Those a request computed meanwhile are left out (out of the month's period: never kept, skipped at once).
    const faltam = base.colaboradores.filter((colaborador) => !antes.has(colaborador));
    for (let i = 0; i < faltam.length; i += LOTE_CENARIO) {
      await semPedidos();
      if (parar()) return;
      if (preenchendo.has(antes)) break;
      // A request may have filled some while this one waited.
      const lote = faltam.slice(i, i + LOTE_CENARIO).filter((colaborador) => !antes.has(colaborador));
      if (lote.length === 0) continue;
      calculadora.colaboradores(lote);
      await ceder();
    }
  }
}

/**
 * Scenario computations running for requests (a month or the months' totals, from the base's read to
 * the totals). The warm-up waits for none to be running before each base and each batch: it only takes
 * the turns no request wants (warming the second closing beside a request took +25 to +45 % of that
 * request's CPU at 5.000 employees).
 */
let pedidosEmAndamento = 0;
let semPedidosAgora: { promessa: Promise<void>; soltar: () => void } | undefined;

async function comoPedido<T>(calcular: () => Promise<T>): Promise<T> {
  pedidosEmAndamento++;
  try {
    return await calcular();
  } finally {
    if (--pedidosEmAndamento === 0 && semPedidosAgora) {
      semPedidosAgora.soltar();
      semPedidosAgora = undefined;
    }
  }
}

function semPedidos(): Promise<void> {
  if (pedidosEmAndamento === 0) return Promise.resolve();
  if (!semPedidosAgora) {
    let soltar!: () => void;
    const promessa = new Promise<void>((resolve) => (soltar = resolve));
    semPedidosAgora = { promessa, soltar };
  }
  return semPedidosAgora.promessa;
}

/** What is kept for a closing at a base version (tests of the warm-up): whether its base is read, and how many before results of `mes` are kept. */
export async function guardadoDaBase(db: Db, fechamento: q.FechamentoBase, versao: number, mes: string): Promise<{ base: boolean; antes: number }> {
  const base = bases.get(db)?.get(chaveDaBase(fechamento, versao));
  if (!base) return { base: false, antes: 0 };
  return { base: true, antes: antesGuardados.get(await base)?.get(mes)?.size ?? 0 };
}

/** The before side kept for a closing at a base version in `mes` (tests: which results a new base took from the previous one). */
export async function antesDaBase(db: Db, fechamento: q.FechamentoBase, versao: number, mes: string): Promise<AntesDoCenario | undefined> {
  const base = bases.get(db)?.get(chaveDaBase(fechamento, versao));
  return base && antesGuardados.get(await base)?.get(mes);
}

export interface Carregado {
  row: q.LinhaCenario;
  fechamento: q.FechamentoBase;
  /** The base's version (migration 0105), read before the base: the kept months' key. */
  versao: number;
  /** The scenario with its base, read at the first call of this request (a kept month needs no base). */
  cenario(): Promise<Cenario>;
}

/**
 * The user's scenario, its closing and the base's version. The base itself (the closing's inputs,
 * thousands of rows) is read only when a month is computed or an employee detailed: the kept months are
 * recognised by the version, without reading it (before, each request read it to hash it).
 */
export async function carregar(db: Db, email: string, id: number): Promise<Carregado> {
  const row = await linhaDoUsuario(db, email, id);
  const fechamento = await q.fechamentoAtivo(db, row.fechamentoId);
  if (!fechamento) throw badRequest([{ field: 'fechamentoId', errorMessage: MENSAGENS_CENARIO.fechamento }]);
  // Before the base: a change committed while the base is read leaves this version behind (computed again next time).
  const versao = await q.versaoDaBase(db);
  let cenario: Promise<Cenario> | undefined;
  return {
    row,
    fechamento,
    versao,
    cenario: () =>
      (cenario ??= baseGuardada(db, fechamento, versao).then((base) => ({
        nome: row.nome,
        descricao: row.descricao,
        base,
        mesInicio: row.mesInicio,
        alteracoes: row.alteracoes,
      }))),
  };
}

/**
 * The bases read lately, per database: one per closing (its period and working days) and base version,
 * at most BASES_GUARDADAS. Another definition over the same base — the user changing a raise and asking
 * again, another scenario of the same closing, another month — computes without reading it again (read,
 * it was a third of a fresh computation's wall clock at 5.000 employees); a write to the base bumps the
 * version (migration 0105) and the next request reads it anew. Nothing changes a base once read.
 */
export const BASES_GUARDADAS = 2;
const bases = new WeakMap<Db, Map<string, Promise<BaseCenario>>>();

const chaveDaBase = (fechamento: q.FechamentoBase, versao: number) => JSON.stringify([fechamento.id, fechamento.dataInicio, fechamento.dataFim, fechamento.diasUteis, versao]);

const baseGuardada = (db: Db, fechamento: q.FechamentoBase, versao: number) =>
  guardado(bases, db, chaveDaBase(fechamento, versao), BASES_GUARDADAS, async () => {
    const base = await carregarBase(db, fechamento);
    let porFechamento = ultimaBase.get(db);
    if (!porFechamento) ultimaBase.set(db, (porFechamento = new Map()));
    const chave = chaveDaBase(fechamento, -1);
    const anterior = porFechamento.get(chave);
    if (anterior?.deref()) basesAnteriores.set(base, anterior);
    porFechamento.set(chave, new WeakRef(base));
    return base;
  });

/** The month computed: the one asked for, else the scenario's start month. */
export const mesDoCalculo = (carregado: Carregado, mes?: string | null) => mes ?? carregado.row.mesInicio;

export const cabecalho = (carregado: Carregado): ResultadoDoCenario['cenario'] => ({
  id: carregado.row.id,
  nome: carregado.row.nome,
  descricao: carregado.row.descricao,
  mesInicio: carregado.row.mesInicio,
  fechamento: { id: carregado.fechamento.id, label: carregado.fechamento.label },
});

const rotulos = (base: BaseCenario) => ({
  departamento: new Map((base.departamentos ?? []).map((row) => [row.cod, row.nome])),
  funcao: new Map((base.funcoes ?? []).map((row) => [row.cod, row.nome])),
  filial: new Map((base.filiais ?? []).map((row) => [row.cod, row.nome])),
  regime: new Map(base.regimes.map((row) => [row.cod, row.nome ?? String(row.cod)])),
});

export const lado = (resultado: FechamentoColaboradorResultado | null) =>
  resultado && {
    salarioBase: resultado.salarioBase,
    beneficioTotal: resultado.beneficioTotal,
    impostoTotal: resultado.impostoTotal,
    custoTotal: resultado.custoTotal,
    custoHora: resultado.custoHora,
  };

/** A scenario's month as the routes answer it: the summary lines (no breakdown), the totals and the function rates. */
export interface MesCalculado extends Omit<ResultadoDoCenario, 'cenario' | 'colaboradores' | 'situacoes'> {
  linhas: LinhaCenario[];
  taxas: Map<number, TaxaFuncaoCenario>;
}

async function calcularMes(cenario: Cenario, mes: string): Promise<MesCalculado> {
  const calculado = await calcularCedendo(cenario, mes);
  const nomes = rotulos(cenario.base);
  return {
    mes: calculado.mes,
    periodo: calculado.periodo,
    baseHoras: calculado.baseHoras,
    totais: calculado.totais,
    taxas: taxasPorFuncao(calculado.colaboradores),
    linhas: calculado.colaboradores.map((linha) => ({
      mat: linha.mat,
      nome: linha.nome,
      funcao: nomes.funcao.get(linha.funcaoCod) ?? String(linha.funcaoCod),
      departamento: linha.departamentoCod === null ? null : (nomes.departamento.get(linha.departamentoCod) ?? String(linha.departamentoCod)),
      filial: nomes.filial.get(linha.filialCod) ?? String(linha.filialCod),
      regime: nomes.regime.get(linha.regimeCod) ?? String(linha.regimeCod),
      situacao: linha.situacao,
      antes: lado(linha.antes),
      depois: lado(linha.depois),
      diferenca: linha.diferenca,
      avisos: linha.avisos,
    })),
  };
}

/**
 * The months computed lately, per database. The key is what a month's result depends on: the
 * scenario's changes and start month, the closing's period, the month and the base's version (migration
 * 0105: any write to an employee, a benefit, a tax, a regime, a function, a department, a branch or the
 * hour base bumps it), so a page of the lines after the totals does not run the engine again and a
 * changed base is never answered from an old result — without reading the base to find it out. At most
 * GUARDADOS months (each a few MB at 5.000 employees); the oldest goes first. The months route keeps
 * only the totals, in TOTAIS_GUARDADOS entries of their own (a year of months, a few kB each).
 */
export const GUARDADOS = 6;
export const TOTAIS_GUARDADOS = 48;
const guardados = new WeakMap<Db, Map<string, Promise<MesCalculado>>>();
const totaisGuardados = new WeakMap<Db, Map<string, Promise<MesCalculado['totais']>>>();

function chaveDoMes(carregado: Carregado, mes: string): string {
  const { row, fechamento, versao } = carregado;
  return JSON.stringify([row.id, row.mesInicio, row.alteracoes, fechamento.id, fechamento.dataInicio, fechamento.dataFim, fechamento.diasUteis, versao, mes]);
}

/** `calcular` once per key while it is among the `limite` latest (an error is not kept). */
function guardado<T>(porDb: WeakMap<Db, Map<string, Promise<T>>>, db: Db, chave: string, limite: number, calcular: () => Promise<T>): Promise<T> {
  let porChave = porDb.get(db);
  if (!porChave) {
    porChave = new Map();
    porDb.set(db, porChave);
  }
  const existente = porChave.get(chave);
  if (existente) {
    porChave.delete(chave);
    porChave.set(chave, existente);
    return existente;
  }
  const calculo = calcular();
  porChave.set(chave, calculo);
  calculo.catch(() => porChave.delete(chave));
  while (porChave.size > limite) porChave.delete(porChave.keys().next().value!);
  return calculo;
}

/** The scenario in `mes` (see GUARDADOS): computed once per definition, month and base version. */
export function mesDoCenario(db: Db, carregado: Carregado, mes: string): Promise<MesCalculado> {
  return guardado(guardados, db, chaveDoMes(carregado, mes), GUARDADOS, () => comoPedido(async () => calcularMes(await carregado.cenario(), mes)));
}

/** The totals of the scenario in `mes` (the months route): the kept month's when there is one, else computed and kept apart. */
export function totaisDoMes(db: Db, carregado: Carregado, mes: string): Promise<MesCalculado['totais']> {
  const chave = chaveDoMes(carregado, mes);
  return guardado(totaisGuardados, db, chave, TOTAIS_GUARDADOS, async () => {
    const inteiro = guardados.get(db)?.get(chave);
    if (inteiro) return (await inteiro).totais;
    return comoPedido(async () =>
    // A month's before side is kept only when it already was (the result screen's month, the warm-up's):
    // a year of months would push those out of the ANTES_GUARDADOS kept, for months asked once.
      (await calcularCedendo(await carregado.cenario(), mes, { guardarAntes: false })).totais,
    );
  });
}
