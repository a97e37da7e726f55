import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Comparacao, EvolucaoCusto, FechamentoRelatorio, LinhaResumo, OpcoesRelatorioDp, ResumoFolha, TotaisFolha } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { compararTotais, comparar, FECHAMENTO_MESSAGES } from '@financeiro/domain';
import { renderWithUi } from '@financeiro/ui/testing';
import Relatorios from '../Relatorios';
import { loadCharts } from '@financeiro/ui';

const NBSP = '\u00a0';
const SEM_CALCULO = FECHAMENTO_MESSAGES.semCalculo;

const fechamento = (id: number, label: string, extra: Partial<FechamentoRelatorio> = {}): FechamentoRelatorio => {
  const [mes, ano] = label.split('/');
  return {
    id,
    label,
    dataInicio: `${ano}-${mes}-01`,
    dataFim: `${ano}-${mes}-28`,
    bloqueio: false,
    calculado: true,
    colaboradores: 2,
    mensagem: null,
    ...extra,
  };
};

const fechamentos = [
  fechamento(19, '11/2026', { calculado: false, colaboradores: 0, mensagem: SEM_CALCULO }),
  fechamento(18, '10/2026'),
  fechamento(17, '09/2026', { bloqueio: true }),
];

const totais = (custoTotal: string, salarioBruto: string, colaboradores = 2): TotaisFolha => ({
  colaboradores,
  salarioBruto,
  beneficioEmpresa: '500.00',
  descontoBeneficios: '60.00',
  impostoColaborador: '735.06',
  impostoEmpresa: '2100.14',
  provisaoDecimoTerceiro: '833.37',
  provisaoFerias: '1111.16',
  provisaoRescisao: '300.02',
  custoTotal,
  hhMedio: '35.2280',
});

const linha = (grupo: LinhaResumo['grupo'], cod: number, nome: string, custoTotal: string, anterior: string | null): LinhaResumo => ({
  grupo,
  cod,
  nome,
  ...totais(custoTotal, '3900.25', 1),
  comparacao: comparar(custoTotal, anterior),
});

function resumo(id: number, filtros: ResumoFolha['filtros'] = {}): ResumoFolha {
  const atual = fechamentos.find((item) => item.id === id)!;
  const anterior = fechamentos.find((item) => item.id === id - 1) ?? null;
  const calculado = atual.calculado;
  const atuais = calculado ? totais('12400.25', '7800.50') : null;
  const anteriores = anterior?.calculado ? totais('12000.25', '7500.50') : null;
  return {
    fechamento: atual,
    anterior,
    filtros,
    totais: atuais,
    totaisAnterior: anteriores,
    porDepartamento: calculado
      ? [linha('departamento', 5, 'Delivery', '7400.25', anterior ? '7000.25' : null), linha('departamento', 1, 'Administrativo', '5000.00', anterior ? '5000.00' : null)]
      : [],
    porFilial: calculado ? [linha('filial', 1, 'Matriz', '12400.25', anterior ? '12000.25' : null)] : [],
    porRegime: calculado ? [linha('regime', 1, 'CLT', '12400.25', anterior ? '12000.25' : null)] : [],
    impostos: calculado
      ? [{ cod: 1, sigla: 'INSS', nome: 'INSS', colaboradores: 2, parteColaborador: '735.06', parteFilial: '2100.14', comparacao: comparar('2835.20', '2800.00') as Comparacao }]
      : [],
    comparacao: atuais ? compararTotais(atuais, anteriores) : [],
  };
}

const opcoes: OpcoesRelatorioDp = {
  colaboradores: [
    { matricula: 7, nome: 'Ana Souza' },
    { matricula: 9, nome: 'Bruno Lima' },
  ],
  departamentos: [
    { cod: 1, nome: 'Administrativo', sigla: 'ADM' },
    { cod: 5, nome: 'Delivery', sigla: 'DLV' },
  ],
  filiais: [{ cod: 1, nome: 'Matriz' }],
  regimes: [{ cod: 1, nome: 'CLT', sigla: 'CLT' }],
  beneficios: [
    { cod: 3, nome: 'Plano de saúde', sigla: 'PS' },
    { cod: 1, nome: 'Vale-refeição', sigla: 'VR' },
  ],
};

