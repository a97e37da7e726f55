import Decimal from 'decimal.js';
import { centavos, dec, ZERO } from '../fechamento/decimal';
import { formatMoneyComSinal } from '../format/numbers';
import { custoDasHoras } from '../projetos/margem';
import { compararChaves, labelMes, ordenarChaves } from '../planejamento/meses';
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
  linha: CustoHoraColaborador;
}

/** The price book of the calculated closings: one lookup per (person, month). */
export class TabelaPrecos {
  readonly ultimoFechamento: ChaveMes | null;
  private readonly porPessoa = new Map<string, LinhaPreco[]>();

  constructor(fechamentos: readonly FechamentoCalculado[]) {
    const ordenados = [...fechamentos].sort((a, b) => compararChaves(a.mes, b.mes) || a.id - b.id);
    this.ultimoFechamento = ordenados.length ? ordenados[ordenados.length - 1]!.mes : null;
    for (const fechamento of ordenados) {
      for (const linha of fechamento.colaboradores) {
        const lista = this.porPessoa.get(linha.mat) ?? [];
        lista.push({ mes: fechamento.mes, linha });
        this.porPessoa.set(linha.mat, lista);
      }
    }
  }

  /** The closing row that prices `mat`'s hours of `mes` and whether it is the month's own; null when none. */
  preco(mat: string | null, mes: ChaveMes): { linha: CustoHoraColaborador; proprio: boolean } | null {
    const lista = mat === null ? undefined : this.porPessoa.get(mat);
    if (!lista?.length) return null;
    let escolhido: LinhaPreco | undefined;
    for (const item of lista) if (compararChaves(item.mes, mes) <= 0) escolhido = item;
    escolhido ??= lista[0]!;
    return { linha: escolhido.linha, proprio: escolhido.mes === mes };
  }

  provisorio(mes: ChaveMes): boolean {
    return this.ultimoFechamento === null || compararChaves(mes, this.ultimoFechamento) > 0;
  }
}

/** Every (person, month) row priced (see the module's rule). */
export function precificarHoras(horas: readonly HorasPessoaMes[], precos: TabelaPrecos): ParteReal[] {
  return horas.map((item) => {
    const preco = precos.preco(item.mat, item.mes);
    const horasDec = new Decimal(item.segundos).div(3600);
    return {
      mat: item.mat,
      nome: item.nome,
      mes: item.mes,
      horas: horasDec,
      custo: preco ? custoDasHoras(item.segundos, preco.linha.custoHora) : ZERO,
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

// ------------------------------------------------------------------ the closing step

export interface AjusteMes {
  mes: ChaveMes;
  /** Hour cost of the month before the closing (cents). */
  antes: string;
  depois: string;
  /** depois - antes. */
  ajuste: string;
  provisorioAntes: boolean;
  provisorioDepois: boolean;
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
 * What calculating one closing did to the real cost: the real hour cost per month with the closings
 * before it (by month) against the one with it too. Listed: every month that was provisional before
 * (after the previous last closing) — those it covers become final, later ones are re-priced at its
 * hour costs. Each month's adjustment = its reported cost after − before, so the rows add up to the
 * total. Null when the closing changed no month (no real month was provisional before it).
 */
export function ajusteDoFechamento(
  horas: readonly HorasPessoaMes[],
  fechamentos: readonly FechamentoCalculado[],
  fechamentoId: number,
): AjusteFechamento | null {
  const fechamento = fechamentos.find((item) => item.id === fechamentoId);
  if (!fechamento) return null;
  const ordem = (item: FechamentoCalculado) => compararChaves(item.mes, fechamento.mes) || item.id - fechamento.id;
  const antesDele = new TabelaPrecos(fechamentos.filter((item) => ordem(item) < 0));
  const comEle = new TabelaPrecos(fechamentos.filter((item) => ordem(item) <= 0));
  const antes = somarPorMes(precificarHoras(horas, antesDele), [], antesDele);
  const depois = somarPorMes(precificarHoras(horas, comEle), [], comEle);
  const meses: AjusteMes[] = [];
  let total = ZERO;
  for (const [mes, valorAntes] of antes) {
    if (!valorAntes.provisorio) continue;
    const valorDepois = depois.get(mes)!;
    const a = centavos(valorAntes.custoHH);
    const d = centavos(valorDepois.custoHH);
    const ajuste = dec(d).minus(dec(a));
    total = total.plus(ajuste);
    meses.push({ mes, antes: a, depois: d, ajuste: centavos(ajuste), provisorioAntes: true, provisorioDepois: valorDepois.provisorio });
  }
  if (!meses.length) return null;
  return {
    fechamentoId,
    mes: fechamento.mes,
    meses,
    total: centavos(total),
    texto: `Ajuste do fechamento ${labelMes(fechamento.mes)}: ${formatMoneyComSinal(total)}`,
  };
}

/** The closing steps of the cumulative real cost chart: one per calculated closing that changed a month, chronological. */
export function degrausDosFechamentos(horas: readonly HorasPessoaMes[], fechamentos: readonly FechamentoCalculado[]): AjusteFechamento[] {
  return [...fechamentos]
    .sort((a, b) => compararChaves(a.mes, b.mes) || a.id - b.id)
    .map((item) => ajusteDoFechamento(horas, fechamentos, item.id))
    .filter((item): item is AjusteFechamento => item !== null);
}
