import { expect, test, type Page } from '@playwright/test';
import { digitar, entrarPelaApi, marcar, mesAnterior } from './helpers';
import { DEMO_USERS } from './users';

const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;

function listTable(page: Page) {
  return page.getByRole('table', { name: 'Lista de Projetos' });
}

test('financeiro filtra, seleciona dois projetos entre páginas, abre os resultados, adiciona um custo em USD, salva e gerencia um relatório de margem', async ({ page }) => {
  const mes = mesAnterior();
  const nome = `E2E margem ${Date.now()}`;

  // List: a filter, then two projects on different pages.
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/projetos');
  await expect(page.getByRole('heading', { name: 'Lista de Projetos' })).toBeVisible();
  // The first key of the whole list (the loading row has no second cell, so this waits for the list).
  const firstKeyCell = listTable(page).getByRole('row').nth(1).getByRole('cell').nth(1);
  const firstKey = (await firstKeyCell.textContent())!;
  await page.getByLabel('Categoria').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Limpar filtro' }).click();
  // The list keeps its rows while each filter change reloads it: the whole list is back when its first key is.
  await expect(firstKeyCell).toHaveText(firstKey);
  const firstCheckbox = listTable(page).getByRole('row').nth(1).getByRole('checkbox');
  await marcar(firstCheckbox);
  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(listTable(page).getByRole('row').nth(1).getByRole('cell').nth(1)).not.toHaveText(firstKey);
  await marcar(listTable(page).getByRole('row').nth(1).getByRole('checkbox'));
  await expect(page.getByTestId('banner-selecao')).toHaveText(/2 projetos selecionados/);
  await expect(page.getByRole('button', { name: 'Comparar Projetos' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Planejamento' })).toBeDisabled();

  await page.getByRole('button', { name: 'Resultados' }).click();
  await expect(page).toHaveURL(/\/projetos\/[A-Z0-9_]+,[A-Z0-9_]+\/\d+,\d+$/);
  await expect(page.getByRole('heading', { name: /^Projeto .+, .+$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar Custos' })).toBeDisabled();

  // One project over a whole month.
  await page.goBack();
  await page.getByRole('button', { name: 'Limpar seleção' }).click();
  await marcar(listTable(page).getByRole('row').nth(1).getByRole('checkbox'));
  await page.getByRole('button', { name: 'Resultados' }).click();
  // The summary of the current month (the table header 'Horas Trabalhadas' would match a plain text search).
  await expect(page.getByTestId('resumo-Horas trabalhadas')).toBeVisible();
  const inicio = page.getByLabel('Data inicial');
  await inicio.clear();
  await inicio.pressSequentially(mes.digitos);
  await expect(page.getByLabel('Data final')).toHaveValue(mes.fim);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('button', { name: 'Adicionar Custos' })).toBeEnabled();
  await expect(page.getByTestId('resumo-Horas trabalhadas')).toHaveText(/[1-9]/);

  // A USD cost: the rate comes from GET /cotacao.
  await page.getByRole('button', { name: 'Adicionar Custos' }).click();
  const custos = page.getByRole('dialog');
  await custos.getByLabel('Tipo de custo').selectOption('INFRA_CLOUD');
  await custos.getByLabel('Descrição').pressSequentially('Servidores E2E');
  await custos.getByLabel('Valor').pressSequentially('100');
  await custos.getByLabel('Moeda').selectOption('USD');
  // The one rate field: the quote as 5 characters hold it ('5,432').
  await expect(custos.getByLabel('Cotação')).toHaveValue(/^(\d,\d{3}|\d\d,\d\d)$/);
  await custos.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Custo(s) ${mes.inicio} - ${mes.fim} salvo(s) com sucesso!`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Custos indiretos' }).getByText('Servidores E2E')).toBeVisible();

  // Margin: Calcular, then Salvar with a unique name.
  await page.getByRole('button', { name: 'Margem do Projeto' }).click();
  const margem = page.getByRole('dialog');
  // Spec 01 section 9 (issue 24, point 13): the operating expense of a margin report is fixed.
  const despesas = margem.getByLabel('Despesas operacionais', { exact: true });
  await expect(despesas).toHaveValue('13,70%');
  await expect(despesas).not.toBeEditable();
  await margem.getByLabel('Receita bruta', { exact: true }).pressSequentially('50000');
  await margem.getByRole('button', { name: 'Calcular' }).click();
  await expect(margem.getByText('Executive Summary')).toBeVisible();
  await digitar(margem.getByLabel('Nome do relatório'), nome);
  await margem.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Relatório '${nome}' de margem de projeto salvo com sucesso`)).toBeVisible();

  // Meus Relatórios: rename, then delete.
  await page.goto('/projetos/meus/relatorios/margem');
  const relatorios = page.getByRole('table', { name: 'Relatórios' });
  await expect(relatorios.getByText(nome, { exact: true })).toBeVisible();
  await relatorios.getByRole('button', { name: `Renomear ${nome}` }).click();
  const renomear = page.getByRole('dialog');
  await digitar(renomear.getByLabel('Nome do relatório'), `${nome} renomeado`);
  await renomear.getByRole('button', { name: 'Salvar' }).click();
  await expect(relatorios.getByText(`${nome} renomeado`)).toBeVisible();
  await relatorios.getByRole('button', { name: `Excluir ${nome} renomeado` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(relatorios.getByText(`${nome} renomeado`)).toHaveCount(0);
});

test('financeiro compara dois projetos pelo Custo HH, uma das métricas da spec', async ({ page }) => {
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/projetos');
  for (const linha of [1, 2]) await marcar(listTable(page).getByRole('row').nth(linha).getByRole('checkbox'));
  await page.getByRole('button', { name: 'Comparar Projetos' }).click();
  const comparados = page.getByRole('table', { name: 'Projetos comparados' });
  await expect(comparados.getByRole('row')).toHaveCount(3);
  // The screen opens on the browser's month; the demo's hours end on the journeys' day (support/stack.ts): from the
  // month before it (on 1/12 the browser's December had none, and the chart said 'Não foi possível construir').
  await digitar(page.getByLabel('Data inicial'), mesAnterior().digitado);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const metrica = page.getByLabel('Métrica', { exact: true });
  await expect(metrica.getByRole('option')).toHaveText(['Valor faturado', 'Custo HH', 'Tempo total']);
  await metrica.selectOption({ label: 'Custo HH' });
  await expect(metrica).toHaveValue('custoHH');
  // The chart follows the metric; its text alternative names it and says each value.
  await expect(page.getByRole('figure', { name: 'Custo HH por projeto (pizza)', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Custo HH por projeto \(pizza\)\. .+: R\$/ })).toBeVisible();
  await expect(comparados.getByRole('row').first()).toContainText('Custo HH');
});
