import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { REPO_ROOT } from '../support/stack';
import { cpfNovo, digitar, entrarPelaApi, marcar, mesAnterior, numberInToast, signOut, simulacaoDeResultadoPropria, tetoPorTelas } from './helpers';
import { DEMO_USERS } from './users';

// The result simulations are listed per user: the seeded one is financeiro's.
const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;
const rh = DEMO_USERS.find((user) => user.usuario === 'rh')!;
const PASTA = path.join(REPO_ROOT, 'packages/e2e/test-results/dinheiro');

/**
 * Issue 24 point 5: one money input. The user clicks into the field (a pre-filled 0,00 or an empty
 * one, wherever the caret lands) and types 45000: every screen shows 45.000,00 and saves 45000.00.
 * Screenshots of each field at 1440 and 390 px are kept in test-results/dinheiro.
 */

/** Clicks the field's left edge (before a pre-filled 0,00) and types 45000, then leaves the field. */
async function digitar45000(campo: Locator): Promise<void> {
  await campo.click({ position: { x: 4, y: 8 } });
  await campo.pressSequentially('45000');
  await campo.press('Tab');
  await expect(campo).toHaveValue('45.000,00');
}

async function capturar(page: Page, campo: Locator, nome: string): Promise<void> {
  for (const largura of [1440, 390]) {
    await page.setViewportSize({ width: largura, height: 900 });
    await campo.scrollIntoViewIfNeeded();
    await expect(campo).toHaveValue('45.000,00');
    await page.screenshot({ path: path.join(PASTA, `${nome}-${largura}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('45000 digitado em cada campo de dinheiro mostra 45.000,00 e salva 45000.00', async ({ page }) => {
  // Six screens, each with its money fields typed key by key, saved and read back.
  tetoPorTelas(6);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Margin dialog (mf-projects): Receita bruta is pre-filled with 0,00.
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/projetos');
  const lista = page.getByRole('table', { name: 'Lista de Projetos' });
  await marcar(lista.getByRole('row').nth(1).getByRole('checkbox'));
  await page.getByRole('button', { name: 'Resultados' }).click();
  await expect(page.getByTestId('resumo-Horas trabalhadas')).toBeVisible();
  const inicio = page.getByLabel('Data inicial');
  await inicio.clear();
  await inicio.pressSequentially(mesAnterior().digitos);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('button', { name: 'Margem do Projeto' })).toBeEnabled();
  await page.getByRole('button', { name: 'Margem do Projeto' }).click();
  const margem = page.getByRole('dialog');
  const receitaMargem = margem.getByLabel('Receita bruta', { exact: true });
  await expect(receitaMargem).toHaveValue('0,00');
  await digitar45000(receitaMargem);
  const calculo = page.waitForRequest((request) => request.url().endsWith('/jira/projects/margem/simulator') && request.method() === 'POST');
  await margem.getByRole('button', { name: 'Calcular' }).click();
  expect((await calculo).postDataJSON()).toMatchObject({ receitaBruta: '45000.00' });
  await expect(margem.getByTestId('resumo-receitaBruta')).toHaveText(/R\$\s45\.000,00/);
  await capturar(page, receitaMargem, 'margem');
  await margem.getByRole('button', { name: 'Fechar diálogo' }).click();

  // Result simulation (mf-simulacoes; one of this journey's own, saved below): Receita bruta holds the stored
  // revenue; cleared to 0,00 first.
  const simulacao = await simulacaoDeResultadoPropria(page, 'Dinheiro');
  await page.goto('/simulacoes/results');
  await page.getByRole('table', { name: 'Lista de simulações de resultados' }).getByText(simulacao, { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: /^Resultado \d+$/ })).toBeVisible();
  const receita = page.getByLabel('Receita bruta', { exact: true });
  await digitar(receita, '');
  await receita.press('Tab');
  await digitar45000(receita);
  await page.getByRole('button', { name: 'Recalcular' }).click();
  await expect(page.getByTestId('resumo-receitaBruta')).toHaveText(/45\.000,00/);
  const salvar = page.waitForRequest((request) => request.method() === 'PUT' && /\/simulacao\/margem/.test(request.url()));
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect(String((await salvar).postDataJSON().receitaBruta)).toMatch(/^45000(\.00?)?$/);
  await expect(page.getByText('Dados do relatório atualizados com sucesso!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Receita bruta', { exact: true })).toHaveValue('45.000,00');
  await capturar(page, page.getByLabel('Receita bruta', { exact: true }), 'simulacao-resultado');

  // Employee form (mf-cadastros): Salário of a new employee.
  await signOut(page);
  await entrarPelaApi(page, rh.usuario, rh.senha, '/cadastros/colaboradores/new');
  await expect(page.getByRole('heading', { name: 'Novo Colaborador' })).toBeVisible();
  const campo = (label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  await campo('Nome').pressSequentially('Dinheiro');
  await campo('Sobrenome').pressSequentially('E2E');
  await campo('CPF').pressSequentially(cpfNovo());
  await campo('E-mail').pressSequentially(`dinheiro.${Date.now()}@veecode.com.br`);
  await campo('Filial').selectOption({ index: 1 });
  await campo('Departamento').selectOption({ index: 1 });
  await campo('Regime').selectOption({ index: 1 });
  await campo('Função').selectOption({ index: 1 });
  const salario = campo('Salário');
  await digitar45000(salario);
  await capturar(page, salario, 'colaborador-salario');
  await campo('Admissão').pressSequentially('03032025');
  await campo('Data de início \\(vigência\\)').pressSequentially('03032025');
  const criar = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/employee/create'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await criar).postDataJSON()).toMatchObject({ salario: 45000 });
  const mat = await numberInToast(page.getByText(/Cadastrado novo colaborador com MATRÍCULA: \d+/));
  await page.goto(`/cadastros/colaboradores/${mat}`);
  await expect(campo('Salário')).toHaveValue('45.000,00');
});
