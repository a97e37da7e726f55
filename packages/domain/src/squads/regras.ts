import Decimal from 'decimal.js';
import { centavos, dec, soma } from '../fechamento/decimal';
import type { NumericInput } from '../format/numbers';

/** Limits of spec 03 sections 4 and 9. */
export const SQUAD_LIMITES = {
  /** At most 5 sprints per squad. */
  maxSprints: 5,
  /** The team name field holds at most 10 characters. */
  nome: 10,
  /** Largest quantity of one function in one sprint (server sanity limit, a choice). */
  maxQuantidade: 999,
  /** A total below this after a removal is shown as 0,00 (spec 03 section 9). */
  residuoTotal: '0.20',
} as const;

/** An entry of the editing state: what the total needs. */
export interface ItemSprint {
  id: number;
  quantidade: number;
  custo_total: NumericInput;
}

/** The sprints being edited: index 0 is Sprint 1. */
export type SprintsEdicao<T extends ItemSprint = ItemSprint> = T[][];

/** A new squad starts with one (empty) sprint. */
export function sprintsIniciais<T extends ItemSprint>(): SprintsEdicao<T> {
  return [[]];
}

export const podeAdicionarSprint = (quantidade: number): boolean => quantidade < SQUAD_LIMITES.maxSprints;
/** The last sprint can be removed only while more than one exists. */
export const podeRemoverSprint = (quantidade: number): boolean => quantidade > 1;

/** Adds an empty sprint at the end (unchanged when already at 5). */
export function adicionarSprint<T extends ItemSprint>(sprints: SprintsEdicao<T>): SprintsEdicao<T> {
  return podeAdicionarSprint(sprints.length) ? [...sprints, []] : sprints;
}

/** Removes the last sprint (unchanged when it is the only one). */
export function removerSprint<T extends ItemSprint>(sprints: SprintsEdicao<T>): SprintsEdicao<T> {
  return podeRemoverSprint(sprints.length) ? sprints.slice(0, -1) : sprints;
}

/** A quantity typed in a field: a non-negative whole number up to the limit, else null. */
export function quantidadeValida(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return null;
  const quantidade = Number(text);
  return quantidade <= SQUAD_LIMITES.maxQuantidade ? quantidade : null;
}

/**
 * Sets the quantity of the entry `id` in sprint `indice` (0-based). 0 keeps the entry (it is left
 * out of the save); invalid quantities leave the state unchanged.
 */
export function definirQuantidade<T extends ItemSprint>(sprints: SprintsEdicao<T>, indice: number, id: number, quantidade: unknown): SprintsEdicao<T> {
  const valor = quantidadeValida(quantidade);
  if (valor === null || !sprints[indice]?.some((entry) => entry.id === id)) return sprints;
  return sprints.map((sprint, i) => (i === indice ? sprint.map((entry) => (entry.id === id ? { ...entry, quantidade: valor } : entry)) : sprint));
}

/** Adds one of `item` to sprint `indice`: a new entry with quantity 1, or one more of an entry. */
export function adicionarItem<T extends ItemSprint>(sprints: SprintsEdicao<T>, indice: number, item: T): SprintsEdicao<T> {
  const sprint = sprints[indice];
  if (!sprint) return sprints;
  const atual = sprint.find((entry) => entry.id === item.id);
  if (atual) return definirQuantidade(sprints, indice, item.id, atual.quantidade + 1);
  return sprints.map((entries, i) => (i === indice ? [...entries, { ...item, quantidade: 1 }] : entries));
}

/** Takes the entry `id` out of sprint `indice`. */
export function removerItem<T extends ItemSprint>(sprints: SprintsEdicao<T>, indice: number, id: number): SprintsEdicao<T> {
  if (!sprints[indice]?.some((entry) => entry.id === id)) return sprints;
  return sprints.map((sprint, i) => (i === indice ? sprint.filter((entry) => entry.id !== id) : sprint));
}

/** Σ quantidade × custo_total of one sprint, unrounded. */
export function totalSprintDecimal(sprint: readonly ItemSprint[]): Decimal {
  return soma(sprint.map((entry) => dec(entry.custo_total, 'custo_total').times(entry.quantidade)));
}

/** The sprint's total in cents ('1234.56'). */
export const totalSprint = (sprint: readonly ItemSprint[]): string => centavos(totalSprintDecimal(sprint));

/** The squad's total cost: every sprint, in cents (DOMAIN choice documented in the squads README). */
export function totalSquad(sprints: readonly (readonly ItemSprint[])[]): string {
  return centavos(soma(sprints.map(totalSprintDecimal)));
}

/**
 * The total shown after a removal (spec 03 section 9): below 0,20 it is shown as 0,00, so that a
 * residue never shows as a cost of an emptied team. Other totals are shown as they are.
 */
export function totalAposRemocao(total: NumericInput): string {
  const valor = dec(total, 'total');
  return valor.abs().lessThan(SQUAD_LIMITES.residuoTotal) ? '0.00' : centavos(valor);
}

/** The body parts of a save: every current sprint (1-based) and the trailing sprints that were removed. */
export function corpoSalvarSprints(
  sprints: readonly (readonly ItemSprint[])[],
  quantidadeOriginal: number,
): { sprints: { sprint: number; colabs: { id: number; quantidade: number }[] }[]; removidas: number[] } {
  const removidas: number[] = [];
  for (let sprint = sprints.length + 1; sprint <= quantidadeOriginal; sprint += 1) removidas.push(sprint);
  return {
    sprints: sprints.map((sprint, i) => ({
      sprint: i + 1,
      colabs: sprint.filter((entry) => entry.quantidade > 0).map((entry) => ({ id: entry.id, quantidade: entry.quantidade })),
    })),
    removidas,
  };
}

/**
 * Server rule of POST /squad-colab/sprint/remove: only the trailing sprints may go, and one must
 * stay. Returns the new number of sprints, or the message of the violated rule.
 */
export function quantidadeAposRemover(quantidade: number, removidas: readonly number[]): { ok: true; quantidade: number } | { ok: false; erro: 'minSprints' | 'removerSomenteUltimas' } {
  const unicas = [...new Set(removidas)].sort((a, b) => a - b);
  const restante = quantidade - unicas.length;
  if (restante < 1) return { ok: false, erro: 'minSprints' };
  const esperadas = unicas.every((sprint, i) => sprint === restante + 1 + i);
  if (!esperadas) return { ok: false, erro: 'removerSomenteUltimas' };
  return { ok: true, quantidade: restante };
}

/** Server rule of POST /squad-colab/create: the squad's number of sprints after writing `indices`. */
export function quantidadeAposGravar(quantidade: number, indices: readonly number[]): { ok: true; quantidade: number } | { ok: false; erro: 'maxSprints' } {
  const depois = Math.max(quantidade, ...indices);
  return depois > SQUAD_LIMITES.maxSprints ? { ok: false, erro: 'maxSprints' } : { ok: true, quantidade: depois };
}

/** The editing state of a loaded squad: sprint 1 at index 0, empty sprints included. */
export function sprintsDoSquad<T extends ItemSprint>(squad: { quantidade_sprints: number; squadColab: Record<string, readonly T[]> }): SprintsEdicao<T> {
  return Array.from({ length: Math.max(1, squad.quantidade_sprints) }, (_, i) => [...(squad.squadColab[String(i + 1)] ?? [])]);
}
