import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverError, startFakeApi, type FakeApi } from '@financeiro/api/testing';
import type { FechamentoRecord, ResultadoColaborador } from '@financeiro/api';
import { defaultFechamentoValues, formatDate } from '@financeiro/domain';
import { captureXlsxDownloads, findDialog, renderRoute } from '@financeiro/ui/testing';
import App from '../App';

const fechamentos: FechamentoRecord[] = [
  {
    id: 1,
    label: '09/2026',
    dataInicio: '2026-09-01',
    dataFim: '2026-09-30',
    diasUteis: 21,
    descricao: null,
    bloqueio: true,
    ativo: true,
    calculadoEm: '2026-10-05T12:00:00.000Z',
    calculado: true,
    colaboradores: 2,
  },
  {
    id: 2,
    label: '10/2026',
    dataInicio: '2026-10-01',
    dataFim: '2026-10-31',
    diasUteis: 21,
    descricao: 'Outubro',
    bloqueio: false,
    ativo: true,
    calculadoEm: null,
    calculado: false,
    colaboradores: 0,
  },
];

function resultado(matricula: number, nome: string, custoTotal: string): ResultadoColaborador {
  return {
    matricula,
    nome,
    funcao: 'Desenvolvedor Pleno',
    funcaoCod: 2,
    departamento: 'Delivery',
    departamentoCod: 5,
    departamentoSigla: 'DLV',
    regime: 'CLT',
    regimeCod: 1,
    regimeSigla: 'CLT',
    filial: 'São Paulo (Matriz)',
    filialCod: 1,
    salarioBase: '3000.00',
    beneficioTotal: '500.00',
    impostoTotal: '300.00',
    salarioLiquido: '2650.00',
    salarioFilial: '4074.00',
    provisaoDecimoTerceiro: '339.50',
    provisaoFerias: '452.67',
    provisaoRescisao: '114.67',
    custoTotal,
    custoHora: '32.5050',
    custoHoraMeioPeriodo: '65.0100',
    cargaHoraria: 8,
    meioPeriodo: 0,
  };
}

let api: FakeApi;
let calculated: ResultadoColaborador[];
beforeEach(async () => {
  api = await startFakeApi();
  calculated = [];
  api.on('GET /fechamento/list', () => ({ body: { result: fechamentos } }));
  api.on('GET /fechamento/:id', ({ path }) => {
    const record = fechamentos.find((row) => path === `/fechamento/${row.id}`)!;
    return { body: { result: { ...record, calculado: record.id === 1 || calculated.length > 0 } } };
  });
  api.on('GET /fechamento/custo-hh/:id', ({ path }) => ({
    body: { result: path.endsWith('/1') ? [resultado(46, 'Ana Souza', '5480.83'), resultado(7, 'Bruno Lima', '6000.00')] : calculated },
  }));
  api.on('GET /fechamento/avisos/:id', () => ({ body: { result: [] } }));
});
afterEach(() => api.close());

