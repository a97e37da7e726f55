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
