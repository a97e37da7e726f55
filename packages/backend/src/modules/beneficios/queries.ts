/** Every statement of the benefits module: beneficio and valor_beneficio (with the branch label). */
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { beneficio, filial, valorBeneficio } from '../../db/schema';

export type BeneficioRow = typeof beneficio.$inferSelect;
export type BeneficioInsert = Omit<typeof beneficio.$inferInsert, 'cod'>;
export type ValorRow = typeof valorBeneficio.$inferSelect;
export type ValorInsert = Omit<typeof valorBeneficio.$inferInsert, 'id'>;

// ---------------------------------------------------------------- beneficio

/** `%text%` for ILIKE, with the pattern characters taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const ativoIs = (ativo: boolean | undefined) => (ativo === undefined ? undefined : eq(beneficio.ativo, ativo));

/** Benefits by code; sigla and nome: contains, any case. */
export function listarLinhasDeBeneficios(db: Conn, filters: { ativo?: boolean; sigla?: string; nome?: string }): Promise<BeneficioRow[]> {
  const conditions = [
    ativoIs(filters.ativo),
    filters.sigla ? ilike(beneficio.sigla, contains(filters.sigla)) : undefined,
    filters.nome ? ilike(beneficio.nome, contains(filters.nome)) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return db
    .select()
    .from(beneficio)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(beneficio.cod));
}

/** One benefit; `ativo` undefined = either. */
export async function buscarBeneficio(db: Conn, cod: number, ativo?: boolean): Promise<BeneficioRow | undefined> {
  const rows = await db
    .select()
    .from(beneficio)
    .where(and(eq(beneficio.cod, cod), ativoIs(ativo)))
    .limit(1);
  return rows[0];
}

export async function beneficioExists(db: Conn, cod: number): Promise<boolean> {
  const rows = await db.select({ cod: beneficio.cod }).from(beneficio).where(eq(beneficio.cod, cod)).limit(1);
  return rows.length > 0;
}

/** The benefit's row, locked for the rest of the transaction. */
export async function travarBeneficio(tx: Conn, cod: number): Promise<BeneficioRow | undefined> {
  const [row] = await tx.select().from(beneficio).where(eq(beneficio.cod, cod)).for('update');
  return row;
}

export async function inserirBeneficio(tx: Conn, columns: BeneficioInsert): Promise<number> {
  const [inserted] = await tx.insert(beneficio).values(columns).returning({ cod: beneficio.cod });
  return inserted.cod;
}

export async function atualizarLinhaDeBeneficio(tx: Conn, cod: number, columns: BeneficioInsert): Promise<void> {
  await tx
    .update(beneficio)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(beneficio.cod, cod));
}

// ---------------------------------------------------------------- valor_beneficio

function consultaComLabel(db: Conn) {
  return db.select({ valor: valorBeneficio, filialLabel: filial.label }).from(valorBeneficio).leftJoin(filial, eq(filial.cod, valorBeneficio.filialCod));
}

/** Value rows with their branch labels, by benefit then branch code. */
export function listarLinhasDeValores(db: Conn, filters: { benefCod?: number; filialCod?: number }) {
  const conditions: SQL[] = [];
  if (filters.benefCod !== undefined) conditions.push(eq(valorBeneficio.benefCod, filters.benefCod));
  if (filters.filialCod !== undefined) conditions.push(eq(valorBeneficio.filialCod, filters.filialCod));
  return consultaComLabel(db)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(valorBeneficio.benefCod), asc(valorBeneficio.filialCod), asc(valorBeneficio.id));
}

/** One value row with its branch label. */
export async function buscarValor(db: Conn, id: number) {
  const rows = await consultaComLabel(db)
    .where(eq(valorBeneficio.id, id))
    .limit(1);
  return rows[0];
}

export function listarFiliais(db: Conn, codes: number[]) {
  return db.select({ cod: filial.cod, label: filial.label, ativo: filial.ativo }).from(filial).where(inArray(filial.cod, codes));
}

/** The benefit's value rows at these branches. */
export function listarValoresNasFiliais(db: Conn, benefCod: number, filialCods: number[]) {
  return db
    .select({ id: valorBeneficio.id, filialCod: valorBeneficio.filialCod })
    .from(valorBeneficio)
    .where(and(eq(valorBeneficio.benefCod, benefCod), inArray(valorBeneficio.filialCod, filialCods)));
}

export async function inserirValores(tx: Conn, rows: ValorInsert[]): Promise<number[]> {
  const inserted = await tx.insert(valorBeneficio).values(rows).returning({ id: valorBeneficio.id });
  return inserted.map((row) => row.id);
}

/** The value row, locked for the rest of the transaction. */
export async function travarValor(tx: Conn, id: number): Promise<ValorRow | undefined> {
  const [row] = await tx.select().from(valorBeneficio).where(eq(valorBeneficio.id, id)).for('update');
  return row;
}

export async function atualizarLinhaDeValor(tx: Conn, id: number, columns: ValorInsert): Promise<void> {
  await tx
    .update(valorBeneficio)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(valorBeneficio.id, id));
}

/** Value rows with their benefit's name and branch's label, as the audit trail compares them (issue 37). */
export function listarValoresAuditados(db: Conn, ids: number[]) {
  return db
    .select({ id: valorBeneficio.id, valor: valorBeneficio, beneficioNome: beneficio.nome, filialLabel: filial.label })
    .from(valorBeneficio)
    .innerJoin(beneficio, eq(beneficio.cod, valorBeneficio.benefCod))
    .innerJoin(filial, eq(filial.cod, valorBeneficio.filialCod))
    .where(inArray(valorBeneficio.id, ids))
    .orderBy(asc(valorBeneficio.id));
}
