import { FUNCAO_ATIVO } from '@financeiro/domain';
import { simNao } from '@financeiro/ui';

/** 'Sim' (1), 'Não' (0) or 'Simulação' (2, created from the cost simulator). */
export function funcaoAtivoLabel(ativo: unknown): string {
  return Number(ativo) === FUNCAO_ATIVO.simulador ? 'Simulação' : simNao(Number(ativo));
}

/** The form offers only Sim and Não; a simulator function shows 'Simulação' read-only. */
export const FUNCAO_ATIVO_OPTIONS = [
  { value: String(FUNCAO_ATIVO.ativo), label: 'Sim' },
  { value: String(FUNCAO_ATIVO.inativo), label: 'Não' },
];
