import { API_NAME, canOpenPath, firstPathSegment, isSection, nomesDasSecoes, permittedSegments } from './sections';

describe('sections', () => {
  it('takes the first path segment', () => {
    expect(firstPathSegment('/cadastros/funcoes/3')).toBe('cadastros');
    expect(firstPathSegment('/')).toBe('');
    expect(firstPathSegment('relatorios-delivery/chat-bot')).toBe('relatorios-delivery');
  });

  it('allows a path only when its first segment is granted under the API entry', () => {
    const roles = { [API_NAME]: ['projetos', 'dashboard'], other: ['cadastros'] };
    expect(canOpenPath('/projetos/ABC/1', roles)).toBe(true);
    expect(canOpenPath('/cadastros', roles)).toBe(false);
    expect(canOpenPath('/relatorios', roles)).toBe(false);
    expect(canOpenPath('/projetos', null)).toBe(false);
    expect(permittedSegments(undefined)).toEqual([]);
  });

  it('distinguishes relatorios from relatorios-delivery', () => {
    expect(isSection('relatorios')).toBe(true);
    expect(isSection('relatorios-delivery')).toBe(true);
    expect(canOpenPath('/relatorios-delivery/chat-bot', { [API_NAME]: ['relatorios'] })).toBe(false);
  });

  it('names a user\'s sections in the menu\'s order, without roles', () => {
    expect(nomesDasSecoes(['importacoes', 'admin', 'relatorios-delivery', 'dashboard', 'relatorios'])).toBe('Dashboard, Relatórios Delivery, Relatórios DP, Importações');
    expect(nomesDasSecoes(['admin'])).toBe('');
  });
});
