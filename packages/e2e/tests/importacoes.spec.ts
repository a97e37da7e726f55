import { expect, test } from '@playwright/test';
import { entrarPelaApi } from './helpers';
import { DEMO_USERS } from './users';

const rh = DEMO_USERS.find((user) => user.usuario === 'rh')!;

/** Nine base digits plus the two módulo-11 check digits. */
function cpf(base: string): string {
  const digits = base.split('').map(Number);
  for (let round = 0; round < 2; round++) {
    const sum = digits.reduce((total, digit, index) => total + digit * (digits.length + 1 - index), 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

// Ninth digit 1: a fiscal region the demo seed does not use, so no clash with its employees.
const GOOD = [cpf('310000011'), cpf('310000021'), cpf('310000031')];
const WRONG_CHECK_DIGIT = `${cpf('310000041').slice(0, 10)}${(Number(cpf('310000041')[10]) + 1) % 10}`;
const UNKNOWN_BRANCH = cpf('310000051');

const HEADER =
  'nome;sobrenome;cpf;email;dependentes;endereco;cidade;filial;departamento;regime;funcao;admissao;demissao;salario;carga_horaria;classificacao;data_inicio;observacao';
const row = (nome: string, cpfText: string, filial = '1') =>
  `${nome};Importação E2E;${cpfText};${nome.toLowerCase() || 'sem.nome'}.${cpfText}@e2e.example;0;;São Paulo;${filial};5;1;2;01/03/2025;;4.200,00;8;;01/03/2025;`;

test('RH importa novos colaboradores: 3 gravados, 2 com falhas listadas', async ({ page }) => {
  await entrarPelaApi(page, rh.usuario, rh.senha, '/importacoes/colaboradores');
  await expect(page.getByRole('heading', { name: 'Novos colaboradores' })).toBeVisible();
  const importar = page.getByRole('button', { name: 'Importar' });
  await expect(importar).toBeDisabled();

  const csv = [HEADER, row('Ana', GOOD[0]), '', row('Bruno', GOOD[1]), row('Carla', WRONG_CHECK_DIGIT), row('', UNKNOWN_BRANCH, '99'), row('Davi', GOOD[2])].join('\r\n');
  await page.getByLabel('Arquivo').setInputFiles({ name: 'novos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByText('novos.csv: 5 registros')).toBeVisible();
  await expect(importar).toBeEnabled();
  await importar.click();

  await expect(page.getByText('Upload Concluído!')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const summary = page.getByRole('status', { name: 'Resultado da importação' });
  await expect(summary.getByText('Cadastrados 3 com sucesso')).toBeVisible();
  await expect(summary.getByText('Ocorreu 2 falhas')).toBeVisible();
  await expect(page.getByRole('heading', { name: '2 registros com falhas na importação' })).toBeVisible();
  const failures = page.getByRole('table', { name: 'Falhas na importação' });
  await expect(failures.getByRole('cell', { name: WRONG_CHECK_DIGIT, exact: true })).toBeVisible();
  await expect(failures.getByText('cpf: CPF inválido.')).toBeVisible();
  await expect(failures.getByRole('cell', { name: UNKNOWN_BRANCH, exact: true })).toBeVisible();
  await expect(failures.getByText('nome: Campo obrigatório.')).toBeVisible();
  // By the file's lines (line 3 is blank), and the unknown branch beside the row's other error.
  await expect(failures.getByRole('cell', { name: 'Linha 5', exact: true })).toBeVisible();
  await expect(failures.getByRole('cell', { name: 'Linha 6', exact: true })).toBeVisible();
  await expect(failures.getByText('filial: Filial não encontrada ou inativa.')).toBeVisible();
  await expect(importar).toBeDisabled();

  // The three good rows are now employees.
  await page.goto('/cadastros/colaboradores');
  await page.getByLabel('Filtrar CPF').pressSequentially(GOOD[1]);
  await expect(page.getByRole('cell', { name: 'Bruno', exact: true })).toBeVisible();
});
