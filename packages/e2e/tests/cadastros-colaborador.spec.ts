import { expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { entrarPelaApi, field, numberInToast, typeInto } from './helpers';
import { DEMO_USERS } from './users';

const rh = DEMO_USERS.find((user) => user.usuario === 'rh')!;
// A valid CPF (check digits) that the demo seed does not use.
const CPF = '52998224725';

test('RH cadastra um colaborador com benefício, altera o salário, vê o histórico e exporta a lista', async ({ page }) => {
  await entrarPelaApi(page, rh.usuario, rh.senha, '/cadastros/colaboradores');
  await expect(page.getByRole('heading', { name: 'Lista de Colaboradores' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo' }).click();

  await typeInto(page, 'Nome', 'Joana');
  await typeInto(page, 'Sobrenome', 'Teste E2E');
  await typeInto(page, 'CPF', CPF);
  await typeInto(page, 'E-mail', 'joana.e2e@veecode.com.br');
  await typeInto(page, 'Dependentes', '1');
  await typeInto(page, 'Cidade', 'Belo Horizonte');
  // The state select lists the 27 codes (spec 01 section 9) after its placeholder.
  await expect(field(page, 'UF').locator('option')).toHaveCount(28);
  await field(page, 'UF').selectOption({ label: 'MG — Minas Gerais' });
  await field(page, 'Filial').selectOption({ index: 1 });
  await field(page, 'Departamento').selectOption({ label: 'Delivery' });
  await field(page, 'Regime').selectOption({ index: 1 });
  await field(page, 'Função').selectOption({ index: 1 });
  await typeInto(page, 'Salário', '5000');
  await typeInto(page, 'Admissão', '03032025');
  await typeInto(page, 'Data de início (vigência)', '03032025');
  await page.getByRole('button', { name: 'Salvar' }).click();

  const mat = await numberInToast(page.getByText(/Cadastrado novo colaborador com MATRÍCULA: \d+/));
  await expect(page).toHaveURL(/\/cadastros\/colaboradores$/);

  await page.goto(`/cadastros/colaboradores/${mat}`);
  await expect(field(page, 'UF')).toHaveValue('MG');
  await page.getByRole('button', { name: 'Editar' }).click();
  const beneficios = page.getByRole('region', { name: 'Benefícios' });
  await beneficios.getByRole('button', { name: 'Adic.Beneficio' }).click();
  const modal = page.getByRole('dialog');
  const option = (await field(modal, 'Benefício').locator('option').nth(1).textContent())!;
  await field(modal, 'Benefício').selectOption({ index: 1 });
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Benefício inserido para colaborador!')).toBeVisible();
  const benefitName = option.split(' - ').slice(1).join(' - ');
  await expect(beneficios.getByRole('cell', { name: benefitName, exact: true })).toBeVisible();

  await typeInto(page, 'Salário', '6500');
  await typeInto(page, 'Data de início (vigência)', '01062025');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados do colaborador atualizados!')).toBeVisible();
  await expect(page).toHaveURL(/\/cadastros\/colaboradores$/);

  await page.goto(`/cadastros/colaboradores/${mat}`);
  await page.getByRole('button', { name: 'Histórico', exact: true }).click();
  const historico = page.getByRole('table', { name: 'Histórico do colaborador' });
  await expect(historico.getByText('R$ 6.500,00')).toBeVisible();
  await expect(historico.getByText('R$ 5.000,00')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/cadastros/colaboradores');
  await page.getByLabel('Filtrar CPF').pressSequentially(CPF);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = XLSX.readFile(await download.path());
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets[workbook.SheetNames[0]]);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ Matrícula: Number(mat), Nome: 'Joana', Cidade: 'Belo Horizonte', UF: 'MG', Departamento: 'Delivery' });
});
