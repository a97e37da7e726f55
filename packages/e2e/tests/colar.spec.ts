import { expect, test, type Locator, type Page } from '@playwright/test';
import { digitar, entrarPelaApi, marcar, mesAnterior } from './helpers';
import { DEMO_USERS } from './users';

const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;

/**
 * Issue 34: what people paste into money and percent fields — a Brazilian amount ('45.000,50'), one
 * copied with its symbol ('R$ 1.234,56'), a spreadsheet's '45000.50' and a rate with its sign
 * ('27,5%') — is stored as meant. The paste is the browser's own: the text goes to the clipboard and
 * the field gets Ctrl+V over its selected text (the browser fires the paste event and inserts).
 */
async function colar(page: Page, campo: Locator, texto: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), texto);
  await campo.click();
  await campo.press('ControlOrMeta+a');
  await campo.press('ControlOrMeta+v');
}

for (const largura of [1440, 390]) {
  test(`${largura} px: valores colados em Adicionar Custos e na margem são salvos como lidos`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: largura, height: 900 });
    const mes = mesAnterior();
    await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/projetos');
    await marcar(page.getByRole('table', { name: 'Lista de Projetos' }).getByRole('row').nth(1).getByRole('checkbox'));
    await page.getByRole('button', { name: 'Resultados' }).click();
    await expect(page.getByTestId('resumo-Horas trabalhadas')).toBeVisible();
    await digitar(page.getByLabel('Data inicial'), mes.digitado);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('button', { name: 'Adicionar Custos' })).toBeEnabled();

    // Adicionar Custos: an amount copied with its symbol.
    await page.getByRole('button', { name: 'Adicionar Custos' }).click();
    const custos = page.getByRole('dialog');
    const descricao = `Colado ${largura} ${Date.now()}`;
    await custos.getByLabel('Tipo de custo').selectOption('INFRA_CLOUD');
    await custos.getByLabel('Descrição').pressSequentially(descricao);
    const valor = custos.getByLabel('Valor');
    await colar(page, valor, 'R$ 1.234,56');
    await expect(valor).toHaveValue('1.234,56');
    const criado = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/custo-projeto'));
    await custos.getByRole('button', { name: 'Salvar' }).click();
    expect([(await criado).postDataJSON()].flat()[0]).toMatchObject({ valor: '1234.56' });
    await expect(page.getByRole('table', { name: 'Custos indiretos' }).getByRole('row').filter({ hasText: descricao })).toContainText('1.234,56');

    // Margin: a Brazilian amount, then a spreadsheet's; a rate with its percent sign.
    await page.getByRole('button', { name: 'Margem do Projeto' }).click();
    const margem = page.getByRole('dialog');
    const receita = margem.getByLabel('Receita bruta', { exact: true });
    await colar(page, receita, '45000.50');
    await expect(receita).toHaveValue('45.000,50');
    await colar(page, receita, '45.000,50');
    await expect(receita).toHaveValue('45.000,50');
    const rv = margem.getByLabel('Comissão de vendas (RV)', { exact: true });
    await colar(page, rv, '27,5%');
    await expect(rv).toHaveValue('27,5');
    const imposto = margem.getByLabel('Imposto sobre a receita bruta', { exact: true });
    await colar(page, imposto, '8,33');
    await imposto.press('Tab');
    await expect(rv).toHaveValue('27,50');
    const calculo = page.waitForRequest((request) => request.url().endsWith('/jira/projects/margem/simulator') && request.method() === 'POST');
    await margem.getByRole('button', { name: 'Calcular' }).click();
    expect((await calculo).postDataJSON()).toMatchObject({ receitaBruta: '45000.50', taxaImposto: '0.0833', taxaRv: '0.275' });
    await expect(margem.getByTestId('resumo-receitaBruta')).toHaveText(/R\$\s45\.000,50/);
  });
}
