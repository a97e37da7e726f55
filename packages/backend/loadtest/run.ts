/**
 * `pnpm loadtest` (issue 21, point 1): load and soak test of the API as a real process on
 * PostgreSQL, with the demo company plus the projects benchmark's volume (5.000 projects, 5 million
 * worklogs), 100 virtual users over the three roles and a realistic mix of screens, for a set time.
 *
 *   pnpm loadtest                                  (60 s)
 *   LOADTEST_DURATION=600 pnpm loadtest            (the 10-minute soak)
 *   LOADTEST_KEEP_DB=financeiro_loadtest pnpm loadtest   (loads once, copies it on each run)
 *
 * Prints per route: requests, req/s, p50/p95/p99/max, errors by status; every 30 s the API's RSS
 * and event-loop delay (p99, max; prom-client's histogram, reset at each read), its CPU, the
 * PostgreSQL connections of the database and the machine's load; then the targets. The API and the
 * throwaway database go away at the end, on Ctrl-C too. Asserts nothing: the figures are the result.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { request } from 'undici';
import { loadAverage, machineLine } from '../bench/support';
import { ApiClient } from './client';
import { insertUsers, PROJETO_GRANDE, prepareDatabase, VOLUME, type LoadDatabase } from './database';
import { papeisDosUsuarios, seeded, spreadOffsets, thinkTime, timetable } from './mix';
import {
  cpfCarga,
  importar,
  linhasAtualizacao,
  linhasNovosColaboradores,
  openScreen,
  recalcularFechamento,
  salvarRelatorioMargem,
  Session,
  type Catalogo,
  type ImportOutcome,
} from './scenario';
import { formatSummary, Recorder } from './stats';
import { ABUSE, runAbuse, statusLine, type AbuseRecorders } from './abuse';

const DURATION_S = Number(process.env.LOADTEST_DURATION ?? 60);
const USERS = Number(process.env.LOADTEST_USERS ?? 100);
const THINK_MS = Number(process.env.LOADTEST_THINK_MS ?? 3000);
const WARMUP_S = Number(process.env.LOADTEST_WARMUP ?? 30);
const SAMPLE_MS = Number(process.env.LOADTEST_SAMPLE_SECONDS ?? 30) * 1000;
const CPU_PROF_DIR = process.env.LOADTEST_CPU_PROF?.trim();
/** The abuse scenario (loadtest/abuse.ts) beside the normal mix; LOADTEST_ABUSE=0 turns it off. */
const ABUSE_ON = process.env.LOADTEST_ABUSE !== '0';
const IMPORT_ROWS = 200;
const TARGETS = { readP99Ms: 300, loopP99Ms: 50, rssDrift: 0.1, healthP99Ms: 100 };

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface RunningApi {
  child: ChildProcess;
  origin: string;
  logFile: string;
  exited: Promise<number | null>;
}

/**
 * src/main.ts as `pnpm start` runs it (same V8 flags, from package.json), on the run's database.
 * The log goes to a file: a 10-minute run at the info level writes hundreds of thousands of lines,
 * which the test helper `run` (src/test/processes.ts) would keep in memory.
 */
