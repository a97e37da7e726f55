#!/usr/bin/env node
/**
 * `pnpm bench:compare <git-ref> [BENCH=name] [BENCH_RODADAS=3] [BENCH_WORKLOGS=... any BENCH_* volume]`:
 * before/after in one run. Checks the ref out in a temporary git worktree (pnpm install
 * --frozen-lockfile --prefer-offline there), then runs the backend benchmark (packages/backend/bench,
 * `BENCH=name` as in `pnpm bench`) on the ref's code and on this working tree's, alternately
 * (antes, depois; then depois, antes; ...), at least 3 rounds each, on the same database server
 * (DATABASE_URL, else 127.0.0.1:5432), and prints each figure of both sides (the medians of the
 * rounds, each round's value) with the ratio depois ÷ antes, and the machine's load at each run.
 * On a shared, noisy machine a ratio measured in one run is the figure worth comparing.
 *
 * The benchmark files are this working tree's on both sides (copied over the ref's bench/): the same
 * measurement and the same figures (BENCH_FIGURAS), only the code measured differs. On the ref they
 * run with BENCH_CHECKS=aviso: a check of today's rule the older code does not meet is reported
 * ("conferência falhou") and the timings are still compared. A side that does not run to the end
 * (e.g. the ref lacks something the benchmark imports) is reported as failed, with its log.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DIR = 'packages/backend/bench';

function usage(message) {
  console.error(`${message}\nUso: pnpm bench:compare <ref do git> [BENCH=nome] [BENCH_RODADAS=3] [outras variáveis BENCH_*=valor]`);
  process.exit(2);
}

// Arguments: the ref, then NAME=value settings (the same as in the environment).
const settings = {};
let ref;
for (const arg of process.argv.slice(2)) {
  const assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(arg);
  if (assignment) settings[assignment[1]] = assignment[2];
  else if (!ref) ref = arg;
  else usage(`Argumento a mais: ${arg}`);
}
if (!ref) usage('Falta a ref do git a comparar.');
const env = { ...process.env, ...settings };
const rodadas = Number(env.BENCH_RODADAS ?? 3);
if (!Number.isInteger(rodadas) || rodadas < 3) usage(`BENCH_RODADAS=${env.BENCH_RODADAS}: pelo menos 3 rodadas de cada lado.`);
const filtro = env.BENCH ?? '';
const benches = fs.readdirSync(path.join(ROOT, BENCH_DIR)).filter((name) => name.endsWith('.bench.ts') && name.includes(filtro));
if (benches.length === 0) usage(`Nenhum benchmark em ${BENCH_DIR} com '${filtro}' no nome.`);

const git = (...args) => {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
};
let sha;
try {
  sha = git('rev-parse', '--verify', `${ref}^{commit}`);
} catch (error) {
  usage(error.message);
}
const curto = sha.slice(0, 7);
const head = git('rev-parse', '--short', 'HEAD');
const alterado = git('status', '--porcelain').length > 0;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'financeiro-bench-compare-'));
const worktree = path.join(tmp, `ref-${curto}`);
const logs = path.join(tmp, 'logs');
fs.mkdirSync(logs);
let removido = false;
function removerWorktree() {
  if (removido) return;
  removido = true;
  if (env.BENCH_COMPARE_KEEP === '1') {
    console.log(`\nWorktree mantida (BENCH_COMPARE_KEEP=1): ${worktree}`);
    return;
  }
  spawnSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
  fs.rmSync(worktree, { recursive: true, force: true });
  spawnSync('git', ['worktree', 'prune'], { cwd: ROOT, stdio: 'ignore' });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    removerWorktree();
    process.exit(130);
  });
}

/** Runs a command; its output goes to `log` (and the last lines to the console when it fails). */
function executar(command, args, { cwd, env: runEnv = env, log }) {
  return new Promise((resolve) => {
    const out = fs.openSync(log, 'w');
    const child = spawn(command, args, { cwd, env: runEnv, stdio: ['ignore', out, out] });
    child.on('error', (error) => {
      fs.closeSync(out);
      resolve({ code: null, error: error.message });
    });
    child.on('close', (code, signal) => {
      fs.closeSync(out);
      resolve({ code: code ?? signal });
    });
  });
}

const ultimasLinhas = (log, n = 15) => fs.readFileSync(log, 'utf8').trim().split('\n').slice(-n).join('\n');
const carga = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

