/**
 * Contracting regimes (spec 02 section 7, Regimes) with their provision settings (DOMAIN.md,
 * 'Payroll closing' item 6), their linked taxes (regime_imposto, see ../REGIME_IMPOSTO_API.md) and
 * the functions of their active employees.
 */
import {
  CADASTRO_MESSAGES,
  regimeSchema,
  type RegimeImpostoRecord,
} from '@financeiro/domain';
import type { Db } from '../../../db/client';
import { regimeContrato } from '../../../db/schema';
import type { CrudResource } from '../../../http/crud';
import { badRequest, notFound } from '../../../http/errors';
import * as q from '../queries';
import { isUniqueViolation } from '../../../db/errors';

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

/** Contracting regimes (spec 02 section 7) with their provision settings: plain generic CRUD. */
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

export const REGIME_IMPOSTO_MESSAGES = {
  regimeNaoEncontrado: 'Regime não encontrado.',
  impostoNaoEncontrado: 'Imposto não encontrado.',
} as const;

interface LinkBody {
  regime_cod: number;
  imposto_cod: number;
  ativo?: boolean;
}


/** Both ends of the link must exist (a missing one is a field error, not a 500). */
async function checkLinkReferences(db: Db, body: LinkBody): Promise<void> {
  const regimeFound = await q.regimeExists(db, body.regime_cod);
  const impostoFound = await q.impostoExists(db, body.imposto_cod);
  const errors = [
    ...(regimeFound ? [] : [{ field: 'regime_cod', errorMessage: REGIME_IMPOSTO_MESSAGES.regimeNaoEncontrado }]),
    ...(impostoFound ? [] : [{ field: 'imposto_cod', errorMessage: REGIME_IMPOSTO_MESSAGES.impostoNaoEncontrado }]),
  ];
  if (errors.length > 0) throw badRequest(errors);
}

/** GET /regime/imposto/:cod — every link of the regime, active and inactive; 404 for an unknown regime. */
export async function listLinksDoRegime(db: Db, regimeCod: number): Promise<RegimeImpostoRecord[]> {
  if (!(await q.regimeExists(db, regimeCod))) throw notFound();
  return q.selectRegimeImpostoLinks(db, regimeCod);
}

/** POST /regime/imposto/:cod — inserts the active link or reactivates the pair's inactive one; already active: 400. */
export async function linkImposto(db: Db, impostoCod: number, link: Omit<LinkBody, 'imposto_cod'>): Promise<number> {
  const body = { ...link, imposto_cod: impostoCod };
  await checkLinkReferences(db, body);
  let insertId: number | undefined;
  try {
    insertId = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const existing = await q.lockRegimeImpostoPair(txDb, body.regime_cod, body.imposto_cod);
      if (existing.some((row) => row.ativo)) return undefined;
      if (existing[0]) {
        await q.setRegimeImpostoAtivo(txDb, existing[0].id, true);
        return existing[0].id;
      }
      return q.insertRegimeImposto(txDb, body.regime_cod, body.imposto_cod);
    });
  } catch (error) {
    // Two requests linking the same pair at once: the partial unique index refuses the second.
    if (!isUniqueViolation(error)) throw error;
  }
  if (insertId === undefined) throw badRequest(CADASTRO_MESSAGES.regimeImpostoNaoSalvo);
  return insertId;
}

/** PUT /regime/imposto/:cod — sets the link's `ativo` (idempotent); no link for the pair: 400. */
export async function setLinkAtivo(db: Db, impostoCod: number, link: Omit<Required<LinkBody>, 'imposto_cod'>): Promise<number> {
  const body = { ...link, imposto_cod: impostoCod };
  await checkLinkReferences(db, body);
  let affectedRows = 0;
  try {
    affectedRows = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const rows = await q.lockRegimeImpostoPair(txDb, body.regime_cod, body.imposto_cod);
      // One row per pair is kept (POST reactivates); with older duplicates the newest one is switched.
      const target = rows[0];
      if (!target) return 0;
      if (target.ativo !== body.ativo) await q.setRegimeImpostoAtivo(txDb, target.id, body.ativo);
      return 1;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  if (affectedRows <= 0) throw badRequest(CADASTRO_MESSAGES.regimeImpostoNaoSalvo);
  return affectedRows;
}

/** GET /regime/perfis/:cod — the distinct functions of the regime's active employees; 404 for an unknown regime. */
export async function perfisDoRegime(db: Db, regimeCod: number): Promise<Array<{ cod: number; nome: string }>> {
  if (!(await q.regimeExists(db, regimeCod))) throw notFound();
  return q.selectPerfisDoRegime(db, regimeCod);
}
