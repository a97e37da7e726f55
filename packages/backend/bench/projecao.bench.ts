/**
 * Forecast benchmark (issue 38 §4), on PostgreSQL (DATABASE_URL, else 127.0.0.1:5432 user postgres; a
 * throwaway database is created and dropped):
 *
 * - the portfolio (`carteira`: every project with a plan, its forecast, status and risk order) over
 *   5.000 projects with 24-month plans (2 function lines and 1 indirect line a month) and 5.000.000
 *   worklogs over two years;
 * - one project's Projeção (`projecaoDoProjeto`) over 500.000 worklogs;
 *
 * both read from the kept forecasts (migration 0099), each next to the raw SQL it needs (the statements
 * that read them, run alone), in the same run; prints the medians, the 95th percentiles and the ratio.
 * Also, once or a few times: the Carteira with nothing kept (after a closing: every project computed
 * from the kept month aggregates of migration 0107 — the loader and the domain — and kept) next to the
 * loader's statements alone and to the per-person loader's statements it replaced; the Carteira
 * after a sync that touched 100 projects (those computed again); one project's Projeção with nothing
 * kept. Checks that the kept answers equal the computed ones. Data made with
 * generate_series on top of the demo seed (its employees and calculated closings price the hours).
 * Targets (issue 38): portfolio < 300 ms and ≤ 1,3x the raw SQL; one project < 100 ms. Asserts nothing
 * about time; checks first that every planned project is in the portfolio and that the measured
 * project's real hours equal the worklogs' seconds.
 *
 *   BENCH=projecao pnpm --filter @financeiro/backend bench
 *   BENCH_WORKLOGS=1000000 BENCH_PROJECT_WORKLOGS=100000 BENCH_PROJECTS=1000 BENCH_RUNS=5 ...   (smaller runs)
 *   BENCH_SCALE=smoke   (bench/smoke.test.ts)
 */
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { avaliarAlertasDosProjetos, type ContextoAlertas } from '../src/modules/alertas';
import { inserirPedido } from '../src/modules/alertas/queries';
import { calcularFechamento } from '../src/modules/fechamentos';
import * as q from '../src/modules/projecao/queries';
import { atualizarCarteira, carteira, carteiraJson, chavesDaCarteira, LOTE_DO_RECALCULO, PassadaDaCarteira, projecaoDoProjeto } from '../src/modules/projecao/service';
import type { Mailer } from '../src/mail/mailer';
import {
  conferir,
  figura,
  inserirIssuesBench,
  inserirPlanosBench,
  inserirProjetosBench,
  inserirWorklogsBench,
  machineLine,
  median,
  p95,
  pulado,
  semearDemo,
  VOLUME_DOS_WORKLOGS,
  withBenchDatabase,
} from './support';

const { worklogs: WORKLOGS, worklogsDoProjeto: PROJECT_WORKLOGS, projetos: PROJECTS, rodadas: RUNS, aquecimento: WARMUP } = VOLUME_DOS_WORKLOGS;
const FIRST_ID = 2_000_001;
const TARGET = 'BENCH1';
const INICIO = '2024-12-01';
const HOJE = '2026-06-15';

const fmt = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;

async function step<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await fn();
  console.log(`  ${label.padEnd(58)} ${fmt(performance.now() - t0)}`);
  return result;
}

async function prepare(database: Database): Promise<void> {
  const db = database.db;
  await step('migrações + seed de demonstração', async () => {
    await migrate(database);
    await semearDemo(db, 'demo');
  });
  await step(`${PROJECTS} projetos`, () => inserirProjetosBench(db, { primeiroId: FIRST_ID, projetos: PROJECTS }));
  await step('issues', () => inserirIssuesBench(db, { primeiroId: FIRST_ID, projetos: PROJECTS, medidoId: FIRST_ID }));
  await step(`${WORKLOGS.toLocaleString('pt-BR')} worklogs (${PROJECT_WORKLOGS.toLocaleString('pt-BR')} no projeto medido)`, () =>
    inserirWorklogsBench(db, { primeiroId: FIRST_ID, projetos: PROJECTS, medidoId: FIRST_ID, worklogs: WORKLOGS, projetoWorklogs: PROJECT_WORKLOGS, inicio: INICIO }),
  );
  await step('planos de 24 meses (2 funções e 1 indireto por mês)', () => inserirPlanosBench(db, { primeiroId: FIRST_ID, inicio: INICIO }));
  await step('VACUUM ANALYZE', () =>
    database.withSession(async (session) => {
      for (const tabela of ['worklog_mes', 'projecao_real_mes', 'projecao_real_pessoa', 'projecao_plano_soma', 'projeto', 'planejamento', 'planejamento_mes', 'previsto_funcao', 'previsto_indireto', 'fechamento_colaborador', 'custo_projeto']) {
        await session.exec(`VACUUM ANALYZE ${tabela}`);
      }
    }),
  );
}

