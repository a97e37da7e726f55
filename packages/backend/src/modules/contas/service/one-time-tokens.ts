/**
 * One-time tokens sent by e-mail (password reset, sign-up confirmation): 256 random bits from
 * the CSPRNG, base64url in the link; only their SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A plausible token (43 base64url characters); anything else is refused without a query. */
export function looksLikeOneTimeToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
