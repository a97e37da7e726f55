/**
 * Google sign-in (OpenID Connect authorization-code flow with PKCE, state and nonce) done by the
 * backend with openid-client. The browser gets the authorization URL plus a signed, short-lived
 * "flow" token holding state, nonce and the PKCE verifier; it returns with the code, the state
 * and that flow token. The person is identified by issuer + subject (user_identities); an
 * existing account is linked by e-mail only when the e-mail is verified and an administrator
 * allowed it (users.google_link_allowed); an unknown person gets a sign-up request.
 */
import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { GoogleConfig } from '../../../config';

const FLOW_TTL_SECONDS = 10 * 60;
const FLOW_AUDIENCE = 'financeiro-google-flow';
export const GOOGLE_SCOPES = 'openid profile email';

export interface GoogleStart {
  url: string;
  flow: string;
}

export interface GoogleProfile {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export type GoogleOutcome =
  | { kind: 'user'; userId: number }
  | { kind: 'disabled' }
  | { kind: 'link-not-allowed' }
  | { kind: 'unverified' }
  | { kind: 'unknown'; profile: GoogleProfile };

export class GoogleSignIn {
  private configuration?: Promise<oidc.Configuration>;
  private readonly flowKey: Uint8Array;

  constructor(
    private readonly config: GoogleConfig,
    jwtSecret: string,
  ) {
    // A key of its own, derived from the JWT secret: a flow token is never a session token.
    this.flowKey = createHash('sha256').update(`${jwtSecret}\0google-flow`).digest();
  }

  private discover(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(new URL(this.config.issuer), this.config.clientId, this.config.clientSecret, undefined, {
        execute: this.config.allowInsecure ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async start(): Promise<GoogleStart> {
    const configuration = await this.discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.config.redirectUri,
      scope: GOOGLE_SCOPES,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      // Google's offline access (a refresh token); other providers ignore it.
      access_type: 'offline',
      prompt: 'consent',
    });
    const flow = await new SignJWT({ st: state, nn: nonce, cv: verifier })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(FLOW_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
      .sign(this.flowKey);
    return { url: url.href, flow };
  }

  /** Exchanges the code (checking state, nonce, PKCE and the ID token) for the person's profile. */
  async finish(input: { code: string; state: string; flow: string; iss?: string }): Promise<GoogleProfile> {
    const { payload } = await jwtVerify(input.flow, this.flowKey, { algorithms: ['HS256'], audience: FLOW_AUDIENCE });
    const { st, nn, cv } = payload as { st?: string; nn?: string; cv?: string };
    if (!st || !nn || !cv || st !== input.state) throw new Error('state inválido');
    const configuration = await this.discover();
    const callback = new URL(this.config.redirectUri);
    callback.searchParams.set('code', input.code);
    callback.searchParams.set('state', input.state);
    // RFC 9207: providers that announce it (Google does) put their issuer in the callback.
    if (input.iss) callback.searchParams.set('iss', input.iss);
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: cv,
      expectedState: st,
      expectedNonce: nn,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('sem ID token');
    let info: Record<string, unknown> = { ...claims };
    if (typeof claims.email !== 'string') {
      // Providers that keep the profile out of the ID token answer it at the userinfo endpoint.
      info = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)), ...info };
    }
    return {
      issuer: String(claims.iss),
      subject: String(claims.sub),
      email: typeof info.email === 'string' ? info.email.trim().toLowerCase() : undefined,
      emailVerified: info.email_verified === true || info.email_verified === 'true',
      givenName: String(info.given_name ?? info.name ?? '').slice(0, 60),
      familyName: String(info.family_name ?? '').slice(0, 60),
    };
  }
}