describe('lista de fechamentos', () => {
  it('shows the closings, latest first, with Sim/Não and opens the results on a row click', async () => {
    const router = renderRoute(<App />, { route: '/fechamentos/*', at: '/fechamentos' });
    const table = await screen.findByRole('table', { name: 'Lista de Fechamentos' });
    await within(table).findByText('10/2026');
    const body = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).queryAllByRole('cell').map((cell) => cell.textContent);
    const rows = body.map(cells).filter((row) => row.length > 0);
    expect(rows[0]).toEqual(['10/2026', '01/10/2026', '31/10/2026', '21', 'Não', 'Não']);
    expect(rows[1]).toEqual(['09/2026', '01/09/2026', '30/09/2026', '21', 'Sim', 'Sim']);
    for (const header of ['Label', 'Início', 'Fim', 'Dias úteis', 'Bloqueado', 'Calculado']) {
      expect(within(table).getAllByText(header).length).toBeGreaterThan(0);
    }
    await userEvent.click(within(table).getByText('09/2026'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fechamentos/1'));
  });
});

describe('base do custo-hora', () => {
  it('shows the company setting, saves the 8-hour base and says it applies to the next calculations', async () => {
    let base = 'carga_colaborador';
    api.on('GET /fechamento/configuracao', () => ({ body: { result: { baseHorasCustoHora: base, atualizadoEm: '2026-11-01T12:00:00.000Z' } } }));
    api.on('PUT /fechamento/configuracao', ({ body }) => {
      base = (body as { baseHorasCustoHora: string }).baseHorasCustoHora;
      return { body: { result: { baseHorasCustoHora: base, atualizadoEm: '2026-11-26T12:00:00.000Z' } } };
    });
    renderRoute(<App />, { route: '/fechamentos/*', at: '/fechamentos' });
    await userEvent.click(await screen.findByRole('button', { name: 'Base do custo-hora' }));
    const dialog = await findDialog('Base do custo-hora');
    const propria = await within(dialog).findByRole('radio', { name: 'Carga horária de cada colaborador' });
    await waitFor(() => expect(propria).toBeChecked());
    const salvar = within(dialog).getByRole('button', { name: 'Salvar' });
    expect(salvar).toBeDisabled();
    await userEvent.click(within(dialog).getByText('8 horas por dia para todos'));
    expect(within(dialog).getByRole('radio', { name: '8 horas por dia para todos' })).toBeChecked();
    await userEvent.click(salvar);
    expect(
      await screen.findByText('Base do custo-hora salva: vale para os próximos cálculos.'),
    ).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ baseHorasCustoHora: 'oito_horas' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Base do custo-hora' })).not.toBeInTheDocument());
  });
});

describe('carga que falha', () => {
  it('shows the closing\'s failed load with Tentar novamente instead of a spinner, and the retry brings the closing', async () => {
    let falhar = true;
    api.on('GET /fechamento/:id', () => (falhar ? serverError() : { body: { result: fechamentos[0] } }));
    renderRoute(<App />, { route: '/fechamentos/*', at: '/fechamentos/1' });
    expect(await screen.findByText('Falha simulada.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Fechamento 09/2026' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Resultados por colaborador' })).toBeInTheDocument();
    expect(screen.queryByText('Falha simulada.')).not.toBeInTheDocument();
  });

  it('shows failed results in their place and keeps Recalcular off until they load', async () => {
    let falhar = true;
    api.on('GET /fechamento/custo-hh/:id', () => (falhar ? serverError() : { body: { result: [resultado(46, 'Ana Souza', '5480.83')] } }));
    renderRoute(<App />, { route: '/fechamentos/*', at: '/fechamentos/2' });
    expect(await screen.findByText('Falha simulada.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Calcular' })).toBeDisabled();
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Resultados por colaborador' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recalcular' })).toBeEnabled();
  });
});

