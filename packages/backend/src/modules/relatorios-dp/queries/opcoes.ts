/** The filter options of the reports (GET /relatorio-dp/opcoes). */
import { sql } from 'drizzle-orm';
import type { OpcoesRelatorioDp } from '@financeiro/domain';
import type { Conn } from '../../../db/client';
import { linhas, texto } from './comum';

/** GET /relatorio-dp/opcoes: the employees, departments, branches, regimes and benefits found in the results. */
export async function opcoesRelatorio(db: Conn): Promise<OpcoesRelatorioDp> {
  const [colaboradores, departamentos, filiais, regimes, beneficios] = await Promise.all([
    linhas(
      db,
      sql`SELECT DISTINCT ON (r.mat) r.mat, r.nome FROM fechamento_colaborador r JOIN fechamento f ON f.id = r.fechamento_id
           ORDER BY r.mat, f.data_inicio DESC, f.id DESC`,
    ),
    linhas(
      db,
      sql`SELECT DISTINCT ON (r.departamento_cod) r.departamento_cod AS cod, r.departamento_nome AS nome, r.departamento_sigla AS sigla
            FROM fechamento_colaborador r JOIN fechamento f ON f.id = r.fechamento_id
           WHERE r.departamento_cod IS NOT NULL ORDER BY r.departamento_cod, f.data_inicio DESC, f.id DESC`,
    ),
    linhas(
      db,
      sql`SELECT DISTINCT ON (r.filial_cod) r.filial_cod AS cod, r.filial_label AS nome
            FROM fechamento_colaborador r JOIN fechamento f ON f.id = r.fechamento_id
           WHERE r.filial_cod IS NOT NULL ORDER BY r.filial_cod, f.data_inicio DESC, f.id DESC`,
    ),
    linhas(
      db,
      sql`SELECT DISTINCT ON (r.regime_cod) r.regime_cod AS cod, r.regime_nome AS nome, r.regime_sigla AS sigla
            FROM fechamento_colaborador r JOIN fechamento f ON f.id = r.fechamento_id
           WHERE r.regime_cod IS NOT NULL ORDER BY r.regime_cod, f.data_inicio DESC, f.id DESC`,
    ),
    linhas(
      db,
      sql`SELECT DISTINCT ON ((b->>'benefCod')::int) (b->>'benefCod')::int AS cod, b->>'nome' AS nome, b->>'sigla' AS sigla
            FROM fechamento_colaborador r JOIN fechamento f ON f.id = r.fechamento_id, jsonb_array_elements(r.detalhamento->'beneficios') AS b
           WHERE b->>'benefCod' IS NOT NULL ORDER BY (b->>'benefCod')::int, f.data_inicio DESC, f.id DESC`,
    ),
  ]);
  const porNome = <T extends { nome: string }>(items: T[]) => items.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  return {
    colaboradores: porNome(colaboradores.map((row) => ({ matricula: Number(row.mat), nome: String(row.nome) }))),
    departamentos: porNome(
      departamentos.map((row) => ({ cod: Number(row.cod), nome: texto(row.nome) ?? `#${String(row.cod)}`, sigla: texto(row.sigla) })),
    ),
    filiais: porNome(filiais.map((row) => ({ cod: Number(row.cod), nome: texto(row.nome) ?? `#${String(row.cod)}` }))),
    regimes: porNome(
      regimes.map((row) => ({ cod: Number(row.cod), nome: texto(row.nome) ?? `#${String(row.cod)}`, sigla: texto(row.sigla) })),
    ),
    beneficios: porNome(
      beneficios.map((row) => ({ cod: Number(row.cod), nome: texto(row.nome) ?? `#${String(row.cod)}`, sigla: texto(row.sigla) })),
    ),
  };
}
