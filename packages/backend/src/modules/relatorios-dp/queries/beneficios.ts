/** The benefits report over the period (GET /relatorio-dp/beneficios). */
import { sql } from 'drizzle-orm';
import type { LinhaBeneficioRelatorio, RelatorioBeneficios } from '@financeiro/domain';
import type { Conn } from '../../../db/client';
import { e, filtrosSql, inteiro, linhas, lista, texto } from './comum';
import { contagens, fechamentosDoPeriodo, paraRelatorio, type PeriodoRelatorio } from './fechamentos';

export interface FiltrosBeneficios extends PeriodoRelatorio {
  benefCod?: number;
  departamentoCod?: number;
  filialCod?: number;
}

/**
 * GET /relatorio-dp/beneficios: per benefit and closing of the period, the employees with it, the
 * company cost (valorEmpresa) and the employee discounts (descontoColaborador), summed from each
 * result's stored breakdown.
 */
export async function relatorioBeneficios(db: Conn, filtros: FiltrosBeneficios = {}): Promise<RelatorioBeneficios> {
  const { inicio, fim, fechamentos } = await fechamentosDoPeriodo(db, filtros);
  const ids = fechamentos.map((item) => item.id);
  const counts = await contagens(db, ids);
  const itens = fechamentos.map((row) => paraRelatorio(row, counts.get(row.id) ?? 0));
  const calculados = itens.filter((item) => item.calculado).map((item) => item.id);
  const condicoes = filtrosSql({ departamentoCod: filtros.departamentoCod, filialCod: filtros.filialCod });
  if (filtros.benefCod) condicoes.push(sql`(b->>'benefCod')::int = ${filtros.benefCod}`);
  const rows =
    calculados.length === 0
      ? []
      : await linhas(
          db,
          sql`
      SELECT r.fechamento_id, (b->>'benefCod')::int AS benef_cod, b->>'sigla' AS sigla, b->>'nome' AS nome,
             count(DISTINCT r.mat)::int AS colaboradores,
             sum((b->>'valorEmpresa')::numeric)::text AS custo_empresa,
             sum((b->>'descontoColaborador')::numeric)::text AS desconto
        FROM fechamento_colaborador r, jsonb_array_elements(r.detalhamento->'beneficios') AS b
       WHERE r.fechamento_id IN (${lista(calculados)})${e(condicoes)}
       GROUP BY 1, 2, 3, 4`,
        );
  const porId = new Map(itens.map((item) => [item.id, item]));
  const linhasBeneficio: LinhaBeneficioRelatorio[] = rows
    .map((row) => {
      const item = porId.get(Number(row.fechamento_id))!;
      return {
        fechamentoId: item.id,
        label: item.label,
        dataInicio: item.dataInicio,
        bloqueio: item.bloqueio,
        benefCod: inteiro(row.benef_cod),
        sigla: texto(row.sigla),
        nome: texto(row.nome),
        colaboradores: Number(row.colaboradores),
        custoEmpresa: String(row.custo_empresa),
        descontoColaborador: String(row.desconto),
      };
    })
    .sort(
      (a, b) =>
        a.dataInicio.localeCompare(b.dataInicio) ||
        a.fechamentoId - b.fechamentoId ||
        (a.nome ?? '').localeCompare(b.nome ?? '', 'pt-BR') ||
        (a.benefCod ?? 0) - (b.benefCod ?? 0),
    );
  return { inicio, fim, fechamentos: itens, linhas: linhasBeneficio };
}
