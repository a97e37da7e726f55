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
import type { Db } from '../../../db/client';
import { registrarEvento, type AutorDaEntrada } from '../../auditoria';
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

/**
 * Which keys had their limit hit recorded, until when (this process). A key over its limit stays
 * over until its wait ends: the first 429 of the wait is recorded, the rest of the flood is not.
 */
export class LimitesRegistrados {
  private readonly ate = new Map<string, number>();

  /** True (and remembered until now + segundos) when `chave` has no recorded hit still running. */
  primeiroNaJanela(chave: string, segundos: number, agora = Date.now()): boolean {
    if ((this.ate.get(chave) ?? 0) > agora) return false;
    if (this.ate.size > 10_000) for (const [antiga, fim] of this.ate) if (fim <= agora) this.ate.delete(antiga);
    this.ate.set(chave, agora + Math.max(1, segundos) * 1000);
    return true;
  }
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
