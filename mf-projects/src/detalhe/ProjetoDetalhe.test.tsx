import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type CustoProjeto, type DetalheProjeto } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { API_NAME, formatDate, lastDayOfMonth, todayInSaoPaulo } from '@financeiro/domain';
import { findDialog, renderRoute } from '@financeiro/ui/testing';
import App from '../App';
import { loadCharts } from '@financeiro/ui';

const EMAIL = 'ana@veecode.com.br';

function detalhe(page: number): DetalheProjeto {
  return {
    keys: ['ABC'],
    timeSpentTotal: 36000,
    timeSpentBillable: 27000,
    custoHH: '1500.00',
    custoIndireto: '543.00',
    total: '2043.00',
    estimado: false,
    timeSpentUser: [
      { user: 'Ana Souza', accountId: 'a1', colaboradorMat: 1, timeLogged: 18000, billableLogged: 18000, custoHH: '100.0000', custoTotal: '500.00', projeto: 'ABC', estimado: false },
      { user: 'Bruno Lima', accountId: 'b1', colaboradorMat: 2, timeLogged: 18000, billableLogged: 9000, custoHH: '200.0000', custoTotal: '1000.00', projeto: 'ABC', estimado: false },
    ],
    timesheet: Array.from({ length: page === 1 ? 10 : 3 }, (_, index) => ({
      key: `ABC-${(page - 1) * 10 + index + 1}`,
      summary: `Tarefa ${(page - 1) * 10 + index + 1}`,
      timeLogged: 3600,
      user: 'Ana Souza',
    })),
    pages: 2,
  };
}

function custo(id: number, email: string, extra: Partial<CustoProjeto> = {}): CustoProjeto {
  return {
    id,
    email,
    projeto: 'ABC',
    descricao: `Custo ${id}`,
    periodo_inicio: '2026-10-01',
    periodo_fim: '2026-10-31',
    tipo_custo: 'INFRA_CLOUD',
    valor: '100.00',
    moeda: 'USD',
    cotacao: '5.43',
    cotacao_data: '2026-10-01',
    valor_convertido: '543.00',
    ...extra,
  };
}

let api: FakeApi;
let custos: CustoProjeto[];
const detailRequests = () => api.requests.filter((request) => request.method === 'POST' && request.path.startsWith('/jira/projects/ABC'));
const lastDetail = () => detailRequests()[detailRequests().length - 1];


// The charts are a lazy chunk: load it once, before the waits start.
beforeAll(loadCharts);
beforeEach(async () => {
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { name: 'Ana', email: EMAIL, roles: { [API_NAME]: ['projetos'] } } });
  custos = [custo(1, EMAIL), custo(2, 'outra@veecode.com.br', { tipo_custo: 'OUTROS', moeda: 'BRL', cotacao: '1', cotacao_data: null, valor: '50.00', valor_convertido: '50.00' })];
  api = await startFakeApi();
  api.on('POST /jira/projects/:keys/:start/:end', ({ body }) => ({ body: detalhe((body as { page?: number }).page ?? 1) }));
  api.on('GET /custo-projeto/:key/:start/:end', () => ({ body: { data: custos } }));
  api.on('GET /cotacao', () => ({
    body: { data: [{ moeda: 'USD', bid: '5.4321', cotadoEm: '2026-11-23T10:00:00Z', atual: true }, { moeda: 'EUR', bid: '6.1234', cotadoEm: '2026-11-23T10:00:00Z', atual: true }] },
  }));
});
afterEach(async () => {
  await api.close();
  useSession.getState().clear();
  jest.restoreAllMocks();
});

const renderDetail = (path = '/projetos/ABC/10') => renderRoute(<App />, { route: '/projetos/*', at: path });

