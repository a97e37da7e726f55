/**
 * Every statement of the employees module: colaborador, colaborador_historico and
 * colaborador_beneficio (joined with beneficio and valor_beneficio for the base values).
 */
import { and, asc, count, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { rows } from '../../db/sql';
import type { Janela } from '../../http/paginacao';
import {
  ajustesDoBeneficio,
  beneficio,
  categoriaProjeto,
  colaborador,
  colaboradorBeneficio,
  colaboradorHistorico,
  departamento,
  filial,
  funcao,
  regimeContrato,
  valorBeneficio,
} from '../../db/schema';

export type ColaboradorRow = typeof colaborador.$inferSelect;
export type ColaboradorInsert = Omit<typeof colaborador.$inferInsert, 'mat'>;
export type HistoricoInsert = typeof colaboradorHistorico.$inferInsert;
export type AdjustmentColumns = Pick<
  typeof colaboradorBeneficio.$inferInsert,
  | 'valorBenefAdic'
  | 'aliqBenefAdic'
  | 'valorBenefSubtrai'
  | 'aliqBenefSubtrai'
  | 'valorDescAdic'
  | 'aliqDescAdic'
  | 'valorDescSubtrai'
  | 'aliqDescSubtrai'
>;

// ---------------------------------------------------------------- colaborador

const listColumns = {
  ...getTableColumns(colaborador),
  filialNome: filial.label,
  departamentoNome: departamento.nome,
  regimeNome: regimeContrato.nome,
  funcaoNome: funcao.nome,
};

export type ListRow = ColaboradorRow & { filialNome: string; departamentoNome: string; regimeNome: string; funcaoNome: string };

function consultaComNomes(db: Conn) {
  return db
    .select(listColumns)
    .from(colaborador)
    .innerJoin(filial, eq(filial.cod, colaborador.filial))
    .innerJoin(departamento, eq(departamento.cod, colaborador.departamento))
    .innerJoin(regimeContrato, eq(regimeContrato.cod, colaborador.regime))
    .innerJoin(funcao, eq(funcao.cod, colaborador.funcao));
}

type FiltrosColaboradores = { ativo?: boolean; departamento?: number; funcao?: number };

const filtroColaboradores = (filters: FiltrosColaboradores) =>
  and(
    filters.ativo === undefined ? undefined : eq(colaborador.ativo, filters.ativo),
    filters.departamento === undefined ? undefined : eq(colaborador.departamento, filters.departamento),
    filters.funcao === undefined ? undefined : eq(colaborador.funcao, filters.funcao),
  );

/** Employees with the names of their references, by mat, one window of the list; `ativo` undefined = both. */
export async function listarColaboradores(db: Conn, filters: FiltrosColaboradores, janela: Janela): Promise<ListRow[]> {
  const rows = await consultaComNomes(db).where(filtroColaboradores(filters)).orderBy(asc(colaborador.mat)).limit(janela.limit).offset(janela.offset);
  return rows as ListRow[];
}

export async function contarColaboradores(db: Conn, filters: FiltrosColaboradores): Promise<number> {
  const [row] = await db.select({ total: count() }).from(colaborador).where(filtroColaboradores(filters));
  return row?.total ?? 0;
}

/** One employee with the names of its references; `ativo` undefined = either. */
export async function buscarColaborador(db: Conn, mat: number, ativo?: boolean): Promise<ListRow | undefined> {
  const [row] = await consultaComNomes(db)
    .where(and(eq(colaborador.mat, mat), ativo === undefined ? undefined : eq(colaborador.ativo, ativo)))
    .limit(1);
  return row as ListRow | undefined;
}

export async function existeColaborador(db: Conn, mat: number): Promise<boolean> {
  const [row] = await db.select({ mat: colaborador.mat }).from(colaborador).where(eq(colaborador.mat, mat));
  return row !== undefined;
}

/** The employee's row, locked for the rest of the transaction. */
export async function travarColaborador(tx: Conn, mat: number): Promise<ColaboradorRow | undefined> {
  const [row] = await tx.select().from(colaborador).where(eq(colaborador.mat, mat)).for('update');
  return row;
}

export async function inserirColaborador(tx: Conn, columns: ColaboradorInsert): Promise<number> {
  const [inserted] = await tx.insert(colaborador).values(columns).returning({ mat: colaborador.mat });
  return inserted.mat;
}

export async function atualizarColaborador(tx: Conn, mat: number, columns: Partial<ColaboradorInsert>): Promise<void> {
  await tx
    .update(colaborador)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(colaborador.mat, mat));
}

