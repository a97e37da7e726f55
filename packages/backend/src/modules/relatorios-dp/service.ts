/**
 * Relatórios DP (issue 11): every figure is read from the stored closing results (queries/);
 * this file turns the query strings into the queries' arguments.
 */
import type { Db } from '../../db/client';
import { normalizarAte } from '../fechamentos';
import { evolucaoCusto as evolucao, relatorioBeneficios as beneficios } from './queries';

export { fechamentosRelatorio, opcoesRelatorio, resumoFolha } from './queries';

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
