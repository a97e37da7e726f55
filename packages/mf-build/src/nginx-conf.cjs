'use strict';
/**
 * Renders an nginx.conf (Debian's nginx 1.22) that serves the builds of the shell and the remotes
 * the way serve-static.cjs does, with the headers of security-headers.cjs, so the policy is written
 * in one place: deploy/nginx.conf is this function's output for the default ports (a test fails when
 * the committed file differs) and the e2e stack renders it for its own temporary nginx processes.
 *
 * Per app, one server on the app's port, root <root>/<dir>/dist (the same layout as the repository):
 * - gzip_static / brotli_static send the `.gz` / `.br` the build wrote beside each asset;
 * - content-hashed chunks (name.0123abcd.js) cached for a year, immutable; everything else
 *   (index.html, config.json, mf-manifest.json, remoteEntry.js, main.js) `no-cache`;
 * - a path without an extension that is not a file answers index.html (client-side routes); a
 *   missing path with an extension is 404;
 * - security headers and CORS (only for the shell's origin) on every answer, errors included.
 */
const { apps: allApps, defaultRuntimeConfig, shellOrigin: defaultShellOrigin } = require('./apps.cjs');
const { securityHeaders } = require('./security-headers.cjs');

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A value inside double quotes in nginx's syntax. */
function quote(value) {
  const text = String(value);
  // nginx 1.22 has no escape for '$' in a string: such a value would be read as a variable.
  if (text.includes('$')) throw new Error(`Valor com '$' não cabe no nginx.conf: ${text}`);
  return `"${text.replace(/["\\]/g, (char) => `\\${char}`)}"`;
}

function canonical(name) {
  return name.replace(/(^|-)([a-z])/g, (_match, dash, letter) => dash + letter.toUpperCase());
}

/**
 * @param {object} [options]
 * @param {string} [options.root] folder holding <dir>/dist for each app (default /srv/financeiro)
 * @param {Array<{dir: string, port: number}>} [options.apps] the apps to serve (default: all eight)
 * @param {object} [options.runtimeConfig] the apps' config.json (default: what `pnpm build` writes
 *   with no environment, apps.cjs defaultRuntimeConfig)
 * @param {string} [options.shellOrigin] the only origin allowed across origins (default http://localhost:3000)
 * @param {boolean} [options.brotli] load Debian's libnginx-mod-http-brotli-static (default true)
 * @param {boolean} [options.ipv6] listen on [::] too (default true)
 * @param {string} [options.runtimeDir] a private nginx (the e2e stack): logs and temporary files in
 *   this folder, no `pid` (given with -g on the command line)
 * @param {string} [options.user] the workers' user (default www-data; none with runtimeDir, where an
 *   unprivileged master keeps its own user and a root one needs it said)
 * @returns {string}
 */
function renderNginxConf({
  root = '/srv/financeiro',
  apps = allApps,
  runtimeConfig = defaultRuntimeConfig({}),
  shellOrigin = defaultShellOrigin({}),
  brotli = true,
  ipv6 = true,
  runtimeDir,
  user = runtimeDir ? undefined : 'www-data',
} = {}) {
  const main = [];
  if (brotli) main.push(`load_module ${BROTLI_MODULE};`);
  if (user) main.push(`user ${user};`);
  if (runtimeDir) {
    main.push(`error_log ${runtimeDir}/error.log warn;`);
  } else {
    main.push('pid /run/nginx.pid;', 'error_log /var/log/nginx/error.log warn;');
  }
  main.push('worker_processes auto;', '', 'events {', '  worker_connections 1024;', '}');

  const http = [
    'include /etc/nginx/mime.types;',
    'default_type application/octet-stream;',
    'charset utf-8;',
    'charset_types text/css application/javascript application/json image/svg+xml;',
    'sendfile on;',
    'server_tokens off;',
    runtimeDir ? `access_log ${runtimeDir}/access.log;` : 'access_log /var/log/nginx/access.log;',
  ];
  if (runtimeDir) {
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) http.push(`${kind}_temp_path ${runtimeDir}/${kind};`);
  }
  http.push(
    '',
    '# Pre-compressed files written by `pnpm build`; nothing is compressed on the fly.',
    'gzip off;',
    'gzip_static on;',
    ...(brotli ? ['brotli_static on;'] : []),
    '',
    '# Chunks whose name carries the content hash (output.chunkFilename in index.cjs) are kept for a',
    '# year; everything else (index.html, config.json, mf-manifest.json, remoteEntry.js, main.js, errors)',
    '# is revalidated, so a new deployment is seen at once.',
    'map "$status:$uri" $financeiro_cache_control {',
    '  default "no-cache";',
    `  "~^[23][0-9][0-9]:.*\\.[0-9a-f]{8}\\.js$" ${quote(IMMUTABLE)};`,
    '}',
    '',
    "# CORS only for the shell, which reads the remotes' manifests and chunks across origins.",
    'map $http_origin $financeiro_cors_origin {',
    '  default "";',
    `  ${quote(shellOrigin)} $http_origin;`,
    '}',
    'map "$request_method:$financeiro_cors_origin" $financeiro_cors_methods {',
    '  default "";',
    '  "~^OPTIONS:." "GET, HEAD";',
    '}',
    'map $financeiro_cors_methods $financeiro_cors_headers {',
    '  default "";',
    '  "GET, HEAD" $http_access_control_request_headers;',
    '}',
    'map $financeiro_cors_methods $financeiro_cors_max_age {',
    '  default "";',
    '  "GET, HEAD" 600;',
    '}',
    '',
    '# Every answer of every app, errors included (security-headers.cjs). No server or location below',
    '# has an add_header of its own: one there would drop all of these.',
    ...Object.entries(securityHeaders(runtimeConfig, { trustedTypes: true })).map(
      ([name, value]) => `add_header ${canonical(name)} ${quote(value)} always;`,
    ),
    // Empty unless the request comes from the shell's origin: nginx leaves empty headers out.
    'add_header Access-Control-Allow-Origin $financeiro_cors_origin always;',
    'add_header Access-Control-Allow-Methods $financeiro_cors_methods always;',
    'add_header Access-Control-Allow-Headers $financeiro_cors_headers always;',
    'add_header Access-Control-Max-Age $financeiro_cors_max_age always;',
    'add_header Vary "Origin, Accept-Encoding" always;',
    'add_header Cache-Control $financeiro_cache_control always;',
  );

  for (const app of apps) {
    http.push(
      '',
      `# ${app.dir}`,
      'server {',
      `  listen ${app.port};`,
      ...(ipv6 ? [`  listen [::]:${app.port};`] : []),
      `  root ${root}/${app.dir}/dist;`,
      '',
      '  if ($request_method !~ ^(GET|HEAD|OPTIONS)$) {',
      '    return 405;',
      '  }',
      '  if ($request_method = OPTIONS) {',
      '    return 204;',
      '  }',
      '',
      '  location ~ "/\\." {',
      '    return 404;',
      '  }',
      '  # A path with an extension is a file, or 404.',
      '  location ~ "\\.[^/]*$" {',
      '    try_files $uri =404;',
      '  }',
      '  # A path without one that is not a file is a client-side route of the single-page app.',
      '  location / {',
      '    try_files $uri /index.html;',
      '  }',
      '}',
    );
  }

  return [
    '# Rendered by scripts/nginx-conf.mjs from packages/mf-build/src/security-headers.cjs: do not edit by hand.',
    ...main,
    '',
    'http {',
    ...http.map((line) => (line ? `  ${line}` : '')),
    '}',
    '',
  ].join('\n');
}

module.exports = { renderNginxConf, BROTLI_MODULE };
