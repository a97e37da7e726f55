import { compareText, includesText, normalizeText, truncateMessage } from './text';

describe('text helpers', () => {
  it('normalizes case and accents', () => {
    expect(normalizeText('São João AÇÃO')).toBe('sao joao acao');
    expect(normalizeText(null)).toBe('');
    expect(normalizeText(12)).toBe('12');
  });

  it('includesText is case- and accent-insensitive', () => {
    expect(includesText('Manutenção Elétrica', 'eletri')).toBe(true);
    expect(includesText('Manutenção Elétrica', 'MANUTENCAO')).toBe(true);
    expect(includesText('Manutenção', 'xyz')).toBe(false);
    expect(includesText('qualquer', '  ')).toBe(true);
  });

  it('compareText uses pt-BR collation', () => {
    expect(['Zé', 'Ágata', 'abel', 'Beto', 'éder'].sort(compareText)).toEqual(['abel', 'Ágata', 'Beto', 'éder', 'Zé']);
    expect(['item 10', 'item 9'].sort(compareText)).toEqual(['item 9', 'item 10']);
  });

  it('truncateMessage cuts at 100 characters with an ellipsis and keeps line breaks', () => {
    const long = 'a'.repeat(150);
    expect(truncateMessage(long)).toBe(`${'a'.repeat(100)}…`);
    expect(truncateMessage('a'.repeat(100))).toBe('a'.repeat(100));
    expect(truncateMessage('linha 1\nlinha 2')).toBe('linha 1\nlinha 2');
    expect(truncateMessage('abcdef', 3)).toBe('abc…');
  });
});
