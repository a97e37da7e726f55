/**
 * What the audit trail costs (issue 37 §4: "the 10,000-row import and the 5,000-employee closing with
 * auditing on cost at most 15 % more than without"), on PostgreSQL (DATABASE_URL, else 127.0.0.1:5432
 * user postgres; a throwaway database is created and dropped):
 *
 * - the closing of 5.000 employees (the fechamento bench's: calcularFechamento, one transaction),
 *   recalculated RUNS times with the trail recording and RUNS times without;
 * - POST /import/colaborador with 10.000 new employees (src/test/cargas.ts's rows; as the screen sends
 *   them, through HTTP: guard, validation, checks, savepoints, the trail's 10.001 entries),
 *   RUNS files with the trail recording and RUNS without.
 *
 * On and off alternate (on, off; off, on; ...), so the machine's load weighs on both alike, after one import
 * and one closing that are not measured (the first of a process compiles the code and warms the caches: it
 * was always an 'on' run, and took up to twice the others). "Off" is the import without any of the trail's
 * work (gravarAuditoriaNoBenchmark(false)): its entries are not even built (an import gives them to
 * LoteDeEntradas as functions, never called then), no lock, no hash, no INSERT. Until 2026-11-30 "off" still
 * built every entry (the fields' before/after of 10.000 records, ~70 ms) and only skipped the recording: the
 * ratios printed before that date leave that part of the trail's cost out.
 * Besides the wall time each run's CPU time is measured: the Node process's and the PostgreSQL backends' of
 * the bench's database (read from /proc when the server is local). On a loaded machine (2 cores, load 10–30)
 * the wall time of the same run moves by ±50 %; the CPU time, the work the trail adds, much less.
 * The entries' search words (auditoria_busca, written by the API's indexer after the commit) are written
 * between two imports, outside both measures, and their time is printed apart.
 * BENCH_TRILHA_PREVIA=1000000 starts the trail with that many entries (the indexes the entries go into
 * a production-sized trail's; their hashes are placeholders, so the chain is then not checked; without
 * it the bench checks the whole chain as audit:verify does). Prints each run,
 * the medians and their ratio; asserts nothing about time. The closings run first: the imported
 * employees would join the closing.
 *
 *   BENCH=trilha-custo pnpm bench
 *   BENCH_ROWS=2000 BENCH_EMPLOYEES=1000 BENCH_RUNS=1 BENCH_TRILHA_PREVIA=0 ...   (smaller runs)
 *   BENCH_SCALE=smoke   (200 rows, 200 employees, one run of each: bench/smoke.test.ts)
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { DEFAULT_DEMO_PASSWORDS, defaultAppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { verificarCadeia } from '../src/modules/auditoria';
import { gravarAuditoriaNoBenchmark } from '../src/modules/auditoria/service';
import { calcularFechamento } from '../src/modules/fechamentos';
import { colaboradoresImportados, prepararFechamentoGrande } from '../src/test/cargas';
import { ARGON2_DO_BENCH, conferir, figura, loadAverage, machineLine, median, pulado, semearDemo, volume, withBenchDatabase } from './support';

const ROWS = volume('BENCH_ROWS', 10_000, 200);
const EMPLOYEES = volume('BENCH_EMPLOYEES', 5_000, 200);
const RUNS = Math.max(1, volume('BENCH_RUNS', 3, 1));
const PREVIA = volume('BENCH_TRILHA_PREVIA', 0, 0);
const PERIODO = { dataInicio: '2026-10-01', dataFim: '2026-10-31', diasUteis: 21 };
const META = 1.15;

type Modo = 'ligada' | 'desligada';
/** on, off; off, on; on, off; ...: each pair in the other order than the one before. */
const ordem = (run: number): Modo[] => (run % 2 === 1 ? ['ligada', 'desligada'] : ['desligada', 'ligada']);

async function contarEntradas(database: Database): Promise<number> {
  const resultado = (await database.db.execute(sql`SELECT count(*)::int AS total FROM auditoria`)) as unknown as { rows: Array<{ total: number }> };
  return resultado.rows[0]!.total;
}

/** A trail of `entradas` entries like the audit screen bench's (chained, each with a searchable text). */
async function preencherTrilha(database: Database, entradas: number): Promise<void> {
  if (entradas === 0) return;
  await database.db.execute(sql`
    INSERT INTO auditoria (em, usuario_id, usuario_nome, acao, entidade, chave, campos, detalhes, request_id, hash_anterior, hash)
    SELECT now() - make_interval(mins => ${entradas}::int - g), 1000 + g % 10, 'Usuário ' || (g % 10), 'alterar', 'colaborador', (g % 5000)::text,
           jsonb_build_array(jsonb_build_object('campo', 'Função', 'antes', 'Analista ' || (g % 50), 'depois', 'Coordenador ' || ((g + 1) % 50))),
           NULL, 'req-' || g, lpad(to_hex(g - 1), 64, '0'), lpad(to_hex(g), 64, '0')
    FROM generate_series(1, ${entradas}::int) AS g`);
  await database.db.execute(sql`INSERT INTO auditoria_busca (id, texto) SELECT id, auditoria_texto(chave, usuario_nome, campos) FROM auditoria`);
  await database.withSession((session) => session.exec('VACUUM ANALYZE auditoria, auditoria_busca'));
}

