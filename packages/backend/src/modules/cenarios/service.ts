/**
 * Cost scenarios (issue 39): the stored definitions (author-scoped, like the other simulations), the
 * result computed on demand by the domain (`calcularCenario`, i.e. the closing engine) over the
 * closing's inputs (`base.ts`), the comparison of two scenarios and the plans re-priced. Nothing here
 * writes anywhere but the `cenario` table: a scenario never changes real data.
 */
import {
  calcularCenario,
  cenarioSchema,
  validate,
  fracaoSobre,
  mesDaAlteracao,
  mesDaData,
  reprecificarPlano,
  taxasPorFuncao,
  totaisDoCenario,
  type AlteracaoCenario,
  type BaseCenario,
  type Cenario,
  type ColaboradorCenarioResultado,
  type FechamentoColaboradorResultado,
  type ResultadoCenario,
  type TaxaFuncaoCenario,
} from '@financeiro/domain';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { cedente } from '../../http/event-loop';
import { carregarBase } from './base';
import { diferencas, registrarAuditoria, type CampoComparado } from '../auditoria';
import * as q from './queries';

export const CENARIO_NAO_ENCONTRADO = 'Cenário não encontrado.';
export const MENSAGENS_CENARIO = {
  criado: 'Cenário criado com sucesso!',
  atualizado: 'Cenário atualizado com sucesso!',
  duplicado: 'Cenário duplicado com sucesso!',
  excluido: 'Cenário excluído com sucesso!',
  fechamento: 'Fechamento de origem não encontrado ou inativo.',
  copia: (nome: string) => `${nome} (cópia)`.slice(0, 60),
} as const;

/** A scenario's definition as the route validated it (the domain's cenarioSchema without references). */
export interface DefinicaoCenario {
  nome: string;
  descricao?: string | null;
  fechamentoId: number;
  mesInicio: string;
  alteracoes: AlteracaoCenario[];
}

export interface AlteracaoParcial {
  nome?: string;
  descricao?: string | null;
  fechamentoId?: number;
  mesInicio?: string;
  alteracoes?: AlteracaoCenario[];
}

const definicao = (row: q.LinhaCenario) => ({
  id: row.id,
  nome: row.nome,
  descricao: row.descricao,
  fechamentoId: row.fechamentoId,
  mesInicio: row.mesInicio,
  alteracoes: row.alteracoes,
  atualizadoEm: row.updatedAt.toISOString(),
});
export type CenarioSalvo = ReturnType<typeof definicao>;

export async function listar(db: Db, email: string) {
  const rows = await q.cenariosDoUsuario(db, email);
  return rows.map(({ updatedAt, ...row }) => ({ ...row, atualizadoEm: updatedAt.toISOString() }));
}

async function linhaDoUsuario(db: Db, email: string, id: number): Promise<q.LinhaCenario> {
  const row = await q.cenarioDoUsuario(db, email, id);
  if (!row) throw notFound(CENARIO_NAO_ENCONTRADO);
  return row;
}

export async function buscar(db: Db, email: string, id: number): Promise<CenarioSalvo> {
  return definicao(await linhaDoUsuario(db, email, id));
}

/** The codes a scenario may name: the references check of the domain schema (every scope and code must exist). */
async function conferirReferencias(db: Db, entrada: DefinicaoCenario): Promise<DefinicaoCenario> {
  const fechamento = await q.fechamentoAtivo(db, entrada.fechamentoId);
  if (!fechamento) throw badRequest([{ field: 'fechamentoId', errorMessage: MENSAGENS_CENARIO.fechamento }]);
  const opcoes = await q.opcoesDoEditor(db);
  // The codes are the database's: this part of the rules cannot run at the edge.
  const conferido = validate<DefinicaoCenario>(
    cenarioSchema({
      departamentos: opcoes.departamentos.map((row) => row.cod),
      funcoes: opcoes.funcoes.map((row) => row.cod),
      filiais: opcoes.filiais.map((row) => row.cod),
      regimes: opcoes.regimes.map((row) => row.cod),
      colaboradores: opcoes.colaboradores.map((row) => row.mat),
      beneficios: opcoes.beneficios.map((row) => row.cod),
      impostos: opcoes.impostos.map((row) => row.cod),
    }),
    entrada,
  );
  if (!conferido.ok) throw badRequest(conferido.errors);
  return conferido.value;
}

const valoresDe = (entrada: DefinicaoCenario) => ({
  nome: entrada.nome.trim(),
  descricao: entrada.descricao?.trim() || null,
  fechamentoId: entrada.fechamentoId,
  mesInicio: entrada.mesInicio,
  alteracoes: entrada.alteracoes,
});

