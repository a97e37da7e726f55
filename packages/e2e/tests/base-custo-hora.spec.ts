import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiPropriaDoArquivo } from '../support/apis-proprias';
import { REPO_ROOT } from '../support/stack';
import { criarFechamento, digitar, entrarPelaApi, field, usarApiPropria } from './helpers';
import { DEMO_USERS } from './users';

const rh = DEMO_USERS.find((user) => user.usuario === 'rh')!;
const PASTA = path.join(REPO_ROOT, 'packages/e2e/test-results/base-custo-hora');

/**
 * The hour base is the company's: a closing calculated beside this journey on the same database would get the
 * other base's figures. So the journeys of this file work on an API of their own (support/apis-proprias.ts), and
 * run beside the others (issue 33).
 */
const API = apiPropriaDoArquivo('base-custo-hora');
test.beforeEach(async ({ page }) => {
  await usarApiPropria(page, API);
});

async function escolherBase(page: Page, opcao: string) {
  await page.goto('/fechamentos');
  await page.getByRole('button', { name: 'Base do custo-hora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Base do custo-hora' });
  const radio = dialog.getByRole('radio', { name: opcao });
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  if (await radio.isChecked()) {
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    return;
  }
  await dialog.getByText(opcao, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Base do custo-hora salva: vale para os próximos cálculos.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** 'Horas no mês' of the first 6-hour employee's breakdown. */
async function horasDeQuemTrabalhaSeisHoras(page: Page): Promise<{ horas: string; custoHora: string }> {
  const tabela = page.getByRole('table', { name: 'Resultados por colaborador' });
  // The filter keeps what was typed the previous time on this page: replace it, as a user does.
  await digitar(tabela.getByLabel('Filtrar Carga horária'), '6 h');
  await tabela.getByRole('row').nth(2).click();
  const detalhe = page.getByRole('dialog');
  const linha = (rotulo: string) => detalhe.getByText(rotulo, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(linha('Horas no mês')).toBeVisible();
  const valores = { horas: (await linha('Horas no mês').textContent())!, custoHora: (await linha('Custo hora').textContent())! };
  await page.keyboard.press('Escape');
  await expect(detalhe).toBeHidden();
  return valores;
}

test('a base do custo-hora é uma configuração da empresa: 8 horas por dia para todos muda o custo-hora de quem trabalha 6 h ao recalcular', async ({ page }) => {
  await entrarPelaApi(page, rh.usuario, rh.senha, null);
  try {
    await escolherBase(page, 'Carga horária de cada colaborador');
    const id = await criarFechamento(page, 'Base 8h', '01072025', '31072025');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect(page.getByRole('table', { name: 'Resultados por colaborador' })).toBeVisible();
    const propria = await horasDeQuemTrabalhaSeisHoras(page);
    expect(propria.horas).toBe('126 h'); // 21 dias x 6 h

    await escolherBase(page, '8 horas por dia para todos');
    await page.goto(`/fechamentos/${id}`);
    // Saved figures stay until the closing is recalculated.
    expect(await horasDeQuemTrabalhaSeisHoras(page)).toEqual(propria);
    await page.getByRole('button', { name: 'Recalcular' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Recalcular' }).click();
    await expect(page.getByText(/^Fechamento recalculado/)).toBeVisible();
    const oito = await horasDeQuemTrabalhaSeisHoras(page);
    expect(oito.horas).toBe('168 h'); // 21 dias x 8 h
    expect(oito.custoHora).not.toBe(propria.custoHora);
  } finally {
    await escolherBase(page, 'Carga horária de cada colaborador');
  }
});

test('a filial tem UF: a lista mostra a sigla e o formulário oferece os 27 estados; o diálogo da base cabe em 1440, 1024 e 390 px', async ({ page }) => {
  await entrarPelaApi(page, rh.usuario, rh.senha, null);
  for (const largura of [1440, 1024, 390]) {
    await page.setViewportSize({ width: largura, height: 900 });
    await page.goto('/fechamentos');
    await page.getByRole('button', { name: 'Base do custo-hora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Base do custo-hora' });
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    const caixa = (await dialog.boundingBox())!;
    expect(caixa.x).toBeGreaterThanOrEqual(0);
    expect(caixa.x + caixa.width).toBeLessThanOrEqual(largura);
    await page.screenshot({ path: path.join(PASTA, `${largura}-dialogo.png`) });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.goto('/cadastros/filial/2');
    await expect(field(page, 'UF')).toHaveValue('RJ');
    await page.screenshot({ path: path.join(PASTA, `${largura}-filial.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/cadastros/filial');
  const lista = page.getByRole('table', { name: 'Lista de Filiais' });
  await expect(lista.getByRole('row', { name: /Florianópolis/ }).getByRole('cell', { name: 'SC', exact: true })).toBeVisible();
  await page.goto('/cadastros/filial/2');
  await expect(field(page, 'UF')).toHaveValue('RJ');
  await expect(field(page, 'UF').locator('option')).toHaveCount(28);
  await expect(field(page, 'UF').locator('option', { hasText: 'TO — Tocantins' })).toHaveCount(1);
});
