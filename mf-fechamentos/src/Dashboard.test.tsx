import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession, type MediaFechamento } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { API_NAME } from '@financeiro/domain';
import { renderWithUi } from '@financeiro/ui/testing';
import Dashboard from './Dashboard';
import Relatorios from './Relatorios';
import { loadCharts } from '@financeiro/ui';

function signInWith(sections: string[]) {
  useSession.getState().signIn({
    token: 't',
    refresh_token: 'r',
    user: { name: 'Ana', email: 'ana@veecode.com.br', roles: { [API_NAME]: sections } },
  });
}

function media(id: number, label: string, custoHoraMedio: string | null): MediaFechamento {
  const calculado = custoHoraMedio !== null;
  const mes = label.slice(0, 2);
  return {
    fechamentoId: id,
    label,
    dataInicio: `2026-${mes}-01`,
    dataFim: `2026-${mes}-28`,
    calculado,
    colaboradores: calculado ? 100 : 0,
    custoHoraMedio,
    custoHoraPonderado: custoHoraMedio,
    custoTotal: calculado ? '1500000.00' : null,
    custoTotalMedio: null,
    salarioBaseMedio: null,
    beneficioTotalMedio: null,
    impostoTotalMedio: null,
    salarioLiquidoMedio: null,
    salarioFilialMedio: null,
  };
}

const periodo = [media(16, '08/2026', '80.1000'), media(17, '09/2026', '92.5000'), media(18, '10/2026', null)];
const disponiveis = periodo.map((item) => ({
  id: item.fechamentoId,
  label: item.label,
  dataInicio: item.dataInicio,
  dataFim: item.dataFim,
  calculado: item.calculado,
})).reverse();
const departamentos = [
  { nome: 'Delivery', label: '08/2026', custo: '700000.00', departamentoCod: 5, sigla: 'DLV', fechamentoId: 16, dataInicio: '2026-08-01' },
  { nome: 'ENGESOL', label: '08/2026', custo: '500000.00', departamentoCod: 16, sigla: 'ENG', fechamentoId: 16, dataInicio: '2026-08-01' },
  { nome: 'Delivery', label: '09/2026', custo: '710000.00', departamentoCod: 5, sigla: 'DLV', fechamentoId: 17, dataInicio: '2026-09-01' },
  { nome: 'ENGESOL', label: '09/2026', custo: '505000.00', departamentoCod: 16, sigla: 'ENG', fechamentoId: 17, dataInicio: '2026-09-01' },
];
const area = [
  { name: 'Delivery', label: '09/2026', custo: '710000.00', departamentoCod: 5, sigla: 'DLV', fechamentoId: 17 },
  { name: 'ENGESOL', label: '09/2026', custo: '505000.00', departamentoCod: 16, sigla: 'ENG', fechamentoId: 17 },
];

let api: FakeApi;

// The charts are a lazy chunk: load it once, before the waits start.
beforeAll(loadCharts);
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /fechamento/dashboard', () => ({ body: { result: { inicio: '2026-05-01', fim: '2026-10-31', fechamentos: periodo, disponiveis } } }));
  api.on('GET /fechamento/custo/departamentos', () => ({ body: { result: departamentos } }));
  api.on('GET /fechamento/custo/todosDepartamentoArea/:id', () => ({ body: { result: area } }));
});
afterEach(async () => {
  useSession.getState().clear();
  await api.close();
});

