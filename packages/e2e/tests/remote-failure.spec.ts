import { expect, test } from '@playwright/test';
import { apps, readState, startApp, stopProcess, waitFor, waitUntilDown, writeState } from '../support/stack';
import { entrarPelaApi, mainMenu } from './helpers';
import { DEMO_USERS } from './users';

const importacoes = apps.find((app) => app.dir === 'mf-importacoes')!;
const manifest = `http://localhost:${importacoes.port}/mf-manifest.json`;

test('um remoto fora do ar mostra o aviso só na sua seção, e volta com "Tentar novamente"', async ({ page }) => {
  const state = readState();
  stopProcess(state.apps[importacoes.dir]);
  await waitUntilDown(manifest);
  try {
    const admin = DEMO_USERS[0];
    await entrarPelaApi(page, admin.usuario, admin.senha);
    await mainMenu(page).getByRole('link', { name: 'Importações' }).click();
    await expect(page.getByRole('alert').getByText('Não foi possível carregar este módulo.')).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();

    await mainMenu(page).getByRole('link', { name: 'Cadastros' }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Cadastros', exact: true })).toBeVisible();
    // The Cadastros item lands on the registrations' hub, not on an unavailable screen.
    await page.getByRole('main').getByRole('link', { name: 'Colaboradores' }).click();
    await expect(page).toHaveURL(/\/cadastros\/colaboradores$/);
    await mainMenu(page).getByRole('link', { name: 'Projetos' }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Lista de Projetos' })).toBeVisible();

    await mainMenu(page).getByRole('link', { name: 'Importações' }).click();
    await expect(page.getByText('Não foi possível carregar este módulo.')).toBeVisible();
  } finally {
    state.apps[importacoes.dir] = startApp(importacoes.dir);
    writeState(state);
    await waitFor(manifest);
  }
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Importações', exact: true })).toBeVisible();
});
