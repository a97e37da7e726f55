/**
 * The statements that load a closing's inputs (../entradas.ts decides which rows, in which pages).
 * Each employee-range statement reads one page's registration numbers [de, ate].
 */
import { and, asc, between, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import type { Conn } from '../../../db/client';
import {
  ajustesDoBeneficio,
  beneficio,
  colaborador,
  colaboradorBeneficio,
  colaboradorHistorico,
  departamento,
  faixaImposto,
  filial,
  funcao,
  imposto,
  regimeContrato,
  regimeImposto,
  valorBeneficio,
  valorImposto,
} from '../../../db/schema';

export type PessoaRow = typeof colaborador.$inferSelect;
export type HistoricoRow = typeof colaboradorHistorico.$inferSelect;
export type ValorBeneficioRow = typeof valorBeneficio.$inferSelect;

/** The active benefits (a few dozen rows, joined to the links in JS). */
export function beneficiosAtivos(db: Conn) {
  return db.select({ cod: beneficio.cod, sigla: beneficio.sigla, nome: beneficio.nome }).from(beneficio).where(eq(beneficio.ativo, true));
}

/** Every branch value row of the benefits. */
export function valoresBeneficio(db: Conn): Promise<ValorBeneficioRow[]> {
  return db.select().from(valorBeneficio);
}

/**
 * A page of the employees of the closing (active; with `periodo`, admitted by its end and not
 * dismissed before its start), keyset on mat: those after `ultima`, at most `limite`.
 */
export function paginaDeColaboradores(
  db: Conn,
  periodo: { dataInicio: string; dataFim: string } | undefined,
  ultima: number | undefined,
  limite: number,
): Promise<PessoaRow[]> {
  const noPeriodo = periodo
    ? and(
        eq(colaborador.ativo, true),
        lte(colaborador.admissao, periodo.dataFim),
        or(isNull(colaborador.demissao), gte(colaborador.demissao, periodo.dataInicio)),
      )
    : eq(colaborador.ativo, true);
  return db
    .select()
    .from(colaborador)
    .where(and(noPeriodo, ultima === undefined ? undefined : gt(colaborador.mat, ultima)))
    .orderBy(asc(colaborador.mat))
    .limit(limite);
}

/** The history rows of the registration numbers in [de, ate] (up to `ate` when given), oldest first per employee. */
export function historicoDaFaixa(db: Conn, de: number, ate: number, dataFim?: string): Promise<HistoricoRow[]> {
  return db
    .select()
    .from(colaboradorHistorico)
    .where(and(between(colaboradorHistorico.mat, de, ate), dataFim === undefined ? undefined : lte(colaboradorHistorico.dataInicio, dataFim)))
    .orderBy(asc(colaboradorHistorico.mat), asc(colaboradorHistorico.dataInicio), asc(colaboradorHistorico.id));
}

/**
 * The active links of the employees with a registration number in [de, ate]: the link's own columns.
 * The benefit and its branch value rows (a few dozen) are joined in carregarDados: joined here they
 * made PGlite write their dozen columns again for every link.
 */
export function linksDaFaixa(db: Conn, de: number, ate: number) {
  return db
    .select({
      rolMat: colaboradorBeneficio.rolMat,
      filialCod: colaboradorBeneficio.filialCod,
      benefCod: colaboradorBeneficio.benefCod,
      ...ajustesDoBeneficio,
    })
    .from(colaboradorBeneficio)
    .where(and(eq(colaboradorBeneficio.ativo, true), between(colaboradorBeneficio.rolMat, de, ate)))
    .orderBy(asc(colaboradorBeneficio.rolMat), asc(colaboradorBeneficio.benefCod));
}

export type LinkBeneficioRow = Awaited<ReturnType<typeof linksDaFaixa>>[number];

/** The registration tables the results copy names from, and the regimes (with their provision flags). */
export async function tabelasDeApoio(db: Conn) {
  const funcoes = await db.select({ cod: funcao.cod, nome: funcao.nome }).from(funcao);
  const departamentos = await db.select({ cod: departamento.cod, sigla: departamento.sigla, nome: departamento.nome }).from(departamento);
  const regimes = await db.select().from(regimeContrato);
  const filiais = await db.select({ cod: filial.cod, label: filial.label }).from(filial);
  return { funcoes, departamentos, regimes, filiais };
}

/**
 * The regimes' active links to active taxes, the taxes' branch value rows and their active brackets:
 * every regime and branch, or (the cost simulation) one regime and one branch.
 */
export async function impostosDosRegimes(db: Conn, apenas?: { regimeCod: number; filialCod: number }) {
  const [links, valoresImposto, faixas] = await Promise.all([
    db
      .select({ regimeCod: regimeImposto.regimeCod, cod: imposto.cod, sigla: imposto.sigla, nome: imposto.nome })
      .from(regimeImposto)
      .innerJoin(imposto, and(eq(imposto.cod, regimeImposto.impostoCod), eq(imposto.ativo, true)))
      .where(and(eq(regimeImposto.ativo, true), apenas ? eq(regimeImposto.regimeCod, apenas.regimeCod) : undefined))
      .orderBy(asc(regimeImposto.regimeCod), asc(imposto.cod)),
    apenas ? db.select().from(valorImposto).where(eq(valorImposto.filialCod, apenas.filialCod)) : db.select().from(valorImposto),
    db
      .select()
      .from(faixaImposto)
      .where(eq(faixaImposto.ativo, true))
      .orderBy(asc(faixaImposto.impostoCod), asc(faixaImposto.vigenciaInicio), asc(faixaImposto.valorFaixaInicio)),
  ]);
  return { links, valoresImposto, faixas };
}
