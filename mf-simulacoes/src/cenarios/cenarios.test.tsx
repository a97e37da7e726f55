import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpcoesCenario } from '@financeiro/api';
import type { FakeApi } from '@financeiro/api/testing';
import { renderRoute } from '@financeiro/ui/testing';
import App from '../App';
import { encerrar, iniciar } from '../test/fixtures';

const OPCOES: OpcoesCenario = {
  fechamentos: [{ id: 18, label: '10/2026', dataInicio: '2026-10-01', dataFim: '2026-10-31', diasUteis: 22, mes: '2026-10' }],
  departamentos: [{ cod: 1, sigla: 'TI', nome: 'Tecnologia' }],
  funcoes: [{ cod: 7, nome: 'Desenvolvedor' }],
  filiais: [{ cod: 1, nome: 'Matriz' }],
  regimes: [{ cod: 1, sigla: 'CLT', nome: 'Consolidação das Leis do Trabalho' }],
  beneficios: [],
  impostos: [],
  colaboradores: [{ mat: 3, nome: 'Ana Souza' }],
};

let api: FakeApi;
beforeEach(async () => {
  api = await iniciar();
  api.on('GET /cenarios/opcoes', () => ({ body: { data: OPCOES } }));
  api.on('GET /cenarios', () => ({ body: { data: [] } }));
  api.on('POST /cenarios', ({ body }) => ({ body: { result: true, data: { id: 9, atualizadoEm: 'x', ...(body as object) }, message: 'Cenário criado com sucesso!' } }));
});
afterEach(() => encerrar(api));

const renderAt = (path: string) => renderRoute(<App />, { route: '/simulacoes/*', at: path });