describe('novo fechamento', () => {
  it('starts with the spec defaults and fills dataFim with the last day of the month', async () => {
    const defaults = defaultFechamentoValues();
    renderRoute(<App />, { route: '/fechamentos/*', at: '/fechamentos/new' });
    expect(await screen.findByRole('heading', { name: 'Novo Fechamento' })).toBeInTheDocument();
    const inicio = screen.getByLabelText(/Data início/);
    const fim = screen.getByLabelText(/Data fim/);
    expect(inicio).toHaveValue(formatDate(defaults.dataInicio as string));
    expect(fim).toHaveValue(formatDate(defaults.dataFim as string));
    expect(screen.getByLabelText(/Dias úteis/)).toHaveValue('30');
    expect(screen.getByLabelText(/Label/)).toHaveAttribute('maxlength', '30');
    expect(screen.getByLabelText(/Descrição/)).toHaveAttribute('maxlength', '100');

    await userEvent.clear(fim);
    await userEvent.clear(inicio);
    await userEvent.type(inicio, '01022025');
    await waitFor(() => expect(fim).toHaveValue('28/02/2025'));

    // Not the 1st: dataFim stays as it is.
    await userEvent.clear(fim);
    await userEvent.clear(inicio);
    await userEvent.type(inicio, '10022025');
    await waitFor(() => expect(inicio).toHaveValue('10/02/2025'));
    expect(fim).toHaveValue('');
  });

  it('validates with the spec messages and creates the closing', async () => {
    api.on('POST /fechamento/create', () => ({ body: { result: { insertId: 19, id: 19 } } }));
    const router = renderRoute(<App />, { route: '/fechamentos/*', at: '/fechamentos/new' });
    await screen.findByRole('heading', { name: 'Novo Fechamento' });
    const inicio = screen.getByLabelText(/Data início/);
    const fim = screen.getByLabelText(/Data fim/);
    await userEvent.clear(fim);
    await userEvent.type(fim, '01012025');
    await userEvent.clear(inicio);
    await userEvent.type(inicio, '15012025');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erros no formulário!')).toBeInTheDocument();
    expect(screen.getByText('Data fim deve ser maior que data início')).toBeInTheDocument();
    expect(screen.getByText('Confirme se deve BLOQUEAR ou NÃO.')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obrigatório.').length).toBeGreaterThanOrEqual(1);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/Label/), '01/2025');
    await userEvent.clear(fim);
    await userEvent.type(fim, '31012025');
    await userEvent.selectOptions(screen.getByLabelText(/Bloqueado/), 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Criado novo fechamento id: 19')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fechamentos'));
    await within(await screen.findByRole('table', { name: 'Lista de Fechamentos' })).findByText('10/2026');
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      label: '01/2025',
      dataInicio: '2025-01-15',
      dataFim: '2025-01-31',
      diasUteis: 30,
      descricao: null,
      bloqueio: false,
    });
  });
});

