import { expect, test, type Page } from '@playwright/test';
import { digitar, entrarPelaApi, exportar, marcar } from './helpers';
import { DEMO_USERS } from './users';

const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;

async function abrir(page: Page, titulo: string) {
  await page.getByRole('button', { name: `Abrir ${titulo}` }).click();
  const dialog = page.getByRole('dialog', { name: titulo });
  await expect(dialog).toBeVisible();
  return dialog;
}

// The reports read and change nothing: two at a time, each on a worker (issue 33).
test.describe.configure({ mode: 'parallel' });

test('Financeiro abre o hub Relatórios Delivery, o custo previsto x realizado (exporta) e o histórico de custos', async ({ page }) => {
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/relatorios-delivery');
  await expect(page).toHaveURL(/\/relatorios-delivery\/?$/);
  await expect(page.getByRole('heading', { name: 'Relatórios Delivery' })).toBeVisible();

  // Search and info popup.
  const busca = page.getByLabel('Buscar relatório');
  await busca.pressSequentially('capacidade');
  await expect(page.getByRole('article')).toHaveCount(2);
  await digitar(busca, '');
  await expect(page.getByRole('article')).toHaveCount(8);
  await page.getByRole('button', { name: 'Sobre Custo Previsto x Realizado' }).click();
  await expect(page.getByText(/a variação acumulada considera só os meses já encerrados/)).toBeVisible();
  await page.keyboard.press('Escape');

  // Planned vs real cost over the whole period of AUR, which the seed plans (the first project of the list,
  // ACRAST, has a plan only when another journey made one: its variation line would depend on the run's order).
  let dialog = await abrir(page, 'Custo Previsto x Realizado');
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Preencha todos os campos* antes de prosseguir.');
  const projeto = dialog.getByLabel('Projeto', { exact: true });
  await projeto.selectOption('AUR');
  const chave = await projeto.inputValue();
  await digitar(dialog.getByLabel('Período Inicial', { exact: true }), '1/3/2026');
  await digitar(dialog.getByLabel('Período Final', { exact: true }), '31/1/2026');
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Período Inicial menor que Período Final.');
  await dialog.getByRole('checkbox', { name: 'Todo o período' }).check();
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(page).toHaveURL(new RegExp(`/relatorios-delivery/comparativo-custo/${chave}/\\d+/all/all$`));
  await expect(page.getByRole('heading', { name: 'Custo Previsto x Realizado' })).toBeVisible();
  const ano = await page.getByLabel('Ano', { exact: true }).inputValue();
  const tabela = page.getByRole('table', { name: `Custo Previsto x Realizado ${ano}` });
  await expect(tabela.getByRole('row', { name: new RegExp(`Total ${ano}`) })).toBeVisible();
  await expect(tabela.getByRole('row', { name: /Variação acumulada \(meses encerrados\)/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: `Gráfico Custo Previsto x Realizado ${ano}` }).locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('bar-line-overlay')).toBeVisible();
  const planilha = await exportar(page);
  expect(planilha.nome).toBe(`comparativo-custo-${chave}.xlsx`);
  expect(planilha.linhas.at(-2)).toMatchObject({ Mês: 'Total do período' });
  expect(planilha.linhas.at(-1)).toMatchObject({ Mês: 'Variação acumulada (meses encerrados)' });
  // The demo seed has worklogs (real cost) for its projects.
  const meses = planilha.linhas.filter((linha) => /^[A-Z][a-z]{2}\/\d{4}$/.test(String(linha['Mês'])));
  expect(meses.length).toBeGreaterThan(0);
  expect(meses.some((linha) => Number(linha['Custo Realizado']) > 0)).toBe(true);

  // Revenue: ACSUS has neither a plan nor a saved margin report, so the period is empty (ACRAST is
  // planned by the planning journey);
  // AUR has the demo plan of 2026 (src/seed/planejamentos.ts), so its planned revenue shows.
  await page.getByRole('button', { name: 'Voltar' }).click();
  dialog = await abrir(page, 'Faturamento Previsto x Realizado');
  await dialog.getByLabel('Projeto', { exact: true }).selectOption('ACSUS');
  await dialog.getByRole('checkbox', { name: 'Todo o período' }).check();
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByText('Não existe dados para o período selecionado.')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  dialog = await abrir(page, 'Faturamento Previsto x Realizado');
  await dialog.getByLabel('Projeto', { exact: true }).selectOption('AUR');
  await dialog.getByRole('checkbox', { name: 'Todo o período' }).check();
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(page).toHaveURL(/\/relatorios-delivery\/comparativo-faturamento\/AUR\/\d+\/all\/all$/);
  await page.getByLabel('Ano', { exact: true }).selectOption('2026');
  const faturamento = page.getByRole('table', { name: 'Faturamento Previsto x Realizado 2026' });
  await expect(faturamento.getByRole('row', { name: /Total 2026/ })).toBeVisible();
  // Issue 24, point 8: a month without realized revenue says so (not R$ 0,00), and a revenue below plan
  // is red — never a green '100,00%' beside an empty month.
  const semReceita = faturamento.getByRole('row').filter({ hasText: 'Sem faturamento realizado' });
  await expect(semReceita.first()).toBeVisible();
  await expect(semReceita.first().locator('[data-cor="green"]')).toHaveCount(0);
  await expect(faturamento.locator('[data-cor="green"]', { hasText: '100,00%' })).toHaveCount(0);

  // Cost history of the same project, every cost type, grouped by project.
  await page.getByRole('button', { name: 'Voltar' }).click();
  dialog = await abrir(page, 'Histórico de Custos');
  await dialog.getByLabel('Filtrar por', { exact: true }).selectOption('projeto');
  await dialog.getByRole('checkbox', { name: new RegExp(`^${chave} - `) }).check();
  await digitar(dialog.getByLabel('Período Inicial', { exact: true }), '1/1/2026');
  await digitar(dialog.getByLabel('Período Final', { exact: true }), '31/10/2026');
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Preencha todos os campos* antes de prosseguir.');
  await dialog.getByLabel('Tipo de custo', { exact: true }).selectOption('TOTAL');
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(page).toHaveURL(/\/relatorios-delivery\/historico-custos$/);
  const totais = page.getByRole('table', { name: 'Totais por tipo de custo' });
  await expect(totais.getByRole('row').first()).toContainText('Valor HH');
  await page.getByLabel('Agrupar por', { exact: true }).selectOption('projeto');
  await expect(totais.getByRole('row', { name: new RegExp(`^${chave} - `) })).toBeVisible();
  const historico = await exportar(page);
  expect(historico.nome).toBe('historico-custos-2026-01-01-2026-10-31.xlsx');
  expect(historico.linhas.filter((linha) => linha['Tipo de custo'] === 'Valor HH').length).toBeGreaterThan(0);
  expect(historico.linhas.every((linha) => String(linha.Projeto).startsWith(`${chave} - `))).toBe(true);

  // Fluxo de Caixa is only a heading.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.getByRole('button', { name: 'Abrir Fluxo de Caixa' }).click();
  await expect(page.getByRole('heading', { name: 'Fluxo de Caixa' })).toBeVisible();
});

