import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RelatorioMargem } from '@financeiro/api';
import { serverError, type FakeApi } from '@financeiro/api/testing';
import { calcularMargem, resultadoCalculoDaMargem } from '@financeiro/domain';
import { findDialog, renderRoute } from '@financeiro/ui/testing';
import App from '../App';
import { EMAIL, encerrar, iniciar, resultado } from '../test/fixtures';

let api: FakeApi;
let lista: RelatorioMargem[];

interface CorpoSimulador {
  receitaBruta: string;
  custoHH: string;
  taxaImposto: string;
  taxaImpostoResultado: string;
  taxaRv: string;
  taxaRateio: string;
  taxaDespesas: string;
  custosIndiretos: Array<{ valor: string; moeda: string; cotacao: string }>;
}

beforeEach(async () => {
  api = await iniciar();
  lista = [resultado(11, 'Cenário otimista'), { ...resultado(12, 'Cenário base'), projeto: 'ABC,XYZ' }];
  api.on('GET /simulacao/margem/:email', () => ({ body: { data: lista.filter((item) => item.ativo) } }));
  api.on('GET /simulacao/margem/:email/:id', ({ path }) => {
    const found = lista.find((item) => path.endsWith(`/${item.id}`));
    return found ? { body: { data: found } } : { status: 404, body: { errors: [{ errorMessage: 'Relatório não encontrado.' }] } };
  });
  api.on('GET /cotacao', () => ({ body: { data: [{ moeda: 'USD', bid: '5.4321' }, { moeda: 'EUR', bid: '6.2468' }] } }));
  api.on('POST /simulacao/margem/calcular', ({ body }) => {
    const corpo = body as CorpoSimulador;
    const total = corpo.custosIndiretos.reduce((soma, custo) => soma + Number(custo.valor) * (custo.moeda === 'BRL' ? 1 : Number(custo.cotacao)), 0);
    return {
      body: {
        data: [
          resultadoCalculoDaMargem(
            calcularMargem({
              receitaBruta: corpo.receitaBruta,
              custoHH: corpo.custoHH,
              totalCustoIndireto: total.toFixed(2),
              taxas: corpo,
            }),
          ),
        ],
        estimado: false,
      },
    };
  });
  api.on('PUT /simulacao/margem/:id', () => ({ body: { data: lista[0], message: "Simulação 'x' de margem de projeto salvo com sucesso" } }));
  api.on('PATCH /simulacao/margem/:email/change-active', ({ body }) => {
    lista.find((item) => item.id === (body as { id: number }).id)!.ativo = false;
    return { body: { message: 'Relatório excluído com sucesso.' } };
  });
});
afterEach(() => encerrar(api));

const renderAt = (path: string) => renderRoute(<App />, { route: '/simulacoes/*', at: path });
const botao = (name: string) => screen.getByRole('button', { name });
const requisicoes = (method: string, path: string) => api.requests.filter((request) => request.method === method && request.path === path);

