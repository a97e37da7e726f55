import { expect, test, type Page } from '@playwright/test';
import { BACKEND_PORT } from '../support/stack';
import { cpfNovo, digitar, entrarPelaApi, faixaRecarregada, field, marcar, mesAnterior } from './helpers';
import { DEMO_USERS } from './users';

const API = `http://localhost:${BACKEND_PORT}`;
const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;
const rh = DEMO_USERS.find((user) => user.usuario === 'rh')!;

/**
 * Issue 34, the proof at 390 px (a phone): money, percent and dates typed key by key in the user's
 * format into a tax bracket, an employee, an employee cost simulation, a plan's month and a delivery
 * report's period. Each step reads back what was stored (the request body, the reloaded screen or the
 * route the report reads), not only that no error shows. digitacao.spec.ts types the same kinds at
 * 1440 px into other fields of these screens.
 */
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

/** Every value under `chave` anywhere in a request body (the plan's diff nests its lines). */
function valores(corpo: unknown, chave: string): unknown[] {
  if (Array.isArray(corpo)) return corpo.flatMap((item) => valores(item, chave));
  if (corpo === null || typeof corpo !== 'object') return [];
  return Object.entries(corpo).flatMap(([key, value]) => [...(key === chave ? [value] : []), ...valores(value, chave)]);
}

async function tokenDaPagina(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('financeiro-session'));
  return (JSON.parse(raw ?? '{}') as { state: { token: string } }).state.token;
}