test('Financeiro gera a capacidade por área (exporta), a capacidade por projeto e o resultado anual', async ({ page }) => {
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/relatorios-delivery');
  await expect(page.getByRole('heading', { name: 'Relatórios Delivery' })).toBeVisible();

  // Capacity by area over October 2026: the demo collaborators, their totals row and the export.
  let dialog = await abrir(page, 'Capacidade por Área');
  await digitar(dialog.getByLabel('Período Inicial', { exact: true }), '1/10/2026');
  await digitar(dialog.getByLabel('Período Final', { exact: true }), '31102026');
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(page).toHaveURL(/\/relatorios-delivery\/relatorio-capacidade-area$/);
  await expect(page.getByRole('heading', { name: 'Capacidade por Área' })).toBeVisible();
  const area = page.getByRole('table', { name: 'Capacidade por colaborador' });
  await expect(area.getByRole('row', { name: /Total: [1-9]\d* colaboradores/ })).toBeVisible();
  const capacidade = await exportar(page);
  expect(capacidade.nome).toMatch(/\.xlsx$/);
  expect(capacidade.linhas.length).toBeGreaterThan(1);

  // Capacity by project: the seed's first project over the same month.
  await page.getByRole('button', { name: 'Voltar' }).click();
  dialog = await abrir(page, 'Capacidade por Projeto');
  await digitar(dialog.getByLabel('Período Inicial', { exact: true }), '01/10/2026');
  await digitar(dialog.getByLabel('Período Final', { exact: true }), '31/10/2026');
  const rotulo = ((await dialog.getByRole('group', { name: /^Projetos\* \(/ }).locator('label').first().textContent()) ?? '').trim();
  expect(rotulo).toMatch(/^[A-Z0-9_]+ - /);
  await marcar(dialog.getByRole('checkbox', { name: rotulo }));
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(page).toHaveURL(/\/relatorios-delivery\/relatorio-capacidade-projeto$/);
  await expect(page.getByRole('table', { name: 'Totais gerais' })).toBeVisible();
  const chave = rotulo.split(' - ')[0]!;
  await expect(page.getByRole('region', { name: new RegExp(`^${chave}`) })).toBeVisible();

  // Annual result of that project over all years.
  await page.getByRole('button', { name: 'Voltar' }).click();
  dialog = await abrir(page, 'Resultado Anual do Projeto');
  await dialog.getByLabel('Projeto', { exact: true }).selectOption(chave);
  await dialog.getByLabel('Ano', { exact: true }).selectOption('total');
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(page).toHaveURL(new RegExp(`/relatorios-delivery/resultado-anual/${chave}/\\d+/total$`));
  await expect(page.getByRole('heading', { name: 'Resultado Anual - Total' })).toBeVisible();
});

test('Capacidade por Projeto com "Todos" os projetos da empresa (uma seleção longa no caminho) mostra os colaboradores', async ({ page }) => {
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/relatorios-delivery');
  const dialog = await abrir(page, 'Capacidade por Projeto');
  await digitar(dialog.getByLabel('Período Inicial', { exact: true }), '1/10/2026');
  await digitar(dialog.getByLabel('Período Final', { exact: true }), '31102026');
  // The dialog opens before the hub's project list arrives: 'Todos' takes the projects listed when clicked.
  const projetos = dialog.getByRole('group', { name: /^Projetos\* \(/ }).getByRole('checkbox');
  await expect.poll(() => projetos.count(), { message: 'a lista de projetos do diálogo' }).toBeGreaterThan(16);
  await dialog.getByRole('button', { name: 'Todos', exact: true }).click();
  await expect(dialog.getByRole('group', { name: /^Projetos\* \(/ }).getByRole('checkbox', { checked: false })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByRole('table', { name: 'Totais gerais' })).toBeVisible();
  await expect(page.getByText('Nenhum colaborador encontrado.')).toHaveCount(0);
});
