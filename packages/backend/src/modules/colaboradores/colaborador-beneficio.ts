/**
 * An employee's benefits (spec 02 sections 3, 4 and 7):
 *
 *   GET    /beneficio/colab/:mat                      -> { result: BeneficioColaborador[] } (active, by benefit code)
 *   GET    /beneficio/colab/:mat/:benefCod            -> { result: BeneficioColaborador }   (404 when absent)
 *   POST   /beneficio/colab/:mat/:benefCod            -> { result: { insertId } }
 *   PUT    /beneficio/colab/:mat/:benefCod            -> { result: { affectedRows } }
 *   DELETE /beneficio/:mat/:benefCod/:filialCod       -> { result: { affectedRows } }       (soft: ativo false)
 *
 * A row holds the employee's own additions and subtractions; the base values (valor, período,
 * desconto) come from valor_beneficio of the employee's branch and are joined into the answer.
 * The body is validated with the domain's colaboradorBeneficioSchema; rolMat, benefCod and
 * filialCod come from the path and the employee (filialCod = the employee's branch).
 */
import Decimal from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { colaboradorBeneficioSchema, type ColaboradorBeneficio } from '@financeiro/domain';
import type { Db } from '../../db/client';
import { beneficio, colaborador, colaboradorBeneficio, valorBeneficio } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { validateOrThrow } from '../../http/crud';
import { Id, IdParams, Params, typed, yupBody } from '../../http/fields';

export const COLABORADOR_BENEFICIO_MESSAGES = {
  colaboradorNaoEncontrado: 'Colaborador não encontrado.',
  colaboradorInativo: 'Colaborador inativo: reative o colaborador antes de incluir benefícios.',
  beneficioInvalido: 'Benefício não encontrado ou inativo.',
  semValorNaFilial: 'O benefício não possui valor cadastrado para a filial do colaborador. Cadastre o valor por filial antes de incluí-lo.',
  duplicado: 'Este benefício já está cadastrado para o colaborador.',
  naoEncontrado: 'Benefício não encontrado para o colaborador.',
} as const;

const M = COLABORADOR_BENEFICIO_MESSAGES;

/** Validates with the schema (money within NUMERIC(14,2): the schema's MAX_MONEY). */
export function validateBody(body: unknown): ColaboradorBeneficio {
  return validateOrThrow<ColaboradorBeneficio>(colaboradorBeneficioSchema, body);
}

const amount = (value: number | null | undefined, decimals: number) => new Decimal(value ?? 0).toFixed(decimals);
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The adic/subtrai columns of a validated body (empty optional values become 0). */
export function adjustmentColumns(value: ColaboradorBeneficio) {
  return {
    valorBenefAdic: amount(value.valorBenefAdic, 2),
    aliqBenefAdic: amount(value.aliqBenefAdic, 6),
    valorBenefSubtrai: amount(value.valorBenefSubtrai, 2),
    aliqBenefSubtrai: amount(value.aliqBenefSubtrai, 6),
    valorDescAdic: amount(value.valorDescAdic, 2),
    aliqDescAdic: amount(value.aliqDescAdic, 6),
    valorDescSubtrai: amount(value.valorDescSubtrai, 2),
    aliqDescSubtrai: amount(value.aliqDescSubtrai, 6),
  };
}

