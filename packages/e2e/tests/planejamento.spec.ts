import { expect, test, type Page } from '@playwright/test';
import { digitar, entrarPelaApi } from './helpers';
import { DEMO_USERS } from './users';

const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;
const API = process.env.E2E_API_URL || 'http://localhost:3333';

/**
 * The project to plan: E2E_PLANEJAMENTO_PROJETO='KEY/ID', or the first project of the projects
 * list (GET /jira/projects/1, from the projects demo seed).
 */
async function projeto(page: Page): Promise<{ key: string; id: number } | null> {
  const forced = process.env.E2E_PLANEJAMENTO_PROJETO;
  if (forced) {
    const [key, id] = forced.split('/');
    return { key: key!, id: Number(id) };
  }
  const login = await page.request.post(`${API}/login`, { data: { usuario: financeiro.usuario, senha: financeiro.senha } });
  const { token } = await login.json();
  const response = await page.request.get(`${API}/jira/projects/1?tamanho=1`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok()) return null;
  const first = (await response.json()).data?.[0];
  return first ? { key: first.key, id: first.id } : null;
}

const totaisPorMes = async (page: Page) => {
  await page.getByRole('tab', { name: 'Total' }).click();
  const rows = page.getByRole('table', { name: 'Totais por mês' }).getByRole('row');
  return rows.allInnerTexts();
};

test('Financeiro planeja três meses, copia um mês, reaproveita um item de outro mês, salva e recarrega com os mesmos totais', async ({ page }) => {
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, null);
  const alvo = await projeto(page);
  expect(alvo, 'o seed de demonstração deve ter ao menos um projeto para planejar').not.toBeNull();
  const { key, id } = alvo!;
  await page.goto(`/projetos/previsao/${key}/${id}`);
  await expect(page.getByRole('heading', { name: /Planejamento Financeiro/ })).toBeVisible();
  await page.getByRole('button', { name: 'Editar' }).click();
  const tabsAntes = await page.getByRole('tab').count();

  // month 1: sale value, a function line (rate from the closing's average HH), an indirect cost
  await digitar(page.getByRole('textbox', { name: 'Valor venda' }), '20.000');
  await page.getByRole('button', { name: 'Adicionar função' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nova Função' });
  await dialog.getByRole('combobox', { name: 'Tipo' }).selectOption({ index: 1 });
  await dialog.getByRole('textbox', { name: 'Horas' }).pressSequentially('160');
  const taxa = dialog.getByRole('textbox', { name: 'Taxa de Custo' });
  if ((await taxa.inputValue()) === '') await taxa.pressSequentially('50');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Adicionar custo indireto' }).click();
  dialog = page.getByRole('dialog', { name: 'Novo Custo Indireto' });
  await dialog.getByRole('textbox', { name: 'Descrição' }).pressSequentially('AWS E2E');
  await dialog.getByRole('combobox', { name: 'Tipo' }).selectOption('INFRA_CLOUD');
  await dialog.getByRole('textbox', { name: 'Valor original' }).pressSequentially('500');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  // month 2: a copy of month 1
  await page.getByText('Copiar dados do mês atual').click();
  await page.getByRole('button', { name: 'Adicionar mês' }).click();
  await expect(page.getByRole('table', { name: 'Custos Indiretos' }).getByText('AWS E2E')).toBeVisible();
  // month 3: empty, then reuse the indirect cost of another month
  await page.getByText('Copiar dados do mês atual').click();
  await page.getByRole('button', { name: 'Adicionar mês' }).click();
  await expect(page.getByRole('tab')).toHaveCount(tabsAntes + 2);
  await page.getByRole('button', { name: 'Adicionar custo indireto' }).click();
  dialog = page.getByRole('dialog', { name: 'Novo Custo Indireto' });
  await dialog.getByRole('button', { name: 'Adicionar um de outro mês' }).click();
  await dialog.getByRole('button', { name: /AWS E2E/ }).first().click();
  await expect(dialog.getByRole('textbox', { name: 'Descrição' })).toHaveValue('AWS E2E');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Total do mês')).toHaveText(/R\$\s500,00/);

  const antes = await totaisPorMes(page);
  expect(antes.length).toBeGreaterThanOrEqual(5); // header, three months, total
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Planejamento salvo com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: /Planejamento Financeiro/ })).toBeVisible();
  expect(await totaisPorMes(page)).toEqual(antes);
});
