#!/usr/bin/env node
// `pnpm bench:web`: what a user feels on a cold visit, in Debian's Chromium. For each network
// (Chrome DevTools' "Fast 4G" preset, then unthrottled) and each of RUNS cold runs (a new browser
// context: empty cache): open /login, sign in as the demo admin, open Projetos from the menu.
// Prints the medians of: JavaScript and total bytes transferred (gzip on the wire, see webStack),
// the login form interactive and LCP (from navigation start), the welcome page after clicking
// Entrar, and the projects list after clicking Projetos. Needs the builds (`pnpm build`).
// BENCH_RUNS=n changes the number of runs; WEB_ROOT=<checkout> measures another checkout's builds.
import { chromium } from '@playwright/test';
import { CHROMIUM, DEMO_USER, startWebStack } from './webStack.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);

/** Chrome DevTools' "Fast 4G" (Fast4GConditions in devtools-frontend's NetworkManager.ts). */
const NETWORKS = [
  { name: 'Fast 4G', conditions: { offline: false, latency: 60 * 2.75, downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9 } },
  { name: 'sem limite', conditions: { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 } },
];

// In the page from its first byte: when the login's submit button exists (React renders it with its
// handlers), the largest contentful paint, and when Entrar / the menu link were clicked.
const PAGE_PROBE = () => {
  const marks = { lcp: 0 };
  window.__bench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (!marks.loginReady && document.querySelector('form button[type="submit"]') && document.querySelector('input[autocomplete="current-password"]')) {
      marks.loginReady = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('form button[type="submit"]')) marks.entrar = performance.now();
      if (target?.closest('a[href="/projetos"]')) marks.projetos = performance.now();
    },
    true,
  );
};

/** Resolves with performance.now() at the first animation frame where `test` holds. */
const when = (page, test) => page.waitForFunction(test, undefined, { polling: 'raf', timeout: 60_000 }).then((handle) => handle.jsonValue());

async function oneRun(browser, shellUrl, network) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network.conditions);
  const transfers = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes) transfers.push({ js: request.resourceType() === 'script', bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  await page.addInitScript(PAGE_PROBE);
  await page.goto(`${shellUrl}/login`, { waitUntil: 'commit' });
  const loginReady = await when(page, () => window.__bench?.loginReady);
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(() => window.__bench.lcp);
  const loginBytes = { js: 0, all: 0 };
  for (const item of transfers) {
    loginBytes.all += item.bytes;
    if (item.js) loginBytes.js += item.bytes;
  }
  await page.getByLabel('Usuário').fill(DEMO_USER.usuario);
  await page.getByLabel('Senha').fill(DEMO_USER.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const welcome = await when(page, () => location.pathname === '/boas-vindas' && /Boas-vindas/.test(document.querySelector('main h1, main h2')?.textContent ?? '') && performance.now());
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Projetos' }).click();
  const list = await when(
    page,
    () => [...document.querySelectorAll('main h1')].some((h) => h.textContent === 'Lista de Projetos') && document.querySelector('main table tbody tr') && performance.now(),
  );
  const marks = await page.evaluate(() => window.__bench);
  await context.close();
  return {
    loginJsKb: loginBytes.js / 1024,
    loginAllKb: loginBytes.all / 1024,
    loginReady,
    lcp,
    welcome: welcome - marks.entrar,
    projetos: list - marks.projetos,
    sessionJsKb: transfers.filter((item) => item.js).reduce((total, item) => total + item.bytes, 0) / 1024,
  };
}

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
];

const stack = await startWebStack({ log: (line) => console.log(line) });
const browser = await chromium.launch(CHROMIUM);
try {
  console.log(`\nMediana de ${RUNS} visitas frias (bytes transferidos, comprimidos; tempos desde o início da navegação ou do clique)\n`);
  console.log(['rede'.padEnd(12), ...COLUMNS.map(([, title]) => title.padStart(title.length + 2))].join(''));
  for (const network of NETWORKS) {
    const runs = [];
    // One run first to warm the servers (its figures are not counted).
    await oneRun(browser, stack.shellUrl, network);
    for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(browser, stack.shellUrl, network));
    console.log([network.name.padEnd(12), ...COLUMNS.map(([key, title, digits]) => median(runs.map((r) => r[key])).toFixed(digits).padStart(title.length + 2))].join(''));
  }
} finally {
  await browser.close();
  await stack.stop();
}
