/** Planning (0060). */
import { sql } from 'drizzle-orm';
import { bigint, char, check, foreignKey, index, integer, json, numeric, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { MOEDAS, TIPOS_CUSTO } from '@financeiro/domain';
import { createdAt, date_, money, quote, rate, timestamptz, updatedAt } from './columns';
import { users } from './accounts';
import { funcao } from './cadastros';
import { projeto } from './projetos';

export const planejamento = pgTable(
  'planejamento',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projeto: varchar('projeto', { length: 30 })
      .notNull()
      .unique()
      .references(() => projeto.chave),
    margemCustoProjeto: rate('margem_custo_projeto'),
    versao: integer('versao').notNull().default(0),
    totalHoras: numeric('total_horas', { precision: 12, scale: 2 }).notNull().default('0'),
    totalFuncao: money('total_funcao').notNull().default('0'),
    totalCustoIndireto: money('total_custo_indireto').notNull().default('0'),
    totalCustoVenda: money('total_custo_venda').notNull().default('0'),
    totalValorVenda: money('total_valor_venda').notNull().default('0'),
    total: money('total').notNull().default('0'),
    atualizadoPor: integer('atualizado_por').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('planejamento_margem_custo_projeto_check', sql`${t.margemCustoProjeto} BETWEEN 0 AND 1`),
    check('planejamento_versao_check', sql`${t.versao} >= 0`),
  ],
);

export const planejamentoMes = pgTable(
  'planejamento_mes',
  {
    projeto: varchar('projeto', { length: 30 })
      .notNull()
      .references(() => planejamento.projeto, { onDelete: 'cascade' }),
    /** First day of the month ('yyyy-MM-01'). */
    mes: date_('mes').notNull(),
    valorVenda: money('valor_venda'),
  },
  (t) => [primaryKey({ name: 'planejamento_mes_pk', columns: [t.projeto, t.mes] })],
);

export const previstoFuncao = pgTable(
  'previsto_funcao',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 3000 }),
    projeto: varchar('projeto', { length: 30 }).notNull(),
    mes: date_('mes').notNull(),
    indice: integer('indice').notNull(),
    codigoFuncao: integer('codigo_funcao')
      .notNull()
      .references(() => funcao.cod),
    nomeFuncao: varchar('nome_funcao', { length: 60 }).notNull(),
    horasFuncao: numeric('horas_funcao', { precision: 8, scale: 2 }).notNull(),
    custoVendaFuncao: money('custo_venda_funcao').notNull(),
    custoTotalFuncao: money('custo_total_funcao').notNull(),
  },
  (t) => [
    foreignKey({ name: 'previsto_funcao_mes_fk', columns: [t.projeto, t.mes], foreignColumns: [planejamentoMes.projeto, planejamentoMes.mes] }).onDelete(
      'cascade',
    ),
    index('previsto_funcao_projeto_mes').on(t.projeto, t.mes),
  ],
);

export const previstoIndireto = pgTable(
  'previsto_indireto',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 3000 }),
    projeto: varchar('projeto', { length: 30 }).notNull(),
    mes: date_('mes').notNull(),
    indice: integer('indice').notNull(),
    descricaoCustoIndireto: varchar('descricao_custo_indireto', { length: 300 }).notNull(),
    tipo: varchar('tipo', { length: 30, enum: TIPOS_CUSTO }).notNull(),
    valorOriginalCustoIndireto: money('valor_original_custo_indireto').notNull(),
    moeda: char('moeda', { length: 3, enum: MOEDAS }).notNull(),
    cotacao: quote('cotacao').notNull(),
    valorCustoIndireto: money('valor_custo_indireto').notNull(),
  },
  (t) => [
    foreignKey({ name: 'previsto_indireto_mes_fk', columns: [t.projeto, t.mes], foreignColumns: [planejamentoMes.projeto, planejamentoMes.mes] }).onDelete(
      'cascade',
    ),
    index('previsto_indireto_projeto_mes').on(t.projeto, t.mes),
  ],
);

/** The portfolio thresholds of the forecast (issue 38, migration 0096): one row. */
export const projecaoLimites = pgTable('projecao_limites', {
  id: smallint('id').primaryKey().default(1),
  margemAtencao: numeric('margem_atencao', { precision: 9, scale: 6 }).notNull(),
  margemRisco: numeric('margem_risco', { precision: 9, scale: 6 }).notNull(),
  desvioAtencao: numeric('desvio_atencao', { precision: 9, scale: 6 }).notNull(),
  desvioRisco: numeric('desvio_risco', { precision: 9, scale: 6 }).notNull(),
  atualizadoEm: timestamptz('atualizado_em').notNull().defaultNow(),
  atualizadoPor: integer('atualizado_por').references(() => users.id),
});

/** Version of a project's forecast inputs; '*' the company-wide ones (migration 0099, bumped by triggers). */
export const projecaoVersao = pgTable('projecao_versao', {
  projeto: varchar('projeto', { length: 30 }).primaryKey(),
  versao: bigint('versao', { mode: 'number' }).notNull(),
});

/** Precomputed forecasts, valid while their versions are the current ones (issue 38 §4, migration 0099). */
export const projecaoCache = pgTable('projecao_cache', {
  projeto: varchar('projeto', { length: 30 }).primaryKey(),
  mesAtual: char('mes_atual', { length: 7 }).notNull(),
  versao: bigint('versao', { mode: 'number' }).notNull(),
  versaoGeral: bigint('versao_geral', { mode: 'number' }).notNull(),
  linha: json('linha'),
  gravidade: smallint('gravidade'),
  margem: numeric('margem'),
  desvio: numeric('desvio'),
  resposta: json('resposta'),
  calculadoEm: timestamptz('calculado_em').notNull().defaultNow(),
});
