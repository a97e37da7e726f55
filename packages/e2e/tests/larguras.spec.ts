import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/stack';
import { abrirNoApp, entrarPelaApi, expectNoSideScroll, problemasDosGraficos, tetoPorTelas } from './helpers';
import { DEMO_USERS, SECTION_HEADINGS } from './users';

const admin = DEMO_USERS[0]!;
const LARGURAS = [1440, 1024, 390];
const PASTA = path.join(REPO_ROOT, 'packages/e2e/test-results/larguras');
/** Pages inside the sections whose tables are wide (the Carteira scrolled the whole page sideways at 390 px). */
const PAGINAS_COM_TABELAS: { path: string; heading: string; grafico?: string }[] = [
  { path: '/relatorios-delivery/carteira', heading: 'Carteira de Projetos' },
  { path: '/relatorios-delivery/projecao/AURSUS', heading: 'Projeção - AURSUS - Aurora Sustentação Core', grafico: 'Custo acumulado de AURSUS' },
  { path: '/relatorios-delivery/relatorio-fluxo-caixa', heading: 'Fluxo de Caixa', grafico: 'Gráfico do fluxo de caixa' },
  { path: '/relatorios/evolucao', heading: 'Evolução do custo', grafico: 'Custo-hora por fechamento' },
  { path: '/simulacoes/my-teams', heading: 'Lista de simulações de times' },
  { path: '/administracao/auditoria', heading: 'Auditoria' },
  { path: '/simulacoes/cenarios', heading: 'Cenários de custo' },
];

/**
 * Every section, and the pages inside them with wide tables, at the desktop, tablet and phone widths: the
 * page never scrolls sideways (wide tables scroll inside their own box; the lint rule asks every screen's
 * table for its Table.ScrollArea), the menu is reachable, and a screenshot of each is kept. Their charts are
 * readable at each width: no text over another (x labels, marker texts, both axes, legend), the legend off
 * the plot and in the series' colours, the plot at least 40 % of the chart's width (at 390 px the Projeção's
 * plot was 80 px wide with 23 month labels and 18 closing texts piled on it, the Fluxo de Caixa had no bars).
 */
// The widths read and change nothing: two at a time, each on a worker (issue 33).
test.describe.configure({ mode: 'parallel' });

for (const largura of LARGURAS) {
  test(`cada seção em ${largura} px: sem rolagem lateral da página, menu alcançável, captura de tela`, async ({ page }) => {
    tetoPorTelas(Object.keys(SECTION_HEADINGS).length + PAGINAS_COM_TABELAS.length);
    await page.setViewportSize({ width: largura, height: 900 });
    await entrarPelaApi(page, admin.usuario, admin.senha);
    for (const [nome, secao] of Object.entries(SECTION_HEADINGS)) {
      await abrirNoApp(page, secao.path);
      await expect(page.getByRole('main').getByRole('heading', { name: secao.heading, exact: true }).first()).toBeVisible();
      await expectNoSideScroll(page, `${nome} em ${largura} px`);
      await page.screenshot({ path: path.join(PASTA, `${largura}-${secao.path.replace(/\W+/g, '') || 'raiz'}.png`) });
    }
    for (const pagina of PAGINAS_COM_TABELAS) {
      await abrirNoApp(page, pagina.path);
      await expect(page.getByRole('main').getByRole('heading', { name: pagina.heading, exact: true }).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
      await expectNoSideScroll(page, `${pagina.heading} em ${largura} px`);
      if (pagina.grafico) {
        await expect(page.getByRole('figure', { name: pagina.grafico }).locator('svg text').first()).toBeVisible();
        expect(await problemasDosGraficos(page), `gráficos de ${pagina.heading} em ${largura} px`).toEqual([]);
      }
      await page.screenshot({ path: path.join(PASTA, `${largura}-${pagina.path.replace(/\W+/g, '')}.png`) });
    }
    // The demo scenario: totals, month by month, employees and projects, each a wide table.
    await page.getByRole('table', { name: 'Cenários' }).getByText('Dissídio 2027: 5,5 % para todos').click();
    await expect(page.getByRole('table', { name: 'Projetos do cenário' })).toBeVisible();
    await expectNoSideScroll(page, `cenário de demonstração em ${largura} px`);
    if (largura < 1024) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Projetos' })).toBeVisible();
    } else {
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    }
  });
}
