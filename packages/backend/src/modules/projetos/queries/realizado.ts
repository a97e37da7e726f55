/** The real side of planned vs real: a project's extra costs and revenue per month. */
import { sql } from 'drizzle-orm';
import { centavos, type CustoExtraMes, type FaturamentoMes, type TipoCusto } from '@financeiro/domain';
import type { Conn } from '../../../db/client';
import { rows } from '../../../db/sql';

/** Extra costs per month and type (a cost belongs to the month its period starts in). */
export async function custosExtrasPorMes(db: Conn, chave: string, inicio: string, fim: string): Promise<CustoExtraMes[]> {
  const linhas = await rows<{ mes: string; tipo_custo: TipoCusto; total: string; quantidade: string }>(
    db,
    sql`SELECT to_char(periodo_inicio, 'YYYY-MM') AS mes, tipo_custo,
               sum(round(valor * CASE WHEN moeda = 'BRL' THEN 1 ELSE cotacao END, 2)) AS total, count(*) AS quantidade
        FROM custo_projeto
        WHERE ativo AND projeto = ${chave} AND periodo_inicio BETWEEN date_trunc('month', ${inicio}::date) AND ${fim}::date
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return linhas.map((row) => ({ mes: row.mes, tipo_custo: row.tipo_custo, valor_convertido: centavos(row.total), quantidade: Number(row.quantidade) }));
}

export async function faturamentoPorMes(db: Conn, chave: string, inicio: string, fim: string): Promise<FaturamentoMes[]> {
  const linhas = await rows<{ mes: string; receita_bruta: string; id: number; nome: string }>(
    db,
    sql`SELECT DISTINCT ON (date_trunc('month', periodo_inicial)) to_char(periodo_inicial, 'YYYY-MM') AS mes, receita_bruta, id, nome
        FROM relatorio_margem
        WHERE ativo AND tipo = 'relatorio' AND projeto = ${chave}
          AND periodo_inicial BETWEEN date_trunc('month', ${inicio}::date) AND ${fim}::date
        ORDER BY date_trunc('month', periodo_inicial), updated_at DESC, id DESC`,
  );
  return linhas.map((row) => ({ mes: row.mes, receitaBruta: centavos(row.receita_bruta), relatorioId: row.id, nome: row.nome }));
}
