/**
 * Security events of the sign-in (issue 37): accepted and refused sign-ins, and the login guard's
 * limit. Each is one audit entry in its own transaction (registrarEvento): one insert beside the
 * chain's lock and last-hash read. Never the password.
 *
 * A flood of refused sign-ins does not become a flood of writes: a refused password is recorded
 * only after its argon2 check, which the login guard already slows per account and address; past
 * the guard's free failures the attempts are answered 429 before any check, and those are recorded
 * once per account per wait (`LimitesRegistrados`), not once per 429.
 */
import { AUTOR_DESCONHECIDO } from '@financeiro/domain';
import type { Db, Tx } from '../../../db/client';
import { LimitesRegistrados } from '../../../http/eventos-de-seguranca';
import { registrarAuditoria, registrarEvento, type AutorDaEntrada } from '../../auditoria';

export { LimitesRegistrados };
import { accountKey } from './login-limits';

/** How the person signed in. */
export type MeioDeLogin = 'senha' | 'google' | 'senha de administrador (aprovação de cadastro)';

/** The account of an attempt, when the typed login names one. */
export interface ContaDaTentativa {
  id: number;
  name: string;
}

const autorDa = (conta: ContaDaTentativa | null): AutorDaEntrada => (conta ? { id: conta.id, nome: conta.name } : { id: null, nome: AUTOR_DESCONHECIDO });

/** Entity key of an attempt: the account's id, or the typed login (normalised) when it names none. */
const chaveDa = (conta: ContaDaTentativa | null, login: string) => (conta ? conta.id : accountKey(login).slice(0, 100));

export function registrarLoginAceito(db: Db, conta: ContaDaTentativa, meio: MeioDeLogin, ip: string): Promise<void> {
  return registrarEvento(db, { acao: 'login', entidade: 'sessao', chave: conta.id, detalhes: { meio, ip } }, autorDa(conta));
}

/** A refused sign-in: the typed login only when it names no account (it may be a mistyped password). */
export function registrarLoginRecusado(db: Db, conta: ContaDaTentativa | null, login: string, motivo: string, ip: string): Promise<void> {
  const detalhes: Record<string, unknown> = { motivo, ip };
  if (!conta) detalhes.login = accountKey(login).slice(0, 100);
  return registrarEvento(db, { acao: 'login_falhou', entidade: 'sessao', chave: chaveDa(conta, login), detalhes }, autorDa(conta));
}

const limitesDeLogin = new LimitesRegistrados();

/** The login guard's 429: recorded once per account per wait. */
export async function registrarLimiteDeLogin(db: Db, conta: ContaDaTentativa | null, login: string, ip: string, segundos: number): Promise<void> {
  const chave = chaveDa(conta, login);
  if (!limitesDeLogin.primeiroNaJanela(`login:${chave}`, segundos)) return;
  const detalhes: Record<string, unknown> = { limite: 'tentativas de login', ip, esperaSegundos: segundos };
  if (!conta) detalhes.login = accountKey(login).slice(0, 100);
  await registrarEvento(db, { acao: 'limite_atingido', entidade: 'sessao', chave, detalhes }, autorDa(conta));
}

/**
 * A session ended by its owner (POST /login/logout), in the transaction that revoked its tokens: the
 * route is public, so the author is the token's user, passed here.
 */
export function registrarLogout(tx: Tx, usuario: ContaDaTentativa, ip: string): Promise<void> {
  return registrarAuditoria(tx, { acao: 'logout', entidade: 'sessao', chave: usuario.id, detalhes: { ip } }, autorDa(usuario));
}
