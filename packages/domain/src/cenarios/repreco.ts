/**
 * A scenario's hour costs per function (issue 39 section 2, 'Projects'): the function's average HH
 * in cents before and after (the planning's rate: round(avg(custo_hora), 2)), whose ratio moves the
 * forecast's projected hour cost (`projetarNoCenario`, projecao.ts).
 */
import { Exato, exato, ZERO_EXATO } from '../fechamento/exato';
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
