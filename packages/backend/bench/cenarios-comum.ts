/**
 * What the scenario benchmarks share (cenarios, cenarios-meses, cenarios-projetos, cenarios-dominio: the
 * measuring loop, medirRodadas; the API's setup, subirApi, also event-loop.bench; issue 39 §3): the
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
import { prepararFechamentoGrande } from '../src/test/cargas';
import { percentile, startHealthPinger } from '../src/test/pinger';
import { ARGON2_DO_BENCH, figura, median, semearDemo } from './support';

export const PERIODO = { dataInicio: '2026-10-01', dataFim: '2026-10-31', diasUteis: 21 };
/** The pinger's period and the share of its pings the event-loop test asks for (src/http/event-loop.test.ts). */
export const PING_MS = 10;
export const PARCELA_MINIMA = 0.1;
export const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;

export interface Resposta {
  bytes: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are the routes' (schemas.ts)
  json: any;
}

/** The API of a bench (bench/event-loop.bench.ts and the scenario benchmarks), seeded and listening. */
export interface ApiDoBench {
  /** http://127.0.0.1:<port> */
  base: string;
  fechamentoId: number;
  /** A request as the logged user: its answer (anything but 200 throws). */
  call(method: string, path: string, body?: unknown): Promise<Resposta>;
  /** Resolves once the scenarios' warm-up has nothing left to do (src/modules/cenarios/service/aquecimento.ts; off with BENCH_AQUECER=0). */
  aquecido(): Promise<void>;
  /** `work` timed with the pings on /laco and the loop's delay (see Medida). */
  medir<T>(work: () => Promise<T>): Promise<Medida<T>>;
  close(): Promise<void>;
}

export interface ApiDoCenario extends ApiDoBench {
  /** The scenario of three changes; `reajuste` the raise (another value: another definition, computed anew). */
  criarCenario(reajuste?: number): Promise<number>;
  /** The same scenario with another raise: nothing kept for it, the next request computes it. */
  mudarReajuste(id: number, reajuste: number): Promise<void>;
}

/**
 * Seeds the demo data (with or without its projects; `depois` for more), prepares the closing of
 * `colaboradores` employees (src/test/cargas.ts), starts the API with GET /laco (a route that runs no
 * query, the pinger's target) and logs `usuario` in.
 */
export async function subirApi(
  database: Database,
  { colaboradores, projetos, usuario, depois }: { colaboradores: number; projetos: boolean; usuario: keyof typeof DEFAULT_DEMO_PASSWORDS; depois?: (database: Database) => Promise<void> },
): Promise<ApiDoBench> {
  await migrate(database);
  await semearDemo(database.db, projetos ? 'demo' : 'demo-sem-projetos');
  const fechamentoId = await prepararFechamentoGrande(database.db, colaboradores, PERIODO);
  await depois?.(database);
  // As the server runs (CENARIOS_AQUECER on by default); BENCH_AQUECER=0 measures without the warm-up.
  const aquecerCenarios = process.env.BENCH_AQUECER !== '0';
  const config = defaultAppConfig({ jwtSecret: 'segredo-do-benchmark-com-pelo-menos-32-caracteres', argon2: ARGON2_DO_BENCH, logLevel: 'warn', aquecerCenarios });
  const app = buildApp({ db: database, config });
  app.get('/laco', { config: publicRoute }, async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario, senha: DEFAULT_DEMO_PASSWORDS[usuario] }),
  });
  const token = ((await login.json()) as { token: string }).token;
  return {
    base,
    fechamentoId,
    async call(method, path, body) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
      return { bytes: text.length, json: JSON.parse(text) };
    },
    aquecido: async () => app.aquecedorDeCenarios?.ocioso(),
    medir: medidor(base),
    close: () => app.close(),
  };
}

/** subirApi as the admin, and the scenario of three changes over the big closing. */
export async function prepararApi(
  database: Database,
  { colaboradores, projetos, depois }: { colaboradores: number; projetos: boolean; depois?: (database: Database) => Promise<void> },
): Promise<ApiDoCenario> {
  const api = await subirApi(database, { colaboradores, projetos, usuario: 'admin', depois });
  const { call, fechamentoId } = api;
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
    ...api,
    async criarCenario(reajuste = 0.055) {
      const criado = await call('POST', '/cenarios', { nome: 'Benchmark: três alterações', fechamentoId, mesInicio: '2026-10', alteracoes: alteracoes(reajuste) });
      return criado.json.data.id as number;
    },
    async mudarReajuste(id, reajuste) {
      await call('PUT', `/cenarios/${id}`, { alteracoes: alteracoes(reajuste) });
    },
  };
}

