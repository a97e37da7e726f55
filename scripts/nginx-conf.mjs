#!/usr/bin/env node
// Renders the nginx.conf that serves the shell and the remotes (packages/mf-build/src/nginx-conf.cjs):
//
//   node scripts/nginx-conf.mjs                       # the committed deploy/nginx.conf (default ports, localhost)
//   node scripts/nginx-conf.mjs --write               # rewrites deploy/nginx.conf
//   node scripts/nginx-conf.mjs --root /srv/financeiro --app-url https://financeiro.empresa.com.br \
//     --remotes-host https://financeiro.empresa.com.br --api-url https://api.empresa.com.br > nginx.conf
//
// The origins are the ones `pnpm build` takes from the environment (API_URL, REMOTES_HOST,
// VEE_CHAT_URL, APP_URL; README "Configuração"): give the same values the build was made with.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const { renderNginxConf } = require('../packages/mf-build/src/nginx-conf.cjs');
const { defaultRuntimeConfig, shellOrigin } = require('../packages/mf-build/src/apps.cjs');

export const COMMITTED = path.join(root, 'deploy/nginx.conf');

const FLAGS = { '--api-url': 'API_URL', '--remotes-host': 'REMOTES_HOST', '--vee-chat-url': 'VEE_CHAT_URL', '--app-url': 'APP_URL' };

/** The conf for command-line arguments; no argument gives the committed deploy/nginx.conf. */
export function renderFromArgs(argv) {
  const env = {};
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (FLAGS[arg]) env[FLAGS[arg]] = argv[++i];
    else if (arg === '--root') options.root = argv[++i];
    else if (arg === '--no-brotli') options.brotli = false;
    else if (arg === '--no-ipv6') options.ipv6 = false;
    else if (arg !== '--write') throw new Error(`Opção desconhecida: ${arg}`);
  }
  return renderNginxConf({ ...options, runtimeConfig: defaultRuntimeConfig(env), shellOrigin: shellOrigin(env) });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  if (argv.includes('--write') && argv.length > 1) throw new Error('--write só reescreve o deploy/nginx.conf padrão, sem outras opções.');
  const conf = renderFromArgs(argv);
  if (argv.includes('--write')) fs.writeFileSync(COMMITTED, conf);
  else process.stdout.write(conf);
}
