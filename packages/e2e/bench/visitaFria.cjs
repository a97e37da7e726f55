// One cold visit of `pnpm bench:web` (bench/bench-web.mjs): open /login in a new browser context (empty
// cache) on the given network, sign in as the demo admin, open Projetos from the menu; answers the bytes
// transferred, the times and the page's main-thread CPU time. Also run once by the e2e suite
// (tests/bench-web.spec.ts) against its own stack, so that a change of the screens that breaks the
// benchmark's steps fails the suite. CommonJS with no imports: the suite's TypeScript specs load it as
// Playwright loads them.

/** The demo administrator the visit signs in as. */
const DEMO_USER = { usuario: 'admin', senha: process.env.DEMO_ADMIN_PASSWORD || 'admin123' };

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

async function visitaFria(browser, shellUrl, network) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network.conditions);
  // The page's main thread: JavaScript and all its tasks (the app's rendering and styling among them), summed
  // over the visit — what a slower machine multiplies.
  await cdp.send('Performance.enable');
  const transfers = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes) transfers.push({ js: request.resourceType() === 'script', bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  await page.addInitScript(PAGE_PROBE);
  await page.goto(`${shellUrl}/login`, { waitUntil: 'commit' });
  const loginReady = await when(page, () => window.__bench?.loginReady);
  await page.waitForLoadState('networkidle');
  // The observer gets the entry after the paint, as a task of the page: on a loaded machine the network was
  // idle before it (two journeys at a time at load 17 read 0), so the largest paint so far once there is one.
  const lcp = await when(page, () => window.__bench.lcp > 0 && window.__bench.lcp);
  const loginBytes = { js: 0, all: 0 };
  for (const item of transfers) {
    loginBytes.all += item.bytes;
    if (item.js) loginBytes.js += item.bytes;
  }
  // Typed key by key, as a person does (the times below start at the click on Entrar).
  await page.getByLabel('Usuário').pressSequentially(DEMO_USER.usuario);
  await page.getByLabel('Senha').pressSequentially(DEMO_USER.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const welcome = await when(page, () => location.pathname === '/boas-vindas' && /Boas-vindas/.test(document.querySelector('main h1, main h2')?.textContent ?? '') && performance.now());
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Projetos' }).click();
  const list = await when(
    page,
    () => [...document.querySelectorAll('main h1')].some((h) => h.textContent === 'Lista de Projetos') && document.querySelector('main table tbody tr') && performance.now(),
  );
  const marks = await page.evaluate(() => window.__bench);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = (name) => metrics.find((metric) => metric.name === name)?.value ?? NaN;
  await context.close();
  return {
    loginJsKb: loginBytes.js / 1024,
    loginAllKb: loginBytes.all / 1024,
    loginReady,
    lcp,
    welcome: welcome - marks.entrar,
    projetos: list - marks.projetos,
    sessionJsKb: transfers.filter((item) => item.js).reduce((total, item) => total + item.bytes, 0) / 1024,
    scriptMs: seconds('ScriptDuration') * 1000,
    tasksMs: seconds('TaskDuration') * 1000,
  };
}

module.exports = { DEMO_USER, NETWORKS, visitaFria };
