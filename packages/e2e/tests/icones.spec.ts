import { expect, test } from '@playwright/test';
import { entrarPelaApi } from './helpers';
import { DEMO_USERS } from './users';

const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;
/** Pictographs a machine without an emoji font draws as empty boxes (issue 24, point 10). */
const EMOJI = /\p{Extended_Pictographic}|[ⓘ✎✕✓]/u;

test('os ícones são SVG com nome acessível, e nenhuma tela usa emoji como ícone', async ({ page }) => {
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/relatorios-delivery');
  const sobre = page.getByRole('button', { name: /^Sobre / });
  await expect(sobre.first()).toBeVisible();
  expect(await sobre.count()).toBeGreaterThan(1);
  for (const botao of await sobre.all()) {
    await expect(botao.locator('svg')).toHaveCount(1);
    await expect(botao).toHaveText('');
  }
  for (const caminho of ['/boas-vindas', '/projetos', '/relatorios-delivery', '/simulacoes', '/simulacoes/results', '/vee']) {
    await page.goto(caminho);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('main').innerText(), caminho).not.toMatch(EMOJI);
  }
});
