import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { apiPropriaDoArquivo } from '../support/apis-proprias';
import { REPO_ROOT } from '../support/stack';
import {
  abrirComTokenDeAcessoVencido,
  cpfNovo,
  criarFechamento,
  digitar,
  entrarPelaApi,
  expectAlertaMostrado,
  expectNoSideScroll,
  expectSessaoRenovada,
  faixaRecarregada,
  field,
  mainMenu,
  marcar,
  mesAnterior,
  numberInToast,
  registrarAlertas,
  type SessaoGuardada,
  signOut,
  tetoPorTelas,
  usarApiPropria,
} from './helpers';
import { DEMO_USERS } from './users';

/**
 * Issue 37, 'Done when': four changes made on the screens (a salary, a tax bracket, a closing's
 * recalculation, a section granted), then found in Administração › Auditoria with their filters and in
 * each record's 'Histórico de alterações', as an administrator; and the salary kept from whoever does
 * not hold a section that shows salaries (Cadastros, Fechamentos).
 */

/**
 * The journeys of this file read the audit trail of today filtered by the administrator and take sections from
 * admin and financeiro: beside any other journey on the same database they would list its rows, or that journey
 * would see another menu. So they work on an API of their own (support/apis-proprias.ts; the browser's requests
 * routed there, the journeys' own requests sent there) and run beside the others (issue 33).
 */
const API = apiPropriaDoArquivo('auditoria');
test.beforeEach(async ({ page }) => {
  await usarApiPropria(page, API);
});
const admin = DEMO_USERS.find((user) => user.usuario === 'admin')!;
const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;
const ADMIN_NOME = 'Administrador';
const FINANCEIRO_NOME = 'Equipe Financeiro';
const SHOTS = path.join(REPO_ROOT, 'packages/e2e/test-results/auditoria');
/** The refusal of a section the user was not granted (the API's 403 text, shown by the shell). */
const SECTION_FORBIDDEN_MESSAGE = 'Você não tem permissão para acessar esta seção.';

const SALARIO_ANTES = 'R$ 5.000,00';
const SALARIO_DEPOIS = 'R$ 12.345,67';
/** The new salary in every form it could leak: as shown, as typed, as recorded. */
const SALARIO_DEPOIS_QUALQUER = /12\.?345[,.]67/;

/** Today in São Paulo (the trail's days), dd/mm/aaaa. */
const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

/**
 * The closing recalculated here: a month of the demo's employees that no other journey reads. The lane shares
 * one database and runs the files in order: a closing of the last month became the newest closing, which
 * Relatórios DP opens and exports (they read 'Auditoria N' instead of 10/2026); fechamento-avisos calculates
 * 01/2023 and 04/2025, base-custo-hora 07/2025, and the demo's closings are 05/2025 to 10/2026. Closings
 * cannot be deleted, so the one made here stays, older than all of those.
 */
const FECHAMENTO = { inicio: '01032025', fim: '31032025' };

/** What the journeys changed, for the later ones to look up. */
const feito = { mat: '', faixaId: '', faixaPeriodo: '', fechamentoId: '', fechamentoLabel: '', financeiroId: '' };

test.describe.configure({ mode: 'serial' });

