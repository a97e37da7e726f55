import { expect, test, type Locator, type Page } from '@playwright/test';
import { cpfNovo, digitar, entrarPelaApi, faixaRecarregada, field, marcar, mesAnterior, signOut, simulacaoDeResultadoPropria } from './helpers';
import { DEMO_USERS } from './users';

/** The project whose plan's Margem Prevista this journey saves: one no other journey plans. */
const PLANO = 'ELMED';

const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;
const rh = DEMO_USERS.find((user) => user.usuario === 'rh')!;
const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * Issue 34, points 1–3: money, percent and dates typed key by key (pressSequentially, never fill)
 * the way Brazilians type them — '45.000,50', '27,5', '1/10/2026' — are stored as typed, in the
 * request body and after a reload. Impossible dates say 'Data inválida.'; Filtrar says why it
 * cannot filter. With E2E_SHOTS_DIR set, each typed field is photographed at 1440, 1024 and 390 px.
 */

async function fotografar(page: Page, campo: Locator, nome: string, larguras = [1440, 1024, 390]): Promise<void> {
  if (!SHOTS) return;
  const antes = page.viewportSize()!;
  for (const largura of larguras) {
    await page.setViewportSize({ width: largura, height: 900 });
    await campo.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${nome}-${largura}.png` });
  }
  await page.setViewportSize(antes);
}

for (const largura of [1440, 390]) {
  test(`${largura} px: data 1/M/aaaa no detalhe, 45.000,50 em Adicionar Custos e na margem, 8,33 na alíquota`, async ({ page }) => {
    await page.setViewportSize({ width: largura, height: 900 });
    const mes = mesAnterior();
    await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/projetos');
    await marcar(page.getByRole('table', { name: 'Lista de Projetos' }).getByRole('row').nth(1).getByRole('checkbox'));
    await page.getByRole('button', { name: 'Resultados' }).click();
    await expect(page.getByTestId('resumo-Horas trabalhadas')).toBeVisible();

    // An impossible date: the field says so, and Filtrar says why it does not filter.
    const inicio = page.getByLabel('Data inicial');
    await digitar(inicio, '31/02/2026');
    await expect(inicio).toHaveValue('31/02/2026');
    await expect(page.getByText('Data inválida.')).toBeVisible();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Preencha todos os campos antes de prosseguir.' })).toBeVisible();
    await fotografar(page, inicio, 'detalhe-data-invalida');

    // 1/M/yyyy typed by hand is the 1st of that month; the end follows to the month's last day.
    await digitar(inicio, mes.digitado);
    await expect(page.getByText('Data inválida.')).toHaveCount(0);
    await expect(page.getByLabel('Data final')).toHaveValue(mes.fim);
    const detalhe = page.waitForRequest((request) => request.method() === 'POST' && decodeURIComponent(request.url()).includes(`/${mes.inicio}/`));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await detalhe;
    await inicio.press('Tab');
    await expect(inicio).toHaveValue(mes.inicio);
    await expect(page.getByRole('button', { name: 'Adicionar Custos' })).toBeEnabled();

    // Adicionar Custos: Valor 45.000,50 typed with the thousands dot.
    await page.getByRole('button', { name: 'Adicionar Custos' }).click();
    const custos = page.getByRole('dialog');
    const descricao = `Digitação ${largura} ${Date.now()}`;
    await custos.getByLabel('Tipo de custo').selectOption('INFRA_CLOUD');
    await custos.getByLabel('Descrição').pressSequentially(descricao);
    const valor = custos.getByLabel('Valor');
    await valor.pressSequentially('45.000,50');
    await expect(valor).toHaveValue('45.000,50');
    await fotografar(page, valor, 'custos-valor');
    const criado = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/custo-projeto'));
    await custos.getByRole('button', { name: 'Salvar' }).click();
    const corpo = (await criado).postDataJSON();
    expect([corpo].flat()[0]).toMatchObject({ valor: '45000.50' });
    const linha = page.getByRole('table', { name: 'Custos indiretos' }).getByRole('row').filter({ hasText: descricao });
    await expect(linha).toContainText('45.000,50');

    // Margin: Receita bruta 45.000,50 and a rate typed left to right (8,33 is 8,33 %).
    await page.getByRole('button', { name: 'Margem do Projeto' }).click();
    const margem = page.getByRole('dialog');
    const receita = margem.getByLabel('Receita bruta', { exact: true });
    await digitar(receita, '45.000,50');
    await expect(receita).toHaveValue('45.000,50');
    const imposto = margem.getByLabel('Imposto sobre a receita bruta', { exact: true });
    await digitar(imposto, '150');
    await expect(margem.getByText('Percentual deve ser entre 0 e 100')).toBeVisible();
    await digitar(imposto, '8,33');
    await expect(margem.getByText('Percentual deve ser entre 0 e 100')).toHaveCount(0);
    const rv = margem.getByLabel('Comissão de vendas (RV)', { exact: true });
    await digitar(rv, '27,5');
    await rv.press('Tab');
    await expect(rv).toHaveValue('27,50');
    await expect(imposto).toHaveValue('8,33');
    await fotografar(page, imposto, 'margem-aliquota');
    const calculo = page.waitForRequest((request) => request.url().endsWith('/jira/projects/margem/simulator') && request.method() === 'POST');
    await margem.getByRole('button', { name: 'Calcular' }).click();
    expect((await calculo).postDataJSON()).toMatchObject({ receitaBruta: '45000.50', taxaImposto: '0.0833', taxaRv: '0.275' });
    await expect(margem.getByTestId('resumo-receitaBruta')).toHaveText(/R\$\s45\.000,50/);
    await margem.getByRole('button', { name: 'Fechar diálogo' }).click();

    // Reloaded (the filter starts on the current month again): the cost is still 45.000,50.
    await page.reload();
    await digitar(page.getByLabel('Data inicial'), mes.digitado);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('table', { name: 'Custos indiretos' }).getByRole('row').filter({ hasText: descricao })).toContainText('45.000,50');
  });
}

test('faixa de imposto: limites 45.000,50 e 1.234.567,89, alíquota 27,5 e vigência 1/1/2001 digitados', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await entrarPelaApi(page, rh.usuario, rh.senha, '/cadastros/impostos');
  await page.getByRole('row', { name: /INSS do empregado/ }).click();
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('button', { name: 'Adic.Faixa' }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Comparador de início').selectOption('>=');
  await field(dialog, 'Valor de início').pressSequentially('45.000,50');
  await field(dialog, 'Comparador de fim').selectOption({ index: 1 });
  await field(dialog, 'Valor de fim').pressSequentially('1.234.567,89');
  const aliquota = field(dialog, 'Alíquota');
  await aliquota.pressSequentially('27,5');
  await field(dialog, 'Base da alíquota').selectOption({ index: 1 });
  const vigencia = field(dialog, 'Início da vigência');
  await digitar(vigencia, '31/02/2001');
  await expect(dialog.getByText('Data inválida.')).toBeVisible();
  await digitar(vigencia, '1/1/2001');
  await digitar(field(dialog, 'Fim da vigência'), '31122001');
  await aliquota.click();
  await aliquota.press('Tab');
  await expect(aliquota).toHaveValue('27,50');
  await expect(field(dialog, 'Valor de início')).toHaveValue('45.000,50');
  await fotografar(page, aliquota, 'faixa-aliquota');
  const salvar = page.waitForRequest((request) => request.method() !== 'GET' && /\/imposto\/faixa\//.test(request.url()));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const corpo = (await salvar).postDataJSON();
  expect(Number(corpo.valor_faixa_inicio)).toBe(45000.5);
  expect(Number(corpo.valor_faixa_fim)).toBe(1234567.89);
  expect(Number(corpo.aliq_faixa)).toBe(0.275);
  expect(corpo.vigencia_inicio).toBe('2001-01-01');
  expect(corpo.vigencia_fim).toBe('2001-12-31');
  const faixa = await faixaRecarregada(page, '01/01/2001 a 31/12/2001');
  await expect(faixa).toContainText('R$ 45.000,50');
  await expect(faixa).toContainText('R$ 1.234.567,89');
  await expect(faixa).toContainText('27,50%');
});

test('colaborador: salário 45.000,50, dependentes 2 e admissão 1/10/2026 digitados, salvos e recarregados', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await entrarPelaApi(page, rh.usuario, rh.senha, '/cadastros/colaboradores/new');
  await expect(page.getByRole('heading', { name: 'Novo Colaborador' })).toBeVisible();
  const mes = mesAnterior();
  await field(page, 'Nome').pressSequentially('Digitação');
  await field(page, 'Sobrenome').pressSequentially('E2E');
  await field(page, 'CPF').pressSequentially(cpfNovo());
  await field(page, 'E-mail').pressSequentially(`digitacao.${Date.now()}@veecode.com.br`);
  await field(page, 'Filial').selectOption({ index: 1 });
  await field(page, 'Departamento').selectOption({ index: 1 });
  await field(page, 'Regime').selectOption({ index: 1 });
  await field(page, 'Função').selectOption({ index: 1 });
  await field(page, 'Dependentes').pressSequentially('2');
  const salario = field(page, 'Salário');
  await salario.pressSequentially('45.000,50');
  const admissao = field(page, 'Admissão');
  await admissao.pressSequentially(mes.digitado);
  await field(page, 'Data de início (vigência)').pressSequentially(mes.digitado);
  await fotografar(page, salario, 'colaborador-salario');
  const criar = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/employee/create'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  const corpo = (await criar).postDataJSON();
  expect(Number(corpo.salario)).toBe(45000.5);
  expect(Number(corpo.dependentes)).toBe(2);
  expect(corpo.admissao).toBe(mes.inicioIso);
  const criado = page.getByText(/Cadastrado novo colaborador com MATRÍCULA: \d+/);
  await expect(criado).toBeVisible();
  const mat = (await criado.textContent())!.match(/\d+/)![0];
  await page.goto(`/cadastros/colaboradores/${mat}`);
  await expect(field(page, 'Salário')).toHaveValue('45.000,50');
  await expect(field(page, 'Admissão')).toHaveValue(mes.inicio);
  await expect(field(page, 'Dependentes')).toHaveValue('2');
  await signOut(page);
});

test('simulação de resultado, margem prevista do planejamento e filtro de relatório: 27,5 %, 10 % e 1/10/2026', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });

  // Result simulation (one of this journey's own, saved below): a rate typed left to right.
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, null);
  const simulacao = await simulacaoDeResultadoPropria(page, 'Digitação');
  await page.goto('/simulacoes/results');
  await page.getByRole('table', { name: 'Lista de simulações de resultados' }).getByText(simulacao, { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: /^Resultado \d+$/ })).toBeVisible();
  const rv = page.getByLabel('Comissão de vendas (RV)', { exact: true });
  await digitar(rv, '27,5');
  await rv.press('Tab');
  await expect(rv).toHaveValue('27,50');
  await fotografar(page, rv, 'simulacao-resultado-rv');
  await page.getByRole('button', { name: 'Recalcular' }).click();
  const salvar = page.waitForRequest((request) => request.method() === 'PUT' && /\/simulacao\/margem/.test(request.url()));
  await page.getByRole('button', { name: 'Salvar' }).click();
  const corpo = (await salvar).postDataJSON();
  expect(Number(corpo.rv) / Number(corpo.receitaBruta)).toBeCloseTo(0.275, 6);
  await expect(page.getByText('Dados do relatório atualizados com sucesso!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Comissão de vendas (RV)', { exact: true })).toHaveValue('27,50');

  // Planning: Margem Prevista 10 is 10,00 %. On ELMED, a plan no other journey saves (the planning journey plans
  // the list's first project: two at a time, one's save landed between the other's save and reload).
  await page.goto('/projetos');
  const lista = page.getByRole('table', { name: 'Lista de Projetos' });
  await page.getByLabel('Buscar por nome ou key').pressSequentially(PLANO);
  // Each key reloads the list, which keeps its previous rows meanwhile (busy): the row is chosen once the rows answer the whole key.
  await expect(lista).toHaveAttribute('aria-busy', 'false');
  await marcar(lista.getByRole('row').filter({ has: page.getByRole('cell', { name: PLANO, exact: true }) }).getByRole('checkbox'));
  await page.getByRole('button', { name: 'Planejamento' }).click();
  await expect(page.getByRole('heading', { name: /Planejamento Financeiro/ })).toBeVisible();
  await page.getByRole('button', { name: 'Editar' }).click();
  const margem = page.getByRole('textbox', { name: 'Margem Prevista' });
  await digitar(margem, '10');
  await margem.press('Tab');
  await expect(margem).toHaveValue('10,00');
  await fotografar(page, margem, 'planejamento-margem');
  // The save's answer, not only its request, before the reload: a reload while it is under way reads the plan as it was.
  const plano = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/planejamento'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  const salvo = await plano;
  expect(salvo.ok()).toBe(true);
  expect(Number(salvo.request().postDataJSON().updates.margemCusto)).toBe(0.1);
  await expect(page.getByText('Planejamento salvo com sucesso!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Margem Prevista' })).toHaveValue('10,00');

  // A report's date filter: 1/10/2026 typed, an impossible end refused beside the field.
  await page.goto('/relatorios-delivery');
  await page.getByRole('button', { name: 'Abrir Custo Previsto x Realizado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Custo Previsto x Realizado' });
  const projeto = dialog.getByLabel('Projeto', { exact: true });
  await projeto.selectOption({ index: 1 });
  const chave = await projeto.inputValue();
  const inicio = dialog.getByLabel('Período Inicial', { exact: true });
  await inicio.pressSequentially('1/10/2026');
  const fim = dialog.getByLabel('Período Final', { exact: true });
  await fim.pressSequentially('31/02/2026');
  await expect(dialog.getByText('Data inválida.')).toBeVisible();
  await fotografar(page, fim, 'relatorio-data-invalida');
  await digitar(fim, '31102026');
  await expect(dialog.getByText('Data inválida.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  await expect(page).toHaveURL(new RegExp(`/comparativo-custo/${chave}/\\d+/2026-10-01/2026-10-31$`));
});
