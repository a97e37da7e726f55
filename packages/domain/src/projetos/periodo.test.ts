import { dataDoCaminho, dataParaCaminho, fimAoMudarInicio, fimComparacao, isWholeCalendarMonth, mesesDoPeriodo, podeSalvarRelatorio } from './periodo';

describe('whole calendar month', () => {
  it('accepts day 1 to the last day of the same month only', () => {
    expect(isWholeCalendarMonth('2026-02-01', '2026-02-28')).toBe(true);
    expect(isWholeCalendarMonth('2024-02-01', '2024-02-29')).toBe(true);
    expect(isWholeCalendarMonth('2024-02-01', '2024-02-28')).toBe(false);
    expect(isWholeCalendarMonth('2026-01-02', '2026-01-31')).toBe(false);
    expect(isWholeCalendarMonth('2026-01-01', '2026-02-28')).toBe(false);
    expect(isWholeCalendarMonth('2025-01-01', '2026-01-31')).toBe(false);
  });

  it('allows saving for one project over a whole month', () => {
    expect(podeSalvarRelatorio(1, '2026-10-01', '2026-10-31')).toBe(true);
    expect(podeSalvarRelatorio(2, '2026-10-01', '2026-10-31')).toBe(false);
    expect(podeSalvarRelatorio(1, '2026-10-01', '2026-10-30')).toBe(false);
  });
});

describe('date filters', () => {
  it('detail: a new start sets the end to the last day of its month; an unchanged start keeps it', () => {
    expect(fimAoMudarInicio('2026-02-10', '2026-01-01', '2026-01-31')).toBe('2026-02-28');
    expect(fimAoMudarInicio('2026-01-01', '2026-01-01', '2026-03-15')).toBe('2026-03-15');
    expect(fimAoMudarInicio('', '2026-01-01', '2026-01-31')).toBe('2026-01-31');
  });

  it('comparison: a start on the 1st without an end gets the last day of that month', () => {
    expect(fimComparacao('2026-04-01', '')).toBe('2026-04-30');
    expect(fimComparacao('2026-04-02', '')).toBe('');
    expect(fimComparacao('2026-04-01', '2026-06-30')).toBe('2026-06-30');
  });

  it('reads path dates dd/MM/yyyy (encoded or not) and yyyy-MM-dd', () => {
    expect(dataDoCaminho('01%2F11%2F2026')).toBe('2026-11-01');
    expect(dataDoCaminho('30/11/2026')).toBe('2026-11-30');
    expect(dataDoCaminho('2026-11-30')).toBe('2026-11-30');
    expect(dataDoCaminho('31/11/2026')).toBeNull();
    expect(dataParaCaminho('2026-11-01')).toBe('01%2F11%2F2026');
  });

  it('lists the months of a period', () => {
    expect(mesesDoPeriodo('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

