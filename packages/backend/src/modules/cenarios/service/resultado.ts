/**
 * A scenario's result: the month's totals (small, whatever the company's size), its lines paged, one
 * employee's whole engine result, the months from the start month, and two scenarios compared (totals,
 * and employee by employee).
 */
import { calcularCenario, somarMeses, type ColaboradorComparado, type LinhaCenario, type SituacaoCenario } from '@financeiro/domain';
import Decimal from 'decimal.js';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { janelaDaLista } from '../../../http/paginacao';
import { cabecalho, carregar, mesDoCalculo, mesDoCenario, totaisDoMes } from './calculo';

/** The lines the unpaged list answers at most (the export of a 5.000-employee company and its hires). */
export const MAX_LINHAS_CENARIO = 20_000;

/** The result in `mes`: the totals by company, department, function, branch and regime; how many lines and of which situation. */
export async function resultado(db: Db, email: string, id: number, mes?: string | null) {
  const carregado = await carregar(db, email, id);
  const { linhas, taxas: _taxas, ...calculado } = await mesDoCenario(db, carregado, mesDoCalculo(carregado, mes));
  const situacoes: Record<SituacaoCenario, number> = { mantido: 0, admitido: 0, desligado: 0 };
  for (const linha of linhas) situacoes[linha.situacao]++;
  return { cenario: cabecalho(carregado), ...calculado, colaboradores: linhas.length, situacoes };
}

export interface FiltroLinhas {
  mes?: string | null;
  situacao?: SituacaoCenario;
  /** Part of the matrícula, name, function or department (case-insensitive). */
  busca?: string;
  pagina?: number;
  limite?: number;
}

const contem = (busca: string | undefined) => {
  const termo = busca?.trim().toLocaleLowerCase('pt-BR');
  if (!termo) return () => true;
  return (linha: Pick<LinhaCenario, 'mat' | 'nome' | 'funcao' | 'departamento'>) =>
    String(linha.mat).includes(termo) || [linha.nome, linha.funcao, linha.departamento].some((texto) => texto?.toLocaleLowerCase('pt-BR').includes(termo));
};

/** One page of the month's lines (employees in matrícula order, then the hires), with the filters; and how many they are. */
export async function colaboradores(db: Db, email: string, id: number, filtro: FiltroLinhas) {
  const carregado = await carregar(db, email, id);
  const { linhas } = await mesDoCenario(db, carregado, mesDoCalculo(carregado, filtro.mes));
  const busca = contem(filtro.busca);
  const filtradas = linhas.filter((linha) => (!filtro.situacao || linha.situacao === filtro.situacao) && busca(linha));
  const janela = janelaDaLista(filtro, MAX_LINHAS_CENARIO);
  return { itens: filtradas.slice(janela.offset, janela.offset + janela.limit), total: filtradas.length };
}

/** One employee's whole engine result before and after (the closing row's breakdown, both sides): the scenario computed with that employee alone. */
export async function detalhe(db: Db, email: string, id: number, mat: number, mes?: string | null) {
  const carregado = await carregar(db, email, id);
  const cenario = await carregado.cenario();
  const { base } = cenario;
  const colaboradoresDoDetalhe = base.colaboradores.filter((colaborador) => colaborador.mat === mat);
  const calculado = calcularCenario({ ...cenario, base: { ...base, colaboradores: colaboradoresDoDetalhe } }, mesDoCalculo(carregado, mes));
  const linha = calculado.colaboradores.find((item) => item.mat === mat);
  if (!linha) throw notFound('Colaborador não encontrado no cenário neste mês.');
  return { mes: calculado.mes, periodo: calculado.periodo, ...linha };
}

/** Months of the per-month view by default (a year from the start month) and at most. */
export const MESES_PADRAO = 12;
export const MESES_MAXIMO = 24;

/** The totals month by month from the start month (`quantidade` months): the monthly cost before → after, company and every group. */
export async function meses(db: Db, email: string, id: number, quantidade = MESES_PADRAO) {
  const carregado = await carregar(db, email, id);
  const lista = [];
  for (let i = 0; i < quantidade; i++) {
    const mes = somarMeses(carregado.row.mesInicio, i);
    lista.push({ mes, totais: await totaisDoMes(db, carregado, mes) });
  }
  return { cenario: cabecalho(carregado), meses: lista };
}

/** The totals of two scenarios side by side (each in its own start month, or both in `mes`). */
export async function comparar(db: Db, email: string, ids: [number, number], mes?: string | null) {
  const lados = [];
  for (const id of ids) {
    const carregado = await carregar(db, email, id);
    const calculado = await mesDoCenario(db, carregado, mesDoCalculo(carregado, mes));
    lados.push({ cenario: cabecalho(carregado), mes: calculado.mes, colaboradores: calculado.linhas.length, totais: calculado.totais });
  }
  return { a: lados[0]!, b: lados[1]! };
}

const custo = (lado: ColaboradorComparado['a']) => new Decimal(lado?.depois?.custoTotal ?? 0);

/**
 * Two scenarios employee by employee (each in its own start month, or both in `mes`), by matrícula:
 * each side's situation and figures before → after, and B's monthly cost after − A's. A hire is its
 * own scenario's (−1 in A is not −1 in B): hires appear once per side, after the employees.
 */
export async function compararColaboradores(db: Db, email: string, ids: [number, number], filtro: Omit<FiltroLinhas, 'situacao'>) {
  const lados = [];
  for (const id of ids) {
    const carregado = await carregar(db, email, id);
    lados.push((await mesDoCenario(db, carregado, mesDoCalculo(carregado, filtro.mes))).linhas);
  }
  const [a, b] = lados as [LinhaCenario[], LinhaCenario[]];
  const ladoDe = (linha: LinhaCenario | undefined) => linha && { situacao: linha.situacao, antes: linha.antes, depois: linha.depois };
  const porMat = new Map<number, { a?: LinhaCenario; b?: LinhaCenario }>();
  for (const linha of a) if (linha.mat > 0) porMat.set(linha.mat, { a: linha });
  for (const linha of b) if (linha.mat > 0) porMat.set(linha.mat, { ...porMat.get(linha.mat), b: linha });
  const pares = [...porMat.entries()].sort(([x], [y]) => x - y).map(([, par]) => par);
  for (const linha of a) if (linha.mat <= 0) pares.push({ a: linha });
  for (const linha of b) if (linha.mat <= 0) pares.push({ b: linha });

  const busca = contem(filtro.busca);
  const linhas: ColaboradorComparado[] = [];
  for (const par of pares) {
    const uma = (par.a ?? par.b)!;
    if (!busca(uma)) continue;
    const ladoA = ladoDe(par.a) ?? null;
    const ladoB = ladoDe(par.b) ?? null;
    const horaA = ladoA?.depois?.custoHora;
    const horaB = ladoB?.depois?.custoHora;
    linhas.push({
      mat: uma.mat,
      nome: uma.nome,
      funcao: uma.funcao,
      departamento: uma.departamento,
      a: ladoA,
      b: ladoB,
      diferencaCustoTotal: custo(ladoB).minus(custo(ladoA)).toFixed(2),
      diferencaCustoHora: horaA && horaB ? new Decimal(horaB).minus(horaA).toFixed(4) : null,
    });
  }
  const janela = janelaDaLista(filtro, MAX_LINHAS_CENARIO * 2);
  return { itens: linhas.slice(janela.offset, janela.offset + janela.limit), total: linhas.length };
}
