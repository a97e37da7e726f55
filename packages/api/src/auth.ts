import { http, refreshSession } from './http';
import { useSession, type SessionData, type SessionUser } from './session';

/** UTF-8 safe base64 of a JSON value (the login payloads travel as base64 JSON). */
export function toBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary);
}

export async function login(usuario: string, senha: string): Promise<SessionData> {
  const { data } = await http.post<SessionData>('/login', { authorization: toBase64Json({ usuario, senha }) });
  useSession.getState().signIn(data);
  return data;
}

/** Asks the backend to start the Google sign-in (answers an error until it is configured). */
export async function loginWithGoogle(code?: string): Promise<SessionData> {
  const { data } = await http.post<SessionData>('/login/google', { code });
  useSession.getState().signIn(data);
  return data;
}

export async function logout(): Promise<void> {
  const { token, refresh_token } = useSession.getState();
  try {
    if (token || refresh_token) await http.post('/login/logout', { token, refresh_token });
  } finally {
    useSession.getState().clear();
  }
}

interface TokenCheck {
  status: string;
  errors: Array<{ errorMessage: string }>;
  user?: SessionUser;
}

/**
 * Session start (spec 01 section 4): the stored token is validated by the token check; an error
 * or a status other than ok signs the user out. Returns whether the session is still valid.
 */
export async function validateStoredSession(): Promise<boolean> {
  const { token } = useSession.getState();
  if (!token) return false;
  try {
    const { data } = await http.post<TokenCheck>('/password/check', { token, isRecovery: false });
    if (data.status !== 'ok') {
      // An expired short-lived access token is renewed with the refresh token before giving up.
      if (await refreshSession()) return true;
      useSession.getState().clear();
      return false;
    }
    if (data.user) useSession.getState().updateUser(data.user);
    return true;
  } catch {
    useSession.getState().clear();
    return false;
  }
}
