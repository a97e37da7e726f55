// How each package's own test suite runs with a JUnit report (used by `pnpm test` and
// `pnpm test:repeat`): the Jest packages and remotes, the backend (PGlite, then PostgreSQL when one
// answers) and the Playwright journeys. Each writes its report into the folder it is given.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apps, root } from './lib.mjs';

const require = createRequire(import.meta.url);
const JEST_JUNIT = require.resolve('jest-junit', { paths: [path.join(root, 'packages/mf-build')] });

export const BACKEND = '@financeiro/backend';
/** The root scripts' own tests (scripts/*.test.mjs, node:test). */
export const SCRIPTS = 'scripts';
export const E2E = '@financeiro/e2e';
export const jestPackages = ['@financeiro/domain', '@financeiro/api', '@financeiro/ui', ...apps.map((app) => app.dir)];
export const allSuites = [SCRIPTS, ...jestPackages, BACKEND, E2E];

/** The unit-test packages that render no screen (no Testing Library waits), which `pnpm test` may run beside the journeys. */
const NO_SCREEN = ['@financeiro/domain', '@financeiro/api'];
export const rendersNoScreen = (name) => NO_SCREEN.includes(name);

/**
 * The unit-test packages, longest first (fresh-clone run of 2026-11-26: 50 s down to 3 s), so that the
 * last jobs of `pnpm test`'s lanes are short ones. A package missing here goes last.
 */
const LONGEST_FIRST = [
  'mf-cadastros',
  'mf-projects',
  '@financeiro/ui',
  'shell',
  'mf-simulacoes',
  '@financeiro/domain',
  'mf-relatorios-delivery',
  'mf-fechamentos',
  'mf-planning',
  'mf-importacoes',
  '@financeiro/api',
];
const rank = (name) => (LONGEST_FIRST.includes(name) ? LONGEST_FIRST.indexOf(name) : LONGEST_FIRST.length);
export const jestPackagesLongestFirst = [...jestPackages].sort((a, b) => rank(a) - rank(b));

/**
 * The command that runs `name`'s suite, writing its JUnit report(s) into `reportDir`. For the
 * backend, `databases` ('pglite', 'postgresql' or both, comma-separated) chooses the runs, and
 * `postgresqlRunsToo` tells a PGlite run that another job runs PostgreSQL.
 */
export function suiteCommand(name, reportDir, { databases = 'pglite,postgresql', postgresqlRunsToo = false } = {}) {
  if (name === BACKEND) {
    const env = { TEST_REPORT_DIR: reportDir, TEST_DATABASES: databases };
    if (postgresqlRunsToo) env.TEST_POSTGRESQL_RUNS_TOO = '1';
    return { command: 'pnpm', args: ['--filter', BACKEND, 'test'], env };
  }
  if (name === SCRIPTS) {
    fs.mkdirSync(reportDir, { recursive: true });
    const tests = fs.readdirSync(path.join(root, 'scripts')).filter((file) => file.endsWith('.test.mjs'));
    return {
      command: process.execPath,
      args: [
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=junit',
        `--test-reporter-destination=${path.join(reportDir, 'scripts.xml')}`,
        ...tests.map((file) => path.join('scripts', file)),
      ],
      env: {},
    };
  }
  if (name === E2E) {
    return { command: 'pnpm', args: ['--filter', E2E, 'test'], env: { TEST_REPORT_DIR: reportDir } };
  }
  if (!jestPackages.includes(name)) throw new Error(`Pacote sem suíte de testes: ${name} (conhecidos: ${allSuites.join(', ')})`);
  return {
    command: 'pnpm',
    args: ['--filter', name, 'exec', 'jest', '--ci', '--maxWorkers=1', '--reporters=default', `--reporters=${JEST_JUNIT}`],
    env: {
      JEST_JUNIT_OUTPUT_DIR: reportDir,
      JEST_JUNIT_OUTPUT_NAME: `${name.replace(/[@/]/g, '_')}.xml`,
      // A file that fails to load (or a crashed worker) is a failed case, not a silent gap.
      JEST_JUNIT_REPORT_TEST_SUITE_ERRORS: 'true',
      JEST_JUNIT_SUITE_NAME: `${name} {filepath}`,
      JEST_JUNIT_CLASSNAME: '{filepath}',
      JEST_JUNIT_TITLE: '{classname} › {title}',
      JEST_JUNIT_ANCESTOR_SEPARATOR: ' › ',
    },
  };
}
