import Decimal from 'decimal.js';
import { centavos, dec, ZERO } from '../fechamento/decimal';
import { fracaoSobre } from '../format/percentual';
import { anoMesParaChave, compararChaves, ordenarChaves } from '../planejamento/meses';
import type { ChaveMes } from '../planejamento/tipos';
import { degrausDosFechamentos, fechamentosDasPessoas, precificarHoras, realMesReportado, somarPorMes, TabelaPrecos, type AjusteFechamento, type RealMesProjecao } from './real';
import { emCentavos, textoDeCentavos } from './centavos';
import { aRealizar, custoHoraProjetadoPorFuncao, mesPreparado, realDoMes, type ARealizar } from './restante';
import { explicarVariacao, type VariacaoExplicada } from './variacao';
import type { EntradaProjecao } from './tipos';

/**
 * The forecast of one project (issue 38 §1): real to date, remaining, two estimates at completion and
 * their margins, and the variance explained.
 *
 * - Budget (custo previsto, BAC) = the plan's total cost (functions + indirect, `totaisMes`); sale
 *   value = Σ the months' valorVenda.
 * - Real to date = every priced hour and extra cost recorded (the current month's too), exact, rounded
 *   once (real.ts).
 * - Remaining = restante.ts, from the current month on.
 * - Cost performance (EVM's CPI) = planned ÷ real over the months before the current one (whole months,
 *   the same window as the variance), from the reported cents. Bounded to [0,5; 2] (choice: one
 *   odd month must not double or halve a whole forecast beyond that). No history (planned or real of
 *   the window is 0) → no CPI, factor 1.
 * - Estimate (a) = real to date + remaining.
 * - Estimate (b) = real to date + remaining ÷ CPI_bounded. Note: the issue writes "remaining × CPI
 *   (planned ÷ real)"; read literally it would shrink the remaining cost of a project that spends more
 *   than planned. Earned-value practice (EAC = AC + (BAC − EV) / CPI) divides, which is what is done:
 *   the factor applied to the remaining cost is real ÷ planned, bounded to [0,5; 2].
 * - Margin (at completion and planned) = (sale value − cost) ÷ sale value, a fraction with 6 places,
 *   null over a zero sale value (`fracaoSobre`, format/percentual.ts: no percentage of a zero base).
 *   The Margem Prevista typed on the plan is returned beside it (`margemPrevistaInformada`).
 * - Consumed = real to date ÷ budget (null over a zero budget); months left = plan months from the
 *   current one on.
 */

export const LIMITES_CPI = { minimo: '0.5', maximo: '2' } as const;

export interface EstimativaNoTermino {
  custo: string;
  /** Sale value − cost. */
  resultado: string;
  margem: string | null;
}

export interface DesempenhoCusto {
  /** planned ÷ real over the window, 4 places; null without history. */
  cpi: string | null;
  /** The factor applied to the remaining cost: real ÷ planned bounded to [0,5; 2], or 1 (6 places). */
  fator: string;
  /** The CPI was outside its bounds. */
  limitado: boolean;
}

export interface MesProjecao {
  mes: ChaveMes;
  previsto: string;
  /** Null for months after the current one. */
  real: string | null;
  provisorio: boolean;
  estimado: boolean;
  /** Null for months before the current one. */
  aRealizar: string | null;
  acumuladoPrevisto: string;
  acumuladoReal: string | null;
  /** Cumulative real + remaining (estimate a). */
  acumuladoProjetado: string;
}

export interface ProjecaoProjeto {
  mesAtual: ChaveMes;
  ultimoFechamento: ChaveMes | null;
  valorVenda: string;
  custoPrevisto: string;
  margemPlanejada: string | null;
  margemPrevistaInformada: string | null;
  realizado: {
    total: string;
    /** Part of the total in provisional months. */
    provisorio: string;
    meses: RealMesProjecao[];
  };
  aRealizar: ARealizar;
  desempenho: DesempenhoCusto;
  estimativaA: EstimativaNoTermino;
  estimativaB: EstimativaNoTermino;
  consumido: string | null;
  mesesRestantes: number;
  fimDoPlano: ChaveMes | null;
  meses: MesProjecao[];
  degraus: AjusteFechamento[];
  variacao: VariacaoExplicada;
}

/** Sale value − cost over the sale value (fraction, 6 places); null over a zero sale value. */
export function margemSobreVenda(valorVenda: Decimal.Value, custo: Decimal.Value): string | null {
  const venda = new Decimal(valorVenda);
  return fracaoSobre(venda.minus(custo), venda);
}

/** CPI = planned ÷ real and the bounded factor real ÷ planned (see the module's rule). */
export function desempenhoDeCusto(previsto: Decimal.Value, real: Decimal.Value): DesempenhoCusto {
  const p = new Decimal(previsto);
  const r = new Decimal(real);
  if (!p.greaterThan(0) || !r.greaterThan(0)) return { cpi: null, fator: '1.000000', limitado: false };
  const bruto = r.div(p);
  const fator = Decimal.min(Decimal.max(bruto, LIMITES_CPI.minimo), LIMITES_CPI.maximo);
  return {
    cpi: p.div(r).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
    fator: fator.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6),
    limitado: !fator.equals(bruto),
  };
}

function estimativa(venda: Decimal, custo: Decimal): EstimativaNoTermino {
  const custoCentavos = centavos(custo);
  return { custo: custoCentavos, resultado: centavos(venda.minus(custoCentavos)), margem: margemSobreVenda(venda, custoCentavos) };
}

