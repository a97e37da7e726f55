/** Every Drizzle statement of the taxes module (impostos, faixas, valores por filial, regimes). */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { colaborador, faixaImposto, filial, funcao, imposto, regimeContrato, regimeImposto, valorImposto } from '../../db/schema';

export type ImpostoColumns = Omit<typeof imposto.$inferInsert, 'cod'>;
export type FaixaColumns = Omit<typeof faixaImposto.$inferInsert, 'id' | 'impostoCod'>;
export type ValorColumns = Omit<typeof valorImposto.$inferInsert, 'id'>;
export type RegimeRow = typeof regimeContrato.$inferSelect;
export type RegimeColumns = Omit<typeof regimeContrato.$inferInsert, 'cod' | 'createdAt' | 'updatedAt'>;

// ------------------------------------------------------------------------------------- imposto

/** Taxes, optionally by situation, by code. */
export function listarImpostos(db: Conn, ativo: boolean | undefined) {
  return db
    .select()
    .from(imposto)
    .where(ativo === undefined ? undefined : eq(imposto.ativo, ativo))
    .orderBy(asc(imposto.cod));
}

/** One tax, optionally only in the given situation. */
export async function buscarImposto(db: Conn, cod: number, ativo: boolean | undefined) {
  const [row] = await db
    .select()
    .from(imposto)
    .where(and(eq(imposto.cod, cod), ativo === undefined ? undefined : eq(imposto.ativo, ativo)));
  return row;
}

export async function inserirImposto(db: Conn, values: ImpostoColumns): Promise<number> {
  const [inserted] = await db.insert(imposto).values(values).returning({ cod: imposto.cod });
  return inserted.cod;
}

/** The number of rows updated (0 for an unknown code). */
export async function atualizarImposto(db: Conn, cod: number, values: ImpostoColumns): Promise<number> {
  const updated = await db
    .update(imposto)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(imposto.cod, cod))
    .returning({ cod: imposto.cod });
  return updated.length;
}

/** Whether the tax exists (any situation). */
export async function existeImposto(db: Conn, cod: number): Promise<boolean> {
  const rows = await db.select({ cod: imposto.cod }).from(imposto).where(eq(imposto.cod, cod)).limit(1);
  return rows.length > 0;
}

/** Locks the tax row (serialises the writes of its brackets and values); false when absent. */
export async function travarImposto(tx: Conn, cod: number): Promise<boolean> {
  const rows = await tx.select({ cod: imposto.cod }).from(imposto).where(eq(imposto.cod, cod)).for('update');
  return rows.length > 0;
}

/** The tax's regime links with the regime's sigla and nome: per regime, the active link first, then the newest. */
export function listarRegimesDoImposto(db: Conn, impostoCod: number) {
  return db
    .select({
      id: regimeImposto.id,
      regimeCod: regimeImposto.regimeCod,
      impostoCod: regimeImposto.impostoCod,
      ativo: regimeImposto.ativo,
      sigla: regimeContrato.sigla,
      nome: regimeContrato.nome,
    })
    .from(regimeImposto)
    .innerJoin(regimeContrato, eq(regimeContrato.cod, regimeImposto.regimeCod))
    .where(eq(regimeImposto.impostoCod, impostoCod))
    .orderBy(asc(regimeImposto.regimeCod), desc(regimeImposto.ativo), desc(regimeImposto.id));
}

// --------------------------------------------------------------------------------------- faixa

/** A tax's brackets, optionally by situation: newest vigência first, then by start value. */
export function listarFaixas(db: Conn, impostoCod: number, ativo: boolean | undefined) {
  return db
    .select()
    .from(faixaImposto)
    .where(and(eq(faixaImposto.impostoCod, impostoCod), ativo === undefined ? undefined : eq(faixaImposto.ativo, ativo)))
    .orderBy(desc(faixaImposto.vigenciaInicio), asc(faixaImposto.valorFaixaInicio), asc(faixaImposto.id));
}

/** The tax's active brackets other than `ignoreId`, oldest vigência first (the overlap check). */
export function listarOutrasFaixasAtivas(tx: Conn, impostoCod: number, ignoreId: number | undefined) {
  return tx
    .select()
    .from(faixaImposto)
    .where(
      and(
        eq(faixaImposto.impostoCod, impostoCod),
        eq(faixaImposto.ativo, true),
        ignoreId === undefined ? undefined : ne(faixaImposto.id, ignoreId),
      ),
    )
    .orderBy(asc(faixaImposto.vigenciaInicio), asc(faixaImposto.valorFaixaInicio), asc(faixaImposto.id));
}

