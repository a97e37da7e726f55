import { isAxiosError } from 'axios';
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

/**
 * Where the browser keeps the device token of its last successful sign-in. It outlives the session
 * (logout keeps it): sent back at the next sign-in, it spares this browser the delays that failed
 * passwords from other clients — even behind the same address — cause (the API's login limits).
 */
export const DEVICE_TOKEN_STORAGE_KEY = 'financeiro-dispositivo';

function storedDeviceToken(): string | undefined {
  try {
    return localStorage.getItem(DEVICE_TOKEN_STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

export async function login(usuario: string, senha: string): Promise<SessionData> {
  const { data } = await http.post<SessionData & { device_token?: string }>('/login', {
    authorization: toBase64Json({ usuario, senha }),
    device_token: storedDeviceToken(),
  });
  const { device_token: deviceToken, ...session } = data;
  if (deviceToken) {
    try {
      localStorage.setItem(DEVICE_TOKEN_STORAGE_KEY, deviceToken);
    } catch {
      // Storage full or disabled: the sign-in goes on without the marker.
    }
  }
  useSession.getState().signIn(session);
  return session;
}

export const GOOGLE_FLOW_STORAGE_KEY = 'financeiro-google-flow';

/**
 * Starts the Google sign-in: the backend answers the authorization URL and a signed flow token,
 * kept in sessionStorage until Google sends the browser back to /login/google.
 */
export async function startGoogleLogin(): Promise<string> {
  const { data } = await http.get<{ url: string; flow: string }>('/login/google/url');
  sessionStorage.setItem(GOOGLE_FLOW_STORAGE_KEY, data.flow);
  return data.url;
}

/** Finishes the Google sign-in with the callback's query (code, state, iss). */
export async function loginWithGoogle(callback: URLSearchParams): Promise<SessionData> {
  const flow = sessionStorage.getItem(GOOGLE_FLOW_STORAGE_KEY) ?? '';
  sessionStorage.removeItem(GOOGLE_FLOW_STORAGE_KEY);
  const { data } = await http.post<SessionData>('/login/google', {
    code: callback.get('code') ?? '',
    state: callback.get('state') ?? '',
    iss: callback.get('iss') ?? undefined,
    flow,
  });
  useSession.getState().signIn(data);
  return data;
}

export async function logout(): Promise<void> {
  const { token, refresh_token } = useSession.getState();
  try {
    if (token || refresh_token) await http.post('/login/logout', { token, refresh_token });
  } finally {
    useSession.getState().clear('logout');
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
      useSession.getState().clear('expired');
      return false;
    }
    if (data.user) useSession.getState().updateUser(data.user);
    return true;
  } catch (error) {
    // The server refused the session: it died while the page was closed. No answer: it is not known why.
    useSession.getState().clear(isAxiosError(error) && error.response ? 'expired' : undefined);
    return false;
  }
}
