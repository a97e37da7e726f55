import { expect, test } from '@playwright/test';
import { apiPropriaDoArquivo } from '../support/apis-proprias';
import { digitar, entrarPelaApi, exportar, usarApiPropria } from './helpers';
import { DEMO_USERS } from './users';

const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;
const admin = DEMO_USERS.find((user) => user.usuario === 'admin')!;

/**
 * The first journey saves the thresholds and expects the Carteira's 'recalculando' marks: any evaluation beside it
 * on the same database (a closing calculated, a plan saved) recomputes the lines first. So the journeys of this
 * file work on an API of their own (support/apis-proprias.ts; the browser's requests routed there, the journey's
 * own requests sent there), and run beside the others (issue 33).
 */
const API = apiPropriaDoArquivo('projecao');
test.beforeEach(async ({ page }) => {
  await usarApiPropria(page, API);
});

/**
 * Issue 38 in the built app, on the demo company: the Carteira (Relatórios Delivery) shows AURSUS 'em
 * risco' and SMECOM 'atenção' (src/seed/planejamentos.ts), a row opens the project's Projeção with its
 * cards, chart and the cause of the variance; the planning page opens the same view.
 */
test('Financeiro abre a Carteira, vê um projeto em risco e um em atenção e abre a Projeção de cada lado', async ({ page }) => {
  // The administrator saves the thresholds as they are: every kept line's inputs changed (the company-wide
  // version), so the Carteira answers at once with the previous figures marked and computes them after.
  const loginAdmin = await page.request.post(`${API}/login`, { data: { usuario: admin.usuario, senha: admin.senha } });
  const comoAdmin = { authorization: `Bearer ${(await loginAdmin.json()).token}` };
  const limites = (await (await page.request.get(`${API}/admin/projecao/limites`, { headers: comoAdmin })).json()).data;
  expect((await page.request.put(`${API}/admin/projecao/limites`, { headers: comoAdmin, data: limites })).status()).toBe(200);

  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/relatorios-delivery');
  await page.getByRole('button', { name: 'Abrir Carteira de Projetos' }).click();
  await expect(page).toHaveURL(/\/relatorios-delivery\/carteira$/);
  const tabela = page.getByRole('table', { name: 'Carteira de projetos' });
  const aviso = page.getByText(/^Atualizando a projeção de \d+ projetos? — os valores marcados podem mudar\.$/);
  await expect(aviso).toBeVisible();
  await expect(tabela.getByText('recalculando').first()).toBeVisible();
  // The screen asks again by itself: the notice and the marks go once every line is current.
  await expect(aviso).toBeHidden({ timeout: 60_000 });
  await expect(tabela.getByText('recalculando')).toHaveCount(0);
  const risco = tabela.getByRole('row').filter({ hasText: 'AURSUS' });
  const atencao = tabela.getByRole('row').filter({ hasText: 'SMECOM' });
  await expect(risco).toContainText('em risco');
  await expect(atencao).toContainText('atenção');
  // risk order: every 'em risco' row before the 'atenção' ones
  const textos = await tabela.getByRole('row').allInnerTexts();
  const ultimoRisco = textos.map((t) => t.includes('em risco')).lastIndexOf(true);
  const primeiraAtencao = textos.findIndex((t) => t.includes('atenção'));
  expect(ultimoRisco).toBeLessThan(primeiraAtencao);
  // The Carteira's export: one row per project, with its status and cause.
  const carteiraXlsx = await exportar(page);
  expect(carteiraXlsx.nome).toMatch(/^carteira-de-projetos/);
  const linhaAursus = carteiraXlsx.linhas.find((linha) => linha['Projeto'] === 'AURSUS - Aurora Sustentação Core');
  expect(linhaAursus).toMatchObject({ Status: 'em risco', Situação: 'atual' });
  // Readable: the app's own signed money is not taken for a formula (no guard quote, packages/domain sanitizeCell).
  expect(String(linhaAursus!['Causa'])).toMatch(/^\+R\$\s[\d.]+,\d{2} por /);
  expect(carteiraXlsx.linhas.find((linha) => String(linha['Projeto']).startsWith('SMECOM - '))).toMatchObject({ Status: 'atenção' });

  await risco.click();
  await expect(page).toHaveURL(/\/relatorios-delivery\/projecao\/AURSUS$/);
  await expect(page.getByRole('heading', { name: /Projeção - AURSUS/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Margem no término (a)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Margem no término (b)' })).toBeVisible();
  await expect(page.getByTestId('causa')).toContainText(/Causa: \+R\$/);
  await expect(page.getByRole('table', { name: 'Variação explicada' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Custo acumulado de AURSUS/ })).toBeVisible();
  // The Projeção's export: the plan's months with planned, real and the accumulated lines.
  const projecaoXlsx = await exportar(page);
  expect(projecaoXlsx.nome).toMatch(/^projecao-AURSUS/);
  expect(projecaoXlsx.linhas.length).toBeGreaterThanOrEqual(12);
  expect(Object.keys(projecaoXlsx.linhas[0]!)).toEqual(expect.arrayContaining(['Mês', 'Previsto', 'Previsto acumulado', 'Projetado acumulado']));
  expect(projecaoXlsx.linhas.every((linha) => typeof linha['Previsto'] === 'number')).toBe(true);

  // the same view from the planning page
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/relatorios-delivery\/carteira$/);
  const login = await page.request.post(`${API}/login`, { data: { usuario: financeiro.usuario, senha: financeiro.senha } });
  const { token } = await login.json();
  const carteira = await page.request.get(`${API}/projecao-carteira`, { headers: { authorization: `Bearer ${token}` } });
  const linhas: { projeto: { chave: string; id: number } }[] = (await carteira.json()).data.linhas;
  const id = linhas.find((linha) => linha.projeto.chave === 'SMECOM')!.projeto.id;
  await page.goto(`/projetos/previsao/SMECOM/${id}`);
  await expect(page.getByRole('heading', { name: /Planejamento Financeiro — SMECOM/ })).toBeVisible();
  await page.getByRole('button', { name: 'Projeção' }).click();
  await expect(page).toHaveURL(new RegExp(`/projetos/previsao/SMECOM/${id}/projecao$`));
  await expect(page.getByRole('heading', { name: /Projeção - SMECOM/ })).toBeVisible();
  await expect(page.getByTestId('causa')).toContainText(/Causa: \+R\$/);
});

test("Fluxo de Caixa mantém o título e mostra os meses da janela com 'realizado' antes do último fechamento", async ({ page }) => {
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/relatorios-delivery/relatorio-fluxo-caixa');
  await expect(page.getByRole('heading', { name: 'Fluxo de Caixa' })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Fluxo de caixa por mês' });
  await expect(tabela.getByRole('row')).toHaveCount(13);
  await expect(tabela).toContainText('(realizado)');
  // A window typed as people write months, key by key: 1/2026 to 6/2026 are six months.
  await digitar(page.getByRole('textbox', { name: 'Mês inicial' }), '1/2026');
  await digitar(page.getByRole('textbox', { name: 'Mês final' }), '062026');
  await expect(page.getByRole('textbox', { name: 'Mês final' })).toHaveValue('06/2026');
  await page.getByRole('button', { name: 'Gerar' }).click();
  await expect(tabela.getByRole('row')).toHaveCount(7);
  await expect(tabela.getByRole('row').nth(1)).toContainText('01/2026');
  await expect(tabela.getByRole('row').last()).toContainText('06/2026');
});