function evolucao(tipo: 'colaborador' | 'departamento', cod: number): EvolucaoCusto {
  const ponto = (item: FechamentoRelatorio, salario: string | null, custo: string | null, hh: string | null, mudancas: string[] = []) => ({
    fechamentoId: item.id,
    label: item.label,
    dataInicio: item.dataInicio,
    dataFim: item.dataFim,
    bloqueio: item.bloqueio,
    calculado: item.calculado,
    mensagem: item.mensagem,
    colaboradores: item.calculado ? 1 : 0,
    salario,
    custoTotal: custo,
    hh,
    mudancas: mudancas.map((descricao) => ({ tipo: 'salario' as const, matricula: 7, nome: 'Ana Souza', de: '', para: '', descricao })),
  });
  const [novembro, outubro, setembro] = fechamentos;
  return {
    tipo,
    cod,
    nome: tipo === 'colaborador' ? 'Ana Souza' : 'Delivery',
    inicio: '2025-12-01',
    fim: '2026-11-30',
    pontos: [
      ponto(setembro, '3000.00', '5000.00', '28.4091'),
      ponto(outubro, '3300.00', '5400.00', '30.6818', [`Salário: R$ 3.000,00 → R$ 3.300,00`]),
      ponto(novembro, null, null, null),
    ],
  };
}

let api: FakeApi;

// The charts are a lazy chunk: load it once, before the waits start.
beforeAll(loadCharts);
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /relatorio-dp/fechamentos', () => ({ body: { result: fechamentos } }));
  api.on('GET /relatorio-dp/opcoes', () => ({ body: { result: opcoes } }));
  api.on('GET /relatorio-dp/resumo/:id', (request) => {
    const id = Number(request.path.split('/').at(-1));
    const filtro = (name: string) => (request.query.get(name) ? Number(request.query.get(name)) : null);
    return { body: { result: resumo(id, { departamentoCod: filtro('departamentoCod'), filialCod: filtro('filialCod'), regimeCod: filtro('regimeCod') }) } };
  });
  api.on('GET /relatorio-dp/evolucao', (request) => ({
    body: { result: evolucao(request.query.get('tipo') as 'colaborador', Number(request.query.get('cod'))) },
  }));
  api.on('GET /relatorio-dp/beneficios', () => ({
    body: {
      result: {
        inicio: '2025-12-01',
        fim: '2026-11-30',
        fechamentos: [...fechamentos].reverse(),
        linhas: [
          { fechamentoId: 17, label: '09/2026', dataInicio: '2026-09-01', bloqueio: true, benefCod: 3, sigla: 'PS', nome: 'Plano de saúde', colaboradores: 86, custoEmpresa: '60650.00', descontoColaborador: '11530.00' },
          { fechamentoId: 18, label: '10/2026', dataInicio: '2026-10-01', bloqueio: false, benefCod: 3, sigla: 'PS', nome: 'Plano de saúde', colaboradores: 87, custoEmpresa: '61355.00', descontoColaborador: '11660.00' },
          { fechamentoId: 18, label: '10/2026', dataInicio: '2026-10-01', bloqueio: false, benefCod: 1, sigla: 'VR', nome: 'Vale-refeição', colaboradores: 75, custoEmpresa: '68108.13', descontoColaborador: '688.05' },
        ],
      },
    },
  }));
});
afterEach(async () => {
  await api.close();
});

