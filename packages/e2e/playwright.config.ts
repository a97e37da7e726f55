import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS } from './support/stack';

const require = createRequire(__filename);
const CHROMIUM = require('./support/chromium.cjs') as { executablePath: string; args: string[] };

/**
 * The journeys that change what every other journey shares, or read what any other journey's records change,
 * run first and one at a time ('sozinhas'); the rest run two at a time ('lado-a-lado', issue 33). A file
 * belongs here when it:
 * - changes the demo users' sections or deactivates one (auditoria, clientes-usuarios, sessao): a journey of
 *   that user beside it sees another menu, a 403 or the login;
 * - stops or replaces an app's server or edits the shell's config.json (release-remoto, remote-failure,
 *   remoto-fora): every journey beside it would load a remote that is down or another release;
 * - reads an aggregate that any journey's records change: the audit trail of today filtered by the
 *   administrator (auditoria).
 * Every other journey works on records of its own (created with a unique name, CPF or e-mail), reads what
 * no journey changes, or works on an API of its own (support/apis-proprias.ts, its own copy of the seeded
 * database that no other journey reaches): alertas (the bell, its unread count, the outbox, AURSUS without an
 * open alert), base-custo-hora (the company's hour base), projecao (the Carteira's 'recalculando' marks after
 * the thresholds are saved), the sync journey.
 */
const SOZINHAS = [
  'auditoria.spec.ts',
  'clientes-usuarios.spec.ts',
  'release-remoto.spec.ts',
  'remote-failure.spec.ts',
  'remoto-fora.spec.ts',
  'sessao.spec.ts',
];
const sozinhas = SOZINHAS.map((file) => new RegExp(`(^|/)${file.replace(/\./g, '\\.')}$`));

/**
 * The 'sozinhas' files this command runs: all of them, or, when the command names files (`playwright test
 * digitacao`), those it names. A dependency project runs whole whatever the filter, and a run of one journey
 * would start with the six files of 'sozinhas'. In the workers (no command line of the runner) the whole list.
 */
function sozinhasDoComando(argv = process.argv): RegExp[] {
  const comando = argv.indexOf('test');
  if (process.env.TEST_WORKER_INDEX !== undefined || comando < 0) return sozinhas;
  const filtros = argv.slice(comando + 1).filter((arg) => !arg.startsWith('-'));
  if (filtros.length === 0) return sozinhas;
  return SOZINHAS.filter((file) => filtros.some((filtro) => new RegExp(filtro).test(path.join(__dirname, 'tests', file)))).map(
    (file) => sozinhas[SOZINHAS.indexOf(file)]!,
  );
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // Ceilings for a hung journey or assertion, not waits: a passing journey never reaches them. At load 14
  // on the 2-core machine (five other test suites running) the slowest journey took 32.3 s, over
  // Playwright's default 30 s; at load 20 with a CPU burner on one core (2026-11-29), 36.4 s. A run pinned
  // to one core beside a burner (issue 33) gives a journey a third of a core or less: three times that. Two
  // journeys at a time pinned to one core beside a burner (load 24, 2026-11-30): contas took 108 s, the axe
  // widths 90 s each and auditoria's 84–90 s (those one at a time), too near 120 s for a ceiling.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // `pnpm test` reads the totals from the JUnit report written into TEST_REPORT_DIR.
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['junit', { outputFile: path.join(process.env.TEST_REPORT_DIR, 'e2e.xml') }]]
    : [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  projects: [
    { name: 'sozinhas', testMatch: sozinhasDoComando(), workers: 1 },
    // After every 'sozinhas' file (a failure there leaves these unrun, reported as not run).
    { name: 'lado-a-lado', testIgnore: sozinhas, dependencies: ['sozinhas'] },
  ],
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    screenshot: 'only-on-failure',
    // Under the journey's 180 s, so a click or a page load that never ends fails at its own step (a page load
    // waiting on a remote that accepted the connection and never answered showed only 'Test timeout' and a
    // blank page, 2026-11-30). Generous: the slowest whole journey seen pinned to one core took 108 s (above).
    actionTimeout: 90_000,
    navigationTimeout: 120_000,
    launchOptions: CHROMIUM,
  },
});
