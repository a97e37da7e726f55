import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend } from './stack';

/**
 * The API of the sync journey (tests/alertas-sincronizacao.spec.ts): its own PGlite database with the demo
 * seed, connected to the backend's Jira/Tempo fake, because a sync replaces what the database holds with what
 * Jira lists. Its start (tsx, PGlite, migrations, the demo seed: 111 s of the journey's 150 s on the 2-core
 * machine, issue 33) runs in the global setup beside the stack's API, so the journey finds it up. The fake
 * lives in the journey (it changes the fake's data between two syncs), on a port given to the API in advance.
 */
export const SINCRONIZACAO = {
  apiPort: 3397,
  fakePort: 3398,
  credenciais: { email: 'integracao@veecode.com.br', apiToken: 'jira-token-e2e', tempoToken: 'tempo-token-e2e' },
} as const;

export const API_SINCRONIZACAO = `http://localhost:${SINCRONIZACAO.apiPort}`;

/** Starts the sync journey's API on a fresh database; answers its process and its database folder. */
export function startSyncApi(jwtSecret: string, quotesUrl: string): { pid: number; dataDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'financeiro-e2e-sync-db-'));
  const fake = `http://127.0.0.1:${SINCRONIZACAO.fakePort}`;
  const pid = startBackend(dataDir, jwtSecret, quotesUrl, {
    port: SINCRONIZACAO.apiPort,
    log: 'backend-sincronizacao',
    env: {
      JIRA_BASE_URL: fake,
      JIRA_EMAIL: SINCRONIZACAO.credenciais.email,
      JIRA_API_TOKEN: SINCRONIZACAO.credenciais.apiToken,
      TEMPO_API_URL: `${fake}/tempo/4`,
      TEMPO_API_TOKEN: SINCRONIZACAO.credenciais.tempoToken,
      // Only the journey's clicks sync (no run at start-up either): the fake is not up before the journey.
      JIRA_SYNC_INTERVAL_MINUTES: '0',
    },
  });
  return { pid, dataDir };
}
