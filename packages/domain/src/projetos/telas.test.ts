import {
  anosDoFiltroLista,
  cotacaoParaCampo,
  custoFormSchema,
  fimDoDetalheAoMudarInicio,
  fimDaComparacao,
  parseCotacao,
  segundosEmHoras,
  somarItensComparacao,
  valorEmReais,
} from './telas';
import type { ItemComparacao } from './respostas';

describe('project screens helpers', () => {
  it('lists the filter years from the current year plus 3 down to 1999', () => {
    const years = anosDoFiltroLista('2026-11-23');
    expect(years[0]).toBe(2029);
    expect(years[years.length - 1]).toBe(1999);
    expect(years).toHaveLength(2029 - 1999 + 1);
  });

  it('moves the end date to the end of the start month only when the start changes', () => {
    expect(fimDoDetalheAoMudarInicio('2026-01-01', '2026-02-10', '2026-01-31')).toBe('2026-02-28');
    expect(fimDoDetalheAoMudarInicio('2026-02-10', '2026-02-10', '2026-03-15')).toBe('2026-03-15');
    expect(fimDoDetalheAoMudarInicio('2026-02-10', '', '2026-03-15')).toBe('2026-03-15');
  });

  it('fills the comparison end date for a start on the 1st without an end date', () => {
    expect(fimDaComparacao('2024-02-01', '')).toBe('2024-02-29');
    expect(fimDaComparacao('2024-02-02', '')).toBe('');
    expect(fimDaComparacao('2024-02-01', '2024-05-31')).toBe('2024-05-31');
  });

  it('converts seconds and currencies', () => {
    expect(segundosEmHoras(5400)).toBe(1.5);
    expect(segundosEmHoras(0)).toBe(0);
    expect(valorEmReais('100.00', 'USD', '5.43')).toBe('543.00');
    expect(valorEmReais('100.00', 'BRL', '5.43')).toBe('100.00');
  });

  it('sums comparison items into one group', () => {
    const item = (name: string, custoTotal: string, seconds: number): ItemComparacao => ({
      name,
      keys: [name],
      timeSpentTotal: seconds,
      timeSpentBillable: seconds / 2,
      custoHH: custoTotal,
      custoTotal,
      checked: true,
    });
    expect(somarItensComparacao('Grupo 1', [item('A', '0.10', 3600), item('B', '0.20', 7200)])).toEqual({
      name: 'Grupo 1',
      keys: ['A', 'B'],
      timeSpentTotal: 10800,
      timeSpentBillable: 5400,
      custoHH: '0.30',
      custoTotal: '0.30',
      checked: true,
    });
  });

  it('reads and fills the exchange rate field (at most 5 characters)', () => {
    expect(parseCotacao('5,43')).toBe('5.43');
    expect(parseCotacao('0')).toBeNull();
    expect(parseCotacao('abc')).toBeNull();
    expect(cotacaoParaCampo('5.4321')).toBe('5,432');
    expect(cotacaoParaCampo('')).toBe('');
  });

  it('validates a cost with the spec messages', async () => {
    const errors = async (value: object) => {
      try {
        await custoFormSchema.validate(value, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as { inner: Array<{ path: string; message: string }> }).inner.map((item) => `${item.path}: ${item.message}`);
      }
    };
    expect(await errors({ tipo_custo: '', descricao: '', valor: '0.00', moeda: 'BRL', cotacao: '' })).toEqual([
      'tipo_custo: Campo obrigatório',
      'valor: Campo obrigatório',
    ]);
    expect(await errors({ tipo_custo: 'OUTROS', descricao: '', valor: '10.00', moeda: 'USD', cotacao: '' })).toEqual([
      'cotacao: Campo obrigatório',
    ]);
    expect(await errors({ tipo_custo: 'OUTROS', descricao: '', valor: '10.00', moeda: 'USD', cotacao: '5,43' })).toEqual([]);
    expect(await errors({ tipo_custo: 'OUTROS', descricao: '', valor: '10.00', moeda: 'BRL', cotacao: '' })).toEqual([]);
  });
});
