import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type RespostaProjecao } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { captureXlsxDownloads, renderWithUi } from '../test-utils';
import { ProjecaoView } from './ProjecaoView';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { name: 'Ana', email: 'ana@x.com', roles: {} } });
});
afterEach(async () => {
  await api.close();
  useSession.getState().clear();
});

const zero = { horas: '0.00', mix: '0.00', taxa: '0.00', foraDoPlano: '0.00', indiretos: '0.00' };
/** The backend test's hand-computed PRJA (src/modules/projecao/projecao.test.ts), with no sale value on one side. */
const resposta = (valorVenda: string, margem: string | null): RespostaProjecao =>
  ({
    projeto: { id: 1, chave: 'PRJA', nome: 'Portal Projeção', cliente: null, lider: null, categoria: null },
    mesAtual: '11-2031',
    ultimoFechamento: '10-2031',
    valorVenda,
    custoPrevisto: '30000.00',
    margemPlanejada: margem,
    margemPrevistaInformada: null,
    realizado: { total: '13700.00', provisorio: '0.00', meses: [] },
    aRealizar: { meses: [], total: '24000.00' },
    desempenho: { cpi: '0.7299', fator: '1.370000', limitado: false },
    estimativaA: { custo: '37700.00', resultado: '7300.00', margem },
    estimativaB: { custo: '46580.00', resultado: '-1580.00', margem: margem === null ? null : '-0.035111' },
    consumido: '0.456667',
    mesesRestantes: 2,
    fimDoPlano: '12-2031',
    meses: [
      { mes: '10-2031', previsto: '10000.00', real: '13700.00', provisorio: false, estimado: false, aRealizar: null, acumuladoPrevisto: '10000.00', acumuladoReal: '13700.00', acumuladoProjetado: '13700.00' },
      { mes: '11-2031', previsto: '10000.00', real: '0.00', provisorio: true, estimado: false, aRealizar: '12000.00', acumuladoPrevisto: '20000.00', acumuladoReal: '13700.00', acumuladoProjetado: '25700.00' },
    ],
    degraus: [],
    variacao: { ate: '10-2031', previsto: '10000.00', real: '13700.00', total: '3700.00', componentes: { ...zero, horas: '1000.00', taxa: '2200.00', indiretos: '500.00' }, porFuncao: [], porPessoa: [], porMes: [] },
    indicadores: { margemNoTermino: margem, desvio: '0.37', previstoAteHoje: '10000.00', realAteHoje: '13700.00' },
    status: 'em_risco',
    motivos: ['Custo acima do previsto'],
    causa: '+R$ 2.200,00 por custo-hora acima do previsto em Dev',
  }) as RespostaProjecao;

describe('ProjecaoView', () => {
  it('shows the cards, the variance, the cause and exports the months', async () => {
    api.on('GET /projecao/:key', () => ({ body: { data: resposta('45000.00', '0.162222') } }));
    const downloads = captureXlsxDownloads();
    renderWithUi(<ProjecaoView chave="PRJA" larguraGrafico={600} />);
    expect(await screen.findByRole('heading', { name: 'Projeção - PRJA - Portal Projeção' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Margem no término (a)' })).toHaveTextContent('16,22%');
    expect(screen.getByRole('region', { name: 'Margem no término (b)' })).toHaveTextContent('-3,51%');
    expect(screen.getByText('em risco')).toBeInTheDocument();
    const variacao = screen.getByRole('table', { name: 'Variação explicada' });
    expect(within(variacao).getByText('Custo-hora').closest('tr')).toHaveTextContent('+R$ 2.200,00');
    expect(screen.getByTestId('causa')).toHaveTextContent('Causa: +R$ 2.200,00 por custo-hora acima do previsto em Dev');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.rows[0]).toEqual(['Mês', 'Previsto', 'Realizado', 'Provisório', 'A realizar', 'Previsto acumulado', 'Realizado acumulado', 'Projetado acumulado']);
    expect(downloads[0]!.rows[2]).toEqual(['11/2031', 10000, 0, 'Sim', 12000, 20000, 13700, 25700]);
  });

  it('a project without sale value has no margin percentage (zero-base rule)', async () => {
    api.on('GET /projecao/:key', () => ({ body: { data: resposta('0.00', null) } }));
    renderWithUi(<ProjecaoView chave="PRJA" larguraGrafico={600} />);
    expect(await screen.findByRole('region', { name: 'Margem no término (a)' })).toHaveTextContent('sem receita');
    expect(screen.getByRole('region', { name: 'Margem planejada' })).not.toHaveTextContent('0,00%');
  });
});
