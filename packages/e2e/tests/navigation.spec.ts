import { expect, test } from '@playwright/test';
import { mainMenu, signIn, signOut } from './helpers';
import { DEMO_USERS, SECTION_HEADINGS } from './users';

for (const user of DEMO_USERS) {
  test(`${user.usuario}: vê só as seções concedidas, abre cada uma e sai`, async ({ page }) => {
    await signIn(page, user.usuario, user.senha);
    await expect(page.getByRole('heading', { name: /Boas-vindas/ })).toBeVisible();

    const links = mainMenu(page).getByRole('link');
    await expect(links).toHaveText([...user.menu, ...(user.extraMenu ?? [])]);

    for (const label of user.menu) {
      const section = SECTION_HEADINGS[label];
      await mainMenu(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page.locator(`[data-remote="${section.remote}"]`)).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { name: section.heading, exact: true })).toBeVisible();
    }

    if (user.denied) {
      await page.goto(user.denied);
      await expect(page).toHaveURL(new RegExp(`${user.denied}$`));
      // The section's place says why, the menu stays; the dashboard page follows for who may see it.
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Você não tem permissão para acessar esta seção.');
      await expect(mainMenu(page)).toBeVisible();
      const dashboardHeading = page.getByRole('main').getByRole('heading', { name: 'Dashboard', exact: true });
      if (user.hasDashboard) await expect(dashboardHeading).toBeVisible();
      else await expect(dashboardHeading).toHaveCount(0);
    }

    await signOut(page);
    await page.goto('/cadastros');
    await expect(page).toHaveURL(/\/login\?retorno=%2Fcadastros$/);
  });
}

test('caminhos desconhecidos vão para o login; quem já entrou sai das páginas de login', async ({ page }) => {
  await page.goto('/nao-existe/mesmo');
  await expect(page).toHaveURL(/\/login$/);
  const admin = DEMO_USERS[0];
  await signIn(page, admin.usuario, admin.senha);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/boas-vindas$/);
  await page.goto('/projetos/previsao/ABC/10');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Planejamento financeiro' })).toBeVisible();
});

test('credenciais erradas mostram a mensagem do servidor; a falha do Google, a da spec', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Campo obrigatório.')).toHaveCount(2);
  await page.getByLabel('Usuário').pressSequentially('admin');
  await page.getByLabel('Senha').pressSequentially('senha-errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Usuário ou senha inválidos.')).toBeVisible();
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  await expect(page.getByText('Erro ao autenticar com o Google.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('uma sessão inválida guardada no navegador é encerrada ao abrir a aplicação', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() =>
    localStorage.setItem(
      'financeiro-session',
      JSON.stringify({ state: { token: 'invalido', refresh_token: 'invalido', user: { name: 'X', email: 'x@x', roles: {} } }, version: 0 }),
    ),
  );
  await page.goto('/cadastros');
  // The login says why and keeps the way back to the page asked for.
  await expect(page).toHaveURL(/\/login\?retorno=%2Fcadastros$/);
  await expect(page.getByRole('alert')).toHaveText('Sessão expirada. Efetue novamente o login');
});

test('a aplicação tem um ícone (favicon) servido pela shell', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const icone = await request.get(new URL(href!, page.url()).toString());
  expect(icone.status()).toBe(200);
  expect(icone.headers()['content-type']).toContain('image/svg+xml');
});
