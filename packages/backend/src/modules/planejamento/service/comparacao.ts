/**
 * Planned against actual cost by category, for the projects detail's cost comparison view
 * (GET /custo-projeto/curto-real/:key/:id/:start/:end; DOMAIN.md 'Planned vs real' and
 * 'Project cost and margin'):
 * - categories: CUSTO_HH (function hours) and the five indirect types;
 * - planned: the plan's months that overlap the period, whole months (planned figures are
 *   monthly): function totals under CUSTO_HH, indirect lines under their type;
 * - actual: priced by the projects' own queries (src/projetos): CUSTO_HH = the hour cost of the
 *   project's worklogs in the period (custoHorasPorMes: the author's closing of the month, else the
 *   latest earlier one, `estimado`); the indirect types = the active extra costs whose period
 *   overlaps, in BRL (custosIndiretosPorTipo);
 * - revenue: planned = valorVenda of those months; actual = receita_bruta of the project's active
 *   saved margin report of each month (faturamentoPorMes).
 */
import Decimal from 'decimal.js';
import {
  CATEGORIA_CUSTO_HH,
  centavos,
  custoHHReportado,
  desvio,
  validarPeriodo,
  TIPO_CUSTO_LABEL,
  TIPOS_CUSTO,
  type CategoriaComparacao,
  type ComparacaoPrevistoReal,
} from '@financeiro/domain';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import { custoHorasPorMes, custosIndiretosPorTipo, faturamentoPorMes } from '../../projetos';
import { previstoDoPeriodo } from '../queries';
import { buscarProjeto } from './planejamento';

const texto = (value: unknown) => (value === null || value === undefined ? '0' : String(value));

export async function compararPrevistoReal(db: Db, chave: string, id: number, inicio: string, fim: string): Promise<ComparacaoPrevistoReal> {
  const info = await buscarProjeto(db, chave);
  if (info.id !== id) throw notFound('Projeto não encontrado.');

  const [planejadoHH, planejadoIndireto, planejadoReceita, realHH, realExtras, realReceita] = await Promise.all([
    previstoDoPeriodo(db, info.chave, inicio, fim, 'funcoes'),
    previstoDoPeriodo(db, info.chave, inicio, fim, 'indiretos'),
    previstoDoPeriodo(db, info.chave, inicio, fim, 'receita'),
    // The actual side is priced exactly as the projects' detail and reports price it.
    custoHorasPorMes(db, [info.id], inicio, fim),
    custosIndiretosPorTipo(db, [info.chave], inicio, fim),
    faturamentoPorMes(db, info.chave, inicio, fim),
  ]);

  const custoHH = new Decimal(custoHHReportado(realHH.map((mes) => mes.custoHH)));
  const segundos = realHH.reduce((total, mes) => total + mes.timeSpentTotal, 0);
  const previsto = new Map<CategoriaComparacao, Decimal>([[CATEGORIA_CUSTO_HH, new Decimal(texto(planejadoHH[0]?.valor))]]);
  const real = new Map<CategoriaComparacao, Decimal>([[CATEGORIA_CUSTO_HH, custoHH]]);
  for (const row of planejadoIndireto) previsto.set(row.tipo as CategoriaComparacao, new Decimal(texto(row.valor)));
  for (const row of realExtras) real.set(row.tipo, row.total);

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
    receita: {
      previsto: centavos(texto(planejadoReceita[0]?.valor)),
      real: centavos(realReceita.reduce((total, mes) => total.plus(mes.receitaBruta), new Decimal(0))),
    },
    estimado: realHH.some((mes) => mes.estimado),
    horas: {
      previsto: new Decimal(texto(planejadoHH[0]?.horas)).toFixed(2),
      real: new Decimal(segundos).div(3600).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    },
  };
}

/** The comparison over the period of two date path parameters (the domain's period rule: 400 for an invalid or far date, an end before the start, more than 10 years). */
export function comparacaoDoCaminho(db: Db, chave: string, id: number, start: string, end: string): Promise<ComparacaoPrevistoReal> {
  const periodo = validarPeriodo(start, end, {
    campos: ['start', 'end'],
    mensagemData: 'Data inválida (use dd/MM/aaaa ou aaaa-MM-dd).',
    mensagemOrdem: 'Data fim deve ser maior que data início',
  });
  if (!periodo.ok) throw badRequest(periodo.errors);
  const [inicio, fim] = periodo.value;
  return compararPrevistoReal(db, chave, id, inicio, fim);
}
