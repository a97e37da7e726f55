import Decimal from 'decimal.js';
import { centavos, dec, ZERO } from '../fechamento/decimal';
import { fracaoSobre } from '../format/percentual';
import type { NumericInput } from '../format/numbers';
import { valorConvertido } from '../projetos/margem';
import type { Moeda, TipoCusto } from '../projetos/respostas';
import { labelMes, ordenarChaves } from './meses';
import type { ChaveMes, LinhaFuncao, LinhaIndireto, MesPlanejamento, Planejamento, PrevistoTotal } from './tipos';

/** Planned totals (spec 02 sections 2 and 4; DOMAIN.md 'Planned vs real'). Pure, decimal.js. */

const horas2 = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** Function line total = hours x hourly rate, rounded half-up to cents. */
export function custoTotalFuncao(horas: NumericInput | null, taxa: NumericInput | null): string {
  return centavos(dec(horas).times(dec(taxa)));
}

/**
 * Indirect line in BRL = original x quote, by the projects' conversion rule; for BRL the quote is 1
 * (spec 02 section 5). A foreign line whose quote is not typed yet is worth 0 until it is.
 */
export function valorLinhaIndireto(valorOriginal: NumericInput | null, moeda: Moeda, cotacao: NumericInput | null): string {
  if (moeda !== 'BRL' && !dec(cotacao, 'cotacao').greaterThan(0)) return '0.00';
  return valorConvertido(dec(valorOriginal), moeda, cotacao);
}

/** The line with its computed total. */
export function calcularLinhaFuncao<T extends Omit<LinhaFuncao, 'custo_total_funcao'>>(linha: T): T & { custo_total_funcao: string } {
  return { ...linha, custo_total_funcao: custoTotalFuncao(linha.horas_funcao, linha.custo_venda_funcao) };
}

/** The line with its BRL value (and quote 1 for BRL). */
export function calcularLinhaIndireto<T extends Omit<LinhaIndireto, 'valor_custo_indireto'>>(
  linha: T,
): T & { valor_custo_indireto: string } {
  const cotacao = linha.moeda === 'BRL' ? '1' : linha.cotacao;
  return { ...linha, cotacao, valor_custo_indireto: valorLinhaIndireto(linha.valor_original_custo_indireto, linha.moeda, cotacao) };
}

export interface TotaisMes {
  horas: string;
  custoFuncao: string;
  custoIndireto: string;
  /** Total do mês = function cost + indirect cost. */
  total: string;
}

/** Totals of one month's lines (from the lines' own totals, so an edited line updates them). */
export function totaisMes(mes: Pick<MesPlanejamento, 'previstoFuncao' | 'previstoIndireto'>): TotaisMes {
  let horas = ZERO;
  let funcao = ZERO;
  let indireto = ZERO;
  for (const linha of mes.previstoFuncao) {
    horas = horas.plus(dec(linha.horas_funcao));
    funcao = funcao.plus(dec(linha.custo_total_funcao));
  }
  for (const linha of mes.previstoIndireto) indireto = indireto.plus(dec(linha.valor_custo_indireto));
  return { horas: horas2(horas), custoFuncao: centavos(funcao), custoIndireto: centavos(indireto), total: centavos(funcao.plus(indireto)) };
}

/**
 * The month with every line's computed figure recomputed, lines ordered by `indice`, and the
 * month totals (total_previsto_funcao, total_previsto_indireto) set from them.
 */
export function recalcularMes(mes: MesPlanejamento): MesPlanejamento {
  const previstoFuncao = [...mes.previstoFuncao].sort((a, b) => a.indice - b.indice).map(calcularLinhaFuncao);
  const previstoIndireto = [...mes.previstoIndireto].sort((a, b) => a.indice - b.indice).map(calcularLinhaIndireto);
  const totais = totaisMes({ previstoFuncao, previstoIndireto });
  return {
    valorVenda: mes.valorVenda === null || mes.valorVenda === undefined ? null : centavos(mes.valorVenda),
    total_previsto_funcao: { soma_horas_funcao: totais.horas, soma_custo_total_funcao: totais.custoFuncao },
    total_previsto_indireto: totais.custoIndireto,
    previstoFuncao,
    previstoIndireto,
  };
}

/** The plan's previstoTotal (see PrevistoTotal for each figure). */
export function calcularPrevistoTotal(
  plano: Pick<Planejamento, 'projeto' | 'meses' | 'margemCusto'>,
  id: number | null = null,
): PrevistoTotal {
  let horas = ZERO;
  let funcao = ZERO;
  let indireto = ZERO;
  let venda = ZERO;
  for (const mes of Object.values(plano.meses)) {
    const totais = totaisMes(mes);
    horas = horas.plus(totais.horas);
    funcao = funcao.plus(totais.custoFuncao);
    indireto = indireto.plus(totais.custoIndireto);
    venda = venda.plus(dec(mes.valorVenda));
  }
  const custo = funcao.plus(indireto);
  return {
    id,
    projeto: plano.projeto,
    total_horas: horas2(horas),
    total_funcao: centavos(funcao),
    total_custo_indireto: centavos(indireto),
    total_custo_venda: centavos(custo),
    total_valor_venda: centavos(venda),
    total: centavos(venda.minus(custo)),
    margem_custo_projeto: plano.margemCusto ?? null,
  };
}

/** Every month recomputed and the previstoTotal rebuilt. */
export function recalcularPlanejamento(plano: Planejamento): Planejamento {
  const meses: Record<ChaveMes, MesPlanejamento> = {};
  for (const chave of ordenarChaves(Object.keys(plano.meses))) meses[chave] = recalcularMes(plano.meses[chave]!);
  const recalculado = { ...plano, meses };
  return { ...recalculado, previstoTotal: calcularPrevistoTotal(recalculado, plano.previstoTotal?.id ?? null) };
}

