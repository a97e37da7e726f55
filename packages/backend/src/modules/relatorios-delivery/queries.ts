/** Every statement of the delivery reports (the rest of their figures come from the projetos and planejamento modules). */
import { sql } from 'drizzle-orm';
import type { Moeda, ProjetoItem, TipoLinhaHistorico } from '@financeiro/domain';
import type { Conn } from '../../db/client';
import { arrayText, rows } from '../../db/sql';

export type Lado = 'custo' | 'faturamento';

/**
 * The first and last day with any figure of that side of the project: plan months, and for cost the
 * worklogs and extra costs, for revenue the saved margin reports.
 */
export async function primeiroEUltimoDia(db: Conn, projeto: ProjetoItem, lado: Lado): Promise<{ a: unknown; b: unknown } | undefined> {
  const real =
    lado === 'custo'
      ? sql`SELECT min(data) AS a, max(data) AS b FROM worklog WHERE projeto_id = ${projeto.id}
            UNION ALL SELECT min(periodo_inicio), max(periodo_inicio) FROM custo_projeto WHERE ativo AND projeto = ${projeto.key}`
      : sql`SELECT min(periodo_inicial), max(periodo_inicial) FROM relatorio_margem WHERE ativo AND tipo = 'relatorio' AND projeto = ${projeto.key}`;
  const [row] = await rows<{ a: unknown; b: unknown }>(
    db,
    sql`SELECT min(a) AS a, max(b) AS b FROM (SELECT min(mes) AS a, max(mes) AS b FROM planejamento_mes WHERE projeto = ${projeto.key} UNION ALL ${real}) x`,
  );
  return row;
}

/** The plan's Margem Prevista (fraction) of the project, null without one. */
export async function margemDoPlano(db: Conn, key: string): Promise<string | null> {
  const [row] = await rows<{ margem: string | null }>(db, sql`SELECT margem_custo_projeto::text AS margem FROM planejamento WHERE projeto = ${key}`);
  return row?.margem ?? null;
}

export function relatoriosDeMargem(db: Conn, ids: readonly number[]): Promise<Record<string, unknown>[]> {
  return rows<Record<string, unknown>>(
    db,
    sql`SELECT id, nome, periodo_inicial, receita_bruta::text, receita_liquida::text, custo_venda::text, resultado_bruto::text,
               despesas_operacionais::text, imposto_sem_resultado::text, resultado_liquido::text,
               margem_contribuicao::text, margem_liquida::text
        FROM relatorio_margem WHERE id = ANY (${`{${ids.join(',')}}`}::int[])`,
  );
}

/** The active extra costs of these projects and types whose period overlaps [inicio, fim]. */
export function custosExtrasDoHistorico(db: Conn, keys: readonly string[], tipos: readonly string[], inicio: string, fim: string) {
  return rows<{
    projeto: string;
    periodo_inicio: unknown;
    periodo_fim: unknown;
    valor: string;
    moeda: Moeda;
    cotacao: string;
    cotacao_data: unknown;
    tipo_custo: TipoLinhaHistorico;
    descricao: string | null;
  }>(
    db,
    sql`SELECT projeto, periodo_inicio, periodo_fim, valor::text, moeda, cotacao::text, cotacao_data, tipo_custo, descricao
        FROM custo_projeto
        WHERE ativo AND projeto = ANY (${arrayText(keys)}::text[]) AND tipo_custo = ANY (${arrayText(tipos)}::text[])
          AND periodo_inicio <= ${fim}::date AND periodo_fim >= ${inicio}::date
        ORDER BY periodo_inicio, projeto, id`,
  );
}