function abrir(path: string) {
  return renderWithUi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/relatorios/*" element={<Relatorios chartWidth={600} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const ultimaChamada = (path: string) => api.requests.filter((request) => request.path.startsWith(path)).at(-1);

describe('Relatórios DP', () => {
  it('lists the three reports and opens one', async () => {
    abrir('/relatorios');
    expect(await screen.findByRole('heading', { name: 'Relatórios DP' })).toBeInTheDocument();
    for (const nome of ['Resumo da folha', 'Evolução do custo', 'Benefícios']) expect(screen.getByRole('region', { name: nome })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir Resumo da folha' }));
    expect(await screen.findByRole('heading', { name: 'Resumo da folha' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Totais por departamento' })).toBeInTheDocument();
  });

  it('resumo: defaults to the latest calculated closing and compares it with the previous (blocked) one', async () => {
    abrir('/relatorios/resumo');
    const comparacao = await screen.findByRole('table', { name: 'Comparação com o fechamento anterior' });
    await screen.findByRole('figure', { name: 'Custo total por departamento' });
    // The latest closing (11/2026) has no calculation: the latest calculated one (10/2026) is shown.
    expect(ultimaChamada('/relatorio-dp/resumo/')?.path).toBe('/relatorio-dp/resumo/18');
    expect(screen.getByText(/Comparado com 09\/2026 \(bloqueado\)/)).toBeInTheDocument();
    const custo = within(comparacao).getByText('Custo total').closest('tr')!;
    // 12.400,25 - 12.000,25 = +400,00; 400 / 12.000,25 = 3,33%.
    expect(within(custo).getByText(`R$ 12.400,25`)).toBeInTheDocument();
    expect(within(custo).getByText(`R$ 12.000,25`)).toBeInTheDocument();
    expect(within(custo).getByText(`+R$ 400,00`)).toBeInTheDocument();
    expect(within(custo).getByText('+3,33%')).toBeInTheDocument();
    const colaboradores = within(comparacao).getByText('Colaboradores').closest('tr')!;
    expect(within(colaboradores).getByText('0,00%')).toBeInTheDocument();

    // The department rows carry their own comparison; Delivery: 7.400,25 against 7.000,25 = +5,71%.
    const departamentos = screen.getByRole('table', { name: 'Totais por departamento' });
    const delivery = within(departamentos).getByText('Delivery').closest('tr')!;
    expect(within(delivery).getByText(`+R$ 400,00`)).toBeInTheDocument();
    expect(within(delivery).getByText('+5,71%')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Custo total por departamento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
  });

  it('resumo: the filters go to the server and the grouping changes the table', async () => {
    abrir('/relatorios/resumo');
    await screen.findByRole('table', { name: 'Totais por departamento' });
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'Delivery');
    await waitFor(() => expect(ultimaChamada('/relatorio-dp/resumo/')?.query.get('departamentoCod')).toBe('5'));
    await userEvent.selectOptions(screen.getByLabelText('Regime'), 'CLT');
    await waitFor(() => expect(ultimaChamada('/relatorio-dp/resumo/')?.query.get('regimeCod')).toBe('1'));
    expect(ultimaChamada('/relatorio-dp/resumo/')?.query.get('departamentoCod')).toBe('5');
    expect(ultimaChamada('/relatorio-dp/resumo/')?.query.has('filialCod')).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('Agrupar por'), 'Filial');
    const filiais = await screen.findByRole('table', { name: 'Totais por filial' });
    expect(within(filiais).getByText('Matriz')).toBeInTheDocument();

    // The previous closing of 09/2026 is not in the list: no comparison figures.
    await userEvent.selectOptions(screen.getByLabelText('Fechamento'), '09/2026 (bloqueado)');
    await waitFor(() => expect(ultimaChamada('/relatorio-dp/resumo/')?.path).toBe('/relatorio-dp/resumo/17'));
    expect(await screen.findByText('Sem fechamento anterior para comparar.')).toBeInTheDocument();
    expect(screen.getByText('Bloqueado')).toBeInTheDocument();
    const comparacao = screen.getByRole('table', { name: 'Comparação com o fechamento anterior' });
    expect(within(within(comparacao).getByText('Custo total').closest('tr')!).getAllByText('—')).toHaveLength(3);
  });

  it('resumo: a closing without calculation shows the closings message', async () => {
    abrir('/relatorios/resumo');
    await screen.findByRole('table', { name: 'Totais por departamento' });
    await userEvent.selectOptions(screen.getByLabelText('Fechamento'), '11/2026 (sem cálculo)');
    expect(await screen.findByText(SEM_CALCULO)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Totais por departamento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();
  });

  it('evolução: employee or department, period filters, history changes and closings without calculation', async () => {
    abrir('/relatorios/evolucao');
    const tabela = await screen.findByRole('table', { name: 'Evolução por fechamento' });
    await screen.findByRole('figure', { name: 'Salário e custo total por fechamento' });
    let chamada = ultimaChamada('/relatorio-dp/evolucao')!;
    expect([chamada.query.get('tipo'), chamada.query.get('cod'), chamada.query.get('meses'), chamada.query.has('ate')]).toEqual(['colaborador', '7', '12', false]);
    const outubro = within(tabela).getByText('10/2026').closest('tr')!;
    expect(within(outubro).getByText(`Salário: R$ 3.000,00 → R$ 3.300,00`)).toBeInTheDocument();
    expect(within(within(tabela).getByText('09/2026').closest('tr')!).getByText('Bloqueado')).toBeInTheDocument();
    expect(within(within(tabela).getByText('11/2026').closest('tr')!).getByText(SEM_CALCULO)).toBeInTheDocument();
    const grafico = screen.getByRole('figure', { name: 'Salário e custo total por fechamento' });
    expect(within(grafico).getByText('Mudança')).toBeInTheDocument();
    // The chart leaves out the closing without calculation.
    expect(within(grafico).queryByText('11/2026')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Evolução de'), 'Departamento');
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'Delivery');
    await userEvent.selectOptions(screen.getByLabelText('Período'), '24 meses');
    await userEvent.selectOptions(screen.getByLabelText('Até'), '10/2026');
    await waitFor(() => {
      chamada = ultimaChamada('/relatorio-dp/evolucao')!;
      expect([chamada.query.get('tipo'), chamada.query.get('cod'), chamada.query.get('meses'), chamada.query.get('ate')]).toEqual(['departamento', '5', '24', '2026-10']);
    });
    expect(await screen.findByRole('columnheader', { name: /HH médio/ })).toBeInTheDocument();
  });

  it('benefícios: filters, blocked closings and the closings without calculation', async () => {
    abrir('/relatorios/beneficios');
    const tabela = await screen.findByRole('table', { name: 'Benefícios por fechamento' });
    await within(tabela).findByText(`R$ 68.108,13`);
    expect(screen.getByText(`${FECHAMENTO_MESSAGES.fechamentosSemCalculo}: 11/2026. ${SEM_CALCULO}`)).toBeInTheDocument();
    expect(within(tabela).getAllByRole('row').some((row) => within(row).queryByText('Bloqueado') !== null)).toBe(true);
    expect(within(tabela).getByText(`R$ 68.108,13`)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Custo da empresa por benefício e fechamento' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Benefício'), 'Plano de saúde');
    await userEvent.selectOptions(screen.getByLabelText('Filial'), 'Matriz');
    await userEvent.selectOptions(screen.getByLabelText('Período'), '6 meses');
    await waitFor(() => {
      const chamada = ultimaChamada('/relatorio-dp/beneficios')!;
      expect([chamada.query.get('benefCod'), chamada.query.get('filialCod'), chamada.query.get('meses'), chamada.query.has('departamentoCod')]).toEqual([
        '3',
        '1',
        '6',
        false,
      ]);
    });

    // Sorting: a click on 'Custo da empresa' orders the rows by value.
    await userEvent.click(within(tabela).getByRole('columnheader', { name: /Custo da empresa/ }).querySelector('button') ?? within(tabela).getByText('Custo da empresa'));
    const valores = within(tabela)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('cell')[4]?.textContent);
    expect(valores.filter(Boolean)).toEqual([`R$${NBSP}60.650,00`, `R$${NBSP}61.355,00`, `R$${NBSP}68.108,13`]);
  });
});
