import { expect, test, type Page } from '@playwright/test';
import { mainMenu, signIn, signOut, tetoPorTelas } from './helpers';

/**
 * Accounts journey: request access, confirm the e-mail by its link, approve as administrator with two sections, sign in as the
 * new user and see exactly those sections, recover the password through the outbox link.
 */
const ADMIN_PASSWORD = process.env.DEMO_ADMIN_PASSWORD || 'admin123';
const PRIMEIRA = 'primeira senha do cadastro';
const SEGUNDA = 'segunda senha, bem comprida';

async function openOutboxLink(page: Page, subject: string | RegExp, to: string, path: RegExp): Promise<string> {
  await page.goto('/administracao/caixa-de-saida');
  const message = page.getByRole('article').filter({ hasText: to }).filter({ has: page.getByText(subject) }).first();
  await expect(message).toBeVisible();
  const href = await message.getByRole('link').filter({ hasText: path }).first().getAttribute('href');
  expect(href).toMatch(path);
  return href!;
}

test('request access, e-mail confirmation, approval with two sections, sign-in with exactly those, password recovery by the outbox link', async ({ page }) => {
  // The request, the confirmation, the approval, two sign-ins with the sections checked, the recovery: six screens' work.
  tetoPorTelas(6);
  const email = `e2e.${Date.now()}@empresa.com.br`;

  // 1. The visitor asks for access.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Solicitar cadastro' }).click();
  await expect(page).toHaveURL(/\/cadastrar$/);
  await page.getByLabel(/^Nome\s*\*?$/).pressSequentially('Pessoa');
  await page.getByLabel('Sobrenome').pressSequentially('Teste E2E');
  await page.getByLabel('E-mail').pressSequentially(email);
  // The password rule: 12 characters, not the own name, not a common password (the last one only the API knows).
  const senha = page.getByLabel(/^Senha\s*\*?$/);
  const confirma = page.getByLabel('Confirmar senha');
  await senha.pressSequentially('primeira1');
  await confirma.pressSequentially('primeira1');
  await page.getByLabel('Mensagem').pressSequentially('Preciso ver projetos e cadastros.');
  await page.getByRole('button', { name: 'Solicitar' }).click();
  await expect(page.getByText('Senha deve possuir no mínimo 12 caracteres.')).toBeVisible();
  await senha.clear();
  await senha.pressSequentially('pessoa-feliz-2026');
  await expect(page.getByText('Senha não pode conter o seu nome, usuário ou e-mail.')).toBeVisible();
  await senha.clear();
  await senha.pressSequentially('password1234');
  await confirma.clear();
  await confirma.pressSequentially('password1234');
  await page.getByRole('button', { name: 'Solicitar' }).click();
  await expect(page.getByText('Senha muito comum ou fácil de adivinhar. Escolha outra.')).toBeVisible();
  await senha.clear();
  await senha.pressSequentially(PRIMEIRA);
  await confirma.clear();
  await confirma.pressSequentially(PRIMEIRA);
  await page.getByRole('button', { name: 'Solicitar' }).click();
  await expect(page.getByText(/Solicitação registrada! Enviamos um link de confirmação para o seu e-mail/)).toBeVisible();

  // 2. Before the address is confirmed the administrators have nothing to approve; the only message
  // is the confirmation link to the requester (the outbox stands in for the mailbox in the demo).
  await signIn(page, 'admin', ADMIN_PASSWORD);
  const confirmLink = await openOutboxLink(page, 'Confirme o seu e-mail', email, /\/cadastrar\//);
  await expect(page.getByRole('article').filter({ hasText: 'Solicitação de cadastro: Pessoa Teste E2E' })).toHaveCount(0);
  await signOut(page);
  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
  await expect(page.getByText(/E-mail confirmado! A sua solicitação foi enviada aos administradores/)).toBeVisible();
  // Single use.
  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
  await expect(page.getByText('Este link já foi usado.')).toBeVisible();

  // 3. The administrator opens the link from the outbox and approves with two sections.
  await signIn(page, 'admin', ADMIN_PASSWORD);
  const registerLink = await openOutboxLink(page, 'Solicitação de cadastro: Pessoa Teste E2E', 'admin@veecode.com.br', /\/register\//);
  await page.goto(registerLink);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Preciso ver projetos e cadastros.')).toBeVisible();
  await expect(page.getByLabel('Usuário')).toHaveValue('admin');
  await page.getByLabel('Senha').pressSequentially(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Autenticar' }).click();
  await page.getByText('Projetos', { exact: true }).click();
  await page.getByText('Cadastros', { exact: true }).click();
  await page.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText(/Cadastro aprovado/)).toBeVisible();
  await page.goto('/boas-vindas');
  await signOut(page);

  // 4. The new user sees exactly the two sections.
  await signIn(page, email, PRIMEIRA);
  await expect(mainMenu(page).getByRole('link')).toHaveText(['Projetos', 'Cadastros']);
  await page.goto('/cadastros');
  await expect(page.getByRole('heading', { name: 'Cadastros', exact: true })).toBeVisible();
  await signOut(page);

  // 5. Forgot password, then the link from the outbox.
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('E-mail').pressSequentially(email);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(/você receberá em instantes um link/)).toBeVisible();

  await signIn(page, 'admin', ADMIN_PASSWORD);
  const recoverLink = await openOutboxLink(page, 'Recuperação de senha', email, /\/recover\//);
  await signOut(page);
  await page.goto(recoverLink);
  const nova = page.getByLabel(/^Nova senha\s*\*?$/);
  const confirmaNova = page.getByLabel(/^Confirmar senha\s*\*?$/);
  // Only the API knows whose link this is: it refuses the account's name, and the form stays.
  await nova.pressSequentially('teste-e2e-segunda');
  await confirmaNova.pressSequentially('teste-e2e-segunda');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha não pode conter o seu nome, usuário ou e-mail.')).toBeVisible();
  await nova.clear();
  await nova.pressSequentially(SEGUNDA);
  await confirmaNova.clear();
  await confirmaNova.pressSequentially(SEGUNDA);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();

  // The link is single use; the old password no longer works; the new one does.
  await page.goto(recoverLink);
  await expect(page.getByText('Problema com ao validar requisição para nova senha.')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Usuário').pressSequentially(email);
  await page.getByLabel('Senha').pressSequentially(PRIMEIRA);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Usuário ou senha inválidos.')).toBeVisible();
  await signIn(page, email, SEGUNDA);
  await expect(mainMenu(page).getByRole('link')).toHaveText(['Projetos', 'Cadastros']);
});
