import Decimal from 'decimal.js';
import { centavos, dec, maximo, ZERO } from '../fechamento/decimal';
import { compararChaves, ordenarChaves } from '../planejamento/meses';
import type { ChaveMes, MesPlanejamento } from '../planejamento/tipos';
import type { ParteReal } from './real';
import type { FechamentoCalculado } from './tipos';

/**
 * Remaining cost (a realizar) of one project, issue 38 §1.
 *
 * For every plan month from the current one on, each planned function f is priced at its projected
 * hour cost:
 * - the average `custoHora` (simple mean, exact) of the function's holders in the company's latest
 *   calculated closing among the project's people (everyone who logged hours on the project and is in
 *   that closing with function f) — fonte 'fechamento';
 * - where the function has nobody yet, the plan's own rate: the month's planned cost of f over its
 *   planned hours (one line: its Taxa de Custo; several lines: their weighted rate) — fonte 'plano'.
 *   A whole month at the plan's rate is exactly its planned cost of f.
 * plus the month's planned indirect costs.
 *
 * The current month counts what is left of its plan (choice): per function,
 *   horas restantes_f = max(0, planned hours_f − real hours already logged this month by people whose
 *   function (in the closing that priced them) is f),
 * and indirect left = max(0, planned indirect − extra costs already recorded this month).
 * Months before the current one have no remaining cost (their real cost stands).
 *
 * Rounding: exact throughout; each reported figure (a month, the total) is its exact sum rounded
 * half-up to cents once.
 */

export interface CustoHoraProjetado {
  custoHora: Decimal;
  /** How many of the project's people hold the function in the latest closing. */
  pessoas: number;
}

/** Projected hour cost per function code (see the module's rule); functions nobody holds are absent. */
export function custoHoraProjetadoPorFuncao(
  fechamentos: readonly FechamentoCalculado[],
  pessoasDoProjeto: Iterable<string>,
): Map<number, CustoHoraProjetado> {
  const ultimo = [...fechamentos].sort((a, b) => compararChaves(b.mes, a.mes) || b.id - a.id)[0];
  const resultado = new Map<number, CustoHoraProjetado>();
  if (!ultimo) return resultado;
  const pessoas = new Set(pessoasDoProjeto);
  const somas = new Map<number, { soma: Decimal; n: number }>();
  for (const linha of ultimo.colaboradores) {
    if (!linha.funcao || !pessoas.has(linha.mat)) continue;
    const atual = somas.get(linha.funcao.cod) ?? { soma: ZERO, n: 0 };
    somas.set(linha.funcao.cod, { soma: atual.soma.plus(dec(linha.custoHora, 'custoHora')), n: atual.n + 1 });
  }
  for (const [cod, { soma, n }] of somas) resultado.set(cod, { custoHora: soma.div(n), pessoas: n });
  return resultado;
}

export interface FuncaoARealizar {
  cod: number;
  nome: string;
  horasPlanejadas: string;
  horasRestantes: string;
  /** The hour cost used (4 places, half-up, display only; the cost is computed exactly). */
  custoHora: string;
  fonte: 'fechamento' | 'plano';
  custo: string;
}

export interface MesARealizar {
  mes: ChaveMes;
  /** The current month: only what is left of its plan. */
  parcial: boolean;
  horas: string;
  custoFuncao: string;
  custoIndireto: string;
  total: string;
  funcoes: FuncaoARealizar[];
}

export interface ARealizar {
  meses: MesARealizar[];
  total: string;
  /** Exact total (for the estimates). */
  totalExato: Decimal;
}

export interface FuncaoDoMes {
  cod: number;
  nome: string;
  horas: Decimal;
  custo: Decimal;
}

/** The month's planned hours and cost per function code, in order of first line (by indice). */
export function funcoesPlanejadasDoMes(mes: Pick<MesPlanejamento, 'previstoFuncao'>): ReadonlyMap<number, FuncaoDoMes> {
  return mesPreparado(mes).funcoes;
}

