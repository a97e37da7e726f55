/**
 * Contracting regimes (spec 02 section 7, Regimes) with their provision settings (DOMAIN.md,
 * 'Payroll closing' item 6), their linked taxes (regime_imposto, see ../REGIME_IMPOSTO_API.md) and
 * the functions of their active employees.
 */
import {
  CADASTRO_MESSAGES,
  type Regime,
  type RegimeImpostoRecord,
} from '@financeiro/domain';
import type { Conn, Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import * as q from '../queries';
import { isUniqueViolation } from '../../../db/errors';
import { diferencas, registrarAuditoria } from '../../auditoria';
import { CAMPOS_REGIME } from './auditoria';

function regimeToApi(row: q.RegimeRow) {
  return {
    cod: row.cod,
    sigla: row.sigla,
    nome: row.nome,
    descricao: row.descricao,
    ativo: row.ativo,
    provisiona_decimo_terceiro: row.provisionaDecimoTerceiro,
    provisiona_ferias: row.provisionaFerias,
    provisiona_terco_ferias: row.provisionaTercoFerias,
    provisiona_rescisao: row.provisionaRescisao,
    provisiona_fgts: row.provisionaFgts,
    recesso_remunerado: row.recessoRemunerado,
  };
}

function regimeColumns(value: Regime): q.RegimeColumns {
  return {
    sigla: value.sigla,
    nome: value.nome,
    descricao: value.descricao ?? null,
    ativo: value.ativo,
    provisionaDecimoTerceiro: value.provisiona_decimo_terceiro,
    provisionaFerias: value.provisiona_ferias,
    provisionaTercoFerias: value.provisiona_terco_ferias,
    provisionaRescisao: value.provisiona_rescisao,
    provisionaFgts: value.provisiona_fgts,
    recessoRemunerado: value.recesso_remunerado,
  };
}

/** Contracting regimes (spec 02 section 7) with their provision settings: list, detail, create, update. */
export async function listarRegimes(db: Db, ativo: boolean | undefined) {
  return (await q.listarRegimes(db, ativo)).map(regimeToApi);
}

export async function buscarRegime(db: Db, cod: number, ativo: boolean | undefined) {
  const row = await q.buscarRegime(db, cod, ativo);
  if (!row) throw notFound();
  return regimeToApi(row);
}

export async function criarRegime(db: Db, value: Regime): Promise<number> {
  const colunas = regimeColumns(value);
  return db.transaction(async (tx) => {
    const cod = await q.inserirRegime(tx, colunas);
    await registrarAuditoria(tx, { acao: 'criar', entidade: 'regime', chave: cod, campos: diferencas(null, colunas, CAMPOS_REGIME) });
    return cod;
  });
}

export async function atualizarRegime(db: Db, cod: number, value: Regime): Promise<number> {
  const colunas = regimeColumns(value);
  return db.transaction(async (tx) => {
    const antes = await q.travarRegime(tx, cod);
    if (!antes) throw notFound();
    const affectedRows = await q.atualizarRegime(tx, cod, colunas);
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'regime', chave: cod, campos: diferencas(antes, colunas, CAMPOS_REGIME) });
    return affectedRows;
  });
}

/** The audit entry of a tax linked to or unlinked from a regime: the regime's entry, the tax by sigla. */
async function entradaDoVinculo(tx: Conn, regimeCod: number, impostoCod: number, ativo: boolean) {
  const sigla = (await q.buscarSiglaDoImposto(tx, impostoCod)) ?? String(impostoCod);
  return {
    acao: ativo ? ('vincular' as const) : ('desvincular' as const),
    entidade: 'regime' as const,
    chave: regimeCod,
    campos: [{ campo: 'Imposto vinculado', antes: ativo ? null : sigla, depois: ativo ? sigla : null }],
    detalhes: { imposto: impostoCod },
  };
}

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
async function validarReferenciasDoVinculo(db: Db, body: LinkBody): Promise<void> {
  const regimeFound = await q.existeRegime(db, body.regime_cod);
  const impostoFound = await q.existeImposto(db, body.imposto_cod);
  const errors = [
    ...(regimeFound ? [] : [{ field: 'regime_cod', errorMessage: REGIME_IMPOSTO_MESSAGES.regimeNaoEncontrado }]),
    ...(impostoFound ? [] : [{ field: 'imposto_cod', errorMessage: REGIME_IMPOSTO_MESSAGES.impostoNaoEncontrado }]),
  ];
  if (errors.length > 0) throw badRequest(errors);
}

/** GET /regime/imposto/:cod — every link of the regime, active and inactive; 404 for an unknown regime. */
export async function listarVinculosDoRegime(db: Db, regimeCod: number): Promise<RegimeImpostoRecord[]> {
  if (!(await q.existeRegime(db, regimeCod))) throw notFound();
  return q.listarVinculosDoRegime(db, regimeCod);
}

/** POST /regime/imposto/:cod — inserts the active link or reactivates the pair's inactive one; already active: 400. */
export async function vincularImposto(db: Db, impostoCod: number, link: Omit<LinkBody, 'imposto_cod'>): Promise<number> {
  const body = { ...link, imposto_cod: impostoCod };
  await validarReferenciasDoVinculo(db, body);
  let insertId: number | undefined;
  try {
    insertId = await db.transaction(async (tx) => {
      const existing = await q.travarVinculoRegimeImposto(tx, body.regime_cod, body.imposto_cod);
      if (existing.some((row) => row.ativo)) return undefined;
      const id = existing[0]?.id ?? (await q.inserirVinculoRegimeImposto(tx, body.regime_cod, body.imposto_cod));
      if (existing[0]) await q.definirVinculoAtivo(tx, id, true);
      await registrarAuditoria(tx, await entradaDoVinculo(tx, body.regime_cod, body.imposto_cod, true));
      return id;
    });
  } catch (error) {
    // Two requests linking the same pair at once: the partial unique index refuses the second.
    if (!isUniqueViolation(error)) throw error;
  }
  if (insertId === undefined) throw badRequest(CADASTRO_MESSAGES.regimeImpostoNaoSalvo);
  return insertId;
}

/** PUT /regime/imposto/:cod — sets the link's `ativo` (idempotent); no link for the pair: 400. */
export async function atualizarAtivoDoVinculo(db: Db, impostoCod: number, link: Omit<Required<LinkBody>, 'imposto_cod'>): Promise<number> {
  const body = { ...link, imposto_cod: impostoCod };
  await validarReferenciasDoVinculo(db, body);
  let affectedRows = 0;
  try {
    affectedRows = await db.transaction(async (tx) => {
      const rows = await q.travarVinculoRegimeImposto(tx, body.regime_cod, body.imposto_cod);
      // One row per pair is kept (POST reactivates); with older duplicates the newest one is switched.
      const target = rows[0];
      if (!target) return 0;
      if (target.ativo !== body.ativo) {
        await q.definirVinculoAtivo(tx, target.id, body.ativo);
        await registrarAuditoria(tx, await entradaDoVinculo(tx, body.regime_cod, body.imposto_cod, body.ativo));
      }
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
  if (!(await q.existeRegime(db, regimeCod))) throw notFound();
  return q.listarPerfisDoRegime(db, regimeCod);
}
