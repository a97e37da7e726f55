/**
 * Accounts module: the signed-in user's profile (/usuario) and the account services the other
 * access modules use (users, sessions, tokens, password hashing, login limits, rate limits, first
 * administrator, JWT secret). See README.md.
 */
export { default } from './routes';
export { EMAIL_READ_ONLY, INVALID_DATA } from './service';
export { AdminAccountError, createOrResetAdmin, ensureFirstAdmin, validateAdminAccount, validateAdminFields } from './first-admin';
export { parseLoginBody } from './login-body';
export { beginPasswordCheck, clearAccountLoginFailures, loginAccountKey, normalizeIp } from './login-limits';
export { assertNewPassword } from './new-password';
export { hashOneTimeToken, looksLikeOneTimeToken, newOneTimeToken } from './one-time-tokens';
export { PasswordHasher } from './passwords';
export { takeRate } from './rate';
export { resolveJwtSecret } from './secret';
export { issueSession, revokeFamily, rotateSession, RotationError, sessionOfAuthorization, userOfAccessToken } from './sessions';
export { type AccessClaims, bearerToken, refreshClaims, type RefreshClaims, TokenError, TokenService } from './tokens';
export {
  accessTokenStillValid,
  type AuthUser,
  endAllSessions,
  endOtherSessions,
  findLoginCandidate,
  loadActiveUser,
  loadSessionUser,
  sortSections,
  toUserPayload,
  toUserProfile,
  updatePasswordHash,
  type UserPayload,
} from './users';
