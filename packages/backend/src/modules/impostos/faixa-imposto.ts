/**
 * Tax brackets (faixas; spec 02 sections 3, 5 and 7):
 *
 *   GET  /imposto/faixa/:cod?ativo  cod = the TAX code    -> { result: Faixa[] }
 *   POST /imposto/faixa/:cod        cod = the TAX code    -> { result: { insertId } }
 *   PUT  /imposto/faixa/:cod        cod = the BRACKET id  -> { result: { affectedRows } }
 *
 * The spec names all three `/imposto/faixa/{cod}`; a bracket has no code of its own inside its
 * tax, so the update addresses the bracket by its id (said in the OpenAPI summary).
 *
 * Brackets are effective-dated (vigencia_inicio / vigencia_fim): the 2025 and 2026 official
 * tables live side by side. Two active brackets of one tax overlap when their vigências share a
 * day AND their value ranges share a value; the server refuses such a bracket, checking inside
 * the transaction with the tax row locked so two concurrent saves cannot both pass.
 * Nothing is deleted: a bracket is switched off with `ativo: false`.
 */
import Decimal from 'decimal.js';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import {
  booleanWithDefault,
  type Comparador,
  faixaImpostoSchema,
  formatDate,
  formatMoney,
} from '@financeiro/domain';
import type { Db } from '../../db/client';
import { faixaImposto, imposto } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { validateOrThrow } from '../../http/crud';
import { ativoQuery, booleanFilter, codParams, moneyColumn, num, type Row } from './imposto-common';
import { typed, yupBody } from '../../http/fields';

export const FAIXA_MESSAGES = {
  impostoNaoEncontrado: 'Imposto não encontrado.',
  faixaVazia: 'Nenhum valor atende ao início e ao fim da faixa: confira os comparadores e os valores.',
  sobreposta: (outra: FaixaIntervalo) =>
    `A faixa se sobrepõe a outra faixa ativa deste imposto na mesma vigência (${describeFaixa(outra)}). ` +
    'Ajuste os valores ou a vigência.',
} as const;

/** The bracket body: the domain schema plus the soft-delete flag. */
export const faixaBodySchema = faixaImpostoSchema.shape({ ativo: booleanWithDefault(true) });

type FaixaBody = yup.InferType<typeof faixaBodySchema>;
const faixaBody = yupBody(faixaBodySchema);

// ------------------------------------------------------------------------------ overlap (pure)

/** What the overlap check needs of a bracket (API names; numbers or decimal strings). */
export interface FaixaIntervalo {
  id?: number | null;
  compara_inicio: Comparador;
  valor_faixa_inicio: number | string;
  compara_fim?: Comparador | null;
  valor_faixa_fim?: number | string | null;
  vigencia_inicio: string;
  vigencia_fim?: string | null;
}

interface Bound {
  value: Decimal;
  closed: boolean;
}
/** A range of base values; null bounds are unbounded. */
interface Interval {
  lo: Bound | null;
  hi: Bound | null;
}

function constraint(comparador: Comparador, raw: number | string): Interval {
  const value = new Decimal(raw);
  switch (comparador) {
    case '>':
      return { lo: { value, closed: false }, hi: null };
    case '>=':
      return { lo: { value, closed: true }, hi: null };
    case '=':
      return { lo: { value, closed: true }, hi: { value, closed: true } };
    case '<=':
      return { lo: null, hi: { value, closed: true } };
    case '<':
      return { lo: null, hi: { value, closed: false } };
  }
}

function tighter(a: Bound | null, b: Bound | null, side: 'lo' | 'hi'): Bound | null {
  if (!a) return b;
  if (!b) return a;
  const cmp = a.value.comparedTo(b.value);
  if (cmp === 0) return { value: a.value, closed: a.closed && b.closed };
  return (side === 'lo' ? cmp > 0 : cmp < 0) ? a : b;
}

function intersect(a: Interval, b: Interval): Interval {
  return { lo: tighter(a.lo, b.lo, 'lo'), hi: tighter(a.hi, b.hi, 'hi') };
}

function isEmpty({ lo, hi }: Interval): boolean {
  if (!lo || !hi) return false;
  const cmp = lo.value.comparedTo(hi.value);
  return cmp > 0 || (cmp === 0 && !(lo.closed && hi.closed));
}

/** The base values a bracket holds: `base compara_inicio inicio` and, when set, `base compara_fim fim`. */
export function faixaInterval(faixa: FaixaIntervalo): Interval {
  const start = constraint(faixa.compara_inicio, faixa.valor_faixa_inicio);
  if (!faixa.compara_fim || faixa.valor_faixa_fim === null || faixa.valor_faixa_fim === undefined) return start;
  return intersect(start, constraint(faixa.compara_fim, faixa.valor_faixa_fim));
}

