/** Squads (0045). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import { simulacaoCusto } from './simulacoes';

export const squad = pgTable(
  'squad',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    nome: varchar('nome', { length: 10 }).notNull(),
    custoTotal: money('custo_total').notNull().default('0'),
    quantidadeSprints: smallint('quantidade_sprints').notNull().default(1),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('squad_email_idx').on(t.email, t.ativo)],
);

export const squadColab = pgTable(
  'squad_colab',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    squadId: integer('squad_id')
      .notNull()
      .references(() => squad.id),
    sprint: smallint('sprint').notNull(),
    simulacaoId: integer('simulacao_id')
      .notNull()
      .references(() => simulacaoCusto.id),
    funcaoNome: varchar('funcao_nome', { length: 60 }).notNull(),
    quantidade: integer('quantidade').notNull(),
    custoHoraColaborador: numeric('custo_hora_colaborador', { precision: 14, scale: 4 }).notNull(),
    custoTotal: money('custo_total').notNull(),
    regimeSigla: varchar('regime_sigla', { length: 60 }).notNull(),
    filialLabel: varchar('filial_label', { length: 20 }).notNull(),
    beneficioTotal: money('beneficio_total').notNull(),
    impostoTotal: money('imposto_total').notNull(),
    dependentes: integer('dependentes').notNull(),
    salarioBruto: money('salario_bruto').notNull(),
    salarioFilial: money('salario_filial').notNull(),
    salarioLiquido: money('salario_liquido').notNull(),
    custoHoraColaboradorMeioPeriodo: numeric('custo_hora_colaborador_meio_periodo', { precision: 14, scale: 4 }).notNull(),
    provisaoDecimoTerceiro: money('provisao_decimo_terceiro').notNull(),
    provisaoFerias: money('provisao_ferias').notNull(),
    provisaoRescisao: money('provisao_rescisao').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('squad_colab_ativo_uq').on(t.squadId, t.sprint, t.simulacaoId).where(sql`ativo`),
    index('squad_colab_squad_idx').on(t.squadId).where(sql`ativo`),
  ],
);
