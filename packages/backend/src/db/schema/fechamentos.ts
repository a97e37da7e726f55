/** Closings and company settings (0010, 0083). */
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, date_, money, timestamptz, updatedAt } from './columns';
import { users } from './accounts';
import { colaborador } from './cadastros';

/** Company settings: one row (id 1), created by migration 0083. */
export const configuracaoEmpresa = pgTable('configuracao_empresa', {
  id: smallint('id').primaryKey().default(1),
  baseHorasCustoHora: varchar('base_horas_custo_hora', { length: 20 }).notNull().default('carga_colaborador'),
  atualizadoEm: timestamptz('atualizado_em').notNull().defaultNow(),
  atualizadoPor: integer('atualizado_por').references(() => users.id),
});

export const fechamento = pgTable('fechamento', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  label: varchar('label', { length: 60 }).notNull(),
  dataInicio: date_('data_inicio').notNull(),
  dataFim: date_('data_fim').notNull(),
  diasUteis: integer('dias_uteis').notNull().default(30),
  descricao: varchar('descricao', { length: 300 }),
  bloqueio: boolean('bloqueio').notNull().default(false),
  ativo: boolean('ativo').notNull().default(true),
  calculadoEm: timestamptz('calculado_em'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One calculated result per employee and closing (replaced as a whole by each calculation). */
export const fechamentoColaborador = pgTable(
  'fechamento_colaborador',
  {
    fechamentoId: integer('fechamento_id')
      .notNull()
      .references(() => fechamento.id, { onDelete: 'cascade' }),
    mat: integer('mat').notNull().references(() => colaborador.mat),
    nome: varchar('nome', { length: 121 }).notNull(),
    funcaoCod: integer('funcao_cod'),
    funcaoNome: varchar('funcao_nome', { length: 60 }),
    departamentoCod: integer('departamento_cod'),
    departamentoSigla: varchar('departamento_sigla', { length: 60 }),
    departamentoNome: varchar('departamento_nome', { length: 60 }),
    regimeCod: integer('regime_cod'),
    regimeSigla: varchar('regime_sigla', { length: 60 }),
    regimeNome: varchar('regime_nome', { length: 60 }),
    filialCod: integer('filial_cod'),
    filialLabel: varchar('filial_label', { length: 20 }),
    salarioBase: money('salario_base').notNull(),
    beneficioTotal: money('beneficio_total').notNull(),
    impostoTotal: money('imposto_total').notNull(),
    salarioLiquido: money('salario_liquido').notNull(),
    salarioFilial: money('salario_filial').notNull(),
    provisaoDecimoTerceiro: money('provisao_decimo_terceiro').notNull(),
    provisaoFerias: money('provisao_ferias').notNull(),
    provisaoRescisao: money('provisao_rescisao').notNull(),
    custoTotal: money('custo_total').notNull(),
    custoHora: numeric('custo_hora', { precision: 14, scale: 4 }).notNull(),
    custoHoraMeioPeriodo: numeric('custo_hora_meio_periodo', { precision: 14, scale: 4 }).notNull(),
    cargaHoraria: integer('carga_horaria').notNull(),
    meioPeriodo: smallint('meio_periodo').notNull().default(0),
    detalhamento: jsonb('detalhamento').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'fechamento_colaborador_pk', columns: [t.fechamentoId, t.mat] }),
    index('fechamento_colaborador_mat_idx').on(t.mat),
    index('fechamento_colaborador_departamento_idx').on(t.fechamentoId, t.departamentoCod),
  ],
);
