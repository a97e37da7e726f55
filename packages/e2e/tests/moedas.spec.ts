import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { entrarPelaApi, marcar, mesAnterior } from './helpers';
import { DEMO_USERS } from './users';

/**
 * Issue 34 point 4: every extra cost shows its own currency and, beside it, the BRL value with the
 * rate and the rate's date — in the project detail, the cost history and its export. One journey per
 * currency, on the demo seed's costs of last month (AUR: AWS USD 1.850,00 at 5,35 and licenses
 * R$ 2.400,00; VKP: Azure EUR 920,00 at 6,20), whose rate is the rate of the cost's date (its first day).
 */

const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;

interface Caso {
  moeda: 'USD' | 'EUR' | 'BRL';
  projeto: string;
  descricao: string;
  /** The amount in its own currency, as the screens write it. */
  valor: string;
  /** The BRL value; for USD/EUR followed by ' · cotação x de <first day of last month>'. */
  reais: string;
  cotacao: string | null;
  planilha: { valor: number; cotacao: number | ''; reais: number };
}

const CASOS: Caso[] = [
  {
    moeda: 'USD',
    projeto: 'AUR',
    descricao: 'AWS - ambiente de homologação',
    valor: 'US$ 1.850,00',
    reais: 'R$ 9.897,50',
    cotacao: '5,3500',
    planilha: { valor: 1850, cotacao: 5.35, reais: 9897.5 },
  },
  {
    moeda: 'EUR',
    projeto: 'VKP',
    descricao: 'Azure - clusters de demonstração',
    valor: '€ 920,00',
    reais: 'R$ 5.704,00',
    cotacao: '6,2000',
    planilha: { valor: 920, cotacao: 6.2, reais: 5704 },
  },
  {
    moeda: 'BRL',
    projeto: 'AUR',
    descricao: 'Licenças de ferramentas de teste',
    valor: 'R$ 2.400,00',
    reais: 'R$ 2.400,00',
    cotacao: null,
    planilha: { valor: 2400, cotacao: '', reais: 2400 },
  },
];

/** Opens the project's detail from the list (search typed key by key) over last month. */
async function abrirDetalhe(page: Page, chave: string, mes: ReturnType<typeof mesAnterior>) {
  await page.goto('/projetos');
  const busca = page.getByLabel('Buscar por nome ou key');
  await busca.pressSequentially(chave);
  const lista = page.getByRole('table', { name: 'Lista de Projetos' });
  // Each key reloads the list, which keeps its previous rows meanwhile (busy): the row is clicked once the
  // rows answer the whole key, or the click lands where the row was before the list moved it.
  await expect(lista).toHaveAttribute('aria-busy', 'false');
  const linha = lista.getByRole('row').filter({ has: page.getByRole('cell', { name: chave, exact: true }) });
  await marcar(linha.getByRole('checkbox'));
  await page.getByRole('button', { name: 'Resultados' }).click();
  await expect(page.getByRole('heading', { name: `Projeto ${chave}` })).toBeVisible();
  const inicio = page.getByLabel('Data inicial');
  await inicio.clear();
  await inicio.pressSequentially(mes.inicio);
  await expect(page.getByLabel('Data final')).toHaveValue(mes.fim);
  await page.getByRole('button', { name: 'Filtrar' }).click();
}

async function exportar(page: Page) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = await downloadPromise;
  const workbook = XLSX.readFile(await download.path(), { cellDates: true });
  const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
  const [cabecalho] = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
  return { cabecalho: cabecalho as string[], linhas: XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet) };
}

const dataNaPlanilha = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

// Each currency's journey reads the demo's costs and changes nothing: two at a time (issue 33).
test.describe.configure({ mode: 'parallel' });

for (const caso of CASOS) {
  test(`${caso.moeda}: o custo extra mostra a própria moeda e o valor em reais com a cotação e a data, no detalhe, no histórico e na exportação`, async ({ page }) => {
    const mes = mesAnterior();
    const conversao = caso.cotacao === null ? caso.reais : `${caso.reais} · cotação ${caso.cotacao} de ${mes.inicio}`;
    await entrarPelaApi(page, financeiro.usuario, financeiro.senha, null);

    // Project detail: Valor in its currency, Valor Convertido in BRL with the rate and its date.
    await abrirDetalhe(page, caso.projeto, mes);
    const custos = page.getByRole('table', { name: 'Custos indiretos' });
    const linha = custos.getByRole('row').filter({ hasText: caso.descricao });
    await expect(linha).toHaveCount(1);
    await expect(linha.getByRole('cell').nth(2)).toHaveText(caso.valor);
    await expect(linha.getByRole('cell').nth(3)).toHaveText(conversao);

    // Cost history of the project, every type, grouped by project.
    await page.goto('/relatorios-delivery');
    await page.getByRole('button', { name: 'Abrir Histórico de Custos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Histórico de Custos' });
    await dialog.getByLabel('Filtrar por', { exact: true }).selectOption('projeto');
    await dialog.getByRole('checkbox', { name: new RegExp(`^${caso.projeto} - `) }).check();
    for (const [rotulo, data] of [['Período Inicial', mes.inicio], ['Período Final', mes.fim]] as const) {
      const campo = dialog.getByLabel(rotulo, { exact: true });
      await campo.clear();
      await campo.pressSequentially(data);
    }
    await dialog.getByLabel('Tipo de custo', { exact: true }).selectOption('TOTAL');
    await dialog.getByRole('button', { name: 'Gerar' }).click();
    await expect(page).toHaveURL(/\/relatorios-delivery\/historico-custos$/);
    const historico = page.getByRole('table', { name: new RegExp(`^Custos de ${caso.projeto} - `) });
    const custo = historico.getByRole('row').filter({ hasText: caso.descricao });
    await expect(custo.getByRole('cell').nth(4)).toHaveText(caso.valor);
    await expect(custo.getByRole('cell').nth(5)).toHaveText(caso.cotacao === null ? '—' : `${caso.cotacao} de ${mes.inicio}`);
    await expect(custo.getByRole('cell').nth(6)).toHaveText(caso.reais);

    // The export: each column once, the cost in its currency, the rate, its date and the BRL value.
    const planilha = await exportar(page);
    expect(planilha.cabecalho.filter((titulo) => titulo === 'Projeto')).toHaveLength(1);
    expect(new Set(planilha.cabecalho).size).toBe(planilha.cabecalho.length);
    const exportado = planilha.linhas.find((row) => row['Descrição'] === caso.descricao)!;
    expect(exportado).toBeDefined();
    const [dia, mesNumero, ano] = mes.inicio.split('/');
    expect({
      moeda: exportado.Moeda,
      valor: exportado.Valor,
      cotacao: exportado['Cotação'] ?? '',
      data: dataNaPlanilha(exportado['Data da cotação'] ?? ''),
      reais: exportado['Valor (R$)'],
    }).toEqual({
      moeda: caso.moeda,
      valor: caso.planilha.valor,
      cotacao: caso.planilha.cotacao,
      data: caso.cotacao === null ? '' : `${ano}-${mesNumero}-${dia}`,
      reais: caso.planilha.reais,
    });
  });
}