/** What the audit trail records of a scenario (its changes may move salaries: sigilo). */
const CAMPOS_AUDITADOS: CampoComparado<Omit<q.NovoCenario, 'email'>>[] = [
  { campo: 'Nome', valor: (c) => c.nome },
  { campo: 'Descrição', valor: (c) => c.descricao },
  { campo: 'Fechamento base (id)', valor: (c) => c.fechamentoId, tipo: 'numero' },
  { campo: 'Mês de início', valor: (c) => c.mesInicio },
  { campo: 'Alterações', valor: (c) => JSON.stringify(c.alteracoes ?? []), sigilo: 'salario' },
];

/** Inserts a scenario and records its creation, in one transaction. */
function inserirAuditado(db: Db, values: q.NovoCenario, detalhes?: Record<string, unknown>): Promise<q.LinhaCenario> {
  return db.transaction(async (tx) => {
    const row = await q.inserirCenario(tx, values);
    await registrarAuditoria(tx, { acao: 'criar', entidade: 'cenario', chave: row.id, campos: diferencas(null, row, CAMPOS_AUDITADOS), detalhes });
    return row;
  });
}

export async function criar(db: Db, email: string, entrada: DefinicaoCenario): Promise<CenarioSalvo> {
  const conferida = await conferirReferencias(db, entrada);
  return definicao(await inserirAuditado(db, { email, ...valoresDe(conferida) }));
}

/** Rename, description, closing, start month or changes: the stored definition merged with `parcial`, validated whole. */
export async function atualizar(db: Db, email: string, id: number, parcial: AlteracaoParcial): Promise<CenarioSalvo> {
  const atual = await linhaDoUsuario(db, email, id);
  const entrada: DefinicaoCenario = {
    nome: parcial.nome ?? atual.nome,
    descricao: parcial.descricao !== undefined ? parcial.descricao : atual.descricao,
    fechamentoId: parcial.fechamentoId ?? atual.fechamentoId,
    mesInicio: parcial.mesInicio ?? atual.mesInicio,
    alteracoes: parcial.alteracoes ?? atual.alteracoes,
  };
  const conferida = await conferirReferencias(db, entrada);
  const row = await db.transaction(async (tx) => {
    const salvo = await q.atualizarCenario(tx, email, id, valoresDe(conferida));
    if (!salvo) throw notFound(CENARIO_NAO_ENCONTRADO);
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'cenario', chave: id, campos: diferencas(atual, salvo, CAMPOS_AUDITADOS) });
    return salvo;
  });
  return definicao(row);
}

export async function duplicar(db: Db, email: string, id: number): Promise<CenarioSalvo> {
  const atual = await linhaDoUsuario(db, email, id);
  return definicao(
    await inserirAuditado(
      db,
      {
        email,
        nome: MENSAGENS_CENARIO.copia(atual.nome),
        descricao: atual.descricao,
        fechamentoId: atual.fechamentoId,
        mesInicio: atual.mesInicio,
        alteracoes: atual.alteracoes,
      },
      { duplicadoDe: atual.id },
    ),
  );
}

export async function excluir(db: Db, email: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await q.desativarCenario(tx, email, id))) throw notFound(CENARIO_NAO_ENCONTRADO);
    await registrarAuditoria(tx, { acao: 'remover', entidade: 'cenario', chave: id });
  });
}

// ------------------------------------------------------------------------------------ computing

/**
 * Employees per call of the domain's calcularCenario: each call is synchronous (two engine runs per
 * employee); between two calls the event loop gets a turn (`cedente`), as the closing's calculation
 * yields between its batches.
 */
export const LOTE_CENARIO = 100;

/**
 * calcularCenario over the base in batches of LOTE_CENARIO employees, yielding between them. The
 * hires are computed once, in a last call without the base's employees; the totals are the
 * domain's over every line. Same result as one call (tested).
 */
export async function calcularCedendo(cenario: Cenario, mes: string): Promise<ResultadoCenario> {
  const ceder = cedente();
  const { base } = cenario;
  const semAdmissoes = cenario.alteracoes.filter((alteracao) => alteracao.tipo !== 'admissao');
  const linhas: ColaboradorCenarioResultado[] = [];
  for (let i = 0; i < base.colaboradores.length; i += LOTE_CENARIO) {
    const parte = calcularCenario({ ...cenario, base: { ...base, colaboradores: base.colaboradores.slice(i, i + LOTE_CENARIO) }, alteracoes: semAdmissoes }, mes);
    for (const linha of parte.colaboradores) linhas.push(linha);
    await ceder();
  }
  const admissoes = calcularCenario({ ...cenario, base: { ...base, colaboradores: [] } }, mes);
  for (const linha of admissoes.colaboradores) linhas.push(linha);
  await ceder();
  return { ...admissoes, colaboradores: linhas, totais: totaisDoCenario(linhas, base) };
}

