import { NOMES_DAS_SECOES, type Section } from '@financeiro/domain';

export interface MenuLink {
  label: string;
  path: string;
  /** A further section the link needs besides its menu's (Cenários shows salaries: fechamentos too). */
  tambem?: Section;
}

export interface MenuSection extends MenuLink {
  section: Section;
  children: MenuLink[];
}

const byLabel = (a: MenuLink, b: MenuLink) => a.label.localeCompare(b.label, 'pt-BR');

/** Navigation of spec 03 section 2.8: sections in this order, submenus alphabetical by label. */
export const MENU: MenuSection[] = [
  { section: 'dashboard', label: NOMES_DAS_SECOES.dashboard, path: '/dashboard', children: [] },
  {
    section: 'projetos',
    label: NOMES_DAS_SECOES.projetos,
    path: '/projetos',
    children: [
      { label: 'Clientes', path: '/projetos/clientes' },
      { label: 'Detalhes', path: '/projetos' },
      { label: 'Meus Relatórios de Margem', path: '/projetos/meus/relatorios/margem' },
    ],
  },
  {
    section: 'simulacoes',
    label: NOMES_DAS_SECOES.simulacoes,
    path: '/simulacoes',
    children: [
      { label: 'Colaboradores', path: '/simulacoes/colaboradores' },
      { label: 'Squads', path: '/simulacoes/my-teams' },
      { label: 'Resultados', path: '/simulacoes/results' },
      { label: 'Cenários', path: '/simulacoes/cenarios', tambem: 'fechamentos' as Section },
    ],
  },
  { section: 'fechamentos', label: NOMES_DAS_SECOES.fechamentos, path: '/fechamentos', children: [] },
  { section: 'relatorios-delivery', label: NOMES_DAS_SECOES['relatorios-delivery'], path: '/relatorios-delivery/', children: [] },
  { section: 'relatorios', label: NOMES_DAS_SECOES.relatorios, path: '/relatorios', children: [] },
  {
    section: 'cadastros',
    label: NOMES_DAS_SECOES.cadastros,
    path: '/cadastros',
    children: [
      { label: 'Filial', path: '/cadastros/filial' },
      { label: 'Colaboradores', path: '/cadastros/colaboradores' },
      { label: 'Benefícios', path: '/cadastros/beneficios' },
      { label: 'Funções', path: '/cadastros/funcoes' },
      { label: 'Departamentos', path: '/cadastros/departamentos' },
      { label: 'Regimes de contrato', path: '/cadastros/regime-contrato' },
      { label: 'Impostos', path: '/cadastros/impostos' },
    ],
  },
  {
    section: 'importacoes',
    label: NOMES_DAS_SECOES.importacoes,
    path: '/importacoes',
    children: [
      { label: 'Novos colaboradores', path: '/importacoes/colaboradores' },
      { label: 'Benefícios de colaboradores', path: '/importacoes/beneficios-colaborador' },
      { label: 'Atualizar colaboradores', path: '/importacoes/atualizar-colaboradores' },
    ],
  },
].map((entry) => ({ ...entry, children: [...entry.children].sort(byLabel) })) as MenuSection[];

/** Only the sections the user's role grants, in the spec's order; a link needing another section only with it. */
export function menuFor(permitted: string[]): MenuSection[] {
  return MENU.filter((entry) => permitted.includes(entry.section)).map((entry) => ({
    ...entry,
    children: entry.children.filter((child) => !child.tambem || permitted.includes(child.tambem)),
  }));
}
