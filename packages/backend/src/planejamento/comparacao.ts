/**
 * Planned against actual cost by category, for the projects detail's cost comparison view
 * (GET /custo-projeto/curto-real/:key/:id/:start/:end; DOMAIN.md 'Planned vs real' and
 * 'Project cost and margin'):
 * - categories: CUSTO_HH (function hours) and the five indirect types;
 * - planned: the plan's months that overlap the period, whole months (planned figures are
 *   monthly): function totals under CUSTO_HH, indirect lines under their type;
 * - actual: CUSTO_HH = hours of the project's worklogs in the period x the author's custo_hora in
 *   the closing whose period holds the worklog's day (no such closing: the latest earlier one,
 *   and `estimado` is true; no closing at all or no employee matched: 0); the indirect types =
 *   the project's active extra costs (custo_projeto) whose period overlaps, valor x cotacao;
 * - revenue: planned = valorVenda of those months; actual = receita_bruta of the project's active
 *   saved margin reports (tipo 'relatorio') whose month overlaps.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import {
  CATEGORIA_CUSTO_HH,
  centavos,
  desvio,
  TIPO_CUSTO_LABEL,
  TIPOS_CUSTO,
  type CategoriaComparacao,
  type ComparacaoPrevistoReal,
} from '@financeiro/domain';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { buscarProjeto } from './servico';

type Linha = Record<string, unknown>;

async function linhas(db: Db, query: ReturnType<typeof sql>): Promise<Linha[]> {
  const result = (await db.execute(query)) as unknown as { rows: Linha[] };
  return result.rows;
}

const texto = (value: unknown) => (value === null || value === undefined ? '0' : String(value));

export async function compararPrevistoReal(db: Db, chave: string, id: number, inicio: string, fim: string): Promise<ComparacaoPrevistoReal> {
  const info = await buscarProjeto(db, chave);
  if (info.id !== id) throw notFound('Projeto não encontrado.');

  const [planejadoHH, planejadoIndireto, planejadoReceita, realHH, realExtras, realReceita] = await Promise.all([
    linhas(
      db,
      sql`SELECT coalesce(sum(custo_total_funcao), 0)::text AS valor, coalesce(sum(horas_funcao), 0)::text AS horas
          FROM previsto_funcao
          WHERE projeto = ${info.chave} AND mes BETWEEN date_trunc('month', ${inicio}::date)::date AND ${fim}::date`,
    ),
    linhas(
      db,
      sql`SELECT tipo, sum(valor_custo_indireto)::text AS valor
          FROM previsto_indireto
          WHERE projeto = ${info.chave} AND mes BETWEEN date_trunc('month', ${inicio}::date)::date AND ${fim}::date
          GROUP BY tipo`,
    ),
    linhas(
      db,
      sql`SELECT coalesce(sum(valor_venda), 0)::text AS valor
          FROM planejamento_mes
          WHERE projeto = ${info.chave} AND mes BETWEEN date_trunc('month', ${inicio}::date)::date AND ${fim}::date`,
    ),
    linhas(
      db,
      sql`SELECT coalesce(sum(w.time_spent_seconds), 0)::text AS segundos,
                 coalesce(sum(w.time_spent_seconds * c.custo_hora / 3600), 0)::text AS valor,
                 coalesce(bool_or(c.estimado), false) AS estimado
          FROM worklog w
          LEFT JOIN LATERAL (
            SELECT fc.custo_hora, (w.data > f.data_fim) AS estimado
            FROM fechamento_colaborador fc
            JOIN fechamento f ON f.id = fc.fechamento_id
            WHERE fc.mat = w.colaborador_mat AND f.ativo AND f.data_inicio <= w.data
            ORDER BY f.data_inicio DESC, f.id DESC
            LIMIT 1
          ) c ON true
          WHERE w.projeto_id = ${info.id} AND w.data BETWEEN ${inicio}::date AND ${fim}::date`,
    ),
    linhas(
      db,
      sql`SELECT tipo_custo AS tipo,
                 sum(CASE WHEN moeda = 'BRL' THEN valor ELSE valor * cotacao END)::text AS valor
          FROM custo_projeto
          WHERE projeto = ${info.chave} AND ativo AND periodo_inicio <= ${fim}::date AND periodo_fim >= ${inicio}::date
          GROUP BY tipo_custo`,
    ),
    linhas(
      db,
      sql`SELECT coalesce(sum(receita_bruta), 0)::text AS valor
          FROM relatorio_margem
          WHERE tipo = 'relatorio' AND ativo AND projeto = ${info.chave}
            AND periodo_inicial <= ${fim}::date AND periodo_fim >= ${inicio}::date`,
    ),
  ]);

  const previsto = new Map<CategoriaComparacao, Decimal>([[CATEGORIA_CUSTO_HH, new Decimal(texto(planejadoHH[0]?.valor))]]);
  const real = new Map<CategoriaComparacao, Decimal>([[CATEGORIA_CUSTO_HH, new Decimal(texto(realHH[0]?.valor))]]);
  for (const row of planejadoIndireto) previsto.set(row.tipo as CategoriaComparacao, new Decimal(texto(row.valor)));
  for (const row of realExtras) real.set(row.tipo as CategoriaComparacao, new Decimal(texto(row.valor)));

  const categorias = ([CATEGORIA_CUSTO_HH, ...TIPOS_CUSTO] as CategoriaComparacao[]).map((categoria) => {
    const p = previsto.get(categoria) ?? new Decimal(0);
    const r = real.get(categoria) ?? new Decimal(0);
    return {
      categoria,
      label: categoria === CATEGORIA_CUSTO_HH ? 'Custo HH' : TIPO_CUSTO_LABEL[categoria],
      previsto: centavos(p),
      real: centavos(r),
      desvio: desvio(centavos(r), centavos(p)),
    };
  });
  const totalPrevisto = categorias.reduce((soma, item) => soma.plus(item.previsto), new Decimal(0));
  const totalReal = categorias.reduce((soma, item) => soma.plus(item.real), new Decimal(0));
  return {
    projeto: info.chave,
    inicio,
    fim,
    categorias,
    total: { previsto: centavos(totalPrevisto), real: centavos(totalReal), desvio: desvio(totalReal, totalPrevisto) },
    receita: { previsto: centavos(texto(planejadoReceita[0]?.valor)), real: centavos(texto(realReceita[0]?.valor)) },
    estimado: realHH[0]?.estimado === true,
    horas: {
      previsto: new Decimal(texto(planejadoHH[0]?.horas)).toFixed(2),
      real: new Decimal(texto(realHH[0]?.segundos)).div(3600).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    },
  };
}
