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

  it('registration: nome, valid e-mail, the password rule and a matching confirmation', () => {
    expect(messages(validate(registrationSchema, { email: 'x', senha: '12345', confirma: '1234' }))).toEqual({
      nome: 'Campo obrigatório.',
      email: 'Digite um e-mail válido',
      senha: 'Senha deve possuir no mínimo 12 caracteres.',
      confirma: 'Senha não confere.',
    });
    const form = { nome: 'Ana', sobrenome: 'Beatriz Moreira', email: 'ana.moreira@empresa.com' };
    const senha = (value: string) => messages(validate(registrationSchema, { ...form, senha: value, confirma: value })).senha;
    expect(senha('Moreira-2026-ok')).toBe('Senha não pode conter o seu nome, usuário ou e-mail.');
    expect(senha('beatriz do campo azul')).toBe('Senha não pode conter o seu nome, usuário ou e-mail.');
    expect(senha('aaaaaaaaaaaa')).toBe('Senha muito comum ou fácil de adivinhar. Escolha outra.');
    const ok = validate(registrationSchema, { ...form, senha: 'cafe com pao de queijo', confirma: 'cafe com pao de queijo' });
    expect(ok).toEqual({
      ok: true,
      value: { ...form, senha: 'cafe com pao de queijo', confirma: 'cafe com pao de queijo', mensagem: '' },
    });
  });

  it('reset password: the same rule, and the confirmation', () => {
    expect(messages(validate(resetPasswordSchema, { senha: '123' }))).toEqual({
      senha: 'Senha deve possuir no mínimo 12 caracteres.',
      confirma: 'Campo obrigatório.',
    });
    expect(messages(validate(resetPasswordSchema, { senha: '123456789012', confirma: '123456789012' }))).toEqual({
      senha: 'Senha muito comum ou fácil de adivinhar. Escolha outra.',
    });
    expect(messages(validate(resetPasswordSchema, { senha: 'ipê roxo no quintal', confirma: 'ipê roxo no jardim' }))).toEqual({
      confirma: 'Senha não confere.',
    });
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
      novaSenha: 'Senha deve possuir no mínimo 12 caracteres.',
      confirma: 'Senhas não conferem.',
    });
    const own = 'ana@empresa.com.br';
    expect(messages(validate(profileSchema, { ...base, altera: true, senhaAtual: 'antiga', novaSenha: own, confirma: own }))).toEqual({
      novaSenha: 'Senha não pode conter o seu nome, usuário ou e-mail.',
    });
    expect(validate(profileSchema, { ...base, altera: true, senhaAtual: 'antiga', novaSenha: 'uma senha bem longa', confirma: 'uma senha bem longa' }).ok).toBe(true);
    const untouched = validate(profileSchema, { ...base, altera: false, senhaAtual: 'x', novaSenha: '1', confirma: '2' });
    expect(untouched).toEqual({ ok: true, value: { ...base, altera: false } });
    expect(validate(profileSchema, { ...base, observacao: null }).ok).toBe(true);
  });
});
