/**
 * Contracting regimes (spec 02 section 7, Regimes) with their provision settings (DOMAIN.md,
 * 'Payroll closing' item 6) and their linked taxes (regime_imposto):
 *
 *   GET  /regime/list?ativo            -> { result: Regime[] }
 *   GET  /regime/{cod}?ativo           -> { result: Regime }
 *   POST /regime/create                -> { result: { insertId } }
 *   PUT  /regime/update/{cod}          -> { result: { affectedRows } }
 *   GET  /regime/imposto/{cod}         -> { result: [{ id, regime_cod, imposto_cod, sigla, nome, ativo }] }  (cod = regime)
 *   POST /regime/imposto/{cod}         body { regime_cod }        (cod = tax) -> { result: { insertId } }
 *   PUT  /regime/imposto/{cod}         body { regime_cod, ativo } (cod = tax) -> { result: { affectedRows } }
 *   GET  /regime/perfis/{cod}          -> { result: [{ cod, nome }] }  functions of the regime's active employees
 *
 * The link routes are shared with the tax screens (see REGIME_IMPOSTO_API.md).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CADASTRO_MESSAGES, regimeImpostoAtivoSchema, regimeImpostoSchema, regimeSchema, type RegimeImpostoRecord } from '@financeiro/domain';
import type { Db } from '../../db/client';
import { colaborador, funcao, imposto, regimeContrato, regimeImposto } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { registerCrud, validateOrThrow, type CrudResource } from '../../http/crud';
import { IdParams, typed, yupBody } from '../../http/fields';

/** Provision flags: API (and form) name -> Drizzle column key. */
export const REGIME_PROVISION_FIELDS = {
  provisiona_decimo_terceiro: 'provisionaDecimoTerceiro',
  provisiona_ferias: 'provisionaFerias',
  provisiona_terco_ferias: 'provisionaTercoFerias',
  provisiona_rescisao: 'provisionaRescisao',
  provisiona_fgts: 'provisionaFgts',
  recesso_remunerado: 'recessoRemunerado',
} as const;

const provisionEntries = Object.entries(REGIME_PROVISION_FIELDS) as Array<[keyof typeof REGIME_PROVISION_FIELDS, string]>;

export const regimeResource: CrudResource<typeof regimeContrato> = {
  label: 'regimes de contrato',
  tag: 'Cadastros',
  table: regimeContrato,
  key: regimeContrato.cod,
  keyName: 'cod',
  active: regimeContrato.ativo,
  schema: regimeSchema,
  paths: { list: '/regime/list', get: '/regime', create: '/regime/create', update: '/regime/update' },
  toColumns: (value) => ({
    sigla: value.sigla,
    nome: value.nome,
    descricao: value.descricao ?? null,
    ativo: value.ativo,
    ...Object.fromEntries(provisionEntries.map(([api, column]) => [column, value[api]])),
  }),
  toApi: (row) => ({
    cod: row.cod,
    sigla: row.sigla,
    nome: row.nome,
    descricao: row.descricao,
    ativo: row.ativo,
    ...Object.fromEntries(provisionEntries.map(([api, column]) => [api, row[column]])),
  }),
};

/**
 * The regime-tax links (active and inactive) of a regime or of a tax, with the tax's sigla and
 * nome, sorted by tax code. Exported for the tax detail (GET /imposto/{cod} carries its regimes).
 */
export async function listRegimeImpostoLinks(db: Db, by: { regimeCod?: number; impostoCod?: number }): Promise<RegimeImpostoRecord[]> {
  const conditions = [
    by.regimeCod === undefined ? undefined : eq(regimeImposto.regimeCod, by.regimeCod),
    by.impostoCod === undefined ? undefined : eq(regimeImposto.impostoCod, by.impostoCod),
  ];
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
    .where(and(...conditions))
    .orderBy(asc(regimeImposto.impostoCod), asc(regimeImposto.regimeCod), asc(regimeImposto.id));
}

export const REGIME_IMPOSTO_MESSAGES = {
  regimeNaoEncontrado: 'Regime não encontrado.',
  impostoNaoEncontrado: 'Imposto não encontrado.',
} as const;

/** PUT body: the link schema plus the new situation. */

interface LinkBody {
  regime_cod: number;
  imposto_cod: number;
  ativo?: boolean;
}

/** Unique violation (PostgreSQL 23505), as thrown by pg, PGlite or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** Both ends of the link must exist (a missing one is a field error, not a 500). */
async function checkLinkReferences(db: Db, body: LinkBody): Promise<void> {
  const [regimeRow] = await db.select({ cod: regimeContrato.cod }).from(regimeContrato).where(eq(regimeContrato.cod, body.regime_cod)).limit(1);
  const [impostoRow] = await db.select({ cod: imposto.cod }).from(imposto).where(eq(imposto.cod, body.imposto_cod)).limit(1);
  const errors = [
    ...(regimeRow ? [] : [{ field: 'regime_cod', errorMessage: REGIME_IMPOSTO_MESSAGES.regimeNaoEncontrado }]),
    ...(impostoRow ? [] : [{ field: 'imposto_cod', errorMessage: REGIME_IMPOSTO_MESSAGES.impostoNaoEncontrado }]),
  ];
  if (errors.length > 0) throw badRequest(errors);
}

const codParams = IdParams('cod');

const linkItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    regime_cod: { type: 'integer' },
    imposto_cod: { type: 'integer' },
    sigla: { type: 'string' },
    nome: { type: 'string' },
    ativo: { type: 'boolean' },
  },
} as const;

