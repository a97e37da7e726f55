import type { NumericInput } from '../format/numbers';
import { centavos, dec, soma } from './decimal';
import type { Centavos } from './types';

/** The money figures of a per-employee result that a closing totals. */
export const CAMPOS_TOTAIS_FECHAMENTO = [
  'salarioBase',
  'beneficioTotal',
  'impostoTotal',
  'salarioLiquido',
  'salarioFilial',
  'provisaoDecimoTerceiro',
  'provisaoFerias',
  'provisaoRescisao',
  'custoTotal',
] as const;

export type CampoTotalFechamento = (typeof CAMPOS_TOTAIS_FECHAMENTO)[number];

export type ResumoFechamento = Record<CampoTotalFechamento, Centavos> & {
  /** Number of results. */
  colaboradores: number;
  /** Employees with meioPeriodo = 1. */
  meioPeriodo: number;
};

/**
 * Totals of a closing: the sum of each reported (cent-rounded) figure of the per-employee
 * results, so that a report's total row equals the sum of its lines. Accepts the engine's
 * results or stored rows holding the same fields (decimal strings or numbers).
 */
export function resumoFechamento(
  results: readonly (Record<CampoTotalFechamento, NumericInput> & { meioPeriodo?: number | boolean | null })[],
): ResumoFechamento {
  const totais = Object.fromEntries(
    CAMPOS_TOTAIS_FECHAMENTO.map((campo) => [
      campo,
      centavos(soma(results.map((result) => dec(centavos(dec(result[campo], campo)))))),
    ]),
  ) as Record<CampoTotalFechamento, Centavos>;
  return {
    ...totais,
    colaboradores: results.length,
    meioPeriodo: results.filter((result) => Number(result.meioPeriodo ?? 0) === 1).length,
  };
}

/** One closing's totals from the totals of its parts (a calculation totals each batch of employees). */
export function somarResumos(resumos: readonly ResumoFechamento[]): ResumoFechamento {
  return {
    ...resumoFechamento(resumos),
    colaboradores: resumos.reduce((total, resumo) => total + resumo.colaboradores, 0),
    meioPeriodo: resumos.reduce((total, resumo) => total + resumo.meioPeriodo, 0),
  };
}