/** Project category names, by name. */
export async function listarNomesDeCategoria(db: Conn): Promise<string[]> {
  const rows = await db.select({ nome: categoriaProjeto.nome }).from(categoriaProjeto).orderBy(asc(categoriaProjeto.nome));
  return rows.map((row) => row.nome);
}

const referenceTables = { filial, departamento, regime: regimeContrato, funcao } as const;

/** The ativo flag of a branch, department, regime or function (0/1/2 for funcao); undefined when absent. */
export async function referenciaAtiva(db: Conn, field: keyof typeof referenceTables, cod: number): Promise<boolean | number | undefined> {
  const table = referenceTables[field];
  const [row] = await db.select({ ativo: table.ativo }).from(table).where(eq(table.cod, cod));
  return row?.ativo;
}

/** Whether another active employee (not `exceptMat`) has this CPF / this e-mail (any case). */
async function otherActiveEmployee(db: Conn, condition: SQL, exceptMat?: number): Promise<boolean> {
  const rows = await db
    .select({ mat: colaborador.mat })
    .from(colaborador)
    .where(and(condition, eq(colaborador.ativo, true), exceptMat === undefined ? undefined : ne(colaborador.mat, exceptMat)))
    .limit(1);
  return rows.length > 0;
}

export const cpfInUse = (db: Conn, cpf: string, exceptMat?: number) => otherActiveEmployee(db, eq(colaborador.cpf, cpf), exceptMat);
export const emailInUse = (db: Conn, email: string, exceptMat?: number) =>
  otherActiveEmployee(db, sql`lower(${colaborador.email}) = ${email.toLowerCase()}`, exceptMat);

// ---------------------------------------------------------------- colaborador_historico

export async function inserirHistorico(tx: Conn, values: HistoricoInsert): Promise<void> {
  await tx.insert(colaboradorHistorico).values(values);
}

/** The employee's history with the names of its references, newest first. */
export function listarHistorico(db: Conn, mat: number) {
  return db
    .select({
      dataInicio: colaboradorHistorico.dataInicio,
      departamentoCod: departamento.cod,
      departamentoNome: departamento.nome,
      regimeCod: regimeContrato.cod,
      regimeSigla: regimeContrato.sigla,
      regimeNome: regimeContrato.nome,
      cargaHoraria: colaboradorHistorico.cargaHoraria,
      funcaoCod: funcao.cod,
      funcaoNome: funcao.nome,
      salario: colaboradorHistorico.salario,
      classificacao: colaboradorHistorico.classificacao,
    })
    .from(colaboradorHistorico)
    .innerJoin(departamento, eq(departamento.cod, colaboradorHistorico.departamento))
    .innerJoin(regimeContrato, eq(regimeContrato.cod, colaboradorHistorico.regimeContrato))
    .innerJoin(funcao, eq(funcao.cod, colaboradorHistorico.funcao))
    .where(eq(colaboradorHistorico.mat, mat))
    .orderBy(desc(colaboradorHistorico.dataInicio), desc(colaboradorHistorico.id));
}

// ---------------------------------------------------------------- colaborador_beneficio

const activeBenefitsOf = (mat: number) => and(eq(colaboradorBeneficio.rolMat, mat), eq(colaboradorBeneficio.ativo, true));

