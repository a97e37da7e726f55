/** Every statement of the company structure: departments, branches and job functions. */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { FUNCAO_ATIVO } from '@financeiro/domain';
import type { Conn } from '../../db/client';
import { departamento, filial, funcao } from '../../db/schema';

export type DepartamentoRow = typeof departamento.$inferSelect;
export type DepartamentoColumns = Pick<typeof departamento.$inferInsert, 'sigla' | 'nome' | 'descricao' | 'ativo'>;
export type FilialRow = typeof filial.$inferSelect;
export type FilialColumns = Pick<typeof filial.$inferInsert, 'cnpj' | 'label' | 'uf' | 'ativo'>;
export type FuncaoRow = typeof funcao.$inferSelect;
export type FuncaoColumns = Pick<typeof funcao.$inferInsert, 'cbo' | 'nome' | 'descricao' | 'ativo'>;

// -------------------------------------------------------------------------------- departamento

/** Departments, optionally by situation, by code. */
export function listarDepartamentos(db: Conn, ativo: boolean | undefined): Promise<DepartamentoRow[]> {
  return db
    .select()
    .from(departamento)
    .where(ativo === undefined ? undefined : eq(departamento.ativo, ativo))
    .orderBy(asc(departamento.cod));
}

/** One department, optionally only in the given situation. */
export async function buscarDepartamento(db: Conn, cod: number, ativo: boolean | undefined): Promise<DepartamentoRow | undefined> {
  const [row] = await db
    .select()
    .from(departamento)
    .where(and(eq(departamento.cod, cod), ativo === undefined ? undefined : eq(departamento.ativo, ativo)))
    .limit(1);
  return row;
}

/** The department's row, locked for the rest of the transaction. */
export async function travarDepartamento(tx: Conn, cod: number): Promise<DepartamentoRow | undefined> {
  const [row] = await tx.select().from(departamento).where(eq(departamento.cod, cod)).for('update');
  return row;
}

export async function inserirDepartamento(db: Conn, values: DepartamentoColumns): Promise<number> {
  const [inserted] = await db.insert(departamento).values(values).returning({ cod: departamento.cod });
  return inserted.cod;
}

/** The number of rows updated (0 for an unknown code). */
export async function atualizarDepartamento(db: Conn, cod: number, values: DepartamentoColumns): Promise<number> {
  const updated = await db
    .update(departamento)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(departamento.cod, cod))
    .returning({ cod: departamento.cod });
  return updated.length;
}

// -------------------------------------------------------------------------------------- filial

/** Branches, optionally by situation, by code. */
export function listarFiliais(db: Conn, ativo: boolean | undefined): Promise<FilialRow[]> {
  return db
    .select()
    .from(filial)
    .where(ativo === undefined ? undefined : eq(filial.ativo, ativo))
    .orderBy(asc(filial.cod));
}

/** One branch, optionally only in the given situation. */
export async function buscarFilial(db: Conn, cod: number, ativo: boolean | undefined): Promise<FilialRow | undefined> {
  const [row] = await db
    .select()
    .from(filial)
    .where(and(eq(filial.cod, cod), ativo === undefined ? undefined : eq(filial.ativo, ativo)))
    .limit(1);
  return row;
}

/** The branch's row, locked for the rest of the transaction. */
export async function travarFilial(tx: Conn, cod: number): Promise<FilialRow | undefined> {
  const [row] = await tx.select().from(filial).where(eq(filial.cod, cod)).for('update');
  return row;
}

export async function inserirFilial(db: Conn, values: FilialColumns): Promise<number> {
  const [inserted] = await db.insert(filial).values(values).returning({ cod: filial.cod });
  return inserted.cod;
}

/** The number of rows updated (0 for an unknown code). */
export async function atualizarFilial(db: Conn, cod: number, values: FilialColumns): Promise<number> {
  const updated = await db
    .update(filial)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(filial.cod, cod))
    .returning({ cod: filial.cod });
  return updated.length;
}

/** Whether another active branch (not `exceptCod`) has this CNPJ. */
export async function existeOutraFilialAtivaComCnpj(db: Conn, cnpj: string, exceptCod: number | undefined): Promise<boolean> {
  const others = await db
    .select({ cod: filial.cod })
    .from(filial)
    .where(and(eq(filial.cnpj, cnpj), eq(filial.ativo, true), exceptCod === undefined ? undefined : ne(filial.cod, exceptCod)))
    .limit(1);
  return others.length > 0;
}

// -------------------------------------------------------------------------------------- funcao

/** Job functions, optionally by `ativo` (0, 1 or 2), by code. */
export function listarFuncoes(db: Conn, ativo: number | undefined): Promise<FuncaoRow[]> {
  return db
    .select()
    .from(funcao)
    .where(ativo === undefined ? undefined : eq(funcao.ativo, ativo))
    .orderBy(asc(funcao.cod));
}

/** One job function, optionally only with the given `ativo`. */
export async function buscarFuncao(db: Conn, cod: number, ativo: number | undefined): Promise<FuncaoRow | undefined> {
  const [row] = await db
    .select()
    .from(funcao)
    .where(and(eq(funcao.cod, cod), ativo === undefined ? undefined : eq(funcao.ativo, ativo)))
    .limit(1);
  return row;
}

/** The job function's row, locked for the rest of the transaction. */
export async function travarFuncao(tx: Conn, cod: number): Promise<FuncaoRow | undefined> {
  const [row] = await tx.select().from(funcao).where(eq(funcao.cod, cod)).for('update');
  return row;
}

export async function inserirFuncao(db: Conn, values: FuncaoColumns): Promise<number> {
  const [inserted] = await db.insert(funcao).values(values).returning({ cod: funcao.cod });
  return inserted.cod;
}

/** The number of rows updated (0 for an unknown code). */
export async function atualizarFuncao(db: Conn, cod: number, values: FuncaoColumns): Promise<number> {
  const updated = await db
    .update(funcao)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(funcao.cod, cod))
    .returning({ cod: funcao.cod });
  return updated.length;
}

/** Active roles (1) and the cost simulator's (2), by code. */
export function listarFuncoesAtivas1e2(db: Conn): Promise<FuncaoRow[]> {
  return db
    .select()
    .from(funcao)
    .where(inArray(funcao.ativo, [FUNCAO_ATIVO.ativo, FUNCAO_ATIVO.simulador]))
    .orderBy(asc(funcao.cod));
}
