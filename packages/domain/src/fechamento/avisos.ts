import { formatDate } from '../format/dates';
import type { AvisosColaborador } from './respostas';

/** The warnings of a calculated closing, summed up for the screen. */
export interface ResumoAvisos {
  /** Employees with at least one warning. */
  colaboradores: number;
  /** What the warnings are about: the text before ':' ('IRRF', 'INSS'...), first-seen order. */
  itens: string[];
  /** Each distinct warning text (`textoAviso`) with the number of employees that have it, most frequent first. */
  avisos: { texto: string; colaboradores: number }[];
  /** '12 colaboradores com avisos em IRRF.' (what follows 'Fechamento calculado com avisos: '). */
  texto: string;
}

/**
 * A warning as the screen shows it: the engine writes dates as 'yyyy-MM-dd' (and the API keeps
 * them so); the user reads dd/MM/yyyy. 'IRRF: nenhuma faixa vigente em 2025-04-30.' ->
 * 'IRRF: nenhuma faixa vigente em 30/04/2025.'
 */
export function textoAviso(aviso: string): string {
  return aviso.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (data) => formatDate(data) || data);
}

/** 'IRRF' of 'IRRF: nenhuma faixa vigente em 2025-04-30.'; null when the warning names no item. */
export function itemDoAviso(aviso: string): string | null {
  const fim = aviso.indexOf(':');
  if (fim <= 0) return null;
  const item = aviso.slice(0, fim).trim();
  return item.length > 0 && item.length <= 60 && !/\s{2}/.test(item) ? item : null;
}

const listar = (itens: string[]) =>
  itens.length <= 1 ? (itens[0] ?? '') : `${itens.slice(0, -1).join(', ')} e ${itens[itens.length - 1]}`;

/** Sums up the per-employee warnings of a closing (employees without warnings are ignored). */
export function resumoAvisos(lista: readonly AvisosColaborador[]): ResumoAvisos {
  const comAvisos = lista.filter((item) => item.avisos.length > 0);
  const itens: string[] = [];
  const porTexto = new Map<string, number>();
  for (const { avisos } of comAvisos) {
    for (const texto of new Set(avisos.map(textoAviso))) {
      porTexto.set(texto, (porTexto.get(texto) ?? 0) + 1);
      const item = itemDoAviso(texto);
      if (item !== null && !itens.includes(item)) itens.push(item);
    }
  }
  const n = comAvisos.length;
  const quem = `${n} ${n === 1 ? 'colaborador' : 'colaboradores'} com avisos`;
  return {
    colaboradores: n,
    itens,
    avisos: [...porTexto].map(([texto, colaboradores]) => ({ texto, colaboradores })).sort((a, b) => b.colaboradores - a.colaboradores),
    texto: itens.length > 0 ? `${quem} em ${listar(itens)}.` : `${quem}.`,
  };
}
