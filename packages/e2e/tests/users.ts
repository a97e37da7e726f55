export interface DemoUser {
  usuario: string;
  senha: string;
  /** Menu entries the user must see, in the spec's order. */
  menu: string[];
  /** Entries after the sections (administrators: 'Administração'). */
  extraMenu?: string[];
  /** A section the user may not open (shows the dashboard page instead). */
  denied?: string;
  hasDashboard: boolean;
}

/** The demo seed's users (README): passwords can be changed by env, e2e uses the defaults. */
export const DEMO_USERS: DemoUser[] = [
  {
    usuario: 'admin',
    senha: process.env.DEMO_ADMIN_PASSWORD || 'admin123',
    menu: ['Dashboard', 'Projetos', 'Simulações', 'Fechamentos', 'Relatórios Delivery', 'Relatórios DP', 'Cadastros', 'Importações'],
    extraMenu: ['Administração'],
    hasDashboard: true,
  },
  {
    usuario: 'financeiro',
    senha: process.env.DEMO_FINANCEIRO_PASSWORD || 'financeiro123',
    menu: ['Dashboard', 'Projetos', 'Simulações', 'Relatórios Delivery'],
    denied: '/cadastros/colaboradores',
    hasDashboard: true,
  },
  {
    usuario: 'rh',
    senha: process.env.DEMO_RH_PASSWORD || 'rh123456',
    menu: ['Fechamentos', 'Relatórios DP', 'Cadastros', 'Importações'],
    denied: '/projetos',
    hasDashboard: false,
  },
];

/** The heading each section's remote renders at its root. */
export const SECTION_HEADINGS: Record<string, { path: string; heading: string; remote: string }> = {
  Dashboard: { path: '/dashboard', heading: 'Dashboard', remote: 'mf_fechamentos' },
  Projetos: { path: '/projetos', heading: 'Lista de Projetos', remote: 'mf_projects' },
  Simulações: { path: '/simulacoes', heading: 'Simulações', remote: 'mf_simulacoes' },
  Fechamentos: { path: '/fechamentos', heading: 'Lista de Fechamentos', remote: 'mf_fechamentos' },
  'Relatórios Delivery': { path: '/relatorios-delivery/', heading: 'Relatórios Delivery', remote: 'mf_relatorios_delivery' },
  'Relatórios DP': { path: '/relatorios', heading: 'Relatórios DP', remote: 'mf_fechamentos' },
  Cadastros: { path: '/cadastros', heading: 'Cadastros', remote: 'mf_cadastros' },
  Importações: { path: '/importacoes', heading: 'Importações', remote: 'mf_importacoes' },
};