async function startApi(databaseUrl: string): Promise<RunningApi> {
  const startScript: string = JSON.parse(fs.readFileSync(path.join(backendDir, 'package.json'), 'utf8')).scripts.start;
  const flags = startScript.split(/\s+/).filter((arg) => /^--max-[a-z-]+=\d+$|^--enable-source-maps$/.test(arg));
  if (CPU_PROF_DIR) flags.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF_DIR)}`);
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `financeiro-loadtest-${process.pid}.log`);
  const log = fs.openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: process.env.LOADTEST_LOG_LEVEL ?? 'info',
    JIRA_SYNC_INTERVAL_MINUTES: '0',
    // The load client stands in for the proxy: each virtual user sends its own address as
    // X-Forwarded-For (loadtest/client.ts), so the per-address limits see 100 clients, not one.
    TRUST_PROXY: '1',
  };
  for (const name of ['NODE_ENV', 'PGLITE_DIR', 'FIRST_ADMIN_EMAIL', 'FIRST_ADMIN_PASSWORD', 'METRICS_TOKEN']) delete env[name];
  const child = spawn(process.execPath, [...flags, 'scripts/start.mjs', 'main'], { cwd: backendDir, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`a API terminou ao iniciar:\n${tail(logFile)}`);
    try {
      const response = await request(`${origin}/ready`);
      await response.body.dump();
      if (response.statusCode === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`a API não ficou pronta em 120 s:\n${tail(logFile)}`);
    await sleep(250);
  }
  return { child, origin, logFile, exited };
}

function tail(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function stopApi(api: RunningApi): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  const code = await Promise.race([api.exited, sleep(40_000).then(() => 'timeout' as const)]);
  if (code === 'timeout') {
    api.child.kill('SIGKILL');
    await api.exited;
  }
}

/** Process figures of the API from its /metrics (prom-client, prefix financeiro_). */
interface Amostra {
  segundos: number;
  rssMiB: number;
  heapMiB: number;
  /** V8's committed heap (all spaces), its young generation and the memory outside the heap (Buffers). */
  heapTotalMiB: number;
  novaMiB: number;
  externaMiB: number;
  loopP99Ms: number;
  loopMaxMs: number;
  cpuSegundos: number;
  poolTotal: number;
  poolEspera: number;
  pgConexoes: number;
  pgAtivas: number;
  requisicoes: number;
  erros: number;
  leiturasP99: number;
  carga: string;
}

function metric(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}${labels} `) || (!labels && candidate.startsWith(`${name}{`)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
}

async function readMetrics(origin: string): Promise<string> {
  const response = await request(`${origin}/metrics`);
  return response.body.text();
}

async function pgConnections(client: pg.Client): Promise<{ total: number; ativas: number }> {
  const { rows } = await client.query<{ total: number; ativas: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE state <> 'idle')::int AS ativas
     FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return rows[0]!;
}

async function catalogo(client: pg.Client, api: ApiClient, admin: Session): Promise<Omit<Catalogo, 'cpfsImportados'>> {
  const demo = (await client.query<{ id: string; chave: string }>("SELECT id, chave FROM projeto WHERE chave NOT LIKE 'BENCH%' ORDER BY id")).rows.map(
    (row) => ({ id: Number(row.id), chave: row.chave }),
  );
  const list = await api.call<{ result: { id: number; calculado: boolean; bloqueio: boolean; ativo: boolean }[] }>(
    'GET /fechamento/list',
    'leitura',
    'GET',
    '/fechamento/list',
    { token: admin.token, json: true },
  );
  const calculados = (list.body?.result ?? []).filter((item) => item.ativo && item.calculado);
  const livre = calculados.find((item) => !item.bloqueio);
  if (demo.length === 0 || !livre) throw new Error('o banco não tem projetos de demonstração ou um fechamento calculado e desbloqueado');
  return {
    demo,
    bench: { primeiroId: VOLUME.primeiroId, total: VOLUME.projetos },
    grande: PROJETO_GRANDE,
    fechamentos: calculados.map((item) => item.id),
    fechamentoRecalculo: livre.id,
  };
}

const fmtMs = (value: number) => `${value.toFixed(0)} ms`;
const mib = (bytes: number) => bytes / 1024 / 1024;

