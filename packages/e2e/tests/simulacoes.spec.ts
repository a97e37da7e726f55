import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { DEMO_USERS } from './users';

const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;

/**
 * Simulations (issue 8): an employee cost simulation calculated and saved, then a demo margin
 * result simulation (src/seed/simulacoes.ts) with a new revenue, recalculated and saved.
 * The squads' steps are in their own spec.
 */
test('Financeiro simula o custo de um colaborador e salva; altera a receita de uma simulação de resultado, recalcula e salva', async ({ page }) => {
  await signIn(page, financeiro.usuario, financeiro.senha);

  // Employee cost simulation: the area's landing links to it.
  await page.goto('/simulacoes');
  await page.getByRole('link', { name: /Colaboradores/ }).click();
  await expect(page.getByRole('heading', { name: 'Simulações de colaboradores' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova simulação' }).click();
  await expect(page).toHaveURL(/\/simulacoes\/colaboradores\/new$/);
  await expect(page.getByLabel('Benefício')).toHaveValue('3.100,00');
  const salario = page.getByLabel('Salário');
  await salario.fill('');
  await salario.pressSequentially('8000');
  await page.getByLabel('Regime').selectOption({ index: 1 });
  await page.getByLabel('Função', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Filial').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByRole('button', { name: 'Recalcular' })).toBeVisible();
  await expect(page.getByTestId('resultado-salarioBruto')).toHaveText(/8\.000,00/);
  const custoTotal = (await page.getByTestId('resultado-custoTotal').innerText()).trim();
  expect(custoTotal).not.toMatch(/^R\$\s0,00$/);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Criado nova simulação')).toBeVisible();
  await expect(page).toHaveURL(/\/simulacoes\/colaboradores$/);
  const lista = page.getByRole('table', { name: 'Simulações de colaboradores' });
  await expect(lista.getByRole('cell', { name: custoTotal, exact: true })).toBeVisible();

  // Margin result simulation: open, change the revenue, Salvar asks for Recalcular, then save.
  await page.goto('/simulacoes/results');
  const resultados = page.getByRole('table', { name: 'Lista de simulações de resultados' });
  await resultados.getByText('Cenário Aurora 3º trimestre').click();
  const resumo = page.getByRole('dialog');
  await resumo.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/simulacoes\/results\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Resultado \d+$/ })).toBeVisible();
  const receita = page.getByLabel('Receita bruta', { exact: true });
  await receita.fill('');
  await receita.pressSequentially('500000');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('É necessário recalcular antes de salvar')).toBeVisible();
  await page.getByRole('button', { name: 'Recalcular' }).click();
  await expect(page.getByTestId('resumo-receitaBruta')).toHaveText(/500\.000,00/);
  const liquido = (await page.getByTestId('resumo-resultadoLiquido').innerText()).trim();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados do relatório atualizados com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();

  // Stored: the reloaded page shows the new revenue and the same result.
  await page.reload();
  await expect(page.getByLabel('Receita bruta', { exact: true })).toHaveValue('500.000,00');
  await expect(page.getByTestId('resumo-resultadoLiquido')).toHaveText(liquido);
});

test('uma simulação de resultado guarda ao menos um custo indireto e recalcula depois de editada (issue 24, ponto 4)', async ({ page }) => {
  await signIn(page, financeiro.usuario, financeiro.senha);
  await page.goto('/simulacoes/results');
  await page.getByRole('table', { name: 'Lista de simulações de resultados' }).getByText('Cenário Aurora 3º trimestre').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: /^Resultado \d+$/ })).toBeVisible();
  const custos = page.getByRole('table', { name: 'Custos indiretos' });
  const linhas = custos.getByRole('row');
  await expect(linhas.nth(1)).toBeVisible();
  // Spec 03 section 7 keeps one indirect cost: the last row has no Remover.
  for (let restantes = (await linhas.count()) - 1; restantes > 1; restantes--) {
    await custos.getByRole('button', { name: 'Remover custo 1' }).click();
    await expect(linhas).toHaveCount(restantes);
  }
  await expect(custos.getByRole('button', { name: /^Remover custo \d+$/ })).toHaveCount(0);
  const receita = page.getByLabel('Receita bruta', { exact: true });
  await receita.fill('');
  await receita.pressSequentially('640000');
  await page.getByRole('button', { name: 'Recalcular' }).click();
  await expect(page.getByTestId('resumo-receitaBruta')).toHaveText(/640\.000,00/);
});
