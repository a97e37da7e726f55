import { expect, test, type Page } from '@playwright/test';
import { mainMenu, signIn } from './helpers';
import { DEMO_USERS, SECTION_HEADINGS } from './users';

/**
 * The built application under the static servers' Content-Security-Policy
 * (packages/mf-build/src/security-headers.cjs), Trusted Types included: the shell and every remote
 * load, Chakra's styles apply, and the browser reports no violation; an injected inline script,
 * HTML with an event handler, a foreign script or eval is refused.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Collects the page's CSP violation events (from the first script on) and CSP console errors. */
async function watchViolations(page: Page): Promise<{ events: () => Promise<Violation[]>; console: string[] }> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const store: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });
  return {
    events: () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations ?? []),
    console: consoleErrors,
  };
}

test('a aplicação carrega sob a CSP: shell, todos os remotos e a Vee, sem nenhuma violação', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/login');
  const csp = response!.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self' http://localhost:3001");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp.split(';').find((part) => part.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
  expect(response!.headers()['x-frame-options']).toBe('DENY');

  // Chakra's styles (emotion's run-time <style> elements, style-src 'unsafe-inline') apply: the login
  // button has the blue palette, not the browser's grey.
  const admin = DEMO_USERS[0]!;
  const entrar = page.getByRole('button', { name: 'Entrar', exact: true });
  await expect(entrar).toBeVisible();
  const [red, green, blue] = (await entrar.evaluate((element) => getComputedStyle(element).backgroundColor)).match(/\d+/g)!.map(Number);
  expect(blue).toBeGreaterThan(red! + 80);
  expect(blue).toBeGreaterThan(green! + 40);
  await signIn(page, admin.usuario, admin.senha);

  for (const label of admin.menu) {
    const section = SECTION_HEADINGS[label]!;
    await mainMenu(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page.locator(`[data-remote="${section.remote}"]`)).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: section.heading, exact: true })).toBeVisible();
  }
  await page.goto('/projetos/previsao/ABC/10');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Planejamento financeiro' })).toBeVisible();
  await page.goto('/relatorios-delivery/chat-bot');
  await expect(page.getByRole('heading', { name: 'VeeCode Chat' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sugestões' }).getByText('Margens', { exact: true })).toBeVisible();

  expect(await violations.events()).toEqual([]);
  expect(violations.console).toEqual([]);
});

test('um script injetado na página não roda: nem inline, nem HTML com handler, nem de outra origem, nem eval', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  // Each DOM-injection attempt either throws (Trusted Types refuse the plain string) or is refused by
  // the CSP when the element is inserted; in both cases its code never runs.
  const outcome = await page.evaluate(async () => {
    const flags = window as unknown as Record<string, unknown>;
    const attempt = (inject: () => void): string => {
      try {
        inject();
        return 'inserido';
      } catch (error) {
        return (error as Error).name;
      }
    };
    const tries = {
      inline: attempt(() => {
        const inline = document.createElement('script');
        inline.textContent = 'window.__inline = true';
        document.body.append(inline);
      }),
      html: attempt(() => {
        const box = document.createElement('div');
        box.innerHTML = '<img src="data:,x" onerror="window.__handler = true">';
        document.body.append(box);
      }),
      attribute: attempt(() => {
        const image = document.createElement('img');
        image.setAttribute('onerror', 'window.__attribute = true');
        image.src = 'data:,x';
        document.body.append(image);
      }),
      remote: await new Promise<string>((resolve) => {
        try {
          const remote = document.createElement('script');
          remote.src = 'http://127.0.0.1:9/ataque.js';
          remote.onload = () => resolve('carregou');
          remote.onerror = () => resolve('bloqueado');
          document.body.append(remote);
        } catch (error) {
          resolve((error as Error).name);
        }
      }),
    };
    return { tries, flags: [flags.__inline, flags.__handler, flags.__attribute].filter(Boolean) };
  });
  expect(outcome.tries.remote).not.toBe('carregou');
  expect(outcome.flags).toEqual([]);

  // eval from the page's own code (a click handler: code run by page.evaluate itself is exempt from
  // the CSP in Chromium, so the attempt has to happen in a task of the page).
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = 'tentar eval';
    button.addEventListener('click', () => {
      try {
        (0, eval)('window.__eval = true');
        button.dataset.resultado = 'executou';
      } catch (error) {
        button.dataset.resultado = (error as Error).name;
      }
    });
    document.body.append(button);
  });
  await page.getByRole('button', { name: 'tentar eval' }).click();
  await expect(page.getByRole('button', { name: 'tentar eval' })).toHaveAttribute('data-resultado', 'EvalError');

  // The browser reported the refusals (Trusted Types or script-src), and none of the code ran.
  await expect.poll(async () => (await violations.events()).length).toBeGreaterThanOrEqual(5);
  for (const violation of await violations.events()) {
    expect(['require-trusted-types-for', 'script-src', 'script-src-elem', 'script-src-attr']).toContain(violation.directive);
  }
  const ran = await page.evaluate(() => {
    const flags = window as unknown as Record<string, unknown>;
    return [flags.__inline, flags.__handler, flags.__attribute, flags.__eval].filter(Boolean);
  });
  expect(ran).toEqual([]);
});
