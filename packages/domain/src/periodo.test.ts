import { ANO_MAXIMO, ANO_MINIMO, PERIODO_MENSAGENS, dataNosLimites, erroPeriodo, fimMaximoDoPeriodo, validarPeriodo } from './periodo';

describe('validarPeriodo (issue 35: bounded periods)', () => {
  it('accepts a period of up to 10 years, ISO or dd/MM/yyyy, and gives ISO dates', () => {
    expect(validarPeriodo('2016-01-01', '2025-12-31')).toEqual({ ok: true, value: ['2016-01-01', '2025-12-31'] });
    expect(validarPeriodo('01/01/2026', '31/01/2026')).toEqual({ ok: true, value: ['2026-01-01', '2026-01-31'] });
    expect(validarPeriodo('2026-01', '2026-03')).toEqual({ ok: true, value: ['2026-01-01', '2026-03-31'] });
  });

  it('refuses a period longer than the bound, with the pt-BR reason on the end field', () => {
    expect(validarPeriodo('2016-01-01', '2026-01-01', { campos: ['startDate', 'endDate'] })).toEqual({
      ok: false,
      errors: [{ field: 'endDate', errorMessage: 'O período deve ter no máximo 10 anos.' }],
    });
    expect(validarPeriodo('2026-01-01', '2027-01-01', { maxAnos: 1 })).toEqual({
      ok: false,
      errors: [{ field: 'fim', errorMessage: 'O período deve ter no máximo 1 ano.' }],
    });
  });

  it('refuses years outside 1900..2200 on each field, and calendar days that do not exist', () => {
    const far = validarPeriodo('0001-01-01', '9999-12-31');
    expect(far).toEqual({
      ok: false,
      errors: [
        { field: 'inicio', errorMessage: PERIODO_MENSAGENS.foraDosLimites },
        { field: 'fim', errorMessage: PERIODO_MENSAGENS.foraDosLimites },
      ],
    });
    expect(PERIODO_MENSAGENS.foraDosLimites).toBe('Data fora do intervalo permitido (anos de 1900 a 2200).');
    expect(validarPeriodo('1900-02-29', '1900-03-01')).toMatchObject({ ok: false, errors: [{ field: 'inicio', errorMessage: PERIODO_MENSAGENS.dataInvalida }] });
    expect(validarPeriodo('2100-02-28', '2100-02-29')).toMatchObject({ ok: false, errors: [{ field: 'fim', errorMessage: PERIODO_MENSAGENS.dataInvalida }] });
    expect(validarPeriodo(`${ANO_MINIMO}-01-01`, `${ANO_MINIMO}-12-31`).ok).toBe(true);
    expect(validarPeriodo(`${ANO_MAXIMO}-01-01`, `${ANO_MAXIMO}-12-31`).ok).toBe(true);
  });

  it('refuses a start after the end (the section may name its own message and field)', () => {
    expect(validarPeriodo('2026-02-01', '2026-01-01')).toEqual({
      ok: false,
      errors: [{ field: 'fim', errorMessage: 'A data final deve ser igual ou posterior à data inicial.' }],
    });
    expect(validarPeriodo('2026-02-01', '2026-01-01', { mensagemOrdem: 'Período inválido.', campoOrdem: 0 })).toEqual({
      ok: false,
      errors: [{ field: 'inicio', errorMessage: 'Período inválido.' }],
    });
  });

  it('ends a period N years later minus one day (29 February included)', () => {
    expect(fimMaximoDoPeriodo('2016-01-01')).toBe('2025-12-31');
    expect(fimMaximoDoPeriodo('2016-02-29', 10)).toBe('2026-02-28');
    expect(fimMaximoDoPeriodo('2016-03-15', 1)).toBe('2017-03-14');
  });

  it('dataNosLimites reads days and months', () => {
    expect(dataNosLimites('1899-12-31')).toBe(false);
    expect(dataNosLimites('2201-01')).toBe(false);
    expect(dataNosLimites('2200-12')).toBe(true);
    expect(dataNosLimites('abc')).toBe(true);
  });
});

describe('erroPeriodo (a start/end filter on screen: the same bounds the routes keep)', () => {
  it('names what is wrong with a start/end filter', () => {
    expect(erroPeriodo('2026-10-01', '2026-10-31')).toBeNull();
    expect(erroPeriodo('2026-10-01', '2026-10-01')).toBeNull();
    expect(erroPeriodo('', '2026-10-31')).toBe('Preencha todos os campos antes de prosseguir.');
    expect(erroPeriodo('2026-10-01', null)).toBe('Preencha todos os campos antes de prosseguir.');
    expect(erroPeriodo('2026-11-01', '2026-10-31')).toBe('Período Inicial menor que Período Final.');
  });

  it('refuses the far years and the periods over 10 years the API would refuse', () => {
    expect(erroPeriodo('2026-01-01', '9999-12-31')).toBe('Data fora do intervalo permitido (anos de 1900 a 2200).');
    expect(erroPeriodo('1899-12-31', '1900-01-31')).toBe('Data fora do intervalo permitido (anos de 1900 a 2200).');
    expect(erroPeriodo('2016-01-01', '2025-12-31')).toBeNull();
    expect(erroPeriodo('2016-01-01', '2026-01-01')).toBe('O período deve ter no máximo 10 anos.');
  });
});