/** Reads and locks one bracket. */
export async function travarFaixa(tx: Conn, id: number) {
  const [row] = await tx.select().from(faixaImposto).where(eq(faixaImposto.id, id)).for('update');
  return row;
}

export async function inserirFaixa(tx: Conn, impostoCod: number, values: FaixaColumns): Promise<number> {
  const [inserted] = await tx
    .insert(faixaImposto)
    .values({ impostoCod, ...values })
    .returning({ id: faixaImposto.id });
  return inserted.id;
}

export async function atualizarFaixa(tx: Conn, id: number, values: FaixaColumns): Promise<void> {
  await tx
    .update(faixaImposto)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(faixaImposto.id, id));
}

// -------------------------------------------------------------------------------- valor-imposto

const valorSelection = {
  id: valorImposto.id,
  impostoCod: valorImposto.impostoCod,
  filialCod: valorImposto.filialCod,
  filialLabel: filial.label,
  tipoImposto: valorImposto.tipoImposto,
  valorFixo: valorImposto.valorFixo,
  periodoValor: valorImposto.periodoValor,
  valorDesc: valorImposto.valorDesc,
  aliquotaDesc: valorImposto.aliquotaDesc,
  baseAliqDesc: valorImposto.baseAliqDesc,
  valorFilial: valorImposto.valorFilial,
  aliquotaFilial: valorImposto.aliquotaFilial,
  baseAliqFilial: valorImposto.baseAliqFilial,
};

/** Values per branch with the branch label, filtered, ordered by tax, branch then id. */
export function listarValoresImposto(db: Conn, filter: { impostoCod?: number; filialCod?: number; id?: number }) {
  return db
    .select(valorSelection)
    .from(valorImposto)
    .innerJoin(filial, eq(filial.cod, valorImposto.filialCod))
    .where(
      and(
        filter.id === undefined ? undefined : eq(valorImposto.id, filter.id),
        filter.impostoCod === undefined ? undefined : eq(valorImposto.impostoCod, filter.impostoCod),
        filter.filialCod === undefined ? undefined : eq(valorImposto.filialCod, filter.filialCod),
      ),
    )
    .orderBy(asc(valorImposto.impostoCod), asc(valorImposto.filialCod), asc(valorImposto.id));
}

/** A branch's code and label. */
export async function buscarFilial(db: Conn, cod: number) {
  const [row] = await db.select({ cod: filial.cod, label: filial.label }).from(filial).where(eq(filial.cod, cod));
  return row;
}

/** Whether another row (not `ignoreId`) holds values for this tax and branch. */
export async function existeValorImposto(tx: Conn, impostoCod: number, filialCod: number, ignoreId: number | undefined): Promise<boolean> {
  const duplicate = await tx
    .select({ id: valorImposto.id })
    .from(valorImposto)
    .where(
      and(
        eq(valorImposto.impostoCod, impostoCod),
        eq(valorImposto.filialCod, filialCod),
        ignoreId === undefined ? undefined : ne(valorImposto.id, ignoreId),
      ),
    );
  return duplicate.length > 0;
}

/** Locks one row of values; false when absent. */
export async function travarValorImposto(tx: Conn, id: number): Promise<boolean> {
  const rows = await tx.select({ id: valorImposto.id }).from(valorImposto).where(eq(valorImposto.id, id)).for('update');
  return rows.length > 0;
}

export async function inserirValorImposto(tx: Conn, values: ValorColumns): Promise<number> {
  const [inserted] = await tx.insert(valorImposto).values(values).returning({ id: valorImposto.id });
  return inserted.id;
}

export async function atualizarValorImposto(tx: Conn, id: number, values: ValorColumns): Promise<void> {
  await tx
    .update(valorImposto)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(valorImposto.id, id));
}

// -------------------------------------------------------------------------------------- regime

/** Contracting regimes, optionally by situation, by code. */
export function listarRegimes(db: Conn, ativo: boolean | undefined): Promise<RegimeRow[]> {
  return db
    .select()
    .from(regimeContrato)
    .where(ativo === undefined ? undefined : eq(regimeContrato.ativo, ativo))
    .orderBy(asc(regimeContrato.cod));
}

/** One regime, optionally only in the given situation. */
export async function buscarRegime(db: Conn, cod: number, ativo: boolean | undefined): Promise<RegimeRow | undefined> {
  const [row] = await db
    .select()
    .from(regimeContrato)
    .where(and(eq(regimeContrato.cod, cod), ativo === undefined ? undefined : eq(regimeContrato.ativo, ativo)))
    .limit(1);
  return row;
}

