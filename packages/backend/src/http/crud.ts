/**
 * The shape shared by the registration entities of spec 02 section 7:
 *
 *   GET  {list}?ativo=true|false   -> { result: Row[] }   (sorted by the key, ascending)
 *   GET  {get}/:key?ativo=...      -> { result: Row }     (404 when absent)
 *   POST {create}                  -> { result: { insertId } }
 *   PUT  {update}/:key             -> { result: { affectedRows } }
 *
 * Every body is validated at the edge with the domain's yup schema (`yupBody`), the same one the
 * form uses; errors answer 400 `{ errors: [{ field, errorMessage }] }`. Nothing is physically deleted: records are
 * switched off through their `ativo` field.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyObjectSchema, AnySchema } from 'yup';
import type { Section } from '@financeiro/domain';
import { notFound } from './errors';
import { sectionRoute } from './guard';
import { errorResponses } from './schemas';
import { IdParams, Query, Type, typed, yupBody } from './fields';
import type { Db } from '../db/client';

type Row = Record<string, unknown>;

export interface CrudResource<TTable extends PgTable> {
  /** Singular Portuguese name used in the OpenAPI summaries ('departamento'). */
  label: string;
  tag: string;
  section?: Section;
  table: TTable;
  key: PgColumn;
  /** Name of the key in paths and responses ('cod', 'mat', 'id'). */
  keyName: string;
  /** Column holding the soft-delete flag (boolean or 0/1/2 smallint). */
  active?: PgColumn;
  schema: AnySchema;
  paths: { list: string; get: string; create: string; update: string };
  /** Validated body -> column values (Drizzle keys). */
  toColumns(value: Row): Row;
  /** Database row -> API object. */
  toApi(row: Row): Row;
  /** Cross-record checks (references, uniqueness) after the schema; throw badRequest. */
  check?(db: Db, value: Row, key?: number): Promise<void>;
  /** Runs in the same transaction after an insert or update (e.g. history rows). */
  afterWrite?(tx: Db, key: number, value: Row, request: FastifyRequest, previous?: Row): Promise<void>;
}

export const ativoQuery = Query({
  ativo: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0'), Type.Literal('2')], { description: 'Filtra por situação' })),
});

/** '?ativo=true' on a boolean column or '?ativo=1' on a 0/1/2 column. */
function activeFilter(resource: CrudResource<PgTable>, raw: string | undefined): SQL | undefined {
  if (raw === undefined || !resource.active) return undefined;
  const isNumeric = resource.active.columnType === 'PgSmallInt';
  if (isNumeric) {
    const value = raw === 'true' ? 1 : raw === 'false' ? 0 : Number(raw);
    return eq(resource.active, value);
  }
  return eq(resource.active, raw === 'true' || raw === '1');
}

export function registerCrud<TTable extends PgTable>(instance: FastifyInstance, resource: CrudResource<TTable>): void {
  const app = typed(instance);
  const r = resource as unknown as CrudResource<PgTable>;
  const keyParams = IdParams(r.keyName);
  const body = yupBody(r.schema as AnyObjectSchema);
  const config = sectionRoute(r.section ?? 'cadastros');
  const tags = [r.tag];
  const findOne = async (db: Db, key: number, ativo?: string) => {
    const rows = (await db
      .select()
      .from(r.table)
      .where(and(eq(r.key, key), activeFilter(r, ativo)))
      .limit(1)) as Row[];
    return rows[0];
  };

  app.get(
    r.paths.list,
    {
      config,
      schema: { tags, summary: `Lista de ${r.label}`, querystring: ativoQuery, response: errorResponses(401, 403) },
    },
    async (request) => {
      const { ativo } = request.query;
      const filter = activeFilter(r, ativo);
      const query = app.db.select().from(r.table);
      const rows = (await (filter ? query.where(filter) : query).orderBy(asc(r.key))) as Row[];
      return { result: rows.map(r.toApi) };
    },
  );

  app.get(
    `${r.paths.get}/:${r.keyName}`,
    {
      config,
      schema: {
        tags,
        summary: `Detalhe de ${r.label}`,
        params: keyParams,
        querystring: ativoQuery,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request) => {
      const key = request.params[r.keyName];
      const row = await findOne(app.db, key, request.query.ativo);
      if (!row) throw notFound();
      return { result: r.toApi(row) };
    },
  );

  app.post(
    r.paths.create,
    { config, schema: { tags, summary: `Cria ${r.label}`, body, response: errorResponses(400, 401, 403) } },
    async (request) => {
      const value = request.body as Row;
      await r.check?.(app.db, value);
      const insertId = await app.db.transaction(async (tx) => {
        const [inserted] = (await tx
          .insert(r.table)
          .values(r.toColumns(value))
          .returning({ key: r.key })) as Array<{ key: number }>;
        await r.afterWrite?.(tx as unknown as Db, inserted.key, value, request);
        return inserted.key;
      });
      return { result: { insertId } };
    },
  );

  app.put(
    `${r.paths.update}/:${r.keyName}`,
    {
      config,
      schema: {
        tags,
        summary: `Atualiza ${r.label}`,
        params: keyParams,
        body,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => {
      const key = request.params[r.keyName];
      const value = request.body as Row;
      await r.check?.(app.db, value, key);
      const affectedRows = await app.db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const previous = (await txDb.select().from(r.table).where(eq(r.key, key)).for('update')) as Row[];
        if (!previous[0]) throw notFound();
        await tx
          .update(r.table)
          .set({ ...r.toColumns(value), updatedAt: new Date() })
          .where(eq(r.key, key));
        await r.afterWrite?.(txDb, key, value, request, previous[0]);
        return 1;
      });
      return { result: { affectedRows } };
    },
  );
}
