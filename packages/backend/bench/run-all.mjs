// Runs every bench/*.bench.ts in sequence (one at a time: benchmarks must not share the 2 cores), each in a
// process of its own. `BENCH=name` runs only the files whose name contains it (`BENCH=cenarios`: the four
// scenario benchmarks); `BENCH=<file>.bench.ts`, that file only ('projetos' is also in 'cenarios-projetos');
// several, separated by commas (`BENCH=auditoria.bench.ts,fechamento.bench.ts`).
// BENCH_UM_PROCESSO=1 runs the chosen files in one process (bench/em-um-processo.ts): the suite's smoke run.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const wanted = (process.env.BENCH ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const chosen = (name) => wanted.length === 0 || wanted.some((only) => (only.endsWith('.bench.ts') ? name === only : name.includes(only)));
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts') && chosen(name))
  .sort();
// The V8 flags of the server (package.json `start`, e.g. the young generation's size): a benchmark
// measures the code as the server runs it.
const startScript = JSON.parse(readFileSync(path.join(dir, '..', 'package.json'), 'utf8')).scripts.start;
const serverFlags = startScript.split(/\s+/).filter((arg) => /^--max-[a-z-]+=\d+$/.test(arg));
// `node --import tsx` (tsx is a dependency of this package) rather than a `tsx` binary, which is
// only on PATH under `pnpm bench`: `node bench/run-all.mjs` must work as well.
const runTs = (args) => spawnSync(process.execPath, [...serverFlags, '--import', 'tsx', ...args], { stdio: 'inherit', cwd: path.dirname(dir) });

if (process.env.BENCH_UM_PROCESSO === '1') {
  const result = runTs([path.join(dir, 'em-um-processo.ts'), ...files.map((file) => path.join(dir, file))]);
  if (result.error) console.error(`  em-um-processo.ts: ${result.error.message}`);
  process.exit(result.status ?? 1);
}

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = runTs([path.join(dir, file)]);
  if (result.error) console.error(`  ${file}: ${result.error.message}`);
  if (result.status !== 0) {
    console.error(`  ${file}: saiu com ${result.status ?? result.signal}`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
