import { copiaDoSemeado, type Semeado } from './semeada';
import { startBackend, type ApiComBanco } from './stack';

/**
 * The API of the sync journey (tests/alertas-sincronizacao.spec.ts): its own database with the demo
 * seed, connected to the backend's Jira/Tempo fake, because a sync replaces what the database holds with what
 * Jira lists. Its start runs in the global setup beside the stack's API, so the journey finds it up; its database
 * is a copy of the seeded one (support/semeada.ts: the migrations and the demo seed took 111 s of the journey's
 * 150 s on the 2-core machine when it ran them itself, issue 33). The fake
 * lives in the journey (it changes the fake's data between two syncs), on a port given to the API in advance.
 */
export const SINCRONIZACAO = {
  apiPort: 3397,
  fakePort: 3398,
  credenciais: { email: 'integracao@veecode.com.br', apiToken: 'jira-token-e2e', tempoToken: 'tempo-token-e2e' },
} as const;

export const API_SINCRONIZACAO = `http://localhost:${SINCRONIZACAO.apiPort}`;

/** Starts the sync journey's API on a copy of the seeded database; answers its process and its database. */
export async function startSyncApi(semeado: Semeado, jwtSecret: string, quotesUrl: string): Promise<ApiComBanco> {
  const banco = await copiaDoSemeado(semeado, 'sync');
  const fake = `http://127.0.0.1:${SINCRONIZACAO.fakePort}`;
  const pid = startBackend(banco, jwtSecret, quotesUrl, {
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
  return { pid, banco };
}
