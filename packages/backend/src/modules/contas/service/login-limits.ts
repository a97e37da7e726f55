/**
 * Failed password checks slow down, they never lock, and they slow the one who fails, not the owner.
 * Failures are counted in the database (API processes are stateless) within the window:
 * - from a browser that signed in to the account before (a valid device token, see
 *   TokenService.signDevice), per (account, device) only;
 * - from any other client, per (account, client address) and per client address.
 * So failures coming from other addresses — a guesser rotating addresses — never delay a sign-in
 * from the owner's address, and failures from the owner's own address (a shared NAT) never delay the
 * owner's known browser. Up to `freeFailuresPerAccount` failures of a pair (`freeFailuresPerIp` of
 * an address) cost nothing; from then on every further attempt must wait 2^(n - free) seconds after
 * the last failure, capped at `maxDelaySeconds`, before the password is even checked (429 with
 * Retry-After otherwise; the refused attempt is not counted). A successful check clears the failures
 * of its own pair (never the address's, nor other addresses'); a password reset clears all of the
 * account's. Time comes from the process clock, so tests move it with mock timers.
 *
 * The account guard: once the account has `accountGuardFailures` failures in the window from all
 * clients together, a client the account does not know — no device token of it, and no sign-in with
 * the password from its address in the last KNOWN_ADDRESS_DAYS — is checked at most once per
 * `accountGuardIntervalSeconds` for that account (429 with Retry-After before any hashing otherwise).
 * A guesser rotating addresses thus costs about one argon2 check per interval instead of one per
 * guess, and the owner's address and browsers keep their own limits. The guard reads only the
 * failure counts of the account key, which a login name nobody has gets too, and only a correct
 * password makes an address known: it answers the same for existing and unknown accounts.
 */
import type { LoginLimits } from '../../../config';
import type { Conn, Db } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import * as q from '../queries';

export function accountKey(login: string): string {
  return login.trim().toLowerCase().slice(0, 254);
}

/** The account a failure counts for: the user found by login name or e-mail, else the typed login. */
export function loginAccountKey(candidate: { id: number } | null, login: string): string {
  return candidate ? `id:${candidate.id}` : `login:${accountKey(login)}`.slice(0, 254);
}

/** request.ip with IPv4-mapped IPv6 addresses ('::ffff:1.2.3.4') reduced to IPv4. */
export function normalizeIp(ip: string | undefined): string {
  const value = (ip ?? '').trim();
  return (value.toLowerCase().startsWith('::ffff:') && value.includes('.') ? value.slice(7) : value) || 'desconhecido';
}

export interface LoginSubject {
  /** loginAccountKey(...) */
  account: string;
  /** normalizeIp(request.ip) */
  ip: string;
  /** The id of a valid device token of this account (a browser that signed in to it before). */
  device?: string;
}

/** Seconds to wait after the last failure once `failures` happened in the window. */
export function delayAfter(failures: number, free: number, maxDelaySeconds: number): number {
  if (failures < free) return 0;
  return Math.min(maxDelaySeconds, 2 ** Math.min(failures - free, 30));
}

/** An address the account signed in from with its password counts as known for this long. */
export const KNOWN_ADDRESS_DAYS = 90;

/** Whole seconds the subject must still wait before its next password check (0: go ahead). One query. */
export async function loginWaitSeconds(db: Conn, limits: LoginLimits, subject: LoginSubject, now: Date = new Date()): Promise<number> {
  const since = new Date(now.getTime() - limits.windowSeconds * 1000);
  const knownSince = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
  const ip = subject.ip.slice(0, 64);
  const row = await q.buscarEstatisticasDeFalhasDeLogin(db, subject.account, ip, subject.device, since, knownSince);
  const remaining = (count: number, last: string | Date | null, free: number) => {
    const delay = delayAfter(count, free, limits.maxDelaySeconds);
    // No delay due is no wait: the last failure may be stamped after `now` (a check that started
    // later took the lock first), and would otherwise cost a spurious 1 s (429) to concurrent
    // sign-ins from one address.
    if (!last || delay === 0) return 0;
    const until = new Date(last).getTime() + delay * 1000;
    return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  };
  if (subject.device) return remaining(row?.deviceCount ?? 0, row?.deviceLast ?? null, limits.freeFailuresPerAccount);
  const own = Math.max(
    remaining(row?.pairCount ?? 0, row?.pairLast ?? null, limits.freeFailuresPerAccount),
    remaining(row?.ipCount ?? 0, row?.ipLast ?? null, limits.freeFailuresPerIp),
  );
  if (row?.knownAddress || (row?.accountCount ?? 0) < limits.accountGuardFailures || !row?.accountLast) return own;
  const guardUntil = new Date(row.accountLast).getTime() + limits.accountGuardIntervalSeconds * 1000;
  return Math.max(own, Math.ceil((guardUntil - now.getTime()) / 1000));
}

export function loginThrottled(waitSeconds: number): HttpError {
  const when = waitSeconds < 60 ? `${waitSeconds} segundo(s)` : `${Math.ceil(waitSeconds / 60)} minuto(s)`;
  return new HttpError(
    429,
    { errors: [{ errorMessage: `Muitas tentativas de login. Aguarde ${when} e tente novamente.` }] },
    { 'retry-after': String(waitSeconds) },
  );
}

export interface PasswordCheck {
  /** The password was right: this attempt and the failures of its (account, address or device) pair are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Before a password check. In one transaction locked on the account and then on the address:
 * throws the 429 (with Retry-After) when the subject must still wait, else counts this attempt as
 * a failure up front. Checks of one account that run at the same time (on any API process)
 * therefore count each other: a burst of parallel guesses gets the same growing delay as guesses
 * one after another.
 */
export async function beginPasswordCheck(db: Db, limits: LoginLimits, subject: LoginSubject, now: Date = new Date()): Promise<PasswordCheck> {
  const ip = subject.ip.slice(0, 64);
  await db.transaction(async (tx) => {
    await q.travarSujeitoDoLogin(tx, subject.account, ip);
    const wait = await loginWaitSeconds(tx, limits, subject, now);
    if (wait > 0) throw loginThrottled(wait);
    await q.inserirFalhaDeLogin(tx, { accountKey: subject.account, ip, device: subject.device ?? null, createdAt: now });
    // Housekeeping: rows older than the window no longer count.
    await q.removerFalhasDeLoginAntigas(tx, subject.account, ip, new Date(now.getTime() - limits.windowSeconds * 1000));
  });
  return {
    async succeeded() {
      // This attempt was counted under its pair: clearing the pair's failures removes it too.
      await q.removerFalhasDeLoginDoPar(db, subject.account, subject.device ? { device: subject.device } : { ip });
      await q.inserirOuAtualizarEnderecoConhecido(db, subject.account, ip, now);
    },
  };
}

/** A password reset: the account's failures from every address and device stop counting. */
export async function limparFalhasDeLoginDaConta(db: Conn, userId: number): Promise<void> {
  await q.removerFalhasDeLoginDaConta(db, loginAccountKey({ id: userId }, ''));
}
