/**
 * Rate limits kept in the database (stateless API processes): at most `max` events per key in
 * the window. Time comes from the process clock so tests can move it.
 */
import { AUTOR_DESCONHECIDO } from '@financeiro/domain';
import type { Db } from '../../../db/client';
import { contextoDaRequisicao } from '../../../http/contexto-requisicao';
import { JANELA_DO_REGISTRO_DE_LIMITE_SEGUNDOS, LimitesRegistrados } from '../../../http/eventos-de-seguranca';
import { registrarEvento } from '../../auditoria';
import * as q from '../queries';

export interface RateRule {
  max: number;
  windowSeconds: number;
}

/**
 * Counts the event and answers whether it is within the limit (an over-limit event is not recorded).
 * Count and insert run under a transaction lock on (bucket, key): concurrent events of one key
 * (five forgot-password requests at once, or two API processes) cannot all see room for one more.
 */
export async function takeRate(db: Db, bucket: string, key: string, rule: RateRule, now: Date = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const safeKey = key.slice(0, 254);
  const within = await db.transaction(async (tx) => {
    await q.travarChaveDeTaxa(tx, bucket, safeKey);
    if ((await q.contarEventosDeTaxa(tx, bucket, safeKey, since)) >= rule.max) return false;
    await q.inserirEventoDeTaxa(tx, bucket, safeKey, now);
    await q.removerEventosDeTaxaAntigos(tx, bucket, safeKey, since);
    return true;
  });
  if (!within) await registrarLimiteDeTaxa(db, bucket, safeKey, now);
  return within;
}

/** The pt-BR name of each bucket's limit, as the audit trail shows it. */
const LIMITES_DE_TAXA: Record<string, string> = {
  'register-ip': 'pedidos de cadastro por endereço',
  'register-email': 'pedidos de cadastro por e-mail',
  'forgot-ip': 'recuperações de senha por endereço',
  'forgot-account': 'recuperações de senha por conta',
  vee: 'mensagens à Vee por usuário',
};

const limitesDeTaxa = new LimitesRegistrados();

/**
 * The audit trail's 'limite_atingido' (issue 37) for a refused event: once per (bucket, key) per
 * JANELA_DO_REGISTRO_DE_LIMITE_SEGUNDOS and process, whether the caller answers 429 (per address, Vee)
 * or answers as usual and does nothing (per e-mail, per account). Author: the signed-in user of the
 * request, else `desconhecido`.
 */
async function registrarLimiteDeTaxa(db: Db, bucket: string, key: string, now: Date): Promise<void> {
  if (!limitesDeTaxa.primeiroNaJanela(`${bucket}:${key}`, JANELA_DO_REGISTRO_DE_LIMITE_SEGUNDOS, now.getTime())) return;
  const usuario = contextoDaRequisicao()?.usuario;
  await registrarEvento(
    db,
    { acao: 'limite_atingido', entidade: 'sessao', chave: key.slice(0, 100), detalhes: { limite: LIMITES_DE_TAXA[bucket] ?? bucket } },
    usuario ? undefined : { id: null, nome: AUTOR_DESCONHECIDO },
  );
}
