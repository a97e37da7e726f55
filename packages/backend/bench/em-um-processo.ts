/**
 * Runs the benchmarks given on the command line one after the other in this one process: a benchmark
 * runs while its module is evaluated (top-level await), so importing it runs it to its end. For the
 * smoke run of the suite (bench/run-all.mjs with BENCH_UM_PROCESSO=1, bench/smoke.test.ts): at smoke
 * scale the start of Node, tsx and the app's modules (~4–5 s of CPU) cost as much as the benchmark.
 * Measurements proper keep a process each (`pnpm bench`): nothing of one benchmark in the next's heap.
 *
 * Each benchmark's output comes under its `=== <file> ===` line, and its end is written to BENCH_FIGURAS
 * ({ tipo: 'fim', ok }; the error is printed under its line); a failing benchmark does not stop the next. Exits 1 when one failed.
 *
 *   node --import tsx bench/em-um-processo.ts bench/a.bench.ts bench/b.bench.ts
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { nomeDoBench, registrar, rodandoBench } from './support';

let falhas = 0;
for (const file of process.argv.slice(2)) {
  const bench = nomeDoBench(file);
  console.log(`\n=== ${path.basename(file)} ===`);
  rodandoBench(bench);
  try {
    await import(pathToFileURL(path.resolve(file)).href);
    registrar({ bench, tipo: 'fim', ok: true });
  } catch (error) {
    falhas++;
    console.error(error);
    registrar({ bench, tipo: 'fim', ok: false });
    console.error(`  ${path.basename(file)}: falhou`);
  }
}
process.exitCode = falhas ? 1 : 0;
