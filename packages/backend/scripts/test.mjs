#!/usr/bin/env node
/**
 * Runs the backend test suite (node:test + tsx):
 *   1. against in-memory PGlite: every file when PostgreSQL does not answer, else only the files
 *      whose outcome depends on the driver (see BOTH_DATABASES);
 *   2. then against PostgreSQL — the server of DATABASE_URL when set, otherwise a local server on
 *      127.0.0.1:5432 (user postgres, trust) if one answers — in a throwaway database
 *      `financeiro_test_<pid>` created here and dropped afterwards.
 * Usage: node scripts/test.mjs [path-filter...]   (the test files of src/, loadtest/, scripts/ and bench/: there,
 *   smoke.test.ts runs every benchmark at BENCH_SCALE=smoke)
 *   TEST_DATABASES=pglite or =postgresql runs only that one (`pnpm test` runs the two side by side);
 *   TEST_SKIP_PG=1 skips the PostgreSQL run. TEST_POSTGRESQL_RUNS_TOO=1 tells a PGlite-only run that a
 *   PostgreSQL run happens beside it; TEST_ALL_ON_PGLITE=1 runs every file on PGlite anyway.
 *   TEST_PG_SETTINGS='enable_nestloop=off enable_mergejoin=off' gives the throwaway database those settings
 *   (ALTER DATABASE … SET): the suite under other query plans, where a result whose order only a plan gave
 *   comes out in another (README, 'Testes').
 * Each run writes a JUnit report, backend-<database>.xml, into TEST_REPORT_DIR (default: a temp folder).
 * Exits non-zero when any run fails.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
// The workspace's own test tooling (root scripts/) is not a package: the one relative import allowed.
// eslint-disable-next-line import-x/no-relative-packages
import { readReports } from '../../../scripts/junit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The JUnit reports (one per database) stay for `pnpm test` / `pnpm test:repeat` to read.
const reportDir = process.env.TEST_REPORT_DIR || path.join(os.tmpdir(), `financeiro-backend-${process.pid}`);
const filters = process.argv.slice(2);
const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Which files run on which database when both are tested. Both drivers go through one query layer
 * (src/db/client.ts) that maps values the same way, and src/db/driver-contract.test.ts holds them to
 * it (values of every column type, parameters, failure codes, rollback). So a file that tests routes
 * and rules runs once, on PostgreSQL (the production database); on PGlite run only the files whose
 * outcome depends on the driver itself: the database layer and migrations (src/db/), the API as a
 * process started on each database (start, shutdown, two instances), and the event loop (PGlite runs
 * on the event loop's own thread). A run on PGlite alone (no PostgreSQL answers: a fresh machine)
 * runs every file; so does `TEST_ALL_ON_PGLITE=1`.
 */
const BOTH_DATABASES = [
  'src/db/',
  'src/main.test.ts',
  'src/shutdown.test.ts',
  'src/instances.test.ts',
  'src/http/event-loop.test.ts',
  // The scenario's base read in raw SQL shaped as JSON (one statement a page), parsed by each driver.
  'src/modules/cenarios/service/base.test.ts',
];
/** Files PostgreSQL runs alone even then: the restart test brings its own private cluster. */
const POSTGRESQL_ONLY = ['src/db/postgres-restart.test.ts'];
const matches = (file, names) => names.some((name) => file.includes(path.join(root, path.normalize(name))));
const runsOnPgliteToo = (file) => matches(file, BOTH_DATABASES) && !matches(file, POSTGRESQL_ONLY);

function findTests(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file))
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .sort();
}

