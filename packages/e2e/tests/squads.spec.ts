import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { digitar, entrarPelaApi, expectAlertaMostrado, registrarAlertas } from './helpers';
import { DEMO_USERS } from './users';

const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;

/**
 * The squad catalogue is the user's stored employee cost simulations: the demo seed saves three for
 * financeiro (packages/backend/src/seed/simulacoes.ts, DEMO_SIMULACOES_CUSTO), by function name.
 */
const SIMULACOES = ['Desenvolvedor Pleno', 'Tech Lead', 'Analista de Testes'];

test('Financeiro monta um squad com 3 simulações de colaboradores em 2 sprints, salva e exporta a planilha', async ({ page }) => {
  // The save below also navigates: its alert may come and go while the next screen renders.
  await registrarAlertas(page);
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/simulacoes/my-teams');
  await expect(page.getByRole('heading', { name: 'Lista de simulações de times' })).toBeVisible();

  // 'Novo time' asks the name and opens the new team
  const nome = `E2E ${String(Date.now()).slice(-5)}`;
  await page.getByRole('button', { name: 'Novo time' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo time' });
  await novo.getByRole('button', { name: 'Criar' }).click();
  await expect(novo.getByText('Nome do time não pode ser vazio.')).toBeVisible();
  await novo.getByLabel('Nome do time').pressSequentially(nome);
  await novo.getByRole('button', { name: 'Criar' }).click();
  await expect(page).toHaveURL(/\/simulacoes\/my-teams\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Montagem de Squad' })).toBeVisible();

  // 'Adicionar colaborador' lists the user's simulations: the three seeded ones, filterable by function
  const catalogo = page.getByRole('table', { name: 'Funções' });
  for (const funcao of SIMULACOES) await expect(catalogo.getByRole('cell', { name: funcao, exact: true })).toBeVisible();
  await page.getByLabel('Filtrar por função').pressSequentially('tech');
  await expect(catalogo.getByRole('cell', { name: 'Desenvolvedor Pleno', exact: true })).toHaveCount(0);
  await expect(catalogo.getByRole('cell', { name: 'Tech Lead', exact: true })).toBeVisible();
  await digitar(page.getByLabel('Filtrar por função'), '');
  const funcoes = SIMULACOES;

  // view mode first, then Editar
  await expect(page.getByRole('button', { name: 'Adicionar Sprint' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('button', { name: `Adicionar ${funcoes[0]}`, exact: true }).click();
  await page.getByRole('button', { name: `Adicionar ${funcoes[1]}`, exact: true }).click();
  await expect(page.getByRole('table', { name: 'Sprint 1' }).getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Adicionar Sprint' }).click();
  await expect(page.getByRole('tab', { name: 'Sprint 2' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: `Adicionar ${funcoes[2]}`, exact: true }).click();
  await digitar(page.getByLabel(`Quantidade ${funcoes[2]}`), '2');
  const total = await page.getByTestId('custo-total').inputValue();
  expect(total).toMatch(/^R\$\s[\d.]+,\d{2}$/);
  expect(total).not.toMatch(/^R\$\s0,00$/);

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/simulacoes\/my-teams$/);
  await expectAlertaMostrado(page, 'Dados da simulação do time atualizados com sucesso!');

  // the saved team: the server's total equals the screen's, its sprints in the row-click modal
  const linha = page.getByRole('table', { name: 'Times' }).getByRole('row', { name: new RegExp(nome) });
  await expect(linha).toContainText(total.replace(/\s/g, '\u00a0'));
  await linha.click();
  const modal = page.getByRole('dialog', { name: nome });
  await expect(modal.getByRole('table', { name: 'Colaboradores da Sprint 1' })).toContainText(funcoes[0]);
  await modal.getByText('Sprint 2', { exact: true }).click();
  await expect(modal.getByRole('table', { name: 'Colaboradores da Sprint 2' })).toContainText(funcoes[2]);

  // Exportar downloads the spreadsheet with the export columns
  const [download] = await Promise.all([page.waitForEvent('download'), modal.getByRole('button', { name: 'Exportar' }).click()]);
  expect(download.suggestedFilename()).toBe(`time-${nome}.xlsx`);
  const arquivo = await download.path();
  const planilha = XLSX.read(fs.readFileSync(arquivo), { type: 'buffer' });
  const linhas = XLSX.utils.sheet_to_json<unknown[]>(planilha.Sheets[planilha.SheetNames[0]!]!, { header: 1 });
  expect(linhas[0]).toEqual([
    'Sprint', 'Função', 'Quantidade', 'Regime', 'Filial', 'Benefício total', 'Imposto total', 'Dependentes', 'Salário bruto',
    'Salário filial', 'Salário líquido', 'Custo total', 'Custo hora', 'Custo hora meio período', 'Provisão 13º salário', 'Provisão férias', 'Provisão rescisão',
  ]);
  expect(linhas.slice(1).map((row) => [row[0], row[1], row[2]]).sort()).toEqual(
    [[1, funcoes[0], 1], [1, funcoes[1], 1], [2, funcoes[2], 2]].sort(),
  );
  for (const row of linhas.slice(1)) expect(typeof row[11]).toBe('number');
  // the figures are those of the seeded simulations (regime, branch, dependents of each one)
  const porFuncao = new Map(linhas.slice(1).map((row) => [row[1], row]));
  expect(porFuncao.get('Tech Lead')!.slice(3, 5)).toEqual(['CLT', 'São Paulo (Matriz)']);
  expect(porFuncao.get('Tech Lead')![7]).toBe(2);
  expect(porFuncao.get('Analista de Testes')!.slice(3, 5)).toEqual(['CLT', 'Florianópolis']);
  expect(porFuncao.get('Analista de Testes')![8]).toBe(7000);
});