function selectJoined(db: Db) {
  return db
    .select({
      id: colaboradorBeneficio.id,
      rolMat: colaboradorBeneficio.rolMat,
      benefCod: colaboradorBeneficio.benefCod,
      filialCod: colaboradorBeneficio.filialCod,
      sigla: beneficio.sigla,
      nome: beneficio.nome,
      valor: valorBeneficio.valor,
      periodoValor: valorBeneficio.periodoValor,
      valorDesc: valorBeneficio.valorDesc,
      aliquotaDesc: valorBeneficio.aliquotaDesc,
      baseAliqDesc: valorBeneficio.baseAliqDesc,
      valorBenefAdic: colaboradorBeneficio.valorBenefAdic,
      aliqBenefAdic: colaboradorBeneficio.aliqBenefAdic,
      valorBenefSubtrai: colaboradorBeneficio.valorBenefSubtrai,
      aliqBenefSubtrai: colaboradorBeneficio.aliqBenefSubtrai,
      valorDescAdic: colaboradorBeneficio.valorDescAdic,
      aliqDescAdic: colaboradorBeneficio.aliqDescAdic,
      valorDescSubtrai: colaboradorBeneficio.valorDescSubtrai,
      aliqDescSubtrai: colaboradorBeneficio.aliqDescSubtrai,
      ativo: colaboradorBeneficio.ativo,
    })
    .from(colaboradorBeneficio)
    .innerJoin(beneficio, eq(beneficio.cod, colaboradorBeneficio.benefCod))
    .leftJoin(
      valorBeneficio,
      and(eq(valorBeneficio.benefCod, colaboradorBeneficio.benefCod), eq(valorBeneficio.filialCod, colaboradorBeneficio.filialCod)),
    );
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectJoined>['where']>>[number];

const NUMERIC_FIELDS = [
  'valor',
  'valorDesc',
  'aliquotaDesc',
  'valorBenefAdic',
  'aliqBenefAdic',
  'valorBenefSubtrai',
  'aliqBenefSubtrai',
  'valorDescAdic',
  'aliqDescAdic',
  'valorDescSubtrai',
  'aliqDescSubtrai',
] as const;

/** Numeric columns (decimal strings) as numbers; rates stay fractions 0..1. */
export function colaboradorBeneficioToApi(row: JoinedRow) {
  const result: Record<string, unknown> = { ...row };
  for (const field of NUMERIC_FIELDS) result[field] = numberOrNull(row[field]);
  return result;
}

const activeRow = (mat: number, benefCod: number) =>
  and(eq(colaboradorBeneficio.rolMat, mat), eq(colaboradorBeneficio.benefCod, benefCod), eq(colaboradorBeneficio.ativo, true));

const matParams = IdParams('mat');
const matBenefParams = Params({ mat: Id(), benefCod: Id() });
const deleteParams = Params({ mat: Id(), benefCod: Id(), filialCod: Id() });
const body = yupBody(colaboradorBeneficioSchema);

export function registerColaboradorBeneficioRoutes(instance: FastifyInstance): void {
  const app = typed(instance);
  const config = sectionRoute('cadastros');
  const tags = ['Cadastros'];

  const loadEmployee = async (db: Db, mat: number) => {
    const [row] = await db
      .select({ mat: colaborador.mat, filial: colaborador.filial, ativo: colaborador.ativo })
      .from(colaborador)
      .where(eq(colaborador.mat, mat));
    if (!row) throw notFound(M.colaboradorNaoEncontrado);
    return row;
  };

  app.get(
    '/beneficio/colab/:mat',
    {
      config,
      schema: { tags, summary: 'Benefícios ativos do colaborador', params: matParams, response: errorResponses(401, 403, 404) },
    },
    async (request) => {
      const { mat } = request.params;
      await loadEmployee(app.db, mat);
      const rows = await selectJoined(app.db)
        .where(and(eq(colaboradorBeneficio.rolMat, mat), eq(colaboradorBeneficio.ativo, true)))
        .orderBy(asc(colaboradorBeneficio.benefCod));
      return { result: rows.map(colaboradorBeneficioToApi) };
    },
  );

  app.get(
    '/beneficio/colab/:mat/:benefCod',
    {
      config,
      schema: { tags, summary: 'Benefício do colaborador', params: matBenefParams, response: errorResponses(401, 403, 404) },
    },
    async (request) => {
      const { mat, benefCod } = request.params;
      const [row] = await selectJoined(app.db).where(activeRow(mat, benefCod)).limit(1);
      if (!row) throw notFound(M.naoEncontrado);
      return { result: colaboradorBeneficioToApi(row) };
    },
  );

  app.post(
    '/beneficio/colab/:mat/:benefCod',
    {
      config,
      schema: {
        tags,
        summary: 'Inclui benefício para o colaborador (o benefício precisa ter valor na filial do colaborador)',
        params: matBenefParams,
        body,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => {
      const { mat, benefCod } = request.params;
      const insertId = await app.db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const employee = await loadEmployee(txDb, mat);
        const body = { ...request.body, rolMat: mat, benefCod, filialCod: employee.filial };
        const value = validateBody(body);
        if (!employee.ativo) throw badRequest([{ field: 'rolMat', errorMessage: M.colaboradorInativo }]);
        const [benefit] = await tx.select({ ativo: beneficio.ativo }).from(beneficio).where(eq(beneficio.cod, benefCod));
        if (!benefit?.ativo) throw badRequest([{ field: 'benefCod', errorMessage: M.beneficioInvalido }]);
        const [branchValue] = await tx
          .select({ id: valorBeneficio.id })
          .from(valorBeneficio)
          .where(and(eq(valorBeneficio.benefCod, benefCod), eq(valorBeneficio.filialCod, employee.filial)));
        if (!branchValue) throw badRequest([{ field: 'benefCod', errorMessage: M.semValorNaFilial }]);
        const [existing] = await tx.select({ id: colaboradorBeneficio.id }).from(colaboradorBeneficio).where(activeRow(mat, benefCod));
        if (existing) throw badRequest([{ field: 'benefCod', errorMessage: M.duplicado }]);
        const [inserted] = await tx
          .insert(colaboradorBeneficio)
          .values({ rolMat: mat, benefCod, filialCod: employee.filial, ...adjustmentColumns(value) })
          .returning({ id: colaboradorBeneficio.id });
        return inserted.id;
      }).catch((error: unknown) => {
        const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
        if (cause?.code === '23505') throw badRequest([{ field: 'benefCod', errorMessage: M.duplicado }]);
        throw error;
      });
      return { result: { insertId } };
    },
  );

  app.put(
    '/beneficio/colab/:mat/:benefCod',
    {
      config,
      schema: {
        tags,
        summary: 'Atualiza os adicionais e subtrações do benefício do colaborador',
        params: matBenefParams,
        body,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => {
      const { mat, benefCod } = request.params;
      const affectedRows = await app.db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: colaboradorBeneficio.id, filialCod: colaboradorBeneficio.filialCod })
          .from(colaboradorBeneficio)
          .where(activeRow(mat, benefCod))
          .for('update');
        if (!current) throw notFound(M.naoEncontrado);
        const body = { ...request.body, rolMat: mat, benefCod, filialCod: current.filialCod };
        const value = validateBody(body);
        await tx
          .update(colaboradorBeneficio)
          .set({ ...adjustmentColumns(value), updatedAt: new Date() })
          .where(eq(colaboradorBeneficio.id, current.id));
        return 1;
      });
      return { result: { affectedRows } };
    },
  );

  app.delete(
    '/beneficio/:mat/:benefCod/:filialCod',
    {
      config,
      schema: {
        tags,
        summary: 'Remove o benefício do colaborador (exclusão lógica; fechamentos calculados devem ser recalculados)',
        params: deleteParams,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request) => {
      const { mat, benefCod, filialCod } = request.params;
      const removed = await app.db
        .update(colaboradorBeneficio)
        .set({ ativo: false, updatedAt: new Date() })
        .where(and(activeRow(mat, benefCod), eq(colaboradorBeneficio.filialCod, filialCod)))
        .returning({ id: colaboradorBeneficio.id });
      if (removed.length === 0) throw notFound(M.naoEncontrado);
      return { result: { affectedRows: removed.length } };
    },
  );
}
