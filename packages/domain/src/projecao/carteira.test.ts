import { indicadoresDaProjecao, LIMITES_CARTEIRA_PADRAO, ordenarPorRisco, projetar, statusDaCarteira, type ItemRisco } from '..';
import { entradaExemplo } from './testFixtures';

const NBSP = '\u00a0';

describe('portfolio status (issue 38 §2)', () => {
  const indicadores = indicadoresDaProjecao(projetar(entradaExemplo()));

  it('reads the worse margin at completion and the deviation to date', () => {
    expect(indicadores).toEqual({ margemNoTermino: '0.302056', desvio: '0.026852', previstoAteHoje: '27000.00', realAteHoje: '27725.00' });
  });

  it('no prazo / atenção / em risco from the thresholds, the worst indicator wins', () => {
    expect(statusDaCarteira(indicadores)).toEqual({ status: 'no_prazo', motivos: [] });
    expect(statusDaCarteira(indicadores, { ...LIMITES_CARTEIRA_PADRAO, margemAtencao: '0.31' })).toEqual({
      status: 'atencao',
      motivos: ['Margem no término 30,21% abaixo de 31,00%'],
    });
    expect(statusDaCarteira(indicadores, { ...LIMITES_CARTEIRA_PADRAO, margemAtencao: '0.4', margemRisco: '0.31', desvioAtencao: '0.02' })).toEqual({
      status: 'em_risco',
      motivos: ['Margem no término 30,21% abaixo de 31,00%', 'Custo realizado sobre o previsto: 2,69%, acima de 2,00%'],
    });
    expect(statusDaCarteira(indicadores, { ...LIMITES_CARTEIRA_PADRAO, desvioAtencao: '0.01', desvioRisco: '0.02' }).status).toBe('em_risco');
    // Exactly at a threshold is not past it.
    expect(statusDaCarteira({ ...indicadores, margemNoTermino: '0.15' }).status).toBe('no_prazo');
    expect(statusDaCarteira({ ...indicadores, desvio: '0.05' }).status).toBe('no_prazo');
    expect(statusDaCarteira({ ...indicadores, margemNoTermino: '0.05' }).status).toBe('atencao');
    expect(statusDaCarteira({ ...indicadores, desvio: '0.15' }).status).toBe('atencao');
  });

  it('real cost with nothing planned to date is atenção; no sale value leaves the margin out', () => {
    expect(statusDaCarteira({ margemNoTermino: null, desvio: null, previstoAteHoje: '0.00', realAteHoje: '2400.00' })).toEqual({
      status: 'atencao',
      motivos: [`Custo realizado sobre o previsto: sem previsto (+R$${NBSP}2.400,00)`],
    });
    expect(statusDaCarteira({ margemNoTermino: null, desvio: null, previstoAteHoje: '0.00', realAteHoje: '0.00' }).status).toBe('no_prazo');
  });

  it('sorts by risk: status, then the lower margin, then the larger deviation, then the key', () => {
    const item = (chave: string, status: ItemRisco['status'], margemNoTermino: string | null, desvio: string | null): ItemRisco => ({
      chave,
      status,
      indicadores: { margemNoTermino, desvio },
    });
    const itens = [
      item('A', 'no_prazo', '0.3', '0'),
      item('B', 'atencao', '0.1', '0.02'),
      item('C', 'em_risco', null, '0.4'),
      item('D', 'em_risco', '0.01', '0.01'),
      item('E', 'atencao', '0.1', '0.08'),
      item('F', 'atencao', '0.1', null),
      item('G', 'em_risco', '0.01', '0.01'),
    ];
    expect(ordenarPorRisco(itens).map((i) => i.chave)).toEqual(['D', 'G', 'C', 'E', 'B', 'F', 'A']);
  });
});
