/**
 * A scenario computed in a month: the domain's `calcularLinhasDoCenario` (the closing engine) over the
 * closing's inputs (`base.ts`) in batches that yield the event loop, summarised to the answer's lines,
 * the totals and the function rates — kept for the next requests of the same month while neither the
 * scenario nor its base changes (the result screen asks for the totals and for pages of the lines).
 */
import { createHash } from 'node:crypto';
import {
  calcularLinhasDoCenario,
  taxasPorFuncao,
  totaisDoCenario,
  type BaseCenario,
  type Cenario,
  type ColaboradorCenarioResultado,
  type FechamentoColaboradorResultado,
  type LinhaCenario,
  type ResultadoCenario,
  type ResultadoDoCenario,
  type TaxaFuncaoCenario,
} from '@financeiro/domain';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { cedente } from '../../../http/event-loop';
import * as q from '../queries';
import { carregarBase } from './base';
import { linhaDoUsuario, MENSAGENS_CENARIO } from './definicao';

/**
 * Employees per call of the domain's calcularLinhasDoCenario: each call is synchronous (two engine runs
 * per employee); between two calls the event loop gets a turn when its slice is over (`cedente`, as
 * the closing's calculation yields between its batches).
 */
export const LOTE_CENARIO = 50;

/**
 * calcularLinhasDoCenario over the base in batches of LOTE_CENARIO employees, yielding between them.
 * The hires are computed once, in a last call without the base's employees; the totals are the
 * domain's over every line, summed once. Same result as one calcularCenario (tested).
 */
export async function calcularCedendo(cenario: Cenario, mes: string): Promise<ResultadoCenario> {
  const ceder = cedente();
  const { base } = cenario;
  const semAdmissoes = cenario.alteracoes.filter((alteracao) => alteracao.tipo !== 'admissao');
  const linhas: ColaboradorCenarioResultado[] = [];
  for (let i = 0; i < base.colaboradores.length; i += LOTE_CENARIO) {
    const parte = calcularLinhasDoCenario({ ...cenario, base: { ...base, colaboradores: base.colaboradores.slice(i, i + LOTE_CENARIO) }, alteracoes: semAdmissoes }, mes);
    for (const linha of parte.colaboradores) linhas.push(linha);
    await ceder();
  }
  const admissoes = calcularLinhasDoCenario({ ...cenario, base: { ...base, colaboradores: [] } }, mes);
  for (const linha of admissoes.colaboradores) linhas.push(linha);
  await ceder();
  return { ...admissoes, colaboradores: linhas, totais: totaisDoCenario(linhas, base) };
}

export interface Carregado {
  row: q.LinhaCenario;
  fechamento: q.FechamentoBase;
  cenario: Cenario;
}

export async function carregar(db: Db, email: string, id: number): Promise<Carregado> {
  const row = await linhaDoUsuario(db, email, id);
  const fechamento = await q.fechamentoAtivo(db, row.fechamentoId);
  if (!fechamento) throw badRequest([{ field: 'fechamentoId', errorMessage: MENSAGENS_CENARIO.fechamento }]);
  const base = await carregarBase(db, fechamento);
  return { row, fechamento, cenario: { nome: row.nome, descricao: row.descricao, base, mesInicio: row.mesInicio, alteracoes: row.alteracoes } };
}

/** The month computed: the one asked for, else the scenario's start month. */
export const mesDoCalculo = (carregado: Carregado, mes?: string | null) => mes ?? carregado.row.mesInicio;

export const cabecalho = (carregado: Carregado): ResultadoDoCenario['cenario'] => ({
  id: carregado.row.id,
  nome: carregado.row.nome,
  descricao: carregado.row.descricao,
  mesInicio: carregado.row.mesInicio,
  fechamento: { id: carregado.fechamento.id, label: carregado.fechamento.label },
});

const rotulos = (base: BaseCenario) => ({
  departamento: new Map((base.departamentos ?? []).map((row) => [row.cod, row.nome])),
  funcao: new Map((base.funcoes ?? []).map((row) => [row.cod, row.nome])),
  filial: new Map((base.filiais ?? []).map((row) => [row.cod, row.nome])),
  regime: new Map(base.regimes.map((row) => [row.cod, row.nome ?? String(row.cod)])),
});

export const lado = (resultado: FechamentoColaboradorResultado | null) =>
  resultado && {
    salarioBase: resultado.salarioBase,
    beneficioTotal: resultado.beneficioTotal,
    impostoTotal: resultado.impostoTotal,
    custoTotal: resultado.custoTotal,
    custoHora: resultado.custoHora,
  };

/** A scenario's month as the routes answer it: the summary lines (no breakdown), the totals and the function rates. */
export interface MesCalculado extends Omit<ResultadoDoCenario, 'cenario' | 'colaboradores' | 'situacoes'> {
  linhas: LinhaCenario[];
  taxas: Map<number, TaxaFuncaoCenario>;
}

async function calcularMes(cenario: Cenario, mes: string): Promise<MesCalculado> {
  const calculado = await calcularCedendo(cenario, mes);
  const nomes = rotulos(cenario.base);
  return {
    mes: calculado.mes,
    periodo: calculado.periodo,
    baseHoras: calculado.baseHoras,
    totais: calculado.totais,
    taxas: taxasPorFuncao(calculado.colaboradores),
    linhas: calculado.colaboradores.map((linha) => ({
      mat: linha.mat,
      nome: linha.nome,
      funcao: nomes.funcao.get(linha.funcaoCod) ?? String(linha.funcaoCod),
      departamento: linha.departamentoCod === null ? null : (nomes.departamento.get(linha.departamentoCod) ?? String(linha.departamentoCod)),
      filial: nomes.filial.get(linha.filialCod) ?? String(linha.filialCod),
      regime: nomes.regime.get(linha.regimeCod) ?? String(linha.regimeCod),
      situacao: linha.situacao,
      antes: lado(linha.antes),
      depois: lado(linha.depois),
      diferenca: linha.diferenca,
      avisos: linha.avisos,
    })),
  };
}

/**
 * The months computed lately, per database: the key is the scenario's definition, the month and a
 * fingerprint of the base read now (a change to an employee, a benefit, a tax or the closing gives
 * another key), so a page of the lines after the totals does not run the engine again and a changed
 * base is never answered from an old result. At most GUARDADOS months (each a few MB at 5.000
 * employees); the oldest goes first.
 */
export const GUARDADOS = 6;
const guardados = new WeakMap<Db, Map<string, Promise<MesCalculado>>>();

function impressao(carregado: Carregado, mes: string): string {
  const { row, cenario } = carregado;
  const hash = createHash('sha1');
  hash.update(JSON.stringify([row.id, row.mesInicio, row.alteracoes, mes]));
  hash.update(JSON.stringify(cenario.base));
  return hash.digest('base64');
}

/** The scenario in `mes` (see GUARDADOS): computed once per definition, month and base. */
export function mesDoCenario(db: Db, carregado: Carregado, mes: string): Promise<MesCalculado> {
  let porChave = guardados.get(db);
  if (!porChave) {
    porChave = new Map();
    guardados.set(db, porChave);
  }
  const chave = impressao(carregado, mes);
  const existente = porChave.get(chave);
  if (existente) {
    porChave.delete(chave);
    porChave.set(chave, existente);
    return existente;
  }
  const calculo = calcularMes(carregado.cenario, mes);
  porChave.set(chave, calculo);
  calculo.catch(() => porChave.delete(chave));
  while (porChave.size > GUARDADOS) porChave.delete(porChave.keys().next().value!);
  return calculo;
}
