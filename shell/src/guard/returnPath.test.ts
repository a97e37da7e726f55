import {
  destinationAfterLogin,
  GOOGLE_RETURN_STORAGE_KEY,
  keepReturnPathForGoogle,
  loginPath,
  returnPathOf,
  safeReturnPath,
} from './returnPath';

describe('safeReturnPath', () => {
  it.each([
    ['/projetos/AUR/10001', '/projetos/AUR/10001'],
    ['/projetos?pagina=2#lista', '/projetos?pagina=2#lista'],
    ['/relatorios-delivery/historico-custos', '/relatorios-delivery/historico-custos'],
    ['/projetos/AUR%2010001', '/projetos/AUR%2010001'],
    ['/projetos?busca=50%', '/projetos?busca=50%'],
    ['/a/../projetos', '/projetos'],
  ])('follows the application path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.com/x'],
    ['absolute https', 'https://evil.com/x'],
    ['scheme without slashes', 'https:evil.com'],
    ['javascript', 'javascript:alert(1)'],
    ['no leading slash', 'evil.com'],
    ['backslash after the slash', '/\\evil.com'],
    ['backslash anywhere', '/projetos\\..\\x'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded double slash at the start', '%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['encoded scheme', 'https%3A%2F%2Fevil.com'],
    ['tab inside (browsers drop it: /\t/evil.com is //evil.com)', '/\t/evil.com'],
    ['newline', '/projetos\n//evil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['deeply nested encoding', '/%2525252F'],
    ['empty', ''],
    ['not a text', 42],
    ['too long', `/${'a'.repeat(2100)}`],
    ['the login page itself', '/login?retorno=/projetos'],
    ['the Google callback', '/login/google?code=x'],
    ['a recovery link', '/recover/token'],
  ])('refuses %s', (_name, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('login addresses', () => {
  it('carries the page in ?retorno= (encoded) and reads it back', () => {
    const path = loginPath('/projetos/AUR/10001?aba=custos');
    expect(path).toBe('/login?retorno=%2Fprojetos%2FAUR%2F10001%3Faba%3Dcustos');
    expect(returnPathOf(path.slice('/login'.length))).toBe('/projetos/AUR/10001?aba=custos');
  });

  it('says nothing for the welcome page or an unsafe path', () => {
    expect(loginPath('/boas-vindas')).toBe('/login');
    expect(loginPath('//evil.com')).toBe('/login');
    expect(loginPath(undefined)).toBe('/login');
  });

  it('a sign-in goes to the retorno, or the welcome page when it is unsafe or missing', () => {
    expect(destinationAfterLogin({ pathname: '/login', search: '?retorno=%2Fcadastros%2Ffuncoes' })).toBe('/cadastros/funcoes');
    expect(destinationAfterLogin({ pathname: '/login', search: '?retorno=%2F%2Fevil.com' })).toBe('/boas-vindas');
    expect(destinationAfterLogin({ pathname: '/login', search: '?retorno=https%3A%2F%2Fevil.com' })).toBe('/boas-vindas');
    expect(destinationAfterLogin({ pathname: '/login', search: '' })).toBe('/boas-vindas');
  });

  it('keeps the path across the Google redirect, only for /login/google, and checks it again there', () => {
    keepReturnPathForGoogle('/projetos/AUR/10001');
    expect(destinationAfterLogin({ pathname: '/login/google', search: '?code=a&state=b' })).toBe('/projetos/AUR/10001');
    expect(destinationAfterLogin({ pathname: '/login', search: '' })).toBe('/boas-vindas');
    sessionStorage.setItem(GOOGLE_RETURN_STORAGE_KEY, '//evil.com');
    expect(destinationAfterLogin({ pathname: '/login/google', search: '?code=a' })).toBe('/boas-vindas');
    keepReturnPathForGoogle(null);
    expect(sessionStorage.getItem(GOOGLE_RETURN_STORAGE_KEY)).toBeNull();
  });
});
