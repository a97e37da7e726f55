/** The payroll summary of a closing against the previous one (GET /relatorio-dp/resumo/{id}). */
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import {
  compararTotais,
  comparar,
  type FechamentoRelatorio,
  type FiltrosResumo,
  type GrupoResumo,
  type ImpostoResumo,
  type LinhaResumo,
  type ResumoFolha,
  type TotaisFolha,
} from '@financeiro/domain';
import type { Conn } from '../../../db/client';
import { fechamento } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { custoHoraMedio, FECHAMENTO_NAO_ENCONTRADO } from '../../fechamentos';
import { e, filtrosSql, inteiro, linhas, lista, texto, type Linha } from './comum';
import { contagens, fechamentoAnterior, paraRelatorio } from './fechamentos';

const ZERO_TOTAIS: TotaisFolha = {
  colaboradores: 0,
  salarioBruto: '0.00',
  beneficioEmpresa: '0.00',
  descontoBeneficios: '0.00',
  impostoColaborador: '0.00',
  impostoEmpresa: '0.00',
  provisaoDecimoTerceiro: '0.00',
  provisaoFerias: '0.00',
  provisaoRescisao: '0.00',
  custoTotal: '0.00',
  hhMedio: '0.0000',
};

function totaisDaLinha(row: Linha): TotaisFolha {
  return {
    colaboradores: Number(row.colaboradores),
    salarioBruto: String(row.salario_bruto),
    beneficioEmpresa: String(row.beneficio_empresa),
    descontoBeneficios: String(row.desconto_beneficios),
    impostoColaborador: String(row.imposto_colaborador),
    impostoEmpresa: String(row.imposto_empresa),
    provisaoDecimoTerceiro: String(row.provisao_decimo_terceiro),
    provisaoFerias: String(row.provisao_ferias),
    provisaoRescisao: String(row.provisao_rescisao),
    custoTotal: String(row.custo_total),
    hhMedio: String(row.hh_medio),
  };
}

/**
 * The totals of the closings `ids` (filtered), for the whole closing and by department, branch and
 * regime, in one pass (GROUPING SETS). Money sums keep 2 places; the employee discounts and the
 * company taxes come from each result's stored breakdown.
 */
async function agregados(db: Conn, ids: readonly number[], filtros: FiltrosResumo) {
  if (ids.length === 0) return [];
  return linhas(
    db,
    sql`
    WITH r AS (
      SELECT r.fechamento_id, r.departamento_cod, r.departamento_nome, r.departamento_sigla, r.filial_cod, r.filial_label,
             r.regime_cod, r.regime_nome, r.regime_sigla, r.salario_base, r.beneficio_total, r.imposto_total,
             r.provisao_decimo_terceiro, r.provisao_ferias, r.provisao_rescisao, r.custo_total, r.custo_hora,
             coalesce((r.detalhamento->>'descontoBeneficios')::numeric, 0) AS desconto,
             coalesce((r.detalhamento->'encargos'->>'total')::numeric, 0) AS encargos
        FROM fechamento_colaborador r
       WHERE r.fechamento_id IN (${lista(ids)})${e(filtrosSql(filtros))}
    )
    SELECT fechamento_id,
           CASE WHEN grouping(departamento_cod) = 0 THEN 'departamento'
                WHEN grouping(filial_cod) = 0 THEN 'filial'
                WHEN grouping(regime_cod) = 0 THEN 'regime'
                ELSE 'total' END AS grupo,
           CASE WHEN grouping(departamento_cod) = 0 THEN departamento_cod
                WHEN grouping(filial_cod) = 0 THEN filial_cod
                ELSE regime_cod END AS cod,
           CASE WHEN grouping(departamento_cod) = 0 THEN departamento_nome
                WHEN grouping(filial_cod) = 0 THEN filial_label
                ELSE regime_nome END AS nome,
           count(*)::int AS colaboradores,
           sum(salario_base)::text AS salario_bruto,
           sum(beneficio_total)::text AS beneficio_empresa,
           sum(desconto)::text AS desconto_beneficios,
           sum(imposto_total)::text AS imposto_colaborador,
           sum(encargos)::text AS imposto_empresa,
           sum(provisao_decimo_terceiro)::text AS provisao_decimo_terceiro,
           sum(provisao_ferias)::text AS provisao_ferias,
           sum(provisao_rescisao)::text AS provisao_rescisao,
           sum(custo_total)::text AS custo_total,
           ${custoHoraMedio(sql`custo_hora`)}::text AS hh_medio
      FROM r
     GROUP BY GROUPING SETS (
       (fechamento_id),
       (fechamento_id, departamento_cod, departamento_nome),
       (fechamento_id, filial_cod, filial_label),
       (fechamento_id, regime_cod, regime_nome)
     )`,
  );
}

