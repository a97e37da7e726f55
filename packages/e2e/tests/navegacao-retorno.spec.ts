import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BACKEND_PORT } from '../support/stack';
import { diaDaSemeadura, expectNoSideScroll, mainMenu } from './helpers';
import { DEMO_USERS } from './users';

const API = `http://localhost:${BACKEND_PORT}`;
const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;
const admin = DEMO_USERS.find((user) => user.usuario === 'admin')!;
const SESSAO_EXPIRADA = 'Sessão expirada. Efetue novamente o login';
const SHOTS = '/tmp/shots-navegacao';

/** Signs in on the login page already open, typing key by key as a person does. */
async function entrarNaPagina(page: Page, usuario = financeiro.usuario, senha = financeiro.senha) {
  await page.getByLabel('Usuário').pressSequentially(usuario);
  await page.getByLabel('Senha').pressSequentially(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function entrar(page: Page, usuario = financeiro.usuario, senha = financeiro.senha) {
  await page.goto('/login');
  await entrarNaPagina(page, usuario, senha);
  await expect(page).toHaveURL(/\/boas-vindas$/);
}

/** The path of the AUR project's detail (its Jira id comes from the API). */
async function caminhoAur(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${API}/login`, {
    data: { authorization: Buffer.from(JSON.stringify({ usuario: financeiro.usuario, senha: financeiro.senha })).toString('base64') },
  });
  const { token } = (await login.json()) as { token: string };
  const resposta = await request.get(`${API}/jira/projects/search/1/AUR`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await resposta.json()) as { data: Array<{ key: string; id: number }> };
  return `/projetos/AUR/${data.find((projeto) => projeto.key === 'AUR')!.id}`;
}

/** Ends this page's session on the server (as a logout elsewhere or an expiry does). */
async function encerrarSessaoNoServidor(page: Page, request: APIRequestContext) {
  const raw = await page.evaluate(() => localStorage.getItem('financeiro-session'));
  const { token, refresh_token } = (JSON.parse(raw ?? '{}') as { state: { token: string; refresh_token: string } }).state;
  expect((await request.post(`${API}/login/logout`, { data: { token, refresh_token } })).ok()).toBe(true);
}

test.use({ viewport: { width: 1440, height: 900 } });

const comRetorno = (caminho: string) => new RegExp(`/login\\?retorno=${encodeURIComponent(caminho).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test.describe('voltar para onde o usuário estava', () => {
  test('sem sessão: abrir um projeto leva ao login e, ao entrar, ao projeto (não a /boas-vindas)', async ({ page, request }) => {
    const aur = await caminhoAur(request);
    await page.goto(aur);
    await expect(page).toHaveURL(comRetorno(aur));
    await expect(page.getByText(SESSAO_EXPIRADA)).toHaveCount(0);
    await entrarNaPagina(page);
    await expect(page).toHaveURL(new RegExp(`${aur}$`));
    await expect(page.getByRole('heading', { name: 'Projeto AUR' })).toBeVisible();
  });

  for (const [nome, retorno] of [
    ['//evil.example', '%2F%2Fevil.example%2Fx'],
    ['https://evil.example', 'https%3A%2F%2Fevil.example'],
    ['/\\evil.example', '%2F%5Cevil.example'],
    ['/%2F%2Fevil.example (codificado duas vezes)', '%2F%252F%252Fevil.example'],
  ]) {
    test(`um retorno para fora da aplicação (${nome}) é ignorado: entra em /boas-vindas`, async ({ page }) => {
      await page.goto(`/login?retorno=${retorno}`);
      await entrarNaPagina(page);
      await expect(page).toHaveURL('http://localhost:3000/boas-vindas');
    });
  }

  test('sessão morta ao recarregar: o login diz por quê e, ao entrar, volta à página', async ({ page, request }) => {
    const aur = await caminhoAur(request);
    await entrar(page);
    await page.goto(aur);
    await expect(page.getByRole('heading', { name: 'Projeto AUR' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await encerrarSessaoNoServidor(page, request);
    await page.reload();
    await expect(page).toHaveURL(comRetorno(aur));
    await expect(page.getByRole('alert')).toHaveText(SESSAO_EXPIRADA);
    await page.screenshot({ path: `${SHOTS}/1440-login-sessao-expirada.png` });
    await entrarNaPagina(page);
    await expect(page).toHaveURL(new RegExp(`${aur}$`));
    await expect(page.getByRole('heading', { name: 'Projeto AUR' })).toBeVisible();
  });

  test('sessão encerrada durante o uso: a próxima ação leva ao login com a mensagem e, ao entrar, de volta', async ({ page, request }) => {
    await entrar(page);
    await page.goto('/projetos/clientes');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Clientes' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await encerrarSessaoNoServidor(page, request);
    await page.getByRole('navigation', { name: 'Submenu' }).getByRole('link', { name: 'Meus Relatórios de Margem' }).click();
    await expect(page).toHaveURL(comRetorno('/projetos/meus/relatorios/margem'));
    await expect(page.getByRole('alert')).toHaveText(SESSAO_EXPIRADA);
    await entrarNaPagina(page);
    await expect(page).toHaveURL(/\/projetos\/meus\/relatorios\/margem$/);
  });

  test('sair em outra aba: esta aba vai ao login com a mensagem e, ao entrar de novo, volta ao projeto', async ({ context, request }) => {
    const aur = await caminhoAur(request);
    const primeira = await context.newPage();
    await entrar(primeira);
    await primeira.waitForLoadState('networkidle');
    const segunda = await context.newPage();
    await segunda.goto(aur);
    await expect(segunda.getByRole('heading', { name: 'Projeto AUR' })).toBeVisible();

    await primeira.getByRole('button', { name: 'Menu do usuário' }).click();
    await primeira.getByRole('menuitem', { name: 'Sair' }).click();
    // The tab where the user asked to leave: the plain login, no way back, no expiry message.
    await expect(primeira).toHaveURL(/\/login$/);
    await expect(primeira.getByText(SESSAO_EXPIRADA)).toHaveCount(0);
    // The other tab: the login, why, and the way back.
    await expect(segunda).toHaveURL(comRetorno(aur));
    await expect(segunda.getByRole('alert')).toHaveText(SESSAO_EXPIRADA);
    await entrarNaPagina(segunda);
    await expect(segunda).toHaveURL(new RegExp(`${aur}$`));
    await expect(segunda.getByRole('heading', { name: 'Projeto AUR' })).toBeVisible();
  });
});

test.describe('celular (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('os submenus cabem: cada link inteiro numa linha, dentro da tela (Projetos, Simulações, Cadastros)', async ({ page }) => {
    await entrar(page, admin.usuario, admin.senha);
    for (const [caminho, links] of [
      ['/projetos', ['Clientes', 'Detalhes', 'Meus Relatórios de Margem']],
      ['/simulacoes/colaboradores', ['Cenários', 'Colaboradores', 'Resultados', 'Squads']],
      ['/cadastros/funcoes', ['Benefícios', 'Colaboradores', 'Departamentos', 'Filial', 'Funções', 'Impostos', 'Regimes de contrato']],
    ] as const) {
      await page.goto(caminho);
      const submenu = page.getByRole('navigation', { name: 'Submenu' });
      await expect(submenu.getByRole('link')).toHaveText([...links]);
      for (const link of links) {
        const caixa = (await submenu.getByRole('link', { name: link, exact: true }).boundingBox())!;
        expect(caixa.x, `${link} começa fora da tela`).toBeGreaterThanOrEqual(0);
        expect(caixa.x + caixa.width, `${link} cortado à direita`).toBeLessThanOrEqual(390);
        expect(caixa.height, `${link} quebrou em várias linhas`).toBeLessThanOrEqual(40);
      }
      await expectNoSideScroll(page, caminho);
      await page.screenshot({ path: `${SHOTS}/390${caminho.replace(/\W+/g, '-')}.png` });
    }
  });

  test('as ações das linhas ficam na tela (Clientes, Administração)', async ({ page }) => {
    await entrar(page, admin.usuario, admin.senha);
    for (const [caminho, tabela, acao] of [
      ['/projetos/clientes', 'Clientes', 'Renomear'],
      ['/administracao', 'Usuários', 'Salvar'],
    ] as const) {
      await page.goto(caminho);
      const botao = page.getByRole('table', { name: tabela }).getByRole('button', { name: acao, exact: true }).first();
      await expect(botao).toBeVisible();
      const caixa = (await botao.boundingBox())!;
      expect(caixa.x + caixa.width, `${acao} fora da tela em ${caminho}`).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/390${caminho.replace(/\W+/g, '-')}.png` });
    }
    // A tap on the pinned action works while the table is scrolled sideways.
    await page.goto('/projetos/clientes');
    await page.getByRole('table', { name: 'Clientes' }).getByRole('button', { name: 'Renomear', exact: true }).first().tap();
    await expect(page.getByRole('dialog', { name: /^Renomear cliente/ })).toBeVisible();
  });

  test('filtro de anos por toque: só anos com projetos, o atual primeiro; um toque por ano, sem Ctrl', async ({ page }) => {
    await entrar(page);
    await page.goto('/projetos');
    const anos = page.getByRole('group', { name: /^Anos/ });
    const caixas = anos.getByRole('checkbox');
    await expect(caixas.first()).toBeVisible();
    const rotulos = await anos.locator('label').allTextContents();
    // The year of the API's business day (the runner's clock is UTC: a new year from 21:00 on 31/12 in São Paulo).
    const atual = diaDaSemeadura().slice(0, 4);
    expect(rotulos[0]).toBe(atual);
    expect(rotulos.length).toBeLessThan(10);
    expect(rotulos.map(Number).slice(1)).toEqual([...rotulos.map(Number).slice(1)].sort((a, b) => b - a));

    const pedido = (valor: string) => page.waitForRequest((req) => /\/jira\/projects\/1\?/.test(req.url()) && new URL(req.url()).searchParams.get('anos') === valor);
    let esperado = pedido(atual);
    await anos.getByText(atual, { exact: true }).tap();
    await esperado;
    if (rotulos.length > 1) {
      esperado = pedido(`${atual},${rotulos[1]}`);
      await anos.getByText(rotulos[1]!, { exact: true }).tap();
      await esperado;
    }
    await expect(anos).toHaveAccessibleName(`Anos (${Math.min(2, rotulos.length)} selecionado${rotulos.length > 1 ? 's' : ''})`);
    await page.screenshot({ path: `${SHOTS}/390-projetos-anos.png` });
  });
});

test('multi-seleção pelo teclado: um Tab entra na lista, setas andam, espaço marca, Tab sai', async ({ page }) => {
  await entrar(page, admin.usuario, admin.senha);
  await page.goto('/projetos/clientes');
  await page.getByRole('table', { name: 'Clientes' }).getByRole('button', { name: 'Associar projetos' }).first().click();
  const dialogo = page.getByRole('dialog', { name: /^Associar projetos ao cliente/ });
  const busca = dialogo.getByRole('searchbox', { name: 'Buscar em Projetos' });
  await busca.click();
  await page.keyboard.press('Tab');
  const caixas = dialogo.getByRole('group', { name: /^Projetos \(/ }).getByRole('checkbox');
  await expect(caixas.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(caixas.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('End');
  await page.keyboard.press('Space');
  await expect(caixas.nth(1)).toBeChecked();
  await expect(caixas.last()).toBeChecked();
  await expect(dialogo.getByRole('group', { name: /^Projetos \(/ })).toHaveAccessibleName('Projetos (2 selecionados)');
  // The chosen ones also show as removable chips above the search box.
  await expect(dialogo.getByRole('group', { name: 'Projetos selecionados' }).getByRole('button', { name: /^Remover / })).toHaveCount(2);
  // Tab leaves the list at once: to its 'Limpar', not to the next checkbox.
  await page.keyboard.press('Tab');
  await expect(dialogo.getByRole('button', { name: 'Limpar Projetos' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/1440-clientes-associar-multiselecao.png` });
});

test.describe('acessibilidade', () => {
  test("'Pular para o conteúdo' é o primeiro Tab e leva à página, poupando o menu", async ({ page }) => {
    await entrar(page);
    await page.goto('/projetos');
    const primeiraLinha = page.getByRole('table', { name: 'Lista de Projetos' }).getByRole('row').nth(1);
    await expect(primeiraLinha).toBeVisible();
    const naPrimeiraLinha = () => primeiraLinha.evaluate((row) => row.contains(document.activeElement));

    // Without the skip link: Tab after Tab through the menus until the first row.
    let semAtalho = 0;
    while (!(await naPrimeiraLinha()) && semAtalho < 80) {
      await page.keyboard.press('Tab');
      semAtalho += 1;
    }
    await page.goto('/projetos');
    await expect(primeiraLinha).toBeVisible();
    await page.keyboard.press('Tab');
    const atalho = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(atalho).toBeFocused();
    await expect(atalho).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/1440-pular-para-o-conteudo.png` });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    let comAtalho = 2;
    while (!(await naPrimeiraLinha()) && comAtalho < 80) {
      await page.keyboard.press('Tab');
      comAtalho += 1;
    }
    console.log(`Tabs até a primeira linha da Lista de Projetos: ${semAtalho} sem o atalho, ${comAtalho} com ele (Tab + Enter contados)`);
    expect(comAtalho).toBeLessThan(semAtalho);
    await expect(mainMenu(page).getByRole('link').filter({ has: page.locator(':focus') })).toHaveCount(0);
  });

  test('todo gráfico do dashboard tem texto alternativo (nenhum SVG como imagem sem nome)', async ({ page }) => {
    await entrar(page);
    await page.goto('/dashboard');
    const grafico = page.getByRole('img', { name: /^Média do valor HH por mês\. / });
    await expect(grafico).toBeVisible();
    expect(await page.locator('svg[role="img"]:not([aria-label]):not([aria-labelledby])').count()).toBe(0);
    const nome = await grafico.getAttribute('aria-label');
    expect(nome).toMatch(/R\$/);
    for (const largura of [1440, 1024, 390]) {
      await page.setViewportSize({ width: largura, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${largura}-dashboard.png` });
    }
  });
});
