/**
 * Accounts module: the signed-in user's profile (/usuario) and the account services the other
 * access modules use (users, sessions, tokens, password hashing, login limits, rate limits, first
 * administrator, JWT secret). See README.md.
 */
export { default } from './routes';
export { EMAIL_READ_ONLY, INVALID_DATA } from './service';
export { AdminAccountError, criarOuRedefinirAdmin, garantirPrimeiroAdmin, validarContaDoAdmin, validarCamposDoAdmin } from './service';
export { lerCorpoDoLogin } from './service';
export { beginPasswordCheck, limparFalhasDeLoginDaConta, loginAccountKey, normalizeIp } from './service';
export { assertNewPassword } from './service';
export { hashOneTimeToken, looksLikeOneTimeToken, newOneTimeToken } from './service';
export { PasswordHasher } from './service';
export { takeRate } from './service';
export { registrarLimiteDeLogin, registrarLoginAceito, registrarLoginRecusado, LimitesRegistrados, type MeioDeLogin } from './service';
export { resolverSegredoJwt } from './service';
export { emitirSessao, encerrarSessao, revogarFamilia, rotacionarSessao, RotationError, sessionOfAuthorization, userOfAccessToken } from './service';
export { type AccessClaims, bearerToken, refreshClaims, type RefreshClaims, TokenError, TokenService } from './service';
export {
  accessTokenStillValid,
  type AuthUser,
  endAllSessions,
  endOtherSessions,
  encontrarCandidatoAoLogin,
  buscarUsuarioAtivo,
  buscarUsuarioDaSessao,
  sortSections,
  toUserPayload,
  toUserProfile,
  atualizarHashDaSenha,
  type UserPayload,
} from './service';
