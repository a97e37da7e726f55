import { expect, test, type Page } from '@playwright/test';
import { BACKEND_PORT } from '../support/stack';
import { mainMenu, nextActionEndsOnLogin, sessaoGuardada, signIn, signOut, tokenVencido } from './helpers';
import { DEMO_USERS } from './users';

const API = `http://localhost:${BACKEND_PORT}`;
const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;
const admin = DEMO_USERS.find((user) => user.usuario === 'admin')!;
const SESSAO_EXPIRADA = 'Sessão expirada. Efetue novamente o login';
// Noticed on the click, the login brings the user back to Projetos; noticed first by the page itself, on the
// welcome page, it is the plain login (the welcome page is where a sign-in lands anyway).
const LOGIN_DEPOIS_DO_FIM = /\/login(\?retorno=%2Fprojetos)?$/;

/** Native alerts the page opens (dismissed and kept): a session ending must raise none. */
function alertasNativos(page: Page): string[] {
  const alertas: string[] = [];
  page.on('dialog', (dialog) => {
    alertas.push(dialog.message());
    void dialog.dismiss();
  });
  return alertas;
}

test('um token de acesso vencido é renovado sem o usuário perceber, e a chamada é repetida', async ({ page }) => {
  await signIn(page, financeiro.usuario, financeiro.senha);
  const antes = await sessaoGuardada(page);
  // The next projects call leaves the browser with an expired access token of this very session.
  let trocado = false;
  await page.route(`${API}/jira/projects/**`, async (route) => {
    if (trocado) return route.continue();
    trocado = true;
    const token = tokenVencido(antes.token);
    return route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${token}`, 'x-access-token': token } });
  });
  const renovacao = page.waitForResponse((response) => response.url() === `${API}/login/refresh` && response.status() === 200);
  await mainMenu(page).getByRole('link', { name: 'Projetos' }).click();
  await renovacao;
  await expect(page.getByRole('main').getByRole('heading', { name: 'Lista de Projetos' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(SESSAO_EXPIRADA)).toHaveCount(0);
  const depois = await sessaoGuardada(page);
  expect(depois.refresh_token).not.toBe(antes.refresh_token);
  expect(trocado).toBe(true);
});

test('uma sessão encerrada em outro lugar leva ao login com a mensagem da spec, sem alertas nativos', async ({ page, request }) => {
  const alertas = alertasNativos(page);
  await signIn(page, financeiro.usuario, financeiro.senha);
  const sessao = await sessaoGuardada(page);
  // Signed out elsewhere (the session's family is revoked): its access token is refused at once.
  const saida = await request.post(`${API}/login/logout`, { data: { token: sessao.token, refresh_token: sessao.refresh_token } });
  expect(saida.ok()).toBe(true);
  // The app notices on the click, or before it by itself (a background request of the page): either way, the login.
  await nextActionEndsOnLogin(page, mainMenu(page).getByRole('link', { name: 'Projetos' }));
  await expect(page.getByText(SESSAO_EXPIRADA).first()).toBeVisible();
  await expect(page).toHaveURL(LOGIN_DEPOIS_DO_FIM);
  expect(alertas).toEqual([]);
});

test('uma sessão encerrada em outro lugar que a própria página percebe antes do usuário leva ao mesmo login, sem alertas nativos', async ({ page, request }) => {
  const alertas = alertasNativos(page);
  // The layout's grants re-read (GET /usuario when a section opens) is held until the session has ended
  // elsewhere: then one of the page's own background requests meets the ended session before the user acts.
  let soltar!: () => void;
  const segurado = new Promise<void>((resolve) => {
    soltar = resolve;
  });
  await page.route(`${API}/usuario`, async (route) => {
    await segurado;
    await route.continue();
  });
  await signIn(page, financeiro.usuario, financeiro.senha);
  const sessao = await sessaoGuardada(page);
  const saida = await request.post(`${API}/login/logout`, { data: { token: sessao.token, refresh_token: sessao.refresh_token } });
  expect(saida.ok()).toBe(true);
  const recusado = page.waitForResponse((response) => response.url() === `${API}/usuario` && response.status() === 401);
  soltar();
  await recusado;
  // The user's next click finds the app already leaving (or gone): the outcome is the same.
  await nextActionEndsOnLogin(page, mainMenu(page).getByRole('link', { name: 'Projetos' }));
  await expect(page.getByText(SESSAO_EXPIRADA).first()).toBeVisible();
  await expect(page).toHaveURL(LOGIN_DEPOIS_DO_FIM);
  expect(alertas).toEqual([]);
});

test('uma conta desativada pelo administrador sai na próxima ação, com a mensagem da spec e sem alertas nativos', async ({ page, request }) => {
  const alertas = alertasNativos(page);
  await signIn(page, financeiro.usuario, financeiro.senha);
  const login = await request.post(`${API}/login`, {
    data: { authorization: Buffer.from(JSON.stringify({ usuario: admin.usuario, senha: admin.senha })).toString('base64') },
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const usuarios = (await (await request.get(`${API}/admin/usuarios`, { headers: auth })).json()) as Array<{ id: number; usuario: string }>;
  const alvo = usuarios.find((user) => user.usuario === financeiro.usuario)!;
  try {
    expect((await request.put(`${API}/admin/usuarios/${alvo.id}`, { headers: auth, data: { ativo: false } })).ok()).toBe(true);
    await nextActionEndsOnLogin(page, mainMenu(page).getByRole('link', { name: 'Projetos' }));
    await expect(page.getByText(SESSAO_EXPIRADA).first()).toBeVisible();
    await expect(page).toHaveURL(LOGIN_DEPOIS_DO_FIM);
    expect(alertas).toEqual([]);
  } finally {
    await request.put(`${API}/admin/usuarios/${alvo.id}`, { headers: auth, data: { ativo: true } });
  }
});

test('sair numa aba encerra a sessão nas outras abas do navegador', async ({ context }) => {
  const primeira = await context.newPage();
  await signIn(primeira, financeiro.usuario, financeiro.senha);
  await primeira.waitForLoadState('networkidle');
  const segunda = await context.newPage();
  await segunda.goto('/projetos');
  await expect(segunda.getByRole('heading', { name: 'Lista de Projetos' })).toBeVisible();

  await signOut(primeira);
  // The other tab follows at once, without a click: its session is gone from the shared storage.
  await expect(segunda).toHaveURL(/\/login\?retorno=%2Fprojetos$/);
  expect((await sessaoGuardada(segunda))?.token).toBeFalsy();
  await expect(segunda.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
});