/** True when no base value satisfies the bracket (e.g. '>= 100' and '<= 50'). */
export function faixaVazia(faixa: FaixaIntervalo): boolean {
  return isEmpty(faixaInterval(faixa));
}

/** The vigências share at least one day (closed ranges; no end = open-ended). */
export function vigenciasSobrepoem(a: FaixaIntervalo, b: FaixaIntervalo): boolean {
  const endA = a.vigencia_fim ?? '9999-12-31';
  const endB = b.vigencia_fim ?? '9999-12-31';
  return a.vigencia_inicio <= endB && b.vigencia_inicio <= endA;
}

/** Same period (vigências share a day) and some base value would fall in both. */
export function faixasSobrepoem(a: FaixaIntervalo, b: FaixaIntervalo): boolean {
  return vigenciasSobrepoem(a, b) && !isEmpty(intersect(faixaInterval(a), faixaInterval(b)));
}

/** '>= R$ 1.518,01 e <= R$ 2.793,88, vigência 01/01/2025 a 31/12/2025'. */
export function describeFaixa(faixa: FaixaIntervalo): string {
  const fim =
    faixa.compara_fim && faixa.valor_faixa_fim !== null && faixa.valor_faixa_fim !== undefined
      ? ` e ${faixa.compara_fim} ${formatMoney(faixa.valor_faixa_fim)}`
      : '';
  const vigencia = faixa.vigencia_fim
    ? `vigência ${formatDate(faixa.vigencia_inicio)} a ${formatDate(faixa.vigencia_fim)}`
    : `vigência a partir de ${formatDate(faixa.vigencia_inicio)}`;
  return `${faixa.compara_inicio} ${formatMoney(faixa.valor_faixa_inicio)}${fim}, ${vigencia}`;
}

// ------------------------------------------------------------------------------------ mapping

type FaixaRow = typeof faixaImposto.$inferSelect;

/** Database row -> API object (money and rates as numbers). */
export function faixaToApi(row: FaixaRow): Row {
  return {
    id: row.id,
    imposto_cod: row.impostoCod,
    compara_inicio: row.comparaInicio,
    valor_faixa_inicio: num(row.valorFaixaInicio),
    compara_fim: row.comparaFim,
    valor_faixa_fim: num(row.valorFaixaFim),
    aliq_faixa: num(row.aliqFaixa),
    base_aliq_faixa: row.baseAliqFaixa,
    valor_faixa: num(row.valorFaixa),
    valor_deducao: num(row.valorDeducao),
    observacao: row.observacao,
    vigencia_inicio: row.vigenciaInicio,
    vigencia_fim: row.vigenciaFim,
    ativo: row.ativo,
  };
}

function toColumns(value: FaixaBody) {
  return {
    comparaInicio: value.compara_inicio,
    valorFaixaInicio: moneyColumn(value.valor_faixa_inicio) as string,
    comparaFim: value.compara_fim ?? null,
    valorFaixaFim: value.compara_fim ? moneyColumn(value.valor_faixa_fim) : null,
    aliqFaixa: String(value.aliq_faixa),
    baseAliqFaixa: value.base_aliq_faixa ?? null,
    valorFaixa: moneyColumn(value.valor_faixa),
    valorDeducao: moneyColumn(value.valor_deducao) ?? '0',
    observacao: value.observacao ?? null,
    vigenciaInicio: value.vigencia_inicio,
    vigenciaFim: value.vigencia_fim ?? null,
    ativo: value.ativo,
  };
}

/**
 * The schema, then the rules that need more than one field. The tax comes from the path (POST)
 * or from the bracket itself (PUT); a body without `ativo` keeps `currentAtivo`.
 */
function validateFaixa(body: unknown, impostoCod: number, currentAtivo = true): FaixaBody {
  const input = { ativo: currentAtivo, ...(typeof body === 'object' && body !== null ? body : {}), imposto_cod: impostoCod };
  const value = validateOrThrow<FaixaBody>(faixaBodySchema, input);
  if (faixaVazia(asIntervalo(value))) throw badRequest([{ field: 'valor_faixa_fim', errorMessage: FAIXA_MESSAGES.faixaVazia }]);
  return value;
}

