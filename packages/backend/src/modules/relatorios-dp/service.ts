/**
 * Relatórios DP (issue 11): every figure is read from the stored closing results (queries.ts);
 * this file turns the query strings into the queries' arguments.
 */
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { evolucaoCusto as evolucao, relatorioBeneficios as beneficios } from './queries';

export { fechamentosRelatorio, opcoesRelatorio, resumoFolha } from './queries';

/** 'yyyy-MM' -> 'yyyy-MM-01'; checks the month. */
function normalizarAte(ate: string | undefined): string | undefined {
  if (!ate) return undefined;
  const iso = ate.length === 7 ? `${ate}-01` : ate;
  const month = Number(iso.slice(5, 7));
  if (month < 1 || month > 12) throw badRequest([{ field: 'ate', errorMessage: 'Mês inválido.' }]);
  return iso;
}

export function evolucaoCusto(db: Db, tipo: 'colaborador' | 'departamento', cod: number, meses: number | undefined, ate: string | undefined) {
  return evolucao(db, tipo, cod, { meses, ate: normalizarAte(ate) });
}

export function relatorioBeneficios(
  db: Db,
  query: { meses?: number; ate?: string; benefCod?: number; departamentoCod?: number; filialCod?: number },
) {
  const { ate, ...filtros } = query;
  return beneficios(db, { ...filtros, ate: normalizarAte(ate) });
}
