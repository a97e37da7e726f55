import { validate } from '../validation';
import { forgotPasswordSchema, profileSchema, registrationSchema, resetPasswordSchema } from './schemas';

const messages = (result: ReturnType<typeof validate>) =>
  result.ok ? {} : Object.fromEntries(result.errors.map((error) => [error.field, error.errorMessage]));

describe('account schemas', () => {
  it('forgot password: e-mail required and valid, lower-cased', () => {
    expect(messages(validate(forgotPasswordSchema, {}))).toEqual({ email: 'Campo obrigatório.' });
    expect(messages(validate(forgotPasswordSchema, { email: 'nao-e-email' }))).toEqual({ email: 'Digite um e-mail válido' });
    expect(validate(forgotPasswordSchema, { email: ' Ana@Empresa.com ' })).toEqual({ ok: true, value: { email: 'ana@empresa.com' } });
  });

  it('registration: nome, valid e-mail, senha >= 6 and a matching confirmation', () => {
    expect(messages(validate(registrationSchema, { email: 'x', senha: '12345', confirma: '1234' }))).toEqual({
      nome: 'Campo obrigatório.',
      email: 'Digite um e-mail válido',
      senha: 'Senha deve possuir no mínimo 6 dígitos.',
      confirma: 'Senha não confere.',
    });
    const ok = validate(registrationSchema, { nome: 'Ana', email: 'ana@empresa.com', senha: '123456', confirma: '123456' });
    expect(ok).toEqual({
      ok: true,
      value: { nome: 'Ana', sobrenome: '', email: 'ana@empresa.com', senha: '123456', confirma: '123456', mensagem: '' },
    });
  });

  it('reset password: the same senha and confirma rules', () => {
    expect(messages(validate(resetPasswordSchema, { senha: '123' }))).toEqual({
      senha: 'Senha deve possuir no mínimo 6 dígitos.',
      confirma: 'Campo obrigatório.',
    });
    expect(messages(validate(resetPasswordSchema, { senha: '123456', confirma: '654321' }))).toEqual({ confirma: 'Senha não confere.' });
  });

  it('profile: name max 60, observations max 300, password rules only when Alterar senha? is ticked', () => {
    const base = { name: 'Ana', email: 'ana@empresa.com', observacao: '' };
    expect(messages(validate(profileSchema, { ...base, name: 'a'.repeat(61), observacao: 'o'.repeat(301) }))).toEqual({
      name: 'Nome deve possuir no máximo 60 dígitos.',
      observacao: 'Limite máximo de 300 caracteres.',
    });
    expect(messages(validate(profileSchema, { ...base, email: 'x' }))).toEqual({ email: 'E-mail preenchido é inválido.' });
    expect(messages(validate(profileSchema, { ...base, email: '' }))).toEqual({ email: 'Campo obrigatório.' });
    expect(messages(validate(profileSchema, { ...base, altera: true, novaSenha: '123', confirma: '321' }))).toEqual({
      senhaAtual: 'Campo obrigatório.',
      novaSenha: 'Senha deve possuir no mínimo 6 dígitos.',
      confirma: 'Senhas não conferem.',
    });
    expect(validate(profileSchema, { ...base, altera: true, senhaAtual: 'antiga', novaSenha: '123456', confirma: '123456' }).ok).toBe(true);
    const untouched = validate(profileSchema, { ...base, altera: false, senhaAtual: 'x', novaSenha: '1', confirma: '2' });
    expect(untouched).toEqual({ ok: true, value: { ...base, altera: false } });
    expect(validate(profileSchema, { ...base, observacao: null }).ok).toBe(true);
  });
});
