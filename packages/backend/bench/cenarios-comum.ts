/**
 * What the scenario benchmarks share (cenarios, cenarios-meses, cenarios-projetos; issue 39 §3): the
 * throwaway PostgreSQL database seeded with the demo data and a closing of 5.000 employees
 * (src/test/cargas.ts), the API listening on a free port with GET /laco (a route that runs no query, the
 * pinger's target), the admin's session, the scenario of three changes — 5,5 % raise for everyone, the
 * VR value of the first branch, the IRRF table typed anew (copied from the registered one, without
 * validity) — and how a run is measured: a worker pings /laco every PING_MS while the work runs
 * (src/test/pinger.ts) and monitorEventLoopDelay watches the loop; the share of the pings a free loop
 * would have answered is the event-loop test's measure (src/http/event-loop.test.ts asks 10 %).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { DEFAULT_DEMO_PASSWORDS, defaultAppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { publicRoute } from '../src/http/guard';
import { PasswordHasher } from '../src/modules/contas';
import { seedDemoData } from '../src/seed';
import { prepararFechamentoGrande } from '../src/test/cargas';
import { percentile, startHealthPinger } from '../src/test/pinger';

const ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const PERIODO = { dataInicio: '2026-10-01', dataFim: '2026-10-31', diasUteis: 21 };
/** The pinger's period and the share of its pings the event-loop test asks for (src/http/event-loop.test.ts). */
export const PING_MS = 10;
export const PARCELA_MINIMA = 0.1;
export const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;

export interface Resposta {
  bytes: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are the routes' (schemas.ts)
  json: { data: any };
}

export interface ApiDoCenario {
  call(method: string, path: string, body?: unknown): Promise<Resposta>;
  /** The scenario of three changes; `reajuste` the raise (another value: another definition, computed anew). */
  criarCenario(reajuste?: number): Promise<number>;
  /** The same scenario with another raise: nothing kept for it, the next request computes it. */
  mudarReajuste(id: number, reajuste: number): Promise<void>;
  /** `work` timed with the pings and the loop's delay (see Medida). */
  medir<T>(work: () => Promise<T>): Promise<Medida<T>>;
  close(): Promise<void>;
}

/**
 * Seeds (demo data with or without its projects, `antesDoFechamento` for more), prepares the closing of
 * `colaboradores` employees and starts the API. `fechamentoId` of the big closing.
 */
export async function prepararApi(
  database: Database,
  { colaboradores, projetos, depois }: { colaboradores: number; projetos: boolean; depois?: (database: Database) => Promise<void> },
): Promise<ApiDoCenario & { fechamentoId: number }> {
  await migrate(database);
  await seedDemoData(database.db, { passwords: DEFAULT_DEMO_PASSWORDS, hasher: new PasswordHasher(ARGON2), projetos });
  const fechamentoId = await prepararFechamentoGrande(database.db, colaboradores, PERIODO);
  await depois?.(database);
  const config = defaultAppConfig({ jwtSecret: 'segredo-do-benchmark-com-pelo-menos-32-caracteres', argon2: ARGON2, logLevel: 'warn' });
  const app = buildApp({ db: database, config });
  app.get('/laco', { config: publicRoute }, async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', senha: DEFAULT_DEMO_PASSWORDS.admin }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const call = async (method: string, path: string, body?: unknown): Promise<Resposta> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
    return { bytes: text.length, json: JSON.parse(text) };
  };
  const opcoes = (await call('GET', '/cenarios/opcoes')).json.data;
  const irrf = opcoes.impostos.find((imposto: { sigla: string }) => imposto.sigla === 'IRRF');
  const vr = opcoes.beneficios.find((beneficio: { sigla: string }) => beneficio.sigla === 'VR') ?? opcoes.beneficios[0];
  const faixas = irrf.faixas.map(({ vigenciaInicio: _i, vigenciaFim: _f, ...faixa }: Record<string, unknown>) => faixa);
  const alteracoes = (reajuste: number) => [
    { tipo: 'reajuste', modo: 'percentual', valor: reajuste },
    { tipo: 'beneficio', benefCod: vr.cod, filialCod: opcoes.filiais[0].cod, valor: 52 },
    { tipo: 'tabela_imposto', impostoCod: irrf.cod, faixas },
  ];
  return {
    fechamentoId,
    call,
    async criarCenario(reajuste = 0.055) {
      const criado = await call('POST', '/cenarios', { nome: 'Benchmark: três alterações', fechamentoId, mesInicio: '2026-10', alteracoes: alteracoes(reajuste) });
      return criado.json.data.id as number;
    },
    async mudarReajuste(id, reajuste) {
      await call('PUT', `/cenarios/${id}`, { alteracoes: alteracoes(reajuste) });
    },
    medir: medidor(base),
    close: () => app.close(),
  };
}

export interface Medida<T> {
  resultado: T;
  ms: number;
  /** CPU time of this process (server and client): on a shared machine the wall clock also counts the other processes' turns. */
  cpuMs: number;
  pings: number;
  /** The pings answered during the work ÷ those a free loop would have answered (one every PING_MS). */
  parcela: number;
  p99: number;
  maxPing: number;
  atrasoMaximo: number;
}

/** `work` timed, with the pinger (on the API at `endereco`) and the event-loop delay monitor running during it. */
export function medidor(endereco: string) {
  return async <T>(work: () => Promise<T>): Promise<Medida<T>> => {
    const laco = startHealthPinger(endereco, PING_MS, '/laco');
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    let resultado: T;
    try {
      resultado = await work();
    } finally {
      loop.disable();
    }
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const pings = await laco.stop();
    return {
      resultado,
      ms,
      cpuMs: (cpu.user + cpu.system) / 1000,
      pings: pings.latencies.length,
      parcela: pings.latencies.length / (ms / PING_MS),
      p99: pings.latencies.length ? percentile(pings.latencies, 0.99) : 0,
      maxPing: pings.latencies.length ? Math.max(...pings.latencies) : 0,
      atrasoMaximo: loop.max / 1e6,
    };
  };
}

export const linhaDaMedida = (medida: Medida<unknown>) =>
  `${fmt(medida.ms)} [CPU ${medida.cpuMs.toFixed(0)} ms]; /laco p99 ${fmt(medida.p99)}, máx ${fmt(medida.maxPing)} (${medida.pings} pings, ${(medida.parcela * 100).toFixed(0)} % dos possíveis); atraso máx do laço ${fmt(medida.atrasoMaximo)}`;
