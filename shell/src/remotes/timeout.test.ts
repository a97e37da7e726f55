import { registerPlugins } from '@module-federation/enhanced/runtime';
import { DEFAULT_REMOTE_TIMEOUT_MS, installRemoteTimeout, remoteTimeoutMs } from './timeout';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

describe('time limit of a remote manifest (module-federation fetch hook)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.mocked(registerPlugins).mockClear();
  });

  it('reads remoteTimeoutMs from config.json, 15 s when absent or unusable', () => {
    expect(remoteTimeoutMs({})).toBe(DEFAULT_REMOTE_TIMEOUT_MS);
    expect(DEFAULT_REMOTE_TIMEOUT_MS).toBe(15_000);
    expect(remoteTimeoutMs({ remoteTimeoutMs: 2000 })).toBe(2000);
    expect(remoteTimeoutMs({ remoteTimeoutMs: 0 })).toBe(DEFAULT_REMOTE_TIMEOUT_MS);
    expect(remoteTimeoutMs({ remoteTimeoutMs: '5000' as unknown as number })).toBe(DEFAULT_REMOTE_TIMEOUT_MS);
  });

  it('aborts a manifest request that gets no answer, so that the area fails instead of loading for ever', async () => {
    // A server that accepts and never answers: the request settles only when its signal aborts.
    const hanging = jest.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    global.fetch = hanging as typeof fetch;
    installRemoteTimeout(30);
    const [[plugins]] = jest.mocked(registerPlugins).mock.calls;
    const hook = (plugins![0] as unknown as { fetch: FetchHook }).fetch;
    await expect(hook('http://localhost:3006/mf-manifest.json', {})).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(hanging).toHaveBeenCalledWith('http://localhost:3006/mf-manifest.json', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });
});
