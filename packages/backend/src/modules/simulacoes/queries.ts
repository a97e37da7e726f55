/** Every statement of the employee cost simulations: the closing rows of a hypothetical employee, the stored simulations. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { FUNCAO_ATIVO } from '@financeiro/domain';
import type { Conn } from '../../db/client';
import { fechamento, filial, funcao, regimeContrato, simulacaoCusto } from '../../db/schema';

export type LinhaSimulacao = typeof simulacaoCusto.$inferSelect;
export type NovaSimulacao = Omit<typeof simulacaoCusto.$inferInsert, 'id'>;

/** `fechamentoId` when active, else the latest active closing (none: undefined). */
export async function fechamentoDeReferencia(db: Conn, fechamentoId?: number | null) {
  const [row] = await db
    .select()
    .from(fechamento)
    .where(fechamentoId ? and(eq(fechamento.id, fechamentoId), eq(fechamento.ativo, true)) : eq(fechamento.ativo, true))
    .orderBy(desc(fechamento.dataInicio), desc(fechamento.id))
    .limit(1);
  return row;
}

/** A function of the form (active or of the simulator). */
export async function funcaoDoFormulario(db: Conn, cod: number) {
  const [row] = await db
    .select()
    .from(funcao)
    .where(and(eq(funcao.cod, cod), inArray(funcao.ativo, [FUNCAO_ATIVO.ativo, FUNCAO_ATIVO.simulador])));
  return row;
}

export function regimeAtivo(db: Conn, cod: number) {
  return db.select().from(regimeContrato).where(and(eq(regimeContrato.cod, cod), eq(regimeContrato.ativo, true)));
}

export function filialAtiva(db: Conn, cod: number) {
  return db.select({ cod: filial.cod, label: filial.label }).from(filial).where(and(eq(filial.cod, cod), eq(filial.ativo, true)));
}

/** The form's options: functions active (1) and of the simulator (2), active regimes and branches. */
export async function opcoesDoFormulario(db: Conn) {
  const [funcoes, regimes, filiais] = await Promise.all([
    db
      .select({ cod: funcao.cod, cbo: funcao.cbo, nome: funcao.nome, descricao: funcao.descricao, ativo: funcao.ativo })
      .from(funcao)
      .where(inArray(funcao.ativo, [FUNCAO_ATIVO.ativo, FUNCAO_ATIVO.simulador]))
      .orderBy(asc(funcao.nome), asc(funcao.cod)),
    db
      .select({ cod: regimeContrato.cod, sigla: regimeContrato.sigla, nome: regimeContrato.nome })
      .from(regimeContrato)
      .where(eq(regimeContrato.ativo, true))
      .orderBy(asc(regimeContrato.cod)),
    db.select({ cod: filial.cod, label: filial.label }).from(filial).where(eq(filial.ativo, true)).orderBy(asc(filial.cod)),
  ]);
  return { funcoes, regimes, filiais };
}

/** The user's active simulations, newest first. */
export function simulacoesDoUsuario(db: Conn, email: string): Promise<LinhaSimulacao[]> {
  return db
    .select()
    .from(simulacaoCusto)
    .where(and(eq(simulacaoCusto.email, email), eq(simulacaoCusto.ativo, true)))
    .orderBy(desc(simulacaoCusto.id));
}

/** The user's active simulations among `ids`, locked FOR SHARE until the caller's transaction ends. */
export function travarSimulacoesAtivas(db: Pick<Conn, 'select'>, email: string, ids: number[]): Promise<LinhaSimulacao[]> {
  return db
    .select()
    .from(simulacaoCusto)
    .where(and(eq(simulacaoCusto.email, email), eq(simulacaoCusto.ativo, true), inArray(simulacaoCusto.id, ids)))
    .orderBy(asc(simulacaoCusto.id))
    .for('share');
}

export async function simulacaoDoUsuario(db: Conn, email: string, id: number): Promise<LinhaSimulacao | undefined> {
  const [row] = await db.select().from(simulacaoCusto).where(and(eq(simulacaoCusto.id, id), eq(simulacaoCusto.email, email)));
  return row;
}

export async function inserirSimulacao(db: Conn, values: NovaSimulacao): Promise<LinhaSimulacao> {
  const [row] = await db.insert(simulacaoCusto).values(values).returning();
  return row!;
}

export async function atualizarSimulacao(db: Conn, email: string, id: number, values: Partial<NovaSimulacao>): Promise<LinhaSimulacao> {
  const [row] = await db
    .update(simulacaoCusto)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(simulacaoCusto.id, id), eq(simulacaoCusto.email, email)))
    .returning();
  return row!;
}

export async function inserirFuncaoDoSimulador(db: Conn, entrada: { cbo: string; nome: string; descricao?: string | null }) {
  const [row] = await db
    .insert(funcao)
    .values({ cbo: entrada.cbo, nome: entrada.nome, descricao: entrada.descricao ?? null, ativo: FUNCAO_ATIVO.simulador })
    .returning({ cod: funcao.cod, cbo: funcao.cbo, nome: funcao.nome, descricao: funcao.descricao, ativo: funcao.ativo });
  return row!;
}