async function filtrarPeriodo(inicio: string, fim?: string) {
  const campoInicio = screen.getByLabelText('Data inicial');
  await userEvent.clear(campoInicio);
  await userEvent.type(campoInicio, inicio.replace(/\//g, ''));
  if (fim) {
    const campoFim = screen.getByLabelText('Data final');
    await userEvent.clear(campoFim);
    await userEvent.type(campoFim, fim.replace(/\//g, ''));
  }
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
}

describe('Projeto :key', () => {
  it('shows the summary figures, collaborators, indirect costs and the tasks 10 per page', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Projeto ABC' })).toBeInTheDocument();
    expect(await screen.findByTestId('resumo-Horas trabalhadas')).toHaveTextContent('10,00');
    expect(screen.getByTestId('resumo-Horas faturáveis')).toHaveTextContent('7,50');
    expect(screen.getByTestId('resumo-Custo Total HH')).toHaveTextContent('R$ 1.500,00');
    expect(screen.getByTestId('resumo-Custo Total')).toHaveTextContent('R$ 2.043,00');

    // Default period: the current month; dates go as dd/MM/yyyy URL-encoded; the body carries the keys.
    const hoje = todayInSaoPaulo();
    const inicio = encodeURIComponent(formatDate(`${hoje.slice(0, 8)}01`));
    const fim = encodeURIComponent(formatDate(lastDayOfMonth(hoje)));
    expect(lastDetail().path).toBe(`/jira/projects/ABC/${inicio}/${fim}`);
    expect(lastDetail().body).toEqual({ key: ['ABC'], page: 1 });

    const colaboradores = screen.getByRole('table', { name: 'Colaboradores' });
    expect(within(colaboradores).getByText('Bruno Lima')).toBeInTheDocument();
    for (const header of ['Colaborador', 'Horas Trabalhadas', 'Custo Médio Hora', 'Custo Total', 'Projeto']) {
      expect(within(colaboradores).getByRole('button', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Exportar colaboradores' })).toBeInTheDocument();

    const indiretos = screen.getByRole('table', { name: 'Custos indiretos' });
    expect(await within(indiretos).findByText('Custo 1')).toBeInTheDocument();
    for (const header of ['Tipos de custos', 'Descrição', 'Valor', 'Valor Convertido', 'Moeda', 'Projeto']) {
      expect(within(indiretos).getByRole('button', { name: header })).toBeInTheDocument();
    }
    expect(within(indiretos).getByText('Infraestrutura em Cloud')).toBeInTheDocument();
    expect(within(indiretos).getByText('Dólar')).toBeInTheDocument();
    // Each amount in its own currency; a foreign one's BRL value with the rate and its date (issue 34 point 4).
    expect(within(indiretos).getByText('US$ 100,00')).toBeInTheDocument();
    expect(within(indiretos).getByText('R$ 543,00 · cotação 5,4300 de 01/10/2026')).toBeInTheDocument();
    expect(within(indiretos).getAllByText('R$ 50,00')).toHaveLength(2);

    const tarefas = screen.getByRole('table', { name: 'Tarefas' });
    expect(within(tarefas).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await within(screen.getByRole('table', { name: 'Tarefas' })).findByText('ABC-13')).toBeInTheDocument();
    expect(lastDetail().body).toEqual({ key: ['ABC'], page: 2 });

    // Collapsible.
    await userEvent.click(screen.getByRole('button', { name: /Tarefas/ }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Tarefas' })).not.toBeInTheDocument());
  });

  it('says what the rounded rows add up to when the Custo Total HH (exact parts, rounded once) differs', async () => {
    // Each row is its exact cost rounded to cents: 500,004 and 1.000,004 show as 500,00 and 1.000,00,
    // while the total of the exact parts, 1.500,008, is 1.500,01.
    api.on('POST /jira/projects/:keys/:start/:end', ({ body }) => ({ body: { ...detalhe((body as { page?: number }).page ?? 1), custoHH: '1500.01', total: '2043.01' } }));
    renderDetail();
    expect(await screen.findByTestId('resumo-Custo Total HH')).toHaveTextContent('R$ 1.500,01');
    expect(
      screen.getByText('Cada linha está arredondada ao centavo e as linhas somam R$ 1.500,00; o Custo Total HH (R$ 1.500,01) soma os valores exatos e arredonda uma vez.'),
    ).toBeInTheDocument();
  });

  it('has no rounding note when the rows add up to the Custo Total HH', async () => {
    renderDetail();
    expect(await screen.findByTestId('resumo-Custo Total HH')).toHaveTextContent('R$ 1.500,00');
    expect(screen.queryByText(/Cada linha está arredondada ao centavo/)).not.toBeInTheDocument();
  });

  it('sets the end date to the end of the start month and enables Adicionar/Comparar Custos only for a whole month', async () => {
    renderDetail();
    await screen.findByTestId('resumo-Custo Total');
    await filtrarPeriodo('01/02/2024');
    expect(screen.getByLabelText('Data final')).toHaveValue('29/02/2024');
    await waitFor(() => expect(lastDetail().path).toBe('/jira/projects/ABC/01%2F02%2F2024/29%2F02%2F2024'));
    expect(screen.getByRole('button', { name: 'Adicionar Custos' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Comparar Custos' })).toBeEnabled();

    await filtrarPeriodo('10/02/2024');
    expect(screen.getByLabelText('Data final')).toHaveValue('29/02/2024');
    await waitFor(() => expect(lastDetail().path).toBe('/jira/projects/ABC/10%2F02%2F2024/29%2F02%2F2024'));
    expect(screen.getByRole('button', { name: 'Adicionar Custos' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Comparar Custos' })).toBeDisabled();
  });

  it('keeps Adicionar Custos and Comparar Custos disabled for several projects', async () => {
    renderDetail('/projetos/ABC,DEF/10,11');
    expect(await screen.findByRole('heading', { name: 'Projeto ABC, DEF' })).toBeInTheDocument();
    await screen.findByTestId('resumo-Custo Total');
    expect(screen.getByRole('button', { name: 'Adicionar Custos' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Comparar Custos' })).toBeDisabled();
    expect(lastDetail().body).toEqual({ key: ['ABC', 'DEF'], page: 1 });
  });

  it("a late answer of an earlier period neither replaces the newer period's figures nor alerts", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    let soltarAntiga: () => void = () => undefined;
    const antiga = new Promise<void>((resolve) => (soltarAntiga = resolve));
    api.on('POST /jira/projects/:keys/:start/:end', async ({ path }) => {
      if (path.includes('01%2F02%2F2024')) return { body: { ...detalhe(1), custoHH: '777.00' } };
      await antiga;
      return { status: 500, body: { errors: [{ errorMessage: 'Falha no Tempo.' }] } };
    });
    renderDetail();
    await waitFor(() => expect(detailRequests()).toHaveLength(1));
    await filtrarPeriodo('01/02/2024');
    expect(await screen.findByTestId('resumo-Custo Total HH')).toHaveTextContent('R$ 777,00');
    soltarAntiga();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('resumo-Custo Total HH')).toHaveTextContent('R$ 777,00');
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows server errors as a browser alert', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    api.on('POST /jira/projects/:keys/:start/:end', () => ({ status: 500, body: { errors: [{ errorMessage: 'Falha no Tempo.' }] } }));
    renderDetail();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Falha no Tempo.'));
  });

  it('shows Editar and Excluir only to the owner of a cost, and deletes it', async () => {
    api.on('DELETE /custo-projeto/:id', ({ path }) => {
      custos = custos.filter((item) => `/custo-projeto/${item.id}` !== path);
      return { body: { message: 'ok' } };
    });
    renderDetail();
    const indiretos = await screen.findByRole('table', { name: 'Custos indiretos' });
    await userEvent.click(await within(indiretos).findByText('Custo 2'));
    let dialog = await findDialog();
    expect(within(dialog).getByText('outra@veecode.com.br')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(indiretos).getByText('Custo 1'));
    dialog = await findDialog();
    expect(within(dialog).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const confirm = await findDialog(undefined, 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Custo excluído com sucesso.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'DELETE' && request.path === '/custo-projeto/1')).toBe(true);
    await waitFor(() => expect(within(indiretos).queryByText('Custo 1')).not.toBeInTheDocument());
  });

  it('edits an own cost with Salvar and Cancelar', async () => {
    api.on('PUT /custo-projeto/:id', ({ body }) => ({ body: { data: { ...custos[0], ...(body as object) } } }));
    renderDetail();
    const indiretos = await screen.findByRole('table', { name: 'Custos indiretos' });
    await userEvent.click(await within(indiretos).findByText('Custo 1'));
    const dialog = await findDialog();
    // The stored '5.43' in the one rate format (formatCotacao), with the rate's date; the amount in its own currency.
    expect(within(dialog).getByText('5,4300 de 01/10/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('US$ 100,00')).toBeInTheDocument();
    expect(within(dialog).getByText('R$ 543,00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    expect(within(dialog).getByLabelText('Cotação')).toHaveValue('5,430');
    const descricao = within(dialog).getByLabelText('Descrição');
    await userEvent.clear(descricao);
    await userEvent.type(descricao, 'AWS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Custo salvo com sucesso.')).toBeInTheDocument();
    const put = api.requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/custo-projeto/1');
    // The rate was not retyped: its stored date goes back unchanged.
    expect(put.body).toMatchObject({ descricao: 'AWS', moeda: 'USD', cotacao: '5.43', cotacao_data: '2026-10-01', valor: '100.00', tipo_custo: 'INFRA_CLOUD', email: EMAIL });
  });

  it('validates and adds costs with the spec rules and texts', async () => {
    api.on('POST /custo-projeto', ({ body }) => ({ body: { data: body } }));
    renderDetail();
    await screen.findByTestId('resumo-Custo Total');
    await filtrarPeriodo('01/10/2026');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adicionar Custos' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Custos' }));
    const dialog = await findDialog();
    expect(within(dialog).queryByLabelText('Cotação')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(api.requests.some((request) => request.method === 'POST' && request.path === '/custo-projeto')).toBe(false);

    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de custo'), 'INFRA_CLOUD');
    expect(within(dialog).getByLabelText('Descrição')).toHaveAttribute('placeholder', 'Especificar tipo de custo');
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de custo'), 'HORAS_EXTRAS');
    expect(within(dialog).getByLabelText('Descrição')).not.toHaveAttribute('placeholder');
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de custo'), 'FORNECEDORES_TERCEIROS');
    expect(within(dialog).getByLabelText('Descrição')).toHaveAttribute('placeholder', 'Especificar tipo de custo');
    await userEvent.type(within(dialog).getByLabelText('Valor'), '123,45');
    await userEvent.selectOptions(within(dialog).getByLabelText('Moeda'), 'USD');
    const cotacao = within(dialog).getByLabelText('Cotação');
    expect(cotacao).toHaveValue('5,432');
    // The field holds 5 characters: the sixth keystroke is refused.
    await userEvent.clear(cotacao);
    await userEvent.type(cotacao, '5,4321');
    expect(cotacao).toHaveValue('5,432');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar outro custo' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de custo 2'), 'OUTROS_SOFTWARES');
    await userEvent.type(within(dialog).getByLabelText('Valor 2'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Custo(s) 01/10/2026 - 31/10/2026 salvo(s) com sucesso!')).toBeInTheDocument();
    const post = api.requests.find((request) => request.method === 'POST' && request.path === '/custo-projeto')!;
    expect(post.body).toEqual([
      { email: EMAIL, projeto: 'ABC', periodo_inicio: '2026-10-01', periodo_fim: '2026-10-31', tipo_custo: 'FORNECEDORES_TERCEIROS', descricao: null, valor: '123.45', moeda: 'USD', cotacao: '5.432' },
      { email: EMAIL, projeto: 'ABC', periodo_inicio: '2026-10-01', periodo_fim: '2026-10-31', tipo_custo: 'OUTROS_SOFTWARES', descricao: null, valor: '10.00', moeda: 'BRL', cotacao: '1' },
    ]);
  });

  it("sends the quote's date with a rate kept from the quote service, and none with a rate typed by hand", async () => {
    api.on('POST /custo-projeto', ({ body }) => ({ body: { data: body } }));
    renderDetail();
    await screen.findByTestId('resumo-Custo Total');
    await filtrarPeriodo('01/10/2026');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adicionar Custos' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Custos' }));
    const dialog = await findDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de custo'), 'INFRA_CLOUD');
    await userEvent.type(within(dialog).getByLabelText('Valor'), '1850');
    await userEvent.selectOptions(within(dialog).getByLabelText('Moeda'), 'USD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar outro custo' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de custo 2'), 'INFRA_CLOUD');
    await userEvent.type(within(dialog).getByLabelText('Valor 2'), '920');
    await userEvent.selectOptions(within(dialog).getByLabelText('Moeda 2'), 'EUR');
    await userEvent.clear(within(dialog).getByLabelText('Cotação 2'));
    await userEvent.type(within(dialog).getByLabelText('Cotação 2'), '6,2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Custo(s) 01/10/2026 - 31/10/2026 salvo(s) com sucesso!')).toBeInTheDocument();
    const post = api.requests.find((request) => request.method === 'POST' && request.path === '/custo-projeto')!;
    const [usd, eur] = post.body as Record<string, unknown>[];
    expect(usd).toMatchObject({ moeda: 'USD', cotacao: '5.432', cotacao_data: '2026-11-23' });
    expect(eur).toMatchObject({ moeda: 'EUR', cotacao: '6.2' });
    expect(eur).not.toHaveProperty('cotacao_data');
  });

  it('says when the exchange-rate service is down and the suggested rate is the last stored one', async () => {
    api.on('GET /cotacao', () => ({
      body: { data: [{ moeda: 'USD', bid: '5.4321', cotadoEm: '2026-11-20T20:00:00Z', atual: false }, { moeda: 'EUR', bid: '6.1234', cotadoEm: '2026-11-20T20:00:00Z', atual: false }] },
    }));
    renderDetail();
    await screen.findByTestId('resumo-Custo Total');
    await filtrarPeriodo('01/10/2026');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adicionar Custos' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Custos' }));
    const dialog = await findDialog();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Serviço de cotação indisponível: a cotação sugerida é a última registrada (USD de 20/11/2026 às 17:00; EUR de 20/11/2026 às 17:00).',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Moeda'), 'USD');
    expect(within(dialog).getByLabelText('Cotação')).toHaveValue('5,432');
  });

  it('says when the costs could not be saved', async () => {
    api.on('POST /custo-projeto', () => ({ status: 500, body: {} }));
    renderDetail();
    await screen.findByTestId('resumo-Custo Total');
    await filtrarPeriodo('01/10/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Custos' }));
    const dialog = await findDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de custo'), 'OUTROS');
    await userEvent.type(within(dialog).getByLabelText('Valor'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar o(s) custo(s) do projeto.')).toBeInTheDocument();
  });

  it('toggles to the cost comparison view and shows the chart error text when its data call fails', async () => {
    renderDetail();
    await screen.findByTestId('resumo-Custo Total');
    await filtrarPeriodo('01/10/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Comparar Custos' }));
    expect(await screen.findByText('Não foi possível carregar os dados')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Colaboradores' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Comparar Custos' }));
    expect(await screen.findByRole('table', { name: 'Colaboradores' })).toBeInTheDocument();
  });

  it('draws planned against actual costs with the deviation when the call answers', async () => {
    api.on('GET /custo-projeto/curto-real/:key/:id/:start/:end', () => ({
      body: {
        data: {
          projeto: 'ABC',
          inicio: '2026-10-01',
          fim: '2026-10-31',
          categorias: [
            { categoria: 'CUSTO_HH', label: 'Custo HH', previsto: '1000.00', real: '1200.00', desvio: '0.2' },
            { categoria: 'INFRA_CLOUD', label: 'Infraestrutura em Cloud', previsto: '500.00', real: '400.00', desvio: '-0.2' },
            { categoria: 'OUTROS_SOFTWARES', label: 'Outros softwares', previsto: '0.00', real: '2400.00', desvio: null },
          ],
          total: { previsto: '1500.00', real: '1600.00', desvio: '0.0667' },
          receita: { previsto: '0.00', real: '0.00' },
          estimado: false,
          horas: { previsto: '10.00', real: '12.00' },
        },
      },
    }));
    renderDetail();
    await screen.findByTestId('resumo-Custo Total');
    await filtrarPeriodo('01/10/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Comparar Custos' }));
    const desvio = await screen.findByRole('table', { name: 'Desvio por categoria' });
    expect(within(desvio).getByText('20,00%')).toBeInTheDocument();
    expect(within(desvio).getByText('-20,00%')).toBeInTheDocument();
    expect(within(desvio).getByText('6,67%')).toBeInTheDocument();
    // Over a zero plan there is no percentage (issue 34 point 5): never 0,00 %.
    expect(within(desvio).getByText('sem previsto (+R$ 2.400,00)')).toBeInTheDocument();
    expect(within(desvio).queryByText('0,00%')).not.toBeInTheDocument();
    expect(within(desvio).getByText('Infraestrutura em Cloud')).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Custos previstos e realizados por categoria' })).toBeInTheDocument();
    expect(api.requests.some((request) => request.path === '/custo-projeto/curto-real/ABC/10/01%2F10%2F2026/31%2F10%2F2026')).toBe(true);
  });
});

