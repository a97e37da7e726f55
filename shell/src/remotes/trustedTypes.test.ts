import { registerPlugins } from '@module-federation/enhanced/runtime';
import { installTrustedScriptLoading, POLICY_NAME, scriptOrigins } from './trustedTypes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));

const REMOTES = [
  { name: 'mf_projects', entry: 'http://localhost:3001/mf-manifest.json' },
  { name: 'mf_cadastros', entry: 'https://cdn.exemplo.com.br/cadastros/mf-manifest.json' },
];

describe('Trusted Types for the remotes (module-federation createScript)', () => {
  afterEach(() => {
    delete (window as unknown as { trustedTypes?: unknown }).trustedTypes;
    jest.mocked(registerPlugins).mockClear();
  });

  it('allows the page origin and the configured remotes only', () => {
    expect([...scriptOrigins(REMOTES, 'http://localhost:3000/projetos')]).toEqual([
      'http://localhost:3000',
      'http://localhost:3001',
      'https://cdn.exemplo.com.br',
    ]);
  });

  it('creates the policy and hands the runtime a script whose address passed it; a foreign origin throws', () => {
    const rules: Array<{ name: string; createScriptURL(url: string): string }> = [];
    (window as unknown as { trustedTypes: unknown }).trustedTypes = {
      createPolicy: (name: string, policy: { createScriptURL(url: string): string }) => {
        rules.push({ name, ...policy });
        return policy;
      },
    };
    installTrustedScriptLoading(REMOTES);
    expect(rules.map((rule) => rule.name)).toEqual([POLICY_NAME]);
    const [plugins] = jest.mocked(registerPlugins).mock.calls[0]!;
    const createScript = (plugins![0] as unknown as { createScript(args: { url: string }): HTMLScriptElement }).createScript;
    expect(createScript({ url: 'https://cdn.exemplo.com.br/cadastros/remoteEntry.js' }).src).toBe('https://cdn.exemplo.com.br/cadastros/remoteEntry.js');
    expect(() => createScript({ url: 'https://atacante.example/remoteEntry.js' })).toThrow('Script de origem não permitida: https://atacante.example');
  });

  it('does nothing where the browser has no Trusted Types', () => {
    installTrustedScriptLoading(REMOTES);
    expect(registerPlugins).not.toHaveBeenCalled();
  });
});