describe('cost scenario editor', () => {
  it('a raise and a hire typed key by key are sent as the domain reads them (5,5 % → 0.055; R$ 7.500,00 → 7500)', async () => {
    renderAt('/simulacoes/cenarios/new');
    await userEvent.type(await screen.findByLabelText('Nome'), 'Dissídio');
    expect(screen.getByLabelText('A partir de (MM/aaaa)')).toHaveValue('10/2026');

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar alteração' }));
    const reajuste = screen.getByRole('region', { name: 'Alteração: Reajuste' });
    await userEvent.type(within(reajuste).getByLabelText('Percentual do reajuste'), '5,5');

    await userEvent.selectOptions(screen.getByLabelText('Tipo da nova alteração'), 'admissao');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar alteração' }));
    const admissao = screen.getByRole('region', { name: 'Alteração: Admissão' });
    await userEvent.selectOptions(within(admissao).getByLabelText('Função'), 'Desenvolvedor');
    await userEvent.selectOptions(within(admissao).getByLabelText('Filial'), 'Matriz');
    await userEvent.selectOptions(within(admissao).getByLabelText('Regime'), 'CLT - Consolidação das Leis do Trabalho');
    await userEvent.type(within(admissao).getByLabelText('Salário da admissão'), '7500');

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST' && r.path === '/cenarios')).toBe(true));
    const corpo = api.requests.find((r) => r.method === 'POST' && r.path === '/cenarios')!.body as { mesInicio: string; alteracoes: Array<Record<string, unknown>> };
    expect(corpo.mesInicio).toBe('2026-10');
    expect(corpo.alteracoes).toEqual([
      { tipo: 'reajuste', modo: 'percentual', valor: 0.055 },
      { tipo: 'admissao', quantidade: 1, salario: 7500, funcaoCod: 7, filialCod: 1, regimeCod: 1 },
    ]);
  });

  it('an invalid raise is not sent: the domain message under the change', async () => {
    renderAt('/simulacoes/cenarios/new');
    await userEvent.type(await screen.findByLabelText('Nome'), 'Sem valor');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar alteração' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const reajuste = screen.getByRole('region', { name: 'Alteração: Reajuste' });
    expect(await within(reajuste).findByRole('alert')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/cenarios')).toBe(false);
  });
});

describe('cost scenario result', () => {
  const grupo = (custo: string, depois: string) => ({
    cod: null,
    nome: 'Empresa',
    antes: { colaboradores: 60, custoTotal: custo, custoHoraMedio: '100.0000' },
    depois: { colaboradores: 60, custoTotal: depois, custoHoraMedio: '105.0000' },
    diferenca: { colaboradores: 0, custoTotal: { valor: (Number(depois) - Number(custo)).toFixed(2), percentual: '0.05' } },
  });
  const totais = (custo: string, depois: string) => ({ empresa: grupo(custo, depois), departamentos: [], funcoes: [], filiais: [], regimes: [] });
  const linha = (mat: number) => ({
    mat,
    nome: `Pessoa ${mat}`,
    funcao: 'Desenvolvedor',
    departamento: 'Tecnologia',
    filial: 'Matriz',
    regime: 'CLT',
    situacao: 'mantido',
    antes: { salarioBase: '5000.00', beneficioTotal: '0.00', impostoTotal: '0.00', custoTotal: '8000.00', custoHora: '50.0000' },
    depois: { salarioBase: '5275.00', beneficioTotal: '0.00', impostoTotal: '0.00', custoTotal: '8400.00', custoHora: '52.5000' },
    diferenca: { custoTotal: '400.00', custoTotalPercentual: '0.05', custoHora: '2.5000', custoHoraPercentual: '0.05' },
    avisos: [],
  });

  it('reads the lines page by page from the server and shows the months before → after', async () => {
    const cenario = { id: 9, nome: 'Dissídio', descricao: null, fechamentoId: 18, mesInicio: '2026-10', alteracoes: [], atualizadoEm: 'x' };
    const cabecalho = { id: 9, nome: 'Dissídio', descricao: null, mesInicio: '2026-10', fechamento: { id: 18, label: '10/2026' } };
    api.on('GET /cenarios/9', () => ({ body: { data: cenario } }));
    api.on('GET /cenarios/9/resultado', () => ({
      body: {
        data: {
          cenario: cabecalho,
          mes: '2026-10',
          periodo: { dataInicio: '2026-10-01', dataFim: '2026-10-31', diasUteis: 22 },
          baseHoras: { antes: 'carga', depois: 'carga' },
          colaboradores: 60,
          situacoes: { mantido: 60, admitido: 0, desligado: 0 },
          totais: totais('480000.00', '504000.00'),
        },
      },
    }));
    api.on('GET /cenarios/9/colaboradores', ({ query }) => {
      const pagina = Number(query.get('pagina'));
      const mats = pagina === 1 ? Array.from({ length: 50 }, (_, i) => i + 1) : Array.from({ length: 10 }, (_, i) => i + 51);
      return { body: { data: mats.map(linha) }, headers: { 'x-total-count': '60' } };
    });
    api.on('GET /cenarios/9/meses', () => ({
      body: { data: { cenario: cabecalho, meses: [{ mes: '2026-10', totais: totais('480000.00', '504000.00') }, { mes: '2026-11', totais: totais('480000.00', '510000.00') }] } },
    }));
    api.on('GET /cenarios/9/projetos', () => ({ body: { data: { cenario: cabecalho, mesAtual: '11-2026', meses: ['2026-10'], projetos: [], abaixoDaMeta: [] } } }));
    renderAt('/simulacoes/cenarios/9');

    const colaboradores = await screen.findByRole('table', { name: 'Colaboradores do cenário' });
    expect(await within(colaboradores).findByText('Pessoa 50')).toBeInTheDocument();
    expect(screen.getByText('60 linhas · página 1 de 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await within(colaboradores).findByText('Pessoa 60')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/cenarios/9/colaboradores' && r.query.get('pagina') === '2' && r.query.get('limite') === '50')).toBe(true);

    const meses = await screen.findByRole('table', { name: 'Mês a mês' });
    const novembro = within(meses).getByRole('row', { name: /11\/2026/ });
    expect(novembro).toHaveTextContent('R$ 510.000,00');
    expect(novembro).toHaveTextContent('R$ 30.000,00');
  });
});
