/** The reports of the hub, in order: name, short description and the text of the info popup. */
export type RelatorioId = 'custo' | 'faturamento' | 'resultado' | 'historico' | 'capacidade-area' | 'capacidade-projeto' | 'fluxo-caixa' | 'carteira';

export interface RelatorioDoHub {
  id: RelatorioId;
  titulo: string;
  descricao: string;
  info: string;
}

export const RELATORIOS_HUB: RelatorioDoHub[] = [
  {
    id: 'custo',
    titulo: 'Custo Previsto x Realizado',
    descricao: 'Custo planejado e custo real de um projeto, mês a mês.',
    info: 'Previsto: funções e custos indiretos do planejamento do mês. Realizado: custo HH dos worklogs do mês mais os custos extras do projeto. Variação = (previsto − realizado) ÷ previsto; a variação acumulada considera só os meses já encerrados.',
  },
  {
    id: 'faturamento',
    titulo: 'Faturamento Previsto x Realizado',
    descricao: 'Valor de venda planejado e receita real de um projeto, mês a mês.',
    info: 'Previsto: valor de venda do planejamento do mês. Realizado: receita bruta do relatório de margem salvo do mês. Variação = (previsto − realizado) ÷ previsto.',
  },
  {
    id: 'resultado',
    titulo: 'Resultado Anual do Projeto',
    descricao: 'Receitas, custos, resultado e margens do projeto por mês, com totais por ano.',
    info: 'Linhas dos relatórios de margem salvos (um por mês), totais gerais e por ano, e a margem prevista do planejamento. Escolha um ano ou Total.',
  },
  {
    id: 'historico',
    titulo: 'Histórico de Custos',
    descricao: 'Custos por cliente, projeto e líder num período, por tipo de custo.',
    info: 'Custos extras dos projetos por tipo, o Valor HH (custo das horas trabalhadas) e o Total de todos os tipos, agrupados por cliente, projeto ou líder.',
  },
  {
    id: 'capacidade-area',
    titulo: 'Capacidade por Área',
    descricao: 'Horas obrigatórias, planejadas, realizadas e faturáveis de cada colaborador.',
    info: 'Ocupação planejada, realizada e faturável de cada colaborador no período, com filtros de departamento e regime.',
  },
  {
    id: 'capacidade-projeto',
    titulo: 'Capacidade por Projeto',
    descricao: 'Horas e ocupação dos colaboradores de cada projeto escolhido.',
    info: 'Escolha os projetos (ou os de um cliente). Todos seleciona todos os projetos; Todos exceto INT-1000 deixa de fora os projetos internos.',
  },
  {
    id: 'carteira',
    titulo: 'Carteira de Projetos',
    descricao: 'Margem no término, orçamento consumido e status de cada projeto com planejamento.',
    info: 'Projeção de cada projeto ativo com planejamento: (a) realizado + plano restante; (b) plano restante no ritmo de custo até aqui. Status pelos limites do administrador (em risco, atenção, no prazo), os de maior risco primeiro. Clique num projeto para abrir a sua Projeção.',
  },
  {
    id: 'fluxo-caixa',
    titulo: 'Fluxo de Caixa',
    descricao: 'Receita, custo, líquido e saldo acumulado da empresa por mês.',
    info: 'Meses até o último fechamento calculado: realizado. Depois: valor de venda dos planejamentos e custo projetado da carteira.',
  },
];