/** Each tax of the closings `ids` (filtered): employee and company parts from the stored breakdown. */
async function impostosAgregados(db: Conn, ids: readonly number[], filtros: FiltrosResumo) {
  if (ids.length === 0) return [];
  return linhas(
    db,
    sql`
    SELECT r.fechamento_id, (i->>'cod')::int AS cod, i->>'sigla' AS sigla, i->>'nome' AS nome,
           count(DISTINCT r.mat)::int AS colaboradores,
           sum((i->>'parteColaborador')::numeric)::text AS parte_colaborador,
           sum((i->>'parteFilial')::numeric)::text AS parte_filial
      FROM fechamento_colaborador r, jsonb_array_elements(r.detalhamento->'impostos') AS i
     WHERE r.fechamento_id IN (${lista(ids)})${e(filtrosSql(filtros))}
     GROUP BY 1, 2, 3, 4
     ORDER BY 2, 3`,
  );
}

const chaveGrupo = (cod: unknown, nome: unknown) => (cod === null || cod === undefined ? `n:${String(nome)}` : `c:${String(cod)}`);

/** GET /relatorio-dp/resumo/{id}: the payroll summary of a closing against the previous one. */
export async function resumoFolha(db: Conn, id: number, filtros: FiltrosResumo = {}): Promise<ResumoFolha> {
  const [row] = await db.select().from(fechamento).where(eq(fechamento.id, id));
  if (!row) throw notFound(FECHAMENTO_NAO_ENCONTRADO);
  const anteriorRow = await fechamentoAnterior(db, row);
  const ids = anteriorRow ? [row.id, anteriorRow.id] : [row.id];
  const counts = await contagens(db, ids);
  const atual = paraRelatorio(row, counts.get(row.id) ?? 0);
  const anterior = anteriorRow ? paraRelatorio(anteriorRow, counts.get(anteriorRow.id) ?? 0) : null;
  const calculados = [atual, ...(anterior ? [anterior] : [])].filter((item) => item.calculado).map((item) => item.id);
  const [grupos, impostos] = await Promise.all([agregados(db, calculados, filtros), impostosAgregados(db, calculados, filtros)]);

  const doFechamento = (fechamentoId: number) => grupos.filter((item) => Number(item.fechamento_id) === fechamentoId);
  const totalDe = (item: FechamentoRelatorio | null): TotaisFolha | null => {
    if (!item?.calculado) return null;
    const total = doFechamento(item.id).find((linha) => linha.grupo === 'total');
    return total ? totaisDaLinha(total) : { ...ZERO_TOTAIS };
  };
  const totais = totalDe(atual);
  const totaisAnterior = totalDe(anterior);

  const porGrupo = (grupo: GrupoResumo): LinhaResumo[] => {
    const anteriores = new Map(
      (anterior?.calculado ? doFechamento(anterior.id) : [])
        .filter((linha) => linha.grupo === grupo)
        .map((linha) => [chaveGrupo(linha.cod, linha.nome), String(linha.custo_total)]),
    );
    return doFechamento(atual.id)
      .filter((linha) => linha.grupo === grupo)
      .map((linha) => ({
        grupo,
        cod: inteiro(linha.cod),
        nome: texto(linha.nome) ?? '—',
        ...totaisDaLinha(linha),
        comparacao: comparar(String(linha.custo_total), anteriores.get(chaveGrupo(linha.cod, linha.nome)) ?? null),
      }))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || (a.cod ?? 0) - (b.cod ?? 0));
  };

  const impostosAnteriores = new Map(
    impostos
      .filter((linha) => anterior && Number(linha.fechamento_id) === anterior.id)
      .map((linha) => [
        chaveGrupo(linha.cod, linha.sigla),
        new Decimal(String(linha.parte_colaborador)).plus(String(linha.parte_filial)).toFixed(2),
      ]),
  );
  const impostosAtuais: ImpostoResumo[] = impostos
    .filter((linha) => Number(linha.fechamento_id) === atual.id)
    .map((linha) => ({
      cod: inteiro(linha.cod),
      sigla: texto(linha.sigla),
      nome: texto(linha.nome),
      colaboradores: Number(linha.colaboradores),
      parteColaborador: String(linha.parte_colaborador),
      parteFilial: String(linha.parte_filial),
      comparacao: comparar(
        new Decimal(String(linha.parte_colaborador)).plus(String(linha.parte_filial)).toFixed(2),
        impostosAnteriores.get(chaveGrupo(linha.cod, linha.sigla)) ?? null,
      ),
    }));

  return {
    fechamento: atual,
    anterior,
    filtros: {
      departamentoCod: filtros.departamentoCod ?? null,
      filialCod: filtros.filialCod ?? null,
      regimeCod: filtros.regimeCod ?? null,
    },
    totais,
    totaisAnterior,
    porDepartamento: porGrupo('departamento'),
    porFilial: porGrupo('filial'),
    porRegime: porGrupo('regime'),
    impostos: impostosAtuais,
    comparacao: totais ? compararTotais(totais, totaisAnterior) : [],
  };
}
