import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { useSession, type SessionData } from './session';
import { SESSION_EXPIRED_MESSAGE } from './errors';

/** The one axios instance of the application (shared singleton with the session store). */
export const http = axios.create({ timeout: 60_000 });

/** One path segment, encoded. */
export const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * Past this length a list goes in the request body instead of the path: proxies refuse long URLs
 * (nginx answers 414 past its 8 KB header buffers), and 500 projects make a 5,000-character segment.
 */
export const URL_LIST_MAX = 1500;

type SessionExpiredHandler = (message: string) => void;

const defaultSessionExpired: SessionExpiredHandler = (message) => {
  window.alert(message);
  window.location.assign('/');
};

let onSessionExpired: SessionExpiredHandler = defaultSessionExpired;

export interface ApiConfig {
  baseURL: string;
  /** Replaces the default browser alert + redirect to the root (the shell uses its toaster). */
  onSessionExpired?: SessionExpiredHandler;
}

export function configureApi({ baseURL, onSessionExpired: handler }: ApiConfig): void {
  http.defaults.baseURL = baseURL.replace(/\/$/, '');
  onSessionExpired = handler ?? defaultSessionExpired;
}

/**
 * Signs this tab out the one way (spec 01 section 4: a 401 clears the session, alerts the user and
 * sends them to the root): on a 401 and when another tab signed out (syncSessionAcrossTabs).
 */
export function endSession(): void {
  const { token, clear } = useSession.getState();
  // Only a session that existed expired (a 401 answered to a visitor ends nothing). Two requests in
  // flight meet the ended session (a screen's and the header bell's): the second finds it already
  // cleared and must leave the first's reason — the login's 'Sessão expirada' — and its way back alone.
  if (!token) return;
  clear('expired');
  onSessionExpired(SESSION_EXPIRED_MESSAGE);
}

http.interceptors.request.use((config) => {
  const { token, refresh_token } = useSession.getState();
  // A call may carry its own access token (the administrator's on the registration confirmation).
  if (token && !(config as OwnAuthorization).ownAuthorization) {
    config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('x-access-token', token);
  }
  if (refresh_token) config.headers.set('refresh_token', refresh_token);
  return config;
});

/** Request option: the call sets its own Authorization header (the session's is not added). */
export interface OwnAuthorization {
  ownAuthorization?: boolean;
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  _retriedAfterRefresh?: boolean;
}

const REFRESH_PATH = '/login/refresh';
let refreshing: Promise<boolean> | null = null;

/** Rotates the refresh token once for all requests that failed on an expired access token. */
export async function refreshSession(): Promise<boolean> {
  const { refresh_token } = useSession.getState();
  if (!refresh_token) return false;
  refreshing ??= http
    .post<SessionData>(REFRESH_PATH, { refresh_token })
    .then(({ data }) => {
      useSession.getState().signIn(data);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

http.interceptors.response.use(undefined, async (error: AxiosError<{ code?: string }>) => {
  const config = error.config as RetriableConfig | undefined;
  if (error.response?.status !== 401 || !config) throw error;
  const isRefreshCall = config.url === REFRESH_PATH;
  // A short-lived access token that expired is renewed silently; anything else ends the session.
  if (!isRefreshCall && !config._retriedAfterRefresh && error.response.data?.code === 'TOKEN_EXPIRED') {
    config._retriedAfterRefresh = true;
    if (await refreshSession()) return http.request(config);
  }
  if (!isRefreshCall) endSession();
  throw error;
});
