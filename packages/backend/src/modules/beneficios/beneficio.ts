/**
 * Benefits (spec 02 sections 3 and 7):
 *
 *   GET  /beneficio/list?ativo&sigla&nome -> { result: Beneficio[] }  (by code; sigla/nome: contains, any case)
 *   GET  /beneficio/:cod?ativo            -> { result: Beneficio & { valores: ValorBeneficio[] } }  (404 when absent)
 *   GET  /beneficio/filial/:cod           -> { result: ValorBeneficio[] }  (the benefit's values per branch)
 *   POST /beneficio/create                -> { result: { insertId } }
 *   PUT  /beneficio/update/:cod           -> { result: { affectedRows } }
 *
 * The body is validated with the form's schema (beneficioSchema). POST /beneficio/create also
 * accepts optional `valores` (value rows without benefCod): the benefit and its values are
 * stored in one transaction, or nothing is (errors keyed `valores[i].field`). Values are
 * otherwise changed through /valor-beneficio. Nothing is deleted: a benefit is switched off
 * with `ativo`.
 */
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { beneficioSchema, validate, valorBeneficioSchema, type Beneficio } from '@financeiro/domain';
import type { Db } from '../../db/client';
import { beneficio, valorBeneficio } from '../../db/schema';
import { badRequest, notFound, type ErrorItem } from '../../http/errors';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { validateOrThrow } from '../../http/crud';
import { COLUMN, FormList, IdParams, Query, Text, Type, typed, yupBody } from '../../http/fields';
import {
  checkValoresBeneficio,
  listValoresBeneficio,
  mapUniqueViolation,
  valorBeneficioColumns,
  type ValorBeneficioValue,
} from './valor-beneficio';

type BeneficioRow = typeof beneficio.$inferSelect;

export function beneficioToApi(row: BeneficioRow) {
  return { cod: row.cod, sigla: row.sigla, nome: row.nome, descricao: row.descricao, ativo: row.ativo };
}

export function beneficioColumns(value: Beneficio) {
  return { sigla: value.sigla, nome: value.nome, descricao: value.descricao ?? null, ativo: value.ativo };
}

/** A value row inside POST /beneficio/create: the benefit code comes from the new benefit. */
const valorSemBeneficioSchema = valorBeneficioSchema.omit(['benefCod']);

/** `%text%` for ILIKE, with the pattern characters taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** '?ativo=true|false|1|0' on the boolean column. */
function activeFilter(raw: string | undefined): SQL | undefined {
  if (raw === undefined) return undefined;
  return eq(beneficio.ativo, raw === 'true' || raw === '1');
}

/** Validates the optional `valores` of a create body; errors keyed `valores[i].field`. */
function validateValores(body: unknown): ValorBeneficioValue[] {
  const raw = (body as { valores?: unknown } | null | undefined)?.valores;
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw badRequest([{ field: 'valores', errorMessage: 'Informe uma lista de valores por filial.' }]);
  const errors: ErrorItem[] = [];
  const values: ValorBeneficioValue[] = [];
  raw.forEach((item, index) => {
    const result = validate<yup.InferType<typeof valorSemBeneficioSchema>>(valorSemBeneficioSchema, item);
    if (result.ok) values.push(result.value as ValorBeneficioValue);
    else errors.push(...result.errors.map((error) => ({ field: `valores[${index}].${error.field}`, errorMessage: error.errorMessage })));
  });
  if (errors.length > 0) throw badRequest(errors);
  return values;
}

const ativo = Type.Optional(
  Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')], { description: 'Filtra por situação' }),
);

const listQuery = Query({
  ativo,
  sigla: Type.Optional(Text(COLUMN.sigla, { description: 'Parte da sigla (sem diferenciar maiúsculas)' })),
  nome: Type.Optional(Text(COLUMN.nome, { description: 'Parte do nome (sem diferenciar maiúsculas)' })),
});

const codParams = IdParams('cod');

