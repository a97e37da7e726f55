/**
 * Delivery reports (spec 03 sections 2.6, 3, 7; DOMAIN.md 'Planned vs real'). This module owns no
 * rule: the planned side is the planning's `previstoPorMes` (src/planejamento/servico.ts), the real
 * side the projects' queries (`custoRealPorMes`, `faturamentoPorMes` in src/projetos/real.ts,
 * `custoHorasPorMes` in src/projetos/consultas.ts), the variation and the totals the domain's
 * `relatoriosDelivery` (variation through the planning's `desvio`). It only reads them under its own
 * section ('relatorios-delivery'), since the planning and projects routes require 'projetos'.
 */
import { sql } from 'drizzle-orm';
import {
  agregarResultadoAnual,
  centavos,
  comparativoCusto,
  comparativoFaturamento,
  firstDayOfMonth,
  lastDayOfMonth,
  mesesDoPeriodo,
  tiposDoFiltro,
  todayInSaoPaulo,
  valorConvertido,
  TIPO_VALOR_HH,
  type FiguraPrevistoReal,
  type HistoricoCustos,
  type LinhaHistoricoCusto,
  type LinhaResultadoAnual,
  type Moeda,
  type ProjetoHistorico,
  type ProjetoItem,
  type RelatorioComparativoCusto,
  type RelatorioComparativoFaturamento,
  type ResultadoAnual,
  type TipoHistorico,
  type TipoLinhaHistorico,
} from '@financeiro/domain';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { arrayText, buscarProjetosPorChave, custoHorasPorMes, listarCategorias, listarClientes, listarProjetos, PROJETO_NAO_ENCONTRADO } from '../projetos/consultas';
import { custoRealPorMes, faturamentoPorMes } from '../projetos/real';
import { previstoPorMes } from '../planejamento/servico';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
};

/** The project of `key`; with `id`, it must be that project's Jira id (404 otherwise). */
export async function projetoDoRelatorio(db: Db, key: string, id?: number): Promise<ProjetoItem> {
  // `key` is the path parameter as Fastify decoded it (once).
  const [projeto] = await buscarProjetosPorChave(db, [key.trim().toUpperCase()]);
  if (!projeto || (id !== undefined && projeto.id !== id)) throw notFound(PROJETO_NAO_ENCONTRADO);
  return projeto;
}

type Lado = 'custo' | 'faturamento';

/**
 * The whole period ('all'): from the first to the last month with any figure of that side — plan
 * months, and for cost the worklogs and extra costs, for revenue the saved margin reports. Null when none.
 */
async function limites(db: Db, projeto: ProjetoItem, lado: Lado): Promise<[string, string] | null> {
  const real =
    lado === 'custo'
      ? sql`SELECT min(data) AS a, max(data) AS b FROM worklog WHERE projeto_id = ${projeto.id}
            UNION ALL SELECT min(periodo_inicio), max(periodo_inicio) FROM custo_projeto WHERE ativo AND projeto = ${projeto.key}`
      : sql`SELECT min(periodo_inicial), max(periodo_inicial) FROM relatorio_margem WHERE ativo AND tipo = 'relatorio' AND projeto = ${projeto.key}`;
  const [row] = await rows<{ a: unknown; b: unknown }>(
    db,
    sql`SELECT min(a) AS a, max(b) AS b FROM (SELECT min(mes) AS a, max(mes) AS b FROM planejamento_mes WHERE projeto = ${projeto.key} UNION ALL ${real}) x`,
  );
  const a = iso(row?.a);
  const b = iso(row?.b);
  return a && b ? [firstDayOfMonth(a), lastDayOfMonth(b)] : null;
}

async function periodoDoRelatorio(db: Db, projeto: ProjetoItem, lado: Lado, inicio: string | null, fim: string | null) {
  if (inicio && fim) return [inicio, fim] as const;
  return limites(db, projeto, lado);
}

const base = (projeto: ProjetoItem, periodo: readonly [string, string] | null) => ({
  projeto: { id: projeto.id, key: projeto.key, name: projeto.name },
  inicio: periodo?.[0] ?? null,
  fim: periodo?.[1] ?? null,
});

