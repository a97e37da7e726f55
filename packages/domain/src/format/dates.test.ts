import {
  compareDates,
  daysInMonth,
  firstDayOfMonth,
  formatDate,
  formatDatePicker,
  isWholeCalendarMonth,
  lastDayOfMonth,
  parseDateBR,
  toDateParts,
  toIsoDate,
  todayInSaoPaulo,
} from './dates';

describe('formatDate', () => {
  it('formats ISO calendar dates without shifting the day', () => {
    expect(formatDate('2025-01-05')).toBe('05/01/2025');
    expect(formatDate({ day: 9, month: 3, year: 2024 })).toBe('09/03/2024');
  });

  it('reads instants in America/Sao_Paulo', () => {
    expect(formatDate(new Date('2025-01-01T02:00:00Z'))).toBe('31/12/2024');
    expect(formatDate('2025-01-01T02:59:00.000Z')).toBe('31/12/2024');
    expect(formatDate(new Date('2025-01-01T03:00:00Z'))).toBe('01/01/2025');
  });

  it('is empty for invalid input', () => {
    expect(formatDate('2025-02-30')).toBe('');
    expect(formatDate('lixo')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(new Date('x'))).toBe('');
  });
});

describe('parseDateBR', () => {
  it('returns the day, month and year pieces', () => {
    expect(parseDateBR('05/01/2025')).toEqual({ day: 5, month: 1, year: 2025 });
    expect(parseDateBR(' 29/02/2024 ')).toEqual({ day: 29, month: 2, year: 2024 });
  });

  it('rejects impossible or malformed dates', () => {
    expect(parseDateBR('29/02/2025')).toBeNull();
    expect(parseDateBR('31/04/2025')).toBeNull();
    expect(parseDateBR('5/1/2025')).toBeNull();
    expect(parseDateBR('')).toBeNull();
  });
});

describe('toIsoDate and toDateParts', () => {
  it('converts every accepted form', () => {
    expect(toIsoDate('05/01/2025')).toBe('2025-01-05');
    expect(toIsoDate({ day: 1, month: 12, year: 2025 })).toBe('2025-12-01');
    expect(toIsoDate(new Date('2025-06-30T23:30:00-03:00'))).toBe('2025-06-30');
    expect(toIsoDate('2025-06-30')).toBe('2025-06-30');
    expect(toIsoDate('')).toBe('');
    expect(toDateParts('2025-06-30')).toEqual({ day: 30, month: 6, year: 2025 });
  });
});

describe('month helpers', () => {
  it('lastDayOfMonth and firstDayOfMonth', () => {
    expect(lastDayOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(lastDayOfMonth('2025-02-10')).toBe('2025-02-28');
    expect(lastDayOfMonth('15/12/2025')).toBe('2025-12-31');
    expect(firstDayOfMonth('2025-12-15')).toBe('2025-12-01');
    expect(daysInMonth(2025, 4)).toBe(30);
  });

  it('isWholeCalendarMonth', () => {
    expect(isWholeCalendarMonth('2025-02-01', '2025-02-28')).toBe(true);
    expect(isWholeCalendarMonth('01/04/2025', '30/04/2025')).toBe(true);
    expect(isWholeCalendarMonth('2025-02-01', '2025-02-27')).toBe(false);
    expect(isWholeCalendarMonth('2025-02-02', '2025-02-28')).toBe(false);
    expect(isWholeCalendarMonth('2025-01-01', '2025-02-28')).toBe(false);
    expect(isWholeCalendarMonth('2024-02-01', '2025-02-28')).toBe(false);
    expect(isWholeCalendarMonth(null, '2025-02-28')).toBe(false);
  });

  it('compareDates', () => {
    expect(compareDates('01/02/2025', '2025-01-31')).toBeGreaterThan(0);
    expect(compareDates('2025-01-31', '2025-01-31')).toBe(0);
  });
});

describe('todayInSaoPaulo', () => {
  it('uses the Sao Paulo calendar day', () => {
    expect(todayInSaoPaulo(new Date('2025-03-01T02:00:00Z'))).toBe('2025-02-28');
    expect(todayInSaoPaulo(new Date('2025-03-01T12:00:00Z'))).toBe('2025-03-01');
    expect(todayInSaoPaulo()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('date picker', () => {
  it('shows dd-MMM-yyyy in pt-BR', () => {
    expect(formatDatePicker('2025-01-05')).toBe('05-jan-2025');
    expect(formatDatePicker({ day: 31, month: 12, year: 2024 })).toBe('31-dez-2024');
    expect(formatDatePicker('')).toBe('');
  });
});
