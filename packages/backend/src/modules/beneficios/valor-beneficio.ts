/**
 * Benefit values per branch (spec 02 sections 3 and 7):
 *
 *   GET  /valor-beneficio/list?benefCod&filialCod -> { result: ValorBeneficio[] }  (by benefit, then branch)
 *   GET  /valor-beneficio/:id                    -> { result: ValorBeneficio }    (404 when absent)
 *   POST /valor-beneficio/create                 -> { result: { insertId } }
 *   PUT  /valor-beneficio/update/:id             -> { result: { affectedRows } }
 *
 * One row per benefit and branch (constraint valor_beneficio_unico): a second row for the same
 * pair answers 400 on `filialCod`. The body is validated with the form's schema
 * (valorBeneficioSchema); the benefit and the branch must exist (400 on the field, never a 500).
 * Money travels as numbers in reais, rates as fractions 0..1; the columns are snake_case.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { valorBeneficioSchema, type ValorBeneficio, type ValorBeneficioRecord } from '@financeiro/domain';
import type { Db } from '../../db/client';
import { beneficio, filial, valorBeneficio } from '../../db/schema';
import { badRequest, notFound, type ErrorItem } from '../../http/errors';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { validateOrThrow } from '../../http/crud';
import { Id, IdParams, Query, Type, typed, yupBody } from '../../http/fields';

/** Texts of the cross-record checks. */
export const VALOR_BENEFICIO_ERRORS = {
  beneficioNaoEncontrado: 'Benefício não encontrado.',
  filialNaoEncontrada: 'Filial não encontrada.',
  filialInativa: 'Filial inativa: escolha uma filial ativa.',
  duplicado: (label: string) => `Já existe valor deste benefício para a filial ${label}.`,
  duplicadoNaLista: 'Filial repetida na lista de valores.',
} as const;

type ValorRow = typeof valorBeneficio.$inferSelect;
type ValorInsert = typeof valorBeneficio.$inferInsert;
/** The validated body without the benefit code (given by the path or the parent record). */
export type ValorBeneficioValue = Omit<ValorBeneficio, 'benefCod'> & { benefCod?: number };

const num = (value: string | null): number => (value === null ? 0 : Number(value));
const decimal = (value: number | null | undefined): string => String(value ?? 0);

type Campo<K extends keyof ValorBeneficioRecord> = ValorBeneficioRecord[K];

// The option columns are plain varchar; every write goes through valorBeneficioSchema, so they hold one of the options.
export function valorBeneficioToApi(row: ValorRow, filialLabel: string | null): ValorBeneficioRecord {
  return {
    id: row.id,
    benefCod: row.benefCod,
    filialCod: row.filialCod,
    filialLabel,
    valor: num(row.valor),
    periodoValor: row.periodoValor as Campo<'periodoValor'>,
    valorDesc: num(row.valorDesc),
    aliquotaBenef: num(row.aliquotaBenef),
    baseAliqBenef: row.baseAliqBenef as Campo<'baseAliqBenef'>,
    aliquotaDesc: num(row.aliquotaDesc),
    baseAliqDesc: row.baseAliqDesc as Campo<'baseAliqDesc'>,
    valorFilial: num(row.valorFilial),
    aliquotaFilial: num(row.aliquotaFilial),
    baseAliqFilial: row.baseAliqFilial as Campo<'baseAliqFilial'>,
  };
}

/** Validated body -> column values (empty optional amounts and rates are stored as 0). */
export function valorBeneficioColumns(value: ValorBeneficioValue, benefCod: number): Omit<ValorInsert, 'id'> {
  return {
    benefCod,
    filialCod: value.filialCod,
    valor: decimal(value.valor),
    periodoValor: value.periodoValor,
    valorDesc: decimal(value.valorDesc),
    aliquotaBenef: decimal(value.aliquotaBenef),
    baseAliqBenef: value.baseAliqBenef ?? null,
    aliquotaDesc: decimal(value.aliquotaDesc),
    baseAliqDesc: value.baseAliqDesc ?? null,
    valorFilial: decimal(value.valorFilial),
    aliquotaFilial: decimal(value.aliquotaFilial),
    baseAliqFilial: value.baseAliqFilial,
  };
}