describe('dashboard', () => {
  it('renders only for holders of the dashboard role', async () => {
    signInWith(['dashboard']);
    const { unmount } = renderWithUi(<Dashboard chartWidth={500} />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Maior média HH do período' });
    unmount();

    const before = api.requests.length;
    signInWith(['fechamentos']);
    const { container } = renderWithUi(<Dashboard />);
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    expect(api.requests.length).toBe(before);
  });

  it('shows the highest and lowest average HH months, the charts, and the closings without calculation', async () => {
    signInWith(['dashboard']);
    renderWithUi(<Dashboard chartWidth={500} />);
    const maior = await screen.findByRole('region', { name: 'Maior média HH do período' });
    expect(within(maior).getByText('R$ 92,50')).toBeInTheDocument();
    expect(within(maior).getByText('Fechamento 09/2026')).toBeInTheDocument();
    const menor = screen.getByRole('region', { name: 'Menor média HH do período' });
    expect(within(menor).getByText('R$ 80,10')).toBeInTheDocument();

    // The info toast lists the closing without calculation.
    expect(await screen.findByText('Existem fechamentos sem cálculo: 10/2026')).toBeInTheDocument();
    // The reference month (the latest, 10/2026) is not calculated: its area charts say so.
    const areaPanel = screen.getByRole('region', { name: /Custo total bruto por área · 10\/2026/ });
    expect(within(areaPanel).getByText('Não foi possível carregar os dados, esse mês não foi calculado o fechamento.')).toBeInTheDocument();

    const hh = await screen.findByRole('figure', { name: 'Média do valor HH por mês' });
    expect(within(hh).getByText('08/2026')).toBeInTheDocument();
    expect(within(hh).queryByText('10/2026')).not.toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Custo total do departamento Delivery' })).toBeInTheDocument();
    const multi = await screen.findByRole('figure', { name: 'Custo total dos departamentos por mês' });
    expect(within(multi).getAllByText('ENGESOL').length).toBeGreaterThan(0);
    expect(api.requests.some((request) => request.path.startsWith('/fechamento/custo/todosDepartamentoArea'))).toBe(false);
  });

  it('changes the period, the department and the reference month', async () => {
    signInWith(['dashboard']);
    renderWithUi(<Dashboard chartWidth={500} />);
    await screen.findByRole('region', { name: 'Maior média HH do período' });
    expect(api.requests.find((request) => request.path === '/fechamento/dashboard')?.query.get('meses')).toBe('6');

    await userEvent.selectOptions(screen.getByLabelText('Período'), '12');
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path === '/fechamento/custo/departamentos').at(-1)?.query.get('meses')).toBe('12'),
    );

    await userEvent.selectOptions(await screen.findByLabelText('Departamento'), 'ENGESOL');
    expect(await screen.findByRole('figure', { name: 'Custo total do departamento ENGESOL' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Mês de referência'), '17');
    await waitFor(() => expect(api.requests.some((request) => request.path === '/fechamento/custo/todosDepartamentoArea/17')).toBe(true));
    expect(api.requests.filter((request) => request.path === '/fechamento/dashboard').at(-1)?.query.get('ate')).toBe('2026-09');
    const pizza = await screen.findByRole('figure', { name: 'Custo total bruto por área (pizza)' });
    expect(within(pizza).getByText('Delivery')).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Custo total bruto por área (barras)' })).toBeInTheDocument();
  });

  it('says so when no month of the period was calculated', async () => {
    api.on('GET /fechamento/dashboard', () => ({
      body: { result: { inicio: '2026-05-01', fim: '2026-10-31', fechamentos: [media(18, '10/2026', null)], disponiveis: disponiveis.slice(0, 1) } },
    }));
    api.on('GET /fechamento/custo/departamentos', () => ({ body: { result: [] } }));
    signInWith(['dashboard']);
    renderWithUi(<Dashboard chartWidth={500} />);
    const hh = await screen.findByRole('region', { name: 'Média do valor HH por mês' });
    expect(within(hh).getByText('Não foi possível carregar os dados, esse mês não foi calculado o fechamento.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Maior média HH do período' })).getByText(/não foi calculado/)).toBeInTheDocument();
  });
});

describe('mf-fechamentos extra entries', () => {
  it('mounts Relatórios DP at /relatorios', async () => {
    renderWithUi(
      <MemoryRouter initialEntries={['/relatorios']}>
        <Routes>
          <Route path="/relatorios/*" element={<Relatorios />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Relatórios DP' })).toBeInTheDocument();
  });
});
