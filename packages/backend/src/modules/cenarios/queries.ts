/** Every statement of the cost scenarios: the stored definitions, the editor's options and the benefits' values (the projects: the projecao module's loader). */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import {
  beneficio,
  cenario,
  colaborador,
  departamento,
  faixaImposto,
  fechamento,
  filial,
  funcao,
  imposto,
  regimeContrato,
  valorBeneficio,
} from '../../db/schema';

export type LinhaCenario = typeof cenario.$inferSelect;
export type NovoCenario = Pick<typeof cenario.$inferInsert, 'email' | 'nome' | 'descricao' | 'fechamentoId' | 'mesInicio' | 'alteracoes'>;

const resumo = {
  id: cenario.id,
  nome: cenario.nome,
  descricao: cenario.descricao,
  fechamentoId: cenario.fechamentoId,
  fechamentoLabel: fechamento.label,
  mesInicio: cenario.mesInicio,
  alteracoes: sql<number>`jsonb_array_length(${cenario.alteracoes})::int`,
  updatedAt: cenario.updatedAt,
};

/** The user's active scenarios, newest first (without the changes themselves). */
export function cenariosDoUsuario(db: Conn, email: string) {
  return db
    .select(resumo)
    .from(cenario)
    .innerJoin(fechamento, eq(fechamento.id, cenario.fechamentoId))
    .where(and(eq(cenario.email, email), eq(cenario.ativo, true)))
    .orderBy(desc(cenario.id));
}

/** The user's active scenario `id` (another user's or a deleted one: undefined). */
export async function cenarioDoUsuario(db: Conn, email: string, id: number): Promise<LinhaCenario | undefined> {
  const [row] = await db
    .select()
    .from(cenario)
    .where(and(eq(cenario.id, id), eq(cenario.email, email), eq(cenario.ativo, true)));
  return row;
}

export async function inserirCenario(db: Conn, values: NovoCenario): Promise<LinhaCenario> {
  const [row] = await db.insert(cenario).values(values).returning();
  return row!;
}

export async function atualizarCenario(db: Conn, email: string, id: number, values: Partial<NovoCenario>): Promise<LinhaCenario | undefined> {
  const [row] = await db
    .update(cenario)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(cenario.id, id), eq(cenario.email, email), eq(cenario.ativo, true)))
    .returning();
  return row;
}

export async function desativarCenario(db: Conn, email: string, id: number): Promise<boolean> {
  const rows = await db
    .update(cenario)
    .set({ ativo: false, updatedAt: new Date() })
    .where(and(eq(cenario.id, id), eq(cenario.email, email), eq(cenario.ativo, true)))
    .returning({ id: cenario.id });
  return rows.length > 0;
}

export type FechamentoBase = typeof fechamento.$inferSelect;

export async function fechamentoAtivo(db: Conn, id: number): Promise<FechamentoBase | undefined> {
  const [row] = await db
    .select()
    .from(fechamento)
    .where(and(eq(fechamento.id, id), eq(fechamento.ativo, true)));
  return row;
}

/** The closing and start month of the active scenarios changed last (every user's), newest first: what the warm-up reads ahead. */
export function cenariosRecentes(db: Conn, limite: number) {
  return db
    .select({ fechamentoId: cenario.fechamentoId, mesInicio: cenario.mesInicio })
    .from(cenario)
    .where(eq(cenario.ativo, true))
    .orderBy(desc(cenario.updatedAt), desc(cenario.id))
    .limit(limite);
}

/** The active closings a scenario may start from, newest first. */
export function fechamentosAtivos(db: Conn) {
  return db
    .select({ id: fechamento.id, label: fechamento.label, dataInicio: fechamento.dataInicio, dataFim: fechamento.dataFim, diasUteis: fechamento.diasUteis })
    .from(fechamento)
    .where(eq(fechamento.ativo, true))
    .orderBy(desc(fechamento.dataInicio), desc(fechamento.id));
}

/** The editor's pickers: departments, functions, branches, regimes, benefits, taxes (with their brackets, to copy). */
export async function opcoesDoEditor(db: Conn) {
  const departamentos = await db
    .select({ cod: departamento.cod, sigla: departamento.sigla, nome: departamento.nome })
    .from(departamento)
    .where(eq(departamento.ativo, true))
    .orderBy(asc(departamento.nome));
  const funcoes = await db.select({ cod: funcao.cod, nome: funcao.nome }).from(funcao).where(eq(funcao.ativo, 1)).orderBy(asc(funcao.nome));
  const filiais = await db.select({ cod: filial.cod, nome: filial.label }).from(filial).where(eq(filial.ativo, true)).orderBy(asc(filial.cod));
  const regimes = await db
    .select({ cod: regimeContrato.cod, sigla: regimeContrato.sigla, nome: regimeContrato.nome })
    .from(regimeContrato)
    .where(eq(regimeContrato.ativo, true))
    .orderBy(asc(regimeContrato.cod));
  const beneficios = await db
    .select({ cod: beneficio.cod, sigla: beneficio.sigla, nome: beneficio.nome })
    .from(beneficio)
    .where(eq(beneficio.ativo, true))
    .orderBy(asc(beneficio.nome));
  const impostos = await db
    .select({ cod: imposto.cod, sigla: imposto.sigla, nome: imposto.nome })
    .from(imposto)
    .where(eq(imposto.ativo, true))
    .orderBy(asc(imposto.sigla));
  const faixas = await db.select().from(faixaImposto).where(eq(faixaImposto.ativo, true)).orderBy(asc(faixaImposto.impostoCod), asc(faixaImposto.valorFaixaInicio));
  const colaboradores = await db
    .select({ mat: colaborador.mat, nome: sql<string>`trim(${colaborador.nome} || ' ' || ${colaborador.sobrenome})` })
    .from(colaborador)
    .where(eq(colaborador.ativo, true))
    .orderBy(asc(colaborador.nome), asc(colaborador.mat));
  return { departamentos, funcoes, filiais, regimes, beneficios, impostos, faixas, colaboradores };
}

/** Every value row of the active benefits, with the benefit's acronym and name (a hire's benefits are valued at its branch). */
export function valoresDosBeneficios(db: Conn) {
  return db
    .select({ row: valorBeneficio, sigla: beneficio.sigla, nome: beneficio.nome })
    .from(valorBeneficio)
    .innerJoin(beneficio, eq(beneficio.cod, valorBeneficio.benefCod))
    .where(eq(beneficio.ativo, true))
    .orderBy(asc(valorBeneficio.benefCod), asc(valorBeneficio.filialCod));
}

/** Rows of cenario_versao above which the reader folds them into one. */
const LINHAS_DA_VERSAO = 100;

/**
 * The version of every scenario's base (migration 0105): the number of committed transactions that wrote
 * to the tables the base is read from. Read before the base: a kept month is good while it is the same.
 * Folds the rows into one (same sum) when they pile up.
 */
export async function versaoDaBase(db: Conn): Promise<number> {
  const resultado = (await db.execute(sql`SELECT coalesce(sum(peso), 0)::text AS versao, count(*)::int AS linhas FROM cenario_versao`)) as unknown as {
    rows: Array<{ versao: string; linhas: number }>;
  };
  const { versao, linhas } = resultado.rows[0]!;
  if (linhas > LINHAS_DA_VERSAO) {
    await db.execute(sql`WITH apagadas AS (DELETE FROM cenario_versao RETURNING peso) INSERT INTO cenario_versao (peso) SELECT sum(peso) FROM apagadas HAVING count(*) > 0`);
  }
  return Number(versao);
}
