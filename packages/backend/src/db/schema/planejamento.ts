/** Planning (0060). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, char, check, foreignKey, index, integer, json, numeric, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MOEDAS, ORIGENS_ALERTA, TIPOS_ALERTA, TIPOS_CUSTO } from '@financeiro/domain';
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

/** The alert rules of the forecast (issue 38 §3, migration 0098): the global row; NULL switches a rule off. */
export const projecaoRegrasAlerta = pgTable('projecao_regras_alerta', {
  id: smallint('id').primaryKey().default(1),
  margemMinima: numeric('margem_minima', { precision: 9, scale: 6 }),
  desvioMaximo: numeric('desvio_maximo', { precision: 9, scale: 6 }),
  semanasAntecedencia: smallint('semanas_antecedencia'),
  atualizadoEm: timestamptz('atualizado_em').notNull().defaultNow(),
  atualizadoPor: integer('atualizado_por').references(() => users.id),
});

/** A project's overrides (0098): NULL inherits unless the rule's field name is in `desligadas` (off). */
export const projecaoRegrasAlertaProjeto = pgTable('projecao_regras_alerta_projeto', {
  projeto: varchar('projeto', { length: 30 })
    .primaryKey()
    .references(() => projeto.chave, { onDelete: 'cascade' }),
  margemMinima: numeric('margem_minima', { precision: 9, scale: 6 }),
  desvioMaximo: numeric('desvio_maximo', { precision: 9, scale: 6 }),
  semanasAntecedencia: smallint('semanas_antecedencia'),
  desligadas: text('desligadas').array().notNull().default(sql`'{}'`),
  atualizadoEm: timestamptz('atualizado_em').notNull().defaultNow(),
  atualizadoPor: integer('atualizado_por').references(() => users.id),
});

/** One alert per crossing (0098): open while `fechadoEm` is null; one open per project and type. */
export const projecaoAlerta = pgTable(
  'projecao_alerta',
  {
    id: serial('id').primaryKey(),
    projeto: varchar('projeto', { length: 30 })
      .notNull()
      .references(() => projeto.chave, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 20, enum: TIPOS_ALERTA }).notNull(),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    detalhe: text('detalhe').notNull(),
    causa: text('causa').notNull(),
    origem: varchar('origem', { length: 20, enum: ORIGENS_ALERTA }).notNull(),
    abertoEm: timestamptz('aberto_em').notNull().defaultNow(),
    atualizadoEm: timestamptz('atualizado_em').notNull().defaultNow(),
    fechadoEm: timestamptz('fechado_em'),
  },
  (t) => [
    uniqueIndex('projecao_alerta_um_aberto').on(t.projeto, t.tipo).where(sql`fechado_em IS NULL`),
    index('projecao_alerta_abertos').on(sql`aberto_em DESC`).where(sql`fechado_em IS NULL`),
  ],
);

/** Alert evaluations asked for and not yet done (migration 0104; `projetos` null: every project). */
export const projecaoAlertaPedido = pgTable('projecao_alerta_pedido', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  origem: varchar('origem', { length: 20, enum: ORIGENS_ALERTA }).notNull(),
  projetos: text('projetos').array(),
  pedidoEm: timestamptz('pedido_em').notNull().defaultNow(),
});

/** Who read which alert (0098). */
export const projecaoAlertaLeitura = pgTable(
  'projecao_alerta_leitura',
  {
    alertaId: integer('alerta_id')
      .notNull()
      .references(() => projecaoAlerta.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lidoEm: timestamptz('lido_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertaId, t.userId] })],
);