function runSuite(label, files, env) {
  fs.mkdirSync(reportDir, { recursive: true });
  const report = path.join(reportDir, `backend-${label}.xml`);
  fs.rmSync(report, { force: true });
  const args = [
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=junit',
    `--test-reporter-destination=${report}`,
    // One process for every file (Node 20 has no --test-isolation=none): the per-file start of Node,
    // tsx and the app's modules was a third of the suite's time.
    path.join(root, 'src/test/all-files.ts'),
  ];
  console.log(`\n=== Backend tests on ${label} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...env, TEST_FILES: JSON.stringify(files) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const { passed, failed, skipped } = readReports(reportDir, (file) => file === path.basename(report));
      resolve({ label, ok: code === 0, code, seconds, passed, failed, skipped });
    });
  });
}

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function withAdmin(url, fn) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** 'name=value name=value' → pairs; only plain setting names and values (they are written into SQL). */
function planSettings(text = '') {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const match = /^([a-z_]+)=([\w.]+)$/.exec(pair);
      if (!match) throw new Error(`TEST_PG_SETTINGS: '${pair}' não é nome=valor`);
      return [match[1], match[2]];
    });
}

function describeUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function main() {
  const files = ['src', 'loadtest', 'bench', 'scripts'].flatMap((dir) => findTests(path.join(root, dir)));
  if (files.length === 0) {
    console.error('Nenhum arquivo de teste encontrado.');
    process.exit(1);
  }
  const baseEnv = { ...process.env, NODE_ENV: 'test' };
  delete baseEnv.DATABASE_URL;
  delete baseEnv.TEST_DATABASE_URL;

  const results = [];
  const databases = (process.env.TEST_DATABASES || 'pglite,postgresql').split(',').map((name) => name.trim());
  const explicit = process.env.DATABASE_URL?.trim();
  const adminUrl = explicit || LOCAL_URL;
  let postgres = 'not asked';
  if (databases.includes('postgresql')) {
    if (process.env.TEST_SKIP_PG === '1') {
      console.log('\nPostgreSQL: ignorado (TEST_SKIP_PG=1).');
    } else if (await canConnect(adminUrl)) {
      postgres = 'reachable';
    } else if (explicit) {
      console.error(`\nPostgreSQL de DATABASE_URL (${describeUrl(adminUrl)}) não respondeu.`);
      results.push({ label: 'postgresql', ok: false, code: 1, seconds: 0 });
    } else {
      console.log(`\nPostgreSQL: nenhum servidor em ${describeUrl(LOCAL_URL)}; somente PGlite foi testado.`);
    }
  }

  if (databases.includes('pglite')) {
    // With PostgreSQL running too (in this process, or in the job `pnpm test` starts beside this one:
    // TEST_POSTGRESQL_RUNS_TOO=1), PGlite runs only the files that depend on the driver (BOTH_DATABASES).
    const postgresRunsToo =
      process.env.TEST_ALL_ON_PGLITE !== '1' &&
      (postgres === 'reachable' ||
        (process.env.TEST_POSTGRESQL_RUNS_TOO === '1' && process.env.TEST_SKIP_PG !== '1' && (await canConnect(adminUrl))));
    const pgliteFiles = postgresRunsToo ? files.filter(runsOnPgliteToo) : files;
    if (pgliteFiles.length === 0) {
      console.log('\nPGlite: nenhum arquivo do filtro (os escolhidos rodam só no PostgreSQL).');
    } else {
      // Seeded data directories the PGlite test processes share (src/test/support.ts), this run only.
      const snapshots = fs.mkdtempSync(path.join(os.tmpdir(), 'financeiro-pglite-seed-'));
      try {
        results.push(await runSuite('pglite', pgliteFiles, { ...baseEnv, TEST_PGLITE_SNAPSHOT_DIR: snapshots }));
      } finally {
        fs.rmSync(snapshots, { recursive: true, force: true });
      }
    }
  }

  if (postgres === 'reachable') {
    const dbName = `financeiro_test_${process.pid}`;
    const testUrl = new URL(adminUrl);
    testUrl.pathname = `/${dbName}`;
    const settings = planSettings(process.env.TEST_PG_SETTINGS);
    await withAdmin(adminUrl, async (client) => {
      await client.query(`CREATE DATABASE "${dbName}"`);
      for (const [name, value] of settings) {
        await client.query(`ALTER DATABASE "${dbName}" SET ${name} = ${value}`);
      }
    });
    try {
      const result = await runSuite('postgresql', files, { ...baseEnv, TEST_DATABASE_URL: testUrl.toString() });
      result.label = `postgresql (${describeUrl(testUrl.toString())})`;
      results.push(result);
    } finally {
      await withAdmin(adminUrl, async (client) => {
        await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [dbName],
        );
        await client.query(`DROP DATABASE IF EXISTS "${dbName}"`);
      });
    }
  }

  console.log('\n=== Resumo ===');
  for (const result of results) {
    const counts = result.passed === undefined ? '' : ` ${result.passed} ok, ${result.failed} falhas, ${result.skipped} ignorados,`;
    console.log(`${result.ok ? 'OK   ' : 'FALHA'} ${result.label}:${counts} ${result.seconds.toFixed(1)} s`);
  }
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
