import { custoIndiretoSchema } from './schemas';
import { segundosEmHoras } from './telas';

describe('project screens helpers', () => {
  it('converts seconds to hours', () => {
    expect(segundosEmHoras(5400)).toBe(1.5);
    expect(segundosEmHoras(0)).toBe(0);
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