export async function inserirRegime(db: Conn, values: RegimeColumns): Promise<number> {
  const [inserted] = await db.insert(regimeContrato).values(values).returning({ cod: regimeContrato.cod });
  return inserted.cod;
}

/** The number of rows updated (0 for an unknown code). */
export async function atualizarRegime(db: Conn, cod: number, values: RegimeColumns): Promise<number> {
  const updated = await db
    .update(regimeContrato)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(regimeContrato.cod, cod))
    .returning({ cod: regimeContrato.cod });
  return updated.length;
}

/** Whether the contracting regime exists (any situation). */
export async function existeRegime(db: Conn, cod: number): Promise<boolean> {
  const rows = await db.select({ cod: regimeContrato.cod }).from(regimeContrato).where(eq(regimeContrato.cod, cod)).limit(1);
  return rows.length > 0;
}

/** The regime-tax links (active and inactive) of a regime, with the tax's sigla and nome, by tax code. */
export function listarVinculosDoRegime(db: Conn, regimeCod: number) {
  return db
    .select({
      id: regimeImposto.id,
      regime_cod: regimeImposto.regimeCod,
      imposto_cod: regimeImposto.impostoCod,
      sigla: imposto.sigla,
      nome: imposto.nome,
      ativo: regimeImposto.ativo,
    })
    .from(regimeImposto)
    .innerJoin(imposto, eq(imposto.cod, regimeImposto.impostoCod))
    .where(eq(regimeImposto.regimeCod, regimeCod))
    .orderBy(asc(regimeImposto.impostoCod), asc(regimeImposto.regimeCod), asc(regimeImposto.id));
}

/** Reads and locks the links of one (regime, tax) pair: the active one first, then the newest. */
export function travarVinculoRegimeImposto(tx: Conn, regimeCod: number, impostoCod: number) {
  return tx
    .select({ id: regimeImposto.id, ativo: regimeImposto.ativo })
    .from(regimeImposto)
    .where(and(eq(regimeImposto.regimeCod, regimeCod), eq(regimeImposto.impostoCod, impostoCod)))
    .orderBy(desc(regimeImposto.ativo), desc(regimeImposto.id))
    .for('update');
}

export async function definirVinculoAtivo(tx: Conn, id: number, ativo: boolean): Promise<void> {
  await tx.update(regimeImposto).set({ ativo, updatedAt: new Date() }).where(eq(regimeImposto.id, id));
}

/** Inserts an active link. */
export async function inserirVinculoRegimeImposto(tx: Conn, regimeCod: number, impostoCod: number): Promise<number> {
  const [inserted] = await tx
    .insert(regimeImposto)
    .values({ regimeCod, impostoCod, ativo: true })
    .returning({ id: regimeImposto.id });
  return inserted.id;
}

/** The distinct functions (cod, nome) of the regime's active employees, by function code. */
export function listarPerfisDoRegime(db: Conn, regimeCod: number) {
  return db
    .selectDistinct({ cod: funcao.cod, nome: funcao.nome })
    .from(colaborador)
    .innerJoin(funcao, eq(funcao.cod, colaborador.funcao))
    .where(and(eq(colaborador.regime, regimeCod), eq(colaborador.ativo, true)))
    .orderBy(asc(funcao.cod));
}

// -------------------------------------------------------------------------------- audit trail

/** The tax's row, locked for the rest of the transaction (its 'before' in the audit trail). */
export async function travarImpostoInteiro(tx: Conn, cod: number) {
  const [row] = await tx.select().from(imposto).where(eq(imposto.cod, cod)).for('update');
  return row;
}

/** The regime's row, locked for the rest of the transaction. */
export async function travarRegime(tx: Conn, cod: number): Promise<RegimeRow | undefined> {
  const [row] = await tx.select().from(regimeContrato).where(eq(regimeContrato.cod, cod)).for('update');
  return row;
}

/** A tax value row with its branch's label and its tax's sigla, as the audit trail compares it. */
export async function buscarValorImpostoAuditado(db: Conn, id: number) {
  const [row] = await db
    .select({ ...valorSelection, impostoSigla: imposto.sigla })
    .from(valorImposto)
    .innerJoin(filial, eq(filial.cod, valorImposto.filialCod))
    .innerJoin(imposto, eq(imposto.cod, valorImposto.impostoCod))
    .where(eq(valorImposto.id, id));
  return row;
}

/** The tax's sigla (the audit trail names a tax by it). */
export async function buscarSiglaDoImposto(db: Conn, cod: number): Promise<string | undefined> {
  const [row] = await db.select({ sigla: imposto.sigla }).from(imposto).where(eq(imposto.cod, cod));
  return row?.sigla;
}