function somarFuncoes(mes: Pick<MesPlanejamento, 'previstoFuncao'>): Map<number, FuncaoDoMes> {
  const porFuncao = new Map<number, FuncaoDoMes>();
  for (const linha of [...mes.previstoFuncao].sort((a, b) => a.indice - b.indice)) {
    const atual = porFuncao.get(linha.codigo_funcao) ?? { cod: linha.codigo_funcao, nome: linha.nome_funcao, horas: ZERO, custo: ZERO };
    atual.horas = atual.horas.plus(dec(linha.horas_funcao, 'horas_funcao'));
    atual.custo = atual.custo.plus(dec(linha.custo_total_funcao, 'custo_total_funcao'));
    porFuncao.set(linha.codigo_funcao, atual);
  }
  return porFuncao;
}

export function indiretoPlanejadoDoMes(mes: Pick<MesPlanejamento, 'previstoIndireto'>): Decimal {
  return mesPreparado(mes).indireto;
}

/** A planned function with planned hours (> 0) and its planned rate C_f / P_f. */
export interface FuncaoPlanejada extends FuncaoDoMes {
  taxa: Decimal;
}

/**
 * What the forecast reads of a plan month, computed once per month object: every figure depends on the
 * plan alone, and a forecast reads each month in two or three places (budget, remaining, variance), a
 * scenario forecasts the same plan once per epoch. The same operations in the same order as each reader
 * did on its own, so the values are identical. The plan's month objects are read, never changed, by
 * the forecast; an edited plan is a new object (the loaders build them per request).
 */
export interface MesPreparado {
  /** `funcoesPlanejadasDoMes`. Read only. */
  funcoes: ReadonlyMap<number, FuncaoDoMes>;
  /** The functions with planned hours > 0 (the variance's), in the same order, with their rates. */
  planejadas: ReadonlyMap<number, FuncaoPlanejada>;
  /** Σ P_f, Σ C_f over `planejadas` and the planned average rate Σ C_f / Σ P_f (0 without planned hours). */
  horasPlanejadas: Decimal;
  custoPlanejado: Decimal;
  taxaMedia: Decimal;
  /** Planned indirect cost (`indiretoPlanejadoDoMes`). */
  indireto: Decimal;
  /** The variance's planned cost of the month: indirect + Σ C_f of `planejadas`. */
  previstoVariacao: Decimal;
  /** The month's total cost, `totaisMes(mes).total` as a Decimal (functions + indirect, to cents). */
  total: Decimal;
}

const preparados = new WeakMap<object, MesPreparado>();

export function mesPreparado(mes: Pick<MesPlanejamento, 'previstoFuncao'> | Pick<MesPlanejamento, 'previstoIndireto'>): MesPreparado {
  let preparado = preparados.get(mes);
  if (!preparado) {
    preparado = preparar(mes as Pick<MesPlanejamento, 'previstoFuncao' | 'previstoIndireto'>);
    preparados.set(mes, preparado);
  }
  return preparado;
}

function preparar(mes: Partial<Pick<MesPlanejamento, 'previstoFuncao' | 'previstoIndireto'>>): MesPreparado {
  const linhasFuncao = mes.previstoFuncao ?? [];
  const linhasIndireto = mes.previstoIndireto ?? [];
  const funcoes = somarFuncoes({ previstoFuncao: linhasFuncao });
  const planejadas = new Map<number, FuncaoPlanejada>();
  let horasPlanejadas = ZERO;
  let custoPlanejado = ZERO;
  for (const [cod, f] of funcoes) {
    if (!f.horas.greaterThan(0)) continue;
    planejadas.set(cod, { ...f, taxa: f.custo.div(f.horas) });
    horasPlanejadas = horasPlanejadas.plus(f.horas);
    custoPlanejado = custoPlanejado.plus(f.custo);
  }
  const indireto = linhasIndireto.reduce((total, linha) => total.plus(dec(linha.valor_custo_indireto, 'valor_custo_indireto')), ZERO);
  let previstoVariacao = indireto;
  for (const f of planejadas.values()) previstoVariacao = previstoVariacao.plus(f.custo);
  // totaisMes's sums: the lines in their own order (the indirect one is `indireto`).
  let custoFuncao = ZERO;
  for (const linha of linhasFuncao) custoFuncao = custoFuncao.plus(dec(linha.custo_total_funcao));
  return {
    funcoes,
    planejadas,
    horasPlanejadas,
    custoPlanejado,
    taxaMedia: planejadas.size ? custoPlanejado.div(horasPlanejadas) : ZERO,
    indireto,
    previstoVariacao,
    total: dec(centavos(custoFuncao.plus(indireto))),
  };
}

