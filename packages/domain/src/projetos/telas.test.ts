import { custoIndiretoSchema } from './schemas';
import { cotacaoParaCampo, parseCotacao, segundosEmHoras } from './telas';

describe('project screens helpers', () => {
  it('converts seconds to hours', () => {
    expect(segundosEmHoras(5400)).toBe(1.5);
    expect(segundosEmHoras(0)).toBe(0);
  });

  it('reads and fills the exchange rate field (at most 5 characters)', () => {
    expect(parseCotacao('5,43')).toBe('5.43');
    expect(parseCotacao('0')).toBeNull();
    expect(parseCotacao('abc')).toBeNull();
    expect(cotacaoParaCampo('5.4321')).toBe('5,432');
    // Rounded half-up like formatCotacao, not cut.
    expect(cotacaoParaCampo('5.4329')).toBe('5,433');
    expect(cotacaoParaCampo('12.34567')).toBe('12,35');
    expect(cotacaoParaCampo('')).toBe('');
  });

  it('validates the cost form, as typed, with the cost schema and the spec messages', async () => {
    const errors = async (value: object) => {
      try {
        await custoIndiretoSchema.validate(value, { abortEarly: false });
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
