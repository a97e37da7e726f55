import { endSession } from './http';
import { SESSION_STORAGE_KEY, useSession } from './session';

/** The access token of a stored session (zustand persist's JSON `{ state, version }`), or null. */
function storedToken(value: string | null): string | null {
  if (!value) return null;
  try {
    const token = (JSON.parse(value) as { state?: { token?: unknown } } | null)?.state?.token;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

let stopSync: (() => void) | null = null;

/**
 * Keeps this tab's session in step with the other tabs of the application. The session lives in
 * localStorage, and the browser tells the other tabs when it changes (the `storage` event, never
 * fired in the tab that wrote):
 * - cleared (logout, a refresh that failed, storage cleared): this tab signs out the same way a
 *   401 does (endSession: the session-expired message and the root), if it was signed in;
 * - written (sign-in, a rotated refresh token, the user's data): this tab reloads the store from
 *   storage, so it never presents a refresh token another tab already used.
 * Starts once; returns the function that stops it.
 */
export function syncSessionAcrossTabs(): () => void {
  if (stopSync) return stopSync;
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== window.localStorage) return;
    // localStorage.clear() in another tab reports key null.
    if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return;
    const token = event.key === null ? null : storedToken(event.newValue);
    if (token === null) {
      if (useSession.getState().token) endSession();
      return;
    }
    void useSession.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  stopSync = () => {
    window.removeEventListener('storage', onStorage);
    stopSync = null;
  };
  return stopSync;
}
