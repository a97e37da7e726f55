/**
 * Where the user was when the login page took over (signed out, an expired session, a logout in
 * another tab): carried as `/login?retorno=<path>` and, across the Google redirect, in this tab's
 * sessionStorage. Only a path of this application is ever followed (no open redirect).
 */

export const RETURN_PARAM = 'retorno';
export const WELCOME_PATH = '/boas-vindas';
export const GOOGLE_RETURN_STORAGE_KEY = 'financeiro-google-retorno';

const MAX_LENGTH = 2048;
const BASE = 'https://financeiro.invalid';
/** Screens of the login area: going back to one of them after signing in makes no sense. */
const LOGIN_AREA = /^\/(login|esqueci|cadastrar|recover|register)(\/|$|\?|#)/;
// Backslashes (browsers read them as slashes) and control characters (browsers drop tabs and
// newlines from an address, so '/\t/evil.com' would become '//evil.com').
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\\\u0000-\u001f\u007f]/;

/** A text that is a path of this origin on its own: '/x', never '//host', '/\host' or 'scheme:'. */
function looksLocal(text: string): boolean {
  return text.startsWith('/') && !text.startsWith('//') && !UNSAFE_CHARS.test(text);
}

/**
 * The path to return to, normalised, or null when `raw` is not a same-origin path of the
 * application: absolute and protocol-relative URLs, backslashes, control characters and their
 * percent-encoded forms (checked after each decoding, so '/%2F%2Fevil' and '/%5Cevil' are refused
 * too), and the login area's own screens.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // Each decoding must still be a local path; an address still changing after four is refused.
  let text = raw;
  let stable = false;
  for (let round = 0; round < 4 && !stable; round += 1) {
    if (!looksLocal(text)) return null;
    let decoded = text;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      // A stray '%' (a search for '50%'): nothing more decodes, so nothing hides behind it.
    }
    stable = decoded === text;
    text = decoded;
  }
  if (!stable) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!looksLocal(path) || LOGIN_AREA.test(path)) return null;
  return path;
}

/** The login page's address that brings the user back to `from` (a location's path, search and hash). */
export function loginPath(from?: string): string {
  const back = safeReturnPath(from);
  return back && back !== WELCOME_PATH ? `/login?${RETURN_PARAM}=${encodeURIComponent(back)}` : '/login';
}

/** The page `search` (a login area address's query) asks to return to, if it is safe. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

function googleReturnPath(): string | null {
  try {
    return safeReturnPath(sessionStorage.getItem(GOOGLE_RETURN_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Before the page leaves for Google: the path to come back to (or none), for /login/google. */
export function keepReturnPathForGoogle(path: string | null): void {
  try {
    if (path) sessionStorage.setItem(GOOGLE_RETURN_STORAGE_KEY, path);
    else sessionStorage.removeItem(GOOGLE_RETURN_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the user lands on the welcome page.
  }
}

/**
 * Where a sign-in goes: the `retorno` of the login page's address, or on /login/google the path
 * kept before leaving for Google, or the welcome page.
 */
export function destinationAfterLogin(location: { pathname: string; search: string }): string {
  const fromQuery = returnPathOf(location.search);
  if (fromQuery) return fromQuery;
  if (location.pathname === '/login/google') return googleReturnPath() ?? WELCOME_PATH;
  return WELCOME_PATH;
}