const horas2 = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
const taxa4 = (value: Decimal) => value.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);

/** What has been logged in the current month: hours per function code (by the pricing closing) and extra costs. */
export interface RealDoMesAtual {
  horasPorFuncao: ReadonlyMap<number, Decimal>;
  custoExtra: Decimal;
}

export function realDoMes(partes: readonly ParteReal[], custoExtra: Decimal, mes: ChaveMes): RealDoMesAtual {
  const horasPorFuncao = new Map<number, Decimal>();
  for (const parte of partes) {
    if (parte.mes !== mes || !parte.funcao) continue;
    horasPorFuncao.set(parte.funcao.cod, (horasPorFuncao.get(parte.funcao.cod) ?? ZERO).plus(parte.horas));
  }
  return { horasPorFuncao, custoExtra };
}

/**
 * The remaining cost from `mesAtual` on (see the module's rule). `precos` is the projected hour cost
 * per function (`custoHoraProjetadoPorFuncao`, or a scenario's); `realAtual` what the current month
 * already logged.
 */
export function aRealizar(
  meses: Readonly<Record<ChaveMes, Pick<MesPlanejamento, 'previstoFuncao' | 'previstoIndireto'>>>,
  mesAtual: ChaveMes,
  precos: ReadonlyMap<number, Pick<CustoHoraProjetado, 'custoHora'>>,
  realAtual: RealDoMesAtual,
): ARealizar {
  const resultado: MesARealizar[] = [];
  let total = ZERO;
  for (const chave of ordenarChaves(Object.keys(meses))) {
    if (compararChaves(chave, mesAtual) < 0) continue;
    const mes = meses[chave]!;
    const parcial = chave === mesAtual;
    let horasMes = ZERO;
    let custoFuncao = ZERO;
    const funcoes: FuncaoARealizar[] = [];
    for (const funcao of funcoesPlanejadasDoMes(mes).values()) {
      const logadas = parcial ? (realAtual.horasPorFuncao.get(funcao.cod) ?? ZERO) : ZERO;
      const restantes = maximo(ZERO, funcao.horas.minus(logadas));
      const projetado = precos.get(funcao.cod);
      const custoHora = projetado ? projetado.custoHora : funcao.horas.isZero() ? ZERO : funcao.custo.div(funcao.horas);
      const custo = projetado
        ? restantes.times(projetado.custoHora)
        : restantes.equals(funcao.horas)
          ? funcao.custo
          : restantes.times(custoHora);
      horasMes = horasMes.plus(restantes);
      custoFuncao = custoFuncao.plus(custo);
      funcoes.push({
        cod: funcao.cod,
        nome: funcao.nome,
        horasPlanejadas: horas2(funcao.horas),
        horasRestantes: horas2(restantes),
        custoHora: taxa4(custoHora),
        fonte: projetado ? 'fechamento' : 'plano',
        custo: centavos(custo),
      });
    }
    const indiretoPlanejado = indiretoPlanejadoDoMes(mes);
    const custoIndireto = parcial ? maximo(ZERO, indiretoPlanejado.minus(realAtual.custoExtra)) : indiretoPlanejado;
    const totalMes = custoFuncao.plus(custoIndireto);
    total = total.plus(totalMes);
    resultado.push({
      mes: chave,
      parcial,
      horas: horas2(horasMes),
      custoFuncao: centavos(custoFuncao),
      custoIndireto: centavos(custoIndireto),
      total: centavos(totalMes),
      funcoes,
    });
  }
  return { meses: resultado, total: centavos(total), totalExato: total };
}