/** Projects per batch when lines are computed (the service's LOTE_DE_CALCULO): the raw SQL is measured in the same batches. */
const LOTE_DE_CALCULO = 500;

/** The raw statements the Carteira's loader runs (`carregarEntradasAgregadas`: the kept month aggregates of migration 0107), alone, batch by batch. */
async function sqlDasLinhas(database: Database): Promise<void> {
  const chaves = (await q.projetosComPlano(database.db, {})).map((p) => p.chave);
  for (let i = 0; i < chaves.length; i += LOTE_DE_CALCULO) await sqlDasLinhasDoLote(database, chaves.slice(i, i + LOTE_DE_CALCULO));
}

async function sqlDasLinhasDoLote(database: Database, chaves: readonly string[]): Promise<void> {
  const db = database.db;
  const todas = (await q.projetosComPlano(db, { chaves })).map((p) => p.chave);
  await Promise.all([
    q.linhasDosPlanos(db, todas),
    q.realAgregadoDosProjetos(db, todas),
    q.custoProjetadoDosProjetos(db, todas),
    q.custosExtrasDosProjetos(db, todas),
    q.mesesDosFechamentos(db),
    q.lerLimites(db),
  ]);
}

/** The raw statements the direct computation's loader runs for `chaves` (the same functions, without the domain's work). */
async function sqlDoCalculo(database: Database, chaves: readonly string[] | null): Promise<void> {
  const db = database.db;
  const projetos = await q.projetosComPlano(db, chaves ? { chaves } : {});
  const todas = projetos.map((p) => p.chave);
  const [, horas] = await Promise.all([q.linhasDosPlanos(db, todas), q.horasDosProjetos(db, todas), q.custosExtrasDosProjetos(db, todas)]);
  const mats = [...new Set(horas.flatMap((linha) => (linha.mat === null ? [] : [Number(linha.mat)])))];
  await Promise.all([q.fechamentosCalculados(db, mats), q.lerLimites(db)]);
}

async function medir(rodadas: number, fn: () => Promise<unknown>, antes?: () => Promise<unknown>, aquecimento = WARMUP): Promise<number[]> {
  for (let i = 0; i < aquecimento; i++) {
    await antes?.();
    await fn();
  }
  const tempos: number[] = [];
  for (let i = 0; i < rodadas; i++) {
    await antes?.();
    const t0 = performance.now();
    await fn();
    tempos.push(performance.now() - t0);
  }
  return tempos;
}

/** Two functions measured alternately (the same machine load for both): their times. */
async function medirPar(rodadas: number, a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number[], number[]]> {
  for (let i = 0; i < WARMUP; i++) {
    await a();
    await b();
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < rodadas; i++) {
    for (const [fn, tempos] of (i % 2 ? [[b, tb], [a, ta]] : [[a, ta], [b, tb]]) as [() => Promise<unknown>, number[]][]) {
      const t0 = performance.now();
      await fn();
      tempos.push(performance.now() - t0);
    }
  }
  return [ta, tb];
}

const MES_ATUAL = `${HOJE.slice(5, 7)}-${HOJE.slice(0, 4)}`;
const SINCRONIZADOS = Math.min(100, PROJECTS - 1);

