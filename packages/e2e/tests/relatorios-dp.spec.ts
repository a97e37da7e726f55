import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { entrarPelaApi } from './helpers';
import { DEMO_USERS } from './users';

const rh = DEMO_USERS.find((user) => user.usuario === 'rh')!;

async function exportar(page: Page) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = XLSX.readFile(await download.path());
  return { nome: download.suggestedFilename(), linhas: XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets[workbook.SheetNames[0]]) };
}

test('RH abre os três Relatórios DP e exporta cada um', async ({ page }) => {
  await entrarPelaApi(page, rh.usuario, rh.senha, '/relatorios');
  await expect(page).toHaveURL(/\/relatorios$/);
  await expect(page.getByRole('heading', { name: 'Relatórios DP' })).toBeVisible();

  // Resumo da folha: the latest calculated closing (10/2026) against 09/2026.
  await page.getByRole('button', { name: 'Abrir Resumo da folha' }).click();
  await expect(page).toHaveURL(/\/relatorios\/resumo$/);
  const comparacao = page.getByRole('table', { name: 'Comparação com o fechamento anterior' });
  await expect(comparacao.getByRole('row', { name: /Custo total/ })).toBeVisible();
  await expect(page.getByText(/Comparado com 09\/2026/)).toBeVisible();
  const departamentos = page.getByRole('table', { name: 'Totais por departamento' });
  await expect(departamentos.getByRole('row', { name: /Delivery/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Custo total por departamento' }).locator('svg').first()).toBeVisible();
  // The help dialog.
  await page.getByRole('button', { name: 'Ajuda' }).click();
  const ajuda = page.getByRole('dialog');
  await expect(ajuda).toContainText('Passo 1 de 4');
  await ajuda.getByRole('button', { name: 'Próximo' }).click();
  await expect(ajuda).toContainText('Cada indicador é comparado com o fechamento anterior');
  await ajuda.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const resumo = await exportar(page);
  expect(resumo.nome).toBe('resumo-folha-10-2026-departamento.xlsx');
  const total = resumo.linhas.find((linha) => linha.Departamento === 'Total')!;
  expect(total).toMatchObject({ Fechamento: '10/2026', Bloqueado: 'Não' });
  const soma = resumo.linhas.filter((linha) => linha.Departamento !== 'Total').reduce((acc, linha) => acc + Math.round(Number(linha['Custo total']) * 100), 0);
  expect(soma).toBe(Math.round(Number(total['Custo total']) * 100));

  // A blocked closing is shown as such.
  await page.getByLabel('Fechamento', { exact: true }).selectOption({ label: '07/2025 (bloqueado)' });
  await expect(page.getByText('Fechamento 07/2025')).toBeVisible();
  await expect(page.getByText('Bloqueado', { exact: true })).toBeVisible();

  // Evolução do custo of a department over 24 months, with the history changes marked.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.getByRole('button', { name: 'Abrir Evolução do custo' }).click();
  await page.getByLabel('Evolução de', { exact: true }).selectOption({ label: 'Departamento' });
  await page.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Administrativo' });
  await page.getByLabel('Período', { exact: true }).selectOption({ label: '24 meses' });
  const evolucao = page.getByRole('table', { name: 'Evolução por fechamento' });
  await expect(evolucao.getByRole('row', { name: /07\/2025/ })).toContainText('Vitor Farias · Função: Assistente Administrativo → Administrador');
  await expect(page.getByRole('figure', { name: 'Salário e custo total por fechamento' }).locator('svg').first()).toBeVisible();
  const serie = await exportar(page);
  // The 18 demo closings, 05/2025 to 10/2026, whatever other journeys added to the shared demo database
  // before this one (fechamento-avisos: 04/2025 and 01/2023).
  const DEMO_LABELS = Array.from({ length: 18 }, (_, i) => {
    const month = (4 + i) % 12;
    return `${String(month + 1).padStart(2, '0')}/${2025 + Math.floor((4 + i) / 12)}`;
  });
  const demo = serie.linhas.filter((linha) => DEMO_LABELS.includes(String(linha.Fechamento)));
  expect(demo.map((linha) => linha.Fechamento)).toEqual(DEMO_LABELS);
  expect(demo[0]).toMatchObject({ Departamento: 'Administrativo', Fechamento: '05/2025', Situação: 'Bloqueado' });

  // Benefícios per benefit and closing.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.getByRole('button', { name: 'Abrir Benefícios' }).click();
  await page.getByLabel('Benefício', { exact: true }).selectOption({ label: 'Plano de saúde' });
  const beneficios = page.getByRole('table', { name: 'Benefícios por fechamento' });
  // Only the chosen benefit is left once the filtered answer arrives.
  await expect(beneficios.getByRole('row', { name: /Vale-refeição/ })).toHaveCount(0);
  await expect(beneficios.getByRole('row', { name: /Plano de saúde/ }).first()).toBeVisible();
  await expect(beneficios.getByRole('row', { name: /10\/2026/ })).toContainText('Plano de saúde');
  await expect(page.getByRole('figure', { name: 'Custo da empresa por benefício e fechamento' }).locator('svg').first()).toBeVisible();
  const planilha = await exportar(page);
  expect(planilha.linhas).toHaveLength(12);
  expect(planilha.linhas.every((linha) => linha['Benefício'] === 'Plano de saúde')).toBe(true);
});
