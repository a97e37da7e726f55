/**
 * Taxes (impostos; spec 02 sections 3, 5 and 7), same shapes as the generic CRUD (crud.ts):
 *
 *   GET  /imposto/list?ativo        -> { result: Imposto[] }                    (by cod)
 *   GET  /imposto/:cod?ativo        -> { result: Imposto & { valores, regimes, faixas } } (404)
 *   POST /imposto/create            -> { result: { insertId } }
 *   PUT  /imposto/update/:cod       -> { result: { affectedRows } }
 *
 * The detail carries the tax's related lists: `valores` (one per branch, with the branch label),
 * `regimes` (the contract regimes linked through regime_imposto, with sigla and nome; one per
 * regime, the active link when there is one) and `faixas` (the active brackets, newest vigência
 * first, then by start value). The generic CRUD has no hook for a richer detail, hence the routes
 * here; the brackets and the values per branch have their own modules.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { impostoSchema, type Imposto } from '@financeiro/domain';
import type { Db } from '../../db/client';
import { imposto, regimeContrato, regimeImposto } from '../../db/schema';
import { notFound } from '../../http/errors';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { validateOrThrow } from '../../http/crud';
import { listFaixas, registerFaixaImpostoRoutes } from './faixa-imposto';
import { ativoQuery, booleanFilter, codParams, type Row } from './imposto-common';
import { listValoresImposto, registerValorImpostoRoutes } from './valor-imposto';
import { typed, yupBody } from '../../http/fields';

type ImpostoRow = typeof imposto.$inferSelect;

export function impostoToApi(row: ImpostoRow): Row {
  return { cod: row.cod, sigla: row.sigla, nome: row.nome, descricao: row.descricao, ativo: row.ativo };
}

function toColumns(value: Imposto) {
  return { sigla: value.sigla, nome: value.nome, descricao: value.descricao ?? null, ativo: value.ativo };
}

/** The regimes linked to a tax: one entry per regime (its active link, else its latest one). */
export async function listRegimesDoImposto(db: Db, impostoCod: number): Promise<Row[]> {
  const rows = await db
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
  const seen = new Set<number>();
  const result: Row[] = [];
  for (const row of rows) {
    if (seen.has(row.regimeCod)) continue;
    seen.add(row.regimeCod);
    result.push({
      id: row.id,
      regime_cod: row.regimeCod,
      imposto_cod: row.impostoCod,
      sigla: row.sigla,
      nome: row.nome,
      ativo: row.ativo,
    });
  }
  return result;
}

const body = yupBody(impostoSchema);

export function registerImpostoRoutes(instance: FastifyInstance): void {
  const app = typed(instance);
  const config = sectionRoute('cadastros');
  const tags = ['Cadastros'];
  const ativoOf = (request: { query: { ativo?: string } }) => booleanFilter(request.query.ativo);

  app.get(
    '/imposto/list',
    { config, schema: { tags, summary: 'Lista de impostos', querystring: ativoQuery, response: errorResponses(401, 403) } },
    async (request) => {
      const ativo = ativoOf(request);
      const rows = await app.db
        .select()
        .from(imposto)
        .where(ativo === undefined ? undefined : eq(imposto.ativo, ativo))
        .orderBy(asc(imposto.cod));
      return { result: rows.map(impostoToApi) };
    },
  );

  app.get(
    '/imposto/:cod',
    {
      config,
      schema: {
        tags,
        summary: 'Detalhe de imposto, com valores por filial, regimes vinculados e faixas ativas',
        params: codParams,
        querystring: ativoQuery,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request) => {
      const { cod } = request.params;
      const ativo = ativoOf(request);
      const [row] = await app.db
        .select()
        .from(imposto)
        .where(and(eq(imposto.cod, cod), ativo === undefined ? undefined : eq(imposto.ativo, ativo)));
      if (!row) throw notFound();
      const [valores, regimes, faixas] = await Promise.all([
        listValoresImposto(app.db, { impostoCod: cod }),
        listRegimesDoImposto(app.db, cod),
        listFaixas(app.db, cod, true),
      ]);
      return { result: { ...impostoToApi(row), valores, regimes, faixas } };
    },
  );

  app.post(
    '/imposto/create',
    { config, schema: { tags, summary: 'Cria imposto', body, response: errorResponses(400, 401, 403) } },
    async (request) => {
      const value = validateOrThrow<Imposto>(impostoSchema, request.body);
      const [inserted] = await app.db.insert(imposto).values(toColumns(value)).returning({ cod: imposto.cod });
      return { result: { insertId: inserted.cod } };
    },
  );

  app.put(
    '/imposto/update/:cod',
    {
      config,
      schema: { tags, summary: 'Atualiza imposto', params: codParams, body, response: errorResponses(400, 401, 403, 404) },
    },
    async (request) => {
      const { cod } = request.params;
      const value = validateOrThrow<Imposto>(impostoSchema, request.body);
      const updated = await app.db
        .update(imposto)
        .set({ ...toColumns(value), updatedAt: new Date() })
        .where(eq(imposto.cod, cod))
        .returning({ cod: imposto.cod });
      if (updated.length === 0) throw notFound();
      return { result: { affectedRows: updated.length } };
    },
  );
}

/** Every tax route: impostos, their brackets and their values per branch. */
export function registerImpostoModule(instance: FastifyInstance): void {
  const app = typed(instance);
  registerImpostoRoutes(app);
  registerFaixaImpostoRoutes(app);
  registerValorImpostoRoutes(app);
}
