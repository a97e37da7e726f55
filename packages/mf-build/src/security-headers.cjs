'use strict';
/**
 * The security headers of every page and file the static servers send (the shell and each
 * remote), built in one place from the app's runtime configuration (dist/config.json: apiUrl,
 * veeChatUrl and the remotes' manifest URLs, see apps.cjs defaultRuntimeConfig).
 *
 * Content-Security-Policy:
 * - scripts only from the page's own origin and the configured remotes' origins: no inline
 *   script, no eval ('unsafe-inline'/'unsafe-eval' are never sent; production bundles and the
 *   development builds of `pnpm dev`, whose devtool is not an eval one, need neither);
 * - fetch/XHR (connect-src) to the page's origin, the API, Vee's chat endpoint and the remotes
 *   (the shell fetches each mf-manifest.json);
 * - styles: 'self' plus 'unsafe-inline', because Chakra UI (emotion) inserts <style> elements at
 *   run time and a static file cannot carry a per-response nonce. Inline style cannot run script;
 *   this is the usual compromise and the only relaxation of the policy;
 * - images and fonts from the origin and data: URIs (Chakra's inline SVG icons), nothing else;
 * - no plugins, no <base> rewriting, forms only to the origin, never framed (frame-ancestors
 *   'none' plus X-Frame-Options DENY for older browsers).
 * With `trustedTypes` (the static servers' default), `require-trusted-types-for 'script'` is added:
 * DOM sinks that can run code (innerHTML, script src/text, eval, event-handler attributes) refuse
 * plain strings. Webpack's chunk loading passes its URLs through a policy of each build
 * (output.trustedTypes in index.cjs) and the shell's module-federation loader through its own
 * (shell/src/remotes/trustedTypes.ts); nothing else in the bundles writes to those sinks (checked
 * in Chromium by packages/e2e/tests/seguranca.spec.ts and the whole journey suite).
 */

/** The origin of an absolute http(s) URL, or undefined (a relative URL is the page's own origin). */
function originOf(url) {
  if (typeof url !== 'string' || !url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function unique(values) {
  return [...new Set(values.filter(Boolean))];
}

/** The origins a page may load from, from one app's runtime configuration. */
function allowedOrigins(runtimeConfig = {}) {
  const remotes = unique((runtimeConfig.remotes || []).map((remote) => originOf(remote && remote.entry)));
  const connect = unique([originOf(runtimeConfig.apiUrl), originOf(runtimeConfig.veeChatUrl), ...remotes]);
  return { scripts: remotes, connect };
}

/**
 * @param {object} runtimeConfig the app's config.json ({ apiUrl, veeChatUrl, remotes: [{ entry }] })
 * @param {{ trustedTypes?: boolean }} [options]
 * @returns {string} the Content-Security-Policy header value
 */
function contentSecurityPolicy(runtimeConfig, { trustedTypes = false } = {}) {
  const { scripts, connect } = allowedOrigins(runtimeConfig);
  const directives = [
    ["default-src", "'self'"],
    ['script-src', "'self'", ...scripts],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connect],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (trustedTypes) directives.push(['require-trusted-types-for', "'script'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every header a static response carries besides caching and CORS. */
function securityHeaders(runtimeConfig, options) {
  return {
    'content-security-policy': contentSecurityPolicy(runtimeConfig, options),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };
}

module.exports = { contentSecurityPolicy, securityHeaders, allowedOrigins, originOf };
