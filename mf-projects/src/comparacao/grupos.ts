import type { ItemComparacao } from '@financeiro/api';
import { somarGrupo } from '@financeiro/domain';

/** Separar Projetos (spec 01 sections 2.3 and 9): at most 12 groups; removal while more than 2 remain. */
export const MAX_GRUPOS = 12;
export const MIN_GRUPOS_PARA_REMOVER = 3;

export interface Grupo {
  nome: string;
  keys: string[];
  /** Shown in the chart. */
  marcado: boolean;
}

/** One group per project; beyond 12 projects the rest go to the 12th group. */
export function gruposIniciais(keys: readonly string[]): Grupo[] {
  const grupos: Grupo[] = [];
  keys.forEach((key, index) => {
    if (index < MAX_GRUPOS) grupos.push({ nome: key, keys: [key], marcado: true });
    else grupos[MAX_GRUPOS - 1] = { ...grupos[MAX_GRUPOS - 1], nome: `Grupo ${MAX_GRUPOS}`, keys: [...grupos[MAX_GRUPOS - 1].keys, key] };
  });
  return grupos;
}

export const podeAdicionarGrupo = (grupos: readonly Grupo[]) => grupos.length < MAX_GRUPOS;
export const podeRemoverGrupo = (grupos: readonly Grupo[]) => grupos.length >= MIN_GRUPOS_PARA_REMOVER;

export function adicionarGrupo(grupos: readonly Grupo[]): Grupo[] {
  if (!podeAdicionarGrupo(grupos)) return [...grupos];
  let numero = grupos.length + 1;
  while (grupos.some((grupo) => grupo.nome === `Grupo ${numero}`)) numero += 1;
  return [...grupos, { nome: `Grupo ${numero}`, keys: [], marcado: true }];
}

/** Removes a group; its projects go to the first remaining group. */
export function removerGrupo(grupos: readonly Grupo[], index: number): Grupo[] {
  if (!podeRemoverGrupo(grupos) || !grupos[index]) return [...grupos];
  const orfaos = grupos[index].keys;
  const restantes = grupos.filter((_, i) => i !== index);
  restantes[0] = { ...restantes[0], keys: [...restantes[0].keys, ...orfaos] };
  return restantes;
}

/** Moves a project to a group. */
export function moverProjeto(grupos: readonly Grupo[], key: string, destino: number): Grupo[] {
  return grupos.map((grupo, index) => {
    const sem = grupo.keys.filter((item) => item !== key);
    return { ...grupo, keys: index === destino ? [...sem, key] : sem };
  });
}

export function grupoDoProjeto(grupos: readonly Grupo[], key: string): number {
  return grupos.findIndex((grupo) => grupo.keys.includes(key));
}

/** The compared items: each non-empty group summed (the domain function), with its checked flag. */
export function itensDosGrupos(grupos: readonly Grupo[], itens: readonly ItemComparacao[]): ItemComparacao[] {
  return grupos
    .filter((grupo) => grupo.keys.length > 0)
    .map((grupo) => ({
      ...somarGrupo(
        itens.filter((item) => item.keys.some((key) => grupo.keys.includes(key))),
        grupo.nome,
      ),
      checked: grupo.marcado,
    }));
}
