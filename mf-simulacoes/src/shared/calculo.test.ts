import { calculou, campoAlterado, inicial, podeSalvar, rotuloCalcular, salvarHabilitado } from './calculo';

describe('calculate-before-save state', () => {
  it('new: Calcular, Salvar disabled until the first calculation', () => {
    const estado = inicial<number>();
    expect(rotuloCalcular(estado)).toBe('Calcular');
    expect(salvarHabilitado(estado)).toBe(false);
    expect(podeSalvar(estado)).toBe(false);
  });

  it('a calculation allows saving; any change asks for Recalcular again', () => {
    const calculado = calculou(42);
    expect(rotuloCalcular(calculado)).toBe('Recalcular');
    expect(podeSalvar(calculado)).toBe(true);
    const alterado = campoAlterado(calculado);
    expect(rotuloCalcular(alterado)).toBe('Calcular');
    expect(podeSalvar(alterado)).toBe(false);
    expect(salvarHabilitado(alterado)).toBe(true);
    expect(alterado.resultado).toBe(42);
  });

  it('edit: the stored figures are shown, but saving needs a calculation first', () => {
    const estado = inicial(7);
    expect(salvarHabilitado(estado)).toBe(true);
    expect(podeSalvar(estado)).toBe(false);
  });
});
