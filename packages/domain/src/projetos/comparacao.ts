import { centavos, dec, ZERO } from '../fechamento/decimal';
import type { ItemComparacao } from './respostas';

/** Comparison limits (spec 01 section 9). */
export const COMPARACAO_LIMITES = {
  /** Separar Projetos: at most 12 groups. */
  maxGrupos: 12,
  /** A group may be removed while more than 2 remain. */
  minGruposParaRemover: 3,
} as const;

/** Metrics of the comparison chart (spec 01 section 2.3); the default is custoTotal ('Valor faturado'). */
export const METRICAS_COMPARACAO = [
  { value: 'custoTotal', label: 'Valor faturado' },
  { value: 'custoHH', label: 'Custo HH' },
  { value: 'timeSpentTotal', label: 'Tempo total' },
] as const;
export type MetricaComparacao = (typeof METRICAS_COMPARACAO)[number]['value'];
export const METRICA_COMPARACAO_PADRAO: MetricaComparacao = 'custoTotal';

/**
 * One group of the comparison (Separar Projetos): the sum of its projects' items. Times in
 * seconds, money to the cent. The group takes `nome`, or the projects' names joined by ' + '.
 */
export function somarGrupo(itens: readonly ItemComparacao[], nome?: string): ItemComparacao {
  let custoHH = ZERO;
  let custoTotal = ZERO;
  let timeSpentTotal = 0;
  let timeSpentBillable = 0;
  for (const item of itens) {
    custoHH = custoHH.plus(dec(item.custoHH));
    custoTotal = custoTotal.plus(dec(item.custoTotal));
    timeSpentTotal += item.timeSpentTotal;
    timeSpentBillable += item.timeSpentBillable;
  }
  return {
    name: nome ?? itens.map((item) => item.name).join(' + '),
    keys: itens.flatMap((item) => item.keys),
    timeSpentTotal,
    timeSpentBillable,
    custoHH: centavos(custoHH),
    custoTotal: centavos(custoTotal),
    checked: true,
  };
}

/**
 * Groups by a list of key lists (each inner list is one group); keys not found are skipped and
 * empty groups dropped. At most COMPARACAO_LIMITES.maxGrupos groups.
 */
export function agruparComparacao(itens: readonly ItemComparacao[], grupos: readonly (readonly string[])[]): ItemComparacao[] {
  if (grupos.length > COMPARACAO_LIMITES.maxGrupos) {
    throw new Error(`No máximo ${COMPARACAO_LIMITES.maxGrupos} grupos.`);
  }
  const porChave = new Map<string, ItemComparacao>();
  for (const item of itens) for (const key of item.keys) porChave.set(key, item);
  return grupos
    .map((grupo) => [...new Set(grupo.map((key) => porChave.get(key)).filter((item): item is ItemComparacao => !!item))])
    .filter((membros) => membros.length > 0)
    .map((membros) => (membros.length === 1 ? { ...membros[0]!, checked: true } : somarGrupo(membros)));
}

/** Spec 01 section 2.3: a group may be removed while more than 2 remain. */
export function podeRemoverGrupo(quantidade: number): boolean {
  return quantidade >= COMPARACAO_LIMITES.minGruposParaRemover;
}
