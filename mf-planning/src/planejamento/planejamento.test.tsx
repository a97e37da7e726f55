import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverError, startFakeApi, type FakeApi } from '@financeiro/api/testing';
import type { DiffPlanejamento } from '@financeiro/domain';
import { findDialog, renderRoute } from '@financeiro/ui/testing';
import App from '../App';
import { funcoesFixture, planoCarregado } from './fixtures';

let api: FakeApi;
let saves: DiffPlanejamento[];
let saveReply: { status: number; body: unknown } | null;

beforeEach(async () => {
  api = await startFakeApi();
  saves = [];
  saveReply = null;
  api.on('GET /planejamento/:key', () => ({ body: { data: planoCarregado() } }));
  api.on('GET /planejamento/funcoes', () => ({ body: { data: funcoesFixture } }));
  api.on('GET /cotacao', () => ({
    body: { data: [{ moeda: 'USD', bid: '5.4321', cotadoEm: '2026-11-23T10:00:00-03:00', atual: true }, { moeda: 'EUR', bid: '6.1', cotadoEm: '2026-11-23T10:00:00-03:00', atual: true }] },
  }));
  api.on('POST /planejamento', ({ body }) => {
    saves.push(body as DiffPlanejamento);
    return saveReply ?? { body: { data: planoCarregado(), message: 'Planejamento salvo com sucesso!' } };
  });
});
afterEach(async () => {
  await api.close();
});

const abrir = () => renderRoute(<App />, { route: '/projetos/previsao/:key/:id/*', at: '/projetos/previsao/ABC/10' });
const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

async function editar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Editar' }));
}

describe('planning page: failed load', () => {
  it('shows the failure with Tentar novamente instead of a spinner, and the retry brings the plan', async () => {
    // The failure is still logged (spec 02 section 8).
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let falhar = true;
    api.on('GET /planejamento/:key', () => (falhar ? serverError() : { body: { data: planoCarregado() } }));
    abrir();
    expect(await screen.findByText('Falha simulada.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Falha ao carregar o planejamento', expect.anything());
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: /Planejamento Financeiro — ABC Projeto ABC/ })).toBeInTheDocument();
    expect(tabs()).toEqual(['11/2026', '12/2026', 'Total']);
    log.mockRestore();
  });
});

