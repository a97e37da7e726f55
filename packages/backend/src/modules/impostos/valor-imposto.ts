/**
 * Tax values per branch (spec 02 sections 3, 5 and 7):
 *
 *   GET  /valor-imposto/list?imposto_cod&filial_cod -> { result: ValorImposto[] }   (by id)
 *   GET  /valor-imposto/:id                         -> { result: ValorImposto }     (404)
 *   POST /valor-imposto/create                      -> { result: { insertId } }
 *   PUT  /valor-imposto/update/:id                  -> { result: { affectedRows } }
 *
 * One row per tax and branch: a second row for the same pair answers 400 on filial_cod. Unknown
 * tax or branch codes answer 400 on their field. Each row carries the branch label
 * (`filial_label`) for the lists.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { valorImpostoSchema, type ValorImposto } from '@financeiro/domain';
import type { Db } from '../../db/client';
import { filial, imposto, valorImposto } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { validateOrThrow } from '../../http/crud';
import { idParams, moneyColumn, num, type Row } from './imposto-common';
import { Id, Query, Type, typed, yupBody } from '../../http/fields';

export const VALOR_IMPOSTO_MESSAGES = {
  impostoNaoEncontrado: 'Imposto não encontrado.',
  filialNaoEncontrada: 'Filial não encontrada.',
  duplicado: (filialLabel: string) =>
    `Este imposto já tem valores para a filial ${filialLabel}. Abra a linha existente para alterá-la.`,
} as const;

const valorColumns = {
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

type ValorRow = typeof valorImposto.$inferSelect & { filialLabel: string | null };

export function valorImpostoToApi(row: ValorRow): Row {
  return {
    id: row.id,
    imposto_cod: row.impostoCod,
    filial_cod: row.filialCod,
    filial_label: row.filialLabel,
    tipo_imposto: row.tipoImposto,
    valor_fixo: num(row.valorFixo),
    periodo_valor: row.periodoValor,
    valor_desc: num(row.valorDesc),
    aliquota_desc: num(row.aliquotaDesc),
    base_aliq_desc: row.baseAliqDesc,
    valor_filial: num(row.valorFilial),
    aliquota_filial: num(row.aliquotaFilial),
    base_aliq_filial: row.baseAliqFilial,
  };
}

/** Values per branch with the branch label, filtered, ordered by branch then id. */
export async function listValoresImposto(db: Db, filter: { impostoCod?: number; filialCod?: number; id?: number }): Promise<Row[]> {
  const rows = await db
    .select(valorColumns)
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
  return rows.map((row) => valorImpostoToApi(row as ValorRow));
}

function toColumns(value: ValorImposto) {
  return {
    impostoCod: value.imposto_cod,
    filialCod: value.filial_cod,
    tipoImposto: value.tipo_imposto,
    valorFixo: moneyColumn(value.valor_fixo) ?? '0',
    periodoValor: value.periodo_valor,
    valorDesc: moneyColumn(value.valor_desc) ?? '0',
    aliquotaDesc: moneyColumn(value.aliquota_desc) ?? '0',
    baseAliqDesc: value.base_aliq_desc ?? null,
    valorFilial: moneyColumn(value.valor_filial) ?? '0',
    aliquotaFilial: moneyColumn(value.aliquota_filial) ?? '0',
    baseAliqFilial: value.base_aliq_filial ?? null,
  };
}

const body = yupBody(valorImpostoSchema);

function validateValor(body: unknown): ValorImposto {
  const value = validateOrThrow<ValorImposto>(valorImpostoSchema, body);
  return value;
}

/**
 * References and uniqueness, inside the transaction: the tax row is locked so two saves for the
 * same tax and branch cannot both pass (the unique constraint would still stop the second one).
 */
async function checkReferences(tx: Db, value: ValorImposto, ignoreId?: number): Promise<void> {
  const [tax] = await tx.select({ cod: imposto.cod }).from(imposto).where(eq(imposto.cod, value.imposto_cod)).for('update');
  const [branch] = await tx.select({ cod: filial.cod, label: filial.label }).from(filial).where(eq(filial.cod, value.filial_cod));
  const errors = [];
  if (!tax) errors.push({ field: 'imposto_cod', errorMessage: VALOR_IMPOSTO_MESSAGES.impostoNaoEncontrado });
  if (!branch) errors.push({ field: 'filial_cod', errorMessage: VALOR_IMPOSTO_MESSAGES.filialNaoEncontrada });
  if (errors.length > 0) throw badRequest(errors);
  const duplicate = await tx
    .select({ id: valorImposto.id })
    .from(valorImposto)
    .where(
      and(
        eq(valorImposto.impostoCod, value.imposto_cod),
        eq(valorImposto.filialCod, value.filial_cod),
        ignoreId === undefined ? undefined : ne(valorImposto.id, ignoreId),
      ),
    );
  if (duplicate.length > 0) {
    throw badRequest([{ field: 'filial_cod', errorMessage: VALOR_IMPOSTO_MESSAGES.duplicado(branch.label) }]);
  }
}

export function registerValorImpostoRoutes(instance: FastifyInstance): void {
  const app = typed(instance);
  const config = sectionRoute('cadastros');
  const tags = ['Cadastros'];

  app.get(
    '/valor-imposto/list',
    {
      config,
      schema: {
        tags,
        summary: 'Lista de valores de imposto por filial (filtros opcionais imposto_cod e filial_cod)',
        querystring: Query({
          imposto_cod: Type.Optional(Id('Código do imposto')),
          filial_cod: Type.Optional(Id('Código da filial')),
        }),
        response: errorResponses(400, 401, 403),
      },
    },
    async (request) => {
      const query = request.query;
      return { result: await listValoresImposto(app.db, { impostoCod: query.imposto_cod, filialCod: query.filial_cod }) };
    },
  );

  app.get(
    '/valor-imposto/:id',
    {
      config,
      schema: { tags, summary: 'Detalhe de valor de imposto por filial', params: idParams, response: errorResponses(401, 403, 404) },
    },
    async (request) => {
      const { id } = request.params;
      const [row] = await listValoresImposto(app.db, { id });
      if (!row) throw notFound();
      return { result: row };
    },
  );

  app.post(
    '/valor-imposto/create',
    {
      config,
      schema: {
        tags,
        summary: 'Cria os valores de um imposto para uma filial (um por imposto e filial)',
        body,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request) => {
      const value = validateValor(request.body);
      const insertId = await app.db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        await checkReferences(txDb, value);
        const [inserted] = await tx.insert(valorImposto).values(toColumns(value)).returning({ id: valorImposto.id });
        return inserted.id;
      });
      return { result: { insertId } };
    },
  );

  app.put(
    '/valor-imposto/update/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Atualiza os valores de imposto por filial {id}',
        params: idParams,
        body,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => {
      const { id } = request.params;
      const value = validateValor(request.body);
      const affectedRows = await app.db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const [current] = await txDb.select({ id: valorImposto.id }).from(valorImposto).where(eq(valorImposto.id, id)).for('update');
        if (!current) throw notFound();
        await checkReferences(txDb, value, id);
        await tx
          .update(valorImposto)
          .set({ ...toColumns(value), updatedAt: new Date() })
          .where(eq(valorImposto.id, id));
        return 1;
      });
      return { result: { affectedRows } };
    },
  );
}
