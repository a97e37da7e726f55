import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BACKEND_PORT } from '../support/stack';
import { abrirNoApp, signIn, tetoPorTelas } from './helpers';
import { DEMO_USERS } from './users';

const API = `http://localhost:${BACKEND_PORT}`;
const admin = DEMO_USERS.find((user) => user.usuario === 'admin')!;

/**
 * Issue 34 point 10, measured: axe-core (WCAG 2.x A/AA and best practices) on the main screens at 1440
 * and 390 px. No serious or critical violation is allowed; the moderate and minor ones are printed with
 * their counts (the line 'axe <largura> <tela>: …'), so the report of a run says what is left.
 */
interface Tela {
  nome: string;
  caminho: string | ((page: Page) => Promise<string>);
  /**
   * What shows once the screen has its data (axe runs on the screen the user reads, not a spinner), and only on
   * this screen: the walk opens each in the running app, so the previous screen's rows must not pass for its.
   */
  pronta: (page: Page) => Locator;
}

async function detalheAur(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('financeiro-session'));
  const { token } = (JSON.parse(raw ?? '{}') as { state: { token: string } }).state;
  const resposta = await page.request.get(`${API}/jira/projects/search/1/AUR`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await resposta.json()) as { data: Array<{ key: string; id: number }> };
  return String(data.find((projeto) => projeto.key === 'AUR')!.id);
}

const TELAS: Tela[] = [
  { nome: 'projetos', caminho: '/projetos', pronta: (page) => page.getByRole('table', { name: 'Lista de Projetos' }).getByRole('row').nth(1) },
  { nome: 'detalhe do projeto', caminho: async (page) => `/projetos/AUR/${await detalheAur(page)}`, pronta: (page) => page.getByTestId('resumo-Horas trabalhadas') },
  { nome: 'colaboradores', caminho: '/cadastros/colaboradores', pronta: (page) => page.getByRole('table', { name: 'Lista de Colaboradores' }).getByRole('row').nth(1) },
  { nome: 'novo colaborador', caminho: '/cadastros/colaboradores/new', pronta: (page) => page.getByRole('heading', { name: 'Novo Colaborador' }) },
  { nome: 'fechamentos', caminho: '/fechamentos', pronta: (page) => page.getByRole('table', { name: 'Lista de Fechamentos' }).getByRole('row').nth(1) },
  {
    nome: 'relatório custo previsto x realizado',
    caminho: async (page) => `/relatorios-delivery/comparativo-custo/AUR/${await detalheAur(page)}/all/all`,
    pronta: (page) => page.getByRole('table', { name: /^Custo Previsto x Realizado \d{4}$/ }),
  },
  { nome: 'simulações de resultados', caminho: '/simulacoes/results', pronta: (page) => page.getByRole('heading', { name: /simulações de resultados/i }) },
];

type Contagem = Record<'critical' | 'serious' | 'moderate' | 'minor', number>;

async function analisar(page: Page, largura: number, nome: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const contagem: Contagem = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const violacao of violations) contagem[violacao.impact as keyof Contagem] += violacao.nodes.length;
  const regras = violations.map((violacao) => `${violacao.id} (${violacao.impact}, ${violacao.nodes.length})`).join(', ');
  console.log(`axe ${largura} ${nome}: ${JSON.stringify(contagem)}${regras ? ` — ${regras}` : ''}`);
  const graves = violations
    .filter((violacao) => violacao.impact === 'serious' || violacao.impact === 'critical')
    .flatMap((violacao) => violacao.nodes.map((node) => `${violacao.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
  expect.soft(graves, `${nome} a ${largura} px: violações sérias ou críticas`).toEqual([]);
}

// The two widths read and change nothing: two at a time, each on its own worker (issue 33).
test.describe.configure({ mode: 'parallel' });

for (const largura of [1440, 390]) {
  test(`${largura} px: nenhuma violação séria ou crítica do axe no login e nas telas principais`, async ({ page }) => {
    tetoPorTelas(TELAS.length + 1);
    await page.setViewportSize({ width: largura, height: largura > 1000 ? 900 : 844 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await analisar(page, largura, 'login');
    await signIn(page, admin.usuario, admin.senha);
    for (const tela of TELAS) {
      await abrirNoApp(page, typeof tela.caminho === 'string' ? tela.caminho : await tela.caminho(page));
      await expect(tela.pronta(page)).toBeVisible();
      await analisar(page, largura, tela.nome);
    }
  });
}
