/** Which remote module renders each guarded area of the shell. */
export interface AreaModule {
  remote: string;
  module: string;
}

export const AREAS = {
  dashboard: { remote: 'mf_fechamentos', module: 'Dashboard' },
  projetos: { remote: 'mf_projects', module: 'App' },
  previsao: { remote: 'mf_planning', module: 'App' },
  simulacoes: { remote: 'mf_simulacoes', module: 'App' },
  fechamentos: { remote: 'mf_fechamentos', module: 'App' },
  'relatorios-delivery': { remote: 'mf_relatorios_delivery', module: 'App' },
  relatorios: { remote: 'mf_fechamentos', module: 'Relatorios' },
  cadastros: { remote: 'mf_cadastros', module: 'App' },
  importacoes: { remote: 'mf_importacoes', module: 'App' },
} satisfies Record<string, AreaModule>;

export type AreaName = keyof typeof AREAS;