describe('planning page: month tabs', () => {
  it('shows one tab per month sorted chronologically plus Total, in view mode first', async () => {
    abrir();
    expect(await screen.findByRole('heading', { name: /Planejamento Financeiro — ABC Projeto ABC/ })).toBeInTheDocument();
    expect(tabs()).toEqual(['11/2026', '12/2026', 'Total']);
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Margem Prevista' })).toHaveValue('25,00');
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    const funcoes = screen.getByRole('table', { name: 'Funções' });
    expect(within(funcoes).getByText('Desenvolvedor Pleno')).toBeInTheDocument();
    expect(screen.getByLabelText('Total do mês')).toHaveTextContent('R$ 5.000,00');
  });

  it('adds an empty month after the last one, or a copy of the current month; delete is disabled at one month', async () => {
    const user = userEvent.setup();
    abrir();
    await editar(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar mês' }));
    expect(tabs()).toEqual(['11/2026', '12/2026', '01/2027', 'Total']);
    expect(screen.getByRole('tab', { name: '01/2027' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('table', { name: 'Funções' })).getAllByRole('row')).toHaveLength(2); // header + total

    await user.click(screen.getByRole('tab', { name: '11/2026' }));
    await user.click(screen.getByText('Copiar dados do mês atual'));
    await user.click(screen.getByRole('button', { name: 'Adicionar mês' }));
    expect(tabs()).toEqual(['11/2026', '12/2026', '01/2027', '02/2027', 'Total']);
    expect(within(screen.getByRole('table', { name: 'Funções' })).getByText('Desenvolvedor Pleno')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Valor venda' })).toHaveValue('20.000,00');

    // delete months until one is left
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Excluir mês' }));
    expect(tabs()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Excluir mês' })).toBeDisabled();
  });

  it('the month picker excludes used months and re-keys and re-sorts the tab', async () => {
    const user = userEvent.setup();
    abrir();
    await editar(user);
    await user.click(screen.getByRole('tab', { name: '12/2026' }));
    const picker = screen.getByRole('combobox', { name: 'Mês' });
    const options = within(picker).getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('12/2026');
    expect(options).not.toContain('11/2026');
    expect(options).toContain('10/2026');
    await user.selectOptions(picker, '10-2026');
    expect(tabs()).toEqual(['10/2026', '11/2026', 'Total']);
    expect(screen.getByRole('tab', { name: '10/2026' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('table', { name: 'Custos Indiretos' })).getByText('AWS')).toBeInTheDocument();
  });

  it('Total tab: per-month totals and collapsible Custo HH / Custos Indiretos', async () => {
    const user = userEvent.setup();
    abrir();
    await user.click(await screen.findByRole('tab', { name: 'Total' }));
    const porMes = screen.getByRole('table', { name: 'Totais por mês' });
    expect(within(porMes).getAllByRole('row').map((r) => r.textContent!.replace(/\u00a0/g, ' '))).toEqual([
      'MêsCusto totalValor venda',
      '11/2026R$ 5.000,00R$ 20.000,00',
      '12/2026R$ 500,00—',
      'TotalR$ 5.500,00R$ 20.000,00',
    ]);
    expect(screen.queryByRole('table', { name: 'Custo HH' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Custo HH/ }));
    expect(within(screen.getByRole('table', { name: 'Custo HH' })).getByText('Desenvolvedor Pleno')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Custos Indiretos/ }));
    expect(within(screen.getByRole('table', { name: 'Custos Indiretos por mês' })).getByText('Infraestrutura em Cloud')).toBeInTheDocument();
  });
});

/** The live quotes load beside the plan; until they arrive USD has no default rate in the dialog. */
async function esperarCotacaoUsd(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const moeda = within(dialog).getByRole('combobox', { name: 'Moeda' });
  await waitFor(async () => {
    await user.selectOptions(moeda, 'BRL');
    await user.selectOptions(moeda, 'USD');
    expect(within(dialog).getByRole('textbox', { name: 'Cotação' })).toHaveValue('5,432');
  });
}

describe('planning page: line modals', () => {
  it('Nova Função: required fields, rate defaulted from the closing average HH, month totals updated', async () => {
    const user = userEvent.setup();
    abrir();
    await editar(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar função' }));
    const dialog = await findDialog('Nova Função');
    expect(within(dialog).getByRole('button', { name: 'Adicionar um de outro mês' })).toBeDisabled(); // no function lines in other months
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getAllByText('Campo obrigatório.')).toHaveLength(3);

    // The functions arrive beside the plan: on a loaded machine the dialog can open before them.
    await within(dialog).findByRole('option', { name: 'Analista de Testes' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tipo' }), '8');
    expect(within(dialog).getByRole('textbox', { name: 'Taxa de Custo' })).toHaveValue('42,37');
    await user.type(within(dialog).getByRole('textbox', { name: 'Horas' }), '1000000'); // max 6 characters: 100,00
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Horas' })).toHaveValue('100,00');
    expect(within(dialog).getByLabelText('Total')).toHaveTextContent('R$ 4.237,00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const tabela = screen.getByRole('table', { name: 'Funções' });
    expect(within(tabela).getByText('Analista de Testes')).toBeInTheDocument();
    expect(screen.getByLabelText('Total do mês')).toHaveTextContent('R$ 9.237,00');
  });

  it('Editar Função and Detalhes Função; deleting a line subtracts it', async () => {
    const user = userEvent.setup();
    abrir();
    await user.click(await screen.findByRole('button', { name: 'Detalhes Desenvolvedor Pleno' }));
    const detalhes = await findDialog('Detalhes Função');
    expect(within(detalhes).getByRole('textbox', { name: 'Horas' })).toBeDisabled();
    expect(within(detalhes).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    await user.click(within(detalhes).getAllByRole('button', { name: 'Fechar' })[0]!);
    await editar(user);
    await user.click(screen.getByRole('button', { name: 'Editar Desenvolvedor Pleno' }));
    const dialog = await findDialog('Editar Função');
    const horas = within(dialog).getByRole('textbox', { name: 'Horas' });
    await user.clear(horas);
    await user.type(horas, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Total do mês')).toHaveTextContent('R$ 500,00');
    await user.click(screen.getByRole('button', { name: 'Excluir Desenvolvedor Pleno' }));
    expect(screen.getByLabelText('Total do mês')).toHaveTextContent('R$ 0,00');
  });

  it('Novo Custo Indireto: live quote for USD, BRL rate 1, and "Adicionar um de outro mês"', async () => {
    const user = userEvent.setup();
    abrir();
    await editar(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar custo indireto' }));
    const dialog = await findDialog('Novo Custo Indireto');
    expect(within(dialog).getByRole('textbox', { name: 'Cotação' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Cotação' })).toHaveValue('1,000');
    // The copy must replace the AWS line's stored rate (5,00) with the live one (5,432).
    await esperarCotacaoUsd(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar um de outro mês' }));
    await user.click(within(dialog).getByRole('button', { name: /12\/2026 · Infraestrutura em Cloud · AWS/ }));
    expect(within(dialog).getByRole('textbox', { name: 'Descrição' })).toHaveValue('AWS');
    expect(within(dialog).getByRole('combobox', { name: 'Moeda' })).toHaveValue('USD');
    expect(within(dialog).getByRole('textbox', { name: 'Cotação' })).toHaveValue('5,432');
    expect(within(dialog).getByLabelText('Valor total')).toHaveTextContent('R$ 543,20');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Total do mês')).toHaveTextContent('R$ 5.543,20');
    // The line in its own currency, and its BRL value with the rate (issue 34 point 4).
    const indiretos = screen.getByRole('table', { name: 'Custos Indiretos' });
    expect(within(indiretos).getByText('US$ 100,00')).toBeInTheDocument();
    expect(within(indiretos).getByText('R$ 543,20 · cotação 5,4320')).toBeInTheDocument();
  });

  it('a quote that arrives after USD was chosen fills the empty rate, and the field says it is coming meanwhile', async () => {
    let responder: () => void = () => undefined;
    const chegou = new Promise<void>((resolve) => (responder = resolve));
    api.on('GET /cotacao', async () => {
      await chegou;
      return { body: { data: [{ moeda: 'USD', bid: '5.4321', cotadoEm: '2026-11-23T10:00:00-03:00', atual: true }, { moeda: 'EUR', bid: '6.1', cotadoEm: '2026-11-23T10:00:00-03:00', atual: true }] } };
    });
    const user = userEvent.setup();
    abrir();
    await editar(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar custo indireto' }));
    const dialog = await findDialog('Novo Custo Indireto');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Moeda' }), 'USD');
    const cotacao = within(dialog).getByRole('textbox', { name: 'Cotação' });
    expect(cotacao).toHaveValue('');
    expect(within(dialog).getByText('Buscando a cotação...')).toBeInTheDocument();
    responder();
    await waitFor(() => expect(cotacao).toHaveValue('5,432'));
    expect(within(dialog).queryByText('Buscando a cotação...')).not.toBeInTheDocument();
  });

  it('a rate typed while the quote is on its way is kept when the quote arrives', async () => {
    let responder: () => void = () => undefined;
    const chegou = new Promise<void>((resolve) => (responder = resolve));
    let respondido = false;
    api.on('GET /cotacao', async () => {
      await chegou;
      respondido = true;
      return { body: { data: [{ moeda: 'USD', bid: '5.4321', cotadoEm: '2026-11-23T10:00:00-03:00', atual: true }] } };
    });
    const user = userEvent.setup();
    abrir();
    await editar(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar custo indireto' }));
    const dialog = await findDialog('Novo Custo Indireto');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Moeda' }), 'USD');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cotação' }), '5,1');
    responder();
    await waitFor(() => expect(respondido).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).getByRole('textbox', { name: 'Cotação' })).toHaveValue('5,1');
  });

  it('with the exchange-rate service down, the stored quote is offered and the modal says it is not current', async () => {
    api.on('GET /cotacao', () => ({
      body: { data: [{ moeda: 'USD', bid: '5.4321', cotadoEm: '2026-11-20T20:00:00Z', atual: false }, { moeda: 'EUR', bid: '6.1', cotadoEm: '2026-11-20T20:00:00Z', atual: false }] },
    }));
    const user = userEvent.setup();
    abrir();
    await editar(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar custo indireto' }));
    const dialog = await findDialog('Novo Custo Indireto');
    // BRL has no quote: nothing to say.
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await esperarCotacaoUsd(user, dialog);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Serviço de cotação indisponível: a cotação sugerida é a última registrada (USD de 20/11/2026 às 17:00; EUR de 20/11/2026 às 17:00).',
    );
  });

  it('without a live quote the rate is typed (required for USD)', async () => {
    api.on('GET /cotacao', () => ({ status: 503, body: { errors: [{ errorMessage: 'fora do ar' }] } }));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    abrir();
    await editar(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar custo indireto' }));
    const dialog = await findDialog('Novo Custo Indireto');
    await user.type(within(dialog).getByRole('textbox', { name: 'Descrição' }), 'Licenças');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tipo' }), 'OUTROS_SOFTWARES');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Moeda' }), 'USD');
    await user.type(within(dialog).getByRole('textbox', { name: 'Valor original' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Campo obrigatório.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Cotação' }), '5,12');
    expect(within(dialog).getByLabelText('Valor total')).toHaveTextContent('R$ 51,20');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    spy.mockRestore();
  });
});

describe('planning page: save', () => {
  it('sends only the differences with the loaded version, shows Salvando... and returns to view mode', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.on('POST /planejamento', async ({ body }) => {
      saves.push(body as DiffPlanejamento);
      await gate;
      return { body: { data: planoCarregado(), message: 'Planejamento salvo com sucesso!' } };
    });
    const user = userEvent.setup();
    abrir();
    await editar(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cliente' }), '2');
    const venda = screen.getByRole('textbox', { name: 'Valor venda' });
    await user.clear(venda);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Planejamento salvo com sucesso!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toEqual({
      projeto: 'ABC',
      versao: 4,
      novosMeses: [],
      novos: { previstoFuncao: [], previstoIndireto: [] },
      updates: { valorVenda: {}, previstoFuncao: [], previstoIndireto: [], cliente: 2 },
      deletados: { previstoFuncao: [], previstoIndireto: [], meses: [], valorVenda: ['11-2026'] },
    });
  });

  it('a month without data is refused before sending (Erro: ...)', async () => {
    const user = userEvent.setup();
    abrir();
    await editar(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cliente' }), '');
    await user.click(screen.getByRole('button', { name: 'Adicionar mês' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro: Um mês deve conter ao menos um dado (cliente, valor venda, função ou custo indireto) (01/2027)',
    );
    expect(saves).toHaveLength(0);
  });

  it('a stale-version conflict keeps the edits on screen and shows the server message', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    saveReply = { status: 409, body: { errors: [{ errorMessage: 'Este planejamento foi alterado por outro usuário depois que você o abriu.' }] } };
    const user = userEvent.setup();
    abrir();
    await editar(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar mês' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro da API: Este planejamento foi alterado por outro usuário depois que você o abriu.');
    expect(tabs()).toEqual(['11/2026', '12/2026', '01/2027', 'Total']);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    spy.mockRestore();
  });

  it('Cancelar reloads the plan', async () => {
    const user = userEvent.setup();
    abrir();
    await editar(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar mês' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(tabs()).toEqual(['11/2026', '12/2026', 'Total']));
    expect(api.requests.filter((r) => r.method === 'GET' && r.path === '/planejamento/ABC')).toHaveLength(2);
  });
});
