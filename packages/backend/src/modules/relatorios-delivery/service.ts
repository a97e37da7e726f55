/**
 * Delivery reports (spec 03 sections 2.6, 3, 7; DOMAIN.md 'Planned vs real'). This module owns no
 * rule: the planned side is the planning's `previstoPorMes` (src/planejamento/servico.ts), the real
 * side the projects' queries (`custoRealPorMes`, `faturamentoPorMes` in src/projetos/real.ts,
 * `custoHorasPorMes` in src/projetos/consultas.ts), the variation and the totals the domain's
 * `relatorios-delivery` (variation through the planning's `desvio`). It only reads them under its own
 * section ('relatorios-delivery'), since the planning and projects routes require 'projetos'.
 */
import {
  agregarResultadoAnual,
  centavos,
  comparativoCusto,
  comparativoFaturamento,
  firstDayOfMonth,
  lastDayOfMonth,
  mesesDoPeriodo,
  tiposDoFiltro,
  valorConvertido,
  TIPO_VALOR_HH,
  type FiguraPrevistoReal,
  type HistoricoCustos,
  type LinhaHistoricoCusto,
  type LinhaResultadoAnual,
  type ProjetoHistorico,
  type ProjetoItem,
  type RelatorioComparativoCusto,
  type RelatorioComparativoFaturamento,
  type ResultadoAnual,
  type TipoHistorico,
  validarPeriodo,
  isTipoHistorico,
  RELATORIOS_DELIVERY_MESSAGES,
  TIPOS_HISTORICO,
} from '@financeiro/domain';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import * as q from './queries';
import { listarClientes } from '../clientes';
import { previstoPorMes } from '../planejamento';
import {
  buscarProjetosPorChave,
  custoHorasPorMes,
  custoRealPorMes,
  detalheProjeto,
  exigirProjetosDosPares,
  faturamentoPorMes,
  listarCategorias,
  listarProjetos,
  PROJETO_NAO_ENCONTRADO,
} from '../projetos';
import { hojeNoServidor } from '../../hoje';

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

type Lado = q.Lado;

/**
 * The whole period ('all'): from the first to the last month with any figure of that side — plan
 * months, and for cost the worklogs and extra costs, for revenue the saved margin reports. Null when none.
 */
async function limites(db: Db, projeto: ProjetoItem, lado: Lado): Promise<[string, string] | null> {
  const row = await q.primeiroEUltimoDia(db, projeto, lado);
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
  hoje = hojeNoServidor(),
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
  hoje = hojeNoServidor(),
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
  return q.margemDoPlano(db, key);
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
      : await q.relatoriosDeMargem(db, ids);
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
      : q.custosExtrasDoHistorico(db, keys, extras, inicio, fim),
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
    cotacao_data: iso(row.cotacao_data),
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
      cotacao_data: null,
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

/** Both dates valid, within the domain's bounds (years 1900..2200, at most 10 years) and the start not after the end (the spec's period text). */
export function periodoDoCaminho(a: string, b: string, campos: [string, string] = ['inicio', 'fim']): [string, string] {
  const periodo = validarPeriodo(a, b, {
    campos,
    mensagemData: 'Data inválida: use yyyy-MM-dd ou dd/MM/yyyy.',
    mensagemOrdem: RELATORIOS_DELIVERY_MESSAGES.periodo,
    campoOrdem: 0,
  });
  if (!periodo.ok) throw badRequest(periodo.errors);
  return periodo.value;
}

export function tipoCusto(value: unknown): TipoHistorico {
  const tipo = String(value ?? '').trim().toUpperCase();
  if (!isTipoHistorico(tipo)) throw badRequest([{ field: 'tipoCusto', errorMessage: `Tipo de custo inválido: use ${TIPOS_HISTORICO.join(', ')}.` }]);
  return tipo;
}

/** Totals of the projects of KEY:ID pairs over the period of two date path parameters. */
export async function totaisDosProjetos(db: Db, pares: string, a: string, b: string) {
  const [de, ate] = periodoDoCaminho(a, b);
  const detalhe = await detalheProjeto(db, await exigirProjetosDosPares(db, pares), de, ate);
  return { data: { total: detalhe.total, custoHH: detalhe.custoHH, timeSpentTotal: detalhe.timeSpentTotal, timeSpentBillable: detalhe.timeSpentBillable } };
}