async function main(): Promise<void> {
  console.log(
    `Benchmark da projeção: ${WORKLOGS.toLocaleString('pt-BR')} worklogs, ${PROJECT_WORKLOGS.toLocaleString('pt-BR')} no projeto medido, ` +
      `${PROJECTS.toLocaleString('pt-BR')} projetos com planos de 24 meses, ${RUNS} medições de cada`,
  );
  console.log(machineLine());
  const semServidor = await withBenchDatabase('projecao', async (database) => {
    console.log('\nPreparação:');
    await prepare(database);
    const db = database.db;
    const esvaziar = () => db.execute(sql`DELETE FROM projecao_cache`);

    // The Carteira answers at once (README of modules/projecao): with nothing kept every project comes in
    // semProjecao; the background pass (atualizarCarteira, the evaluator's) computes and keeps every line.
    console.log('\nSem projeções guardadas (a resposta na hora; depois a passada em segundo plano: agregados da 0107 + domínio para todos, e guardar):');
    await esvaziar();
    const t0 = performance.now();
    const resposta = await carteiraJson(db, {}, HOJE);
    const respostaFria = performance.now() - t0;
    conferir(resposta.recalculando === (await chavesDaCarteira(db)).length, () => `recalculando ${resposta.recalculando}`);
    console.log(`  carteira, resposta na hora (${resposta.recalculando} projetos sem projeção, marcados)`.padEnd(60) + fmt(respostaFria));
    // Its parts (nothing is kept by the answer itself: each run finds the same state), the answer's statement
    // (kept lines + the plans' kept sums of migration 0114, the text built by the database) and the thresholds alone.
    const [respostaSemNada, sqlSemNada] = await medirPar(
      Math.min(RUNS, 9),
      () => carteiraJson(db, {}, HOJE),
      () => q.carteiraGuardada(db, {}, MES_ATUAL),
    );
    const limitesSemNada = await medir(Math.min(RUNS, 9), () => q.lerLimites(db));
    console.log(`  carteira, resposta na hora (mediana de ${respostaSemNada.length}; p95 ${fmt(p95(respostaSemNada))})`.padEnd(60) + fmt(median(respostaSemNada)));
    console.log('  … sua consulta (linhas guardadas + somas dos planos, 0114)'.padEnd(60) + fmt(median(sqlSemNada)));
    console.log('  … os limites'.padEnd(60) + fmt(median(limitesSemNada)));
    const t1 = performance.now();
    const calculados = await atualizarCarteira(db, HOJE);
    const passadaFria = performance.now() - t1;
    const carteiraFria = respostaFria + passadaFria;
    console.log(`  passada em segundo plano (calcula e guarda ${calculados} projetos)`.padEnd(60) + fmt(passadaFria));
    console.log('  da resposta até toda linha atual'.padEnd(60) + fmt(carteiraFria));
    const fria = await carteira(db, {}, HOJE);
    conferir(fria.recalculando === 0 && fria.semProjecao.length === 0, () => `depois da passada: recalculando ${fria.recalculando}`);

    // After a closing (the company-wide version changes): every kept line stale, answered with its previous figures.
    await db.execute(sql`UPDATE projecao_versao SET versao = versao + 1 WHERE projeto = '*'`);
    const t2 = performance.now();
    const marcada = await carteiraJson(db, {}, HOJE);
    const respostaMarcada = performance.now() - t2;
    conferir(marcada.recalculando === fria.linhas.length, () => `marcadas ${marcada.recalculando}`);
    // The evaluator's pass, batch by batch: an alert request made meanwhile waits for the running batch.
    const t3 = performance.now();
    const passada = new PassadaDaCarteira(db);
    const lotes: number[] = [];
    for (let t4 = performance.now(); await passada.proximoLote(HOJE); t4 = performance.now()) lotes.push(performance.now() - t4);
    const passadaMarcada = performance.now() - t3;
    const loteMaisLongo = Math.max(0, ...lotes);
    console.log(`  após um fechamento: resposta na hora (${marcada.recalculando} linhas marcadas)`.padEnd(60) + fmt(respostaMarcada));
    console.log('  após um fechamento: passada até toda linha atual'.padEnd(60) + fmt(passadaMarcada));
    console.log(`  o lote mais longo (${lotes.length} lotes de ${LOTE_DO_RECALCULO}: a espera de um pedido de alerta)`.padEnd(60) + fmt(loteMaisLongo));
    const sqlDireto = await medir(1, () => sqlDasLinhas(database), undefined, 0);
    console.log(`  SQL do cálculo (as consultas do carregador, sozinhas, em lotes de ${LOTE_DE_CALCULO})`.padEnd(60) + fmt(median(sqlDireto)));
    const chavesDaCarteiraFria = fria.linhas.map((linha) => linha.projeto.chave);
    const sqlPorPessoa = await medir(
      1,
      async () => {
        for (let i = 0; i < chavesDaCarteiraFria.length; i += LOTE_DE_CALCULO) await sqlDoCalculo(database, chavesDaCarteiraFria.slice(i, i + LOTE_DE_CALCULO));
      },
      undefined,
      0,
    );
    console.log('  SQL do carregador por pessoa (o de antes da migração 0107)'.padEnd(60) + fmt(median(sqlPorPessoa)));

    const bench = fria.linhas.filter((linha) => linha.projeto.chave.startsWith('BENCH')).length;
    conferir(bench === PROJECTS, () => `a carteira tem ${bench} projetos BENCH; esperados ${PROJECTS}`);
    const quente = await carteira(db, {}, HOJE);
    conferir(isDeepStrictEqual(JSON.parse(JSON.stringify(quente)), JSON.parse(JSON.stringify(await carteira(db, {}, HOJE)))), () => 'a carteira guardada mudou');

    const umFrio = await projecaoDoProjeto(db, TARGET, HOJE);
    const um = await projecaoDoProjeto(db, TARGET, HOJE);
    conferir(isDeepStrictEqual(um, JSON.parse(JSON.stringify(umFrio))), () => `a projeção guardada de ${TARGET} difere da calculada`);
    const horasReais = um.realizado.meses.reduce((total, mes) => total + Number(mes.horas), 0);
    const [crus] = ((await db.execute(sql`SELECT coalesce(sum(time_spent_seconds), 0) / 3600.0 AS horas FROM worklog WHERE projeto_id = ${FIRST_ID}`)) as unknown as {
      rows: { horas: string }[];
    }).rows;
    conferir(Math.abs(horasReais - Number(crus!.horas)) < 0.01 * um.realizado.meses.length, () => `horas de ${TARGET}: ${horasReais} x ${crus!.horas} nos worklogs`);

    // A sync that touches SINCRONIZADOS projects (one new worklog each, through the worklog triggers):
    // the next Carteira recomputes only those.
    let rodada = 0;
    const sincronizar = () => {
      rodada += 1;
      return db.execute(sql`
        INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds)
        SELECT 90000000 + ${rodada}::int * 10000 + g, p * 1000, p, '712020:demo-00001', 1, ${HOJE}::date, 900, 900
        FROM generate_series(1, ${SINCRONIZADOS}::int) AS g CROSS JOIN LATERAL (SELECT ${FIRST_ID + 1}::bigint + g AS p) x`);
    };

    console.log('\nMedições:');
    // The route's work (carteiraJson: the answer's text, sent as it is) next to its two statements alone.
    const [carteiraQuente, carteiraSql] = await medirPar(
      RUNS,
      () => carteiraJson(db, {}, HOJE),
      () => Promise.all([q.carteiraGuardada(db, {}, MES_ATUAL), q.lerLimites(db)]),
    );
    const aposSync = await medir(Math.min(RUNS, 5), () => carteiraJson(db, {}, HOJE), sincronizar, 1);
    const [projetoQuente, projetoSql] = await medirPar(
      RUNS,
      () => projecaoDoProjeto(db, TARGET, HOJE),
      () => q.respostaGuardada(db, TARGET, MES_ATUAL),
    );
    const limpar = () => db.execute(sql`DELETE FROM projecao_cache WHERE projeto = ${TARGET}`);
    const projetoFrio = await medir(Math.min(RUNS, 10), () => projecaoDoProjeto(db, TARGET, HOJE), limpar);
    const projetoSqlDireto = await medir(Math.min(RUNS, 10), () => sqlDoCalculo(database, [TARGET]));

    console.log(`\n=== Resultado (PostgreSQL; mediana e p95 de cada) === ${machineLine()}`);
    const pares = [
      { nome: 'carteira', rotulo: `Carteira (${fria.linhas.length} projetos)`, meta: 300, servico: carteiraQuente, cru: carteiraSql },
      { nome: 'projecao-projeto', rotulo: `Projeção de um projeto (${PROJECT_WORKLOGS.toLocaleString('pt-BR')} worklogs)`, meta: 100, servico: projetoQuente, cru: projetoSql },
    ];
    for (const par of pares) {
      const servico = median(par.servico);
      const cru = median(par.cru);
      console.log(
        `${par.rotulo.padEnd(48)} serviço ${fmt(servico)} (p95 ${fmt(p95(par.servico))})  SQL ${fmt(cru)} (p95 ${fmt(p95(par.cru))})  ` +
          `razão ${(servico / cru).toFixed(2)}x  meta < ${par.meta} ms: ${servico < par.meta ? 'atingida' : 'NÃO atingida'}`,
      );
      figura(`${par.nome}: serviço (mediana)`, servico);
      figura(`${par.nome}: SQL cru (mediana)`, cru);
      figura(`${par.nome}: serviço ÷ SQL`, servico / cru, 'x');
    }
    console.log(`Carteira após um sync de ${SINCRONIZADOS} projetos (esses marcados)`.padEnd(48) + ` serviço ${fmt(median(aposSync))} (p95 ${fmt(p95(aposSync))})`);
    console.log(
      `Carteira sem nada guardado`.padEnd(48) +
        ` resposta ${fmt(median(respostaSemNada))} (p95 ${fmt(p95(respostaSemNada))}; a primeira ${fmt(respostaFria)}) (meta < 300 ms: ${median(respostaSemNada) < 300 ? 'atingida' : 'NÃO atingida'}); ` +
        `SQL ${fmt(median(sqlSemNada))}; até toda linha atual ${fmt(carteiraFria)}  ` +
        `SQL do cálculo ${fmt(median(sqlDireto))}  (SQL por pessoa, antes da 0107: ${fmt(median(sqlPorPessoa))})`,
    );
    console.log(`Carteira após um fechamento (linhas marcadas)`.padEnd(48) + ` resposta ${fmt(respostaMarcada)}; até toda linha atual ${fmt(respostaMarcada + passadaMarcada)}`);
    console.log(
      `Projeção de um projeto sem nada guardado`.padEnd(48) +
        ` serviço ${fmt(median(projetoFrio))} (p95 ${fmt(p95(projetoFrio))})  SQL do cálculo direto ${fmt(median(projetoSqlDireto))}`,
    );
    figura('carteira: após sync de 100 projetos (mediana)', median(aposSync));
    figura('carteira: sem nada guardado, resposta (mediana)', median(respostaSemNada));
    figura('carteira: sem nada guardado, a primeira resposta', respostaFria);
    figura('carteira: sem nada guardado, SQL da resposta (mediana)', median(sqlSemNada));
    figura('carteira: sem nada guardado, até toda linha atual', carteiraFria);
    figura('carteira: após um fechamento, resposta', respostaMarcada);
    figura('carteira: após um fechamento, até toda linha atual', respostaMarcada + passadaMarcada);
    figura('carteira: lote mais longo da passada (espera de um alerta)', loteMaisLongo);
    figura('carteira: SQL do cálculo direto', median(sqlDireto));
    figura('carteira: SQL do carregador por pessoa', median(sqlPorPessoa));
    figura('projecao-projeto: sem nada guardado (mediana)', median(projetoFrio));
    figura('projecao-projeto: SQL do cálculo direto (mediana)', median(projetoSqlDireto));

    // Alerts (issue 38 §3): what a closing calculation's request waited for before (the evaluation of
    // every project: here one batch of the evaluator, LOTE projects, and the whole portfolio only with
    // BENCH_ALERTAS_TODOS=1) and what it waits for now (the request recorded, one row). Last: the closing
    // changes every forecast's version.
    console.log('\nAlertas e fechamento:');
    const silencioso = pino({ level: 'silent' });
    const contexto: ContextoAlertas = { db, mailer: { enqueue() {} } as unknown as Mailer, appUrl: 'http://bench', log: silencioso };
    const chaves = await chavesDaCarteira(db);
    const LOTE = Math.min(500, chaves.length);
    const [fechamento] = ((await db.execute(sql`SELECT id FROM fechamento WHERE ativo AND calculado_em IS NOT NULL ORDER BY data_inicio DESC LIMIT 1`)) as unknown as {
      rows: { id: number }[];
    }).rows;
    const tFechamento = await medir(1, () => calcularFechamento(db, Number(fechamento!.id)), undefined, 0);
    const tPedido = await medir(Math.min(RUNS, 10), () => inserirPedido(db, 'fechamento', null));
    const tLote = await medir(1, () => avaliarAlertasDosProjetos(contexto, { chaves: chaves.slice(0, LOTE) }, 'fechamento', HOJE), undefined, 0);
    const todos = process.env.BENCH_ALERTAS_TODOS === '1';
    const tTodos = todos ? median(await medir(1, () => avaliarAlertasDosProjetos(contexto, {}, 'fechamento', HOJE), undefined, 0)) : (median(tLote) * chaves.length) / LOTE;
    const semAvaliacao = median(tFechamento) + median(tPedido);
    const comAvaliacao = median(tFechamento) + tTodos;
    console.log(`  cálculo do fechamento (demonstração) ${fmt(median(tFechamento))}; pedido de avaliação (1 linha) ${fmt(median(tPedido))}`);
    console.log(`  avaliação de ${LOTE} projetos (um lote do avaliador) ${fmt(median(tLote))}; de todos os ${chaves.length} ${fmt(tTodos)}${todos || LOTE === chaves.length ? '' : ' (estimada: lote × lotes)'}`);
    console.log(`Requisição do cálculo do fechamento: antes (avaliava na requisição) ${fmt(comAvaliacao)}  agora (só pede) ${fmt(semAvaliacao)}   ${machineLine()}`);
    figura('fechamento: requisição com a avaliação dos alertas', comAvaliacao);
    figura('fechamento: requisição sem a avaliação (pedido)', semAvaliacao);
    figura('alertas: avaliação de um lote (mediana)', median(tLote));
  });
  if (semServidor) pulado(`${semServidor}; este benchmark precisa de PostgreSQL.`);
}

await main();
