import { comparar, compararTotais } from './comparacao';
import type { TotaisFolha } from './tipos';

describe('comparar (relatórios DP: fechamento atual x anterior)', () => {
  it('gives the exact difference and the change as a fraction of the previous figure', () => {
    // 105.000,00 against 100.000,00: +5.000,00, +5% (hand-computed).
    expect(comparar('105000.00', '100000.00')).toEqual({
      atual: '105000.00',
      anterior: '100000.00',
      diferenca: '5000.00',
      percentual: '0.0500',
    });
    // 1.234,56 against 1.300,00: -65,44; -65,44 / 1.300 = -0,050338... -> -0,0503.
    expect(comparar('1234.56', '1300.00')).toMatchObject({ diferenca: '-65.44', percentual: '-0.0503' });
  });

  it('keeps the places of the figures (hour cost 4, headcount 0)', () => {
    expect(comparar('85.4321', '80.0000')).toMatchObject({ diferenca: '5.4321', percentual: '0.0679' });
    expect(comparar(112, 110)).toMatchObject({ diferenca: '2', percentual: '0.0182' });
  });

  it('rounds the percentage half-up and never answers -0', () => {
    // 1 / 3 = 0,33333 -> 0.3333; 2 / 3 = 0,66666 -> 0.6667.
    expect(comparar('4.00', '3.00').percentual).toBe('0.3333');
    expect(comparar('5.00', '3.00').percentual).toBe('0.6667');
    expect(comparar('10.00', '10.00')).toMatchObject({ diferenca: '0.00', percentual: '0.0000' });
  });

  it('has no difference without a previous figure and no percentage over zero', () => {
    expect(comparar('10.00', null)).toEqual({ atual: '10.00', anterior: null, diferenca: null, percentual: null });
    expect(comparar(null, '10.00')).toEqual({ atual: null, anterior: '10.00', diferenca: null, percentual: null });
    expect(comparar('10.00', '0.00')).toEqual({ atual: '10.00', anterior: '0.00', diferenca: '10.00', percentual: null });
  });
});

describe('compararTotais', () => {
  const totais = (custoTotal: string, colaboradores: number): TotaisFolha => ({
    colaboradores,
    salarioBruto: '1000.00',
    beneficioEmpresa: '100.00',
    descontoBeneficios: '10.00',
    impostoColaborador: '90.00',
    impostoEmpresa: '200.00',
    provisaoDecimoTerceiro: '83.33',
    provisaoFerias: '111.11',
    provisaoRescisao: '40.00',
    custoTotal,
    hhMedio: '9.0000',
  });

  it('compares every indicator with its pt-BR title', () => {
    const linhas = compararTotais(totais('1534.44', 2), totais('1400.00', 1));
    expect(linhas).toHaveLength(11);
    expect(linhas.find((linha) => linha.indicador === 'custoTotal')).toEqual({
      indicador: 'custoTotal',
      rotulo: 'Custo total',
      atual: '1534.44',
      anterior: '1400.00',
      diferenca: '134.44',
      percentual: '0.0960',
    });
    expect(linhas.find((linha) => linha.indicador === 'colaboradores')).toMatchObject({ rotulo: 'Colaboradores', diferenca: '1', percentual: '1.0000' });
  });

  it('answers null comparisons when the previous closing has no calculation', () => {
    const linhas = compararTotais(totais('1534.44', 2), null);
    expect(linhas.every((linha) => linha.anterior === null && linha.diferenca === null && linha.percentual === null)).toBe(true);
  });
});
