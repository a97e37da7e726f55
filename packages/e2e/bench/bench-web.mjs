#!/usr/bin/env node
// `pnpm bench:web`: what a user feels on a cold visit, in Debian's Chromium. For each network
// (Chrome DevTools' "Fast 4G" preset, then unthrottled) and each of RUNS cold runs (a new browser
// context: empty cache): open /login, sign in as the demo admin, open Projetos from the menu.
// Prints the medians of: JavaScript and total bytes transferred (gzip on the wire, see webStack),
// the login form interactive and LCP (from navigation start), the welcome page after clicking
// Entrar, the projects list after clicking Projetos, and the page's main-thread CPU over the visit (its
// JavaScript, and all its tasks: scripts, styles, layout, paint). Needs the builds (`pnpm build`).
// BENCH_RUNS=n changes the number of runs; WEB_ROOT=<checkout> measures another checkout's builds;
// BENCH_SCALE=smoke makes one unthrottled visit. The visit itself is bench/visitaFria.cjs.
import { chromium } from '@playwright/test';
import { NETWORKS, visitaFria } from './visitaFria.cjs';
import { CHROMIUM, startWebStack } from './webStack.mjs';

// BENCH_SCALE=smoke: one visit, unthrottled, no warm-up (proves the steps still work).
const SMOKE = process.env.BENCH_SCALE === 'smoke';
const RUNS = SMOKE ? 1 : Number(process.env.BENCH_RUNS || 5);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const COLUMNS = [
  ['loginJsKb', 'JS login (KB)', 1],
  ['loginAllKb', 'tudo login (KB)', 1],
  ['loginReady', 'form pronto (ms)', 0],
  ['lcp', 'LCP login (ms)', 0],
  ['welcome', 'Entrar→boas-vindas (ms)', 0],
  ['projetos', 'Projetos→lista (ms)', 0],
  ['sessionJsKb', 'JS até a lista (KB)', 1],
  ['scriptMs', 'JS da página (ms)', 0],
  ['tasksMs', 'tarefas da página (ms)', 0],
];

const stack = await startWebStack({ log: (line) => console.log(line) });
const browser = await chromium.launch(CHROMIUM);
try {
  console.log(`\nMediana de ${RUNS} visitas frias (bytes transferidos, comprimidos; tempos desde o início da navegação ou do clique)\n`);
  console.log(['rede'.padEnd(12), ...COLUMNS.map(([, title]) => title.padStart(title.length + 2))].join(''));
  for (const network of SMOKE ? NETWORKS.filter((item) => item.name === 'sem limite') : NETWORKS) {
    const runs = [];
    // One run first to warm the servers (its figures are not counted).
    if (!SMOKE) await visitaFria(browser, stack.shellUrl, network);
    for (let run = 0; run < RUNS; run += 1) runs.push(await visitaFria(browser, stack.shellUrl, network));
    console.log([network.name.padEnd(12), ...COLUMNS.map(([key, title, digits]) => median(runs.map((r) => r[key])).toFixed(digits).padStart(title.length + 2))].join(''));
  }
} finally {
  await browser.close();
  await stack.stop();
}
