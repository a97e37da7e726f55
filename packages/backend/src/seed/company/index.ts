/**
 * Company demo data (spec 02 section 3, DOMAIN.md "Payroll closing"): project categories, taxes
 * (their official brackets come from migration 0081) and regime links, benefits with values per branch, and ~120
 * generated employees with history and benefits. Runs inside the seed transaction, after the base
 * registrations (branches, departments, regimes, functions), with fixed codes; a few bulk inserts.
 */
import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  beneficio,
  categoriaProjeto,
  colaborador,
  colaboradorBeneficio,
  colaboradorHistorico,
  imposto,
  regimeImposto,
  valorBeneficio,
  valorImposto,
} from '../../db/schema';
import { companyEmployees } from './employees';
import {
  DEMO_BENEFICIOS,
  DEMO_CATEGORIAS,
  DEMO_IMPOSTOS,
  DEMO_REGIME_IMPOSTOS,
  DEMO_VALORES_BENEFICIO,
  DEMO_VALORES_IMPOSTO,
} from './reference';

export * from './reference';
export { companyEmployees } from './employees';
export type { CompanyEmployees, SeedColaborador, SeedColaboradorBeneficio, SeedHistorico } from './employees';
export { cpfCheckDigit, withCheckDigits } from './cpf';

/** Tables whose identity column received explicit values here: [table, column]. */
const IDENTITY_COLUMNS: readonly (readonly [string, string])[] = [
  ['categoria_projeto', 'id'],
  ['imposto', 'cod'],
  ['valor_imposto', 'id'],
  ['regime_imposto', 'id'],
  ['beneficio', 'cod'],
  ['valor_beneficio', 'id'],
  ['colaborador', 'mat'],
  ['colaborador_historico', 'id'],
  ['colaborador_beneficio', 'id'],
];

/**
 * One INSERT ... SELECT FROM json_populate_recordset per table: a single parameter instead of
 * thousands keeps the seed fast (about 3x faster than a multi-row VALUES insert on PGlite).
 * A key missing from a row takes the column's literal default (Drizzle), else NULL.
 */
async function bulkInsert<T extends PgTable>(tx: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const fallback = (key: string) => {
    const value = columns[key]?.default;
    return value === undefined || is(value, SQL) ? null : value;
  };
  const json = rows.map((row) =>
    Object.fromEntries(
      keys.map((key) => {
        const column = columns[key];
        if (!column) throw new Error(`Coluna desconhecida ${key} em ${getTableName(table)}`);
        const value = (row as Record<string, unknown>)[key];
        return [column.name, value === undefined ? fallback(key) : value];
      }),
    ),
  );
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ');
  const tableName = `"${getTableName(table)}"`;
  const target = sql.raw(`${tableName} (${names})`);
  const select = sql.raw(`SELECT ${names} FROM json_populate_recordset(NULL::${tableName},`);
  // Like the base registrations: rows already present (same key) are left alone.
  await tx.execute(sql`INSERT INTO ${target} ${select} ${JSON.stringify(json)}::json) ON CONFLICT DO NOTHING`);
}

export interface CompanySeedOptions {
  /** users.id recorded as the author of the seeded history rows (the rh account). */
  alteradoPor?: number | null;
}

/** Inserts the company data. Expects the base registrations to be in place. */
export async function seedCompanyData(tx: Db, options: CompanySeedOptions = {}): Promise<void> {
  const { colaboradores, historico, beneficios } = companyEmployees();

  await bulkInsert(tx, categoriaProjeto, DEMO_CATEGORIAS);
  await bulkInsert(tx, imposto, DEMO_IMPOSTOS);
  await bulkInsert(tx, valorImposto, DEMO_VALORES_IMPOSTO);
  await bulkInsert(tx, regimeImposto, DEMO_REGIME_IMPOSTOS);
  await bulkInsert(tx, beneficio, DEMO_BENEFICIOS);
  await bulkInsert(tx, valorBeneficio, DEMO_VALORES_BENEFICIO);
  await bulkInsert(tx, colaborador, colaboradores);
  await bulkInsert(
    tx,
    colaboradorHistorico,
    historico.map((row) => ({ ...row, alteradoPor: options.alteradoPor ?? null })),
  );
  await bulkInsert(tx, colaboradorBeneficio, beneficios);

  // One statement moves every identity sequence past the explicit codes.
  const setvals = IDENTITY_COLUMNS.map(
    ([table, column]) =>
      `setval(pg_get_serial_sequence('${table}', '${column}'), GREATEST((SELECT COALESCE(MAX(${column}), 0) FROM ${table}), 1))`,
  );
  await tx.execute(sql.raw(`SELECT ${setvals.join(', ')}`));
}