test('390 px: faixa de imposto com limites 2.500,75 e 9.876.543,21, alíquota 8,33 e vigência 1/3/2002 a 31032002', async ({ page }) => {
  await entrarPelaApi(page, rh.usuario, rh.senha, '/cadastros/impostos');
  await page.getByRole('row', { name: /INSS do empregado/ }).click();
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('button', { name: 'Adic.Faixa' }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Comparador de início').selectOption('>=');
  const inicio = field(dialog, 'Valor de início');
  await inicio.pressSequentially('2.500,75');
  await expect(inicio).toHaveValue('2.500,75');
  await field(dialog, 'Comparador de fim').selectOption({ index: 1 });
  await field(dialog, 'Valor de fim').pressSequentially('9.876.543,21');
  const aliquota = field(dialog, 'Alíquota');
  await aliquota.pressSequentially('8,33');
  await field(dialog, 'Base da alíquota').selectOption({ index: 1 });
  const vigencia = field(dialog, 'Início da vigência');
  await vigencia.pressSequentially('1/3/2002');
  await digitar(field(dialog, 'Fim da vigência'), '31032002');
  await vigencia.click();
  await vigencia.press('Tab');
  await expect(vigencia).toHaveValue('01/03/2002');
  await expect(aliquota).toHaveValue('8,33');
  const salvar = page.waitForRequest((request) => request.method() !== 'GET' && /\/imposto\/faixa\//.test(request.url()));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const corpo = (await salvar).postDataJSON();
  expect(Number(corpo.valor_faixa_inicio)).toBe(2500.75);
  expect(Number(corpo.valor_faixa_fim)).toBe(9876543.21);
  expect(Number(corpo.aliq_faixa)).toBe(0.0833);
  expect(corpo.vigencia_inicio).toBe('2002-03-01');
  expect(corpo.vigencia_fim).toBe('2002-03-31');

  const faixa = await faixaRecarregada(page, '01/03/2002 a 31/03/2002');
  await expect(faixa).toContainText('R$ 2.500,75');
  await expect(faixa).toContainText('R$ 9.876.543,21');
  await expect(faixa).toContainText('8,33%');
});

test('390 px: colaborador com salário 7.500,25, admissão dd/mm/aaaa e vigência só com dígitos, salvos e recarregados', async ({ page }) => {
  await entrarPelaApi(page, rh.usuario, rh.senha, '/cadastros/colaboradores/new');
  await expect(page.getByRole('heading', { name: 'Novo Colaborador' })).toBeVisible();
  const mes = mesAnterior();
  await field(page, 'Nome').pressSequentially('Celular');
  await field(page, 'Sobrenome').pressSequentially('Digitação E2E');
  await field(page, 'CPF').pressSequentially(cpfNovo());
  await field(page, 'E-mail').pressSequentially(`celular.${Date.now()}@veecode.com.br`);
  await field(page, 'Filial').selectOption({ index: 1 });
  await field(page, 'Departamento').selectOption({ index: 1 });
  await field(page, 'Regime').selectOption({ index: 1 });
  await field(page, 'Função').selectOption({ index: 1 });
  await field(page, 'Dependentes').pressSequentially('1');
  const salario = field(page, 'Salário');
  await salario.pressSequentially('7.500,25');
  await expect(salario).toHaveValue('7.500,25');
  await field(page, 'Admissão').pressSequentially(mes.inicio);
  await field(page, 'Data de início (vigência)').pressSequentially(mes.digitos);
  await expect(field(page, 'Data de início (vigência)')).toHaveValue(mes.inicio);
  const criar = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/employee/create'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  const corpo = (await criar).postDataJSON();
  expect(Number(corpo.salario)).toBe(7500.25);
  expect(Number(corpo.dependentes)).toBe(1);
  expect(corpo.admissao).toBe(mes.inicioIso);
  const criado = page.getByText(/Cadastrado novo colaborador com MATRÍCULA: \d+/);
  const mat = (await criado.textContent())!.match(/\d+/)![0];
  await page.goto(`/cadastros/colaboradores/${mat}`);
  await expect(field(page, 'Salário')).toHaveValue('7.500,25');
  await expect(field(page, 'Admissão')).toHaveValue(mes.inicio);
  await expect(field(page, 'Dependentes')).toHaveValue('1');
});

test('390 px: simulação de custo de colaborador com salário 12.345,67, benefício 1.234,56 e 2 dependentes, salva e reaberta', async ({ page }) => {
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/simulacoes/colaboradores/new');
  const beneficio = page.getByLabel('Benefício');
  await expect(beneficio).toHaveValue('3.100,00');
  const salario = page.getByLabel('Salário');
  await digitar(salario, '12.345,67');
  await expect(salario).toHaveValue('12.345,67');
  await digitar(beneficio, '1.234,56');
  await digitar(page.getByLabel('Dependentes'), '2');
  await page.getByLabel('Regime').selectOption({ index: 1 });
  await page.getByLabel('Função', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Filial').selectOption({ index: 1 });
  const calculo = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/simulator/custo-hh'));
  await page.getByRole('button', { name: 'Calcular' }).click();
  const entrada = (await calculo).postDataJSON();
  expect([Number(entrada.salario), Number(entrada.beneficio), Number(entrada.dependentes)]).toEqual([12345.67, 1234.56, 2]);
  await expect(page.getByTestId('resultado-salarioBruto')).toHaveText(/12\.345,67/);
  const criar = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/simulator/create'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  const resposta = await criar;
  const salvo = resposta.request().postDataJSON();
  expect([Number(salvo.salario), Number(salvo.beneficio), Number(salvo.dependentes)]).toEqual([12345.67, 1234.56, 2]);
  const { data } = (await resposta.json()) as { data: { id: number } };
  await expect(page).toHaveURL(/\/simulacoes\/colaboradores$/);

  // Reopened from the server: the form shows what was typed.
  await page.goto(`/simulacoes/colaboradores/${data.id}`);
  await expect(page.getByLabel('Salário')).toHaveValue('12.345,67');
  await expect(page.getByLabel('Benefício')).toHaveValue('1.234,56');
  await expect(page.getByLabel('Dependentes')).toHaveValue('2');
});

test('390 px: mês do planejamento com valor venda 45.000,50, horas 160,5, taxa 1.234,56 e custo 7.500,25, salvo e recarregado', async ({ page }) => {
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, null);
  // TNSUS: a project no other journey plans.
  const busca = await page.request.get(`${API}/jira/projects/search/1/TNSUS`, { headers: { authorization: `Bearer ${await tokenDaPagina(page)}` } });
  const { data } = (await busca.json()) as { data: Array<{ key: string; id: number }> };
  const id = data.find((projeto) => projeto.key === 'TNSUS')!.id;
  await page.goto(`/projetos/previsao/TNSUS/${id}`);
  await expect(page.getByRole('heading', { name: /Planejamento Financeiro/ })).toBeVisible();
  await page.getByRole('button', { name: 'Editar' }).click();
  const aba = (await page.getByRole('tab', { selected: true }).textContent())!.trim();

  const venda = page.getByRole('textbox', { name: 'Valor venda' });
  await digitar(venda, '45.000,50');
  await expect(venda).toHaveValue('45.000,50');
  await page.getByRole('button', { name: 'Adicionar função' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nova Função' });
  await dialog.getByRole('combobox', { name: 'Tipo' }).selectOption({ index: 1 });
  await dialog.getByRole('textbox', { name: 'Horas' }).pressSequentially('160,5');
  await digitar(dialog.getByRole('textbox', { name: 'Taxa de Custo' }), '1.234,56');
  await expect(dialog.getByText('R$ 198.146,88')).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Adicionar custo indireto' }).click();
  dialog = page.getByRole('dialog', { name: 'Novo Custo Indireto' });
  const descricao = `Celular ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Descrição' }).pressSequentially(descricao);
  await dialog.getByRole('combobox', { name: 'Tipo' }).selectOption('INFRA_CLOUD');
  await dialog.getByRole('textbox', { name: 'Valor original' }).pressSequentially('7.500,25');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  const salvar = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/planejamento'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  const corpo = (await salvar).postDataJSON();
  expect(valores(corpo, 'valorVenda').flatMap((porMes) => Object.values(porMes as object)).map(Number)).toContain(45000.5);
  expect(valores(corpo, 'horas_funcao').map(Number)).toContain(160.5);
  expect(valores(corpo, 'custo_venda_funcao').map(Number)).toContain(1234.56);
  expect(valores(corpo, 'valor_original_custo_indireto').map(Number)).toContain(7500.25);
  await expect(page.getByText('Planejamento salvo com sucesso!')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: aba, exact: true }).click();
  await expect(page.getByLabel('Valor venda')).toHaveText('R$ 45.000,50');
  await expect(page.getByRole('table', { name: 'Funções' }).getByRole('row').filter({ hasText: '1.234,56' })).toContainText('160,5');
  await expect(page.getByRole('table', { name: 'Custos Indiretos' }).getByRole('row').filter({ hasText: descricao })).toContainText('7.500,25');
});

test('390 px: período de relatório 1/9/2026 a 30092026 no Custo Previsto x Realizado e 01/01/2026 a 31/10/2026 no Histórico de Custos', async ({ page }) => {
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/relatorios-delivery');
  await page.getByRole('button', { name: 'Abrir Custo Previsto x Realizado' }).click();
  let dialog = page.getByRole('dialog', { name: 'Custo Previsto x Realizado' });
  const projeto = dialog.getByLabel('Projeto', { exact: true });
  await projeto.selectOption({ index: 1 });
  const chave = await projeto.inputValue();
  const inicio = dialog.getByLabel('Período Inicial', { exact: true });
  await inicio.pressSequentially('1/9/2026');
  const fim = dialog.getByLabel('Período Final', { exact: true });
  await fim.pressSequentially('30092026');
  await expect(fim).toHaveValue('30/09/2026');
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  // The route is what the report reads: the period typed, and it survives a reload.
  const rota = new RegExp(`/relatorios-delivery/comparativo-custo/${chave}/\\d+/2026-09-01/2026-09-30$`);
  await expect(page).toHaveURL(rota);
  await page.reload();
  await expect(page).toHaveURL(rota);
  await expect(page.getByRole('heading', { name: 'Custo Previsto x Realizado' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Custo Previsto x Realizado \d{4}$/ }).getByRole('row').filter({ hasText: 'Set/2026' })).toBeVisible();

  // Histórico de Custos: the export's name carries the period the server answered for.
  await page.goto('/relatorios-delivery');
  await page.getByRole('button', { name: 'Abrir Histórico de Custos' }).click();
  dialog = page.getByRole('dialog', { name: 'Histórico de Custos' });
  await dialog.getByLabel('Filtrar por', { exact: true }).selectOption('projeto');
  await marcar(dialog.getByRole('checkbox', { name: new RegExp(`^${chave} - `) }));
  await dialog.getByLabel('Tipo de custo', { exact: true }).selectOption('TOTAL');
  await dialog.getByLabel('Período Inicial', { exact: true }).pressSequentially('01/01/2026');
  await dialog.getByLabel('Período Final', { exact: true }).pressSequentially('31/10/2026');
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(page).toHaveURL(/\/relatorios-delivery\/historico-custos$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  expect((await download).suggestedFilename()).toBe('historico-custos-2026-01-01-2026-10-31.xlsx');
});