/** A bearer for the API as `usuario` (the cleanup and the server-side checks). */
async function tokenDe(request: APIRequestContext, usuario: string, senha: string): Promise<string> {
  const login = await request.post(`${API}/login`, { data: { authorization: Buffer.from(JSON.stringify({ usuario, senha })).toString('base64') } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** The sections admin and financeiro held before the journeys (the lane's other journeys share these users). */
const secoesAntes = new Map<number, string[]>();

/** Runs `fn` with the API as admin (the set-up and the cleanup). */
async function comoAdmin<T>(playwright: PlaywrightWorkerArgs['playwright'], fn: (request: APIRequestContext, headers: Record<string, string>) => Promise<T>): Promise<T> {
  const request = await playwright.request.newContext();
  try {
    return await fn(request, { authorization: `Bearer ${await tokenDe(request, admin.usuario, admin.senha)}` });
  } finally {
    await request.dispose();
  }
}

test.beforeAll(async ({ playwright }) => {
  await comoAdmin(playwright, async (request, headers) => {
    const usuarios = (await (await request.get(`${API}/admin/usuarios`, { headers })).json()) as Array<{ id: number; usuario: string; secoes: string[] }>;
    for (const usuario of usuarios.filter((u) => u.usuario === admin.usuario || u.usuario === financeiro.usuario)) secoesAntes.set(usuario.id, usuario.secoes);
  });
  expect(secoesAntes.size).toBe(2);
});

/**
 * What the journeys changed that the lane's later journeys could read, undone whatever journey stopped
 * where: the two users' sections as they were, and the employee made here deactivated (the employee screen's
 * 'Excluir' does the same: no route deletes an employee; an inactive one is in no closing or scenario).
 */
test.afterAll(async ({ playwright }) => {
  await comoAdmin(playwright, async (request, headers) => {
    for (const [id, secoes] of secoesAntes) {
      expect((await request.put(`${API}/admin/usuarios/${id}`, { headers, data: { secoes } })).ok()).toBe(true);
    }
    if (feito.mat) {
      expect((await request.patch(`${API}/employee/change-active`, { headers, data: { mat: Number(feito.mat), ativo: false } })).ok()).toBe(true);
    }
  });
});

async function abrirAuditoria(page: Page) {
  await mainMenu(page).getByRole('link', { name: 'Administração' }).click();
  await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Auditoria' }).click();
  await expect(page.getByRole('heading', { name: 'Auditoria', exact: true })).toBeVisible();
}

/**
 * Filters the trail as a user does (period and text typed, the rest chosen) and answers the entry's row,
 * named '<Ação> de <Registro> <chave>'. Every row listed must match the filter.
 */
async function filtrar(page: Page, filtro: { entidade: string; acao: string; texto: string; chave: string }): Promise<Locator> {
  const filtros = page.getByRole('form', { name: 'Filtros da auditoria' });
  await digitar(filtros.getByLabel('De', { exact: true }), hoje);
  await digitar(filtros.getByLabel('Até', { exact: true }), hoje);
  await filtros.getByLabel('Usuário', { exact: true }).selectOption({ label: ADMIN_NOME });
  await filtros.getByLabel('Registro', { exact: true }).selectOption({ label: filtro.entidade });
  await filtros.getByLabel('Ação', { exact: true }).selectOption({ label: filtro.acao });
  await digitar(filtros.getByLabel('Texto', { exact: true }), filtro.texto);
  await filtros.getByRole('button', { name: 'Filtrar' }).click();
  const tabela = page.getByRole('table', { name: 'Entradas da auditoria' });
  const nome = `${filtro.acao} de ${filtro.entidade} ${filtro.chave}`;
  const linha = tabela.getByRole('row', { name: nome, exact: true });
  await expect(linha.first()).toBeVisible();
  // The filter reached the server: no other kind of entry, action or author is listed.
  const linhas = tabela.locator('tbody tr');
  await expect(linhas.filter({ hasNotText: ADMIN_NOME })).toHaveCount(0);
  expect((await linhas.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('aria-label')))).every((n) => n?.startsWith(`${filtro.acao} de ${filtro.entidade} `))).toBe(true);
  return linha.first();
}

/** Opens an entry of the list: its dialog, titled by the row's name, with the before → after. */
async function abrirEntrada(page: Page, linha: Locator): Promise<Locator> {
  const nome = (await linha.getAttribute('aria-label'))!;
  await linha.click();
  const dialogo = page.getByRole('dialog', { name: nome });
  await expect(dialogo).toBeVisible();
  await expect(dialogo).toContainText(`por ${ADMIN_NOME}`);
  return dialogo;
}

async function fecharDialogo(page: Page, dialogo: Locator) {
  await dialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialogo).toBeHidden();
}

/** A record's 'Histórico de alterações' opened ('Ver histórico'); answers its list of entries. */
async function verHistorico(escopo: Page | Locator): Promise<Locator> {
  const cartao = escopo.getByTestId('historico-alteracoes');
  await cartao.getByRole('button', { name: 'Ver histórico' }).click();
  const lista = cartao.getByRole('list', { name: 'Alterações do registro' });
  await expect(lista).toBeVisible();
  return lista;
}

/** A date 1900..1999 from the clock (one a second): a tax bracket of one day no other run of the suite uses. */
function diaSemFaixa(): string {
  const dia = new Date(Date.UTC(1900, 0, 1) + (Math.floor(Date.now() / 1000) % 36_500) * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(dia.getUTCDate())}/${pad(dia.getUTCMonth() + 1)}/${dia.getUTCFullYear()}`;
}

test('o administrador muda o salário de um colaborador e uma faixa de imposto', async ({ page }) => {
  // The salary's save also navigates: its alert may come and go while the list renders.
  await registrarAlertas(page);
  const mes = mesAnterior();

  // An employee admitted last month, salary 5.000,00 (deactivated by afterAll).
  await entrarPelaApi(page, admin.usuario, admin.senha, '/cadastros/colaboradores/new');
  await expect(page.getByRole('heading', { name: 'Novo Colaborador' })).toBeVisible();
  await field(page, 'Nome').pressSequentially('Auditoria');
  await field(page, 'Sobrenome').pressSequentially('E2E');
  await field(page, 'CPF').pressSequentially(cpfNovo());
  await field(page, 'E-mail').pressSequentially(`auditoria.${Date.now()}@veecode.com.br`);
  await field(page, 'Filial').selectOption({ index: 1 });
  await field(page, 'Departamento').selectOption({ index: 1 });
  await field(page, 'Regime').selectOption({ index: 1 });
  await field(page, 'Função').selectOption({ index: 1 });
  await field(page, 'Salário').pressSequentially('5.000,00');
  await field(page, 'Admissão').pressSequentially(mes.digitado);
  await field(page, 'Data de início (vigência)').pressSequentially(mes.digitado);
  await page.getByRole('button', { name: 'Salvar' }).click();
  feito.mat = await numberInToast(page.getByText(/Cadastrado novo colaborador com MATRÍCULA: \d+/));

  // The salary changed key by key.
  await page.goto(`/cadastros/colaboradores/${feito.mat}`);
  await expect(field(page, 'Salário')).toHaveValue('5.000,00');
  await page.getByRole('button', { name: 'Editar' }).click();
  await digitar(field(page, 'Salário'), '12.345,67');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectAlertaMostrado(page, 'Dados do colaborador atualizados!');
  await expect(page).toHaveURL(/\/cadastros\/colaboradores$/);

  // A bracket of INSS do empregado for one day nobody else uses, 10 %; then its rate changed to 12,34 %.
  const dia = diaSemFaixa();
  feito.faixaPeriodo = `${dia} a ${dia}`;
  await page.goto('/cadastros/impostos');
  await page.getByRole('row', { name: /INSS do empregado/ }).click();
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('button', { name: 'Adic.Faixa' }).click();
  const nova = page.getByRole('dialog');
  await field(nova, 'Comparador de início').selectOption('>=');
  await field(nova, 'Valor de início').pressSequentially('1.000,00');
  await field(nova, 'Alíquota').pressSequentially('10');
  await field(nova, 'Base da alíquota').selectOption({ index: 1 });
  await digitar(field(nova, 'Início da vigência'), dia);
  await digitar(field(nova, 'Fim da vigência'), dia);
  await nova.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Faixa de imposto criado/atualizado!').first()).toBeVisible();

  const faixa = await faixaRecarregada(page, feito.faixaPeriodo);
  await page.getByRole('button', { name: 'Editar' }).click();
  await faixa.click();
  const edicao = page.getByRole('dialog', { name: 'Editar faixa' });
  await digitar(field(edicao, 'Alíquota'), '12,34');
  const salvar = page.waitForRequest((request) => request.method() === 'PUT' && /\/imposto\/faixa\/\d+$/.test(request.url()));
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  feito.faixaId = (await salvar).url().match(/(\d+)$/)![1]!;
  await expect(edicao).toBeHidden();
  await expect(await faixaRecarregada(page, feito.faixaPeriodo)).toContainText('12,34%');
});

test('o administrador recalcula um fechamento e dá uma seção a um usuário', async ({ page }) => {
  await entrarPelaApi(page, admin.usuario, admin.senha, null);
  feito.fechamentoLabel = `Auditoria ${String(Date.now()).slice(-6)}`;
  feito.fechamentoId = await criarFechamento(page, feito.fechamentoLabel, FECHAMENTO.inicio, FECHAMENTO.fim);
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByRole('table', { name: 'Resultados por colaborador' })).toBeVisible();
  await page.getByRole('button', { name: 'Recalcular' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Recalcular' }).click();
  await expect(page.getByText(/^Fechamento recalculado/)).toBeVisible();

  // Administração › Usuários: Importações for financeiro.
  await mainMenu(page).getByRole('link', { name: 'Administração' }).click();
  const linha = page.getByRole('row', { name: financeiro.usuario, exact: true });
  await marcar(linha.getByRole('checkbox', { name: 'Importações', exact: true }));
  const salvar = page.waitForRequest((request) => request.method() === 'PUT' && /\/admin\/usuarios\/\d+$/.test(request.url()));
  await linha.getByRole('button', { name: 'Salvar' }).click();
  feito.financeiroId = (await salvar).url().match(/(\d+)$/)![1]!;
  await expect(page.getByText('Acesso do usuário atualizado.')).toBeVisible();
  await expect(linha.getByRole('checkbox', { name: 'Importações', exact: true })).toBeChecked();
});

test('o administrador acha cada mudança em Administração › Auditoria e no histórico do registro', async ({ page }) => {
  expect(feito.mat && feito.faixaId && feito.fechamentoId && feito.financeiroId).toBeTruthy();
  await entrarPelaApi(page, admin.usuario, admin.senha);
  await abrirAuditoria(page);

  // The salary: before → after.
  let dialogo = await abrirEntrada(page, await filtrar(page, { entidade: 'Colaborador', acao: 'Alteração', texto: feito.mat, chave: feito.mat }));
  const salario = dialogo.getByRole('table', { name: 'Alterações' }).getByRole('row').filter({ hasText: 'Salário' });
  await expect(salario).toContainText(SALARIO_ANTES);
  await expect(salario).toContainText(SALARIO_DEPOIS);
  await fecharDialogo(page, dialogo);

  // The bracket's rate.
  dialogo = await abrirEntrada(page, await filtrar(page, { entidade: 'Faixa de imposto', acao: 'Alteração', texto: feito.faixaId, chave: feito.faixaId }));
  const aliquota = dialogo.getByRole('table', { name: 'Alterações' }).getByRole('row').filter({ hasText: 'Alíquota' });
  await expect(aliquota).toContainText('10,00%');
  await expect(aliquota).toContainText('12,34%');
  await fecharDialogo(page, dialogo);

  // The recalculation: the closing's totals before → after, in pt-BR.
  dialogo = await abrirEntrada(page, await filtrar(page, { entidade: 'Fechamento', acao: 'Recálculo', texto: feito.fechamentoId, chave: feito.fechamentoId }));
  const detalhes = dialogo.getByLabel('Detalhes');
  await expect(detalhes).toContainText(`Fechamento: ${feito.fechamentoLabel}`);
  await expect(detalhes).toContainText(/Custo total: R\$\s[\d.]+,\d\d → R\$\s[\d.]+,\d\d/);
  await expect(detalhes).toContainText(/Colaboradores: \d+ → \d+/);
  await fecharDialogo(page, dialogo);

  // The section granted: the sections by their names.
  dialogo = await abrirEntrada(page, await filtrar(page, { entidade: 'Seções do usuário', acao: 'Alteração', texto: 'importações', chave: feito.financeiroId }));
  const secoes = dialogo.getByRole('table', { name: 'Alterações' }).getByRole('row').filter({ hasText: 'Seções' });
  await expect(secoes.getByRole('cell').nth(1)).toHaveText('Dashboard, Projetos, Simulações, Relatórios Delivery');
  await expect(secoes.getByRole('cell').nth(2)).toHaveText('Dashboard, Projetos, Simulações, Relatórios Delivery, Importações');
  await fecharDialogo(page, dialogo);

  // Each record's 'Histórico de alterações'.
  await page.goto(`/cadastros/colaboradores/${feito.mat}`);
  let historico = await verHistorico(page);
  const alteracao = historico.getByRole('listitem').filter({ hasText: 'Alteração' }).first();
  await expect(alteracao).toContainText(`por ${ADMIN_NOME}`);
  await expect(alteracao.getByRole('row').filter({ hasText: 'Salário' })).toContainText(`${SALARIO_ANTES}${SALARIO_DEPOIS}`);
  await expect(historico.getByRole('listitem').filter({ hasText: 'Criação' })).toHaveCount(1);

  await page.goto('/cadastros/impostos');
  await page.getByRole('row', { name: /INSS do empregado/ }).click();
  await (await faixaRecarregada(page, feito.faixaPeriodo)).click();
  const modal = page.getByRole('dialog', { name: 'Faixa' });
  historico = await verHistorico(modal);
  await expect(historico.getByRole('listitem').filter({ hasText: 'Alteração' }).getByRole('row').filter({ hasText: 'Alíquota' })).toContainText('10,00%12,34%');
  await page.keyboard.press('Escape');

  await page.goto(`/fechamentos/${feito.fechamentoId}`);
  historico = await verHistorico(page);
  await expect(historico.getByRole('listitem').filter({ hasText: 'Recálculo' })).toContainText(/Custo total: R\$\s[\d.]+,\d\d → R\$\s[\d.]+,\d\d/);
  await expect(historico.getByRole('listitem').filter({ hasText: 'Cálculo' }).filter({ hasNotText: 'Recálculo' })).toHaveCount(1);

  await mainMenu(page).getByRole('link', { name: 'Administração' }).click();
  await page.getByRole('button', { name: `Histórico de alterações de ${FINANCEIRO_NOME}` }).click();
  const doUsuario = page.getByRole('dialog', { name: `Histórico de alterações — ${FINANCEIRO_NOME}` });
  await expect(doUsuario.getByRole('listitem').filter({ hasText: 'Seções do usuário' }).first()).toContainText('Relatórios Delivery, Importações');
});

test('quem não tem Cadastros nem Fechamentos não vê o salário: o financeiro não abre o registro, e o administrador sem essas seções vê “oculto”', async ({ page, request }) => {
  expect(feito.mat).toBeTruthy();
  // financeiro (Importações granted above; no Cadastros, no Fechamentos, not an administrator).
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha);
  await expect(mainMenu(page).getByRole('link', { name: 'Importações' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Administração' })).toHaveCount(0);
  await page.goto(`/cadastros/colaboradores/${feito.mat}`);
  await expect(page.getByRole('alert').filter({ hasText: SECTION_FORBIDDEN_MESSAGE })).toBeVisible();
  await expect(page.getByTestId('historico-alteracoes')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(SALARIO_DEPOIS_QUALQUER);
  await page.goto('/administracao/auditoria');
  await expect(page.getByRole('alert').filter({ hasText: SECTION_FORBIDDEN_MESSAGE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Auditoria', exact: true })).toHaveCount(0);
  // The server refuses the same (the screens only follow it).
  const headers = { authorization: `Bearer ${await tokenDe(request, financeiro.usuario, financeiro.senha)}` };
  for (const rota of [`/auditoria/colaborador/${feito.mat}`, `/admin/auditoria?texto=${feito.mat}`]) {
    const resposta = await request.get(`${API}${rota}`, { headers });
    expect(resposta.status(), rota).toBe(403);
    expect(await resposta.text()).not.toMatch(SALARIO_DEPOIS_QUALQUER);
  }
  await signOut(page);

  // The administrator without Cadastros and Fechamentos: the trail, the salary 'oculto'.
  await entrarPelaApi(page, admin.usuario, admin.senha, '/administracao/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuários e acessos' })).toBeVisible();
  const linha = page.getByRole('row', { name: admin.usuario, exact: true });
  await marcar(linha.getByRole('checkbox', { name: 'Cadastros', exact: true }), false);
  await marcar(linha.getByRole('checkbox', { name: 'Fechamentos', exact: true }), false);
  await linha.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Acesso do usuário atualizado.')).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Cadastros' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Auditoria' }).click();
  const entrada = await filtrar(page, { entidade: 'Colaborador', acao: 'Alteração', texto: feito.mat, chave: feito.mat });
  await expect(entrada).toContainText('Salário: oculto → oculto');
  const dialogo = await abrirEntrada(page, entrada);
  await expect(dialogo.getByRole('table', { name: 'Alterações' }).getByRole('row').filter({ hasText: 'Salário' }).getByRole('cell')).toHaveText(['Salário', 'oculto', 'oculto']);
  await expect(dialogo).not.toContainText(SALARIO_DEPOIS_QUALQUER);
  // The list behind (hidden from the accessibility tree while the dialog is open).
  await fecharDialogo(page, dialogo);
  await expect(page.getByRole('main')).not.toContainText(SALARIO_DEPOIS_QUALQUER);
  // A search by the value finds nothing: hidden values are not indexed.
  const filtros = page.getByRole('form', { name: 'Filtros da auditoria' });
  await digitar(filtros.getByLabel('Texto', { exact: true }), '12345.67');
  await filtros.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('Nenhuma entrada com esses filtros.')).toBeVisible();

  // Cadastros and Fechamentos back on the screen (afterAll puts them back too, should this journey stop before).
  await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Usuários e acessos' }).click();
  const devolver = page.getByRole('row', { name: admin.usuario, exact: true });
  await marcar(devolver.getByRole('checkbox', { name: 'Cadastros', exact: true }));
  await marcar(devolver.getByRole('checkbox', { name: 'Fechamentos', exact: true }));
  await devolver.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Acesso do usuário atualizado.').first()).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Cadastros' })).toBeVisible();
});

/**
 * Screenshots at the three widths, also when the access token expired while the page was closed (the app
 * renews the session by itself); the page never scrolls sideways. With the token as it is, each screen is
 * opened once and taken to each width by resizing the window (the layout follows it: the menu turns into a
 * drawer below 1024 px); with the expired token, each width opens the screens again, so every width is also
 * seen from a fresh load, and every load renews the session.
 */
test('Auditoria com uma diferença aberta e o histórico do colaborador em 1440, 1024 e 390 px, também depois de o token de acesso vencer', async ({ page }) => {
  // A ceiling, not a wait: eight screens, each filtered or opened (165.9 s of the 300 s it had, pinned to one core
  // on a slow day).
  tetoPorTelas(8);
  expect(feito.mat).toBeTruthy();
  fs.mkdirSync(SHOTS, { recursive: true });
  const LARGURAS = [1440, 1024, 390];
  const filtro = { entidade: 'Colaborador', acao: 'Alteração', texto: feito.mat, chave: feito.mat };

  /** The open entry at `largura`: the salary's after, no side scroll, the screenshots with it open and closed. */
  async function diferenca(linha: Locator, largura: number, sufixo: string, vencida: SessaoGuardada | null) {
    const dialogo = await abrirEntrada(page, linha);
    await expect(dialogo.getByRole('row').filter({ hasText: 'Salário' })).toContainText(SALARIO_DEPOIS);
    if (vencida) await expectSessaoRenovada(page, vencida);
    await expectNoSideScroll(page, `Auditoria em ${largura} px`);
    await page.screenshot({ path: `${SHOTS}/${sufixo}-auditoria-diferenca.png` });
    await fecharDialogo(page, dialogo);
    // Animations finished: the closed dialog's backdrop fades out after it leaves the accessibility tree.
    await page.screenshot({ path: `${SHOTS}/${sufixo}-auditoria-lista.png`, fullPage: true, animations: 'disabled' });
  }

  /** The employee's opened history at `largura`: no side scroll, the screenshot. */
  async function historicoNaTela(historico: Locator, largura: number, sufixo: string) {
    await historico.scrollIntoViewIfNeeded();
    await expectNoSideScroll(page, `Histórico do colaborador em ${largura} px`);
    await page.screenshot({ path: `${SHOTS}/${sufixo}-colaborador-historico.png`, fullPage: true });
  }

  /** The employee's record with its history opened, showing the salary's change. */
  async function historicoAberto(): Promise<Locator> {
    const historico = await verHistorico(page);
    await expect(historico.getByRole('listitem').filter({ hasText: 'Alteração' }).first()).toContainText(SALARIO_DEPOIS);
    return historico;
  }

  await page.setViewportSize({ width: LARGURAS[0]!, height: 900 });
  await entrarPelaApi(page, admin.usuario, admin.senha, '/administracao/auditoria');
  await expect(page.getByRole('heading', { name: 'Auditoria', exact: true })).toBeVisible();
  const linha = await filtrar(page, filtro);
  for (const largura of LARGURAS) {
    await page.setViewportSize({ width: largura, height: 900 });
    await diferenca(linha, largura, `${largura}`, null);
  }
  await page.setViewportSize({ width: LARGURAS[0]!, height: 900 });
  await page.goto(`/cadastros/colaboradores/${feito.mat}`);
  const historico = await historicoAberto();
  for (const largura of LARGURAS) {
    await page.setViewportSize({ width: largura, height: 900 });
    await historicoNaTela(historico, largura, `${largura}`);
  }

  for (const largura of LARGURAS) {
    const sufixo = `${largura}-token-vencido`;
    await page.setViewportSize({ width: largura, height: 900 });
    const auditoria = await abrirComTokenDeAcessoVencido(page, '/administracao/auditoria');
    await expect(page.getByRole('heading', { name: 'Auditoria', exact: true })).toBeVisible();
    await diferenca(await filtrar(page, filtro), largura, sufixo, auditoria);
    const colaborador = await abrirComTokenDeAcessoVencido(page, `/cadastros/colaboradores/${feito.mat}`);
    const doColaborador = await historicoAberto();
    await expectSessaoRenovada(page, colaborador);
    await historicoNaTela(doColaborador, largura, sufixo);
  }
});