describe('resultados do fechamento', () => {
  it('Calcular runs the two checks in parallel, then the hour cost, and shows the results', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.on('POST /beneficio/calculate/:id', () => ({ body: { result: { avisos: [] } } }));
    api.on('POST /imposto/calculate/:id', () => ({ body: { result: { avisos: [] } } }));
    api.on('POST /fechamento/custo-hh/:id', async () => {
      await gate;
      calculated = [resultado(46, 'Ana Souza', '5480.83')];
      return { body: { result: { fechamentoId: 2, colaboradores: 1, totais: {}, avisos: [], tempos: {} } } };
    });
    renderRoute(<App />, { route: '/fechamentos/*', at: '/fechamentos/2' });
    expect(await screen.findByRole('heading', { name: 'Fechamento 10/2026' })).toBeInTheDocument();
    expect(await screen.findByText('Fechamento ainda não calculado: use Calcular para gerar os resultados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByRole('button', { name: /Calculando\.\.\./ })).toBeDisabled();
    release();
    expect(await screen.findByText('Fechamento calculado com sucesso!')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Resultados por colaborador' });
    expect(within(table).getByText('Ana Souza')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Recalcular' })).toBeEnabled();

    const posts = api.requests.filter((request) => request.method === 'POST').map((request) => [request.path, request.body]);
    expect(posts.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ['/beneficio/calculate/2', { isRecalculate: false }],
        ['/imposto/calculate/2', { isRecalculate: false }],
      ]),
    );
    expect(posts[2]).toEqual(['/fechamento/custo-hh/2', { partTimeColab: true }]);
  });

  it('a calculation with warnings is not a success: warning toast, panel with the count, the item and the full list', async () => {
    const semFaixa = 'IRRF: nenhuma faixa vigente em 2025-04-30.';
    const avisos = [
      { matricula: 7, nome: 'Bruno Lima', avisos: [semFaixa] },
      { matricula: 46, nome: 'Ana Souza', avisos: [semFaixa, 'INSS: nenhuma faixa contém a base 0.00.'] },
    ];
    api.on('POST /beneficio/calculate/:id', () => ({ body: { result: { avisos: [] } } }));
    api.on('POST /imposto/calculate/:id', () => ({ body: { result: { avisos: [] } } }));
    api.on('POST /fechamento/custo-hh/:id', () => {
      calculated = [resultado(7, 'Bruno Lima', '6000.00'), resultado(46, 'Ana Souza', '5480.83')];
      return {
        body: {
          result: {
            fechamentoId: 2,
            colaboradores: 2,
            totais: {},
            avisos: avisos.flatMap((item) => item.avisos.map((aviso) => `Matrícula ${item.matricula}: ${aviso}`)),
            tempos: {},
          },
        },
      };
    });
    api.on('GET /fechamento/avisos/:id', () => ({ body: { result: calculated.length > 0 ? avisos : [] } }));
    renderRoute(<App />, { route: '/fechamentos/*', at: '/fechamentos/2' });
    await screen.findByText('Fechamento ainda não calculado: use Calcular para gerar os resultados.');
    expect(screen.queryByRole('region', { name: 'Avisos do cálculo' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByText('Fechamento calculado com avisos: 2 colaboradores com avisos em IRRF e INSS.')).toBeInTheDocument();
    expect(screen.queryByText('Fechamento calculado com sucesso!')).not.toBeInTheDocument();
    const painel = await screen.findByRole('region', { name: 'Avisos do cálculo' });
    expect(within(painel).getByText('Fechamento com avisos: 2 colaboradores com avisos em IRRF e INSS.')).toBeInTheDocument();
    // Dates as dd/MM/yyyy on the screen.
    const semFaixaTela = 'IRRF: nenhuma faixa vigente em 30/04/2025.';
    expect(within(painel).getByText(`${semFaixaTela} (2 colaboradores)`)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Colaboradores com avisos' })).not.toBeInTheDocument();

    const abrir = within(painel).getByRole('button', { name: 'Ver colaboradores com avisos (2)' });
    expect(abrir).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(abrir);
    const lista = within(painel).getByRole('list', { name: 'Colaboradores com avisos' });
    const itens = within(lista).getAllByRole('listitem');
    expect(itens.map((item) => item.textContent)).toEqual([
      `Matrícula 7 · Bruno Lima${semFaixaTela}`,
      `Matrícula 46 · Ana Souza${semFaixaTela}INSS: nenhuma faixa contém a base 0.00.`,
    ]);
    expect(within(painel).getByRole('button', { name: 'Ocultar colaboradores com avisos' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a reopened closing shows the warnings saved with its results; Recalcular with warnings says so', async () => {
    fechamentos[0].bloqueio = false;
    try {
      api.on('GET /fechamento/avisos/:id', () => ({
        body: { result: [{ matricula: 7, nome: 'Bruno Lima', avisos: ['IRRF: nenhuma faixa vigente em 2026-09-30.'] }] },
      }));
      api.on('POST /beneficio/calculate/:id', () => ({ body: { result: { avisos: [] } } }));
      api.on('POST /imposto/calculate/:id', () => ({ body: { result: { avisos: [] } } }));
      api.on('POST /fechamento/custo-hh/:id', () => ({
        body: { result: { fechamentoId: 1, colaboradores: 2, totais: {}, avisos: ['Matrícula 7: IRRF: nenhuma faixa vigente em 2026-09-30.'], tempos: {} } },
      }));
      renderRoute(<App />, { route: '/fechamentos/*', at: '/fechamentos/1' });
      const painel = await screen.findByRole('region', { name: 'Avisos do cálculo' });
      expect(within(painel).getByText('Fechamento com avisos: 1 colaborador com avisos em IRRF.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Recalcular' })).toBeEnabled());
      await userEvent.click(screen.getByRole('button', { name: 'Recalcular' }));
      await userEvent.click(within(await findDialog(undefined, 'alertdialog')).getByRole('button', { name: 'Recalcular' }));
      expect(await screen.findByText('Fechamento recalculado com avisos: 1 colaborador com avisos em IRRF.')).toBeInTheDocument();
      expect(screen.queryByText('Fechamento recalculado com sucesso!')).not.toBeInTheDocument();
    } finally {
      fechamentos[0].bloqueio = true;
    }
  });

  it('Recalcular asks for the irreversible-discard confirmation first', async () => {
    fechamentos[0].bloqueio = false;
    try {
      api.on('POST /beneficio/calculate/:id', () => ({ body: { result: { avisos: [] } } }));
      api.on('POST /imposto/calculate/:id', () => ({ body: { result: { avisos: [] } } }));
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      api.on('POST /fechamento/custo-hh/:id', async () => {
        await gate;
        return { body: { result: { fechamentoId: 1, colaboradores: 2, totais: {}, avisos: [], tempos: {} } } };
      });
      renderRoute(<App />, { route: '/fechamentos/*', at: '/fechamentos/1' });
      await screen.findByRole('table', { name: 'Resultados por colaborador' });
      // The closing's own actions are disabled while its form is being edited.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Recalcular' })).toBeEnabled());
      await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
      expect(screen.getByRole('button', { name: 'Recalcular' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Recalcular' })).toBeEnabled());
      // Totals of the rows.
      const totais = screen.getByRole('region', { name: 'Totais do fechamento' });
      expect(within(totais).getByText('R$ 11.480,83')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Recalcular' }));
      const dialog = await findDialog(undefined, 'alertdialog');
      expect(within(dialog).getByText(/Esta ação é irreversível/)).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

      await userEvent.click(screen.getByRole('button', { name: 'Recalcular' }));
      await userEvent.click(within(await findDialog(undefined, 'alertdialog')).getByRole('button', { name: 'Recalcular' }));
      expect(await screen.findByRole('button', { name: /Recalculando\.\.\./ })).toBeDisabled();
      release();
      expect(await screen.findByText('Fechamento recalculado com sucesso!')).toBeInTheDocument();
      const bodies = api.requests.filter((request) => request.method === 'POST').map((request) => request.body);
      expect(bodies).toEqual(expect.arrayContaining([{ isRecalculate: true }, { isRecalculate: true }, { partTimeColab: true }]));
      // The results are reloaded before the button is back.
      expect(await screen.findByRole('button', { name: 'Recalcular' })).toBeInTheDocument();
    } finally {
      fechamentos[0].bloqueio = true;
    }
  });

  it('says the closing was recalculated only once the recalculated results are on the screen', async () => {
    fechamentos[0].bloqueio = false;
    try {
      api.on('POST /beneficio/calculate/:id', () => ({ body: { result: { avisos: [] } } }));
      api.on('POST /imposto/calculate/:id', () => ({ body: { result: { avisos: [] } } }));
      api.on('POST /fechamento/custo-hh/:id', () => ({ body: { result: { fechamentoId: 1, colaboradores: 1, totais: {}, avisos: [], tempos: {} } } }));
      renderRoute(<App />, { route: '/fechamentos/*', at: '/fechamentos/1' });
      const totais = await screen.findByRole('region', { name: 'Totais do fechamento' });
      expect(within(totais).getByText('R$ 11.480,83')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Recalcular' })).toBeEnabled());

      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      api.on('GET /fechamento/custo-hh/:id', async () => {
        await gate;
        return { body: { result: [resultado(46, 'Ana Souza', '7000.00')] } };
      });
      await userEvent.click(screen.getByRole('button', { name: 'Recalcular' }));
      await userEvent.click(within(await findDialog(undefined, 'alertdialog')).getByRole('button', { name: 'Recalcular' }));
      await waitFor(() => expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(3));
      await waitFor(() => expect(api.requests.filter((request) => request.method === 'GET' && request.path === '/fechamento/custo-hh/1').length).toBeGreaterThan(1));
      // The calculation answered, the results are still loading: no message beside the previous totals.
      expect(screen.queryByText('Fechamento recalculado com sucesso!')).not.toBeInTheDocument();
      expect(within(totais).getByText('R$ 11.480,83')).toBeInTheDocument();
      release();
      expect(await screen.findByText('Fechamento recalculado com sucesso!')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Totais do fechamento' })).getByText('R$ 7.000,00')).toBeInTheDocument();
    } finally {
      fechamentos[0].bloqueio = true;
    }
  });

  it('disables the closing actions while editing and when blocked; a row opens the breakdown', async () => {
    api.on('GET /fechamento/custo-hh/:id/:mat', () => ({
      body: {
        result: {
          ...resultado(46, 'Ana Souza', '5480.83'),
          detalhamento: {
            dataInicio: '2026-09-01',
            dataFim: '2026-09-30',
            dataReferencia: '2026-09-30',
            diasUteis: 21,
            proporcional: { ativoNoPeriodo: true, admitidoNoPeriodo: false, demitidoNoPeriodo: false, diasTrabalhados: 30, diasMes: 30, fator: '1', salarioMensal: '3000.00' },
            beneficios: [
              { benefCod: 1, sigla: 'VR', nome: 'Vale-refeição', periodoValor: 'dia', quantidade: '21', valorBase: '945.00', acrescimos: '0.00', subtracoes: '0.00', valorBeneficio: '945.00', descontoColaborador: '9.45', parteFilial: '0.00', valorEmpresa: '935.55' },
            ],
            descontoBeneficios: '9.45',
            impostos: [
              { cod: 1, sigla: 'INSS', nome: 'INSS', calculo: 'faixas', fgts: false, base: 'salario', baseCalculo: '3000.00', faixa: { id: 8, compara_inicio: '>=', valor_faixa_inicio: '2902.85', compara_fim: '<=', valor_faixa_fim: '4354.27', aliq_faixa: '0.12', valor_faixa: null, valor_deducao: '111.40', vigencia_inicio: '2026-01-01', vigencia_fim: null, observacao: null }, impostoFaixa: '248.60', limitadoAoTeto: false, irrf: null, parteColaborador: '248.60', baseFilial: 'salario', aliquotaFilial: '0', parteFilial: '0.00' },
            ],
            irrf: null,
            encargos: { aliquotaEncargos: '0.358', aliquotaFgts: '0.08', aliquotaEncargosProvisoes: '0.358', encargosSemFgts: '834.00', fgts: '240.00', total: '1074.00' },
            provisoes: { baseDecimoTerceiro: '250.00', baseFerias: '333.33', tercoFerias: '83.33', baseProvisoes: '583.33', encargosProvisoes: '208.83', recesso: '0.00', baseRescisao: '3583.33' },
            horasMes: '168',
            avisos: [],
          },
        },
      },
    }));
    renderRoute(<App />, { route: '/fechamentos/*', at: '/fechamentos/1' });
    const table = await screen.findByRole('table', { name: 'Resultados por colaborador' });
    expect(screen.getByRole('button', { name: 'Recalcular' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Recalcular' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('button', { name: 'Exportar' })).toBeEnabled();

    await userEvent.click(within(table).getByText('Ana Souza'));
    const dialog = await findDialog();
    expect(await within(dialog).findByText('Detalhamento: 46 · Ana Souza')).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Benefícios do colaborador' })).toHaveTextContent('R$ 935,55');
    expect(within(dialog).getByRole('table', { name: 'Impostos do colaborador' })).toHaveTextContent('R$ 248,60');
  });

  it('Exportar writes the per-employee table as xlsx, money rounded to cents', async () => {
    const downloads = captureXlsxDownloads();
    renderRoute(<App />, { route: '/fechamentos/*', at: '/fechamentos/1' });
    await screen.findByRole('table', { name: 'Resultados por colaborador' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.fileName).toBe('fechamento-09-2026.xlsx');
    // The sheet's cells as the file holds them: money rounded to cents, numbers as numbers.
    const rows = downloads[0]!.rows;
    expect(rows[0]).toEqual([
      'Matrícula', 'Nome', 'Função', 'Departamento', 'Regime', 'Filial', 'Salário base', 'Benefícios', 'Impostos',
      'Salário líquido', 'Custo folha', 'Provisão 13º', 'Provisão férias', 'Provisão rescisão', 'Custo total', 'Custo hora',
      'Carga horária', 'Meio período',
    ]);
    expect(rows).toHaveLength(3);
    const ana = rows.find((row) => row[1] === 'Ana Souza')!;
    expect(ana).toEqual([
      46, 'Ana Souza', 'Desenvolvedor Pleno', 'Delivery', 'CLT', 'São Paulo (Matriz)', 3000, 500, 300, 2650, 4074, 339.5, 452.67,
      114.67, 5480.83, 32.51, 8, 'Não',
    ]);
  });
});
