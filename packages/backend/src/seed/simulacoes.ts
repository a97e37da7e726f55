/**
 * Demo employee cost simulations and margin result simulations of the financeiro user.
 *
 * Employee cost simulations (spec 03 section 2.3; mf-simulacoes /simulacoes/colaboradores): three
 * saved through the simulator's own code (`simulacoes/custo.ts` `salvar`: figures of the closing
 * engine over the latest closing). They are the catalogue of the squad screen (/simulacoes/my-teams),
 * so `pnpm start` shows a usable squad builder. Needs the closings (src/seed/fechamentos.ts).
 *
 * Demo margin result simulations (spec 03 section 2.5; mf-simulacoes /simulacoes/results): two
 * saved simulations of the financeiro user on demo projects, saved through the same code as
 * POST /simulacao/margem (figures recomputed from the projects' worklogs). Needs the projects'
 * demo data (src/seed/projetos.ts).
 */
import { relatorioMargemSchema, simulacaoFormSchema } from '@financeiro/domain';
import type { Db } from '../db/client';
import { salvarRelatorioMargem as salvar } from '../modules/margens';
import { salvarSimulacaoCusto } from '../modules/simulacoes';
import { DEMO_USERS } from './data';

/** Form inputs (spec 03 section 3 'Simulation form'): codes of DEMO_FUNCOES, DEMO_REGIMES, DEMO_FILIAIS. */
export const DEMO_SIMULACOES_CUSTO = [
  { funcao: 2, regime: 1, filial: 1, salario: '9000.00', beneficio: '3100.00', dependentes: 1 }, // Desenvolvedor Pleno, CLT, São Paulo
  { funcao: 4, regime: 1, filial: 1, salario: '16000.00', beneficio: '3100.00', dependentes: 2 }, // Tech Lead, CLT, São Paulo
  { funcao: 14, regime: 1, filial: 3, salario: '7000.00', beneficio: '3100.00', dependentes: 0 }, // Analista de Testes, CLT, Florianópolis
] as const;

export async function seedSimulacoesCusto(tx: Db): Promise<void> {
  const email = DEMO_USERS.find((user) => user.usuario === 'financeiro')!.email;
  for (const simulacao of DEMO_SIMULACOES_CUSTO) {
    await salvarSimulacaoCusto(tx, email, simulacaoFormSchema.validateSync(simulacao, { stripUnknown: true }));
  }
}

export const DEMO_SIMULACOES_RESULTADO = [
  {
    nomeRelatorio: 'Cenário Aurora 3º trimestre',
    projeto: 'AUR',
    periodoInicio: '2026-07-01',
    periodoFim: '2026-09-30',
    receitaBruta: '450000.00',
    custosIndiretos: [
      { tipo_custo: 'INFRA_CLOUD', descricao: 'AWS', moeda: 'USD', cotacao: '5.40', valor: '1200.00' },
      { tipo_custo: 'OUTROS_SOFTWARES', descricao: 'Licenças de ferramentas', moeda: 'BRL', cotacao: '1', valor: '3500.00' },
    ],
  },
  {
    nomeRelatorio: 'Cenário Pix e Open Finance',
    projeto: 'AURPIX,AUR',
    periodoInicio: '2026-01-01',
    periodoFim: '2026-06-30',
    receitaBruta: '1200000.00',
    custosIndiretos: [{ tipo_custo: 'FORNECEDORES_TERCEIROS', descricao: 'Consultoria de segurança', moeda: 'BRL', cotacao: '1', valor: '48000.00' }],
  },
] as const;

export async function seedSimulacoesResultado(tx: Db): Promise<void> {
  const email = DEMO_USERS.find((user) => user.usuario === 'financeiro')!.email;
  for (const simulacao of DEMO_SIMULACOES_RESULTADO) {
    await salvar(tx, 'simulacao', email, relatorioMargemSchema.validateSync(simulacao, { stripUnknown: true }));
  }
}