const activeRow = (mat: number, benefCod: number) => and(activeBenefitsOf(mat), eq(colaboradorBeneficio.benefCod, benefCod));

function consultaDeBeneficiosComNomes(db: Conn) {
  return db
    .select({
      id: colaboradorBeneficio.id,
      rolMat: colaboradorBeneficio.rolMat,
      benefCod: colaboradorBeneficio.benefCod,
      filialCod: colaboradorBeneficio.filialCod,
      sigla: beneficio.sigla,
      nome: beneficio.nome,
      valor: valorBeneficio.valor,
      periodoValor: valorBeneficio.periodoValor,
      valorDesc: valorBeneficio.valorDesc,
      aliquotaDesc: valorBeneficio.aliquotaDesc,
      baseAliqDesc: valorBeneficio.baseAliqDesc,
      ...ajustesDoBeneficio,
      ativo: colaboradorBeneficio.ativo,
    })
    .from(colaboradorBeneficio)
    .innerJoin(beneficio, eq(beneficio.cod, colaboradorBeneficio.benefCod))
    .leftJoin(
      valorBeneficio,
      and(eq(valorBeneficio.benefCod, colaboradorBeneficio.benefCod), eq(valorBeneficio.filialCod, colaboradorBeneficio.filialCod)),
    );
}

export type JoinedBenefitRow = Awaited<ReturnType<ReturnType<typeof consultaDeBeneficiosComNomes>['where']>>[number];

/** The employee's active benefits with their branch values, by benefit code. */
export function listarBeneficiosAtivos(db: Conn, mat: number): Promise<JoinedBenefitRow[]> {
  return consultaDeBeneficiosComNomes(db).where(activeBenefitsOf(mat)).orderBy(asc(colaboradorBeneficio.benefCod));
}

export async function buscarBeneficioAtivo(db: Conn, mat: number, benefCod: number): Promise<JoinedBenefitRow | undefined> {
  const [row] = await consultaDeBeneficiosComNomes(db).where(activeRow(mat, benefCod)).limit(1);
  return row;
}

/** The branch and ativo flag of an employee, for its benefits. */
export async function buscarFilialDoColaborador(db: Conn, mat: number) {
  const [row] = await db
    .select({ mat: colaborador.mat, filial: colaborador.filial, ativo: colaborador.ativo })
    .from(colaborador)
    .where(eq(colaborador.mat, mat));
  return row;
}

/** The benefit's ativo flag; undefined when there is no such benefit. */
export async function beneficioAtivo(db: Conn, benefCod: number): Promise<boolean | undefined> {
  const [row] = await db.select({ ativo: beneficio.ativo }).from(beneficio).where(eq(beneficio.cod, benefCod));
  return row?.ativo;
}

export async function filialTemValor(db: Conn, benefCod: number, filialCod: number): Promise<boolean> {
  const [row] = await db
    .select({ id: valorBeneficio.id })
    .from(valorBeneficio)
    .where(and(eq(valorBeneficio.benefCod, benefCod), eq(valorBeneficio.filialCod, filialCod)));
  return row !== undefined;
}

export async function existeBeneficioAtivo(db: Conn, mat: number, benefCod: number): Promise<boolean> {
  const [row] = await db.select({ id: colaboradorBeneficio.id }).from(colaboradorBeneficio).where(activeRow(mat, benefCod));
  return row !== undefined;
}

export async function inserirBeneficio(
  tx: Conn,
  values: { rolMat: number; benefCod: number; filialCod: number } & AdjustmentColumns,
): Promise<number> {
  const [inserted] = await tx.insert(colaboradorBeneficio).values(values).returning({ id: colaboradorBeneficio.id });
  return inserted.id;
}

