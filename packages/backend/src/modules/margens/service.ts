/**
 * Margin reports and simulations (spec 01 sections 2.4, 2.5, 3, 4, 5; spec 03 'Margin result
 * simulations'). The server never trusts the figures a client sends: it computes the hour cost of
 * the projects over the period and the margin with the domain formula from the inputs.
 */
import Decimal from 'decimal.js';
import {
  calcularMargem,
  normalizarCotacao,
  PROJETO_MESSAGES,
  TAXAS_MARGEM_PADRAO,
  totalCustosIndiretos,
  validarPeriodoRelatorio,
  type CustoIndiretoEntrada,
  type MargemCalculada,
  type MargemEntrada,
  type Moeda,
  type RelatorioMargem,
  type RelatorioMargemEntrada,
  type TipoCusto,
} from '@financeiro/domain';
import type { Conn, Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { custoHHDoPeriodo, exigirProjetos } from '../projetos';
import { diferencas, registrarAuditoria, type CampoComparado } from '../auditoria';
import * as q from './queries';
import type { Linha, LinhaCusto, TipoRelatorio } from './queries';
import { isUniqueViolation } from '../../db/errors';

export type { TipoRelatorio } from './queries';

export const RELATORIO_NAO_ENCONTRADO = 'Relatório não encontrado.';

const TAXAS = ['taxaImposto', 'taxaImpostoResultado', 'taxaRv', 'taxaRateio', 'taxaDespesas'] as const;

export function custosNormalizados(custos: readonly CustoIndiretoEntrada[]) {
  return custos.map((custo) => ({
    tipo_custo: custo.tipo_custo as TipoCusto,
    descricao: custo.descricao ?? null,
    moeda: (custo.moeda ?? 'BRL') as Moeda,
    cotacao: normalizarCotacao((custo.moeda ?? 'BRL') as Moeda, custo.cotacao),
    valor: custo.valor,
  }));
}

/**
 * The margin of a report's or a simulation's inputs, with the server's hour cost of the projects
 * over the period; a simulation may type its own hour cost and operating expense rate.
 */
export async function calcular(
  db: Db,
  tipo: TipoRelatorio,
  dada: MargemEntrada,
): Promise<{ margem: MargemCalculada; taxas: Record<(typeof TAXAS)[number], string>; estimado: boolean }> {
  const entrada = { ...dada, taxaDespesas: taxaDespesasDe(tipo, dada.taxaDespesas), custoHH: tipo === 'simulacao' ? dada.custoHH : undefined };
  const projetos = await exigirProjetos(db, entrada.keys as string[]);
  const { custoHH, estimado } =
    entrada.custoHH !== undefined && entrada.custoHH !== null
      ? { custoHH: entrada.custoHH, estimado: false }
      : await custoHHDoPeriodo(db, projetos, entrada.periodoInicio, entrada.periodoFim);
  const custos = custosNormalizados(entrada.custosIndiretos as CustoIndiretoEntrada[]);
  const taxasDadas = Object.fromEntries(TAXAS.map((taxa) => [taxa, entrada[taxa] ?? undefined]));
  const margem = calcularMargem({
    receitaBruta: entrada.receitaBruta,
    custoHH,
    totalCustoIndireto: totalCustosIndiretos(custos),
    taxas: taxasDadas,
  });
  const taxas = Object.fromEntries(TAXAS.map((taxa) => [taxa, String(entrada[taxa] ?? TAXAS_MARGEM_PADRAO[taxa])])) as Record<(typeof TAXAS)[number], string>;
  return { margem, taxas, estimado };
}

/** True when the user has an active report or simulation with this name (case-insensitive), other than `exceto`. */
export async function nomeEmUso(db: Db, email: string, nome: string, exceto?: number): Promise<boolean> {
  return !!(await q.comNome(db, email, nome, exceto));
}

/**
 * Spec 01 section 9: a margin report's operating expense is fixed at 13,70 % of net revenue (the
 * dialog shows it read-only); only a simulation takes its own rate. Another rate is refused.
 */
export function taxaDespesasDe(tipo: TipoRelatorio, dada: string | null | undefined): string | null | undefined {
  if (tipo === 'simulacao') return dada;
  const fixa = TAXAS_MARGEM_PADRAO.taxaDespesas;
  if (dada === undefined || dada === null || new Decimal(dada).eq(fixa)) return fixa;
  throw badRequest([{ field: 'taxaDespesas', errorMessage: PROJETO_MESSAGES.despesasFixas }]);
}

const NOME_DUPLICADO = () => badRequest([{ field: 'nomeRelatorio', errorMessage: PROJETO_MESSAGES.nomeDuplicado }]);

/** Unique index relatorio_margem_nome_ativo (a concurrent save with the same name). */
const isNomeDuplicado = (error: unknown) => isUniqueViolation(error, 'relatorio_margem_nome_ativo');

function colunas(tipo: TipoRelatorio, email: string, entrada: RelatorioMargemEntrada, calculo: Awaited<ReturnType<typeof calcular>>) {
  const { margem, taxas } = calculo;
  return {
    tipo,
    email,
    nome: entrada.nomeRelatorio,
    projeto: (entrada.projeto as string[]).join(','),
    periodoInicial: entrada.periodoInicio,
    periodoFim: entrada.periodoFim,
    receitaBruta: margem.receitaBruta,
    impostos: margem.impostos,
    receitaLiquida: margem.receitaLiquida,
    custoVenda: margem.custoTotalVenda,
    totalCustoIndireto: margem.totalCustoIndireto,
    custoHoraColaborador: margem.custoHH,
    resultadoBruto: margem.resultadoBruto,
    margemBruta: margem.margemBruta,
    despesasOperacionais: margem.despesasOperacionais,
    rv: margem.rv,
    rateioAdministrativo: margem.rateioAdministrativo,
    resultadoIrCsll: margem.resultadoAntesIRCSLL,
    impostoSemResultado: margem.impostoSemResultado,
    resultadoLiquido: margem.resultadoLiquido,
    margemLiquida: margem.margemLiquida,
    margemContribuicao: margem.margemContribuicao,
    ...taxas,
  };
}

/** A report as the audit trail compares it: its inputs, its main results and its costs as one text. */
type RegistroAuditado = Omit<ReturnType<typeof colunas>, 'tipo' | 'email'> & { custos: string };

const CAMPOS_AUDITADOS: CampoComparado<RegistroAuditado>[] = [
  { campo: 'Nome', valor: (r) => r.nome },
  { campo: 'Projetos', valor: (r) => r.projeto },
  { campo: 'Início', valor: (r) => r.periodoInicial, tipo: 'data' },
  { campo: 'Fim', valor: (r) => r.periodoFim, tipo: 'data' },
  { campo: 'Receita bruta', valor: (r) => r.receitaBruta, tipo: 'dinheiro' },
  { campo: 'Custo HH', valor: (r) => r.custoHoraColaborador, tipo: 'dinheiro' },
  { campo: 'Custos indiretos', valor: (r) => r.custos },
  { campo: 'Total de custos indiretos', valor: (r) => r.totalCustoIndireto, tipo: 'dinheiro' },
  { campo: 'Taxa de imposto', valor: (r) => r.taxaImposto, tipo: 'percentual' },
  { campo: 'Taxa de imposto sobre o resultado', valor: (r) => r.taxaImpostoResultado, tipo: 'percentual' },
  { campo: 'Taxa de RV', valor: (r) => r.taxaRv, tipo: 'percentual' },
  { campo: 'Taxa de rateio', valor: (r) => r.taxaRateio, tipo: 'percentual' },
  { campo: 'Taxa de despesas', valor: (r) => r.taxaDespesas, tipo: 'percentual' },
  { campo: 'Resultado líquido', valor: (r) => r.resultadoLiquido, tipo: 'dinheiro' },
  { campo: 'Margem líquida', valor: (r) => r.margemLiquida, tipo: 'percentual' },
];

const ENTIDADE = { relatorio: 'relatorio_margem', simulacao: 'simulacao_margem' } as const;

type CustoAuditado = Pick<LinhaCusto, 'tipoCusto' | 'descricao' | 'moeda' | 'cotacao' | 'valor'>;
const textoDosCustos = (custos: readonly CustoAuditado[]) =>
  custos.map((c) => `${c.tipoCusto}${c.descricao ? ` (${c.descricao})` : ''}: ${c.moeda} ${c.valor}${c.moeda === 'BRL' ? '' : ` a ${new Decimal(c.cotacao).toString()}`}`).join('; ');

/** The stored report `id` as the trail compares it. */
async function registroGravado(db: Conn, id: number): Promise<RegistroAuditado | null> {
  const linha = await q.buscarRelatorio(db, id);
  return linha ? { ...linha, custos: textoDosCustos(await q.custosDe(db, id)) } : null;
}

/** Checks (period rule for reports, name) → one transaction (report + its costs): the saved report and the spec's message. */
export async function salvar(
  db: Db,
  tipo: TipoRelatorio,
  email: string,
  entrada: RelatorioMargemEntrada,
  id?: number,
): Promise<{ data: RelatorioMargem; message: string }> {
  const chaves = entrada.projeto as string[];
  if (tipo === 'relatorio') {
    const erro = validarPeriodoRelatorio(chaves, entrada.periodoInicio, entrada.periodoFim);
    if (erro) throw badRequest([{ field: 'periodoFim', errorMessage: erro }]);
  }
  if (id !== undefined) await buscar(db, tipo, email, id);
  if (await nomeEmUso(db, email, entrada.nomeRelatorio, id)) throw NOME_DUPLICADO();
  const calculo = await calcular(db, tipo, { ...entrada, keys: chaves });
  const values = colunas(tipo, email, entrada, calculo);
  const custos = custosNormalizados(entrada.custosIndiretos as CustoIndiretoEntrada[]);
  const linhasDeCusto = custos.map((custo) => ({ tipoCusto: custo.tipo_custo, descricao: custo.descricao, moeda: custo.moeda, cotacao: custo.cotacao, valor: custo.valor }));
  try {
    const salvoId = await db.transaction(async (tx) => {
      const antes = id === undefined ? null : await registroGravado(tx, id);
      const gravado = await q.gravar(tx, values, linhasDeCusto, id);
      const depois = await registroGravado(tx, gravado);
      await registrarAuditoria(tx, { acao: id === undefined ? 'criar' : 'alterar', entidade: ENTIDADE[tipo], chave: gravado, campos: diferencas(antes, depois, CAMPOS_AUDITADOS) });
      return gravado;
    });
    const data = await buscar(db, tipo, email, salvoId);
    return { data, message: tipo === 'simulacao' ? PROJETO_MESSAGES.simulacaoSalva(data.nome) : PROJETO_MESSAGES.relatorioSalvo(data.nome) };
  } catch (error) {
    if (isNomeDuplicado(error)) throw NOME_DUPLICADO();
    throw error;
  }
}

function resposta(row: Linha, custos: LinhaCusto[]): RelatorioMargem {
  return {
    id: row.id,
    nome: row.nome,
    projeto: row.projeto,
    periodo_inicial: row.periodoInicial,
    periodo_fim: row.periodoFim,
    receita_bruta: row.receitaBruta,
    impostos: row.impostos,
    receita_liquida: row.receitaLiquida,
    custo_venda: row.custoVenda,
    total_custo_indireto: row.totalCustoIndireto,
    custo_hora_colaborador: row.custoHoraColaborador,
    resultado_bruto: row.resultadoBruto,
    margem_bruta: row.margemBruta,
    despesas_operacionais: row.despesasOperacionais,
    rv: row.rv,
    rateio_administrativo: row.rateioAdministrativo,
    resultado_ir_csll: row.resultadoIrCsll,
    imposto_sem_resultado: row.impostoSemResultado,
    resultado_liquido: row.resultadoLiquido,
    margem_liquida: row.margemLiquida,
    margem_contribuicao: row.margemContribuicao,
    custosIndiretos: custos.map((custo) => ({
      id: custo.id,
      tipo_custo: custo.tipoCusto,
      descricao: custo.descricao,
      moeda: custo.moeda,
      cotacao: custo.cotacao,
      valor: custo.valor,
    })),
    ativo: row.ativo,
  };
}

/** One of the user's reports (active or not); 404 for another user's or another type. */
export async function buscar(db: Db, tipo: TipoRelatorio, email: string, id: number): Promise<RelatorioMargem> {
  const row = await q.doUsuario(db, tipo, email, id);
  if (!row) throw notFound(RELATORIO_NAO_ENCONTRADO);
  const custos = await q.custosDe(db, id);
  return resposta(row, custos);
}

/** The user's active reports, newest period first. */
export async function listar(db: Db, tipo: TipoRelatorio, email: string): Promise<RelatorioMargem[]> {
  const linhas = await q.ativosDoUsuario(db, tipo, email);
  if (linhas.length === 0) return [];
  const custos = await q.custosDosRelatorios(db, linhas.map((linha) => linha.id));
  return linhas.map((linha) => resposta(linha, custos.filter((custo) => custo.relatorioMargemId === linha.id)));
}

export async function renomear(db: Db, tipo: TipoRelatorio, email: string, id: number, nome: string): Promise<RelatorioMargem> {
  await buscar(db, tipo, email, id);
  if (await nomeEmUso(db, email, nome, id)) throw badRequest([{ field: 'nome', errorMessage: PROJETO_MESSAGES.nomeDuplicado }]);
  try {
    await db.transaction(async (tx) => {
      const antes = await registroGravado(tx, id);
      await q.atualizar(tx, id, { nome: nome.trim() });
      await registrarAuditoria(tx, { acao: 'alterar', entidade: ENTIDADE[tipo], chave: id, campos: diferencas(antes, { ...antes!, nome: nome.trim() }, CAMPOS_AUDITADOS) });
    });
  } catch (error) {
    if (isNomeDuplicado(error)) throw badRequest([{ field: 'nome', errorMessage: PROJETO_MESSAGES.nomeDuplicado }]);
    throw error;
  }
  return buscar(db, tipo, email, id);
}

/** Soft delete (ativo false) or reactivation (the name must still be free). */
export async function mudarAtivo(db: Db, tipo: TipoRelatorio, email: string, id: number, ativo: boolean): Promise<string> {
  const atual = await buscar(db, tipo, email, id);
  if (ativo && !atual.ativo && (await nomeEmUso(db, email, atual.nome, id))) throw NOME_DUPLICADO();
  try {
    await db.transaction(async (tx) => {
      await q.atualizar(tx, id, { ativo });
      if (ativo === atual.ativo) return;
      await registrarAuditoria(tx, { acao: ativo ? 'ativar' : 'remover', entidade: ENTIDADE[tipo], chave: id, detalhes: { nome: atual.nome } });
    });
  } catch (error) {
    if (isNomeDuplicado(error)) throw NOME_DUPLICADO();
    throw error;
  }
  return ativo ? PROJETO_MESSAGES.relatorioReativado : PROJETO_MESSAGES.relatorioExcluido;
}