/** Planned vs real cost per month: planned = functions + indirect (planning), real = hour cost + extra costs (projects). */
export async function relatorioComparativoCusto(
  db: Db,
  key: string,
  id: number,
  inicio: string | null,
  fim: string | null,
  hoje = todayInSaoPaulo(),
): Promise<RelatorioComparativoCusto> {
  const projeto = await projetoDoRelatorio(db, key, id);
  const periodo = await periodoDoRelatorio(db, projeto, 'custo', inicio, fim);
  if (!periodo) return comparativoCusto(base(projeto, null), [], hoje);
  const [de, ate] = periodo;
  const [previstos, reais] = await Promise.all([previstoPorMes(db, projeto.key, de.slice(0, 7), ate.slice(0, 7)), custoRealPorMes(db, projeto, de, ate)]);
  const figuras: FiguraPrevistoReal[] = mesesDoPeriodo(de, ate).map((mes) => ({
    mes,
    previsto: previstos.find((item) => item.mes === mes)?.custoPrevisto ?? null,
    real: reais.find((item) => item.mes === mes)?.custoReal ?? null,
  }));
  return comparativoCusto(base(projeto, periodo), figuras, hoje);
}

/** Planned vs real revenue per month: planned = valorVenda (planning), real = the month's saved margin report (projects). */
export async function relatorioComparativoFaturamento(
  db: Db,
  key: string,
  inicio: string | null,
  fim: string | null,
  hoje = todayInSaoPaulo(),
): Promise<RelatorioComparativoFaturamento> {
  const projeto = await projetoDoRelatorio(db, key);
  const periodo = await periodoDoRelatorio(db, projeto, 'faturamento', inicio, fim);
  if (!periodo) return comparativoFaturamento(base(projeto, null), [], hoje);
  const [de, ate] = periodo;
  const [previstos, reais] = await Promise.all([previstoPorMes(db, projeto.key, de.slice(0, 7), ate.slice(0, 7)), faturamentoPorMes(db, projeto.key, de, ate)]);
  const figuras: FiguraPrevistoReal[] = mesesDoPeriodo(de, ate).map((mes) => ({
    mes,
    previsto: previstos.find((item) => item.mes === mes)?.receitaPrevista ?? null,
    real: reais.find((item) => item.mes === mes)?.receitaBruta ?? null,
  }));
  return comparativoFaturamento(base(projeto, periodo), figuras, hoje);
}

/** The plan's Margem Prevista (fraction) of the project, null without one. */
export async function margemPrevista(db: Db, key: string): Promise<string | null> {
  const [row] = await rows<{ margem: string | null }>(db, sql`SELECT margem_custo_projeto::text AS margem FROM planejamento WHERE projeto = ${key}`);
  return row?.margem ?? null;
}

/**
 * Annual result: the project's saved margin report of each month (the reports `faturamentoPorMes`
 * picks: active, tipo 'relatorio', the most recently changed one of the month) of the year, or of
 * every year with 'total'.
 */
export async function resultadoAnual(db: Db, key: string, id: number, ano: number | 'total'): Promise<ResultadoAnual> {
  const projeto = await projetoDoRelatorio(db, key, id);
  const [inicio, fim] = ano === 'total' ? ['1900-01-01', '9999-12-31'] : [`${ano}-01-01`, `${ano}-12-31`];
  const meses = await faturamentoPorMes(db, projeto.key, inicio, fim);
  const ids = meses.map((mes) => mes.relatorioId);
  const linhas =
    ids.length === 0
      ? []
      : await rows<Record<string, unknown>>(
          db,
          sql`SELECT id, nome, periodo_inicial, receita_bruta::text, receita_liquida::text, custo_venda::text, resultado_bruto::text,
                     despesas_operacionais::text, imposto_sem_resultado::text, resultado_liquido::text,
                     margem_contribuicao::text, margem_liquida::text
              FROM relatorio_margem WHERE id = ANY (${`{${ids.join(',')}}`}::int[])`,
        );
  const resultados: LinhaResultadoAnual[] = linhas.map((row) => ({
    id: Number(row.id),
    nome: String(row.nome),
    periodo_inicial: iso(row.periodo_inicial)!,
    receita_bruta: String(row.receita_bruta),
    receita_liquida: String(row.receita_liquida),
    custo_venda: String(row.custo_venda),
    resultado_bruto: String(row.resultado_bruto),
    despesas_operacionais: String(row.despesas_operacionais),
    imposto_sem_resultado: String(row.imposto_sem_resultado),
    resultado_liquido: String(row.resultado_liquido),
    margem_contribuicao: String(row.margem_contribuicao),
    margem_liquida: String(row.margem_liquida),
  }));
  return {
    projeto: { id: projeto.id, key: projeto.key, name: projeto.name },
    ano,
    ...agregarResultadoAnual(resultados),
    margem_custo_projeto: await margemPrevista(db, projeto.key),
  };
}