/** The active row of the employee's benefit, locked for the rest of the transaction. */
export async function travarBeneficioAtivo(tx: Conn, mat: number, benefCod: number) {
  const [row] = await tx
    .select({ id: colaboradorBeneficio.id, filialCod: colaboradorBeneficio.filialCod })
    .from(colaboradorBeneficio)
    .where(activeRow(mat, benefCod))
    .for('update');
  return row;
}

export async function atualizarBeneficio(tx: Conn, id: number, columns: AdjustmentColumns): Promise<void> {
  await tx
    .update(colaboradorBeneficio)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(colaboradorBeneficio.id, id));
}

/** Switches off the employee's active benefit at that branch; the number of rows changed. */
export async function desativarBeneficio(db: Conn, mat: number, benefCod: number, filialCod: number): Promise<number> {
  const removed = await db
    .update(colaboradorBeneficio)
    .set({ ativo: false, updatedAt: new Date() })
    .where(and(activeRow(mat, benefCod), eq(colaboradorBeneficio.filialCod, filialCod)))
    .returning({ id: colaboradorBeneficio.id });
  return removed.length;
}

/** The employee's active benefits with the id of their value at `filialCod` (null when none). */
export function listarBeneficiosNaFilial(tx: Conn, mat: number, filialCod: number) {
  return tx
    .select({ id: colaboradorBeneficio.id, sigla: beneficio.sigla, valorId: valorBeneficio.id })
    .from(colaboradorBeneficio)
    .innerJoin(beneficio, eq(beneficio.cod, colaboradorBeneficio.benefCod))
    .leftJoin(valorBeneficio, and(eq(valorBeneficio.benefCod, colaboradorBeneficio.benefCod), eq(valorBeneficio.filialCod, filialCod)))
    .where(activeBenefitsOf(mat))
    .orderBy(asc(colaboradorBeneficio.benefCod));
}

export async function moverBeneficiosAtivos(tx: Conn, mat: number, filialCod: number): Promise<void> {
  await tx
    .update(colaboradorBeneficio)
    .set({ filialCod, updatedAt: new Date() })
    .where(activeBenefitsOf(mat));
}

// ---------------------------------------------------------------- audit trail

/** Every branch, department, regime and function with its display name (the audit trail's values). */
export function listarNomesDasReferencias(db: Conn) {
  return rows<{ tabela: 'filial' | 'departamento' | 'regime' | 'funcao'; cod: number; nome: string }>(db, sql`
    SELECT 'filial' AS tabela, ${filial.cod} AS cod, ${filial.label} AS nome FROM ${filial}
    UNION ALL SELECT 'departamento', ${departamento.cod}, ${departamento.nome} FROM ${departamento}
    UNION ALL SELECT 'regime', ${regimeContrato.cod}, ${regimeContrato.nome} FROM ${regimeContrato}
    UNION ALL SELECT 'funcao', ${funcao.cod}, ${funcao.nome} FROM ${funcao}`);
}

/** An employee's benefit row as the audit trail compares it: the benefit's and branch's names and the adjustments. */
export async function buscarBeneficioAuditado(db: Conn, id: number) {
  const [row] = await db
    .select({ beneficio: beneficio.nome, filial: filial.label, ...ajustesDoBeneficio })
    .from(colaboradorBeneficio)
    .innerJoin(beneficio, eq(beneficio.cod, colaboradorBeneficio.benefCod))
    .innerJoin(filial, eq(filial.cod, colaboradorBeneficio.filialCod))
    .where(eq(colaboradorBeneficio.id, id));
  return row;
}

/** The active row of the employee's benefit at that branch, locked for the rest of the transaction. */
export async function travarBeneficioAtivoNaFilial(tx: Conn, mat: number, benefCod: number, filialCod: number) {
  const [row] = await tx
    .select({ id: colaboradorBeneficio.id })
    .from(colaboradorBeneficio)
    .where(and(activeRow(mat, benefCod), eq(colaboradorBeneficio.filialCod, filialCod)))
    .for('update');
  return row;
}
