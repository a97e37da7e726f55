import Decimal from 'decimal.js';
import { centavos, dec, ZERO } from '../fechamento/decimal';
import { formatMoneyComSinal } from '../format/numbers';
import { compararChaves, labelMes, ordenarChaves, ordinalChave } from '../planejamento/meses';
import type { ChaveMes } from '../planejamento/tipos';
import type { CustoExtraProjecao, CustoHoraColaborador, FechamentoCalculado, FuncaoRef, HorasPessoaMes } from './tipos';

/**
 * Real to date (custo realizado) of one project, issue 38 §1.
 *
 * Price of a person's hours in a month (DOMAIN.md 'Project cost and margin', the same rule as the
 * backend's SQL `PRECO`): the person's `custoHora` in the calculated closing of that month; without
 * one, their latest earlier closing; before every closing of theirs, their earliest one. A person in
 * no closing (or a Jira user without an employee) counts the hours at cost 0 (`semCusto`).
 *
 * - `estimado`: the closing used is not the month's own.
 * - `provisorio`: the month is after the company's last calculated closing (its hours are priced at
 *   the latest closing's hour cost and will change when the month's closing is calculated).
 * - The person's function in a month is the one of the closing that priced it.
 *
 * Rounding: every part is exact (seconds / 3600 x custoHora); a reported figure is the exact sum of its
 * parts rounded half-up to cents once (`custoHHReportado`'s rule).
 */

export interface ParteReal {
  mat: string | null;
  nome: string;
  mes: ChaveMes;
  horas: Decimal;
  /** Exact hour cost of the part. */
  custo: Decimal;
  funcao: FuncaoRef | null;
  provisorio: boolean;
  estimado: boolean;
  semCusto: boolean;
}

interface LinhaPreco {
  mes: ChaveMes;
  ordinal: number;
  /** Position of its closing in the chronological order of the closings. */
  indice: number;
  linha: CustoHoraColaborador;
}

/**
 * The price book of the calculated closings: one lookup per (person, month). `ate(n)` is the same book
 * as if only the first n closings (chronological) were calculated, without rebuilding it.
 */
export class TabelaPrecos {
  readonly ultimoFechamento: ChaveMes | null;
  /** The closings in chronological order (month, then id). */
  readonly ordenados: readonly FechamentoCalculado[];
  private readonly porPessoa: Map<string, LinhaPreco[]>;
  private readonly corte: number;

  constructor(fechamentos: readonly FechamentoCalculado[], base?: { ordenados: readonly FechamentoCalculado[]; porPessoa: Map<string, LinhaPreco[]>; corte: number }) {
    if (base) {
      this.ordenados = base.ordenados;
      this.porPessoa = base.porPessoa;
      this.corte = base.corte;
    } else {
      this.ordenados = [...fechamentos].sort((a, b) => compararChaves(a.mes, b.mes) || a.id - b.id);
      this.porPessoa = new Map();
      this.corte = this.ordenados.length;
      this.ordenados.forEach((fechamento, indice) => {
        for (const linha of fechamento.colaboradores) {
          const lista = this.porPessoa.get(linha.mat) ?? [];
          lista.push({ mes: fechamento.mes, ordinal: ordinalChave(fechamento.mes), indice, linha });
          this.porPessoa.set(linha.mat, lista);
        }
      });
    }
    this.ultimoFechamento = this.corte > 0 ? this.ordenados[this.corte - 1]!.mes : null;
  }

  /** The book with only the first `n` closings. */
  ate(n: number): TabelaPrecos {
    return new TabelaPrecos([], { ordenados: this.ordenados, porPessoa: this.porPessoa, corte: Math.min(n, this.ordenados.length) });
  }

  /** The closing row that prices `mat`'s hours of `mes` and whether it is the month's own; null when none. */
  preco(mat: string | null, mes: ChaveMes): { linha: CustoHoraColaborador; proprio: boolean } | null {
    const lista = mat === null ? undefined : this.porPessoa.get(mat);
    if (!lista?.length || lista[0]!.indice >= this.corte) return null;
    const ordinal = ordinalChave(mes);
    let escolhido = lista[0]!;
    for (const item of lista) {
      if (item.indice >= this.corte || item.ordinal > ordinal) break;
      escolhido = item;
    }
    return { linha: escolhido.linha, proprio: escolhido.mes === mes };
  }

