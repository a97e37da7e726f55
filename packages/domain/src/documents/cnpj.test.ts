import { formatCnpj, isValidCnpj } from './cnpj';

describe('isValidCnpj', () => {
  it.each([
    ['11222333000181', 'example'],
    ['11444777000161', 'example'],
    ['33000167000101', 'Petrobras'],
    ['00000000000191', 'Banco do Brasil'],
    ['60701190000104', 'Itaú Unibanco'],
    ['60746948000112', 'Bradesco'],
  ])('accepts %s (%s)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it('accepts the masked form', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
  });

  it.each([
    ['11222333000180', 'wrong second check digit'],
    ['11222333000191', 'wrong first check digit'],
    ['33000167000102', 'wrong second check digit'],
    ['1122233300018', '13 digits'],
    ['112223330001810', '15 digits'],
    ['52998224725', 'a CPF'],
    ['1122233300018a', 'a letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it.each(['00000000000000', '11111111111111'])('rejects the repeated digits %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidCnpj(null)).toBe(false);
    expect(isValidCnpj(undefined)).toBe(false);
  });
});

describe('formatCnpj', () => {
  it('masks 14 digits and leaves anything else alone', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('1122')).toBe('1122');
    expect(formatCnpj(undefined)).toBe('');
  });
});