interface Carregado {
  row: q.LinhaCenario;
  fechamento: q.FechamentoBase;
  cenario: Cenario;
}

async function carregar(db: Db, email: string, id: number): Promise<Carregado> {
  const row = await linhaDoUsuario(db, email, id);
  const fechamento = await q.fechamentoAtivo(db, row.fechamentoId);
  if (!fechamento) throw badRequest([{ field: 'fechamentoId', errorMessage: MENSAGENS_CENARIO.fechamento }]);
  const base = await carregarBase(db, fechamento);
  return { row, fechamento, cenario: { nome: row.nome, descricao: row.descricao, base, mesInicio: row.mesInicio, alteracoes: row.alteracoes } };
}

/** The month computed: the one asked for, else the scenario's start month. */
const mesDoCalculo = (carregado: Carregado, mes?: string | null) => mes ?? carregado.row.mesInicio;

const rotulos = (base: BaseCenario) => ({
  departamento: new Map((base.departamentos ?? []).map((row) => [row.cod, row.nome])),
  funcao: new Map((base.funcoes ?? []).map((row) => [row.cod, row.nome])),
  filial: new Map((base.filiais ?? []).map((row) => [row.cod, row.nome])),
  regime: new Map(base.regimes.map((row) => [row.cod, row.nome ?? String(row.cod)])),
});

const lado = (resultado: FechamentoColaboradorResultado | null) =>
  resultado && {
    salarioBase: resultado.salarioBase,
    beneficioTotal: resultado.beneficioTotal,
    impostoTotal: resultado.impostoTotal,
    custoTotal: resultado.custoTotal,
    custoHora: resultado.custoHora,
  };

const cabecalho = (carregado: Carregado) => ({
  id: carregado.row.id,
  nome: carregado.row.nome,
  descricao: carregado.row.descricao,
  mesInicio: carregado.row.mesInicio,
  fechamento: { id: carregado.fechamento.id, label: carregado.fechamento.label },
});