// ------------------------------------------------------------------------------ Total tab

export interface TotalMesResumo {
  chave: ChaveMes;
  label: string;
  horas: string;
  custoFuncao: string;
  custoIndireto: string;
  /** Custo total do mês. */
  custoTotal: string;
  valorVenda: string | null;
}

export interface LinhaCustoHH {
  codigo_funcao: number;
  nome_funcao: string;
  /** Hourly rate of the row (one row per function and rate). */
  taxa: string;
  horasPorMes: Record<ChaveMes, string>;
  totalHoras: string;
  totalValor: string;
}

export interface LinhaIndiretoTotal {
  tipo: TipoCusto;
  descricao: string;
  valoresPorMes: Record<ChaveMes, string>;
  total: string;
}

export interface TotalPlanejamento {
  chaves: ChaveMes[];
  meses: TotalMesResumo[];
  custoHH: LinhaCustoHH[];
  custosIndiretos: LinhaIndiretoTotal[];
  totais: { horas: string; custoFuncao: string; custoIndireto: string; custoTotal: string; valorVenda: string };
}

/**
 * The Total tab (spec 02 section 2): per-month total cost and sale value; Custo HH with one row
 * per function and hourly rate (hours by month, total hours, rate, total value); Custos Indiretos
 * with one row per type and description (BRL value by month). Rows in order of first appearance
 * (months chronological, lines by indice).
 */
export function agregarTotal(meses: Record<ChaveMes, MesPlanejamento>): TotalPlanejamento {
  const chaves = ordenarChaves(Object.keys(meses));
  const resumo: TotalMesResumo[] = [];
  const hh = new Map<string, { linha: LinhaCustoHH; horas: Map<ChaveMes, Decimal>; valor: Decimal }>();
  const indiretos = new Map<string, { linha: LinhaIndiretoTotal; valores: Map<ChaveMes, Decimal>; total: Decimal }>();
  let horas = ZERO;
  let funcao = ZERO;
  let indireto = ZERO;
  let venda = ZERO;
  for (const chave of chaves) {
    const mes = meses[chave]!;
    const totais = totaisMes(mes);
    resumo.push({
      chave,
      label: labelMes(chave),
      horas: totais.horas,
      custoFuncao: totais.custoFuncao,
      custoIndireto: totais.custoIndireto,
      custoTotal: totais.total,
      valorVenda: mes.valorVenda ?? null,
    });
    horas = horas.plus(totais.horas);
    funcao = funcao.plus(totais.custoFuncao);
    indireto = indireto.plus(totais.custoIndireto);
    venda = venda.plus(dec(mes.valorVenda));
    for (const linha of [...mes.previstoFuncao].sort((a, b) => a.indice - b.indice)) {
      const taxa = centavos(linha.custo_venda_funcao);
      const key = `${linha.codigo_funcao}|${taxa}`;
      let item = hh.get(key);
      if (!item) {
        item = {
          linha: { codigo_funcao: linha.codigo_funcao, nome_funcao: linha.nome_funcao, taxa, horasPorMes: {}, totalHoras: '0.00', totalValor: '0.00' },
          horas: new Map(),
          valor: ZERO,
        };
        hh.set(key, item);
      }
      item.horas.set(chave, (item.horas.get(chave) ?? ZERO).plus(dec(linha.horas_funcao)));
      item.valor = item.valor.plus(dec(linha.custo_total_funcao));
    }
    for (const linha of [...mes.previstoIndireto].sort((a, b) => a.indice - b.indice)) {
      const descricao = linha.descricao_custo_indireto.trim();
      const key = `${linha.tipo}|${descricao.toLowerCase()}`;
      let item = indiretos.get(key);
      if (!item) {
        item = { linha: { tipo: linha.tipo, descricao, valoresPorMes: {}, total: '0.00' }, valores: new Map(), total: ZERO };
        indiretos.set(key, item);
      }
      item.valores.set(chave, (item.valores.get(chave) ?? ZERO).plus(dec(linha.valor_custo_indireto)));
      item.total = item.total.plus(dec(linha.valor_custo_indireto));
    }
  }
  const custoHH = [...hh.values()].map(({ linha, horas: porMes, valor }) => {
    let total = ZERO;
    const horasPorMes: Record<ChaveMes, string> = {};
    for (const [chave, value] of porMes) {
      horasPorMes[chave] = horas2(value);
      total = total.plus(value);
    }
    return { ...linha, horasPorMes, totalHoras: horas2(total), totalValor: centavos(valor) };
  });
  const custosIndiretos = [...indiretos.values()].map(({ linha, valores, total }) => {
    const valoresPorMes: Record<ChaveMes, string> = {};
    for (const [chave, value] of valores) valoresPorMes[chave] = centavos(value);
    return { ...linha, valoresPorMes, total: centavos(total) };
  });
  return {
    chaves,
    meses: resumo,
    custoHH,
    custosIndiretos,
    totais: {
      horas: horas2(horas),
      custoFuncao: centavos(funcao),
      custoIndireto: centavos(indireto),
      custoTotal: centavos(funcao.plus(indireto)),
      valorVenda: centavos(venda),
    },
  };
}

/**
 * Cost deviation (DOMAIN.md, spec 01 section 5): (real - previsto) / previsto as a fraction string
 * (screens show it x 100 %); null when nothing was planned — there is no percentage of a zero plan
 * (`fracaoSobre`; screens show 'sem previsto' with the difference).
 */
export function desvio(real: NumericInput, previsto: NumericInput): string | null {
  return fracaoSobre(dec(real).minus(dec(previsto)), dec(previsto));
}
