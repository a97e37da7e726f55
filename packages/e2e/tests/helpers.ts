import { expect, type Locator, type Page } from '@playwright/test';

export async function signIn(page: Page, usuario: string, senha: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(usuario);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/boas-vindas$/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

/** A form field by its label text; required fields add an asterisk to the label. */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Clears a form field and types into it key by key, as a user does. */
export async function typeInto(page: Page, label: string, text: string) {
  const input = field(page, label);
  await input.clear();
  await input.pressSequentially(text);
}

/**
 * The page does not scroll sideways (wide tables scroll inside their own box). Polled: after a resize
 * or a load the layout settles (the menu turns into a drawer below 1024 px, data arrives).
 */
export async function expectNoSideScroll(page: Page, onde: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${onde} rola para o lado` })
    .toBeLessThanOrEqual(0);
}