const projetoHistorico = (projeto: ProjetoItem): ProjetoHistorico => ({
  id: projeto.id,
  key: projeto.key,
  name: projeto.name,
  category: projeto.category,
  lead: projeto.lead ? { accountId: projeto.lead.accountId, displayName: projeto.lead.displayName } : null,
  cliente: { clienteId: projeto.clients[0]?.id ?? null },
});

/**
 * Cost history of the projects (all projects when `chaves` is null) over [inicio, fim]: the active
 * extra costs whose period overlaps (the overlap rule of the projects' detail), in their currency and
 * in BRL (domain `valorConvertido`); VALOR_HH = the hour cost of each project and month
 * (`custoHorasPorMes`), the month's part of the period; TOTAL = all of them.
 */
export async function historicoCustos(db: Db, chaves: readonly string[] | null, inicio: string, fim: string, tipoCusto: TipoHistorico): Promise<HistoricoCustos> {
  const projetos =
    chaves === null
      ? (await listarProjetos(db, { ordem: 'key' }, 1, null)).data
      : await buscarProjetosPorChave(db, [...new Set(chaves.map((chave) => chave.trim().toUpperCase()))]);
  const tipos = tiposDoFiltro(tipoCusto);
  const extras = tipos.filter((tipo) => tipo !== TIPO_VALOR_HH);
  const keys = projetos.map((projeto) => projeto.key);
  const [linhasExtras, horas, clientes, categorias] = await Promise.all([
    extras.length === 0 || keys.length === 0
      ? Promise.resolve([])
      : rows<{ projeto: string; periodo_inicio: unknown; periodo_fim: unknown; valor: string; moeda: Moeda; cotacao: string; tipo_custo: TipoLinhaHistorico; descricao: string | null }>(
          db,
          sql`SELECT projeto, periodo_inicio, periodo_fim, valor::text, moeda, cotacao::text, tipo_custo, descricao
              FROM custo_projeto
              WHERE ativo AND projeto = ANY (${arrayText(keys)}::text[]) AND tipo_custo = ANY (${arrayText(extras)}::text[])
                AND periodo_inicio <= ${fim}::date AND periodo_fim >= ${inicio}::date
              ORDER BY periodo_inicio, projeto, id`,
        ),
    tipos.includes(TIPO_VALOR_HH) ? custoHorasPorMes(db, projetos.map((projeto) => projeto.id), inicio, fim) : Promise.resolve([]),
    listarClientes(db),
    listarCategorias(db),
  ]);
  const chaveDoId = new Map(projetos.map((projeto) => [projeto.id, projeto.key]));
  const custos: LinhaHistoricoCusto[] = linhasExtras.map((row) => ({
    projeto: row.projeto,
    periodo_inicio: iso(row.periodo_inicio)!,
    periodo_fim: iso(row.periodo_fim)!,
    valor: centavos(row.valor),
    moeda: row.moeda,
    cotacao: row.cotacao,
    tipo_custo: row.tipo_custo,
    descricao: row.descricao,
    valor_convertido: valorConvertido(row.valor, row.moeda, row.cotacao),
  }));
  for (const figura of horas) {
    if (figura.timeSpentTotal === 0 && figura.custoHH.isZero()) continue;
    const primeiro = `${figura.mes}-01`;
    const ultimo = lastDayOfMonth(primeiro);
    const valor = centavos(figura.custoHH);
    custos.push({
      projeto: chaveDoId.get(figura.projetoId) ?? '',
      periodo_inicio: primeiro < inicio ? inicio : primeiro,
      periodo_fim: ultimo > fim ? fim : ultimo,
      valor,
      moeda: 'BRL',
      cotacao: '0',
      tipo_custo: TIPO_VALOR_HH,
      descricao: figura.estimado ? 'Custo HH (estimado)' : 'Custo HH',
      valor_convertido: valor,
    });
  }
  custos.sort((a, b) => a.periodo_inicio.localeCompare(b.periodo_inicio) || a.projeto.localeCompare(b.projeto) || a.tipo_custo.localeCompare(b.tipo_custo));
  return {
    periodoInicial: inicio,
    periodoFinal: fim,
    tipoCusto,
    custos,
    projetos: projetos.map(projetoHistorico),
    clientes: clientes.map((cliente) => ({ id: cliente.id, nome: cliente.name })),
    categorias,
  };
}

/** Every project for the hub's pickers (by name). */
export async function todosProjetos(db: Db): Promise<ProjetoItem[]> {
  return (await listarProjetos(db, { ordem: 'name' }, 1, null)).data;
}