describe('margin result simulations', () => {
  it('shows a failed load of a result with Tentar novamente instead of a spinner, and the retry brings it', async () => {
    let falhar = true;
    api.on('GET /simulacao/margem/:email/:id', () => (falhar ? serverError() : { body: { data: lista[0] } }));
    renderAt('/simulacoes/results/11');
    expect(await screen.findByText('Falha simulada.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    falhar = false;
    await userEvent.click(botao('Tentar novamente'));
    expect(await screen.findByRole('heading', { name: 'Resultado 11' })).toBeInTheDocument();
    expect(screen.getByLabelText('Imposto sobre a receita bruta')).toHaveValue('9,35');
    expect(screen.queryByText('Falha simulada.')).not.toBeInTheDocument();
  });

  it("lists the user's simulations; the row opens a summary with Editar and Excluir", async () => {
    const router = renderAt('/simulacoes/results');
    expect(await screen.findByRole('heading', { name: 'Lista de simulações de resultados' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Lista de simulações de resultados' });
    await within(table).findByText('Cenário base');
    for (const header of ['Nome', 'Projeto', 'Período inicial', 'Período final']) expect(within(table).getByRole('button', { name: header })).toBeInTheDocument();
    expect(within(table).getAllByText('01/01/2026')).toHaveLength(2);
    expect(requisicoes('GET', `/simulacao/margem/${encodeURIComponent(EMAIL)}`)).toHaveLength(1);

    await userEvent.click(within(table).getByText('Cenário base'));
    let dialog = await findDialog();
    expect(within(dialog).getByTestId('resumo-resultadoLiquido')).toHaveTextContent('14.699,72');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const confirm = await findDialog(undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('Tem certeza que deseja excluir a simulação: Cenário base ?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Relatório excluído com sucesso.')).toBeInTheDocument();
    expect(requisicoes('PATCH', `/simulacao/margem/${encodeURIComponent(EMAIL)}/change-active`)[0]!.body).toEqual({ id: 12, ativo: false });
    await waitFor(() => expect(within(table).queryByText('Cenário base')).not.toBeInTheDocument());

    await userEvent.click(within(table).getByText('Cenário otimista'));
    dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulacoes/results/11'));
    expect(await screen.findByRole('heading', { name: 'Resultado 11' })).toBeInTheDocument();
    expect(botao('Recalcular')).toBeInTheDocument();
  });

  it('a report without indirect costs says why Recalcular refuses, and recalculates once a cost is added', async () => {
    lista = [{ ...resultado(11, 'Sem custos'), custosIndiretos: [] }];
    renderAt('/simulacoes/results/11');
    await screen.findByRole('heading', { name: 'Resultado 11' });
    await userEvent.click(botao('Editar'));
    const receita = screen.getByLabelText('Receita bruta');
    await userEvent.clear(receita);
    await userEvent.type(receita, '120000');
    await userEvent.click(botao('Recalcular'));
    expect(await screen.findByText(/O relatório precisa de ao menos um custo indireto/)).toBeInTheDocument();
    expect(requisicoes('POST', '/simulacao/margem/calcular')).toHaveLength(0);

    await userEvent.click(botao('Adicionar custo'));
    expect(screen.queryByText(/O relatório precisa de ao menos um custo indireto/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Tipo de custo 1'), 'OUTROS');
    await userEvent.type(screen.getByLabelText('Descrição 1'), 'Licenças');
    await userEvent.type(screen.getByLabelText('Valor 1'), '1000');
    await userEvent.click(botao('Recalcular'));
    await waitFor(() => expect(requisicoes('POST', '/simulacao/margem/calcular')).toHaveLength(1));
  });

  it('Resultado :id: view, Editar, percent bases from the amounts, a change requires Recalcular before Salvar', async () => {
    renderAt('/simulacoes/results/11');
    expect(await screen.findByRole('heading', { name: 'Resultado 11' })).toBeInTheDocument();
    expect(screen.getByLabelText('Receita bruta')).toBeDisabled();
    expect(screen.getByLabelText('Imposto sobre a receita bruta')).toHaveValue('9,35');
    expect(screen.getByLabelText('Imposto sobre o resultado (IR/CSLL)')).toHaveValue('34,00');
    expect(screen.getByLabelText('Comissão de vendas (RV)')).toHaveValue('3,99');
    expect(screen.getByLabelText('Despesas operacionais')).toHaveValue('13,70');
    expect(screen.getByLabelText('Cotação 1')).toHaveValue('0,000');
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();

    await userEvent.click(botao('Editar'));
    // One cost only: it cannot be removed.
    expect(screen.queryByRole('button', { name: 'Remover custo 1' })).not.toBeInTheDocument();
    const receita = screen.getByLabelText('Receita bruta');
    await userEvent.clear(receita);
    await userEvent.type(receita, '120000');
    await userEvent.click(botao('Salvar'));
    expect(await screen.findByText('É necessário recalcular antes de salvar')).toBeInTheDocument();
    expect(requisicoes('PUT', '/simulacao/margem/11')).toHaveLength(0);

    await userEvent.click(botao('Recalcular'));
    await waitFor(() => expect(screen.getByTestId('resumo-receitaBruta')).toHaveTextContent('120.000,00'));
    expect(requisicoes('POST', '/simulacao/margem/calcular')[0]!.body).toMatchObject({
      keys: ['ABC'],
      periodoInicio: '2026-01-01',
      periodoFim: '2026-03-31',
      receitaBruta: '120000.00',
      custoHH: '40000.00',
      taxaImposto: '0.093500',
      taxaImpostoResultado: '0.340000',
      taxaRv: '0.039900',
      taxaRateio: '0.121000',
      taxaDespesas: '0.137000',
      custosIndiretos: [{ id: 7, tipo_custo: 'OUTROS', descricao: 'Licenças', valor: '1000.00', moeda: 'BRL', cotacao: '0' }],
    });
    await userEvent.click(botao('Salvar'));
    expect(await screen.findByText('Dados do relatório atualizados com sucesso!')).toBeInTheDocument();
    const put = requisicoes('PUT', '/simulacao/margem/11')[0]!;
    expect(put.body).toMatchObject({ email: EMAIL, nomeRelatorio: 'Cenário otimista', projeto: 'ABC', receitaBruta: '120000.00', custoHH: '40000.00' });
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });

  it('indirect costs: the spec 03 rules, the live quote for USD, at least one cost kept', async () => {
    renderAt('/simulacoes/results/11');
    await screen.findByRole('heading', { name: 'Resultado 11' });
    await userEvent.click(botao('Editar'));
    await userEvent.click(botao('Adicionar custo'));
    expect(screen.getByRole('button', { name: 'Remover custo 1' })).toBeInTheDocument();
    await userEvent.click(botao('Recalcular'));
    expect(await screen.findAllByText('Campo obrigatório.')).toHaveLength(2);
    expect(screen.getByText('Valor tem que ser maior que 0.')).toBeInTheDocument();
    expect(requisicoes('POST', '/simulacao/margem/calcular')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText('Tipo de custo 2'), 'Infraestrutura em Cloud');
    await userEvent.type(screen.getByLabelText('Descrição 2'), 'AWS');
    await userEvent.type(screen.getByLabelText('Valor 2'), '100');
    await userEvent.selectOptions(screen.getByLabelText('Moeda 2'), 'Dólar');
    expect(screen.getByLabelText('Cotação 2')).toHaveValue('5,432');
    await userEvent.click(botao('Recalcular'));
    await waitFor(() => expect(screen.getByTestId('resumo-totalCustoIndireto')).toHaveTextContent('1.543,20'));
    expect(requisicoes('POST', '/simulacao/margem/calcular')[0]!.body).toMatchObject({
      custosIndiretos: [
        { tipo_custo: 'OUTROS', moeda: 'BRL', cotacao: '0' },
        { tipo_custo: 'INFRA_CLOUD', descricao: 'AWS', valor: '100.00', moeda: 'USD', cotacao: '5.432' },
      ],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remover custo 1' }));
    expect(screen.queryByRole('button', { name: /Remover custo/ })).not.toBeInTheDocument();
    expect(botao('Recalcular')).toBeInTheDocument();
  });

  it('with the exchange-rate service down, says that the quote offered is the last stored one', async () => {
    api.on('GET /cotacao', () => ({
      body: { data: [{ moeda: 'USD', bid: '5.4321', cotadoEm: '2026-11-20T20:00:00Z', atual: false }, { moeda: 'EUR', bid: '6.2468', cotadoEm: '2026-11-20T20:00:00Z', atual: false }] },
    }));
    renderAt('/simulacoes/results/11');
    await screen.findByRole('heading', { name: 'Resultado 11' });
    expect(await screen.findByText(/^Serviço de cotação indisponível: a cotação sugerida é a última registrada \(USD de 20\/11\/2026 às 17:00; EUR/)).toBeInTheDocument();
    await userEvent.click(botao('Editar'));
    await userEvent.selectOptions(screen.getByLabelText('Moeda 1'), 'Dólar');
    expect(screen.getByLabelText('Cotação 1')).toHaveValue('5,432');
  });

  it('a failed recalculation shows the spec message', async () => {
    api.on('POST /simulacao/margem/calcular', () => ({ status: 500, body: {} }));
    renderAt('/simulacoes/results/11');
    await screen.findByRole('heading', { name: 'Resultado 11' });
    await userEvent.click(botao('Editar'));
    await userEvent.click(botao('Recalcular'));
    expect(await screen.findByText('Erro ao calcular a margem do projeto.')).toBeInTheDocument();
  });
});
