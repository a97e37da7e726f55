import { configureApi } from './http';
import { SESSION_EXPIRED_MESSAGE } from './errors';
import { SESSION_STORAGE_KEY, useSession, type SessionData } from './session';
import { syncSessionAcrossTabs } from './sessionSync';

const expired = jest.fn();
let stop: () => void;

const ana: SessionData = { token: 'a1', refresh_token: 'r1', user: { name: 'Ana', email: 'ana@veecode.com.br', roles: { 'financeiro-api': ['projetos'] } } };
const bruno: SessionData = { token: 'b1', refresh_token: 'rb', user: { name: 'Bruno', email: 'bruno@veecode.com.br', roles: { 'financeiro-api': ['cadastros'] } } };

/** What another tab's store writes, as zustand persist stores it. */
const stored = (session: Partial<SessionData> | null) =>
  JSON.stringify({ state: { token: null, refresh_token: null, user: null, ...session }, version: 0 });

/** Another tab changes the stored session: the browser updates localStorage and tells this tab. */
function otherTabWrites(value: string | null, key: string | null = SESSION_STORAGE_KEY) {
  const oldValue = key === null ? null : localStorage.getItem(key);
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
}

beforeEach(() => {
  expired.mockReset();
  useSession.getState().clear();
  configureApi({ baseURL: 'http://api.teste', onSessionExpired: expired });
  stop = syncSessionAcrossTabs();
});
afterEach(() => stop());

describe('session across tabs', () => {
  it('signs this tab out the 401 way when another tab logs out', () => {
    useSession.getState().signIn(ana);
    otherTabWrites(stored(null));
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(expired).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
  });

  it('also when the stored session is removed or the storage cleared', () => {
    useSession.getState().signIn(ana);
    otherTabWrites(null);
    expect(useSession.getState().token).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);

    useSession.getState().signIn(ana);
    otherTabWrites(null, null);
    expect(useSession.getState().token).toBeNull();
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('picks up a sign-in and a rotated refresh token of another tab (synchronous storage: at once)', () => {
    otherTabWrites(stored(bruno));
    expect(useSession.getState().token).toBe('b1');
    expect(useSession.getState().user?.name).toBe('Bruno');

    otherTabWrites(stored({ ...bruno, token: 'b2', refresh_token: 'rb2' }));
    expect(useSession.getState().token).toBe('b2');
    expect(useSession.getState().refresh_token).toBe('rb2');
    expect(expired).not.toHaveBeenCalled();
  });

  it('ignores other keys, a signed-out tab seeing a logout, and stops when asked', () => {
    useSession.getState().signIn(ana);
    otherTabWrites('x', 'outra-chave');
    expect(useSession.getState().token).toBe('a1');

    stop();
    otherTabWrites(stored(null));
    expect(useSession.getState().token).toBe('a1');
    expect(expired).not.toHaveBeenCalled();

    stop = syncSessionAcrossTabs();
    useSession.getState().clear();
    otherTabWrites(stored(null));
    expect(expired).not.toHaveBeenCalled();
  });
});