async function main(): Promise<void> {
  console.log(
    `Teste de carga: ${USERS} usuários virtuais, ${WARMUP_S} s de aquecimento + ${DURATION_S} s medidos, pausa média entre telas ${THINK_MS} ms; ` +
      `${VOLUME.projetos.toLocaleString('pt-BR')} projetos e ${VOLUME.worklogs.toLocaleString('pt-BR')} worklogs além da empresa de demonstração`,
  );
  console.log(machineLine());

  let database: LoadDatabase | undefined;
  let api: RunningApi | undefined;
  let client: ApiClient | undefined;
  let pgClient: pg.Client | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      if (client) client.stopped = true;
      await client?.close().catch(() => undefined);
      await pgClient?.end().catch(() => undefined);
      if (api) await stopApi(api);
      if (database) await database.drop().catch((error) => console.error(`Não foi possível apagar o banco ${database!.name}:`, error));
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.log(`\n${signal}: parando a API e apagando o banco da execução...`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  try {
    const t0 = performance.now();
    database = await prepareDatabase();
    console.log(`Preparação do banco: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // With the abuse scenario, one more financeiro user: the one who floods the reports (not in the normal mix).
    const papeis = [...papeisDosUsuarios(USERS), ...(ABUSE_ON ? (['financeiro'] as const) : [])];
    const users = await insertUsers(database.url, papeis);
    console.log(
      `Usuários virtuais: ${users.length} (admin ${papeis.filter((p) => p === 'admin').length}, financeiro ${papeis.filter((p) => p === 'financeiro').length}, rh ${papeis.filter((p) => p === 'rh').length})`,
    );

    api = await startApi(database.url);
    console.log(`API: ${api.origin} (pid ${api.child.pid}; log em ${api.logFile}${CPU_PROF_DIR ? `; perfil de CPU em ${path.resolve(CPU_PROF_DIR)}` : ''})`);
    pgClient = new pg.Client({ connectionString: database.url });
    await pgClient.connect();

    // Sign-in and the one-off import are measured apart: they happen before the load.
    const setup = new Recorder();
    client = new ApiClient(api.origin, setup, USERS);
    const todas = users.map((user) => new Session(user, client!));
    const tLogin = performance.now();
    for (let i = 0; i < todas.length; i += 10) await Promise.all(todas.slice(i, i + 10).map((session) => session.login()));
    const sessions = todas.slice(0, USERS);
    const flooder = ABUSE_ON ? todas[USERS] : undefined;
    const loginSeconds = (performance.now() - tLogin) / 1000;
    const admin = sessions.find((session) => session.papel === 'admin')!;
    const rhs = sessions.filter((session) => session.papel === 'rh' || session.papel === 'admin');
    const base = await catalogo(pgClient, client, admin);
    const novos = await importar(client, rhs[0]!, '/import/colaborador', linhasNovosColaboradores(IMPORT_ROWS));
    if (!novos || novos.applied !== IMPORT_ROWS) throw new Error(`importação inicial de ${IMPORT_ROWS} colaboradores: ${JSON.stringify(novos)}`);
    const cat: Catalogo = { ...base, cpfsImportados: Array.from({ length: IMPORT_ROWS }, (_, i) => cpfCarga(i + 1)) };
    console.log(`\nAntes da carga (${loginSeconds.toFixed(1)} s para ${sessions.length} logins, 10 de cada vez):`);
    console.log(formatSummary(setup.summary(loginSeconds)));

    // Warm-up: the users arrive one after another over LOADTEST_WARMUP seconds (nobody's 100
    // colleagues open the app in the same second) and the API and PostgreSQL warm their caches on
    // the copied database; measured apart, then the load is measured with every user in.
    const aquecimento = new Recorder();
    client.recorder = aquecimento;
    const live = client;
    const warmupMs = WARMUP_S * 1000;
    const durationMs = DURATION_S * 1000;
    const loopsEnd = performance.now() + warmupMs + durationMs;
    const pending = new Set<Promise<unknown>>();
    const track = (promise: Promise<unknown>) => {
      const tracked = promise.catch((error) => console.error('  erro no cliente de carga:', error)).finally(() => pending.delete(tracked));
      pending.add(tracked);
    };
    // Each user: a screen, a pause, the next screen.
    sessions.forEach((session, i) => {
      const random = seeded(1000 + i);
      track(
        (async () => {
          await sleep((i / sessions.length) * warmupMs + random() * THINK_MS);
          while (performance.now() < loopsEnd) {
            await openScreen(session.papel, { api: live, session, catalogo: cat, random });
            await sleep(thinkTime(random, THINK_MS));
          }
        })(),
      );
    });
    if (warmupMs > 0) {
      await sleep(warmupMs);
      console.log(`\nAquecimento (${WARMUP_S} s, os usuários entrando um a um; fora das medições):`);
      console.log(formatSummary(aquecimento.summary(WARMUP_S)));
    }

    const recorder = new Recorder();
    client.recorder = recorder;
    await readMetrics(api.origin); // resets the event-loop histogram: the samples cover the load only
    const cpuInicio = process.cpuUsage();
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    const running = () => elapsed() < durationMs;
    const timers: NodeJS.Timeout[] = [];
    const at = (ms: number, job: () => Promise<unknown>) => timers.push(setTimeout(() => running() && track(job()), ms));

    // One margin report save per user with the Projects section per minute, spread over the minute.
    const comProjetos = sessions.filter((session) => session.papel !== 'rh');
    spreadOffsets(comProjetos.length, 60_000).forEach((offset, k) => {
      const random = seeded(5000 + k);
      timetable(durationMs, 60_000, offset).forEach((ms, n) => at(ms, () => salvarRelatorioMargem(live, comProjetos[k]!, cat, random, n + 1)));
    });
    // One import of 200 rows per minute; one closing recalculation every 2 minutes.
    const imports: (ImportOutcome | null)[] = [];
    let recalculos = 0;
    /** When each import and recalculation ran (s from the start) and how long it took: to match the event-loop peaks. */
    const linhaDoTempo: string[] = [];
    const cronometrado = async (nome: string, job: () => Promise<string | void>) => {
      const inicio = elapsed();
      const detalhe = await job();
      linhaDoTempo.push(`${nome} ${(inicio / 1000).toFixed(0)} s (${((elapsed() - inicio) / 1000).toFixed(2).replace('.', ',')} s${detalhe ?? ''})`);
    };
    timetable(durationMs, 60_000, 20_000).forEach((ms, n) =>
      at(ms, () =>
        cronometrado('importação', async () => {
          imports.push(await importar(live, rhs[n % rhs.length]!, '/import/update-colaborador', linhasAtualizacao(cat.cpfsImportados, n + 1)));
        }),
      ),
    );
    timetable(durationMs, 120_000, 45_000).forEach((ms, n) =>
      at(ms, () =>
        cronometrado('recálculo', async () => {
          const tempos = await recalcularFechamento(live, rhs[(n + 1) % rhs.length]!, cat.fechamentoRecalculo);
          recalculos++;
          if (tempos) return `; no servidor, ${tempos.colaboradores} colaboradores: carregar ${tempos.carregar} ms, calcular ${tempos.calcular} ms, gravar ${tempos.gravar} ms`;
        }),
      ),
    );

    // The abuse scenario: a report flood, a distributed guessing attack on one user's login while that
    // user signs in, and /health probes, each recorded apart from the normal mix.
    const abuso: AbuseRecorders = { flood: new Recorder(), health: new Recorder(), attack: new Recorder(), owner: new Recorder() };
    const dono = sessions.find((session) => session.papel === 'financeiro')!;
    if (flooder) {
      track(runAbuse({ api: live, flooder, owner: dono, grande: cat.grande, running, recorders: abuso, random: seeded(9000) }));
      console.log(
        `\nAbuso: ${flooder.user.usuario} pede os relatórios mais pesados, ${ABUSE.floodParallel} de cada vez; ataque de senhas à conta de ` +
          `${dono.user.usuario} a cada ${ABUSE.guessEveryMs} ms de endereços trocados, e o dono entra a cada ${ABUSE.ownerEveryMs} ms do seu endereço; /health a cada ${ABUSE.healthEveryMs} ms`,
      );
    }

    // Every 30 s (LOADTEST_SAMPLE_SECONDS): the API's process figures, the database connections and the machine's load.
    const amostras: Amostra[] = [];
    let ultimo = { requisicoes: 0, erros: 0 };
    const amostrar = async () => {
      const text = await readMetrics(api!.origin);
      const conexoes = await pgConnections(pgClient!);
      const requisicoes = recorder.total;
      const erros = recorder.errors;
      const amostra: Amostra = {
        segundos: Math.round(elapsed() / 1000),
        rssMiB: mib(metric(text, 'financeiro_process_resident_memory_bytes')),
        heapMiB: mib(metric(text, 'financeiro_nodejs_heap_size_used_bytes')),
        heapTotalMiB: mib(metric(text, 'financeiro_nodejs_heap_size_total_bytes')),
        novaMiB: mib(metric(text, 'financeiro_nodejs_heap_space_size_total_bytes', '{space="new"}')),
        externaMiB: mib(metric(text, 'financeiro_nodejs_external_memory_bytes')),
        loopP99Ms: metric(text, 'financeiro_nodejs_eventloop_lag_p99_seconds') * 1000,
        loopMaxMs: metric(text, 'financeiro_nodejs_eventloop_lag_max_seconds') * 1000,
        cpuSegundos: metric(text, 'financeiro_process_cpu_seconds_total'),
        poolTotal: metric(text, 'financeiro_db_pool_connections', '{state="total"}'),
        poolEspera: metric(text, 'financeiro_db_pool_connections', '{state="waiting"}'),
        pgConexoes: conexoes.total,
        pgAtivas: conexoes.ativas,
        requisicoes: requisicoes - ultimo.requisicoes,
        erros: erros - ultimo.erros,
        leiturasP99: recorder.takeWindow().p99,
        carga: loadAverage(),
      };
      ultimo = { requisicoes, erros };
      const anterior = amostras[amostras.length - 1];
      const cpu = anterior ? ((amostra.cpuSegundos - anterior.cpuSegundos) / ((amostra.segundos - anterior.segundos) || 1)) * 100 : Number.NaN;
      amostras.push(amostra);
      console.log(
        `  ${String(amostra.segundos).padStart(4)} s  RSS ${amostra.rssMiB.toFixed(0).padStart(4)} MiB` +
          ` (heap ${amostra.heapMiB.toFixed(0)} usado/${amostra.heapTotalMiB.toFixed(0)}, nova ${amostra.novaMiB.toFixed(0)}, externa ${amostra.externaMiB.toFixed(0)})` +
          `  event loop p99 ${fmtMs(amostra.loopP99Ms).padStart(6)} máx ${fmtMs(amostra.loopMaxMs).padStart(7)}` +
          `  CPU da API ${Number.isNaN(cpu) ? '  —' : `${cpu.toFixed(0)}%`.padStart(4)}` +
          `  PostgreSQL: ${amostra.pgConexoes} conexões (${amostra.pgAtivas} ativas; pool da API ${amostra.poolTotal}, ${amostra.poolEspera} na fila)` +
          `  ${amostra.requisicoes} req (leituras p99 ${Number.isNaN(amostra.leiturasP99) ? '—' : fmtMs(amostra.leiturasP99)}), ${amostra.erros} erros  carga ${amostra.carga}`,
      );
    };
    console.log(
      `\nDurante a carga (a cada ${SAMPLE_MS / 1000} s; event loop: histograma do prom-client desde a amostra anterior, inclui o intervalo de 10 ms da medição):`,
    );
    await amostrar(); // t = 0: the baseline (CPU counter, connections; the event loop since the reset just before)
    const sampler = setInterval(() => void amostrar().catch((error) => console.error('  amostra falhou:', error)), SAMPLE_MS);
    await sleep(durationMs);
    clearInterval(sampler);
    timers.forEach(clearTimeout);
    const measured = elapsed() / 1000;
    if (amostras[amostras.length - 1]!.segundos < Math.round(measured) - 5) await amostrar();
    // The screens open at the end finish (they are recorded, like any other); at most 60 s.
    await Promise.race([Promise.all(pending), sleep(60_000)]);
    const total = elapsed() / 1000;
    client.stopped = true;

    console.log(`\n=== Resultado: ${recorder.total} requisições em ${total.toFixed(0)} s (${(recorder.total / total).toFixed(1)} req/s), ${recorder.errors} erros ===`);
    console.log(formatSummary(recorder.summary(total)));
    if (client.errorSamples.size) {
      console.log('\nErros (primeira resposta de cada rota e status):');
      for (const [key, sample] of client.errorSamples) console.log(`  ${key}: ${sample}`);
    }
    const feitos = imports.filter((item): item is ImportOutcome => item !== null);
    console.log(
      `\nEscritas periódicas: ${recorder.summary(total).find((row) => row.route === 'POST /jira/projects/margem')?.requests ?? 0} relatórios de margem salvos; ` +
        `${imports.length} importações de ${IMPORT_ROWS} linhas (${feitos.reduce((s, i) => s + i.applied, 0)} linhas aplicadas, ` +
        `${feitos.reduce((s, i) => s + i.failed, 0)} recusadas, ${imports.length - feitos.length} sem resposta 200); ` +
        `${recalculos} recálculos do fechamento ${cat.fechamentoRecalculo}`,
    );
    if (linhaDoTempo.length) console.log(`  quando: ${linhaDoTempo.join('; ')}`);
    const cpu = process.cpuUsage(cpuInicio);
    console.log(`  CPU deste processo (o cliente de carga) durante a carga: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);

    // Targets (issue 21): goals, not assertions.
    const leituraP99 = recorder.percentileOf('leitura', 99);
    const carregadas = amostras.slice(1);
    const loopP99 = Math.max(...carregadas.map((a) => a.loopP99Ms));
    const loopMax = Math.max(...carregadas.map((a) => a.loopMaxMs));
    const minuto2 = amostras.find((a) => a.segundos >= 120 - SAMPLE_MS / 2000);
    const fim = amostras[amostras.length - 1]!;
    const ok = (pass: boolean) => (pass ? 'atingida' : 'NÃO atingida');
    console.log('\nMetas (issue 21; são metas, não testes):');
    console.log(`  0 erros: ${recorder.errors} — ${ok(recorder.errors === 0)}`);
    const lentas = recorder.summary(total).filter((row) => row.tipo === 'leitura' && row.p99 >= TARGETS.readP99Ms);
    console.log(`  leituras p99 < ${TARGETS.readP99Ms} ms: ${fmtMs(leituraP99)} (todas as leituras juntas) — ${ok(leituraP99 < TARGETS.readP99Ms)}`);
    console.log(
      `  cada rota de leitura com p99 < ${TARGETS.readP99Ms} ms: ${lentas.length ? lentas.map((row) => `${row.route} ${fmtMs(row.p99)}`).join('; ') : 'todas'} — ${ok(lentas.length === 0)}`,
    );
    console.log(
      `  event loop p99 < ${TARGETS.loopP99Ms} ms: maior p99 de 30 s ${fmtMs(loopP99)} (máximo ${fmtMs(loopMax)}) — ${ok(loopP99 < TARGETS.loopP99Ms)}`,
    );
    if (minuto2 && fim.segundos >= 240) {
      const drift = (fim.rssMiB - minuto2.rssMiB) / minuto2.rssMiB;
      console.log(
        `  RSS no fim (${fim.segundos} s) a até 10 % do minuto 2: ${minuto2.rssMiB.toFixed(0)} → ${fim.rssMiB.toFixed(0)} MiB ` +
          `(${(drift * 100).toFixed(1).replace('.', ',')} %) — ${ok(Math.abs(drift) <= TARGETS.rssDrift)}`,
      );
    } else {
      console.log(`  RSS: a meta compara o minuto 2 com o minuto 10 (LOADTEST_DURATION=600); nesta execução ${amostras[1]?.rssMiB.toFixed(0) ?? '?'} → ${fim.rssMiB.toFixed(0)} MiB`);
    }
    if (flooder) {
      console.log('\nAbuso (issue 35; medido à parte da carga normal):');
      console.log(formatSummary([...abuso.flood.summary(total), ...abuso.health.summary(total), ...abuso.attack.summary(total), ...abuso.owner.summary(total)]));
      const healthP99 = abuso.health.percentileOf('leitura', 99);
      const donoRow = abuso.owner.summary(total)[0];
      const donoOk = donoRow ? donoRow.requests - donoRow.errors.reduce((sum, [, count]) => sum + count, 0) : 0;
      console.log(`  leituras dos usuários normais p99 < ${TARGETS.readP99Ms} ms durante a enxurrada: ${fmtMs(leituraP99)} — ${ok(leituraP99 < TARGETS.readP99Ms)}`);
      console.log(`  /health p99 < ${TARGETS.healthP99Ms} ms durante a enxurrada: ${fmtMs(healthP99)} — ${ok(healthP99 < TARGETS.healthP99Ms)}`);
      console.log(
        `  o dono entra durante o ataque de senhas: ${donoOk} de ${donoRow?.requests ?? 0} logins com 200 — ${ok(donoRow !== undefined && donoOk === donoRow.requests)}`,
      );
      console.log(`  ${statusLine(abuso.attack, total)}`);
    }
    console.log(`  PostgreSQL: no máximo ${Math.max(...amostras.map((a) => a.pgConexoes))} conexões no banco, ${Math.max(...amostras.map((a) => a.pgAtivas))} ativas numa amostra`);
    console.log(machineLine());
  } finally {
    await cleanup();
    if (api) {
      const errorLines = fs
        .readFileSync(api.logFile, 'utf8')
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line));
      console.log(`\nLog da API: ${api.logFile} (${errorLines.length} linhas de erro)`);
      for (const line of errorLines.slice(0, 5)) console.log(`  ${line.slice(0, 400)}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
