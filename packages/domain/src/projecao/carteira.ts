import { dec } from '../fechamento/decimal';
import { formatPercent } from '../format/numbers';
import { formatDesvio, fracaoSobre } from '../format/percentual';
import type { ProjecaoProjeto } from './projecao';

/**
 * Status of a project in the portfolio (Carteira, issue 38 §2) from thresholds an administrator sets.
 *
 * Indicators: the margin at completion (the lower of estimates a and b; null without a sale value) and
 * the deviation of real over planned cost to date ((real − planned) ÷ planned over the variance's window;
 * null over a zero plan).
 * - em risco: margin < `margemRisco`, or deviation > `desvioRisco`;
 * - atenção: margin < `margemAtencao`, or deviation > `desvioAtencao`, or real cost to date with nothing
 *   planned to date (no percentage of a zero plan);
 * - no prazo: otherwise. The worst indicator wins; `motivos` lists every indicator that is not 'no prazo'.
 *
 * Risk order: em risco, atenção, no prazo; inside a status the lower margin at completion first (none
 * last), then the larger deviation (none last), then the project key.
 */

export const STATUS_CARTEIRA = ['em_risco', 'atencao', 'no_prazo'] as const;
export type StatusCarteira = (typeof STATUS_CARTEIRA)[number];

export const LABELS_STATUS_CARTEIRA: Record<StatusCarteira, string> = {
  em_risco: 'em risco',
  atencao: 'atenção',
  no_prazo: 'no prazo',
};

export interface LimitesCarteira {
  margemAtencao: string;
  margemRisco: string;
  desvioAtencao: string;
  desvioRisco: string;
}

/** Defaults (choice; the administrator changes them). */
export const LIMITES_CARTEIRA_PADRAO: LimitesCarteira = {
  margemAtencao: '0.15',
  margemRisco: '0.05',
  desvioAtencao: '0.05',
  desvioRisco: '0.15',
};

export interface IndicadoresCarteira {
  margemNoTermino: string | null;
  desvio: string | null;
  previstoAteHoje: string;
  realAteHoje: string;
}

export function indicadoresDaProjecao(projecao: Pick<ProjecaoProjeto, 'estimativaA' | 'estimativaB' | 'variacao'>): IndicadoresCarteira {
  const margens = [projecao.estimativaA.margem, projecao.estimativaB.margem].filter((m): m is string => m !== null);
  const margemNoTermino = margens.length ? margens.reduce((pior, m) => (dec(m).lessThan(dec(pior)) ? m : pior)) : null;
  const { previsto, real } = projecao.variacao;
  return { margemNoTermino, desvio: fracaoSobre(dec(real).minus(dec(previsto)), previsto), previstoAteHoje: previsto, realAteHoje: real };
}

const GRAVIDADE: Record<StatusCarteira, number> = { em_risco: 2, atencao: 1, no_prazo: 0 };

export interface StatusAvaliado {
  status: StatusCarteira;
  motivos: string[];
}

export function statusDaCarteira(ind: IndicadoresCarteira, limites: LimitesCarteira = LIMITES_CARTEIRA_PADRAO): StatusAvaliado {
  let status: StatusCarteira = 'no_prazo';
  const motivos: string[] = [];
  const subir = (novo: StatusCarteira, motivo: string) => {
    if (GRAVIDADE[novo] > GRAVIDADE[status]) status = novo;
    motivos.push(motivo);
  };
  if (ind.margemNoTermino !== null) {
    const margem = dec(ind.margemNoTermino);
    if (margem.lessThan(dec(limites.margemRisco))) {
      subir('em_risco', `Margem no término ${formatPercent(ind.margemNoTermino)} abaixo de ${formatPercent(limites.margemRisco)}`);
    } else if (margem.lessThan(dec(limites.margemAtencao))) {
      subir('atencao', `Margem no término ${formatPercent(ind.margemNoTermino)} abaixo de ${formatPercent(limites.margemAtencao)}`);
    }
  }
  const custo = `Custo realizado sobre o previsto: ${formatDesvio(ind.desvio, ind.previstoAteHoje, ind.realAteHoje)}`;
  if (ind.desvio !== null) {
    const desvio = dec(ind.desvio);
    if (desvio.greaterThan(dec(limites.desvioRisco))) subir('em_risco', `${custo}, acima de ${formatPercent(limites.desvioRisco)}`);
    else if (desvio.greaterThan(dec(limites.desvioAtencao))) subir('atencao', `${custo}, acima de ${formatPercent(limites.desvioAtencao)}`);
  } else if (dec(ind.realAteHoje).greaterThan(0)) {
    subir('atencao', custo);
  }
  return { status, motivos };
}

export interface ItemRisco {
  chave: string;
  status: StatusCarteira;
  indicadores: Pick<IndicadoresCarteira, 'margemNoTermino' | 'desvio'>;
}

const nulosPorUltimo = (a: string | null, b: string | null, crescente: boolean) => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const cmp = dec(a).comparedTo(dec(b));
  return crescente ? cmp : -cmp;
};

/** Comparator of the risk order (see the module's rule). */
export function compararRisco(a: ItemRisco, b: ItemRisco): number {
  return (
    GRAVIDADE[b.status] - GRAVIDADE[a.status] ||
    nulosPorUltimo(a.indicadores.margemNoTermino, b.indicadores.margemNoTermino, true) ||
    nulosPorUltimo(a.indicadores.desvio, b.indicadores.desvio, false) ||
    (a.chave < b.chave ? -1 : a.chave > b.chave ? 1 : 0)
  );
}

export function ordenarPorRisco<T extends ItemRisco>(itens: readonly T[]): T[] {
  return [...itens].sort(compararRisco);
}
