/**
 * Failed-login limits kept in the database (API processes are stateless): at most N failures
 * per account and M per client address within the window.
 */
import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { LoginLimits } from '../config';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export function accountKey(login: string): string {
  return login.trim().toLowerCase().slice(0, 254);
}

/** request.ip with IPv4-mapped IPv6 addresses ('::ffff:1.2.3.4') reduced to IPv4. */
export function normalizeIp(ip: string | undefined): string {
  const value = (ip ?? '').trim();
  return (value.toLowerCase().startsWith('::ffff:') && value.includes('.') ? value.slice(7) : value) || 'desconhecido';
}

function windowStart(limits: LoginLimits) {
  return sql`now() - make_interval(secs => ${limits.windowSeconds})`;
}

/** True when the account or the address already reached its limit in the window. */
export async function isLoginBlocked(db: Db, limits: LoginLimits, account: string, ip: string): Promise<boolean> {
  const since = windowStart(limits);
  const [accountRow] = await db
    .select({ total: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.accountKey, account), gt(loginFailures.createdAt, since)));
  if ((accountRow?.total ?? 0) >= limits.maxFailuresPerAccount) return true;
  const [ipRow] = await db
    .select({ total: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  return (ipRow?.total ?? 0) >= limits.maxFailuresPerIp;
}

export async function recordLoginFailure(db: Db, limits: LoginLimits, account: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ accountKey: account, ip: ip.slice(0, 64) });
  // Housekeeping: rows older than the window no longer count.
  await db
    .delete(loginFailures)
    .where(
      and(
        or(eq(loginFailures.accountKey, account), eq(loginFailures.ip, ip)),
        lt(loginFailures.createdAt, windowStart(limits)),
      ),
    );
}