/** Value rows with their branch labels, by benefit then branch code. */
export async function listValoresBeneficio(
  db: Db,
  filters: { benefCod?: number; filialCod?: number } = {},
): Promise<ValorBeneficioRecord[]> {
  const conditions: SQL[] = [];
  if (filters.benefCod !== undefined) conditions.push(eq(valorBeneficio.benefCod, filters.benefCod));
  if (filters.filialCod !== undefined) conditions.push(eq(valorBeneficio.filialCod, filters.filialCod));
  const rows = await db
    .select({ valor: valorBeneficio, filialLabel: filial.label })
    .from(valorBeneficio)
    .leftJoin(filial, eq(filial.cod, valorBeneficio.filialCod))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(valorBeneficio.benefCod), asc(valorBeneficio.filialCod), asc(valorBeneficio.id));
  return rows.map((row) => valorBeneficioToApi(row.valor, row.filialLabel));
}

/**
 * The references of value rows (one benefit, several branches): the branches exist (and are
 * active when newly chosen), no branch repeats in the list and none already has a value for the
 * benefit (other than the row being updated). Errors are keyed by `prefix(index) + field`.
 */
export async function checkValoresBeneficio(
  db: Db,
  benefCod: number | undefined,
  values: Array<{ filialCod: number; id?: number; previousFilialCod?: number }>,
  prefix: (index: number) => string = () => '',
): Promise<void> {
  const errors: ErrorItem[] = [];
  const codes = [...new Set(values.map((value) => value.filialCod))];
  const branches = codes.length
    ? await db.select({ cod: filial.cod, label: filial.label, ativo: filial.ativo }).from(filial).where(inArray(filial.cod, codes))
    : [];
  const branchOf = new Map(branches.map((branch) => [branch.cod, branch]));
  const existing =
    benefCod === undefined || codes.length === 0
      ? []
      : await db
          .select({ id: valorBeneficio.id, filialCod: valorBeneficio.filialCod })
          .from(valorBeneficio)
          .where(and(eq(valorBeneficio.benefCod, benefCod), inArray(valorBeneficio.filialCod, codes)));
  const seen = new Set<number>();
  values.forEach((value, index) => {
    const field = `${prefix(index)}filialCod`;
    const branch = branchOf.get(value.filialCod);
    if (!branch) {
      errors.push({ field, errorMessage: VALOR_BENEFICIO_ERRORS.filialNaoEncontrada });
    } else if (!branch.ativo && value.previousFilialCod !== value.filialCod) {
      errors.push({ field, errorMessage: VALOR_BENEFICIO_ERRORS.filialInativa });
    } else if (seen.has(value.filialCod)) {
      errors.push({ field, errorMessage: VALOR_BENEFICIO_ERRORS.duplicadoNaLista });
    } else if (existing.some((row) => row.filialCod === value.filialCod && row.id !== value.id)) {
      errors.push({ field, errorMessage: VALOR_BENEFICIO_ERRORS.duplicado(branch.label) });
    }
    seen.add(value.filialCod);
  });
  if (errors.length > 0) throw badRequest(errors);
}

async function beneficioExists(db: Db, cod: number): Promise<boolean> {
  const rows = await db.select({ cod: beneficio.cod }).from(beneficio).where(eq(beneficio.cod, cod)).limit(1);
  return rows.length > 0;
}

/** A unique-constraint race (two saves of the same benefit and branch) answers 400, not 500. */
export async function mapUniqueViolation<T>(work: () => Promise<T>, field: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
      const { code, constraint } = cause as { code?: string; constraint?: string };
      if (code === '23505' && (!constraint || constraint === 'valor_beneficio_unico')) {
        throw badRequest([{ field, errorMessage: VALOR_BENEFICIO_ERRORS.duplicado('escolhida') }]);
      }
      if (cause === (cause as { cause?: unknown }).cause) break;
    }
    throw error;
  }
}