interface Medida {
  modo: Modo;
  ms: number;
  /** CPU of the Node process and of the database's backends during the run (NaN: not readable). */
  cpu: number;
  entradas: number;
}

/**
 * CPU time (user + system, ms) of a local process so far, and its start (clock ticks since boot: a pid reused
 * by another process is another process); undefined when /proc does not show it (a remote server).
 */
function cpuDoProcesso(pid: number): { cpu: number; inicio: string } | undefined {
  try {
    const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // After the command: utime is field 14, stime 15 and starttime 22 (clock ticks, 100 a second on Linux).
    return { cpu: ((Number(campos[11]) + Number(campos[12])) * 1000) / 100, inicio: campos[19]! };
  } catch {
    return undefined;
  }
}

/**
 * Starts measuring the CPU of this process and of the client backends of the bench's database (the API's
 * pool and the bench's own; not autovacuum); the returned function answers the ms used since (NaN when a
 * backend's /proc is not readable). A backend that ends in between (the pool's idle ones) did no work of the
 * run; one that starts in between counts whole.
 */
async function medirCpu(database: Database): Promise<() => Promise<number>> {
  const backends = async () => {
    const resultado = (await database.db.execute(
      sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    )) as unknown as { rows: Array<{ pid: number }> };
    return new Map(resultado.rows.map(({ pid }) => [pid, cpuDoProcesso(pid)]));
  };
  const antes = await backends();
  const node = process.cpuUsage();
  return async () => {
    const usado = process.cpuUsage(node);
    let banco = 0;
    for (const [pid, agora] of await backends()) {
      if (!agora) return Number.NaN;
      const antesDele = antes.get(pid);
      banco += agora.cpu - (antesDele && antesDele.inicio === agora.inicio ? antesDele.cpu : 0);
    }
    return (usado.user + usado.system) / 1000 + banco;
  };
}

function resumo(nome: string, medidas: Medida[]): number {
  const ligada = median(medidas.filter((m) => m.modo === 'ligada').map((m) => m.ms));
  const desligada = median(medidas.filter((m) => m.modo === 'desligada').map((m) => m.ms));
  const razao = ligada / desligada;
  const razoesDosPares = [];
  for (let i = 0; i + 1 < medidas.length; i += 2) {
    const par = medidas.slice(i, i + 2);
    razoesDosPares.push((par.find((m) => m.modo === 'ligada')!.ms / par.find((m) => m.modo === 'desligada')!.ms).toFixed(2));
  }
  console.log(
    `${nome}: com a trilha ${ligada.toFixed(0)} ms, sem ${desligada.toFixed(0)} ms (medianas de ${medidas.length / 2}; pares ${razoesDosPares.join(', ')}) → ${razao.toFixed(3)}× ${razao <= META ? 'meta atingida' : 'meta NÃO atingida'} (≤ ${META}×)`,
  );
  figura(`${nome}: com a trilha (mediana)`, ligada);
  figura(`${nome}: sem a trilha (mediana)`, desligada);
  figura(`${nome}: com ÷ sem`, razao, '×');
  const cpuLigada = median(medidas.filter((m) => m.modo === 'ligada').map((m) => m.cpu));
  const cpuDesligada = median(medidas.filter((m) => m.modo === 'desligada').map((m) => m.cpu));
  if (!Number.isNaN(cpuLigada + cpuDesligada)) {
    const razaoCpu = cpuLigada / cpuDesligada;
    console.log(`${nome}, CPU (Node + PostgreSQL): com a trilha ${cpuLigada.toFixed(0)} ms, sem ${cpuDesligada.toFixed(0)} ms → ${razaoCpu.toFixed(3)}×`);
    figura(`${nome}: CPU com ÷ sem`, razaoCpu, '×');
  }
  return razao;
}