/** What `projetar` may leave out. */
export interface OpcoesProjecao {
  /**
   * false: no closing steps (`degraus` = []), about a third of the work: the portfolio's lines do not
   * show them. Every other figure is the same.
   */
  degraus?: boolean;
}

export function projetar(entrada: EntradaProjecao, opcoes: OpcoesProjecao = {}): ProjecaoProjeto {
  const mesAtual = anoMesParaChave(entrada.hoje);
  if (!mesAtual) throw new Error(`Data inválida: ${entrada.hoje}`);
  const { plano } = entrada;
  const fechamentos = entrada.partesPrecificadas ? entrada.fechamentos : fechamentosDasPessoas(entrada.fechamentos, entrada.horas);
  const precos = new TabelaPrecos(fechamentos);
  const partes = entrada.partesPrecificadas ?? precificarHoras(entrada.horas, precos);
  const porMes = somarPorMes(partes, entrada.custosExtras, precos);

  let realExato = ZERO;
  let provisorio = ZERO;
  for (const acumulado of porMes.values()) {
    const custo = acumulado.custoHH.plus(acumulado.custoExtra);
    realExato = realExato.plus(custo);
    if (acumulado.provisorio) provisorio = provisorio.plus(custo);
  }

  const pessoas = entrada.horas.flatMap((item) => (item.mat === null ? [] : [item.mat]));
  if (entrada.partesPrecificadas && !entrada.custosHoraProjetados) throw new Error('partesPrecificadas sem custosHoraProjetados');
  const projetados = entrada.custosHoraProjetados ?? custoHoraProjetadoPorFuncao(fechamentos, pessoas);
  const restante = aRealizar(plano.meses, mesAtual, projetados, realDoMes(partes, porMes.get(mesAtual)?.custoExtra ?? ZERO, mesAtual));
  const variacao = explicarVariacao(plano.meses, partes, entrada.custosExtras, mesAtual, { detalhe: !entrada.partesPrecificadas });
  const desempenho = desempenhoDeCusto(variacao.previsto, variacao.real);

  let venda = ZERO;
  let orcamento = ZERO;
  const previstoPorMes = new Map<ChaveMes, Decimal>();
  for (const [chave, mes] of Object.entries(plano.meses)) {
    venda = venda.plus(dec(mes.valorVenda));
    const total = mesPreparado(mes).total;
    orcamento = orcamento.plus(total);
    previstoPorMes.set(chave, total);
  }

  // Every figure of the chart is a sum of cent values (the months' reported figures): integer cents,
  // the same sums decimal.js makes exactly, without a Decimal per cell.
  const reportados = new Map([...porMes].map(([mes, acumulado]) => [mes, realMesReportado(mes, acumulado)]));
  const restantePorMes = new Map(restante.meses.map((mes) => [mes.mes, emCentavos(mes.total)]));
  const chaves = ordenarChaves(new Set([...previstoPorMes.keys(), ...porMes.keys()]));
  let acPrevisto = 0;
  let acReal = 0;
  let acProjetado = 0;
  const meses: MesProjecao[] = chaves.map((mes) => {
    const depois = compararChaves(mes, mesAtual) > 0;
    const real = porMes.get(mes);
    const realMes = real ? emCentavos(reportados.get(mes)!.custoReal) : 0;
    const resto = restantePorMes.get(mes) ?? null;
    const previsto = previstoPorMes.get(mes);
    const previstoMes = previsto === undefined ? 0 : emCentavos(centavos(previsto));
    acPrevisto += previstoMes;
    acReal += realMes;
    acProjetado += realMes + (resto ?? 0);
    return {
      mes,
      previsto: textoDeCentavos(previstoMes),
      real: depois && !real ? null : textoDeCentavos(realMes),
      provisorio: real?.provisorio ?? precos.provisorio(mes),
      estimado: real?.estimado ?? false,
      aRealizar: resto === null ? null : textoDeCentavos(resto),
      acumuladoPrevisto: textoDeCentavos(acPrevisto),
      acumuladoReal: depois && !real ? null : textoDeCentavos(acReal),
      acumuladoProjetado: textoDeCentavos(acProjetado),
    };
  });

  const planChaves = ordenarChaves(Object.keys(plano.meses));
  return {
    mesAtual,
    ultimoFechamento: precos.ultimoFechamento,
    valorVenda: centavos(venda),
    custoPrevisto: centavos(orcamento),
    margemPlanejada: margemSobreVenda(venda, orcamento),
    margemPrevistaInformada: plano.margemCusto ?? null,
    realizado: {
      total: centavos(realExato),
      provisorio: centavos(provisorio),
      meses: [...reportados.values()],
    },
    aRealizar: restante,
    desempenho,
    estimativaA: estimativa(venda, realExato.plus(restante.totalExato)),
    estimativaB: estimativa(venda, realExato.plus(restante.totalExato.times(desempenho.fator))),
    consumido: fracaoSobre(centavos(realExato), orcamento),
    mesesRestantes: planChaves.filter((chave) => compararChaves(chave, mesAtual) >= 0).length,
    fimDoPlano: planChaves.length ? planChaves[planChaves.length - 1]! : null,
    meses,
    degraus: opcoes.degraus === false || entrada.partesPrecificadas ? [] : degrausDosFechamentos(entrada.horas, fechamentos),
    variacao,
  };
}
