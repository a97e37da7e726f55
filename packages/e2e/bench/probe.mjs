#!/usr/bin/env node
// `pnpm --filter @financeiro/e2e probe:first-load [--files]`: the JavaScript a cold browser
// downloads for the login page and for each remote's first screen after sign-in, from the builds
// in */dist (run `pnpm build` first). `--files` lists every file.
import { chromium } from '@playwright/test';
import { kb, measureFirstLoads } from './firstLoad.mjs';
import { CHROMIUM, startWebStack } from './webStack.mjs';

const listFiles = process.argv.includes('--files');
const stack = await startWebStack({ log: (line) => console.log(line) });
const browser = await chromium.launch(CHROMIUM);
try {
  const results = await measureFirstLoads(browser, stack.shellUrl);
  console.log(`\n${'tela'.padEnd(44)} ${'arquivos'.padStart(8)} ${'KB'.padStart(8)} ${'KB gz'.padStart(8)}`);
  for (const result of results) {
    console.log(`${result.name.padEnd(44)} ${String(result.files).padStart(8)} ${kb(result.raw).padStart(8)} ${kb(result.gz).padStart(8)}`);
    if (listFiles) {
      for (const script of [...result.scripts].sort((a, b) => b.gz - a.gz)) {
        console.log(`    ${kb(script.gz).padStart(7)} KB gz ${kb(script.raw).padStart(8)} KB  ${script.url}`);
      }
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
