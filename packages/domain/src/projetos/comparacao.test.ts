import { agruparComparacao, podeRemoverGrupo, somarGrupo } from './comparacao';
import type { ItemComparacao } from './respostas';

const item = (key: string, total: number, billable: number, custoHH: string, custoTotal: string): ItemComparacao => ({
  name: `Projeto ${key}`,
  keys: [key],
  timeSpentTotal: total,
  timeSpentBillable: billable,
  custoHH,
  custoTotal,
  checked: true,
});

describe('comparison grouping', () => {
  const a = item('A', 3600, 1800, '100.10', '150.10');
  const b = item('B', 7200, 0, '200.20', '200.20');
  const c = item('C', 60, 60, '0.01', '5.00');

  it('sums times and money of a group', () => {
    expect(somarGrupo([a, b])).toEqual({
      name: 'Projeto A + Projeto B',
      keys: ['A', 'B'],
      timeSpentTotal: 10800,
      timeSpentBillable: 1800,
      custoHH: '300.30',
      custoTotal: '350.30',
      checked: true,
    });
    expect(somarGrupo([], 'Vazio')).toMatchObject({ name: 'Vazio', timeSpentTotal: 0, custoTotal: '0.00' });
  });

  it('groups by key lists, dropping unknown keys and empty groups', () => {
    const groups = agruparComparacao([a, b, c], [['A', 'C'], ['B'], ['Z']]);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({ keys: ['A', 'C'], timeSpentTotal: 3660, custoTotal: '155.10' });
    expect(groups[1]).toMatchObject({ keys: ['B'], custoHH: '200.20' });
  });

  it('allows at most 12 groups and removal while more than 2 remain', () => {
    expect(() => agruparComparacao([a], Array.from({ length: 13 }, () => ['A']))).toThrow();
    expect(podeRemoverGrupo(3)).toBe(true);
    expect(podeRemoverGrupo(2)).toBe(false);
  });
});
