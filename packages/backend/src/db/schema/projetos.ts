/** Projects, Jira/Tempo data, margins, quotes, sync runs (0020). */
import { boolean, char, integer, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { MOEDAS, TIPOS_CUSTO } from '@financeiro/domain';
import { createdAt, date_, jiraId, money, quote, rate, timestamptz, updatedAt } from './columns';
import { users } from './accounts';
import { categoriaProjeto, colaborador } from './cadastros';

export const cliente = pgTable('cliente', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nome: varchar('nome', { length: 120 }).notNull(),
  chave: varchar('chave', { length: 30 }).notNull(),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const jiraUsuario = pgTable('jira_usuario', {
  accountId: varchar('account_id', { length: 128 }).primaryKey(),
  nome: varchar('nome', { length: 255 }).notNull(),
  email: varchar('email', { length: 254 }),
  ativo: boolean('ativo').notNull().default(true),
  colaboradorMat: integer('colaborador_mat').references(() => colaborador.mat),
  updatedAt: updatedAt(),
});

export const projeto = pgTable('projeto', {
  id: jiraId('id').primaryKey(),
  chave: varchar('chave', { length: 30 }).notNull().unique(),
  nome: varchar('nome', { length: 255 }).notNull(),
  categoriaId: integer('categoria_id').references(() => categoriaProjeto.id),
  leadAccountId: varchar('lead_account_id', { length: 128 }).references(() => jiraUsuario.accountId),
  lastIssueUpdateTime: timestamptz('last_issue_update_time'),
  clienteId: integer('cliente_id').references(() => cliente.id),
  bloqueado: boolean('bloqueado').notNull().default(false),
  excluidoNoJira: boolean('excluido_no_jira').notNull().default(false),
  syncedAt: timestamptz('synced_at').notNull().defaultNow(),
});

export const issue = pgTable('issue', {
  id: jiraId('id').primaryKey(),
  chave: varchar('chave', { length: 60 }).notNull(),
  projetoId: jiraId('projeto_id')
    .notNull()
    .references(() => projeto.id),
  resumo: varchar('resumo', { length: 1000 }).notNull().default(''),
  updated: timestamptz('updated'),
});

export const worklog = pgTable('worklog', {
  id: jiraId('id').primaryKey(),
  issueId: jiraId('issue_id')
    .notNull()
    .references(() => issue.id),
  projetoId: jiraId('projeto_id')
    .notNull()
    .references(() => projeto.id),
  authorAccountId: varchar('author_account_id', { length: 128 })
    .notNull()
    .references(() => jiraUsuario.accountId),
  colaboradorMat: integer('colaborador_mat').references(() => colaborador.mat),
  data: date_('data').notNull(),
  timeSpentSeconds: integer('time_spent_seconds').notNull(),
  billableSeconds: integer('billable_seconds').notNull().default(0),
  descricao: varchar('descricao', { length: 1000 }),
  updatedAt: updatedAt(),
});

export const plano = pgTable(
  'plano',
  {
    planoId: jiraId('plano_id').notNull(),
    data: date_('data').notNull(),
    assigneeAccountId: varchar('assignee_account_id', { length: 128 })
      .notNull()
      .references(() => jiraUsuario.accountId),
    colaboradorMat: integer('colaborador_mat').references(() => colaborador.mat),
    projetoId: jiraId('projeto_id').references(() => projeto.id),
    issueId: jiraId('issue_id'),
    plannedSeconds: integer('planned_seconds').notNull(),
  },
  (t) => [primaryKey({ name: 'plano_pk', columns: [t.planoId, t.data] })],
);

export const agendaUsuario = pgTable(
  'agenda_usuario',
  {
    accountId: varchar('account_id', { length: 128 })
      .notNull()
      .references(() => jiraUsuario.accountId),
    data: date_('data').notNull(),
    requiredSeconds: integer('required_seconds').notNull(),
  },
  (t) => [primaryKey({ name: 'agenda_usuario_pk', columns: [t.accountId, t.data] })],
);

export const custoProjeto = pgTable('custo_projeto', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: varchar('email', { length: 254 }).notNull(),
  projeto: varchar('projeto', { length: 30 })
    .notNull()
    .references(() => projeto.chave),
  descricao: varchar('descricao', { length: 300 }),
  periodoInicio: date_('periodo_inicio').notNull(),
  periodoFim: date_('periodo_fim').notNull(),
  tipoCusto: varchar('tipo_custo', { length: 30, enum: TIPOS_CUSTO }).notNull(),
  valor: money('valor').notNull(),
  moeda: char('moeda', { length: 3, enum: MOEDAS }).notNull(),
  cotacao: quote('cotacao').notNull(),
  /** The rate's date (0086); null for BRL. */
  cotacaoData: date_('cotacao_data'),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const relatorioMargem = pgTable('relatorio_margem', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tipo: varchar('tipo', { length: 9, enum: ['relatorio', 'simulacao'] }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  nome: varchar('nome', { length: 120 }).notNull(),
  projeto: varchar('projeto', { length: 1000 }).notNull(),
  periodoInicial: date_('periodo_inicial').notNull(),
  periodoFim: date_('periodo_fim').notNull(),
  receitaBruta: money('receita_bruta').notNull(),
  impostos: money('impostos').notNull(),
  receitaLiquida: money('receita_liquida').notNull(),
  custoVenda: money('custo_venda').notNull(),
  totalCustoIndireto: money('total_custo_indireto').notNull(),
  custoHoraColaborador: money('custo_hora_colaborador').notNull(),
  resultadoBruto: money('resultado_bruto').notNull(),
  margemBruta: rate('margem_bruta').notNull(),
  despesasOperacionais: money('despesas_operacionais').notNull(),
  rv: money('rv').notNull(),
  rateioAdministrativo: money('rateio_administrativo').notNull(),
  resultadoIrCsll: money('resultado_ir_csll').notNull(),
  impostoSemResultado: money('imposto_sem_resultado').notNull(),
  resultadoLiquido: money('resultado_liquido').notNull(),
  margemLiquida: rate('margem_liquida').notNull(),
  margemContribuicao: rate('margem_contribuicao').notNull(),
  taxaImposto: rate('taxa_imposto').notNull(),
  taxaImpostoResultado: rate('taxa_imposto_resultado').notNull(),
  taxaRv: rate('taxa_rv').notNull(),
  taxaRateio: rate('taxa_rateio').notNull(),
  taxaDespesas: rate('taxa_despesas').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const relatorioMargemCusto = pgTable('relatorio_margem_custo', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  relatorioMargemId: integer('relatorio_margem_id')
    .notNull()
    .references(() => relatorioMargem.id, { onDelete: 'cascade' }),
  tipoCusto: varchar('tipo_custo', { length: 30, enum: TIPOS_CUSTO }).notNull(),
  descricao: varchar('descricao', { length: 300 }),
  moeda: char('moeda', { length: 3, enum: MOEDAS }).notNull(),
  cotacao: quote('cotacao').notNull(),
  valor: money('valor').notNull(),
});

export const cotacaoMoeda = pgTable('cotacao_moeda', {
  moeda: char('moeda', { length: 3, enum: ['USD', 'EUR'] }).primaryKey(),
  bid: quote('bid').notNull(),
  cotadoEm: timestamptz('cotado_em').notNull(),
  consultadoEm: timestamptz('consultado_em').notNull().defaultNow(),
});

export const syncExecucao = pgTable('sync_execucao', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tipo: varchar('tipo', { length: 12, enum: ['completa', 'incremental'] }).notNull(),
  origem: varchar('origem', { length: 10, enum: ['agendada', 'manual', 'partida'] }).notNull(),
  status: varchar('status', { length: 12, enum: ['executando', 'sucesso', 'falha'] }).notNull(),
  iniciadoEm: timestamptz('iniciado_em').notNull().defaultNow(),
  terminadoEm: timestamptz('terminado_em'),
  contagens: jsonb('contagens').notNull().default({}),
  cursor: jsonb('cursor'),
  erro: text('erro'),
  iniciadoPor: integer('iniciado_por').references(() => users.id),
});
