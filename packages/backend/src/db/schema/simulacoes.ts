import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, jsonb, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { AlteracaoCenario } from '@financeiro/domain';
import { createdAt, money, updatedAt } from './columns';
import { filial, funcao, regimeContrato } from './cadastros';
import { fechamento } from './fechamentos';

/** Employee cost simulations (migrations/0040_simulacao_custo.sql). */
export const simulacaoCusto = pgTable(
  'simulacao_custo',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    funcaoCod: integer('funcao_cod')
      .notNull()
      .references(() => funcao.cod),
    funcaoNome: varchar('funcao_nome', { length: 60 }).notNull(),
    regimeCod: integer('regime_cod')
      .notNull()
      .references(() => regimeContrato.cod),
    regimeSigla: varchar('regime_sigla', { length: 60 }).notNull(),
    filialCod: integer('filial_cod')
      .notNull()
      .references(() => filial.cod),
    filialLabel: varchar('filial_label', { length: 20 }).notNull(),
    dependentes: integer('dependentes').notNull().default(0),
    salarioBruto: money('salario_bruto').notNull(),
    beneficioTotal: money('beneficio_total').notNull(),
    impostoTotal: money('imposto_total').notNull(),
    salarioFilial: money('salario_filial').notNull(),
    salarioLiquido: money('salario_liquido').notNull(),
    custoTotal: money('custo_total').notNull(),
    custoHoraColaborador: numeric('custo_hora_colaborador', { precision: 14, scale: 4 }).notNull(),
    custoHoraColaboradorMeioPeriodo: numeric('custo_hora_colaborador_meio_periodo', { precision: 14, scale: 4 }).notNull(),
    provisaoDecimoTerceiro: money('provisao_decimo_terceiro').notNull(),
    provisaoFerias: money('provisao_ferias').notNull(),
    provisaoRescisao: money('provisao_rescisao').notNull(),
    fechamentoId: integer('fechamento_id').references(() => fechamento.id),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('simulacao_custo_email').on(table.email, table.id).where(sql`${table.ativo}`)],
);

/** Cost scenarios (migrations/0095_cenario.sql): only the definition; results are computed on demand. */
export const cenario = pgTable(
  'cenario',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    nome: varchar('nome', { length: 60 }).notNull(),
    descricao: varchar('descricao', { length: 300 }),
    fechamentoId: integer('fechamento_id')
      .notNull()
      .references(() => fechamento.id),
    mesInicio: char('mes_inicio', { length: 7 }).notNull(),
    alteracoes: jsonb('alteracoes').$type<AlteracaoCenario[]>().notNull().default([]),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('cenario_email').on(table.email, table.id).where(sql`${table.ativo}`)],
);

