/**
 * Every Drizzle/SQL statement of the imports. The importers (colaboradores.ts, beneficios.ts,
 * atualizar.ts, lookups.ts) hold the rules, the transaction of each file and its chunking; the
 * savepoints are opened by outcome.ts. Lookups by a list of CPFs or registration numbers are sent
 * in batches of IN_LIST_BATCH values (one statement per batch), as before the split.
 */
import { and, eq, getTableColumns, getTableName, inArray, sql, type Table } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import {
  beneficio,
  colaborador,
  colaboradorBeneficio,
  colaboradorHistorico,
  departamento,
  filial,
  funcao,
  regimeContrato,
  valorBeneficio,
} from '../../db/schema';

/** Values per `IN (...)` list: one statement per batch. */
export const IN_LIST_BATCH = 5000;

async function inBatches<V, R>(values: readonly V[], query: (batch: V[]) => Promise<R[]>): Promise<R[]> {
  const result: R[] = [];
  for (let start = 0; start < values.length; start += IN_LIST_BATCH) result.push(...(await query(values.slice(start, start + IN_LIST_BATCH))));
  return result;
}

// ----------------------------------------------------------------------------- multi-row insert

/**
 * Multi-row INSERT of an import chunk as ONE statement with ONE parameter:
 * INSERT ... SELECT FROM jsonb_populate_recordset($1), like the closing results and the demo seed.
 * Drizzle's insert builder spends most of a 500-row chunk building the statement (a type check per
 * value, 18 parameters per row); here the rows are one JSON text. Values are the drizzle insert
 * values (property names), mapped to the table's column names; every row must carry the same keys.
 */
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function inserirLinhasJson<R = Record<string, unknown>>(
  tx: Conn,
  table: Table,
  rows: readonly Record<string, unknown>[],
  returning: readonly string[] = [],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`Coluna desconhecida em ${getTableName(table)}: ${key}`);
    return column.name;
  });
  const json = rows.map((row) => Object.fromEntries(keys.map((key, index) => [names[index], row[key] ?? null])));
  const target = quote(getTableName(table));
  const list = names.map(quote).join(', ');
  const back = returning.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`Coluna desconhecida em ${getTableName(table)}: ${key}`);
    return `${quote(column.name)} AS ${quote(key)}`;
  });
  const answer = await tx.execute(
    sql`INSERT INTO ${sql.raw(target)} (${sql.raw(list)}) SELECT ${sql.raw(list)} FROM jsonb_populate_recordset(NULL::${sql.raw(target)}, ${JSON.stringify(json)}::jsonb)${sql.raw(back.length > 0 ? ` RETURNING ${back.join(', ')}` : '')}`,
  );
  // Both drivers answer { rows } (PGlite Results, node-postgres QueryResult).
  return (answer as unknown as { rows: R[] }).rows;
}

type ColaboradorInsert = typeof colaborador.$inferInsert;
type HistoricoInsert = typeof colaboradorHistorico.$inferInsert;

/** New employees (one statement); their registration numbers and CPFs. */
export function inserirColaboradores(tx: Conn, rows: readonly ColaboradorInsert[]) {
  return inserirLinhasJson<{ mat: number; cpf: string }>(tx, colaborador, rows as unknown as Record<string, unknown>[], ['mat', 'cpf']);
}

/** History rows (one statement). */
export async function inserirHistoricos(tx: Conn, rows: readonly HistoricoInsert[]): Promise<void> {
  await inserirLinhasJson(tx, colaboradorHistorico, rows as unknown as Record<string, unknown>[]);
}

// -------------------------------------------------------------------------------------- lookups

const REFERENCE_TABLES = { filial, departamento, regime: regimeContrato, funcao } as const;

/** Every code of the field's registration table with its `ativo` (boolean, or 0/1/2 for funcao). */
export function listarCodigosAtivos(db: Conn, field: keyof typeof REFERENCE_TABLES) {
  const table: typeof filial | typeof departamento | typeof regimeContrato | typeof funcao = REFERENCE_TABLES[field];
  return db.select({ cod: table.cod, ativo: table.ativo }).from(table);
}

/** The active employees' registration number, CPF and e-mail. */
export function listarContatosDeColaboradoresAtivos(db: Conn) {
  return db.select({ mat: colaborador.mat, cpf: colaborador.cpf, email: colaborador.email }).from(colaborador).where(eq(colaborador.ativo, true));
}

/** Active employees with these CPFs, read and locked (the update import), in batches. */
export function travarColaboradoresAtivosPorCpf(tx: Conn, cpfs: readonly string[]) {
  return inBatches(cpfs, (batch) =>
    tx
      .select()
      .from(colaborador)
      .where(and(eq(colaborador.ativo, true), inArray(colaborador.cpf, batch)))
      .for('update'),
  );
}

// ------------------------------------------------------------------------------------- benefits

/** Active employees with these CPFs: registration number and branch, in batches. */
export function listarColaboradoresAtivosPorCpf(tx: Conn, cpfs: readonly string[]) {
  return inBatches(cpfs, (batch) =>
    tx
      .select({ mat: colaborador.mat, cpf: colaborador.cpf, filial: colaborador.filial })
      .from(colaborador)
      .where(and(eq(colaborador.ativo, true), inArray(colaborador.cpf, batch))),
  );
}

/** Every benefit's code, situation and name (the audit trail's value). */
export function listarBeneficiosAtivos(tx: Conn) {
  return tx.select({ cod: beneficio.cod, ativo: beneficio.ativo, nome: beneficio.nome }).from(beneficio);
}

/** The (benefit, branch) pairs that have a value. */
export function listarParesValorBeneficio(tx: Conn) {
  return tx.select({ benefCod: valorBeneficio.benefCod, filialCod: valorBeneficio.filialCod }).from(valorBeneficio);
}

/** The active benefits held by these employees, in batches. */
export function listarBeneficiosJaVinculados(tx: Conn, mats: readonly number[]) {
  return inBatches(mats, (batch) =>
    tx
      .select({ rolMat: colaboradorBeneficio.rolMat, benefCod: colaboradorBeneficio.benefCod })
      .from(colaboradorBeneficio)
      .where(and(eq(colaboradorBeneficio.ativo, true), inArray(colaboradorBeneficio.rolMat, batch))),
  );
}

/** Employees' benefits (one statement); their ids in order. */
export async function inserirBeneficiosDeColaboradores(tx: Conn, rows: readonly (typeof colaboradorBeneficio.$inferInsert)[]): Promise<number[]> {
  const inserted = await tx.insert(colaboradorBeneficio).values([...rows]).returning({ id: colaboradorBeneficio.id });
  return inserted.map((row) => row.id);
}
