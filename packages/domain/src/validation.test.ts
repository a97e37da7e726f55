import { loginSchema } from './auth/schemas';
import { validate } from './validation';

describe('validate', () => {
  it('collects every field error with its message', () => {
    const result = validate(loginSchema, { usuario: '  ', senha: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual(
        expect.arrayContaining([
          { field: 'usuario', errorMessage: 'Campo obrigatório.' },
          { field: 'senha', errorMessage: 'Campo obrigatório.' },
        ]),
      );
    }
  });

  it('returns the cleaned value when valid', () => {
    const result = validate(loginSchema, { usuario: ' admin ', senha: 'x', extra: 1 });
    expect(result).toEqual({ ok: true, value: { usuario: 'admin', senha: 'x' } });
  });
});
