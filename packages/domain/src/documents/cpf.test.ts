import { formatCpf, isValidCpf } from './cpf';

describe('isValidCpf', () => {
  it.each(['52998224725', '11144477735', '39053344705', '12345678909', '00000000191'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it('accepts the masked form', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
  });

  it.each([
    ['52998224724', 'wrong second check digit'],
    ['52998224715', 'wrong first check digit'],
    ['11144477734', 'wrong second check digit'],
    ['5299822472', '10 digits'],
    ['529982247250', '12 digits'],
    ['5299822472a', 'a letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(['00000000000', '11111111111', '99999999999'])('rejects the repeated digits %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
  });
});

describe('formatCpf', () => {
  it('masks 11 digits and leaves anything else alone', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
    expect(formatCpf(null)).toBe('');
  });
});