export function registerRegimeRoutes(instance: FastifyInstance): void {
  const app = typed(instance);
  registerCrud(app, regimeResource);
  const config = sectionRoute('cadastros');
  const tags = ['Cadastros'];

  app.get(
    '/regime/imposto/:cod',
    {
      config,
      schema: {
        tags,
        summary: 'Impostos vinculados ao regime {cod} (vínculos ativos e inativos)',
        params: codParams,
        response: {
          200: { type: 'object', properties: { result: { type: 'array', items: linkItem } } },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const { cod } = request.params;
      const [regimeRow] = await app.db.select({ cod: regimeContrato.cod }).from(regimeContrato).where(eq(regimeContrato.cod, cod)).limit(1);
      if (!regimeRow) throw notFound();
      return { result: await listRegimeImpostoLinks(app.db, { regimeCod: cod }) };
    },
  );

  app.post(
    '/regime/imposto/:cod',
    {
      config,
      schema: {
        tags,
        summary: 'Vincula o imposto {cod} ao regime do corpo { regime_cod }',
        description:
          'Insere o vínculo ativo (ou reativa o vínculo inativo existente). Se o imposto já está vinculado ao regime, ' +
          `responde 400 '${CADASTRO_MESSAGES.regimeImpostoNaoSalvo}'.`,
        params: codParams,
        body: yupBody(regimeImpostoSchema),
        response: errorResponses(400, 401, 403),
      },
    },
    async (request) => {
      const { cod } = request.params;
      const body = validateOrThrow<LinkBody>(regimeImpostoSchema, { ...request.body, imposto_cod: cod });
      await checkLinkReferences(app.db, body);
      let insertId: number | undefined;
      try {
        insertId = await app.db.transaction(async (tx) => {
          const pair = and(eq(regimeImposto.regimeCod, body.regime_cod), eq(regimeImposto.impostoCod, body.imposto_cod));
          const existing = await tx
            .select({ id: regimeImposto.id, ativo: regimeImposto.ativo })
            .from(regimeImposto)
            .where(pair)
            .orderBy(desc(regimeImposto.ativo), desc(regimeImposto.id))
            .for('update');
          if (existing.some((row) => row.ativo)) return undefined;
          if (existing[0]) {
            await tx.update(regimeImposto).set({ ativo: true, updatedAt: new Date() }).where(eq(regimeImposto.id, existing[0].id));
            return existing[0].id;
          }
          const [inserted] = await tx
            .insert(regimeImposto)
            .values({ regimeCod: body.regime_cod, impostoCod: body.imposto_cod, ativo: true })
            .returning({ id: regimeImposto.id });
          return inserted.id;
        });
      } catch (error) {
        // Two requests linking the same pair at once: the partial unique index refuses the second.
        if (!isUniqueViolation(error)) throw error;
      }
      if (insertId === undefined) throw badRequest(CADASTRO_MESSAGES.regimeImpostoNaoSalvo);
      return { result: { insertId } };
    },
  );

  app.put(
    '/regime/imposto/:cod',
    {
      config,
      schema: {
        tags,
        summary: 'Ativa ou desativa o vínculo do imposto {cod} com o regime do corpo { regime_cod, ativo }',
        description: `Sem vínculo entre o regime e o imposto, responde 400 '${CADASTRO_MESSAGES.regimeImpostoNaoSalvo}'.`,
        params: codParams,
        body: yupBody(regimeImpostoAtivoSchema),
        response: errorResponses(400, 401, 403),
      },
    },
    async (request) => {
      const { cod } = request.params;
      const body = validateOrThrow<Required<LinkBody>>(regimeImpostoAtivoSchema, { ...request.body, imposto_cod: cod });
      await checkLinkReferences(app.db, body);
      let affectedRows = 0;
      try {
        affectedRows = await app.db.transaction(async (tx) => {
          const pair = and(eq(regimeImposto.regimeCod, body.regime_cod), eq(regimeImposto.impostoCod, body.imposto_cod));
          const rows = await tx
            .select({ id: regimeImposto.id, ativo: regimeImposto.ativo })
            .from(regimeImposto)
            .where(pair)
            .orderBy(desc(regimeImposto.ativo), desc(regimeImposto.id))
            .for('update');
          // One row per pair is kept (POST reactivates); with older duplicates the newest one is switched.
          const target = rows[0];
          if (!target) return 0;
          if (target.ativo !== body.ativo) {
            await tx.update(regimeImposto).set({ ativo: body.ativo, updatedAt: new Date() }).where(eq(regimeImposto.id, target.id));
          }
          return 1;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      if (affectedRows <= 0) throw badRequest(CADASTRO_MESSAGES.regimeImpostoNaoSalvo);
      return { result: { affectedRows } };
    },
  );

  app.get(
    '/regime/perfis/:cod',
    {
      config,
      schema: {
        tags,
        summary: 'Perfis do regime {cod}: funções distintas (cod, nome) dos colaboradores ativos do regime, por código',
        params: codParams,
        response: {
          200: {
            type: 'object',
            properties: {
              result: { type: 'array', items: { type: 'object', properties: { cod: { type: 'integer' }, nome: { type: 'string' } } } },
            },
          },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const { cod } = request.params;
      const [regimeRow] = await app.db.select({ cod: regimeContrato.cod }).from(regimeContrato).where(eq(regimeContrato.cod, cod)).limit(1);
      if (!regimeRow) throw notFound();
      const rows = await app.db
        .selectDistinct({ cod: funcao.cod, nome: funcao.nome })
        .from(colaborador)
        .innerJoin(funcao, eq(funcao.cod, colaborador.funcao))
        .where(and(eq(colaborador.regime, cod), eq(colaborador.ativo, true)))
        .orderBy(asc(funcao.cod));
      return { result: rows };
    },
  );
}
