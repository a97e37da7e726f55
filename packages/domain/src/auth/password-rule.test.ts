import { isListedPassword, newPasswordProblem } from './common-passwords';
import {
  isGuessablePassword,
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_MAX_MESSAGE,
  PASSWORD_MIN_MESSAGE,
  PASSWORD_PERSONAL_MESSAGE,
  passwordProblem,
} from './password-rule';

const owner = { nomes: ['Conceição', 'Albuquerque Souza'], usuario: 'financeiro', email: 'conceicao.souza@veecode.com.br' };

describe('the password rule', () => {
  it('asks for 12 characters (counted as the person sees them), at most 256, and no composition', () => {
    expect(passwordProblem('12345678901')).toBe(PASSWORD_MIN_MESSAGE);
    expect(passwordProblem('çãõéíóúâêôà')).toBe(PASSWORD_MIN_MESSAGE);
    expect(passwordProblem('x'.repeat(257))).toBe(PASSWORD_MAX_MESSAGE);
    // Lower-case letters and spaces only: accepted (no composition rules).
    expect(newPasswordProblem('jabuticaba no pé')).toBeNull();
    expect(newPasswordProblem('sorvete de cupuaçu')).toBeNull();
    expect(newPasswordProblem('R7#kq!2vZp9m')).toBeNull();
  });

  it('refuses the owner’s name, login and e-mail, without accents or case', () => {
    for (const password of [
      'conceicao.souza@veecode.com.br',
      'CONCEICAO-forte-2026',
      'minha Conceição querida',
      'albuquerque-e-pernambuco',
      'souzasouza2026!',
      'financeiro-12345',
      'trabalho na veecode!',
    ]) {
      expect([password, passwordProblem(password, owner)]).toEqual([password, PASSWORD_PERSONAL_MESSAGE]);
    }
    // Parts shorter than 4 characters are not refused inside other words; the whole e-mail always is.
    const ana = { nomes: ['Ana'], email: 'ana@x.io' };
    expect(passwordProblem('banana com canela', ana)).toBeNull();
    expect(passwordProblem('ana@x.io-ana@x.io', ana)).toBe(PASSWORD_PERSONAL_MESSAGE);
  });

  it('refuses walks, repetitions and few distinct characters even without the list (the screens)', () => {
    for (const password of ['aaaaaaaaaaaa', '123456789012', '098765432109', 'abcdefghijklm', 'qwertyuiopas', 'abcabcabcabc', '121212121212', 'aabbaabbaabb']) {
      expect([password, isGuessablePassword(password)]).toEqual([password, true]);
      expect(passwordProblem(password)).toBe(PASSWORD_COMMON_MESSAGE);
    }
  });

  it('refuses what is on the kept list (zxcvbn-ts common passwords and pt-BR words and names), dressed up or not', () => {
    expect(isListedPassword('123456')).toBe(true);
    expect(isListedPassword('senha')).toBe(true);
    expect(isListedPassword('flamengo')).toBe(true);
    expect(isListedPassword('jabuticabal-azul')).toBe(false);
    for (const password of [
      'password1234',
      'Senha@123456',
      '!!Flamengo2026!!',
      'p@ssw0rd1234',
      'qwerty123456',
      'iloveyou1234',
      'senhasenhasenha',
      'felicidade2026',
      'Mariana12345678',
      '1q2w3e4r5t6y',
      'desenvolvimento',
    ]) {
      expect([password, newPasswordProblem(password)]).toEqual([password, PASSWORD_COMMON_MESSAGE]);
    }
    // Without the list (the screens) these pass; the server refuses them.
    expect(passwordProblem('password1234')).toBeNull();
  });

  it('the order of the reasons: length, then personal data, then common', () => {
    expect(newPasswordProblem('souza123', owner)).toBe(PASSWORD_MIN_MESSAGE);
    expect(newPasswordProblem('souza1234567', owner)).toBe(PASSWORD_PERSONAL_MESSAGE);
  });
});
