// Runs every bench/*.bench.ts in sequence (one at a time: benchmarks must not share the 2 cores).
// `BENCH=name` runs only the files whose name contains it.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.env.BENCH;
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync('tsx', [path.join(dir, file)], { stdio: 'inherit', cwd: path.dirname(dir) });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
