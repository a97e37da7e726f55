/**
 * The abuse scenario of `pnpm loadtest` (issue 35), run beside the normal mix for the whole measured
 * load (LOADTEST_ABUSE=0 turns it off):
 *
 * - one user floods the heaviest reports (the billing and cost comparisons of the biggest project
 *   over the longest period the API accepts, ten years, and the far period 0001-01-01..9999-12-31
 *   that once answered 500 or 16 MiB), FLOOD_PARALLEL requests at a time, retrying a 429 after
 *   FLOOD_RETRY_MS without honouring Retry-After;
 * - a distributed guessing attack on one user's login ('the owner'): a wrong password every
 *   GUESS_EVERY_MS, each from another address, while the owner signs in with the right password
 *   once a second from their own address — only through the public login API;
 * - /health is read every HEALTH_EVERY_MS.
 *
 * Each part has its own recorder, so the normal users' figures stay those of the normal mix.
 */
import type { ApiClient } from './client';
import { hojeEmSaoPaulo, type Projeto, type Session } from './scenario';
import { Recorder } from './stats';

export const ABUSE = {
  floodParallel: Number(process.env.LOADTEST_FLOOD_PARALLEL ?? 8),
  floodRetryMs: 50,
  guessEveryMs: 100,
  ownerEveryMs: 1000,
  healthEveryMs: 100,
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The longest period the API accepts (10 years) ending at the end of the current month, and the far one it refuses. */
export function periodos(hoje = hojeEmSaoPaulo()): Array<[string, string]> {
  const fim = new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth() + 1, 0));
  const inicio = new Date(Date.UTC(fim.getUTCFullYear() - 10, fim.getUTCMonth() + 1, 1));
  return [
    [inicio.toISOString().slice(0, 10), fim.toISOString().slice(0, 10)],
    ['0001-01-01', '9999-12-31'],
  ];
}

export interface AbuseRecorders {
  flood: Recorder;
  health: Recorder;
  attack: Recorder;
  owner: Recorder;
}

/** Runs the three abusers and the /health probe while `running()`; resolves when they stop. */
export async function runAbuse(options: {
  api: ApiClient;
  flooder: Session;
  owner: Session;
  grande: Projeto;
  running: () => boolean;
  recorders: AbuseRecorders;
  random: () => number;
}): Promise<void> {
  const { api, flooder, owner, grande, running, recorders, random } = options;
  const [longo, distante] = periodos();
  const floodCalls: Array<[string, string]> = [
    ['GET /relatorio/comparativo-faturamento/periodo (10 anos)', `/relatorio/comparativo-faturamento/periodo/${grande.chave}/${longo[0]}/${longo[1]}`],
    ['GET /relatorio/comparativo-custo/periodo (10 anos)', `/relatorio/comparativo-custo/periodo/${grande.chave}/${grande.id}/${longo[0]}/${longo[1]}`],
    ['GET /relatorio/comparativo-faturamento/periodo (0001–9999)', `/relatorio/comparativo-faturamento/periodo/${grande.chave}/${distante[0]}/${distante[1]}`],
  ];
  const flood = async (k: number) => {
    for (let n = k; running(); n++) {
      const [route, path] = floodCalls[n % floodCalls.length]!;
      const recorder = withRecorder(api, recorders.flood);
      const answer = await recorder.call(route, 'leitura', 'GET', path, { token: await flooder.fresh() });
      if (answer.status === 429) await sleep(ABUSE.floodRetryMs);
    }
  };
  const health = async () => {
    while (running()) {
      await withRecorder(api, recorders.health).call('GET /health', 'leitura', 'GET', '/health');
      await sleep(ABUSE.healthEveryMs);
    }
  };
  const attack = async () => {
    for (let n = 0; running(); n++) {
      const address = `203.0.113.${1 + Math.floor(random() * 254)}`;
      // Every guess from another address, as a botnet does; never waits for Retry-After.
      void withRecorder(api, recorders.attack).call('POST /login (senha errada, endereço trocado)', 'login', 'POST', '/login', {
        body: { usuario: owner.user.usuario, senha: `chute-${n}-${Math.floor(random() * 1e9)}` },
        address,
      });
      await sleep(ABUSE.guessEveryMs);
    }
  };
  const ownerSignsIn = async () => {
    while (running()) {
      await withRecorder(api, recorders.owner).call('POST /login (dono, senha certa)', 'login', 'POST', '/login', {
        body: { usuario: owner.user.usuario, senha: owner.user.senha },
        address: owner.address,
      });
      await sleep(ABUSE.ownerEveryMs);
    }
  };
  await Promise.all([...Array.from({ length: ABUSE.floodParallel }, (_, k) => flood(k)), health(), attack(), ownerSignsIn()]);
}

/** The same client, recording into another recorder (the normal mix keeps its own). */
function withRecorder(api: ApiClient, recorder: Recorder): Pick<ApiClient, 'call'> {
  return {
    call: (route, tipo, method, path, options) => {
      const previous = api.recorder;
      api.recorder = recorder;
      try {
        return api.call(route, tipo, method, path, options);
      } finally {
        api.recorder = previous;
      }
    },
  };
}

/** How many answers of each status a recorder holds, e.g. '200: 55, 429: 3'. */
export function statusLine(recorder: Recorder, seconds: number): string {
  return recorder
    .summary(seconds)
    .map((row) => `${row.route}: ${row.requests} (${row.errors.length ? row.errors.map(([status, count]) => `${status}: ${count}`).join(', ') : 'sem erros'})`)
    .join('; ');
}