/** `work` timed: the wall clock and the CPU time of this process. */
export interface Tempo<T> {
  resultado: T;
  ms: number;
  /** CPU time of this process (server and client): on a shared machine the wall clock also counts the other processes' turns. */
  cpuMs: number;
}

export async function cronometrar<T>(work: () => T | Promise<T>): Promise<Tempo<T>> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const resultado = await work();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { resultado, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

export interface Medida<T> extends Tempo<T> {
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
    let tempo: Tempo<T>;
    try {
      tempo = await cronometrar(work);
    } finally {
      loop.disable();
    }
    const pings = await laco.stop();
    return {
      ...tempo,
      pings: pings.latencies.length,
      parcela: pings.latencies.length / (tempo.ms / PING_MS),
      p99: pings.latencies.length ? percentile(pings.latencies, 0.99) : 0,
      maxPing: pings.latencies.length ? Math.max(...pings.latencies) : 0,
      atrasoMaximo: loop.max / 1e6,
    };
  };
}

export const linhaDaMedida = (medida: Medida<unknown>) =>
  `${fmt(medida.ms)} [CPU ${medida.cpuMs.toFixed(0)} ms]; /laco p99 ${fmt(medida.p99)}, máx ${fmt(medida.maxPing)} (${medida.pings} pings, ${(medida.parcela * 100).toFixed(0)} % dos possíveis); atraso máx do laço ${fmt(medida.atrasoMaximo)}`;

/** One run of a scenario benchmark: the work computed anew, and (API benchmarks) the same asked again, kept. */
export interface Rodada<T> {
  calculado: Tempo<T> & Partial<Medida<T>>;
  guardado?: Tempo<unknown>;
}

/** The figures of medirRodadas (names read by `pnpm bench:compare`: keep them when the code moves). */
export interface FigurasDasRodadas {
  calculado: string;
  cpu: string;
  guardado?: string;
  /** The least share of the pings answered during the work (API benchmarks). */
  parcela?: string;
  /** Beside the median in the last line, e.g. '(alvo < 2.000 ms)'. */
  alvo?: string;
}

/**
 * The scenario benchmarks' measuring loop: `rodada` `rodadas` times (it changes what it must, measures,
 * checks and prints its own line), then the medians of the wall clock, of the CPU and of the kept
 * requests and the least share of the pings answered, as figures and one last line.
 */
export async function medirRodadas<T>(rodadas: number, figuras: FigurasDasRodadas, rodada: (run: number) => Promise<Rodada<T>>): Promise<Array<Rodada<T>>> {
  const feitas: Array<Rodada<T>> = [];
  for (let run = 1; run <= rodadas; run++) feitas.push(await rodada(run));
  const tempos = feitas.map(({ calculado }) => calculado.ms);
  const cpus = feitas.map(({ calculado }) => calculado.cpuMs);
  const guardados = feitas.flatMap(({ guardado }) => (guardado ? [guardado.ms] : []));
  const parcelas = feitas.flatMap(({ calculado }) => (calculado.parcela === undefined ? [] : [calculado.parcela]));
  figura(figuras.calculado, median(tempos));
  figura(figuras.cpu, median(cpus));
  if (figuras.guardado && guardados.length) figura(figuras.guardado, median(guardados));
  if (figuras.parcela && parcelas.length) figura(figuras.parcela, Math.min(...parcelas) * 100, '%', 'maior');
  console.log(
    [
      `  mediana ${fmt(median(tempos))}, CPU ${fmt(median(cpus))}${figuras.alvo ? ` ${figuras.alvo}` : ''}`,
      ...(guardados.length ? [`guardado ${fmt(median(guardados))}`] : []),
      ...(parcelas.length ? [`pings respondidos: no mínimo ${(Math.min(...parcelas) * 100).toFixed(0)} % (limite do teste do laço: ${PARCELA_MINIMA * 100} %)`] : []),
    ].join('; '),
  );
  return feitas;
}