async function medir(database: Database): Promise<void> {
  const db = database.db;
  const t0 = performance.now();
  await migrate(database);
  await semearDemo(db, 'demo-sem-projetos');
  const fechamento = await prepararFechamentoGrande(db, EMPLOYEES, PERIODO);
  await preencherTrilha(database, PREVIA);
  console.log(`  preparado em ${((performance.now() - t0) / 1000).toFixed(1)} s (${EMPLOYEES} colaboradores, ${PREVIA.toLocaleString('pt-BR')} entradas na trilha)`);

  const fechamentos: Medida[] = [];
  // The first calculation (a different action, 'calcular') and a recalculation: not measured.
  await calcularFechamento(db, fechamento);
  await calcularFechamento(db, fechamento);
  for (let run = 1; run <= RUNS; run++) {
    for (const modo of ordem(run)) {
      gravarAuditoriaNoBenchmark(modo === 'ligada');
      const antes = await contarEntradas(database);
      const cpu = await medirCpu(database);
      const inicio = performance.now();
      const resultado = await calcularFechamento(db, fechamento);
      const ms = performance.now() - inicio;
      const cpuMs = await cpu();
      const entradas = (await contarEntradas(database)) - antes;
      conferir(resultado.colaboradores === EMPLOYEES, () => `fechamento: ${resultado.colaboradores} colaboradores, esperado ${EMPLOYEES}`);
      conferir(entradas === (modo === 'ligada' ? 1 : 0), () => `fechamento com a trilha ${modo}: ${entradas} entradas`);
      fechamentos.push({ modo, ms, cpu: cpuMs, entradas });
      console.log(`  fechamento #${run}, trilha ${modo.padEnd(9)}: ${ms.toFixed(0).padStart(6)} ms, CPU ${cpuMs.toFixed(0)} ms (${entradas} entradas; carga ${loadAverage()})`);
    }
  }

  gravarAuditoriaNoBenchmark(true);
  const config = defaultAppConfig({ jwtSecret: 'segredo-do-benchmark-com-pelo-menos-32-caracteres', argon2: ARGON2_DO_BENCH, logLevel: 'warn' });
  const app = buildApp({ db: database, config });
  await app.ready();
  const importacoes: Medida[] = [];
  try {
    const login = await app.inject({ method: 'POST', url: '/login', payload: { usuario: 'rh', senha: DEFAULT_DEMO_PASSWORDS.rh } });
    const headers = { authorization: `Bearer ${login.json().token as string}` };
    let lote = 0;
    // One import not measured (the process's first compiles the code), its words indexed.
    const aquecimento = await app.inject({ method: 'POST', url: '/import/colaborador', payload: { data: colaboradoresImportados(ROWS, ++lote) }, headers });
    conferir(aquecimento.statusCode === 200, () => `importação: ${aquecimento.statusCode} ${aquecimento.body.slice(0, 300)}`);
    await app.indexadorAuditoria.indexar();
    for (let run = 1; run <= RUNS; run++) {
      for (const modo of ordem(run)) {
        lote++;
        const payload = { data: colaboradoresImportados(ROWS, lote) };
        gravarAuditoriaNoBenchmark(modo === 'ligada');
        const antes = await contarEntradas(database);
        const cpu = await medirCpu(database);
        const inicio = performance.now();
        const resposta = await app.inject({ method: 'POST', url: '/import/colaborador', payload, headers });
        const ms = performance.now() - inicio;
        const cpuMs = await cpu();
        gravarAuditoriaNoBenchmark(true);
        conferir(resposta.statusCode === 200, () => `importação: ${resposta.statusCode} ${resposta.body.slice(0, 300)}`);
        const aplicadas = (resposta.json() as { result: { applied: number } }).result.applied;
        conferir(aplicadas === ROWS, () => `importação: ${aplicadas} gravados, esperado ${ROWS}`);
        const entradas = (await contarEntradas(database)) - antes;
        conferir(entradas === (modo === 'ligada' ? ROWS + 1 : 0), () => `importação com a trilha ${modo}: ${entradas} entradas`);
        importacoes.push({ modo, ms, cpu: cpuMs, entradas });
        console.log(`  importação #${run}, trilha ${modo.padEnd(9)}: ${ms.toFixed(0).padStart(6)} ms, CPU ${cpuMs.toFixed(0)} ms (${entradas} entradas; carga ${loadAverage()})`);
        // The search words, written after the commit: drained here, outside both measures, and shown apart.
        const inicioDaBusca = performance.now();
        const indexadas = await app.indexadorAuditoria.indexar();
        if (indexadas > 0) console.log(`    palavras da busca das ${indexadas} entradas, depois do commit: ${(performance.now() - inicioDaBusca).toFixed(0)} ms`);
      }
    }
  } finally {
    gravarAuditoriaNoBenchmark(true);
    await app.close();
  }

  // The chain the recorded runs left holds (audit:verify's check). The prefill's hashes are placeholders,
  // so with a prefill the check is left to audit:verify on a run without one.
  if (PREVIA === 0) {
    const verificacao = await verificarCadeia(db);
    conferir(!verificacao.quebra, () => `cadeia quebrada: ${JSON.stringify(verificacao.quebra)}`);
    console.log(`  cadeia conferida: ${verificacao.verificadas} entradas`);
  }

  console.log(`\n=== Resultado (PostgreSQL; ${RUNS} com e ${RUNS} sem a trilha, alternadas; meta ≤ ${META}×; carga ${loadAverage()}) ===`);
  resumo(`fechamento de ${EMPLOYEES.toLocaleString('pt-BR')} colaboradores (recalcular)`, fechamentos);
  resumo(`importação de ${ROWS.toLocaleString('pt-BR')} colaboradores (POST /import/colaborador)`, importacoes);
}

async function main(): Promise<void> {
  console.log(`Custo da trilha de auditoria: importação de ${ROWS.toLocaleString('pt-BR')} linhas e fechamento de ${EMPLOYEES.toLocaleString('pt-BR')} colaboradores, ${RUNS} com e ${RUNS} sem`);
  console.log(machineLine());
  const semServidor = await withBenchDatabase('trilha_custo', medir);
  if (semServidor) pulado(`${semServidor}; este benchmark mede no PostgreSQL.`);
  console.log(`Carga ao final: ${loadAverage()}`);
}

await main();
