import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Agent, fetch } from 'undici';
import { colaboradoresImportados, prepararFechamentoGrande } from '../test/cargas';
import { percentile, startControlPinger, startHealthPinger, type PingFigures } from '../test/pinger';
import { createTestApp, createTestDatabase, testBackend, type TestContext } from '../test/support';
import { calcularCedendo, carregarBase } from '../modules/cenarios/service';
import { fechamentoAtivo } from '../modules/cenarios/queries';
import { cedente } from './event-loop';
import { publicRoute } from './guard';

/**
 * Issue 21, point 2: the server keeps answering while it works. Measured as a share of the pings a free
 * event loop got answered meanwhile — the control, a server in a worker thread of its own that nothing
 * holds (test/pinger.ts) —, not as a latency: a bound on the latency (p99 under 200 ms here before) failed
 * on a loaded machine (p99 210 ms at load 27, 2026-11-29) while the loop was turning; the latencies are
 * bench/event-loop.bench.ts's figures. Nor as a share of one ping per PING_MS of the wall clock: pinned to
 * one core beside ~15 busy processes (issue 33, 2026-11-30) the process ran a fraction of the time and
 * even a free loop answered far fewer (the scenario: 403 pings in 146 s, 5.5 % of the wall clock's 7,321).
 * On a quiet machine the control answers about one per PING_MS, so there the two are the same. With the
 * slices off (the loop held for each whole request), about 1 % were answered.
 */
const PING_MS = 20;
const SHARE_ANSWERED = 0.1;
const LINHAS = 20_000;
const COLABORADORES = 5000;
const PERIODO = { dataInicio: '2024-10-01', dataFim: '2024-10-31', diasUteis: 23 };
/**
 * The client of the long requests, without undici's 300 s limits on an answer's headers and body: pinned to one busy
 * core (issue 33) the 5,000-employee closing on PGlite took longer, and the test failed on the client's clock
 * ('Headers Timeout Error'), not on the server's work. The test runner's ceiling is the one that counts.
 */
const semTeto = new Agent({ headersTimeout: 0, bodyTimeout: 0 });

describe('cedente', () => {
  it('lets a timer run in the middle of a long loop, and costs no turn while the slice lasts', async () => {
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    const ceder = cedente(5);
    // Each slice works past the 5 ms, so each call yields a turn: counted in turns, not in wall time
    // (a loaded machine may not run this process for tens of milliseconds).
    const work = () => {
      const start = performance.now();
      while (performance.now() - start < 6);
    };
    for (let slice = 0; slice < 10 && !timerRan; slice++) {
      work();
      await ceder();
    }
    assert.ok(timerRan, 'o temporizador não rodou durante o laço');

    const quick = cedente(60_000);
    let turned = false;
    setImmediate(() => (turned = true));
    for (let i = 0; i < 1000; i++) await quick();
    assert.equal(turned, false);
  });
});

