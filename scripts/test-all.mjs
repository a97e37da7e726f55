// `pnpm test`: every check of the project, in the order a failure is cheapest to find:
// lint, types, each package's and remote's unit tests, the backend against PGlite and
// PostgreSQL, the production build, and the Playwright journeys in headless Chromium.
// The unit tests and the backend suite run side by side (one lane each: 2 cores); the backend lane,
// the shorter one, then builds the apps one at a time. Each step's output is printed whole when it ends. Ends with one line of totals: "Tests: N passed, N failed".
import { apps, run } from './lib.mjs';

const skipE2e = process.argv.includes('--no-e2e');
const totals = { passed: 0, failed: 0 };
const failures = [];
/** What each failed step printed about its failures, repeated at the end (where a CI log's tail shows it). */
const failureDetails = [];

// Failure markers of node:test (spec) and scripts/test.mjs, Jest (not its console blocks), Playwright, tsc, ESLint.
const FAILURE_LINE = /✖|● (?!Console)|✘|^\s+\d+\) |FAIL |FALHA |error TS\d+|\d+ problems? \(|not ok /;

/** The lines that tell why a step failed: each failure marker with the lines after it, at most 200. */
function failureExcerpt(output) {
  const lines = output.split('\n');
  const keep = new Set();
  lines.forEach((line, i) => {
    if (!FAILURE_LINE.test(line)) return;
    for (let j = i; j < Math.min(lines.length, i + 15); j++) keep.add(j);
  });
  const excerpt = [...keep].sort((a, b) => a - b).map((i) => lines[i]);
  return excerpt.length > 200 ? [...excerpt.slice(0, 200), `... (${excerpt.length - 200} linhas omitidas)`] : excerpt;
}

function count(output, patterns) {
  for (const [kind, regex] of patterns) {
    for (const match of output.matchAll(regex)) totals[kind] += Number(match[1]);
  }
}

const JEST = [
  ['passed', /^Tests:.*?(\d+) passed/gm],
  ['failed', /^Tests:.*?(\d+) failed/gm],
];
const NODE_TEST = [
  ['passed', /^(?:#|ℹ) pass (\d+)/gm],
  ['failed', /^(?:#|ℹ) fail (\d+)/gm],
];
const PLAYWRIGHT = [
  ['passed', /^\s+(\d+) passed/gm],
  ['failed', /^\s+(\d+) failed/gm],
];

async function step(name, command, args, patterns, { buffer = false, env = {} } = {}) {
  if (!buffer) console.log(`\n=== ${name} ===`);
  const began = Date.now();
  const { code, output } = await run(command, args, { capture: true, buffer, env });
  if (patterns) count(output, patterns);
  if (buffer) process.stdout.write(`\n=== ${name} ===\n${output}`);
  console.log(`=== ${name}: ${code === 0 ? 'ok' : 'FALHOU'} (${((Date.now() - began) / 1000).toFixed(1)} s)`);
  if (code !== 0) {
    failures.push(name);
    failureDetails.push(`--- ${name} ---`, ...failureExcerpt(output));
  }
  return code === 0;
}

const started = Date.now();
await step('lint', 'pnpm', ['lint']);
await step('typecheck', 'pnpm', ['typecheck']);

const jestPackages = ['@financeiro/domain', '@financeiro/api', '@financeiro/ui', ...apps.map((app) => app.dir)];
const unitLane = async () => {
  for (const name of jestPackages) {
    // --forceExit: when a screen's request is cut by the fake API closing at the end of a file
    // (ECONNRESET), jsdom's XMLHttpRequest leaves its Node-side timeout timer armed (axios' 60 s, the
    // chat's 300 s), and Jest would wait for it with every test done: up to ~5 min per remote.
    await step(`unit ${name}`, 'pnpm', ['--filter', name, 'exec', 'jest', '--ci', '--maxWorkers=1', '--forceExit'], JEST, { buffer: true });
  }
};
const backendLane = async () => {
  await step('backend (PGlite e PostgreSQL)', 'pnpm', ['--filter', '@financeiro/backend', 'test'], NODE_TEST, { buffer: true });
  return skipE2e || step('build', 'pnpm', ['build'], null, { buffer: true, env: { BUILD_CONCURRENCY: '1' } });
};
const [, built] = await Promise.all([unitLane(), backendLane()]);

if (!skipE2e) {
  if (built) await step('e2e (Playwright + Chromium)', 'pnpm', ['test:e2e'], PLAYWRIGHT);
  else failures.push('e2e (sem build)');
}

if (failureDetails.length) console.log(`\n=== Falhas (trechos) ===\n${failureDetails.join('\n')}`);
console.log(`\nDuração total: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failures.length) console.log(`Etapas com falha: ${failures.join(', ')}`);
if (failures.length && totals.failed === 0) totals.failed = failures.length;
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
