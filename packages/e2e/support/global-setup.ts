import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startReleaseBuilds } from './releases';
import { startSyncApi } from './sincronizacao';
import {
  apps,
  BACKEND_PORT,
  jwtSecretForRun,
  REPO_ROOT,
  runIncludes,
  startApp,
  startBackend,
  startQuoteService,
  staticServer,
  waitFor,
  writeState,
  type StackState,
} from './stack';

/** Starts the composed application: the backend on a fresh embedded database and every build. */
export default async function globalSetup() {
  for (const app of apps) {
    if (!fs.existsSync(path.join(REPO_ROOT, app.dir, 'dist', 'index.html'))) {
      throw new Error(`Sem build de ${app.dir}: rode 'pnpm build' antes dos testes e2e.`);
    }
  }
  console.log(`e2e: front-end servido por ${staticServer === 'nginx' ? 'nginx (deploy/nginx.conf)' : 'servidor estático Fastify (nginx não instalado)'}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'financeiro-e2e-db-'));
  const jwtSecret = jwtSecretForRun();
  const quotesUrl = await startQuoteService();
  const state: StackState = { backend: startBackend(dataDir, jwtSecret, quotesUrl), apps: {}, dataDir, jwtSecret };
  // Beside the stack's: both starts are mostly one core each, and the sync journey is the second file.
  if (runIncludes(/sincroniza/)) state.syncApi = startSyncApi(jwtSecret, quotesUrl);
  for (const app of apps) state.apps[app.dir] = startApp(app.dir);
  writeState(state);
  // A ceiling, not a wait: the API's start (tsx, PGlite, migrations, the demo seed) took 370 s at load 33 on the
  // 2-core machine (2026-11-29), and 120 s failed the whole run before its first journey.
  await waitFor(`http://localhost:${BACKEND_PORT}/health`, 600_000);
  for (const app of apps) await waitFor(`http://localhost:${app.port}/mf-manifest.json`);
  // The release journeys' builds run while the first journeys do, once the stack is up (support/releases.ts).
  if (runIncludes(/release/)) {
    state.releaseBuilder = startReleaseBuilds();
    writeState(state);
  }
}
