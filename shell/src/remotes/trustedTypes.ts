import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '../runtimeConfig';

/**
 * Trusted Types (the static servers' CSP has `require-trusted-types-for 'script'`): the browser
 * refuses to set a <script> src from a plain string. Webpack's own chunk loading goes through the
 * policy each build creates (output.trustedTypes in packages/mf-build); the module-federation
 * runtime loads each remote's remoteEntry.js itself, so it gets its script element from here,
 * with the address passed through a policy that accepts only the page's origin and the configured
 * remotes' origins.
 */
interface ScriptUrlPolicy {
  createScriptURL(url: string): string;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

export const POLICY_NAME = 'financeiro-remotos';

/** The origins a remote script may come from: this page's and each configured remote's. */
export function scriptOrigins(remotes: RemoteEntry[], base: string): Set<string> {
  const origins = new Set([new URL(base).origin]);
  for (const remote of remotes) {
    try {
      origins.add(new URL(remote.entry, base).origin);
    } catch {
      // an unusable entry is refused when loaded
    }
  }
  return origins;
}

export function installTrustedScriptLoading(remotes: RemoteEntry[], win: Window = window): void {
  const factory = (win as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return;
  const origins = scriptOrigins(remotes, win.location.href);
  const policy = factory.createPolicy(POLICY_NAME, {
    createScriptURL(url: string) {
      const parsed = new URL(url, win.location.href);
      if (!origins.has(parsed.origin)) throw new TypeError(`Script de origem não permitida: ${parsed.origin}`);
      return parsed.href;
    },
  });
  registerPlugins([
    {
      name: 'financeiro-trusted-types',
      createScript({ url }) {
        const script = win.document.createElement('script');
        // A TrustedScriptURL: the only value the <script> src accepts under the policy.
        (script as unknown as { src: unknown }).src = policy.createScriptURL(url);
        return script;
      },
    },
  ]);
}