/** POST: the benefit and, optionally, its values per branch. PUT: the benefit. */
const createBody = yupBody(beneficioSchema, { extra: { valores: FormList(yupBody(valorSemBeneficioSchema)) } });
const updateBody = yupBody(beneficioSchema);

export function registerBeneficioRoutes(instance: FastifyInstance): void {
  const app = typed(instance);
  const config = sectionRoute('cadastros');
  const tags = ['Cadastros'];

  const findOne = async (db: Db, cod: number, ativoRaw?: string) => {
    const rows = await db
      .select()
      .from(beneficio)
      .where(and(eq(beneficio.cod, cod), activeFilter(ativoRaw)))
      .limit(1);
    return rows[0];
  };

  app.get(
    '/beneficio/list',
    { config, schema: { tags, summary: 'Lista de benefícios', querystring: listQuery, response: errorResponses(400, 401, 403) } },
    async (request) => {
      const { query } = request;
      const conditions = [
        activeFilter(query.ativo),
        query.sigla?.trim() ? ilike(beneficio.sigla, contains(query.sigla.trim())) : undefined,
        query.nome?.trim() ? ilike(beneficio.nome, contains(query.nome.trim())) : undefined,
      ].filter((condition): condition is SQL => condition !== undefined);
      const rows = await app.db
        .select()
        .from(beneficio)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(asc(beneficio.cod));
      return { result: rows.map(beneficioToApi) };
    },
  );

  app.get(
    '/beneficio/filial/:cod',
    {
      config,
      schema: {
        tags,
        summary: 'Valores do benefício por filial',
        params: codParams,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request) => {
      const { cod } = request.params;
      if (!(await findOne(app.db, cod))) throw notFound();
      return { result: await listValoresBeneficio(app.db, { benefCod: cod }) };
    },
  );

  app.get(
    '/beneficio/:cod',
    {
      config,
      schema: {
        tags,
        summary: 'Detalhe de benefício com os valores por filial',
        params: codParams,
        querystring: Query({ ativo }),
        response: errorResponses(401, 403, 404),
      },
    },
    async (request) => {
      const { cod } = request.params;
      const row = await findOne(app.db, cod, request.query.ativo);
      if (!row) throw notFound();
      return { result: { ...beneficioToApi(row), valores: await listValoresBeneficio(app.db, { benefCod: cod }) } };
    },
  );

  app.post(
    '/beneficio/create',
    { config, schema: { tags, summary: 'Cria benefício (e, opcionalmente, seus valores por filial)', body: createBody, response: errorResponses(400, 401, 403) } },
    async (request) => {
      const value = validateOrThrow<Beneficio>(beneficioSchema, request.body);
      const valores = validateValores(request.body);
      await checkValoresBeneficio(
        app.db,
        undefined,
        valores.map((valor) => ({ filialCod: valor.filialCod })),
        (index) => `valores[${index}].`,
      );
      const insertId = await mapUniqueViolation(
        () =>
          app.db.transaction(async (tx) => {
            const [inserted] = await tx.insert(beneficio).values(beneficioColumns(value)).returning({ cod: beneficio.cod });
            if (valores.length > 0) {
              await tx.insert(valorBeneficio).values(valores.map((valor) => valorBeneficioColumns(valor, inserted.cod)));
            }
            return inserted.cod;
          }),
        'valores',
      );
      return { result: { insertId } };
    },
  );

  app.put(
    '/beneficio/update/:cod',
    {
      config,
      schema: { tags, summary: 'Atualiza benefício', params: codParams, body: updateBody, response: errorResponses(400, 401, 403, 404) },
    },
    async (request) => {
      const { cod } = request.params;
      const value = validateOrThrow<Beneficio>(beneficioSchema, request.body);
      const affectedRows = await app.db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const [previous] = await txDb.select().from(beneficio).where(eq(beneficio.cod, cod)).for('update');
        if (!previous) throw notFound();
        await tx
          .update(beneficio)
          .set({ ...beneficioColumns(value), updatedAt: new Date() })
          .where(eq(beneficio.cod, cod));
        return 1;
      });
      return { result: { affectedRows } };
    },
  );
}