  provisorio(mes: ChaveMes): boolean {
    return this.ultimoFechamento === null || ordinalChave(mes) > ordinalChave(this.ultimoFechamento);
  }
}

/** seconds / 3600 as `custoDasHoras` computes it, memoised (a project repeats the same durations). */
const horasMemo = new Map<number, Decimal>();
function horasDeSegundos(segundos: number): Decimal {
  let horas = horasMemo.get(segundos);
  if (!horas) {
    horas = new Decimal(segundos).div(3600);
    if (horasMemo.size < 100_000) horasMemo.set(segundos, horas);
  }
  return horas;
}

/** Every (person, month) row priced (see the module's rule): hours x custoHora, exact (`custoDasHoras`). */
export function precificarHoras(horas: readonly HorasPessoaMes[], precos: TabelaPrecos): ParteReal[] {
  return horas.map((item) => {
    const preco = precos.preco(item.mat, item.mes);
    const horasDec = horasDeSegundos(item.segundos);
    return {
      mat: item.mat,
      nome: item.nome,
      mes: item.mes,
      horas: horasDec,
      custo: preco ? horasDec.times(dec(preco.linha.custoHora, 'custoHora')) : ZERO,
      funcao: preco?.linha.funcao ?? null,
      provisorio: precos.provisorio(item.mes),
      estimado: preco ? !preco.proprio : false,
      semCusto: preco === null,
    };
  });
}

export interface RealMesProjecao {
  mes: ChaveMes;
  horas: string;
  custoHH: string;
  custoExtra: string;
  /** custoHH + custoExtra. */
  custoReal: string;
  /** After the last calculated closing: priced at the latest closing's hour cost. */
  provisorio: boolean;
  /** Some hours priced with a closing that is not the month's own. */
  estimado: boolean;
}

export interface AcumuladoMes {
  horas: Decimal;
  custoHH: Decimal;
  custoExtra: Decimal;
  provisorio: boolean;
  estimado: boolean;
}

/** Exact sums per month of the priced parts and the extra costs, chronological. */
export function somarPorMes(partes: readonly ParteReal[], extras: readonly CustoExtraProjecao[], precos: TabelaPrecos): Map<ChaveMes, AcumuladoMes> {
  const porMes = new Map<ChaveMes, AcumuladoMes>();
  const item = (mes: ChaveMes) => {
    let atual = porMes.get(mes);
    if (!atual) {
      atual = { horas: ZERO, custoHH: ZERO, custoExtra: ZERO, provisorio: precos.provisorio(mes), estimado: false };
      porMes.set(mes, atual);
    }
    return atual;
  };
  for (const parte of partes) {
    const atual = item(parte.mes);
    atual.horas = atual.horas.plus(parte.horas);
    atual.custoHH = atual.custoHH.plus(parte.custo);
    atual.estimado ||= parte.estimado;
  }
  for (const extra of extras) {
    const atual = item(extra.mes);
    atual.custoExtra = atual.custoExtra.plus(dec(extra.valor, 'custoExtra'));
  }
  return new Map(ordenarChaves(porMes.keys()).map((mes) => [mes, porMes.get(mes)!]));
}

const horas2 = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

export function realMesReportado(mes: ChaveMes, acumulado: AcumuladoMes): RealMesProjecao {
  return {
    mes,
    horas: horas2(acumulado.horas),
    custoHH: centavos(acumulado.custoHH),
    custoExtra: centavos(acumulado.custoExtra),
    custoReal: centavos(acumulado.custoHH.plus(acumulado.custoExtra)),
    provisorio: acumulado.provisorio,
    estimado: acumulado.estimado,
  };
}

/** Real cost per month (months with hours or extra costs), chronological. */
export function realPorMes(
  horas: readonly HorasPessoaMes[],
  extras: readonly CustoExtraProjecao[],
  fechamentos: readonly FechamentoCalculado[],
): RealMesProjecao[] {
  const precos = new TabelaPrecos(fechamentos);
  return [...somarPorMes(precificarHoras(horas, precos), extras, precos)].map(([mes, acumulado]) => realMesReportado(mes, acumulado));
}

/**
 * The closings with only the rows of the people who logged hours on the project (every closing kept, even
 * an empty one: the last closing month is the company's). Pricing needs nothing else, and a company's
 * closings hold thousands of rows.
 */
