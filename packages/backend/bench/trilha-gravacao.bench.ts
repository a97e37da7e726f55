/**
 * What recording an import's entries costs, alone (issue 37 §4): `registrarAuditoria` of the 10.001 entries
 * of a 10.000-row employee import (the entries a real POST /import/colaborador recorded, read back), each
 * call in its own transaction, committed, RUNS times. The import's ratio (bench/trilha-custo.bench.ts) moves
 * with the machine's load by more than the trail costs; this is the part of it the trail is.
 *
 * Prints the wall time, the CPU time of the Node process and of the transaction's PostgreSQL backend (read
 * from /proc when the server is local): the CPU times hardly move with the machine's load, the wall time
 * does (the WAL position is the server's, every session's, so it is not shown). To compare code with code,
 * run it on two checkouts alternately (a process each; every run starts its own database, migrated by its
 * own code: the indexes are the checkout's).
 *
 *   BENCH=trilha-gravacao pnpm bench
 *   BENCH_ROWS=2000 BENCH_RUNS=3 ...   (smaller runs)
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { campoLido, type AcaoAuditoria, type EntidadeAuditoria } from '@financeiro/domain';
import { buildApp } from '../src/app';
import { DEFAULT_DEMO_PASSWORDS, defaultAppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { registrarAuditoria, verificarCadeia, type NovaEntradaDeAuditoria } from '../src/modules/auditoria';
import { colaboradoresImportados } from '../src/test/cargas';
import { ARGON2_DO_BENCH, conferir, figura, loadAverage, machineLine, median, pulado, semearDemo, volume, withBenchDatabase } from './support';

const ROWS = volume('BENCH_ROWS', 10_000, 200);
const RUNS = Math.max(1, volume('BENCH_RUNS', 5, 1));

interface Gravada {
  acao: string;
  entidade: string;
  chave: string;
  campos: NonNullable<Parameters<typeof campoLido>[0]>[];
  detalhes: Record<string, unknown> | null;
}

async function medir(database: Database): Promise<void> {
  const db = database.db;
  await migrate(database);
  await semearDemo(db, 'demo-sem-projetos');
  const config = defaultAppConfig({ jwtSecret: 'segredo-do-benchmark-com-pelo-menos-32-caracteres', argon2: ARGON2_DO_BENCH, logLevel: 'warn' });
  const app = buildApp({ db: database, config });
  await app.ready();
  let entradas: NovaEntradaDeAuditoria[];
  try {
    const login = await app.inject({ method: 'POST', url: '/login', payload: { usuario: 'rh', senha: DEFAULT_DEMO_PASSWORDS.rh } });
    const headers = { authorization: `Bearer ${login.json().token as string}` };
    const marca = ((await db.execute(sql`SELECT coalesce(max(id), 0)::int AS id FROM auditoria`)) as unknown as { rows: Array<{ id: number }> }).rows[0]!.id;
    const resposta = await app.inject({ method: 'POST', url: '/import/colaborador', payload: { data: colaboradoresImportados(ROWS, 1) }, headers });
    conferir(resposta.statusCode === 200, () => `importação: ${resposta.statusCode} ${resposta.body.slice(0, 300)}`);
    const gravadas = ((await db.execute(sql`SELECT acao, entidade, chave, campos, detalhes FROM auditoria WHERE id > ${marca} AND entidade IN ('colaborador', 'importacao') ORDER BY id`)) as unknown as {
      rows: Gravada[];
    }).rows;
    conferir(gravadas.length === ROWS + 1, () => `a importação gravou ${gravadas.length} entradas, esperado ${ROWS + 1}`);
    // As the import hands them to registrarAuditoria: every field with its `antes` (null for a creation).
    entradas = gravadas.map((g) => ({
      acao: g.acao as AcaoAuditoria,
      entidade: g.entidade as EntidadeAuditoria,
      chave: g.chave,
      campos: g.campos.map(campoLido),
      ...(g.detalhes ? { detalhes: g.detalhes } : {}),
    }));
    await app.indexadorAuditoria.parar();
  } finally {
    await app.close();
  }
  const campos = entradas.reduce((soma, e) => soma + (e.campos?.length ?? 0), 0);
  console.log(`  ${entradas.length} entradas (${campos} campos) de uma importação de ${ROWS} linhas; carga ${loadAverage()}`);
  const tempos: number[] = [];
  const cpusDoNode: number[] = [];
  const cpusDoBanco: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const inicio = performance.now();
    const node = process.cpuUsage();
    let banco = Number.NaN;
    await db.transaction(async (tx) => {
      const [sessao] = ((await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { rows: Array<{ pid: number }> }).rows;
      const cpuAntes = cpuDoProcesso(sessao!.pid);
      await registrarAuditoria(tx, entradas, { id: 1, nome: 'Benchmark' });
      banco = cpuDoProcesso(sessao!.pid) - cpuAntes;
    });
    const ms = performance.now() - inicio;
    const usado = process.cpuUsage(node);
    const cpuNode = (usado.user + usado.system) / 1000;
    tempos.push(ms);
    cpusDoNode.push(cpuNode);
    cpusDoBanco.push(banco);
    console.log(
      `  registrarAuditoria #${run}: ${ms.toFixed(0).padStart(6)} ms; CPU do Node ${cpuNode.toFixed(0)} ms, do PostgreSQL ${Number.isNaN(banco) ? '?' : banco.toFixed(0)} ms (carga ${loadAverage()})`,
    );
  }
  const verificacao = await verificarCadeia(db);
  conferir(!verificacao.quebra, () => `cadeia quebrada: ${JSON.stringify(verificacao.quebra)}`);
  const [tamanho] = ((await db.execute(sql`SELECT pg_total_relation_size('auditoria')::bigint AS total, pg_indexes_size('auditoria')::bigint AS indices FROM auditoria LIMIT 1`)) as unknown as {
    rows: Array<{ total: string; indices: string }>;
  }).rows;
  console.log(`  cadeia conferida: ${verificacao.verificadas} entradas; auditoria ${(Number(tamanho!.total) / 1e6).toFixed(1)} MB, índices ${(Number(tamanho!.indices) / 1e6).toFixed(1)} MB`);
  const m = median(tempos);
  const banco = median(cpusDoBanco);
  console.log(
    `\n=== registrarAuditoria de ${entradas.length} entradas: mediana ${m.toFixed(0)} ms de ${RUNS}; CPU do Node ${median(cpusDoNode).toFixed(0)} ms, do PostgreSQL ${Number.isNaN(banco) ? '?' : banco.toFixed(0)} ms (carga ${loadAverage()}) ===`,
  );
  figura(`registrarAuditoria de ${entradas.length} entradas (mediana)`, m);
  figura(`registrarAuditoria de ${entradas.length} entradas: CPU do Node (mediana)`, median(cpusDoNode));
  if (!Number.isNaN(banco)) figura(`registrarAuditoria de ${entradas.length} entradas: CPU do PostgreSQL (mediana)`, banco);
}

/**
 * CPU time (user + system, ms) of a local process so far — the PostgreSQL backend of the transaction: unlike
 * the wall time, it hardly moves with the other sessions' load. NaN when /proc does not show it (a remote server).
 */
function cpuDoProcesso(pid: number): number {
  try {
    const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // After the command: state is field 3, utime 14 and stime 15 (clock ticks, 100 a second on Linux).
    return ((Number(campos[11]) + Number(campos[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

async function main(): Promise<void> {
  console.log(`Gravação da trilha de uma importação de ${ROWS.toLocaleString('pt-BR')} linhas, ${RUNS} vezes`);
  console.log(machineLine());
  const semServidor = await withBenchDatabase('trilha_gravacao', medir);
  if (semServidor) pulado(`${semServidor}; este benchmark mede no PostgreSQL.`);
}

await main();
