import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/stack';
import { digitar, entrarPelaApi, expectNoSideScroll, simulacaoDeResultadoPropria } from './helpers';
import { DEMO_USERS } from './users';

const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;

/**
 * Simulations (issue 8): an employee cost simulation calculated and saved, then a demo margin
 * result simulation (src/seed/simulacoes.ts) with a new revenue, recalculated and saved.
 * The squads' steps are in their own spec.
 */
test('Financeiro simula o custo de um colaborador e salva; altera a receita de uma simulação de resultado, recalcula e salva', async ({ page }) => {

  // Employee cost simulation: the area's landing links to it (a card in the page; the main menu, which opens
  // the area's submenu when its data arrives, has a link of the same name).
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/simulacoes');
  await page.getByRole('main').getByRole('link', { name: /^Colaboradores Custo mensal/ }).click();
  await expect(page.getByRole('heading', { name: 'Simulações de colaboradores' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova simulação' }).click();
  await expect(page).toHaveURL(/\/simulacoes\/colaboradores\/new$/);
  await expect(page.getByLabel('Benefício')).toHaveValue('3.100,00');
  const salario = page.getByLabel('Salário');
  await digitar(salario, '8.000');
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

  // Margin result simulation (one of this journey's own, with the demo's inputs): open, change the revenue,
  // Salvar asks for Recalcular, then save.
  const simulacao = await simulacaoDeResultadoPropria(page, 'Simulações');
  await page.goto('/simulacoes/results');
  const resultados = page.getByRole('table', { name: 'Lista de simulações de resultados' });
  await resultados.getByText(simulacao, { exact: true }).click();
  const resumo = page.getByRole('dialog');
  await resumo.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/simulacoes\/results\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Resultado \d+$/ })).toBeVisible();
  const receita = page.getByLabel('Receita bruta', { exact: true });
  await digitar(receita, '500.000');
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
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/simulacoes/results');
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
  await digitar(receita, '640.000,00');
  await page.getByRole('button', { name: 'Recalcular' }).click();
  await expect(page.getByTestId('resumo-receitaBruta')).toHaveText(/640\.000,00/);
});

/**
 * The indirect-cost rows (the shared editor of packages/ui): one grid row per cost from 1024 px up,
 * one card per cost with its fields one under the other below; never squeezed (the type select shows
 * 'Infraestrutura em Cloud' whole), never scrolling the page sideways. Read-only: the simulation is not
 * saved. A screenshot of each width is kept.
 */
for (const largura of [1440, 1024, 390]) {
  test(`os custos indiretos de uma simulação de resultado em ${largura} px: campos com largura útil, sem rolagem lateral`, async ({ page }) => {
    await page.setViewportSize({ width: largura, height: 900 });
    await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/simulacoes/results');
    await page.getByRole('table', { name: 'Lista de simulações de resultados' }).getByText('Cenário Aurora 3º trimestre').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Editar' }).click();
    const custos = page.getByRole('table', { name: 'Custos indiretos' });
    const descricao = custos.getByLabel('Descrição 1');
    await expect(descricao).toBeVisible();
    await expectNoSideScroll(page, `custos indiretos em ${largura} px`);
    const [campo, valor, tipo] = await Promise.all([
      descricao.boundingBox(),
      custos.getByLabel('Valor 1').boundingBox(),
      custos.getByLabel('Tipo de custo 1').boundingBox(),
    ]);
    if (largura < 1024) {
      // Stacked: each field takes the card's width, the value under the description.
      expect(campo!.width).toBeGreaterThan(largura * 0.7);
      expect(valor!.y).toBeGreaterThan(campo!.y + campo!.height - 1);
    } else {
      // One row: the value beside the description, at the same height; the type's select at its 12rem.
      expect(Math.abs(valor!.y - campo!.y)).toBeLessThan(2);
      expect(tipo!.width).toBeGreaterThanOrEqual(190);
      expect(campo!.width).toBeGreaterThan(90);
    }
    await custos.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(REPO_ROOT, 'packages/e2e/test-results/larguras', `${largura}-custos-indiretos.png`) });
  });
}
