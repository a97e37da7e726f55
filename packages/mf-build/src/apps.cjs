'use strict';
/**
 * Every front-end application of the workspace: its folder, its module-federation name and the
 * fixed local port it is served on by `pnpm start` / `pnpm dev` and by the e2e suite.
 * The shell reads this only at build time, to write the default remotes configuration.
 */
const BACKEND_PORT = 3333;

const apps = [
  { dir: 'shell', name: 'shell', port: 3000, host: true },
  { dir: 'mf-projects', name: 'mf_projects', port: 3001 },
  { dir: 'mf-planning', name: 'mf_planning', port: 3002 },
  { dir: 'mf-cadastros', name: 'mf_cadastros', port: 3003 },
  { dir: 'mf-fechamentos', name: 'mf_fechamentos', port: 3004 },
  { dir: 'mf-importacoes', name: 'mf_importacoes', port: 3005 },
  { dir: 'mf-simulacoes', name: 'mf_simulacoes', port: 3006 },
  { dir: 'mf-relatorios-delivery', name: 'mf_relatorios_delivery', port: 3007 },
];

const remotes = apps.filter((app) => !app.host);

function appByDir(dir) {
  const app = apps.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`Aplicação desconhecida: ${dir}`);
  return app;
}

/**
 * The runtime configuration each app is built with (the deployment may edit the JSON file). It is
 * public: it never carries a credential (a remote's standalone page has its own sign-in form).
 */
function defaultRuntimeConfig(env = process.env) {
  const apiUrl = env.API_URL || `http://localhost:${BACKEND_PORT}`;
  const remoteHost = env.REMOTES_HOST || 'http://localhost';
  return {
    apiUrl,
    // The chat of mf-relatorios-delivery (absent = <apiUrl>/vee/chat, no API key).
    veeChatUrl: env.VEE_CHAT_URL || undefined,
    veeApiKey: env.VEE_CHAT_API_KEY || undefined,
    remotes: remotes.map((app) => ({
      name: app.name,
      entry: `${remoteHost}:${app.port}/mf-manifest.json`,
    })),
  };
}

/**
 * The shell's public origin (scheme://host:port): the only origin allowed to read a remote's
 * files across origins (CORS). APP_URL when set (the backend's setting of the same name, the
 * address its e-mail links start at), otherwise REMOTES_HOST with the shell's port.
 */
function shellOrigin(env = process.env) {
  const shell = apps.find((app) => app.host);
  const url = env.APP_URL || `${env.REMOTES_HOST || 'http://localhost'}:${shell.port}`;
  return new URL(url).origin;
}

module.exports = { apps, remotes, appByDir, BACKEND_PORT, defaultRuntimeConfig, shellOrigin };
