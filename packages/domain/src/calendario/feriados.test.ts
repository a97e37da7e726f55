import {
  diasUteisDoMes,
  diasUteisEntre,
  domingoDePascoa,
  ehDiaUtil,
  feriadosNacionais,
  feriadosNacionaisComNome,
  sextaFeiraSanta,
} from './feriados';

describe('Easter and Good Friday', () => {
  it.each([
    [2000, 4, 23],
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2038, 4, 25],
    [2285, 3, 22], // the earliest possible date
    [1943, 4, 25], // the latest possible date
  ])('Easter of %i is %i/%i', (ano, month, day) => {
    expect(domingoDePascoa(ano)).toEqual({ month, day });
  });

  it('Good Friday is two days before Easter, across a month boundary too', () => {
    expect(sextaFeiraSanta(2024)).toBe('2024-03-29');
    expect(sextaFeiraSanta(2025)).toBe('2025-04-18');
    expect(sextaFeiraSanta(2026)).toBe('2026-04-03');
    expect(sextaFeiraSanta(2016)).toBe('2016-03-25');
  });
});

describe('national holidays', () => {
  it('lists the fixed holidays and Good Friday of a year, in date order, with names', () => {
    expect(feriadosNacionaisComNome(2026)).toEqual([
      { data: '2026-01-01', nome: 'Confraternização Universal' },
      { data: '2026-04-03', nome: 'Paixão de Cristo' },
      { data: '2026-04-21', nome: 'Tiradentes' },
      { data: '2026-05-01', nome: 'Dia do Trabalho' },
      { data: '2026-09-07', nome: 'Independência do Brasil' },
      { data: '2026-10-12', nome: 'Nossa Senhora Aparecida' },
      { data: '2026-11-02', nome: 'Finados' },
      { data: '2026-11-15', nome: 'Proclamação da República' },
      { data: '2026-11-20', nome: 'Dia Nacional de Zumbi e da Consciência Negra' },
      { data: '2026-12-25', nome: 'Natal' },
    ]);
  });

  it('Black Consciousness Day is national from 2024 on; Carnival and Corpus Christi are not holidays', () => {
    expect(feriadosNacionais(2023)).not.toContain('2023-11-20');
    expect(feriadosNacionais(2024)).toContain('2024-11-20');
    expect(feriadosNacionais(2026)).not.toContain('2026-02-16'); // Carnival Monday
    expect(feriadosNacionais(2026)).not.toContain('2026-06-04'); // Corpus Christi
  });
});

describe('working days', () => {
  it('a holiday on a weekday is not a working day; weekends are not either', () => {
    expect(ehDiaUtil('2026-04-03')).toBe(false); // Good Friday
    expect(ehDiaUtil('2026-04-02')).toBe(true);
    expect(ehDiaUtil('2026-04-04')).toBe(false); // Saturday
  });

  it('counts Mon-Fri minus holidays, inclusive', () => {
    // Nov 2026: 21 weekdays; 2 (Mon) and 20 (Fri) are holidays, 15 is a Sunday.
    expect(diasUteisEntre('2026-11-01', '2026-11-30')).toBe(19);
    expect(diasUteisEntre('2026-11-02', '2026-11-02')).toBe(0);
    expect(diasUteisEntre('2026-11-03', '2026-11-03')).toBe(1);
    expect(diasUteisEntre('2026-11-30', '2026-11-01')).toBe(0);
    // Q4 2026: Oct 22 weekdays - 12 Oct (Mon) = 21; Nov 19; Dec 23 - 25 Dec (Fri) = 22.
    expect(diasUteisEntre('2026-10-01', '2026-12-31')).toBe(62);
  });

  it('working days of a month', () => {
    expect(diasUteisDoMes(2026, 11)).toBe(19);
    // April 2026: 22 weekdays - Good Friday (3) - Tiradentes (21, Tue) = 20.
    expect(diasUteisDoMes(2026, 4)).toBe(20);
    // March 2024: 21 weekdays - Good Friday (29) = 20.
    expect(diasUteisDoMes(2024, 3)).toBe(20);
    // February 2026: 20 weekdays, Carnival is a working day.
    expect(diasUteisDoMes(2026, 2)).toBe(20);
  });
});
