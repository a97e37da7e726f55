// `pnpm test`: every check of the project: lint, types and the root scripts' tests (the cheapest failures to
// find, on one lane while the other builds), each package's and remote's unit tests, the backend against PGlite
// and PostgreSQL, the production build and its bundle budget, and the Playwright journeys in headless Chromium,
// shared by two lanes (2 cores; scripts/lanes.mjs gives the phases). Each step's output is printed whole when it ends. The totals come from the JUnit reports every runner writes into .reports/ (not from the
// text they print); the failing tests' names and messages are repeated at the end, then one line:
// "Tests: N passed, N failed". The closing table gives each step's wall and CPU time and the machine the
// run had (cores, a one-second CPU speed reference and the load average at the start and at the end).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readReports, shortMessage, slowest } from './junit.mjs';
import { runLanes } from './lanes.mjs';
import { root, run } from './lib.mjs';
import { describeMachine, readMachine } from './machine.mjs';
import { BACKEND, E2E, jestPackagesLongestFirst, rendersNoScreen, SCRIPTS, suiteCommand } from './suites.mjs';

const skipE2e = process.argv.includes('--no-e2e');
const REPORTS = path.join(root, '.reports');
fs.rmSync(REPORTS, { recursive: true, force: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const failedTests = [];
/** What a failed step without a report (lint, typecheck, build) printed about its errors. */
const stepErrors = [];
const timings = [];
const CPU_TIMES = fs.mkdtempSync(path.join(os.tmpdir(), 'financeiro-test-cpu-'));
const CPU_TIME = path.join(root, 'scripts/cpu-time.mjs');

// tsc and ESLint error lines, and the build's.
const ERROR_LINE = /error TS\d+|\d+ problems? \(|^\s+\d+:\d+\s+error|ERROR in|FALHOU|ACIMA DO LIMITE/;

function errorExcerpt(output) {
  const lines = output.split('\n');
  const keep = new Set();
  lines.forEach((line, i) => {
    if (!ERROR_LINE.test(line)) return;
    for (let j = Math.max(0, i - 1); j < Math.min(lines.length, i + 6); j++) keep.add(j);
  });
  const excerpt = [...keep].sort((a, b) => a - b).map((i) => lines[i]);
  return excerpt.length > 200 ? [...excerpt.slice(0, 200), `... (${excerpt.length - 200} linhas omitidas)`] : excerpt;
}

/**
 * Runs one step. With `reportDir`, the step's tests are counted from the JUnit reports found there;
 * a step that exits non-zero with no failed test in its report (a crash, a file that never
 * reported) or that exits zero with no report at all (ran no test) counts as one failure.
 */
async function step(name, command, args, { buffer = false, env = {}, reportDir, noReportIsSkip = false } = {}) {
  if (!buffer) console.log(`\n=== ${name} ===`);
  const began = Date.now();
  // Through scripts/cpu-time.mjs, which writes the CPU time the step used into cpuFile.
  const cpuFile = path.join(CPU_TIMES, `${timings.length}-${name.replace(/[^\w.-]+/g, '_')}.json`);
  const { code, output } = await run(process.execPath, [CPU_TIME, cpuFile, command, ...args], { capture: true, buffer, env });
  const cpuSeconds = readCpuSeconds(cpuFile);
  if (buffer) process.stdout.write(`\n=== ${name} ===\n${output}`);
  let ok = code === 0;
  let counted = '';
  if (reportDir) {
    const report = readReports(reportDir);
    totals.passed += report.passed;
    totals.failed += report.failed;
    totals.skipped += report.skipped;
    failedTests.push(...report.failures.map((failure) => ({ step: name, ...failure })));
    counted = `, ${report.passed} ok, ${report.failed} falhas`;
    if (report.files === 0 && ok && noReportIsSkip) {
      counted = ', ignorado';
    } else if (report.files === 0 || (!ok && report.failed === 0)) {
      ok = false;
      totals.failed++;
      const why = report.files === 0 ? 'nenhum relatório JUnit foi escrito' : `saiu com código ${code} sem teste com falha no relatório`;
      failedTests.push({ step: name, name: `${name}: ${why}`, message: shortMessage(output.split('\n').slice(-40).join('\n'), 40) });
    }
  } else if (!ok) {
    stepErrors.push(`--- ${name} ---`, ...errorExcerpt(output));
  }
  const seconds = (Date.now() - began) / 1000;
  timings.push([name, seconds, ok, cpuSeconds]);
  const cpu = cpuSeconds === null ? '' : `, CPU ${cpuSeconds.toFixed(1)} s`;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FALHOU'} (${seconds.toFixed(1)} s${cpu}${counted})`);
  if (!ok) failedSteps.push(name);
  return ok;
}

function readCpuSeconds(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')).cpuSeconds ?? null;
  } catch {
    return null;
  }
}

const suiteStep = (name, { label = `testes ${name}`, databases, postgresqlRunsToo, ...options } = {}) => {
  const reportDir = path.join(REPORTS, label.replace(/[^\w.-]+/g, '_'));
  const { command, args, env } = suiteCommand(name, reportDir, { databases, postgresqlRunsToo });
  return step(label, command, args, { ...options, env, reportDir });
};

const machineAtStart = readMachine();
console.log(describeMachine(machineAtStart).join('\n'));
const started = Date.now();
await runLanes({
  // One after the other (typecheck already runs two tsc at once), beside the build.
  head: async () => {
    await step('lint', 'pnpm', ['lint'], { buffer: true });
    await step('typecheck', 'pnpm', ['typecheck'], { buffer: true });
    await suiteStep(SCRIPTS, { buffer: true });
  },
  units: jestPackagesLongestFirst,
  unitTests: (name) => suiteStep(name, { buffer: true }),
  rendersNoScreen,
  backend: async () => {
    await suiteStep(BACKEND, { label: 'testes backend (PGlite)', databases: 'pglite', postgresqlRunsToo: true, buffer: true });
    await suiteStep(BACKEND, { label: 'testes backend (PostgreSQL)', databases: 'postgresql', buffer: true, noReportIsSkip: true });
  },
  ...(skipE2e
    ? {}
    : {
        build: async () => {
          const built = await step('build', 'pnpm', ['build'], { buffer: true, env: { BUILD_CONCURRENCY: '1' } });
          // The JavaScript each first screen downloads, from the build's stats, against bundle-budgets.json.
          if (built) await step('orçamento de bundle', 'node', ['scripts/bundle-budget.mjs'], { buffer: true });
          return built;
        },
        journeys: () => suiteStep(E2E, { buffer: true }),
        noBuild: () => failedSteps.push('e2e (sem build)'),
      }),
});

const wallSeconds = (Date.now() - started) / 1000;
const machineAtEnd = readMachine();
fs.rmSync(CPU_TIMES, { recursive: true, force: true });
console.log('\n=== Tempo de cada etapa (parede; CPU do passo e dos processos que ele esperou) ===');
for (const [name, seconds, ok, cpuSeconds] of timings) {
  const cpu = cpuSeconds === null ? '      —' : cpuSeconds.toFixed(1).padStart(7);
  console.log(`${ok ? 'ok    ' : 'FALHOU'} ${seconds.toFixed(1).padStart(7)} s  CPU ${cpu} s  ${name}`);
}
for (const line of describeMachine(machineAtStart, machineAtEnd)) console.log(line);
// The slowest tests, against the runners' ceilings (Jest's testTimeout, Playwright's timeout).
console.log('\n=== Testes mais lentos ===');
const durations = fs
  .readdirSync(REPORTS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => readReports(path.join(REPORTS, entry.name)).durations.map((test) => ({ ...test, step: entry.name })));
for (const { step: stepName, name, seconds } of slowest(durations, 12)) {
  console.log(`${seconds.toFixed(1).padStart(7)} s  [${stepName}] ${name}`);
}
if (stepErrors.length) console.log(`\n=== Erros (trechos) ===\n${stepErrors.join('\n')}`);
if (failedTests.length) {
  console.log(`\n=== Testes com falha (${failedTests.length}) ===`);
  for (const failure of failedTests) console.log(`\n✖ [${failure.step}] ${failure.name}\n${shortMessage(failure.message)}`);
}
console.log(`\nDuração total: ${wallSeconds.toFixed(0)} s`);
if (failedSteps.length) console.log(`Etapas com falha: ${failedSteps.join(', ')}`);
if (failedSteps.length && totals.failed === 0) totals.failed = failedSteps.length;
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
