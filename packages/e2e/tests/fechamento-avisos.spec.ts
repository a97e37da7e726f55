import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/stack';
import { criarFechamento, entrarPelaApi, expectNoSideScroll } from './helpers';
import { DEMO_USERS } from './users';

const rh = DEMO_USERS.find((user) => user.usuario === 'rh')!;
const PASTA = path.join(REPO_ROOT, 'packages/e2e/test-results/fechamento-avisos');

test('um fechamento sem tabela vigente mostra o estado de avisos com a lista; 04/2025 calcula o IRRF sem avisos', async ({ page }) => {
  await entrarPelaApi(page, rh.usuario, rh.senha, null);

  // 01/2023: before the official tables (INSS from 2024, IRRF from 05/2023).
  await criarFechamento(page, '01/2023', '01012023', '31012023');
  await page.getByRole('button', { name: 'Calcular' }).click();
  const toast = page.getByText(/^Fechamento calculado com avisos: \d+ colaboradores com avisos em INSS e IRRF\.$/);
  await expect(toast).toBeVisible();
  await expect(page.getByText('Fechamento calculado com sucesso!')).toHaveCount(0);
  const painel = page.getByRole('region', { name: 'Avisos do cálculo' });
  const resumo = painel.getByText(/^Fechamento com avisos: \d+ colaboradores com avisos em INSS e IRRF\.$/);
  await expect(resumo).toBeVisible();
  // Read from the panel, which stays: the toast leaves after 4 s, and on a slow machine the steps above may take that long.
  const quantos = Number((await resumo.textContent())!.match(/(\d+) colaboradores/)![1]);
  await expect(painel.getByText(`IRRF: nenhuma faixa vigente em 31/01/2023. (${quantos} colaboradores)`)).toBeVisible();
  const resultados = page.getByRole('table', { name: 'Resultados por colaborador' });
  await expect(resultados).toBeVisible();

  await painel.getByRole('button', { name: `Ver colaboradores com avisos (${quantos})` }).click();
  const lista = painel.getByRole('list', { name: 'Colaboradores com avisos' });
  await expect(lista.getByRole('listitem')).toHaveCount(quantos);
  const primeiro = lista.getByRole('listitem').first();
  await expect(primeiro).toContainText(/^Matrícula \d+ · \S+/);
  await expect(primeiro).toContainText('INSS: nenhuma faixa vigente em 31/01/2023.');
  await expect(primeiro).toContainText('IRRF: nenhuma faixa vigente em 31/01/2023.');

  // Screenshots of the warning state, list closed and open, at the desktop and phone widths.
  const fechar = painel.getByRole('button', { name: 'Ocultar colaboradores com avisos' });
  for (const largura of [1440, 390]) {
    await page.setViewportSize({ width: largura, height: 900 });
    await fechar.click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(lista).toBeHidden();
    await page.screenshot({ path: path.join(PASTA, `${largura}-avisos.png`) });
    await painel.getByRole('button', { name: `Ver colaboradores com avisos (${quantos})` }).click();
    await expect(lista.getByRole('listitem')).toHaveCount(quantos);
    await fechar.scrollIntoViewIfNeeded();
    await expectNoSideScroll(page, `o estado de avisos em ${largura} px`);
    await page.screenshot({ path: path.join(PASTA, `${largura}-avisos-lista.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Reopened, the closing still shows its warnings (saved with the results).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Avisos do cálculo' })).toContainText(`${quantos} colaboradores com avisos em INSS e IRRF.`);

  // 04/2025: INSS 2025 and the IRRF table of Lei 14.848/2024 (migration 0081): a plain success.
  await criarFechamento(page, '04/2025', '01042025', '30042025');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Fechamento calculado com sucesso!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Avisos do cálculo' })).toHaveCount(0);
  const tabela = page.getByRole('table', { name: 'Resultados por colaborador' });
  // A CLT employee (PJ has no taxes).
  await tabela.getByRole('row').filter({ hasText: 'CLT' }).first().click();
  const dialogo = page.getByRole('dialog');
  const impostos = dialogo.getByRole('table', { name: 'Impostos do colaborador' });
  await expect(impostos).toContainText('IRRF');
  await expect(dialogo).not.toContainText('nenhuma faixa vigente');
});
