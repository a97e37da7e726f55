/**
 * Access and refresh tokens: HS256 JWTs (jose) with a fixed algorithm list, audience
 * 'financeiro-api', issuer from config and a `typ` claim ('access' | 'refresh') that is always
 * checked, so a refresh token is never accepted where an access token is expected.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { API_NAME } from '@financeiro/domain';
import type { AuthErrorCode } from '../../../http/errors';

export type TokenType = 'access' | 'refresh' | 'device';

/** How long a browser stays known to an account after its last successful sign-in. */
export const DEVICE_TOKEN_TTL_SECONDS = 180 * 24 * 60 * 60;

export const TOKEN_AUDIENCE = API_NAME;
export const TOKEN_ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  jti: string;
  /** The session (refresh-token family) the access token belongs to: claim `fam`. */
  familyId: string;
  expiresAt: Date;
  /** Issue instant (milliseconds from the `iam` claim, else iat). */
  issuedAt: Date;
}

export interface RefreshClaims {
  userId: number;
  jti: string;
  familyId: string;
  expiresAt: Date;
}

export class TokenError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    /** Claims of a correctly signed but expired token (for logout). */
    readonly expiredPayload?: JWTPayload,
  ) {
    super(message);
    this.name = 'TokenError';
  }
}

export interface TokenServiceOptions {
  secret: string;
  issuer: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(private readonly options: TokenServiceOptions) {
    if (!options.secret) throw new Error('Segredo JWT não configurado.');
    this.key = new TextEncoder().encode(options.secret);
  }

  get accessTtlSeconds(): number {
    return this.options.accessTtlSeconds;
  }

  get refreshTtlSeconds(): number {
    return this.options.refreshTtlSeconds;
  }

  private async sign(typ: TokenType, subject: number, jti: string, ttlSeconds: number, extra: JWTPayload = {}) {
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + ttlSeconds;
    const token = await new SignJWT({ ...extra, typ })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(String(subject))
      .setIssuer(this.options.issuer)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(jti)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  /**
   * An access token of the session `familyId` (claim `fam`): the guard refuses it as soon as that
   * family is revoked (logout, refresh-token reuse, password change, disabling).
   */
  async signAccess(userId: number, familyId: string): Promise<{ token: string; expiresAt: Date }> {
    // iat has whole seconds; `iam` keeps the issue instant in milliseconds for the session cut-off.
    return this.sign('access', userId, randomUUID(), this.options.accessTtlSeconds, { iam: Date.now(), fam: familyId });
  }

  async signRefresh(userId: number, familyId: string, jti: string = randomUUID()) {
    const signed = await this.sign('refresh', userId, jti, this.options.refreshTtlSeconds, { fam: familyId });
    return { ...signed, jti };
  }

  /**
   * A device token: handed out at a successful password sign-in and sent back by the browser at
   * the next ones, so the failed checks of other clients never slow it (login-limits.ts). It grants
   * nothing else. `deviceId` keeps the id of the browser's previous token.
   */
  async signDevice(userId: number, deviceId: string = randomUUID()): Promise<string> {
    return (await this.sign('device', userId, deviceId, DEVICE_TOKEN_TTL_SECONDS)).token;
  }

  /** The device id of a valid device token of `userId`; undefined for anything else. */
  async deviceOf(token: string | undefined, userId: number): Promise<string | undefined> {
    if (!token) return undefined;
    try {
      const payload = await this.verify(token, 'device');
      return subjectToId(payload.sub) === userId && UUID.test(String(payload.jti)) ? String(payload.jti) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Verifies signature, algorithm, issuer, audience, expiry and type. Throws TokenError. */
  private async verify(token: string, typ: TokenType): Promise<JWTPayload> {
    const expectedClaims = (payload: JWTPayload) =>
      payload.typ === typ &&
      payload.iss === this.options.issuer &&
      (Array.isArray(payload.aud) ? payload.aud.includes(TOKEN_AUDIENCE) : payload.aud === TOKEN_AUDIENCE);
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: this.options.issuer,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'sub', 'jti', 'iat'],
      });
      if (!expectedClaims(payload)) throw new TokenError('UNAUTHORIZED', `token type is not ${typ}`);
      return payload;
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof joseErrors.JWTExpired) {
        // The signature was verified before the expiry check.
        if (expectedClaims(error.payload)) throw new TokenError('TOKEN_EXPIRED', 'token expired', error.payload);
        throw new TokenError('UNAUTHORIZED', `token type is not ${typ}`);
      }
      throw new TokenError('UNAUTHORIZED', error instanceof Error ? error.message : 'invalid token');
    }
  }

  /** Also requires the session family (`fam`); tokens without one are refused. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    const payload = await this.verify(token, 'access');
    if (typeof payload.fam !== 'string' || !UUID.test(payload.fam)) throw new TokenError('UNAUTHORIZED', 'access token without family');
    return {
      userId: subjectToId(payload.sub),
      jti: String(payload.jti),
      familyId: payload.fam,
      expiresAt: new Date(payload.exp! * 1000),
      issuedAt: new Date(typeof payload.iam === 'number' ? payload.iam : (payload.iat ?? 0) * 1000),
    };
  }

  async verifyRefresh(token: string): Promise<RefreshClaims> {
    const payload = await this.verify(token, 'refresh');
    return refreshClaims(payload);
  }

  /**
   * The session (user and family) a correctly signed access or refresh token belongs to, expired
   * or not; undefined for anything else. Logout accepts either token.
   */
  async sessionOf(token: string): Promise<{ userId: number; familyId: string } | undefined> {
    for (const typ of ['refresh', 'access'] as const) {
      let payload: JWTPayload | undefined;
      try {
        payload = await this.verify(token, typ);
      } catch (error) {
        if (error instanceof TokenError && error.expiredPayload) payload = error.expiredPayload;
      }
      if (!payload) continue;
      try {
        const { userId, familyId } = refreshClaims(payload);
        return { userId, familyId };
      } catch {
        return undefined;
      }
    }
    return undefined;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function refreshClaims(payload: JWTPayload): RefreshClaims {
  if (typeof payload.fam !== 'string' || !UUID.test(payload.fam) || !UUID.test(String(payload.jti))) {
    throw new TokenError('UNAUTHORIZED', 'refresh token without family');
  }
  return {
    userId: subjectToId(payload.sub),
    jti: String(payload.jti),
    familyId: payload.fam,
    expiresAt: new Date((payload.exp ?? 0) * 1000),
  };
}

function subjectToId(sub: string | undefined): number {
  const id = Number(sub);
  if (!Number.isSafeInteger(id) || id <= 0) throw new TokenError('UNAUTHORIZED', 'invalid subject');
  return id;
}

/** 'Bearer abc' -> 'abc'; undefined when the header is absent or malformed. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1];
}
