import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS } from './support/stack';

const require = createRequire(__filename);
const { jornadas: CHROMIUM } = require('./support/chromium.cjs') as { jornadas: { executablePath: string; args: string[] } };

/**
 * The journeys that change what every other journey shares, or read what any other journey's records change,
 * run first and one at a time ('sozinhas'); the rest run two at a time ('lado-a-lado', issue 33). A file
 * belongs here when it:
 * - changes the demo users' sections or deactivates one (clientes-usuarios, sessao): a journey of that user
 *   beside it sees another menu, a 403 or the login;
 * - stops or replaces an app's server or edits the shell's config.json (remote-failure, remoto-fora; and
 *   release-remoto, alone too but last, 'por-ultimo'): every journey beside it would load a remote that is down
 *   or another release.
 * Every other journey works on records of its own (created with a unique name, CPF or e-mail), reads what
 * no journey changes, or works on an API of its own (support/apis-proprias.ts, its own copy of the seeded
 * database that no other journey reaches): alertas (the bell, its unread count, the outbox, AURSUS without an
 * open alert), auditoria (the audit trail of today filtered by the administrator; it takes sections from admin
 * and financeiro), base-custo-hora (the company's hour base), projecao (the Carteira's 'recalculando' marks
 * after the thresholds are saved), the sync journey.
 */
const SOZINHAS = ['clientes-usuarios.spec.ts', 'remote-failure.spec.ts', 'remoto-fora.spec.ts', 'sessao.spec.ts'];
/**
 * Alone as the 'sozinhas' are (it replaces mf-cadastros' release), but after every other journey: it waits for the
 * two releases the global setup starts building once the stack is up (support/releases.ts, ~20 s of CPU each),
 * which the few short 'sozinhas' left no time to build — at their head it waited 20 + 40 s for them (load 11-13).
 */
const POR_ULTIMO = ['release-remoto.spec.ts'];
const LADO_A_LADO = fs
  .readdirSync(path.join(__dirname, 'tests'))
  .filter((file) => file.endsWith('.spec.ts') && !SOZINHAS.includes(file) && !POR_ULTIMO.includes(file));

const padrao = (file: string) => new RegExp(`(^|/)${file.replace(/\./g, '\\.')}$`);

/**
 * The files of `arquivos` this command runs: all of them, or, when the command names files (`playwright test
 * digitacao`), those it names. A dependency project runs whole whatever the filter: without this, a run of one
 * journey would start with every 'sozinhas' file, and a run of release-remoto with every 'lado-a-lado' one. In
 * the workers (no command line of the runner) the whole list.
 */
function doComando(arquivos: string[], argv = process.argv): RegExp[] {
  const comando = argv.indexOf('test');
  if (process.env.TEST_WORKER_INDEX !== undefined || comando < 0) return arquivos.map(padrao);
  const filtros = argv.slice(comando + 1).filter((arg) => !arg.startsWith('-'));
  if (filtros.length === 0) return arquivos.map(padrao);
  return arquivos.filter((file) => filtros.some((filtro) => new RegExp(filtro).test(path.join(__dirname, 'tests', file)))).map(padrao);
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
  // widths 90 s each and auditoria's 84–90 s (those one at a time), too near 120 s for a ceiling. A journey
  // that walks many screens raises its own ceiling with their number (tests/helpers.ts, tetoPorTelas). On a slower
  // day (2026-11-30, the process given 0.35–0.50 s of CPU a second) the same pinned runs took 1.7 times as long:
  // auditoria's three widths 165.9 s, under the 180 s then; the ceilings are twice that now, an assertion's too.
  timeout: 360_000,
  expect: { timeout: 60_000 },
  // `pnpm test` reads the totals from the JUnit report written into TEST_REPORT_DIR.
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['junit', { outputFile: path.join(process.env.TEST_REPORT_DIR, 'e2e.xml') }]]
    : [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  projects: [
    { name: 'sozinhas', testMatch: doComando(SOZINHAS), workers: 1 },
    // After every 'sozinhas' file (a failure there leaves these unrun, reported as not run).
    { name: 'lado-a-lado', testMatch: doComando(LADO_A_LADO), dependencies: ['sozinhas'] },
    // After every 'lado-a-lado' file (likewise).
    { name: 'por-ultimo', testMatch: doComando(POR_ULTIMO), workers: 1, dependencies: ['lado-a-lado'] },
  ],
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    screenshot: 'only-on-failure',
    // Under the journey's ceiling, so a click or a page load that never ends fails at its own step (a page load
    // waiting on a remote that accepted the connection and never answered showed only 'Test timeout' and a
    // blank page, 2026-11-30). Generous: the slowest whole journeys seen pinned to one core took 108 s, then 166 s.
    actionTimeout: 120_000,
    navigationTimeout: 180_000,
    launchOptions: CHROMIUM,
  },
});