function asIntervalo(value: FaixaBody, id?: number): FaixaIntervalo {
  return {
    id,
    compara_inicio: value.compara_inicio as Comparador,
    valor_faixa_inicio: value.valor_faixa_inicio as number,
    compara_fim: (value.compara_fim ?? null) as Comparador | null,
    valor_faixa_fim: value.compara_fim ? (value.valor_faixa_fim ?? null) : null,
    vigencia_inicio: value.vigencia_inicio,
    vigencia_fim: value.vigencia_fim ?? null,
  };
}

/** Locks the tax row (serialises bracket writes of one tax); 400 on imposto_cod when absent. */
async function lockImposto(tx: Db, cod: number): Promise<void> {
  const rows = await tx.select({ cod: imposto.cod }).from(imposto).where(eq(imposto.cod, cod)).for('update');
  if (rows.length === 0) throw badRequest([{ field: 'imposto_cod', errorMessage: FAIXA_MESSAGES.impostoNaoEncontrado }]);
}

/** Refuses an active bracket that overlaps another active bracket of the same tax (call with the tax locked). */
async function assertNoOverlap(tx: Db, impostoCod: number, faixa: FaixaIntervalo, ignoreId?: number): Promise<void> {
  const others = await tx
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
  for (const row of others) {
    const other = faixaToApi(row) as unknown as FaixaIntervalo;
    if (faixasSobrepoem(faixa, other)) {
      throw badRequest([{ field: 'valor_faixa_inicio', errorMessage: FAIXA_MESSAGES.sobreposta(other) }]);
    }
  }
}

/** Active brackets of a tax as the detail shows them: newest table first, then by start value. */
export async function listFaixas(db: Db, impostoCod: number, ativo?: boolean): Promise<Row[]> {
  const rows = await db
    .select()
    .from(faixaImposto)
    .where(and(eq(faixaImposto.impostoCod, impostoCod), ativo === undefined ? undefined : eq(faixaImposto.ativo, ativo)))
    .orderBy(desc(faixaImposto.vigenciaInicio), asc(faixaImposto.valorFaixaInicio), asc(faixaImposto.id));
  return rows.map(faixaToApi);
}

// ------------------------------------------------------------------------------------- routes

export function registerFaixaImpostoRoutes(instance: FastifyInstance): void {
  const app = typed(instance);
  const config = sectionRoute('cadastros');
  const tags = ['Cadastros'];

  app.get(
    '/imposto/faixa/:cod',
    {
      config,
      schema: {
        tags,
        summary: 'Faixas do imposto {cod} (cod = código do imposto), da vigência mais recente para a mais antiga',
        params: codParams,
        querystring: ativoQuery,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request) => {
      const { cod } = request.params;
      const exists = await app.db.select({ cod: imposto.cod }).from(imposto).where(eq(imposto.cod, cod));
      if (exists.length === 0) throw notFound(FAIXA_MESSAGES.impostoNaoEncontrado);
      return { result: await listFaixas(app.db, cod, booleanFilter(request.query.ativo)) };
    },
  );

  app.post(
    '/imposto/faixa/:cod',
    {
      config,
      schema: {
        tags,
        summary: 'Cria uma faixa para o imposto {cod} (cod = código do imposto); recusa faixa sobreposta na mesma vigência',
        params: codParams,
        body: faixaBody,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request) => {
      const { cod } = request.params;
      const value = validateFaixa(request.body, cod);
      const insertId = await app.db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        await lockImposto(txDb, cod);
        if (value.ativo) await assertNoOverlap(txDb, cod, asIntervalo(value));
        const [inserted] = await tx
          .insert(faixaImposto)
          .values({ impostoCod: cod, ...toColumns(value) })
          .returning({ id: faixaImposto.id });
        return inserted.id;
      });
      return { result: { insertId } };
    },
  );

  app.put(
    '/imposto/faixa/:cod',
    {
      config,
      schema: {
        tags,
        summary:
          'Atualiza a faixa {cod} — aqui cod é o ID DA FAIXA (não o código do imposto); ativo=false desativa a faixa; recusa faixa sobreposta na mesma vigência',
        params: codParams,
        body: faixaBody,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => {
      const { cod: id } = request.params;
      const affectedRows = await app.db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const [current] = await txDb.select().from(faixaImposto).where(eq(faixaImposto.id, id)).for('update');
        if (!current) throw notFound();
        const value = validateFaixa(request.body, current.impostoCod, current.ativo);
        await lockImposto(txDb, current.impostoCod);
        if (value.ativo) await assertNoOverlap(txDb, current.impostoCod, asIntervalo(value, id), id);
        await tx
          .update(faixaImposto)
          .set({ ...toColumns(value), updatedAt: new Date() })
          .where(eq(faixaImposto.id, id));
        return 1;
      });
      return { result: { affectedRows } };
    },
  );
}
