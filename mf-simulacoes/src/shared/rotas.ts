/** Paths of the area (the shell mounts the remote at /simulacoes/*); see README.md. */
export const ROTAS = {
  raiz: '/simulacoes',
  colaboradores: '/simulacoes/colaboradores',
  novaSimulacao: '/simulacoes/colaboradores/new',
  simulacao: (id: number | string) => `/simulacoes/colaboradores/${id}`,
  squads: '/simulacoes/my-teams',
  resultados: '/simulacoes/results',
  resultado: (id: number | string) => `/simulacoes/results/${id}`,
  cenarios: '/simulacoes/cenarios',
  novoCenario: '/simulacoes/cenarios/new',
  cenario: (id: number | string) => `/simulacoes/cenarios/${id}`,
} as const;
