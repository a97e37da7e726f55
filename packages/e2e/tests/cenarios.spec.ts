import { expect, test } from '@playwright/test';
import { entrarPelaApi, expectAlertaMostrado, registrarAlertas } from './helpers';
import { DEMO_USERS } from './users';

const admin = DEMO_USERS.find((user) => user.usuario === 'admin')!;

/**
 * Cost scenarios (issue 39): the admin (simulações and fechamentos) sees the demo scenario with a
 * project below its Margem Prevista, then builds a scenario with a 5,5 % raise and one hire — the
 * percent, the salary and the name typed key by key — saves it and reads its totals.
 */
test('admin monta um cenário com reajuste e admissão, digitando tecla a tecla, e lê os totais', async ({ page }) => {
  // The save below also navigates: its alert may come and go while the next screen renders.
  await registrarAlertas(page);
  await entrarPelaApi(page, admin.usuario, admin.senha, '/simulacoes/cenarios');
  await expect(page.getByRole('heading', { name: 'Cenários de custo' })).toBeVisible();

  // The demo scenario: through the forecast, its projects table lists AURPIX under its Margem Prevista,
  // and the month-by-month table starts at the scenario's first month.
  await page.getByRole('table', { name: 'Cenários' }).getByText('Dissídio 2027: 5,5 % para todos').click();
  await expect(page).toHaveURL(/\/simulacoes\/cenarios\/\d+$/);
  await expect(page.getByText(/Abaixo da margem prevista: .*AURPIX/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projetos do cenário' }).getByRole('button', { name: 'Margem no término depois' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mês a mês' }).getByRole('row').nth(1)).toContainText('Empresa');

  await page.goto('/simulacoes/cenarios');
  await page.getByRole('button', { name: 'Novo cenário' }).click();
  await expect(page).toHaveURL(/\/simulacoes\/cenarios\/new$/);
  // The router renders the new page in a transition: the URL changes first and, on a busy machine, the
  // list (whose 'Filtrar Nome' also answers to the label 'Nome') stays on the screen a moment longer.
  await expect(page.getByRole('heading', { name: 'Novo cenário' })).toBeVisible();
  const nome = page.getByLabel('Nome', { exact: true });
  await nome.pressSequentially('Reajuste e uma contratação');
  await expect(nome).toHaveValue('Reajuste e uma contratação');

  await page.getByLabel('Tipo da nova alteração').selectOption('reajuste');
  await page.getByRole('button', { name: 'Adicionar alteração' }).click();
  const reajuste = page.getByRole('region', { name: 'Alteração: Reajuste' });
  await reajuste.getByLabel('Percentual do reajuste').pressSequentially('5,5');
  await expect(reajuste.getByLabel('Percentual do reajuste')).toHaveValue(/5,5/);

  await page.getByLabel('Tipo da nova alteração').selectOption('admissao');
  await page.getByRole('button', { name: 'Adicionar alteração' }).click();
  const admissao = page.getByRole('region', { name: 'Alteração: Admissão' });
  await admissao.getByLabel('Função').selectOption({ index: 1 });
  await admissao.getByLabel('Filial').selectOption({ index: 1 });
  await admissao.getByLabel('Regime').selectOption({ index: 1 });
  await admissao.getByLabel('Salário da admissão').pressSequentially('7500');
  // What the save sends, field by field: a lost key or choice fails here, by name, not as 'Formulário possui erros'.
  await expect(nome).toHaveValue('Reajuste e uma contratação');
  await expect(reajuste.getByLabel('Percentual do reajuste')).toHaveValue(/^5,50?$/);
  for (const campo of ['Função', 'Filial', 'Regime']) await expect(admissao.getByLabel(campo)).not.toHaveValue('');
  await expect(admissao.getByLabel('Salário da admissão')).toHaveValue(/^7\.?500(,00)?$/);

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expectAlertaMostrado(page, 'Cenário criado com sucesso!');
  await expect(page).toHaveURL(/\/simulacoes\/cenarios\/\d+$/);
  await expect(admissao.getByLabel('Salário da admissão')).toHaveValue('7.500,00');

  // Totals: the company row counts one more employee after, and the monthly cost goes up.
  const totais = page.getByRole('table', { name: 'Totais' });
  const empresa = totais.getByRole('row').filter({ hasText: 'Empresa' });
  await expect(empresa).toBeVisible();
  const celulas = await empresa.getByRole('cell').allInnerTexts();
  const [antes, depois] = [Number(celulas[2]), Number(celulas[3])];
  expect(depois).toBe(antes + 1);
  expect(celulas[6]).toMatch(/^R\$\s?[1-9]/);

  // The admission's breakdown (the closing row's detail) opens from the employees' table (paged by the
  // server: the situation filter asks it for the hires only).
  const colaboradores = page.getByRole('table', { name: 'Colaboradores do cenário' });
  await expect(colaboradores.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Situação', { exact: true }).selectOption('admitido');
  await expect(page.getByText('1 linha · página 1 de 1')).toBeVisible();
  await colaboradores.getByRole('cell', { name: '-1', exact: true }).click();
  const detalhe = page.getByRole('dialog');
  await expect(detalhe.getByText('Admitido no cenário.')).toBeVisible();
  await expect(detalhe.getByText('Salário mensal')).toBeVisible();
});
