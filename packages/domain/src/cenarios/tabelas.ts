/**
 * Bracket tables for a scenario's tax change: copied from the official tables (tabelasOficiais.ts)
 * or from a tax's existing brackets.
 */
import { faixasOficiais, type TabelaOficial } from '../fechamento/tabelasOficiais';
import type { FaixaAlteracao } from './tipos';

/**
 * The brackets of official tables as faixa_imposto rows (ids, observação and vigência as every
 * database holds them): several tables side by side, the engine picks the one in force.
 */
export function faixasDeTabelaOficial(...tabelas: TabelaOficial[]): FaixaAlteracao[] {
  return faixasOficiais(tabelas).map(({ sigla: _sigla, ...faixa }) => faixa);
}

/**
 * A copy of existing brackets for a new table: without ids, and by default without vigência (the
 * scenario's change says from which month it applies), or with the vigência given. Inactive
 * brackets are left out.
 */
export function copiarFaixas(
  faixas: readonly FaixaAlteracao[],
  vigencia: { vigenciaInicio?: string | null; vigenciaFim?: string | null } = {},
): FaixaAlteracao[] {
  return faixas
    .filter((faixa) => faixa.ativo !== false)
    .map(({ id: _id, ...faixa }) => ({
      ...faixa,
      vigenciaInicio: vigencia.vigenciaInicio ?? null,
      vigenciaFim: vigencia.vigenciaFim ?? null,
    }));
}
