import { MENU, menuFor } from './menu';

describe('menu', () => {
  it('keeps the spec order of sections', () => {
    expect(MENU.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Projetos',
      'Simulações',
      'Fechamentos',
      'Relatórios Delivery',
      'Relatórios DP',
      'Cadastros',
      'Importações',
    ]);
  });

  it('lists submenus alphabetically by label', () => {
    const labels = (section: string) => MENU.find((entry) => entry.section === section)?.children.map((c) => c.label);
    expect(labels('cadastros')).toEqual([
      'Benefícios',
      'Colaboradores',
      'Departamentos',
      'Filial',
      'Funções',
      'Impostos',
      'Regimes de contrato',
    ]);
    expect(labels('importacoes')).toEqual(['Atualizar colaboradores', 'Benefícios de colaboradores', 'Novos colaboradores']);
    expect(labels('projetos')).toEqual(['Clientes', 'Detalhes', 'Meus Relatórios de Margem']);
    expect(labels('simulacoes')).toEqual(['Cenários', 'Colaboradores', 'Resultados', 'Squads']);
  });

  it('shows only granted sections', () => {
    expect(menuFor(['cadastros', 'dashboard']).map((entry) => entry.section)).toEqual(['dashboard', 'cadastros']);
    expect(menuFor([])).toEqual([]);
  });

  it('shows Cenários (salaries) only to who also holds fechamentos', () => {
    const simulacoes = (permitted: string[]) => menuFor(permitted).find((entry) => entry.section === 'simulacoes')!.children.map((c) => c.label);
    expect(simulacoes(['simulacoes'])).toEqual(['Colaboradores', 'Resultados', 'Squads']);
    expect(simulacoes(['simulacoes', 'fechamentos'])).toEqual(['Cenários', 'Colaboradores', 'Resultados', 'Squads']);
  });
});