export function fechamentosDasPessoas(fechamentos: readonly FechamentoCalculado[], horas: readonly HorasPessoaMes[]): FechamentoCalculado[] {
  const mats = new Set<string>();
  for (const item of horas) if (item.mat !== null) mats.add(item.mat);
  return fechamentos.map((fechamento) => ({ ...fechamento, colaboradores: fechamento.colaboradores.filter((linha) => mats.has(linha.mat)) }));
}

// ------------------------------------------------------------------ the closing step

export interface AjusteMes {
  mes: ChaveMes;
  /** Hour cost of the month while provisional (priced at the previous closing), cents. */
  antes: string;
  /** Its final hour cost with the closing, cents. */
  depois: string;
  /** depois - antes. */
  ajuste: string;
}

export interface AjusteFechamento {
  fechamentoId: number;
  mes: ChaveMes;
  meses: AjusteMes[];
  /** Sum of the months' adjustments. */
  total: string;
  /** 'Ajuste do fechamento 11/2026: +R$ 3.412,10'. */
  texto: string;
}

/**
 * The step of one closing: the real months it covers — provisional before it (after the previous closing's
 * month) and final with it (up to its own month) — priced with the closings before it against with it.
 * Each month's adjustment = its reported hour cost after − before, so the rows add up to the total.
 * Later months stay provisional (re-priced at its hour costs until their own closing, which is their step).
 * Null when it covers no real month (e.g. a closing before the project began: its starting prices).
 */
export function ajusteDoFechamento(
  horas: readonly HorasPessoaMes[],
  fechamentos: readonly FechamentoCalculado[],
  fechamentoId: number,
): AjusteFechamento | null {
  const precos = new TabelaPrecos(fechamentosDasPessoas(fechamentos, horas));
  const indice = precos.ordenados.findIndex((item) => item.id === fechamentoId);
  return indice < 0 ? null : ajusteNoIndice(porMesOrdinal(horas), precos, indice);
}

function porMesOrdinal(horas: readonly HorasPessoaMes[]): Map<number, HorasPessoaMes[]> {
  const grupos = new Map<number, HorasPessoaMes[]>();
  for (const item of horas) {
    const ordinal = ordinalChave(item.mes);
    const lista = grupos.get(ordinal);
    if (lista) lista.push(item);
    else grupos.set(ordinal, [item]);
  }
  return grupos;
}

function ajusteNoIndice(horasPorMes: ReadonlyMap<number, HorasPessoaMes[]>, precos: TabelaPrecos, indice: number): AjusteFechamento | null {
  const fechamento = precos.ordenados[indice]!;
  const antesDele = precos.ate(indice);
  const comEle = precos.ate(indice + 1);
  const de = antesDele.ultimoFechamento === null ? -Infinity : ordinalChave(antesDele.ultimoFechamento);
  const ate = ordinalChave(fechamento.mes);
  const cobertas: HorasPessoaMes[] = [];
  for (const [ordinal, lista] of horasPorMes) if (ordinal > de && ordinal <= ate) cobertas.push(...lista);
  if (!cobertas.length) return null;
  const antes = somarPorMes(precificarHoras(cobertas, antesDele), [], antesDele);
  const depois = somarPorMes(precificarHoras(cobertas, comEle), [], comEle);
  const meses: AjusteMes[] = [];
  let total = ZERO;
  for (const [mes, valorAntes] of antes) {
    const a = centavos(valorAntes.custoHH);
    const d = centavos(depois.get(mes)!.custoHH);
    const ajuste = dec(d).minus(dec(a));
    total = total.plus(ajuste);
    meses.push({ mes, antes: a, depois: d, ajuste: centavos(ajuste) });
  }
  return {
    fechamentoId: fechamento.id,
    mes: fechamento.mes,
    meses,
    total: centavos(total),
    texto: `Ajuste do fechamento ${labelMes(fechamento.mes)}: ${formatMoneyComSinal(total)}`,
  };
}

/**
 * The closing steps of the cumulative real cost chart, chronological: one per calculated closing that
 * covers a real month (`ajusteDoFechamento`). Every month is in one step at most, so the work is linear
 * in the rows.
 */
export function degrausDosFechamentos(horas: readonly HorasPessoaMes[], fechamentos: readonly FechamentoCalculado[]): AjusteFechamento[] {
  const precos = new TabelaPrecos(fechamentosDasPessoas(fechamentos, horas));
  const horasPorMes = porMesOrdinal(horas);
  return precos.ordenados.map((_, indice) => ajusteNoIndice(horasPorMes, precos, indice)).filter((item): item is AjusteFechamento => item !== null);
}