const idParams = IdParams('id');

const listQuery = Query({
  benefCod: Type.Optional(Id('Código do benefício')),
  filialCod: Type.Optional(Id('Código da filial')),
});

const body = yupBody(valorBeneficioSchema);

export function registerValorBeneficioRoutes(instance: FastifyInstance): void {
  const app = typed(instance);
  const config = sectionRoute('cadastros');
  const tags = ['Cadastros'];

  const findOne = async (db: Db, id: number) => {
    const rows = await db
      .select({ valor: valorBeneficio, filialLabel: filial.label })
      .from(valorBeneficio)
      .leftJoin(filial, eq(filial.cod, valorBeneficio.filialCod))
      .where(eq(valorBeneficio.id, id))
      .limit(1);
    return rows[0];
  };

  const checkBenefit = async (db: Db, benefCod: number) => {
    if (!(await beneficioExists(db, benefCod))) {
      throw badRequest([{ field: 'benefCod', errorMessage: VALOR_BENEFICIO_ERRORS.beneficioNaoEncontrado }]);
    }
  };

  app.get(
    '/valor-beneficio/list',
    {
      config,
      schema: { tags, summary: 'Lista de valores de benefício por filial', querystring: listQuery, response: errorResponses(400, 401, 403) },
    },
    async (request) => {
      const { benefCod, filialCod } = request.query;
      return { result: await listValoresBeneficio(app.db, { benefCod, filialCod }) };
    },
  );

  app.get(
    '/valor-beneficio/:id',
    {
      config,
      schema: { tags, summary: 'Detalhe de valor de benefício', params: idParams, response: errorResponses(401, 403, 404) },
    },
    async (request) => {
      const row = await findOne(app.db, request.params.id);
      if (!row) throw notFound();
      return { result: valorBeneficioToApi(row.valor, row.filialLabel) };
    },
  );

  app.post(
    '/valor-beneficio/create',
    { config, schema: { tags, summary: 'Cria valor de benefício para uma filial', body, response: errorResponses(400, 401, 403) } },
    async (request) => {
      const value = validateOrThrow<ValorBeneficio>(valorBeneficioSchema, request.body);
      await checkBenefit(app.db, value.benefCod);
      const insertId = await mapUniqueViolation(
        () =>
          app.db.transaction(async (tx) => {
            const txDb = tx as unknown as Db;
            await checkValoresBeneficio(txDb, value.benefCod, [{ filialCod: value.filialCod }]);
            const [inserted] = await tx
              .insert(valorBeneficio)
              .values(valorBeneficioColumns(value, value.benefCod))
              .returning({ id: valorBeneficio.id });
            return inserted.id;
          }),
        'filialCod',
      );
      return { result: { insertId } };
    },
  );

  app.put(
    '/valor-beneficio/update/:id',
    {
      config,
      schema: { tags, summary: 'Atualiza valor de benefício', params: idParams, body, response: errorResponses(400, 401, 403, 404) },
    },
    async (request) => {
      const { id } = request.params;
      const value = validateOrThrow<ValorBeneficio>(valorBeneficioSchema, request.body);
      const affectedRows = await mapUniqueViolation(
        () =>
          app.db.transaction(async (tx) => {
            const txDb = tx as unknown as Db;
            const [previous] = await txDb.select().from(valorBeneficio).where(eq(valorBeneficio.id, id)).for('update');
            if (!previous) throw notFound();
            if (value.benefCod !== previous.benefCod) await checkBenefit(txDb, value.benefCod);
            await checkValoresBeneficio(txDb, value.benefCod, [
              { filialCod: value.filialCod, id, previousFilialCod: previous.benefCod === value.benefCod ? previous.filialCod : undefined },
            ]);
            await tx
              .update(valorBeneficio)
              .set({ ...valorBeneficioColumns(value, value.benefCod), updatedAt: new Date() })
              .where(eq(valorBeneficio.id, id));
            return 1;
          }),
        'filialCod',
      );
      return { result: { affectedRows } };
    },
  );
}
