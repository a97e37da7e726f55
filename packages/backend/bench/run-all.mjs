// Runs every bench/*.bench.ts in sequence (one at a time: benchmarks must not share the 2 cores).
// `BENCH=name` runs only the files whose name contains it (`BENCH=cenarios`: the four scenario benchmarks);
// `BENCH=<file>.bench.ts`, that file only (bench/smoke.test.ts: 'projetos' is also in 'cenarios-projetos').
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.env.BENCH;
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts') && (!only || (only.endsWith('.bench.ts') ? name === only : name.includes(only))))
  .sort();
// The V8 flags of the server (package.json `start`, e.g. the young generation's size): a benchmark
// measures the code as the server runs it.
const startScript = JSON.parse(readFileSync(path.join(dir, '..', 'package.json'), 'utf8')).scripts.start;
const serverFlags = startScript.split(/\s+/).filter((arg) => /^--max-[a-z-]+=\d+$/.test(arg));
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  // `node --import tsx` (tsx is a dependency of this package) rather than a `tsx` binary, which is
  // only on PATH under `pnpm bench`: `node bench/run-all.mjs` must work as well.
  const result = spawnSync(process.execPath, [...serverFlags, '--import', 'tsx', path.join(dir, file)], {
    stdio: 'inherit',
    cwd: path.dirname(dir),
  });
  if (result.error) console.error(`  ${file}: ${result.error.message}`);
  if (result.status !== 0) {
    console.error(`  ${file}: saiu com ${result.status ?? result.signal}`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
