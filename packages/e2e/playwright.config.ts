import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const require = createRequire(__filename);
const CHROMIUM = require('./support/chromium.cjs') as { executablePath: string; args: string[] };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Ceilings for a hung journey or assertion, not waits: a passing journey never reaches them. At load 14
  // on the 2-core machine (five other test suites running) the slowest journey took 32.3 s, over
  // Playwright's default 30 s; at load 20 with a CPU burner on one core (2026-11-29), 36.4 s. A run pinned
  // to one core beside a burner (issue 33) gives a journey a third of a core or less: three times that.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // `pnpm test` reads the totals from the JUnit report written into TEST_REPORT_DIR.
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['junit', { outputFile: path.join(process.env.TEST_REPORT_DIR, 'e2e.xml') }]]
    : [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
});
