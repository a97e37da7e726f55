/**
 * A project's remaining plan re-priced at a scenario's hour costs (issue 39 section 2, 'Projects'):
 * the planning page's rule — a function line costs hours x the function's rate, rounded half-up to
 * cents (`custoTotalFuncao`), the rate being the function's average HH of the closing in cents
 * (planejamento: custoHoraMedioPorFuncao, round(avg(custo_hora), 2)) — applied with the rates
 * before and after.
 */
import { centavos, dec } from '../fechamento/decimal';
import { Exato, exato, ZERO_EXATO } from '../fechamento/exato';
import type { NumericInput } from '../format/numbers';
import { fracaoSobre } from '../format/percentual';
import { custoTotalFuncao } from '../planejamento/totais';
import type { ColaboradorCenarioResultado } from './tipos';

/** A function's rate before and after (R$ per hour); a missing after keeps the before. */
export interface TaxaFuncaoCenario {
  antes: string | null;
  depois: string | null;
}

/**
 * Each function's rate before and after: the simple mean of its employees' custoHora, in cents (the
 * planning's rate). A function without employees on a side has null there.
 */
export function taxasPorFuncao(colaboradores: readonly ColaboradorCenarioResultado[]): Map<number, TaxaFuncaoCenario> {
  const somas = new Map<number, { antes: Exato; nAntes: number; depois: Exato; nDepois: number }>();
  for (const linha of colaboradores) {
    let soma = somas.get(linha.funcaoCod);
    if (!soma) {
      soma = { antes: ZERO_EXATO, nAntes: 0, depois: ZERO_EXATO, nDepois: 0 };
      somas.set(linha.funcaoCod, soma);
    }
    if (linha.antes) {
      soma.antes = soma.antes.plus(exato(linha.antes.custoHora));
      soma.nAntes++;
    }
    if (linha.depois) {
      soma.depois = soma.depois.plus(exato(linha.depois.custoHora));
      soma.nDepois++;
    }
  }
  const media = (total: Exato, n: number) => (n === 0 ? null : total.quocienteFixo(Exato.deNumero(n), 2));
  return new Map([...somas].map(([cod, s]) => [cod, { antes: media(s.antes, s.nAntes), depois: media(s.depois, s.nDepois) }]));
}

/** A line of the remaining plan: a function's hours in a month ('yyyy-MM' or the planning's 'MM-YYYY'). */
export interface LinhaPlanoRestante {
  funcaoCod: number;
  mes: string;
  horas: NumericInput;
  /** The line's own rate, when the plan typed one: the before price uses it instead of the function's. */
  taxa?: NumericInput | null;
}

export interface LinhaRepreco extends LinhaPlanoRestante {
  taxaAntes: string;
  taxaDepois: string;
  custoAntes: string;
  custoDepois: string;
}

export interface Repreco {
  linhas: LinhaRepreco[];
  porMes: Array<{ mes: string; antes: string; depois: string; diferenca: string }>;
  antes: string;
  depois: string;
  diferenca: string;
  /** Fraction of before; null when nothing was priced before. */
  percentual: string | null;
  /** Functions of the plan with no rate on either side (their lines cost 0). */
  semTaxa: number[];
}

/** The functions' rates: one map for every month, or by function and month (a raise from a month on). */
export type TaxasDoPlano = ReadonlyMap<number, TaxaFuncaoCenario> | ((funcaoCod: number, mes: string) => TaxaFuncaoCenario | undefined);

/**
 * The remaining plan priced before and after. Before: the line's own rate when it has one, else the
 * function's rate before; after: that rate x (function's after / function's before) — i.e. the
 * function's after rate when the line had none — so that a typed rate moves by the scenario's change.
 * A function without an after rate keeps its before (the scenario has no employee of it).
 */
export function reprecificarPlano(plano: readonly LinhaPlanoRestante[], taxas: TaxasDoPlano): Repreco {
  const taxaDe = typeof taxas === 'function' ? taxas : (funcaoCod: number) => taxas.get(funcaoCod);
  const linhas: LinhaRepreco[] = [];
  const meses = new Map<string, { antes: Exato; depois: Exato }>();
  const semTaxa = new Set<number>();
  let antes = ZERO_EXATO;
  let depois = ZERO_EXATO;
  for (const linha of plano) {
    const taxa = taxaDe(linha.funcaoCod, linha.mes);
    const funcaoAntes = taxa?.antes ?? taxa?.depois ?? null;
    const funcaoDepois = taxa?.depois ?? funcaoAntes;
    if (funcaoAntes === null && (linha.taxa === null || linha.taxa === undefined || linha.taxa === '')) semTaxa.add(linha.funcaoCod);
    const propria = linha.taxa === null || linha.taxa === undefined || linha.taxa === '' ? null : dec(linha.taxa, 'taxa');
    const taxaAntes = propria ?? dec(funcaoAntes);
    const taxaDepois =
      propria === null
        ? dec(funcaoDepois)
        : funcaoAntes === null || dec(funcaoAntes).isZero()
          ? propria
          : propria.times(dec(funcaoDepois)).div(dec(funcaoAntes));
    const custoAntes = custoTotalFuncao(linha.horas, centavos(taxaAntes));
    const custoDepois = custoTotalFuncao(linha.horas, centavos(taxaDepois));
    linhas.push({ ...linha, taxaAntes: centavos(taxaAntes), taxaDepois: centavos(taxaDepois), custoAntes, custoDepois });
    antes = antes.plus(exato(custoAntes));
    depois = depois.plus(exato(custoDepois));
    const mes = meses.get(linha.mes) ?? { antes: ZERO_EXATO, depois: ZERO_EXATO };
    meses.set(linha.mes, { antes: mes.antes.plus(exato(custoAntes)), depois: mes.depois.plus(exato(custoDepois)) });
  }
  const diferenca = depois.minus(antes).centavos();
  return {
    linhas,
    porMes: [...meses].map(([mes, total]) => ({
      mes,
      antes: total.antes.centavos(),
      depois: total.depois.centavos(),
      diferenca: total.depois.minus(total.antes).centavos(),
    })),
    antes: antes.centavos(),
    depois: depois.centavos(),
    diferenca,
    percentual: fracaoSobre(diferenca, antes.centavos()),
    semTaxa: [...semTaxa].sort((a, b) => a - b),
  };
}
