import { constantesIrrf, DEDUCAO_DEPENDENTE_IRRF, DESCONTO_SIMPLIFICADO_IRRF, REDUTOR_IRRF, vigenteEm } from './legalConstants';

// Source: DOMAIN.md 'Payroll closing' item 3 — deduction per dependent R$ 189,59, simplified
// discount R$ 607,20 from May 2025, the Lei 15.270 reducer from 2026; each list in legalConstants.ts
// cites its law.
describe('legalConstants', () => {
  it('deduction per dependent is 189,59 in 2025 and 2026 (Lei 13.149/2015)', () => {
    expect(constantesIrrf('2025-06-30').deducaoDependente.toFixed(2)).toBe('189.59');
    expect(constantesIrrf('2026-01-31').deducaoDependente.toFixed(2)).toBe('189.59');
  });

  it('simplified discount: 564,80 until April 2025, 607,20 from 1 May 2025 (Lei 15.191/2025)', () => {
    expect(constantesIrrf('2025-04-30').descontoSimplificado.toFixed(2)).toBe('564.80');
    expect(constantesIrrf('2025-05-01').descontoSimplificado.toFixed(2)).toBe('607.20');
    expect(constantesIrrf('2026-06-30').descontoSimplificado.toFixed(2)).toBe('607.20');
    expect(constantesIrrf('2024-01-31').descontoSimplificado.toFixed(2)).toBe('528.00');
    expect(constantesIrrf('2023-04-30').descontoSimplificado.toFixed(2)).toBe('0.00');
  });

  it('the Lei 15.270 reducer starts on 1 January 2026', () => {
    expect(constantesIrrf('2025-12-31').redutor).toBeNull();
    const redutor = constantesIrrf('2026-01-01').redutor!;
    expect(redutor.limiteIsencao.toFixed(2)).toBe('5000.00');
    expect(redutor.limiteReducao.toFixed(2)).toBe('7350.00');
    expect(redutor.parcelaFixa.toFixed(2)).toBe('978.62');
    expect(redutor.fator.toString()).toBe('0.133145');
  });

  it('every constant has a source and consecutive vigências do not overlap', () => {
    for (const lista of [DEDUCAO_DEPENDENTE_IRRF, DESCONTO_SIMPLIFICADO_IRRF, REDUTOR_IRRF] as const) {
      for (const [index, item] of lista.entries()) {
        expect(item.fonte.length).toBeGreaterThan(10);
        const proximo = lista[index + 1];
        if (proximo) expect(item.fim !== null && item.fim < proximo.inicio).toBe(true);
      }
    }
    expect(vigenteEm(DESCONTO_SIMPLIFICADO_IRRF, '2000-01-01')).toBeNull();
  });
});
