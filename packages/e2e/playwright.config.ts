import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** Chromium comes from Debian's package (never Playwright's own download). */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
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
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
