import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@financeiro/api';
import type { FakeApi } from '@financeiro/api/testing';
import { findDialog } from '@financeiro/ui/testing';
import { iniciarApi, renderArea } from '../testing';

let api: FakeApi;
beforeEach(async () => {
  api = await iniciarApi();
});
afterEach(async () => {
  await api.close();
  useSession.getState().clear();
});

async function abrirHub() {
  const router = renderArea('/relatorios-delivery');
  await screen.findByRole('heading', { name: 'Relatórios Delivery' });
  await waitFor(() => expect(api.requests.filter((r) => r.path === '/relatorio/projetos' || r.path === '/relatorio/clientes')).toHaveLength(2));
  return router;
}

async function abrir(titulo: string) {
  await userEvent.click(screen.getByRole('button', { name: `Abrir ${titulo}` }));
  return findDialog(titulo);
}

const gerar = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Gerar' }));
const digitar = async (dialog: HTMLElement, label: string, texto: string) => userEvent.type(within(dialog).getByLabelText(label, { selector: 'input' }), texto);

describe('hub Relatórios Delivery', () => {
  it('searches the reports, shows the info popups and goes to the chat', async () => {
    const router = await abrirHub();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar relatório' }), 'capacidade');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Capacidade por Área', 'Capacidade por Projeto']);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Buscar relatório' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar relatório' }), 'nada disso');
    expect(screen.getByText('Nenhum relatório encontrado.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Buscar relatório' }));

    await userEvent.click(screen.getByRole('button', { name: 'Sobre Custo Previsto x Realizado' }));
    expect(await screen.findByText(/a variação acumulada considera só os meses já encerrados/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Conversar com nossa IA' }));
    expect(router.visitados[0]?.pathname).toBe('/relatorios-delivery/chat-bot');
  });

  it('cost comparison: the spec messages, then the route with the period or all/all', async () => {
    const router = await abrirHub();
    const dialog = await abrir('Custo Previsto x Realizado');
    await gerar(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Preencha todos os campos* antes de prosseguir.');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Projeto' }), 'ABC');
    await digitar(dialog, 'Período Inicial', '01032026');
    await gerar(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Preencha todos os campos* antes de prosseguir.');
    await digitar(dialog, 'Período Final', '31012026');
    await gerar(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Período Inicial menor que Período Final.');
    expect(router.visitados).toEqual([]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Todo o período' }));
    await gerar(dialog);
    await waitFor(() => expect(router.visitados[0]?.pathname).toBe('/relatorios-delivery/comparativo-custo/ABC/10/all/all'));
  });

  it('revenue comparison with a period', async () => {
    const router = await abrirHub();
    const dialog = await abrir('Faturamento Previsto x Realizado');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Projeto' }), 'XYZ');
    await digitar(dialog, 'Período Inicial', '01012026');
    await digitar(dialog, 'Período Final', '30062026');
    await gerar(dialog);
    await waitFor(() => expect(router.visitados[0]?.pathname).toBe('/relatorios-delivery/comparativo-faturamento/XYZ/11/2026-01-01/2026-06-30'));
  });

  it('annual result requires project and year', async () => {
    const router = await abrirHub();
    const dialog = await abrir('Resultado Anual do Projeto');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Projeto' }), 'ABC');
    await gerar(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Preencha todos os campos* antes de prosseguir.');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Ano' }), 'total');
    await gerar(dialog);
    await waitFor(() => expect(router.visitados[0]?.pathname).toBe('/relatorios-delivery/resultado-anual/ABC/10/total'));
  });

  it("cost history: the client's projects, dates and cost type go in the navigation state", async () => {
    const router = await abrirHub();
    const dialog = await abrir('Histórico de Custos');
    await gerar(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Preencha todos os campos* antes de prosseguir.');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Filtrar por' }), 'lider');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ana' }));
    expect(within(dialog).getByText('2 projetos no filtro.')).toBeInTheDocument();
    await digitar(dialog, 'Período Inicial', '01012026');
    await digitar(dialog, 'Período Final', '31032026');
    await gerar(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Preencha todos os campos* antes de prosseguir.');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Tipo de custo' }), 'VALOR_HH');
    await gerar(dialog);
    await waitFor(() =>
      expect(router.visitados[0]).toEqual({
        pathname: '/relatorios-delivery/historico-custos',
        state: { tipoFiltro: 'lider', projetos: ['ABC', 'INT'], dataInicio: '2026-01-01', dataFim: '2026-03-31', tipoCusto: 'VALOR_HH' },
      }),
    );
  });

  it('capacity by area: both dates, state { dataInicio, dataFim }', async () => {
    const router = await abrirHub();
    const dialog = await abrir('Capacidade por Área');
    await gerar(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Preencha todos os campos antes de prosseguir.');
    await digitar(dialog, 'Período Inicial', '01042026');
    await digitar(dialog, 'Período Final', '01032026');
    await gerar(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Período Inicial menor que Período Final.');
    await userEvent.clear(within(dialog).getByLabelText('Período Final', { selector: 'input' }));
    await digitar(dialog, 'Período Final', '30062026');
    await gerar(dialog);
    await waitFor(() => expect(router.visitados[0]).toEqual({ pathname: '/relatorios-delivery/relatorio-capacidade-area', state: { dataInicio: '2026-04-01', dataFim: '2026-06-30' } }));
  });

  it('capacity by project: NAO-INT-1000 selection, and the client radio', async () => {
    const router = await abrirHub();
    let dialog = await abrir('Capacidade por Projeto');
    await digitar(dialog, 'Período Inicial', '01012026');
    await digitar(dialog, 'Período Final', '31032026');
    await gerar(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Preencha todos os campos antes de prosseguir.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Todos exceto INT-1000' }));
    await gerar(dialog);
    await waitFor(() =>
      expect(router.visitados[0]).toEqual({
        pathname: '/relatorios-delivery/relatorio-capacidade-projeto',
        state: {
          dataInicio: '2026-01-01',
          dataFim: '2026-03-31',
          projetos: [
            { id: 10, key: 'ABC', label: 'ABC - Projeto ABC' },
            { id: 11, key: 'XYZ', label: 'XYZ - Projeto XYZ' },
          ],
          radio: 'projeto',
        },
      }),
    );
    // Back to the hub through the report's Voltar, by client this time.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    dialog = await abrir('Capacidade por Projeto');
    await digitar(dialog, 'Período Inicial', '01012026');
    await digitar(dialog, 'Período Final', '31032026');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Cliente' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Cliente' }), '2');
    await gerar(dialog);
    await waitFor(() =>
      expect(router.visitados.find((item, index) => index > 0 && item.pathname.endsWith('capacidade-projeto'))?.state).toEqual({
        dataInicio: '2026-01-01',
        dataFim: '2026-03-31',
        projetos: [{ id: 11, key: 'XYZ', label: 'XYZ - Projeto XYZ' }],
        radio: 'cliente',
        cliente: 'Cliente 2',
      }),
    );
  });
});
