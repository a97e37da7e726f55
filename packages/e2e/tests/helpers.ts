import { expect, type Page } from '@playwright/test';

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
