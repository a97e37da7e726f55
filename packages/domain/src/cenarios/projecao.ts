/**
 * A project's forecast at a scenario's hour costs (issue 39 section 2, 'Projects', through issue 38's
 * projection): the margin at completion before = the forecast's estimate (a) (`projetar`: real so far
 * + what is left of the plan, each function priced at its projected hour cost); after = the same
 * forecast with each projected hour cost moved by the scenario, month by month.
 *
 * Rules (choices, documented in README.md of this folder):
 * - a function's projected hour cost (the forecast's: the mean of the project's people holding it in
 *   the latest closing) is multiplied by the scenario's factor for that function = its mean hour
 *   cost after ÷ before (`taxasPorFuncao`); a function the scenario has nobody of (or a zero before)
 *   keeps its cost, and a function the forecast prices at the plan's rate (nobody of the project holds
 *   it) keeps the plan's rate, as the forecast does;
 * - the rates of a remaining month are those of the latest `epocas` month up to it (a change applies
 *   from its month); a month before every epoch keeps the forecast's before;
 * - real cost so far never changes (a scenario changes the future); the sale value neither.
 */
import Decimal from 'decimal.js';
import { centavos, dec, ZERO } from '../fechamento/decimal';
import { compararChaves } from '../planejamento/meses';
import type { ChaveMes } from '../planejamento/tipos';
import { projetar, margemSobreVenda, type ProjecaoProjeto } from '../projecao/projecao';
import { fechamentosDasPessoas } from '../projecao/real';
import { custoHoraProjetadoPorFuncao, type CustoHoraProjetado } from '../projecao/restante';
import type { EntradaProjecao } from '../projecao/tipos';
import { fracaoSobre } from '../format/percentual';
import type { TaxaFuncaoCenario } from './repreco';
import type { MesCenario } from './tipos';

/** The scenario's function rates from a month on. */
export interface EpocaCenario {
  desde: MesCenario;
  taxas: ReadonlyMap<number, TaxaFuncaoCenario>;
}

export interface ProjecaoNoCenario {
  antes: ProjecaoProjeto;
  /** What is left of the plan (from the forecast's current month), before and after. */
  aRealizarAntes: string;
  aRealizarDepois: string;
  /** Estimate (a) at completion: real so far + what is left. */
  custoAntes: string;
  custoDepois: string;
  diferenca: string;
  /** Fraction of the remaining cost before; null when nothing is left. */
  percentual: string | null;
  margemAntes: string | null;
  margemDepois: string | null;
  /** Per remaining month, before and after. */
  meses: Array<{ mes: ChaveMes; antes: string; depois: string }>;
}

const chaveDoMes = (mes: MesCenario): ChaveMes => `${mes.slice(5, 7)}-${mes.slice(0, 4)}`;

/** The forecast's projected hour costs moved by a scenario's function rates (see the rules). */
export function custosHoraNoCenario(
  projetados: ReadonlyMap<number, Pick<CustoHoraProjetado, 'custoHora'>>,
  taxas: ReadonlyMap<number, TaxaFuncaoCenario>,
): Map<number, { custoHora: Decimal }> {
  const resultado = new Map<number, { custoHora: Decimal }>();
  for (const [cod, { custoHora }] of projetados) {
    const taxa = taxas.get(cod);
    const fator = taxa?.antes && taxa.depois && !dec(taxa.antes).isZero() ? dec(taxa.depois).div(dec(taxa.antes)) : null;
    resultado.set(cod, { custoHora: fator ? custoHora.times(fator) : custoHora });
  }
  return resultado;
}

/** The project's forecast before and at the scenario's rates (see the rules). */
export function projetarNoCenario(entrada: EntradaProjecao, epocas: readonly EpocaCenario[]): ProjecaoNoCenario {
  const antes = projetar(entrada);
  const fechamentos = fechamentosDasPessoas(entrada.fechamentos, entrada.horas);
  const pessoas = entrada.horas.flatMap((item) => (item.mat === null ? [] : [item.mat]));
  const projetados = entrada.custosHoraProjetados ?? custoHoraProjetadoPorFuncao(fechamentos, pessoas);
  const ordenadas = [...epocas].sort((a, b) => (a.desde < b.desde ? -1 : a.desde > b.desde ? 1 : 0));
  const porEpoca = ordenadas.map((epoca) => ({
    desde: chaveDoMes(epoca.desde),
    meses: new Map(projetar({ ...entrada, custosHoraProjetados: custosHoraNoCenario(projetados, epoca.taxas) }).aRealizar.meses.map((mes) => [mes.mes, mes.total])),
  }));

  let restanteAntes = ZERO;
  let restanteDepois = ZERO;
  const meses = antes.aRealizar.meses.map((mes) => {
    let depois = mes.total;
    for (const epoca of porEpoca) if (compararChaves(epoca.desde, mes.mes) <= 0) depois = epoca.meses.get(mes.mes) ?? mes.total;
    restanteAntes = restanteAntes.plus(dec(mes.total));
    restanteDepois = restanteDepois.plus(dec(depois));
    return { mes: mes.mes, antes: mes.total, depois };
  });
  const venda = dec(antes.valorVenda);
  const custoAntes = antes.estimativaA.custo;
  // The months are reported in cents; their sum moved by the difference keeps the before's exact figure.
  const diferenca = restanteDepois.minus(restanteAntes);
  const custoDepois = centavos(dec(custoAntes).plus(diferenca));
  return {
    antes,
    aRealizarAntes: antes.aRealizar.total,
    aRealizarDepois: centavos(dec(antes.aRealizar.total).plus(diferenca)),
    custoAntes,
    custoDepois,
    diferenca: centavos(diferenca),
    percentual: fracaoSobre(centavos(diferenca), antes.aRealizar.total),
    margemAntes: antes.estimativaA.margem,
    margemDepois: margemSobreVenda(venda, custoDepois),
    meses,
  };
}

/** A margin below the target (a fraction); never when either is unknown. */
export function abaixoDaMargem(margem: string | null, alvo: string | null): boolean {
  return margem !== null && alvo !== null && new Decimal(margem).lt(alvo);
}
