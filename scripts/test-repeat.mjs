// `pnpm test:repeat <package> [N]`: runs one package's (or remote's) own suite N times (default
// 10) and lists every test that failed at least once, with how often and its first message. The
// backend's suite runs on PGlite and on PostgreSQL each time (when a PostgreSQL answers).
// Exits non-zero when any run had a failure. Load the machine meanwhile (another suite beside it)
// to find what fails only under load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readReports, shortMessage } from './junit.mjs';
import { run } from './lib.mjs';
import { describeMachine, readMachine } from './machine.mjs';
import { allSuites, suiteCommand } from './suites.mjs';

const [name, times = '10'] = process.argv.slice(2);
const runs = Number(times);
if (!name || !allSuites.includes(name) || !Number.isInteger(runs) || runs < 1) {
  console.error(`Uso: pnpm test:repeat <pacote> [N]\nPacotes: ${allSuites.join(', ')}`);
  process.exit(2);
}

const machineAtStart = readMachine();
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'test-repeat-'));
/** name -> { count, runs: [i], message } */
const flaky = new Map();
let passedRuns = 0;
for (let i = 1; i <= runs; i++) {
  const reportDir = path.join(base, String(i));
  const { command, args, env } = suiteCommand(name, reportDir);
  const began = Date.now();
  const { code, output } = await run(command, args, { buffer: true, env });
  const report = readReports(reportDir);
  const failures = [...report.failures];
  if (report.files === 0 || (code !== 0 && report.failed === 0)) {
    failures.push({ name: `(execução ${i} saiu com código ${code} sem teste com falha no relatório)`, message: output.split('\n').slice(-30).join('\n') });
  }
  for (const failure of failures) {
    const seen = flaky.get(failure.name) ?? { count: 0, runs: [], message: failure.message };
    if (!seen.runs.includes(i)) {
      seen.count++;
      seen.runs.push(i);
    }
    flaky.set(failure.name, seen);
  }
  if (failures.length === 0) passedRuns++;
  console.log(
    `${name} execução ${i}/${runs}: ${failures.length ? 'FALHOU' : 'ok'} — ${report.passed} ok, ${report.failed} falhas, ${report.skipped} ignorados (${((Date.now() - began) / 1000).toFixed(1)} s)`,
  );
}
fs.rmSync(base, { recursive: true, force: true });

console.log(`\n${name}: ${passedRuns} de ${runs} execuções sem falha.`);
// Which machine (and how busy): a flake found under load is compared by these lines.
for (const line of describeMachine(machineAtStart, readMachine())) console.log(line);
if (flaky.size) {
  console.log(`\nTestes que falharam ao menos uma vez (${flaky.size}):`);
  for (const [testName, { count, runs: which, message }] of [...flaky].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`\n✖ ${testName} — ${count}/${runs} (execuções ${which.join(', ')})\n${shortMessage(message, 15)}`);
  }
}
process.exit(flaky.size ? 1 : 0);
