/**
 * Sections are the guarded first path segments of the application (spec 03 sections 2.1 and 6).
 * A user's roles list the segments they may open; the server checks the same list.
 */
export const SECTIONS = [
  'dashboard',
  'projetos',
  'simulacoes',
  'fechamentos',
  'relatorios-delivery',
  'relatorios',
  'cadastros',
  'importacoes',
] as const;

export type Section = (typeof SECTIONS)[number];

/** The sections' names, as the menu, Administração › Usuários and the audit trail show them. */
export const NOMES_DAS_SECOES: Readonly<Record<Section, string>> = {
  dashboard: 'Dashboard',
  projetos: 'Projetos',
  simulacoes: 'Simulações',
  fechamentos: 'Fechamentos',
  'relatorios-delivery': 'Relatórios Delivery',
  relatorios: 'Relatórios DP',
  cadastros: 'Cadastros',
  importacoes: 'Importações',
};

/** A user's sections as one text: their names in the menu's order ('Projetos, Fechamentos'); roles (admin) left out. */
export function nomesDasSecoes(secoes: Iterable<string>): string {
  return SECTIONS.filter((secao) => [...secoes].includes(secao))
    .map((secao) => NOMES_DAS_SECOES[secao])
    .join(', ');
}

/** Roles that are not sections: administration of accounts and sign-up requests. */
export const ADMIN_ROLE = 'admin';

/** The key under which the user's roles are held in the profile (spec 03 section 3, User profile). */
export const API_NAME = 'financeiro-api';

export type UserRoles = Record<string, string[]>;

/** What the API answers (403) and the shell shows for a section the user was not granted. */
export const SECTION_FORBIDDEN_MESSAGE = 'Você não tem permissão para acessar esta seção.';

export function isSection(value: string): value is Section {
  return (SECTIONS as readonly string[]).includes(value);
}

/** First segment of a path: '/cadastros/funcoes/3' -> 'cadastros'. */
export function firstPathSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/** The permitted first path segments held under the API entry of the roles. */
export function permittedSegments(roles: UserRoles | undefined | null): string[] {
  return roles?.[API_NAME] ?? [];
}

export function canOpenPath(pathname: string, roles: UserRoles | undefined | null): boolean {
  return permittedSegments(roles).includes(firstPathSegment(pathname));
}