async function preparar() {
  console.log(`Comparação de benchmarks: antes = ${ref} (${curto}), depois = árvore de trabalho (${head}${alterado ? ' com alterações' : ''})`);
  console.log(`Benchmarks: ${benches.join(', ')}; ${rodadas} rodadas de cada lado, alternadas; logs em ${logs}`);
  console.log(`Máquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, carga ${carga()}`);
  git('worktree', 'add', '--detach', worktree, sha);
  console.log(`\nWorktree de ${curto} em ${worktree}; pnpm install --frozen-lockfile --prefer-offline ...`);
  const install = await executar('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: worktree, log: path.join(logs, 'pnpm-install.log') });
  if (install.code !== 0) throw new Error(`pnpm install na worktree falhou (${install.code ?? install.error}):\n${ultimasLinhas(path.join(logs, 'pnpm-install.log'))}`);
  // The same benchmark on both sides: this working tree's files over the ref's.
  const destino = path.join(worktree, BENCH_DIR);
  fs.mkdirSync(destino, { recursive: true });
  for (const name of fs.readdirSync(path.join(ROOT, BENCH_DIR))) {
    if (name.endsWith('.test.ts')) continue;
    fs.copyFileSync(path.join(ROOT, BENCH_DIR, name), path.join(destino, name));
  }
  console.log(`Arquivos de ${BENCH_DIR} da árvore de trabalho copiados para a worktree (o mesmo benchmark nos dois lados).`);
}

const LADOS = {
  antes: { raiz: () => worktree, extra: { BENCH_CHECKS: 'aviso' } },
  depois: { raiz: () => ROOT, extra: {} },
};

/** One run of the benchmark on one side: its figures, failed checks, exit code, time and load. */
async function rodar(lado, rodada) {
  const figuras = path.join(logs, `${lado}-${rodada}.jsonl`);
  const log = path.join(logs, `${lado}-${rodada}.log`);
  const cargaAntes = carga();
  const t0 = Date.now();
  const runEnv = { ...env, ...LADOS[lado].extra, BENCH: filtro, BENCH_FIGURAS: figuras };
  if (lado === 'depois') delete runEnv.BENCH_CHECKS;
  const { code, error } = await executar(process.execPath, [path.join(BENCH_DIR, 'run-all.mjs')], { cwd: LADOS[lado].raiz(), env: runEnv, log });
  const registros = fs.existsSync(figuras)
    ? fs
        .readFileSync(figuras, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  const resultado = {
    lado,
    rodada,
    code,
    error,
    log,
    segundos: (Date.now() - t0) / 1000,
    carga: cargaAntes,
    figuras: registros.filter((r) => r.tipo === 'figura'),
    conferencias: registros.filter((r) => r.tipo === 'conferencia'),
    pulados: registros.filter((r) => r.tipo === 'pulado'),
  };
  const estado = code === 0 ? 'ok' : `FALHOU (saiu com ${code ?? error})`;
  console.log(
    `  rodada ${rodada} ${lado.padEnd(6)}: ${resultado.segundos.toFixed(0).padStart(4)} s, carga no início ${cargaAntes}, ${estado}, ` +
      `${resultado.figuras.length} figuras${resultado.conferencias.length ? `, ${resultado.conferencias.length} conferências falharam` : ''}`,
  );
  if (code !== 0) console.log(ultimasLinhas(log, 6).replace(/^/gm, '      '));
  return resultado;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const num = (value, unidade) => (unidade === 'x' ? value.toFixed(2) : value >= 100 ? value.toFixed(0) : value.toFixed(1));

function relatorio(execucoes) {
  console.log(`\n=== Resultado: antes = ${curto}, depois = árvore de trabalho; mediana de ${rodadas} rodadas; razão = depois ÷ antes ===`);
  const chave = (figura) => `${figura.bench} › ${figura.figura}`;
  const nomes = [];
  const unidades = new Map();
  for (const execucao of execucoes) {
    for (const figura of execucao.figuras) {
      if (!unidades.has(chave(figura))) nomes.push(chave(figura));
      unidades.set(chave(figura), figura);
    }
  }
  const valores = (lado, nome) =>
    execucoes
      .filter((execucao) => execucao.lado === lado)
      .sort((a, b) => a.rodada - b.rodada)
      .map((execucao) => execucao.figuras.find((figura) => chave(figura) === nome)?.valor);
  const largura = Math.max(...nomes.map((nome) => nome.length), 10);
  const unidadeDe = (nome) => `${unidades.get(nome).unidade} (${unidades.get(nome).melhor})`;
  const larguraUnidade = Math.max(...nomes.map((nome) => unidadeDe(nome).length), 16);
  console.log(
    `${'figura'.padEnd(largura)}  ${'antes'.padStart(10)}  ${'depois'.padStart(10)}  ${'razão'.padStart(6)}  ${'unidade (melhor)'.padEnd(larguraUnidade)}  rodadas antes | depois`,
  );
  for (const nome of nomes) {
    const { unidade } = unidades.get(nome);
    const antes = valores('antes', nome);
    const depois = valores('depois', nome);
    const ok = (lista) => lista.filter((valor) => typeof valor === 'number');
    const mAntes = ok(antes).length ? median(ok(antes)) : undefined;
    const mDepois = ok(depois).length ? median(ok(depois)) : undefined;
    const razao = mAntes !== undefined && mDepois !== undefined && mAntes !== 0 ? (mDepois / mAntes).toFixed(2) : '—';
    const lista = (valoresLado) => valoresLado.map((valor) => (typeof valor === 'number' ? num(valor, unidade) : '—')).join(' ');
    console.log(
      `${nome.padEnd(largura)}  ${(mAntes === undefined ? '—' : num(mAntes, unidade)).padStart(10)}  ${(mDepois === undefined ? '—' : num(mDepois, unidade)).padStart(10)}  ${razao.padStart(6)}  ${unidadeDe(nome).padEnd(larguraUnidade)}  ${lista(antes)} | ${lista(depois)}`,
    );
  }
  console.log('\nCarga da máquina no início de cada execução (1, 5, 15 min):');
  for (const execucao of [...execucoes].sort((a, b) => a.rodada - b.rodada || a.lado.localeCompare(b.lado))) {
    console.log(`  rodada ${execucao.rodada} ${execucao.lado.padEnd(6)}: ${execucao.carga}  (${execucao.segundos.toFixed(0)} s)`);
  }
  console.log(`Carga ao final: ${carga()}`);
  let razoes = 0;
  for (const nome of nomes) if (valores('antes', nome).some(Number.isFinite) && valores('depois', nome).some(Number.isFinite)) razoes++;
  let depoisFalhou = false;
  for (const lado of ['antes', 'depois']) {
    const doLado = execucoes.filter((execucao) => execucao.lado === lado);
    const falhou = doLado.filter((execucao) => execucao.code !== 0);
    if (falhou.length) {
      if (lado === 'depois') depoisFalhou = true;
      console.log(`\n${lado}: FALHOU em ${falhou.length} de ${doLado.length} rodadas (as figuras dessas rodadas faltam: —). Log: ${falhou[0].log}`);
    }
    const mensagens = [...new Set(doLado.flatMap((execucao) => execucao.conferencias.map((c) => `${c.bench}: ${c.mensagem}`)))];
    if (mensagens.length) {
      console.log(`\n${lado}: a conferência do benchmark falhou (o código da ref não atende a regra de hoje; só os tempos foram comparados):`);
      for (const mensagem of mensagens) console.log(`  ${mensagem}`);
    }
    const pulados = [...new Set(doLado.flatMap((execucao) => execucao.pulados.map((p) => `${p.bench}: ${p.motivo}`)))];
    for (const pulado of pulados) console.log(`${lado}: não rodou: ${pulado}`);
  }
  // Fails when the working tree's benchmark failed, or when no figure has both sides.
  return depoisFalhou || razoes === 0;
}

async function main() {
  let falhou = true;
  try {
    await preparar();
    console.log('');
    const execucoes = [];
    for (let rodada = 1; rodada <= rodadas; rodada++) {
      const ordem = rodada % 2 ? ['antes', 'depois'] : ['depois', 'antes'];
      for (const lado of ordem) execucoes.push(await rodar(lado, rodada));
    }
    falhou = relatorio(execucoes);
  } finally {
    removerWorktree();
  }
  console.log(`\nLogs de cada execução: ${logs}`);
  process.exit(falhou ? 1 : 0);
}

main().catch((error) => {
  console.error(error.message ?? error);
  removerWorktree();
  process.exit(1);
});
