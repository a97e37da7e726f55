// What a cold browser downloads: the JavaScript of the login page, and what each remote's first
// screen adds after sign-in (client-side navigation from /boas-vindas, as the menu does it).
// Sizes: raw, and gzipped here with zlib's default level (the same figure the budget step computes
// from the build), whatever the server sent.
import zlib from 'node:zlib';
import { DEMO_USER, FIRST_SCREENS } from './webStack.mjs';

/** Records every JavaScript response of `page`, and tells when the network has been quiet. */
export function watchPage(page) {
  const scripts = [];
  let inflight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inflight += 1;
    lastActivity = Date.now();
  });
  const done = () => {
    inflight = Math.max(0, inflight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', async (request) => {
    try {
      const response = await request.response();
      const isScript = request.resourceType() === 'script' || /\.js(\?|$)/.test(request.url());
      if (response && isScript && response.status() === 200) {
        const body = await response.body();
        const sizes = await request.sizes();
        scripts.push({ url: request.url(), raw: body.length, gz: zlib.gzipSync(body).length, transfer: sizes.responseBodySize });
      }
    } finally {
      done();
    }
  });
  return {
    scripts,
    /** Waits until no request has been in flight for `quietMs`. */
    async settle(quietMs = 700, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inflight === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('a rede não ficou quieta');
    },
  };
}

export async function signIn(page, shellUrl) {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel('Usuário').fill(DEMO_USER.usuario);
  await page.getByLabel('Senha').fill(DEMO_USER.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/boas-vindas$/, { timeout: 30_000 });
}

/** Client-side navigation (react-router listens to popstate), the way a menu link moves. */
export async function navigateInApp(page, to) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, to);
}

export async function waitForScreen(page, heading) {
  const main = page.getByRole('main');
  const target = heading ? main.getByRole('heading', { name: heading }).first() : main.getByRole('heading').first();
  await target.waitFor({ state: 'visible', timeout: 30_000 });
}

const sum = (scripts, key) => scripts.reduce((total, script) => total + script[key], 0);

export function summary(scripts) {
  return { files: scripts.length, raw: sum(scripts, 'raw'), gz: sum(scripts, 'gz'), transfer: sum(scripts, 'transfer') };
}

/** One cold measurement of the login page and of every first screen. */
export async function measureFirstLoads(browser, shellUrl) {
  const results = [];
  {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${shellUrl}/login`);
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await watch.settle();
    results.push({ name: 'login (/login)', ...summary(watch.scripts), scripts: [...watch.scripts] });
    await context.close();
  }
  for (const screen of FIRST_SCREENS) {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    const watch = watchPage(page);
    await signIn(page, shellUrl);
    await watch.settle();
    const before = watch.scripts.length;
    await navigateInApp(page, screen.path);
    await waitForScreen(page, screen.heading);
    await watch.settle();
    const added = watch.scripts.slice(before);
    results.push({ name: `${screen.app} (${screen.path})`, ...summary(added), scripts: added });
    await context.close();
  }
  return results;
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
