/**
 * Accounts module: the signed-in user's profile (/usuario) and the account services the other
 * access modules use (users, sessions, tokens, password hashing, login limits, rate limits, first
 * administrator, JWT secret). See README.md.
 */
export { default } from './routes';
export { EMAIL_READ_ONLY, INVALID_DATA } from './service';
export { AdminAccountError, createOrResetAdmin, ensureFirstAdmin, validateAdminAccount, validateAdminFields } from './service';
export { parseLoginBody } from './service';
export { beginPasswordCheck, clearAccountLoginFailures, loginAccountKey, normalizeIp } from './service';
export { assertNewPassword } from './service';
export { hashOneTimeToken, looksLikeOneTimeToken, newOneTimeToken } from './service';
export { PasswordHasher } from './service';
export { takeRate } from './service';
export { registrarLimiteDeLogin, registrarLoginAceito, registrarLoginRecusado, LimitesRegistrados, type MeioDeLogin } from './service';
export { resolveJwtSecret } from './service';
export { issueSession, revokeFamily, rotateSession, RotationError, sessionOfAuthorization, userOfAccessToken } from './service';
export { type AccessClaims, bearerToken, refreshClaims, type RefreshClaims, TokenError, TokenService } from './service';
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
} from './service';
