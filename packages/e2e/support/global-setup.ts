import fs from 'node:fs';
import path from 'node:path';
import { APIS_PROPRIAS, runIncludesFile, startApiPropria, type NomeApiPropria } from './apis-proprias';
import { startReleaseBuilds } from './releases';
import { apagarCopiasOrfas, bancoSemeado, copiaDoSemeado } from './semeada';
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

/** Starts the composed application: the backend on a copy of the seeded database and every build. */
export default async function globalSetup() {
  for (const app of apps) {
    if (!fs.existsSync(path.join(REPO_ROOT, app.dir, 'dist', 'index.html'))) {
      throw new Error(`Sem build de ${app.dir}: rode 'pnpm build' antes dos testes e2e.`);
    }
  }
  console.log(`e2e: front-end servido por ${staticServer === 'nginx' ? 'nginx (deploy/nginx.conf)' : 'servidor estático Fastify (nginx não instalado)'}`);
  const jwtSecret = jwtSecretForRun();
  const quotesUrl = await startQuoteService();
  // The app servers start while the seeded database is found or made (they do not need the API to start).
  const state: StackState = { backend: 0, apps: {}, jwtSecret };
  for (const app of apps) state.apps[app.dir] = startApp(app.dir);
  writeState(state);
  const semeado = await bancoSemeado(jwtSecret, quotesUrl);
  await apagarCopiasOrfas(semeado);
  state.banco = await copiaDoSemeado(semeado, 'pilha');
  state.backend = startBackend(state.banco, jwtSecret, quotesUrl);
  writeState(state);
  // A ceiling, not a wait: the API's start (tsx, PGlite, migrations, the demo seed) took 370 s at load 33 on the
  // 2-core machine (2026-11-29), and 120 s failed the whole run before its first journey.
  await waitFor(`http://localhost:${BACKEND_PORT}/health`, 600_000);
  // After the stack's, not beside it: the sync journey's API and the journeys' own (support/apis-proprias.ts), each
  // on its copy. Their journeys run 'lado-a-lado', after the 'sozinhas' — the APIs start while those run one at a
  // time (a core to spare) and the journeys wait for theirs in beforeAll; started beside the stack's, their starts
  // took the cores the first journey waited on.
  if (runIncludes(/sincroniza/)) state.syncApi = await startSyncApi(semeado, jwtSecret, quotesUrl);
  for (const nome of Object.keys(APIS_PROPRIAS) as NomeApiPropria[]) {
    if (runIncludesFile(APIS_PROPRIAS[nome].arquivo)) (state.apisProprias ??= {})[nome] = await startApiPropria(nome, semeado, jwtSecret, quotesUrl);
  }
  writeState(state);
  for (const app of apps) await waitFor(`http://localhost:${app.port}/mf-manifest.json`);
  // The release journeys' builds run while the first journeys do, once the stack is up (support/releases.ts).
  if (runIncludes(/release/)) {
    state.releaseBuilder = startReleaseBuilds();
    writeState(state);
  }
}