/** The result in `mes`: one summary line per employee (the breakdown: `detalhe`), the totals by department, function, branch, regime and company. */
export async function resultado(db: Db, email: string, id: number, mes?: string | null) {
  const carregado = await carregar(db, email, id);
  const calculado = await calcularCedendo(carregado.cenario, mesDoCalculo(carregado, mes));
  const nomes = rotulos(carregado.cenario.base);
  return {
    cenario: cabecalho(carregado),
    mes: calculado.mes,
    periodo: calculado.periodo,
    baseHoras: calculado.baseHoras,
    colaboradores: calculado.colaboradores.map((linha) => ({
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
    totais: calculado.totais,
  };
}

/** One employee's whole engine result before and after (the closing row's breakdown, both sides). */
export async function detalhe(db: Db, email: string, id: number, mat: number, mes?: string | null) {
  const carregado = await carregar(db, email, id);
  const { base } = carregado.cenario;
  const colaboradores = base.colaboradores.filter((colaborador) => colaborador.mat === mat);
  const calculado = calcularCenario({ ...carregado.cenario, base: { ...base, colaboradores } }, mesDoCalculo(carregado, mes));
  const linha = calculado.colaboradores.find((item) => item.mat === mat);
  if (!linha) throw notFound('Colaborador não encontrado no cenário neste mês.');
  return { mes: calculado.mes, periodo: calculado.periodo, ...linha };
}

/** The totals of two scenarios side by side (each in its own start month, or both in `mes`). */
export async function comparar(db: Db, email: string, ids: [number, number], mes?: string | null) {
  const lados = [];
  for (const id of ids) {
    const carregado = await carregar(db, email, id);
    const calculado = await calcularCedendo(carregado.cenario, mesDoCalculo(carregado, mes));
    lados.push({ cenario: cabecalho(carregado), mes: calculado.mes, colaboradores: calculado.colaboradores.length, totais: calculado.totais });
  }
  return { a: lados[0]!, b: lados[1]! };
}

// ------------------------------------------------------------------------------------ projects

const mesIso = (data: string) => data.slice(0, 7);

/**
 * Every active project's remaining plan re-priced at the scenario's hour costs. Remaining plan: the
 * plan's function lines from the scenario's start month on (before it nothing changes). Rates: the
 * domain's taxasPorFuncao of the scenario computed in each month where a change starts; a plan month
 * takes the rates of the latest such month up to it. Margin at completion = (the plan's sale value −
 * the plan's cost) / sale value — the planning page's Total (`total_valor_venda − total_custo_venda`)
 * — before, and after with the function lines' difference. Target margin: the plan's Margem Prevista
 * (`planejamento.margem_custo_projeto`); a plan without one has no target and is never listed below it.
 */
export async function projetos(db: Db, email: string, id: number) {
  const carregado = await carregar(db, email, id);
  const { cenario } = carregado;
  const meses = [...new Set([cenario.mesInicio, ...cenario.alteracoes.map((alteracao) => mesDaAlteracao(alteracao, cenario.mesInicio))])].sort();
  const taxasDoMes: Array<{ mes: string; taxas: Map<number, TaxaFuncaoCenario> }> = [];
  for (const mes of meses) taxasDoMes.push({ mes, taxas: taxasPorFuncao((await calcularCedendo(cenario, mes)).colaboradores) });
  const taxas = (funcaoCod: number, mes: string) => {
    let escolhida: Map<number, TaxaFuncaoCenario> | undefined;
    for (const item of taxasDoMes) if (item.mes <= mes) escolhida = item.taxas;
    return escolhida?.get(funcaoCod);
  };

  const desde = `${cenario.mesInicio}-01`;
  const planos = await q.projetosComPlano(db);
  const linhas = await q.linhasRestantes(db, desde);
  const porProjeto = new Map<string, typeof linhas>();
  for (const linha of linhas) porProjeto.set(linha.projeto, [...(porProjeto.get(linha.projeto) ?? []), linha]);

  const resultadoProjetos = planos.map((plano) => {
    const restantes = porProjeto.get(plano.chave) ?? [];
    const repreco = reprecificarPlano(
      restantes.map((linha) => ({ funcaoCod: linha.funcaoCod, mes: mesIso(linha.mes), horas: linha.horas, taxa: linha.taxa })),
      taxas,
    );
    const custoAntes = new Decimal(plano.custoPlanejado);
    const custoDepois = custoAntes.plus(repreco.diferenca);
    const venda = new Decimal(plano.valorVenda);
    const margemAntes = fracaoSobre(venda.minus(custoAntes).toFixed(2), venda.toFixed(2));
    const margemDepois = fracaoSobre(venda.minus(custoDepois).toFixed(2), venda.toFixed(2));
    const alvo = plano.margemAlvo === null ? null : new Decimal(plano.margemAlvo);
    const abaixo = (margem: string | null) => alvo !== null && margem !== null && new Decimal(margem).lt(alvo);
    return {
      chave: plano.chave,
      nome: plano.nome,
      margemAlvo: plano.margemAlvo,
      valorVenda: venda.toFixed(2),
      custoRestanteAntes: repreco.antes,
      custoRestanteDepois: repreco.depois,
      custoAntes: custoAntes.toFixed(2),
      custoDepois: custoDepois.toFixed(2),
      diferenca: repreco.diferenca,
      percentual: repreco.percentual,
      margemAntes,
      margemDepois,
      abaixoDaMetaAntes: abaixo(margemAntes),
      abaixoDaMeta: abaixo(margemDepois),
      semTaxa: repreco.semTaxa,
    };
  });
  return {
    cenario: cabecalho(carregado),
    desde: cenario.mesInicio,
    meses,
    projetos: resultadoProjetos,
    abaixoDaMeta: resultadoProjetos.filter((projeto) => projeto.abaixoDaMeta).map((projeto) => projeto.chave),
  };
}

/** The editor's options: the closings, the pickers of every scope and change, the taxes' brackets to copy. */
export async function opcoes(db: Db) {
  const fechamentos = await q.fechamentosAtivos(db);
  const { faixas, impostos, ...resto } = await q.opcoesDoEditor(db);
  return {
    fechamentos: fechamentos.map((row) => ({ ...row, mes: mesDaData(row.dataInicio) })),
    ...resto,
    impostos: impostos.map((imposto) => ({
      ...imposto,
      faixas: faixas
        .filter((faixa) => faixa.impostoCod === imposto.cod)
        .map((faixa) => ({
          comparaInicio: faixa.comparaInicio,
          valorFaixaInicio: faixa.valorFaixaInicio,
          comparaFim: faixa.comparaFim,
          valorFaixaFim: faixa.valorFaixaFim,
          aliqFaixa: faixa.aliqFaixa,
          baseAliqFaixa: faixa.baseAliqFaixa,
          valorFaixa: faixa.valorFaixa,
          valorDeducao: faixa.valorDeducao,
          vigenciaInicio: faixa.vigenciaInicio,
          vigenciaFim: faixa.vigenciaFim,
        })),
    })),
  };
}