describe('event loop during a 20.000-row import and a 5.000-employee closing (issue 21)', () => {
  let ctx: TestContext;
  let base: string;
  let headers: Record<string, string>;
  let admin: Record<string, string>;
  let fechamentoId: number;

  before(async () => {
    ctx = await createTestApp({
      routes: (app) => app.get('/teste/laco', { config: publicRoute }, async () => ({ status: 'ok' })),
      // The server's pool (10 connections): with the tests' 4, the two transactions and the two previews
      // would hold them all and /health would wait for a connection, not for the event loop.
      database: testBackend() === 'pg' ? await createTestDatabase({ poolMax: 10 }) : undefined,
    });
    fechamentoId = await prepararFechamentoGrande(ctx.database.db, COLABORADORES, PERIODO);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const { token } = await ctx.session('rh');
    headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    admin = { authorization: `Bearer ${(await ctx.session('admin')).token}`, 'content-type': 'application/json' };
  });

  after(async () => {
    await ctx.close();
    if (testBackend() === 'pg') await ctx.database.dispose();
    await semTeto.close();
  });

  // The app runs in this process: the bodies are serialised before the run and the answers parsed
  // after it, so that the pings measure the server's work and not the client's.
  const post = async (path: string, body: string) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers, body, dispatcher: semTeto });
    return { path, status: response.status, text: await response.text() };
  };
  const resultOf = (answer: Awaited<ReturnType<typeof post>>) => {
    assert.equal(answer.status, 200, `${answer.path}: ${answer.text.slice(0, 300)}`);
    return JSON.parse(answer.text).result as Record<string, unknown>;
  };

  /** The two probes of the server (neither /teste/laco nor /health runs a query: their latency is the event loop's) and the control. */
  const sondar = async () => [startHealthPinger(base, PING_MS, '/teste/laco'), startHealthPinger(base, PING_MS, '/health'), await startControlPinger(PING_MS)];

  const fechar = async () => {
    const previas = await Promise.all([
      post(`/beneficio/calculate/${fechamentoId}`, '{}'),
      post(`/imposto/calculate/${fechamentoId}`, '{}'),
    ]);
    return [...previas, await post(`/fechamento/custo-hh/${fechamentoId}`, '{}')];
  };

  it(`keeps answering while they run: every ping 200, at least ${SHARE_ANSWERED * 100} % of the pings answered during each, without a query`, async () => {
    // Every row refused (the file of the issue): the whole file goes through the checks.
    const body = JSON.stringify({ data: colaboradoresImportados(LINHAS, 2, { invalidas: true }) });
    const probes = await sondar();
    let answers;
    let livre;
    let laco;
    let health;
    // Epoch milliseconds, the pinger threads' clock.
    const now = () => performance.timeOrigin + performance.now();
    const spans: Array<[string, number, number]> = [];
    const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const from = now();
      try {
        return await work();
      } finally {
        spans.push([name, from, now()]);
      }
    };
    try {
      // One after the other: each one's own hold on the event loop, not the sum of two interleaved.
      answers = [await timed('fechamento', fechar), await timed('importação', () => post('/import/colaborador', body))] as const;
    } finally {
      [laco, health, livre] = await Promise.all(probes.map((probe) => probe.stop()));
    }
    const [beneficios, impostos, custo] = answers[0].map(resultOf);
    assert.deepEqual([beneficios!.colaboradores, impostos!.colaboradores, custo!.colaboradores], [COLABORADORES, COLABORADORES, COLABORADORES]);
    const importacao = resultOf(answers[1]);
    assert.equal(importacao.applied, 0);
    assert.equal((importacao.falhas as unknown[]).length, LINHAS);

    const answeredDuring = (figures: PingFigures, from: number, to: number) => figures.answeredAt.filter((at) => at > from && at < to).length;
    const during = (figures: PingFigures) =>
      spans
        .map(([name, from, to]) => `${name} ${answeredDuring(figures, from, to)} (controle ${answeredDuring(livre, from, to)}) em ${((to - from) / 1000).toFixed(1)} s`)
        .join(', ');
    const summary = (path: string, figures: PingFigures) =>
      `${path}: ${figures.latencies.length} respostas (durante: ${during(figures)}), p99 ${percentile(figures.latencies, 0.99).toFixed(0)} ms, máx ${Math.max(...figures.latencies).toFixed(0)} ms, falhas ${JSON.stringify(figures.failures)}`;
    const text = `${summary('/teste/laco', laco)}; ${summary('/health', health)}`;
    assert.deepEqual([laco.failures, health.failures], [[], []], text);
    console.log(`  ${text}`);
    // Both databases: PGlite runs each statement on this thread (WASM), so the closing reads its inputs in
    // pages and writes its results in small batches (fechamentos/entradas.ts, calculo.ts).
    for (const figures of [laco, health]) {
      for (const [, from, to] of spans) assert.ok(answeredDuring(figures, from, to) >= SHARE_ANSWERED * answeredDuring(livre, from, to), text);
    }
  });
  it(`keeps answering while a scenario of the ${COLABORADORES} employees is computed (issue 39): at least ${SHARE_ANSWERED * 100} % of the pings answered during it`, async () => {
    const criado = await fetch(`${base}/cenarios`, {
      dispatcher: semTeto,
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        nome: 'Laço livre',
        fechamentoId,
        mesInicio: PERIODO.dataInicio.slice(0, 7),
        alteracoes: [
          { tipo: 'reajuste', modo: 'percentual', valor: 0.055 },
          { tipo: 'desligamento', escopo: { tipo: 'colaboradores', cods: [100_000] } },
          { tipo: 'admissao', funcaoCod: 1, filialCod: 1, regimeCod: 1, salario: 5000, quantidade: 3 },
        ],
      }),
    });
    const texto = await criado.text();
    assert.equal(criado.status, 200, texto);
    const { id } = JSON.parse(texto).data as { id: number };
    const probes = await sondar();
    const now = () => performance.timeOrigin + performance.now();
    const from = now();
    let resposta;
    let figures: PingFigures[];
    try {
      const response = await fetch(`${base}/cenarios/${id}/resultado`, { headers: admin, dispatcher: semTeto });
      resposta = { status: response.status, text: await response.text() };
    } finally {
      figures = await Promise.all(probes.map((probe) => probe.stop()));
    }
    const to = now();
    assert.equal(resposta.status, 200, resposta.text.slice(0, 300));
    assert.equal(JSON.parse(resposta.text).data.colaboradores, COLABORADORES + 3);
    const [lacoResp, healthResp, livreResp] = figures.map((f) => f.answeredAt.filter((at) => at > from && at < to).length);
    const text = `cenário em ${((to - from) / 1000).toFixed(1)} s: /teste/laco ${lacoResp} pings, /health ${healthResp} (controle ${livreResp}; pelo relógio ${((to - from) / PING_MS).toFixed(0)}), falhas ${JSON.stringify(figures.map((f) => f.failures))}`;
    console.log(`  ${text}`);
    assert.deepEqual(figures.map((f) => f.failures), [[], [], []], text);
    for (const count of [lacoResp!, healthResp!]) assert.ok(count >= SHARE_ANSWERED * livreResp!, text);

    // The engine's part alone (the request above also waits for the base's queries, turns of the loop
    // by themselves): the batches yield between them (service/calculo.ts). Without, ~0 pings here.
    const fechamento = (await fechamentoAtivo(ctx.database.db, fechamentoId))!;
    const cenario = { base: await carregarBase(ctx.database.db, fechamento), mesInicio: PERIODO.dataInicio.slice(0, 7), alteracoes: [{ tipo: 'reajuste' as const, modo: 'percentual' as const, valor: '0.055' }] };
    const sondas = await sondar();
    const inicio = now();
    let calculado;
    let respostas: PingFigures[];
    try {
      calculado = await calcularCedendo(cenario, cenario.mesInicio);
    } finally {
      respostas = await Promise.all(sondas.map((probe) => probe.stop()));
    }
    const fim = now();
    assert.equal(calculado.colaboradores.length, COLABORADORES);
    const [lacoMotor, healthMotor, livreMotor] = respostas.map((f) => f.answeredAt.filter((at) => at > inicio && at < fim).length);
    const motor = `motor em ${((fim - inicio) / 1000).toFixed(1)} s: /teste/laco ${lacoMotor} pings, /health ${healthMotor} (controle ${livreMotor}; pelo relógio ${((fim - inicio) / PING_MS).toFixed(0)})`;
    console.log(`  ${motor}`);
    for (const count of [lacoMotor!, healthMotor!]) assert.ok(count >= SHARE_ANSWERED * livreMotor!, motor);
  });
});
