import { expect, test } from '@playwright/test';
import { apps } from '../support/stack';
import { digitar } from './helpers';
import { DEMO_USERS } from './users';

const cadastros = apps.find((app) => app.dir === 'mf-cadastros')!;

test('a página isolada de um remoto pede usuário e senha (nenhuma credencial no build) e depois mostra a área', async ({ page, request }) => {
  const config = await (await request.get(`http://localhost:${cadastros.port}/config.json`)).json();
  expect(Object.keys(config)).not.toContain('devSession');
  expect(JSON.stringify(config)).not.toMatch(/senha|password/i);

  await page.goto(`http://localhost:${cadastros.port}/cadastros/funcoes`);
  await expect(page.getByRole('heading', { name: 'Entrar (página isolada do remoto)' })).toBeVisible();
  const rh = DEMO_USERS.find((user) => user.usuario === 'rh')!;
  await page.getByLabel('Usuário').pressSequentially(rh.usuario);
  await page.getByLabel('Senha').pressSequentially('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await digitar(page.getByLabel('Senha'), rh.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Lista de Funções' })).toBeVisible();
});
